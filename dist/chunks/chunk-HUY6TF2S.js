// Merged into ./group-action-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_HUY6TF2S$EFFORT_LEVELS as EFFORT_LEVELS,
  chunk_HUY6TF2S$ModelError as ModelError,
  chunk_HUY6TF2S$SANDBOX_MODES as SANDBOX_MODES,
  chunk_HUY6TF2S$asModelError as asModelError,
} from "./group-action-cli-run.js";
