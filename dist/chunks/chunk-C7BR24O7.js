// Merged into ./start-action-cli-run-grep.js (scripts/run-start.mjs).
export {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./start-action-cli-run-grep.js";
