// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_JHGS5LKD$agentLoopHome as agentLoopHome,
  chunk_JHGS5LKD$compileCacheDirectory as compileCacheDirectory,
  chunk_JHGS5LKD$enableCompileCache as enableCompileCache,
} from "./group-cli-run.js";
