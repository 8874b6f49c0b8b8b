// Merged into ./group-action.js (scripts/start-groups.mjs).
export {
  chunk_MJWGG6PC$RepositoryNameError as RepositoryNameError,
  chunk_MJWGG6PC$checkedBranchName as checkedBranchName,
  chunk_MJWGG6PC$isValidBranchName as isValidBranchName,
  chunk_MJWGG6PC$issueBranchName as issueBranchName,
  chunk_MJWGG6PC$parseRepository as parseRepository,
  chunk_MJWGG6PC$slugify as slugify,
} from "./group-action.js";
