// Merged into ./start-run.js (scripts/run-start.mjs).
export {
  run_HYCKDABJ$runCommand as runCommand,
} from "./start-run.js";
