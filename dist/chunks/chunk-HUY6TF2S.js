// Merged into ./start-action-cli-run.js (scripts/run-start.mjs).
export {
  chunk_HUY6TF2S$EFFORT_LEVELS as EFFORT_LEVELS,
  chunk_HUY6TF2S$ModelError as ModelError,
  chunk_HUY6TF2S$SANDBOX_MODES as SANDBOX_MODES,
  chunk_HUY6TF2S$asModelError as asModelError,
} from "./start-action-cli-run.js";
