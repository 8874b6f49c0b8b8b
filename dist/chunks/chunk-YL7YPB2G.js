// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_YL7YPB2G$runCommand as runCommand,
} from "./group-run.js";
