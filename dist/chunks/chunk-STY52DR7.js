// Merged into ./start-action.js (scripts/run-start.mjs).
export {
  chunk_STY52DR7$isValidBranchName as isValidBranchName,
  chunk_STY52DR7$issueBranchName as issueBranchName,
  chunk_STY52DR7$slugify as slugify,
} from "./start-action.js";
