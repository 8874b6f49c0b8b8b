// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_C3FKQOQH$runCommand as runCommand,
} from "./group-run.js";
