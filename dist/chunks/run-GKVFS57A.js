// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_GKVFS57A$runCommand as runCommand,
} from "./group-run.js";
