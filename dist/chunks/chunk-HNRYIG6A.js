// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_HNRYIG6A$PathAccessError as PathAccessError,
  chunk_HNRYIG6A$isInside as isInside,
  chunk_HNRYIG6A$realWorkspaceRoot as realWorkspaceRoot,
  chunk_HNRYIG6A$resolveInWorkspace as resolveInWorkspace,
  chunk_HNRYIG6A$toolError as toolError,
} from "./group-run.js";
