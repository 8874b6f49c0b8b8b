/**
 * The spans' names and attributes, from what the run knows, as the OpenTelemetry semantic
 * conventions name them (no OpenTelemetry code here, so this loads with nothing):
 * - a model request: the GenAI inference span, with Anthropic's rules (input tokens count
 *   the cached ones) — https://github.com/open-telemetry/semantic-conventions/blob/main/docs/gen-ai/gen-ai-spans.md
 *   and docs/gen-ai/anthropic.md there;
 * - a tool call: the GenAI "execute tool" span (same page);
 * - a request of the host's API client (the GitHub side's): the HTTP client span
 *   (`{method} {url.template}`, `http.request.method`, `url.full`, `http.response.status_code`, `error.type`).
 * Only names, counts and ids: never a prompt, a tool's input or output, or a body.
 */
import type { Message, ModelRequest } from '../model/types.js';
import type { ResultEvent } from '../events/stream.js';

export type AttributeValue = string | number | boolean | string[];
export type Attributes = Record<string, AttributeValue>;

/** `gen_ai.provider.name` for each provider the run may use. */
export const PROVIDER_NAMES = {
  anthropic: 'anthropic',
  bedrock: 'aws.bedrock',
  vertex: 'gcp.vertex_ai',
} as const;

export type ProviderKind = keyof typeof PROVIDER_NAMES;

/** The inference span's name and its attributes known before the answer. */
export function modelRequestStart(
  request: ModelRequest,
  provider: ProviderKind,
  conversationId: string | undefined,
): { name: string; attributes: Attributes } {
  return {
    name: `chat ${request.model}`,
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': PROVIDER_NAMES[provider],
      // The name before semantic conventions 1.37, which many backends still read.
      'gen_ai.system': PROVIDER_NAMES[provider],
      'gen_ai.request.model': request.model,
      'gen_ai.request.max_tokens': request.maxTokens,
      ...(conversationId ? { 'gen_ai.conversation.id': conversationId } : {}),
    },
  };
}

/** The answer's attributes: id, model, finish reason, tokens (cached ones counted in). */
export function modelResponseAttributes(message: Message): Attributes {
  const usage = message.usage;
  const cacheRead = usage.cache_read_input_tokens ?? 0;
  const cacheWrite = usage.cache_creation_input_tokens ?? 0;
  return {
    'gen_ai.response.id': message.id,
    'gen_ai.response.model': message.model,
    ...(message.stop_reason ? { 'gen_ai.response.finish_reasons': [message.stop_reason] } : {}),
    'gen_ai.usage.input_tokens': usage.input_tokens + cacheRead + cacheWrite,
    'gen_ai.usage.output_tokens': usage.output_tokens,
    'gen_ai.usage.cache_read.input_tokens': cacheRead,
    'gen_ai.usage.cache_creation.input_tokens': cacheWrite,
  };
}

/**
 * `error.type` of a failed request: the model error's kind (`rate_limit`, `overloaded`,
 * `timeout`…, see src/engine/model/types.ts), else the error's class name, else `_OTHER`.
 */
export function errorType(error: unknown): string {
  if (error && typeof error === 'object') {
    const kind = (error as { kind?: unknown }).kind;
    if (typeof kind === 'string' && kind !== '') return kind;
    const name = (error as { name?: unknown }).name;
    if (typeof name === 'string' && name !== '' && name !== 'Error') return name;
  }
  return '_OTHER';
}

/** A tool call's span: `execute_tool {name}`. MCP tools (`mcp__…`) are extensions. */
export function toolCallStart(
  name: string,
  id: string,
  conversationId: string | undefined,
): { name: string; attributes: Attributes } {
  return {
    name: `execute_tool ${name}`,
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': name,
      'gen_ai.tool.call.id': id,
      'gen_ai.tool.type': name.startsWith('mcp__') ? 'extension' : 'function',
      ...(conversationId ? { 'gen_ai.conversation.id': conversationId } : {}),
    },
  };
}

/**
 * An API request's span (a GitHub request's, for example): `GET /repos/{owner}/{repo}/pulls`.
 * A route written with its values (a next page's URL, `…/issues/42/comments?per_page=100`)
 * is no template: the span is named by the method alone, as the HTTP conventions say, and
 * `url.full` tells the rest.
 */
export function apiRequestStart(
  method: string,
  route: string,
  url: string,
): { name: string; attributes: Attributes } {
  const template = route.includes('{') || !/^https?:|[\d?]/.test(route) ? route : undefined;
  let server: Attributes = {};
  try {
    const parsed = new URL(url);
    server = {
      'server.address': parsed.hostname,
      'server.port': Number(parsed.port) || (parsed.protocol === 'http:' ? 80 : 443),
    };
  } catch {
    // A URL the client could not have sent: the span goes without the server.
  }
  return {
    name: template ? `${method} ${template}` : method,
    attributes: {
      'http.request.method': method,
      ...(template ? { 'url.template': template } : {}),
      'url.full': url,
      ...server,
    },
  };
}

/** The root span's attributes from the run's result line. */
export function resultAttributes(result: ResultEvent): Attributes {
  return {
    'agent_loop.terminal_reason': result.terminal_reason,
    'agent_loop.result': result.subtype,
    'agent_loop.is_error': result.is_error,
    'agent_loop.num_turns': result.num_turns,
    'agent_loop.total_cost_usd': result.total_cost_usd,
    'agent_loop.duration_api_ms': result.duration_api_ms,
    'gen_ai.conversation.id': result.session_id,
    'gen_ai.usage.input_tokens':
      result.usage.input_tokens +
      result.usage.cache_read_input_tokens +
      result.usage.cache_creation_input_tokens,
    'gen_ai.usage.output_tokens': result.usage.output_tokens,
  };
}

/** Every string in `attributes` passed through `redact` (a list's items too). */
export function redactAttributes(attributes: Attributes, redact: (text: string) => string) {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === 'string') out[key] = redact(value);
    else if (Array.isArray(value)) out[key] = value.map(redact);
    else out[key] = value;
  }
  return out;
}
