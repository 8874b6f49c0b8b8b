/**
 * The most input tokens one request can be billed, for the spend ledger (spend-ledger.ts).
 *
 * A token is at least one byte of the text it stands for, so a request's UTF-8 bytes bound
 * its tokens; the JSON we send has more bytes than the text the model reads (quotes, keys),
 * which covers the framing the API adds around each block. Images and PDFs count by their
 * own formula (media-tokens.ts), not by their base64. With tools, the API adds a tool-use
 * system prompt of a few hundred tokens
 * (https://platform.claude.com/docs/en/agents-and-tools/tool-use/overview, "Pricing").
 *
 * That bound is loose for a long conversation, so what the API already counted is reused:
 * a request that begins like the previous answered one of the same caller (same model,
 * system prompt and tools, its first messages the same apart from cache markers) is
 * bounded by the previous request's reported input (input + cache writes + cache reads)
 * plus the bytes of everything after the shared messages.
 */
import type { ContentBlockParam, MessageParam, ModelRequest } from '../model/types.js';
import { documentTokenBound, imageSize, imageTokenBound } from './media-tokens.js';

/** The tool-use system prompt the API adds when a request has tools (346 tokens and less today). */
export const TOOL_PROMPT_TOKENS = 600;
/** Framing of the request and of each message (role markers). */
const REQUEST_FRAMING_TOKENS = 64;
const MESSAGE_FRAMING_TOKENS = 8;

/** What the bound of a later request needs of this one. */
export interface RequestShape {
  model: string;
  /** System prompt, tools and server tools as JSON, without cache markers. */
  fixedKey: string;
  fixedTokens: number;
  /** Per message: its role and each block's key (the same string for the same block). */
  messageKeys: readonly (readonly string[])[];
  messageTokens: readonly number[];
  /** A cache marker asks for the 1-hour cache (its writes cost more). */
  oneHourCache: boolean;
}

/** A request answered: its shape and the input the API reported for it. */
export interface AnsweredRequest {
  shape: RequestShape;
  reportedInputTokens: number;
}

interface BlockKey {
  key: string;
  tokens: number;
  oneHour: boolean;
}

/** Blocks of the loop's history are never changed, so each is measured once. */
const blockKeys = new WeakMap<object, BlockKey>();
const fixedKeys = new WeakMap<object, { key: string; tokens: number }>();

export function shapeOf(request: ModelRequest): RequestShape {
  let oneHourCache = false;
  const messageKeys: string[][] = [];
  const messageTokens: number[] = [];
  for (const message of request.messages) {
    const keys: string[] = [message.role];
    let tokens = MESSAGE_FRAMING_TOKENS;
    for (const block of blocksOf(message)) {
      const measured = measureBlock(block);
      keys.push(measured.key);
      tokens += measured.tokens;
      oneHourCache ||= measured.oneHour;
    }
    messageKeys.push(keys);
    messageTokens.push(tokens);
  }
  const system = measureJson(request.system);
  oneHourCache ||= system.oneHour;
  const tools = measureTools(request);
  return {
    model: request.model,
    fixedKey: system.key + tools.key,
    fixedTokens: system.tokens + tools.tokens,
    messageKeys,
    messageTokens,
    oneHourCache,
  };
}

/** The most input tokens `shape` can be billed, reusing `previous` where it applies. */
export function inputTokenBound(shape: RequestShape, previous?: AnsweredRequest): number {
  const messages = sum(shape.messageTokens, 0);
  const fresh = REQUEST_FRAMING_TOKENS + shape.fixedTokens + messages;
  if (!previous) return fresh;
  const before = previous.shape;
  if (before.model !== shape.model || before.fixedKey !== shape.fixedKey) return fresh;
  const shared = sharedMessages(before.messageKeys, shape.messageKeys);
  if (shared === 0) return fresh;
  const after = previous.reportedInputTokens + REQUEST_FRAMING_TOKENS;
  return Math.min(fresh, after + sum(shape.messageTokens, shared));
}

function sharedMessages(
  before: RequestShape['messageKeys'],
  now: RequestShape['messageKeys'],
): number {
  const most = Math.min(before.length, now.length);
  for (let index = 0; index < most; index++) {
    const a = before[index]!;
    const b = now[index]!;
    if (a.length !== b.length || a.some((key, at) => key !== b[at])) return index;
  }
  return most;
}

function sum(values: readonly number[], from: number): number {
  let total = 0;
  for (let index = from; index < values.length; index++) total += values[index]!;
  return total;
}

function blocksOf(message: MessageParam): readonly (ContentBlockParam | string)[] {
  return typeof message.content === 'string' ? [message.content] : message.content;
}

function measureBlock(block: ContentBlockParam | string): BlockKey {
  if (typeof block === 'string') return { key: block, tokens: byteLength(block), oneHour: false };
  const known = blockKeys.get(block);
  if (known) return known;
  const measured = measureJson(block);
  blockKeys.set(block, measured);
  return measured;
}

function measureTools(request: ModelRequest): { key: string; tokens: number } {
  const tools = request.tools;
  let measured = fixedKeys.get(tools);
  if (!measured) {
    const key = JSON.stringify(tools);
    measured = { key, tokens: byteLength(key) };
    fixedKeys.set(tools, measured);
  }
  const server = request.serverTools ?? [];
  const serverKey = server.length > 0 ? JSON.stringify(server) : '';
  const prompt = tools.length + server.length > 0 ? TOOL_PROMPT_TOKENS : 0;
  return {
    key: `${measured.key}${serverKey}`,
    tokens: measured.tokens + byteLength(serverKey) + prompt + serverToolContentTokens(request),
  };
}

/**
 * Content a server tool adds to the request's input as it runs and that the request
 * itself does not show: a web fetch brings at most `max_content_tokens` per use.
 */
function serverToolContentTokens(request: ModelRequest): number {
  let tokens = 0;
  for (const tool of request.serverTools ?? []) {
    if ('max_content_tokens' in tool && typeof tool.max_content_tokens === 'number') {
      tokens += tool.max_content_tokens * (tool.max_uses ?? 1);
    }
  }
  return tokens;
}

/** JSON without cache markers; media by their own bound instead of their base64. */
function measureJson(value: unknown): BlockKey {
  let media = 0;
  let oneHour = false;
  const key = JSON.stringify(value, function (this: unknown, name, inner: unknown) {
    if (name === 'cache_control') {
      oneHour ||= (inner as { ttl?: string } | null)?.ttl === '1h';
      return undefined;
    }
    const source = inner as { type?: unknown; data?: unknown } | null;
    if (name === 'source' && source?.type === 'base64' && typeof source.data === 'string') {
      const kind = (this as { type?: string }).type;
      media +=
        kind === 'document'
          ? documentTokenBound(source.data)
          : imageTokenBound(imageSize(source.data));
      return {
        ...source,
        data: `${source.data.length}:${source.data.slice(0, 64)}:${source.data.slice(-64)}`,
      };
    }
    return inner;
  });
  return { key, tokens: byteLength(key) + media, oneHour };
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
