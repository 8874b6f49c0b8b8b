// Merged into ./group-action-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_TZYGHOXO$escapeRegExp as escapeRegExp,
} from "./group-action-cli-run.js";
