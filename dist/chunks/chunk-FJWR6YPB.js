// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_FJWR6YPB$runCommand as runCommand,
} from "./group-run.js";
