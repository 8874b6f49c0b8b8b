/**
 * Starts the configured MCP servers with the SDK's client (this module is
 * imported only when a configuration names servers, so a run without MCP never
 * loads the SDK). A stdio server is a tool process: the tool spawner starts it
 * (inside the boundary when there is one) with only its configured environment
 * plus PATH and HOME. An HTTP server is reached from this process. A server that
 * fails to start is reported and left out; the run goes on without it.
 */
import type { McpServerStatus } from '../events/stream.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { ToolSpawner } from '../sandbox/spawner.js';
import type { Tool } from '../tools/types.js';
import type { McpServerConfig } from './config.js';
import { ProcessTransport } from './process-transport.js';
import { createMcpTools, type McpListedTool, type McpToolServer } from './tools.js';
import type { McpConnections } from './types.js';
import { errorMessage } from '../text/error-message.js';

const CLIENT_INFO = { name: 'agent-loop', version: '0.1.0' };
/** Pages of tools/list read at most (a server that pages forever is cut off). */
const MAX_TOOL_PAGES = 50;

export interface ConnectOptions {
  spawner: ToolSpawner;
  /** stdio servers start in it. */
  workspaceRoot: string;
  /** PATH and HOME for stdio servers (their configuration may override them). */
  baseEnv: { PATH?: string; HOME?: string };
  startupTimeoutMs: number;
  toolTimeoutMs: number;
  /** Aborts the start (the run was stopped). */
  signal: AbortSignal;
}

/** One server once its start was tried. */
interface ServerHandle {
  status: McpServerStatus;
  tools: Tool[];
  close(): Promise<void>;
}

/** Starts every server at once and waits until each is up or has failed. */
export async function connectMcpServers(
  servers: readonly McpServerConfig[],
  options: ConnectOptions,
): Promise<McpConnections> {
  const handles = await Promise.all(servers.map((server) => connectServer(server, options)));
  let closing: Promise<void> | undefined;
  return {
    tools: handles.flatMap((handle) => handle.tools),
    statuses: () => handles.map((handle) => ({ ...handle.status })),
    close: () => {
      closing ??= Promise.all(handles.map((handle) => handle.close())).then(() => undefined);
      return closing;
    },
  };
}

async function connectServer(
  config: McpServerConfig,
  options: ConnectOptions,
): Promise<ServerHandle> {
  if (config.type === 'stdio' && config.refused !== undefined) {
    return {
      status: { name: config.name, status: 'failed', error: config.refused },
      tools: [],
      close: () => Promise.resolve(),
    };
  }
  const client = new Client(CLIENT_INFO, { capabilities: {} });
  let processTransport: ProcessTransport | undefined;
  let transport: Transport;
  if (config.type === 'stdio') {
    let spawner: ToolSpawner;
    try {
      spawner = await serverSpawner(options.spawner);
    } catch (error) {
      const why = errorMessage(error);
      return {
        status: { name: config.name, status: 'failed', error: `it did not start: ${why}` },
        tools: [],
        close: () => Promise.resolve(),
      };
    }
    const call = await spawner.spawn({
      file: config.command,
      args: config.args,
      cwd: config.cwd ?? options.workspaceRoot,
      env: { ...definedOnly(options.baseEnv), ...config.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    processTransport = new ProcessTransport(call);
    transport = processTransport;
  } else {
    transport = new StreamableHTTPClientTransport(new URL(config.url), {
      requestInit: { headers: config.headers },
    });
  }
  const status: McpServerStatus = { name: config.name, status: 'connected' };
  let stopping = false;
  const close = async () => {
    stopping = true;
    await client.close().catch(() => undefined);
    await transport.close().catch(() => undefined);
  };
  const whyGone = () =>
    processTransport ? `the server ${processTransport.describeExit()}` : 'the connection closed';
  let listed: McpListedTool[];
  try {
    const request = { timeout: options.startupTimeoutMs, signal: options.signal };
    await client.connect(transport, request);
    listed = await listTools(client, request);
  } catch (error) {
    const message = errorMessage(error);
    const exited = processTransport?.exited ? processTransport.describeExit() : undefined;
    await close();
    return {
      status: { ...status, status: 'failed', error: startError(message, exited) },
      tools: [],
      close: () => Promise.resolve(),
    };
  }
  client.onclose = () => {
    if (stopping) return;
    status.status = 'failed';
    status.error = whyGone();
  };
  const server: McpToolServer = {
    name: config.name,
    unavailable: () => (status.status === 'failed' ? (status.error ?? whyGone()) : undefined),
    callTool: (name, input, request) =>
      client.callTool({ name, arguments: input }, undefined, request),
  };
  const skipped: string[] = [];
  const tools = createMcpTools(server, listed, options.toolTimeoutMs, skipped);
  if (skipped.length > 0) status.skipped_tools = skipped;
  return { status, tools, close };
}

/** Every page of tools/list. */
async function listTools(
  client: Client,
  request: { timeout: number; signal: AbortSignal },
): Promise<McpListedTool[]> {
  const tools: McpListedTool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page++) {
    const result = await client.listTools(cursor === undefined ? {} : { cursor }, request);
    tools.push(...(result.tools as McpListedTool[]));
    cursor = result.nextCursor;
    if (cursor === undefined) break;
  }
  return tools;
}

/**
 * The spawner for servers: the boundary's own for them (another user, home and
 * /tmp than the tools'), set up on first use; the tools' spawner otherwise.
 */
function serverSpawner(spawner: ToolSpawner): Promise<ToolSpawner> {
  return spawner.forServers ? spawner.forServers() : Promise.resolve(spawner);
}

/** Why a server did not start: the protocol error, and for a process, how it ended. */
function startError(message: string, exited: string | undefined): string {
  return `it did not start: ${exited === undefined ? message : `the server ${exited}`}`;
}

function definedOnly(env: { PATH?: string; HOME?: string }): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
