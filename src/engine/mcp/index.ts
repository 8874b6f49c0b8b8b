/**
 * MCP servers for a run. Loading a configuration needs no MCP code; the SDK
 * (and its JSON-schema validator) is imported only when servers are started
 * (start.ts), so a run without MCP servers starts as fast as before.
 */
export { startMcpServers } from './start.js';
export type { ConnectOptions } from './connect.js';
export { McpConfigError, parseMcpConfig } from './config.js';
export type { McpConfig, McpServerConfig } from './config.js';
export { loadMcpConfig } from './config-source.js';
export type { McpConfigSourceOptions } from './config-source.js';
export {
  DEFAULT_MCP_STARTUP_TIMEOUT_MS,
  DEFAULT_MCP_TOOL_TIMEOUT_MS,
  type McpConnections,
} from './types.js';
export { mcpTimeoutsFromEnvironment, type McpTimeouts } from './timeouts.js';
