// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_5LEAJA6V$runCommand as runCommand,
} from "./group-run.js";
