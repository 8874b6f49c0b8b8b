// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_LKNMH6KH$PathAccessError as PathAccessError,
  chunk_LKNMH6KH$isInside as isInside,
  chunk_LKNMH6KH$realWorkspaceRoot as realWorkspaceRoot,
  chunk_LKNMH6KH$resolveInWorkspace as resolveInWorkspace,
  chunk_LKNMH6KH$toolError as toolError,
} from "./group-run.js";
