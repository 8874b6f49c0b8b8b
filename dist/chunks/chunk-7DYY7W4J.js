// Merged into ./start-action-run.js (scripts/run-start.mjs).
export {
  chunk_7DYY7W4J$Secrets as Secrets,
  chunk_7DYY7W4J$childEnvironment as childEnvironment,
  chunk_7DYY7W4J$createRedactor as createRedactor,
  chunk_7DYY7W4J$secretValuesFromCredentialsFile as secretValuesFromCredentialsFile,
  chunk_7DYY7W4J$secretValuesFromEnvironment as secretValuesFromEnvironment,
  chunk_7DYY7W4J$secretVariants as secretVariants,
} from "./start-action-run.js";
