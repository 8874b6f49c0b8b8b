// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_TR5H66NE$DEFAULT_MCP_STARTUP_TIMEOUT_MS as DEFAULT_MCP_STARTUP_TIMEOUT_MS,
  chunk_TR5H66NE$DEFAULT_MCP_TOOL_TIMEOUT_MS as DEFAULT_MCP_TOOL_TIMEOUT_MS,
  chunk_TR5H66NE$startMcpServers as startMcpServers,
} from "./group-run.js";
