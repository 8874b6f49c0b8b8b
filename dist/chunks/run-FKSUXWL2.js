// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_FKSUXWL2$runCommand as runCommand,
} from "./group-run.js";
