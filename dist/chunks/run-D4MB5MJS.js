// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_D4MB5MJS$runCommand as runCommand,
} from "./group-run.js";
