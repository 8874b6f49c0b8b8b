// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_EXRKIWJP$runCommand as runCommand,
} from "./group-run.js";
