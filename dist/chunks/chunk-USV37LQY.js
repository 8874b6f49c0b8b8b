// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_USV37LQY$runCommand as runCommand,
} from "./group-run.js";
