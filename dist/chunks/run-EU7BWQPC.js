// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_EU7BWQPC$runCommand as runCommand,
} from "./group-run.js";
