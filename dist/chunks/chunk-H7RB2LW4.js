// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_H7RB2LW4$runCommand as runCommand,
} from "./group-run.js";
