// Merged into ./start-action-run.js (scripts/run-start.mjs).
export {
  chunk_TZYGHOXO$escapeRegExp as escapeRegExp,
} from "./start-action-run.js";
