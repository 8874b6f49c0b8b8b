// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_VSPOXHQ4$ProviderConfigError as ProviderConfigError,
  chunk_VSPOXHQ4$describeProvider as describeProvider,
  chunk_VSPOXHQ4$providerSecrets as providerSecrets,
  chunk_VSPOXHQ4$providerSettingsFromEnvironment as providerSettingsFromEnvironment,
  chunk_VSPOXHQ4$selectProvider as selectProvider,
} from "./group-run.js";
