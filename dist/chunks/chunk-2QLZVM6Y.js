// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_2QLZVM6Y$runCommand as runCommand,
} from "./group-run.js";
