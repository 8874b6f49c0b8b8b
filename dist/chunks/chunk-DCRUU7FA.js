// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_DCRUU7FA$runCommand as runCommand,
} from "./group-run.js";
