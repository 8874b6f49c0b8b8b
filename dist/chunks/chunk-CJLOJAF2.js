// Merged into ./group-action.js (scripts/start-groups.mjs).
export {
  chunk_CJLOJAF2$InputError as InputError,
  chunk_CJLOJAF2$parseActionInputs as parseActionInputs,
} from "./group-action.js";
