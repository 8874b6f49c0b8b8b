// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_V5V5JRGH$runCommand as runCommand,
} from "./group-run.js";
