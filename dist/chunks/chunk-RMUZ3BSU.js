// Merged into ./start-action.js (scripts/run-start.mjs).
export {
  chunk_RMUZ3BSU$require_picomatch as require_picomatch,
} from "./start-action.js";
