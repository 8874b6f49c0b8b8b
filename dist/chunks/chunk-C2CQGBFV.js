// Merged into ./start-run.js (scripts/run-start.mjs).
export {
  chunk_C2CQGBFV$sandboxNotes as sandboxNotes,
} from "./start-run.js";
