// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_E6ZSHWMK$runCommand as runCommand,
} from "./group-run.js";
