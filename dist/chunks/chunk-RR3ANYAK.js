// Merged into ./group-action.js (scripts/start-groups.mjs).
export {
  chunk_RR3ANYAK$InputError as InputError,
  chunk_RR3ANYAK$parseActionInputs as parseActionInputs,
} from "./group-action.js";
