// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_TMRJIJZL$runCommand as runCommand,
} from "./group-run.js";
