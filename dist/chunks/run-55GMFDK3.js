// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  run_55GMFDK3$runCommand as runCommand,
} from "./group-run.js";
