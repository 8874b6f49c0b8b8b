/**
 * MCP servers for a run. Loading a configuration needs no MCP code; the SDK
 * (and its JSON-schema validator) is imported only when servers are started,
 * so a run without MCP servers starts as fast as before.
 */
import type { ConnectOptions } from './connect.js';
import type { McpServerConfig } from './config.js';
import type { McpConnections } from './types.js';

/** Starts the servers (see connect.ts); resolves once each is up or has failed. */
export async function startMcpServers(
  servers: readonly McpServerConfig[],
  options: ConnectOptions,
): Promise<McpConnections> {
  const { connectMcpServers } = await import('./connect.js');
  return connectMcpServers(servers, options);
}

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
