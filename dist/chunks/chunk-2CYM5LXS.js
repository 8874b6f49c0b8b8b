// Merged into ./start-run.js (scripts/run-start.mjs).
export {
  chunk_2CYM5LXS$runCommand as runCommand,
} from "./start-run.js";
