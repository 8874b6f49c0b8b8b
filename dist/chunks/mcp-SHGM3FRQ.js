import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  McpConfigError,
  loadMcpConfig,
  mcpTimeoutsFromEnvironment,
  parseMcpConfig
} from "./chunk-DDMWMYQM.js";
import {
  chunk_TR5H66NE$DEFAULT_MCP_STARTUP_TIMEOUT_MS as DEFAULT_MCP_STARTUP_TIMEOUT_MS,
  chunk_TR5H66NE$DEFAULT_MCP_TOOL_TIMEOUT_MS as DEFAULT_MCP_TOOL_TIMEOUT_MS,
  chunk_TR5H66NE$startMcpServers as startMcpServers,
} from "./group-run.js";
import "./group-action-cli.js";
import "./group-action-cli-run.js";
import "./chunk-O56UCDKK.js";
import "./group-action-cli-run-grep.js";
export {
  DEFAULT_MCP_STARTUP_TIMEOUT_MS,
  DEFAULT_MCP_TOOL_TIMEOUT_MS,
  McpConfigError,
  loadMcpConfig,
  mcpTimeoutsFromEnvironment,
  parseMcpConfig,
  startMcpServers
};
