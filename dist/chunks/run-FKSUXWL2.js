// Merged into ./start-run.js (scripts/run-start.mjs).
export {
  run_FKSUXWL2$runCommand as runCommand,
} from "./start-run.js";
