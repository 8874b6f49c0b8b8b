// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_ZHEPDXZV$MissingCredentialsError as MissingCredentialsError,
  chunk_ZHEPDXZV$ProviderConfigError as ProviderConfigError,
  chunk_ZHEPDXZV$describeProvider as describeProvider,
  chunk_ZHEPDXZV$providerModelId as providerModelId,
  chunk_ZHEPDXZV$providerSecrets as providerSecrets,
  chunk_ZHEPDXZV$providerSettingsFromEnvironment as providerSettingsFromEnvironment,
  chunk_ZHEPDXZV$selectProvider as selectProvider,
} from "./group-run.js";
