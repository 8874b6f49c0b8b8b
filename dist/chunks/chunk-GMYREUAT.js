// Merged into ./group-action.js (scripts/start-groups.mjs).
export {
  chunk_GMYREUAT$InputError as InputError,
  chunk_GMYREUAT$parseActionInputs as parseActionInputs,
} from "./group-action.js";
