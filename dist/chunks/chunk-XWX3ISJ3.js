// Merged into ./group-action-cli.js (scripts/start-groups.mjs).
export {
  chunk_XWX3ISJ3$parseLimit as parseLimit,
} from "./group-action-cli.js";
