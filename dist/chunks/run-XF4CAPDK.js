// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_XF4CAPDK$runCommand as runCommand,
} from "./group-run.js";
