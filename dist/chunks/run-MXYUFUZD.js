// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_MXYUFUZD$runCommand as runCommand,
} from "./group-run.js";
