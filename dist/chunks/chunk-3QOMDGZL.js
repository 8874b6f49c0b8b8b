// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_3QOMDGZL$runCommand as runCommand,
} from "./group-run.js";
