// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_GTMZSKBC$runCommand as runCommand,
} from "./group-run.js";
