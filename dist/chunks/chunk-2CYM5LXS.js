// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_2CYM5LXS$runCommand as runCommand,
} from "./group-run.js";
