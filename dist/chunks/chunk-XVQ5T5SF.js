// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_XVQ5T5SF$PathAccessError as PathAccessError,
  chunk_XVQ5T5SF$isInside as isInside,
  chunk_XVQ5T5SF$realWorkspaceRoot as realWorkspaceRoot,
  chunk_XVQ5T5SF$resolveInWorkspace as resolveInWorkspace,
  chunk_XVQ5T5SF$toolError as toolError,
} from "./group-run.js";
