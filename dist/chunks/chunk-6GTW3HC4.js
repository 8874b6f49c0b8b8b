// Merged into ./start-run.js (scripts/run-start.mjs).
export {
  chunk_6GTW3HC4$runCommand as runCommand,
} from "./start-run.js";
