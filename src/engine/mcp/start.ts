/**
 * Starts a run's MCP servers. The SDK (and its JSON-schema validator) is imported only
 * here, when servers are started; the configuration's parser (and zod) is not needed,
 * so a run without MCP servers loads neither before its first request.
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
