// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_RPST5MAD$runCachedScript as runCachedScript,
  chunk_RPST5MAD$setScriptCacheDirectory as setScriptCacheDirectory,
  chunk_RPST5MAD$writeScriptCaches as writeScriptCaches,
} from "./group-cli-run.js";
