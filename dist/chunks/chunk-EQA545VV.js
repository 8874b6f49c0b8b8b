// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_EQA545VV$agentLoopHome as agentLoopHome,
  chunk_EQA545VV$compileCacheDirectory as compileCacheDirectory,
  chunk_EQA545VV$enableCompileCache as enableCompileCache,
} from "./group-cli-run.js";
