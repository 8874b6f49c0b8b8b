/**
 * A server's tools as tools the loop offers: `mcp__<server>__<tool>` with the
 * server's own input schema. A call has a timeout and follows the run's abort
 * signal; either way the SDK sends the server `notifications/cancelled`. A
 * failing call (a server error, a timeout, a server that died) is an error
 * result, never a throw.
 */
import { z } from 'zod';
import type { Tool, ToolResult } from '../tools/types.js';
import { convertMcpResult, type McpCallResult } from './result.js';
import { errorMessage } from '../text/error-message.js';

/** The API's limit on a tool name. */
const MAX_TOOL_NAME_LENGTH = 64;
/** Descriptions beyond this are cut (some servers put whole manuals there). */
const MAX_DESCRIPTION_CHARS = 2048;

/** A tool as the server lists it (the fields used here). */
export interface McpListedTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  annotations?: { readOnlyHint?: boolean };
}

/** What a tool needs of its server's connection. */
export interface McpToolServer {
  name: string;
  /** Why the server cannot take calls (it died), or undefined while it can. */
  unavailable(): string | undefined;
  callTool(
    name: string,
    input: Record<string, unknown>,
    options: { signal: AbortSignal; timeout: number },
  ): Promise<McpCallResult>;
}

/** The model-facing name: characters the API does not take become `_`, as Claude Code does. */
export function mcpToolName(server: string, tool: string): string {
  return `mcp__${server}__${tool.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The server's tools; `skipped` collects the ones that cannot be offered, with why. */
export function createMcpTools(
  server: McpToolServer,
  listed: readonly McpListedTool[],
  timeoutMs: number,
  skipped: string[],
): Tool[] {
  const tools: Tool[] = [];
  const names = new Set<string>();
  for (const entry of listed) {
    const name = mcpToolName(server.name, entry.name);
    if (name.length > MAX_TOOL_NAME_LENGTH) {
      skipped.push(`${entry.name} (the name ${name} is over ${MAX_TOOL_NAME_LENGTH} characters)`);
    } else if (names.has(name)) {
      skipped.push(`${entry.name} (another tool of the server is also named ${name})`);
    } else {
      names.add(name);
      tools.push(createMcpTool(server, entry, name, timeoutMs));
    }
  }
  return tools;
}

const anyObject = z.record(z.string(), z.unknown());

function createMcpTool(
  server: McpToolServer,
  entry: McpListedTool,
  name: string,
  timeoutMs: number,
): Tool<Record<string, unknown>> {
  const description =
    (entry.description ?? '').trim() || `${entry.name} (MCP server ${server.name})`;
  return {
    name,
    description:
      description.length > MAX_DESCRIPTION_CHARS
        ? `${description.slice(0, MAX_DESCRIPTION_CHARS)}… [description cut]`
        : description,
    // The server validates its own input; the model sees the server's schema.
    inputSchema: anyObject,
    inputJsonSchema: { ...entry.inputSchema, type: 'object' },
    isConcurrencySafe: () => entry.annotations?.readOnlyHint === true,
    call: async (input, context): Promise<ToolResult> => {
      const down = server.unavailable();
      if (down) return failure(`MCP server "${server.name}" is not running: ${down}`);
      try {
        const result = await server.callTool(entry.name, input, {
          signal: context.signal,
          timeout: timeoutMs,
        });
        return convertMcpResult(result);
      } catch (error) {
        if (context.signal.aborted) {
          return failure(`The call to ${name} was cancelled: the run was stopped.`);
        }
        return failure(describeCallError(server, name, error, timeoutMs));
      }
    },
  };
}

function describeCallError(
  server: McpToolServer,
  name: string,
  error: unknown,
  timeoutMs: number,
): string {
  const down = server.unavailable();
  if (down) return `MCP server "${server.name}" stopped during the call: ${down}`;
  const code = (error as { code?: unknown }).code;
  // -32001 is the SDK's RequestTimeout.
  if (code === -32001) {
    return `${name} did not answer within ${timeoutMs} ms; the call was cancelled (MCP_TOOL_TIMEOUT sets the limit).`;
  }
  const message = errorMessage(error);
  return `${name} failed: ${message}`;
}

function failure(message: string): ToolResult {
  return { content: message, isError: true };
}
