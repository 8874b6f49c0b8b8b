// Merged into ./group-action.js (scripts/start-groups.mjs).
export {
  chunk_RMUZ3BSU$require_picomatch as require_picomatch,
} from "./group-action.js";
