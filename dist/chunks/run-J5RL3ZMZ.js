// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_J5RL3ZMZ$runCommand as runCommand,
} from "./group-run.js";
