// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_LCJUNDHJ$runCommand as runCommand,
} from "./group-run.js";
