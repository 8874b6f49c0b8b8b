// Merged into ./group-action.js (scripts/start-groups.mjs).
export {
  chunk_STY52DR7$isValidBranchName as isValidBranchName,
  chunk_STY52DR7$issueBranchName as issueBranchName,
  chunk_STY52DR7$slugify as slugify,
} from "./group-action.js";
