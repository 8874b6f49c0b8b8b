// Merged into ./group-action.js (scripts/start-groups.mjs).
export {
  chunk_VC6A5KUR$checkedBranchName as checkedBranchName,
  chunk_VC6A5KUR$isValidBranchName as isValidBranchName,
  chunk_VC6A5KUR$issueBranchName as issueBranchName,
  chunk_VC6A5KUR$slugify as slugify,
} from "./group-action.js";
