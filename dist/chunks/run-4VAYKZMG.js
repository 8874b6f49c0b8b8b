// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_4VAYKZMG$runCommand as runCommand,
} from "./group-run.js";
