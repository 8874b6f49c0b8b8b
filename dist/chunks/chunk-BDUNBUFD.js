// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_BDUNBUFD$MissingCredentialsError as MissingCredentialsError,
  chunk_BDUNBUFD$ProviderConfigError as ProviderConfigError,
  chunk_BDUNBUFD$describeProvider as describeProvider,
  chunk_BDUNBUFD$providerModelId as providerModelId,
  chunk_BDUNBUFD$providerSecrets as providerSecrets,
  chunk_BDUNBUFD$providerSettingsFromEnvironment as providerSettingsFromEnvironment,
  chunk_BDUNBUFD$selectProvider as selectProvider,
} from "./group-run.js";
