// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_ZZC6C55I$runCommand as runCommand,
} from "./group-run.js";
