// Merged into ./group-cli.js (scripts/start-groups.mjs).
export {
  chunk_5ANZ2KYX$cacheKeyPath as cacheKeyPath,
  chunk_5ANZ2KYX$readCacheKey as readCacheKey,
  chunk_5ANZ2KYX$runCachedScript as runCachedScript,
  chunk_5ANZ2KYX$setScriptCacheDirectory as setScriptCacheDirectory,
  chunk_5ANZ2KYX$sign as sign,
  chunk_5ANZ2KYX$verify as verify,
  chunk_5ANZ2KYX$writeScriptCaches as writeScriptCaches,
} from "./group-cli.js";
