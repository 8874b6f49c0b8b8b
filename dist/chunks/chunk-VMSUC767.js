// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_VMSUC767$agentLoopHome as agentLoopHome,
  chunk_VMSUC767$compileCacheDirectory as compileCacheDirectory,
  chunk_VMSUC767$enableCompileCache as enableCompileCache,
} from "./group-cli-run.js";
