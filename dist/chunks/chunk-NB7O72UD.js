// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_NB7O72UD$PathAccessError as PathAccessError,
  chunk_NB7O72UD$isInside as isInside,
  chunk_NB7O72UD$realWorkspaceRoot as realWorkspaceRoot,
  chunk_NB7O72UD$resolveInWorkspace as resolveInWorkspace,
  chunk_NB7O72UD$toolError as toolError,
} from "./group-run.js";
