// Merged into ./group-action-run.js (scripts/start-groups.mjs).
export {
  chunk_7B2THF4M$GITHUB_HOST_TOOLS as GITHUB_HOST_TOOLS,
  chunk_7B2THF4M$detectChecks as detectChecks,
  chunk_7B2THF4M$escapeWorkflowCommands as escapeWorkflowCommands,
  chunk_7B2THF4M$listedChecks as listedChecks,
} from "./group-action-run.js";
