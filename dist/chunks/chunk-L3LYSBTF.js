// Merged into ./group-action-run.js (scripts/start-groups.mjs).
export {
  chunk_L3LYSBTF$escapeWorkflowCommands as escapeWorkflowCommands,
} from "./group-action-run.js";
