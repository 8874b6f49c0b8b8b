// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_C2CQGBFV$sandboxNotes as sandboxNotes,
} from "./group-run.js";
