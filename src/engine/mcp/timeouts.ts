/**
 * The two MCP timeouts, from Claude Code's variables: `MCP_TOOL_TIMEOUT` (one
 * tool call) and `MCP_TIMEOUT` (a server's start), both in milliseconds.
 */
import { parseLimit } from '../config/numbers.js';
import { DEFAULT_MCP_STARTUP_TIMEOUT_MS, DEFAULT_MCP_TOOL_TIMEOUT_MS } from './types.js';

/** The longest delay a timer takes; longer ones would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface McpTimeouts {
  toolTimeoutMs: number;
  startupTimeoutMs: number;
}

/** Reads the timeouts from `env`; throws an Error naming the variable for a bad value. */
export function mcpTimeoutsFromEnvironment(env: NodeJS.ProcessEnv): McpTimeouts {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    return Math.min(parseLimit(`${name} (milliseconds)`, raw, 'count'), MAX_TIMER_MS);
  };
  return {
    toolTimeoutMs: read('MCP_TOOL_TIMEOUT', DEFAULT_MCP_TOOL_TIMEOUT_MS),
    startupTimeoutMs: read('MCP_TIMEOUT', DEFAULT_MCP_STARTUP_TIMEOUT_MS),
  };
}
