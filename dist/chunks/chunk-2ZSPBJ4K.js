// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_2ZSPBJ4K$DEFAULT_MCP_STARTUP_TIMEOUT_MS as DEFAULT_MCP_STARTUP_TIMEOUT_MS,
  chunk_2ZSPBJ4K$DEFAULT_MCP_TOOL_TIMEOUT_MS as DEFAULT_MCP_TOOL_TIMEOUT_MS,
  chunk_2ZSPBJ4K$startMcpServers as startMcpServers,
} from "./group-run.js";
