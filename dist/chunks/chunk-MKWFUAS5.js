// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_MKWFUAS5$runCommand as runCommand,
} from "./group-run.js";
