// Merged into ./group-action-cli-run-grep.js (scripts/start-groups.mjs).
export {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
