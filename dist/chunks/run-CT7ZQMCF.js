// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_CT7ZQMCF$runCommand as runCommand,
} from "./group-run.js";
