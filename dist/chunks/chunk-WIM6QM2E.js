// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_WIM6QM2E$sandboxNotes as sandboxNotes,
} from "./group-run.js";
