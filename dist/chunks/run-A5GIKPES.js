// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_A5GIKPES$runCommand as runCommand,
} from "./group-run.js";
