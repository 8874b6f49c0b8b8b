/**
 * What the rest of the engine sees of MCP servers, without loading the SDK.
 */
import type { McpServerStatus } from '../events/stream.js';
import type { Tool } from '../tools/types.js';

/** The run's servers once started: their tools, their states, and `close` (always call it). */
export interface McpConnections {
  tools: Tool[];
  /** The states now: a server that died since the start is `failed`. */
  statuses(): McpServerStatus[];
  /** Closes every server; stdio servers are killed with every process they started. */
  close(): Promise<void>;
}

/** Default time a tool call may take (MCP_TOOL_TIMEOUT overrides it). */
export const DEFAULT_MCP_TOOL_TIMEOUT_MS = 300_000;
/** Default time a server has to start and list its tools (MCP_TIMEOUT overrides it). */
export const DEFAULT_MCP_STARTUP_TIMEOUT_MS = 30_000;
