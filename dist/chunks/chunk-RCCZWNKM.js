// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_RCCZWNKM$runCommand as runCommand,
} from "./group-run.js";
