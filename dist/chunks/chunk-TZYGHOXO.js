// Merged into ./group-action-run.js (scripts/start-groups.mjs).
export {
  chunk_TZYGHOXO$escapeRegExp as escapeRegExp,
} from "./group-action-run.js";
