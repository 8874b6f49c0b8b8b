// Merged into ./start-action.js (scripts/run-start.mjs).
export {
  chunk_CJLOJAF2$InputError as InputError,
  chunk_CJLOJAF2$parseActionInputs as parseActionInputs,
} from "./start-action.js";
