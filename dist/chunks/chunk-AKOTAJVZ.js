// Merged into ./group-action.js (scripts/start-groups.mjs).
export {
  chunk_AKOTAJVZ$InputError as InputError,
  chunk_AKOTAJVZ$parseActionInputs as parseActionInputs,
} from "./group-action.js";
