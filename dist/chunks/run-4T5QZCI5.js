// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_4T5QZCI5$runCommand as runCommand,
} from "./group-run.js";
