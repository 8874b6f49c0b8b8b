/**
 * MCP server configuration in Claude Code's format (docs/contract.md#mcp-servers):
 * `{"mcpServers": {"<name>": {...}}}`, a stdio server (`command`, `args`, `env`)
 * or a streamable HTTP one (`type: "http"`, `url`, `headers`). `${NAME}` and
 * `${NAME:-default}` in those fields are replaced from the environment the caller
 * gives: only names the configuration spells are ever read, so a server sees the
 * API key or a token only when its configuration asks for it by name.
 * This file loads no MCP code: the SDK is imported only when servers are started.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import { z } from 'zod';

/** A stdio server: a tool process started inside the tool boundary. */
export interface McpStdioServer {
  name: string;
  type: 'stdio';
  command: string;
  args: string[];
  /** The server's whole environment besides PATH and HOME. */
  env: Record<string, string>;
  /** Where it starts (default: the workspace). */
  cwd?: string;
  /** Why it must not be started at all (it is reported as failed with this reason). */
  refused?: string;
}

/** A streamable HTTP server, reached from the agent's own process. */
export interface McpHttpServer {
  name: string;
  type: 'http';
  url: string;
  headers: Record<string, string>;
}

export type McpServerConfig = McpStdioServer | McpHttpServer;

/** The parsed configuration, and the values it took from the environment (to redact). */
export interface McpConfig {
  servers: McpServerConfig[];
  /** Values from `${NAME}` references and header values: masked wherever text is shown. */
  secrets: string[];
}

/** A configuration that cannot be used; the message names the server and the field. */
export class McpConfigError extends AgentLoopError<'mcp_config'> {
  override readonly name = 'McpConfigError';
  get kind() {
    return 'mcp_config' as const;
  }
}

/**
 * Server names become part of tool names (`mcp__<server>__<tool>`) and rules, so
 * they are letters, digits and `-`, with single `_` between them: `__` would make
 * `mcp__a__b__c` ambiguous.
 */
const SERVER_NAME = /^[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*$/;
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const REFERENCE = /\$\{([^}]*)\}/g;

const stringMap = z.record(z.string(), z.string());
const stdioSchema = z.strictObject({
  type: z.literal('stdio').optional(),
  command: z.string().trim().min(1, 'must not be empty'),
  args: z.array(z.string()).optional(),
  env: stringMap.optional(),
});
const httpSchema = z.strictObject({
  type: z.literal('http'),
  url: z.string().min(1, 'must not be empty'),
  headers: stringMap.optional(),
});
const fileSchema = z.strictObject({ mcpServers: z.record(z.string(), z.unknown()) });

/**
 * Parses a configuration's JSON text. `env` is where `${NAME}` references are
 * looked up; `source` names the flag or input in messages.
 * Throws {@link McpConfigError}.
 */
export function parseMcpConfig(text: string, env: NodeJS.ProcessEnv, source: string): McpConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new McpConfigError(`${source}: not valid JSON: ${(error as Error).message}`);
  }
  const file = fileSchema.safeParse(json);
  if (!file.success) {
    throw new McpConfigError(
      `${source}: expected {"mcpServers": {"<name>": {...}}}: ${describe(file.error)}`,
    );
  }
  const secrets: string[] = [];
  const servers = Object.entries(file.data.mcpServers).map(([name, value]) =>
    parseServer(name, value, { env, source, secrets }),
  );
  return { servers, secrets };
}

interface ParseContext {
  env: NodeJS.ProcessEnv;
  source: string;
  secrets: string[];
}

function parseServer(name: string, value: unknown, context: ParseContext): McpServerConfig {
  const where = `${context.source}: server "${name}"`;
  if (!SERVER_NAME.test(name)) {
    throw new McpConfigError(
      `${where}: a server name is letters, digits, "-" and single "_" (it becomes part of mcp__${name}__<tool>)`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new McpConfigError(`${where}: expected an object with "command" or "type": "http"`);
  }
  const type = (value as { type?: unknown }).type;
  if (type !== undefined && type !== 'stdio' && type !== 'http') {
    throw new McpConfigError(
      `${where}: type: ${JSON.stringify(type)} is not supported (use "stdio" or "http")`,
    );
  }
  const expand = (text: string, field: string) =>
    expandReferences(text, `${where}: ${field}`, context);
  if (type === 'http') {
    const parsed = httpSchema.safeParse(value);
    if (!parsed.success) throw new McpConfigError(`${where}: ${describe(parsed.error)}`);
    const url = expand(parsed.data.url, 'url');
    checkUrl(url, where);
    const headers = mapValues(parsed.data.headers, (header, key) =>
      expand(header, `headers.${key}`),
    );
    context.secrets.push(...Object.values(headers));
    return { name, type: 'http', url, headers };
  }
  const parsed = stdioSchema.safeParse(value);
  if (!parsed.success) throw new McpConfigError(`${where}: ${describe(parsed.error)}`);
  return {
    name,
    type: 'stdio',
    command: expand(parsed.data.command, 'command'),
    args: (parsed.data.args ?? []).map((arg, index) => expand(arg, `args[${index}]`)),
    env: mapValues(parsed.data.env, (text, key) => {
      if (!VARIABLE_NAME.test(key)) {
        throw new McpConfigError(`${where}: env: "${key}" is not a variable name`);
      }
      return expand(text, `env.${key}`);
    }),
  };
}

/** Replaces `${NAME}` / `${NAME:-default}`; a name that is not set and has no default is an error. */
function expandReferences(text: string, where: string, context: ParseContext): string {
  return text.replace(REFERENCE, (reference, inner: string) => {
    const split = inner.indexOf(':-');
    const variable = split < 0 ? inner : inner.slice(0, split);
    if (!VARIABLE_NAME.test(variable)) {
      throw new McpConfigError(`${where}: ${reference} is not a variable reference`);
    }
    const value = context.env[variable];
    if (value !== undefined && value !== '') {
      context.secrets.push(value);
      return value;
    }
    if (split >= 0) return inner.slice(split + 2);
    throw new McpConfigError(`${where}: ${reference}: the variable ${variable} is not set`);
  });
}

function checkUrl(url: string, where: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new McpConfigError(`${where}: url: "${url}" is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new McpConfigError(`${where}: url: only http and https URLs are supported`);
  }
}

function mapValues(
  map: Record<string, string> | undefined,
  convert: (value: string, key: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map ?? {}).map(([key, value]) => [key, convert(value, key)]),
  );
}

/** The first issue, as `field: message`. */
function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}${field ? ` in ${field}` : ''}`;
  }
  return field ? `${field}: ${issue.message}` : issue.message;
}
