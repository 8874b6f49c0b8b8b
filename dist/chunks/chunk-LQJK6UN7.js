// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_LQJK6UN7$runCachedScript as runCachedScript,
  chunk_LQJK6UN7$setScriptCacheDirectory as setScriptCacheDirectory,
  chunk_LQJK6UN7$writeScriptCaches as writeScriptCaches,
} from "./group-cli-run.js";
