// Merged into ./group-action-run.js (scripts/start-groups.mjs).
export {
  chunk_7DYY7W4J$Secrets as Secrets,
  chunk_7DYY7W4J$childEnvironment as childEnvironment,
  chunk_7DYY7W4J$createRedactor as createRedactor,
  chunk_7DYY7W4J$secretValuesFromCredentialsFile as secretValuesFromCredentialsFile,
  chunk_7DYY7W4J$secretValuesFromEnvironment as secretValuesFromEnvironment,
  chunk_7DYY7W4J$secretVariants as secretVariants,
} from "./group-action-run.js";
