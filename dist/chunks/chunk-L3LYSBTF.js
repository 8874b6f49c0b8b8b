// Merged into ./start-action-run.js (scripts/run-start.mjs).
export {
  chunk_L3LYSBTF$escapeWorkflowCommands as escapeWorkflowCommands,
} from "./start-action-run.js";
