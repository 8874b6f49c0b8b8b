// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_PA6OGDMX$sandboxNotes as sandboxNotes,
} from "./group-run.js";
