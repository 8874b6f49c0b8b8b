// Merged into ./group-cli.js (scripts/start-groups.mjs).
export {
  chunk_UJWXDEOQ$cacheKeyPath as cacheKeyPath,
  chunk_UJWXDEOQ$readCacheKey as readCacheKey,
  chunk_UJWXDEOQ$runCachedScript as runCachedScript,
  chunk_UJWXDEOQ$setScriptCacheDirectory as setScriptCacheDirectory,
  chunk_UJWXDEOQ$sign as sign,
  chunk_UJWXDEOQ$verify as verify,
  chunk_UJWXDEOQ$writeScriptCaches as writeScriptCaches,
} from "./group-cli.js";
