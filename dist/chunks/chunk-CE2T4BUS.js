// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_CE2T4BUS$runCommand as runCommand,
} from "./group-run.js";
