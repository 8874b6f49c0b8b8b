// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_EWBOL6DR$runCommand as runCommand,
} from "./group-run.js";
