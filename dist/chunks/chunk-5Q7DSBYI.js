// Merged into ./group-action-run.js (scripts/start-groups.mjs).
export {
  chunk_5Q7DSBYI$detectChecks as detectChecks,
  chunk_5Q7DSBYI$escapeWorkflowCommands as escapeWorkflowCommands,
  chunk_5Q7DSBYI$listedChecks as listedChecks,
} from "./group-action-run.js";
