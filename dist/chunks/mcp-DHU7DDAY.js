import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  McpConfigError,
  loadMcpConfig,
  mcpTimeoutsFromEnvironment,
  parseMcpConfig
} from "./chunk-WY5XQJAO.js";
import {
  DEFAULT_MCP_STARTUP_TIMEOUT_MS,
  DEFAULT_MCP_TOOL_TIMEOUT_MS,
  startMcpServers
} from "./chunk-2ZSPBJ4K.js";
import "./chunk-JBL7MHT2.js";
import "./chunk-O56UCDKK.js";
import "./chunk-ZGKZO2EW.js";
export {
  DEFAULT_MCP_STARTUP_TIMEOUT_MS,
  DEFAULT_MCP_TOOL_TIMEOUT_MS,
  McpConfigError,
  loadMcpConfig,
  mcpTimeoutsFromEnvironment,
  parseMcpConfig,
  startMcpServers
};
