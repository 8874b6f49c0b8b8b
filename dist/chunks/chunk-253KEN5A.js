// Merged into ./group-action.js (scripts/start-groups.mjs).
export {
  chunk_253KEN5A$addMask as addMask,
  chunk_253KEN5A$fail as fail,
  chunk_253KEN5A$getInput as getInput,
  chunk_253KEN5A$info as info,
  chunk_253KEN5A$setOutput as setOutput,
} from "./group-action.js";
