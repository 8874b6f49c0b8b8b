// Merged into ./group-action.js (scripts/start-groups.mjs).
export {
  chunk_CCATPVFV$InputError as InputError,
  chunk_CCATPVFV$parseActionInputs as parseActionInputs,
  chunk_CCATPVFV$repoFullName as repoFullName,
  chunk_CCATPVFV$sameRepository as sameRepository,
} from "./group-action.js";
