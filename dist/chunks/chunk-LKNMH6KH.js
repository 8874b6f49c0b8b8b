// Merged into ./start-run.js (scripts/run-start.mjs).
export {
  chunk_LKNMH6KH$PathAccessError as PathAccessError,
  chunk_LKNMH6KH$isInside as isInside,
  chunk_LKNMH6KH$realWorkspaceRoot as realWorkspaceRoot,
  chunk_LKNMH6KH$resolveInWorkspace as resolveInWorkspace,
  chunk_LKNMH6KH$toolError as toolError,
} from "./start-run.js";
