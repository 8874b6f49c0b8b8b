// Merged into ./group-action-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
  chunk_MQJ32W7E$isErrorOfKind as isErrorOfKind,
} from "./group-action-cli-run.js";
