/**
 * The most input tokens one request can be billed, for the spend cap (run-spend-cap.ts).
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
 *
 * A request with server tools runs the API's own loop: after each search or fetch the
 * model is sampled again, and the reported input is the sum over those steps
 * (`usage.input_tokens` is cumulative; https://platform.claude.com/docs/en/api/messages).
 * So each step re-reads the prompt, what the model wrote so far and what the earlier uses
 * brought: with U allowed uses, U + 1 steps. A fetch brings at most `max_content_tokens`
 * per use. What a search brings has no documented bound, nor has the number of steps a
 * model takes when it asks for more uses than allowed: a search is given an allowance
 * ({@link SEARCH_RESULT_TOKENS}) and the spend cap raises it to the dearest web request the
 * run has seen (run-spend-cap.ts); docs/limits.md says what that does and does not cover.
 */
import type { ContentBlockParam, MessageParam, ModelRequest } from '../model/types.js';
import { documentTokenBound, imageSize, imageTokenBound } from './media-tokens.js';

/** The tool-use system prompt the API adds when a request has tools (346 tokens and less today). */
export const TOOL_PROMPT_TOKENS = 600;
/** Framing of the request and of each message (role markers). */
const REQUEST_FRAMING_TOKENS = 64;
const MESSAGE_FRAMING_TOKENS = 8;

/** Searches a web search tool without `max_uses` is assumed to make at most. */
export const UNBOUNDED_SEARCHES = 10;

/**
 * What one search's results are assumed to add to each later step's input. The API
 * publishes no limit; a public dataset of Claude Code's web searches (2026) implies about
 * 5,000 to 11,000 tokens of results per search. This allows more than twice the largest,
 * so results read once more (a step after a refused extra use) still fit.
 */
export const SEARCH_RESULT_TOKENS = 25_000;

/** The API's server-tool loop of one request (none: `uses` 0). */
interface ServerSteps {
  /** Uses its server tools allow together. */
  uses: number;
  /** The most content one use adds to the input (a fetch's `max_content_tokens`). */
  contentPerUse: number;
}

/** What the bound of a later request needs of this one. */
export interface RequestShape {
  model: string;
  /** System prompt, tools and server tools as JSON, without cache markers. */
  fixedKey: string;
  fixedTokens: number;
  /** The request's messages, measured when a bound needs them (each message once). */
  messages: readonly MessageParam[];
  /** A cache marker of the system prompt asks for the 1-hour cache. */
  systemOneHour: boolean;
  serverSteps: ServerSteps;
}

/** A request answered: its shape and the input the API reported for it. */
export interface AnsweredRequest {
  shape: RequestShape;
  reportedInputTokens: number;
}

interface BlockKey {
  key: string;
  tokens: number;
  /** A cache marker in it asks for the 1-hour cache. */
  oneHour: boolean;
  /** A cache marker below its own (in a tool result's content) asks for it. */
  nestedOneHour: boolean;
}

/** One message measured: its role and each block's key (the same string for the same block). */
interface MessageKey {
  keys: readonly string[];
  tokens: number;
  oneHour: boolean;
}

/** A shape's messages in sum: their tokens, and which of them ask for the 1-hour cache. */
interface MessagesMeasure {
  tokens: number;
  oneHourAt: readonly number[];
}

/** Blocks and messages of the loop's history are never changed, so each is measured once. */
const blockKeys = new WeakMap<object, BlockKey>();
const messageKeys = new WeakMap<object, MessageKey>();
const fixedKeys = new WeakMap<object, { key: string; tokens: number }>();
/**
 * A shape's messages in sum, once measured. A shape bounded against the previous request
 * is measured from the previous one's sum plus what changed, so a long conversation's
 * request costs what it added, not its length.
 */
const measures = new WeakMap<RequestShape, MessagesMeasure>();

export function shapeOf(request: ModelRequest): RequestShape {
  const system = measureJson(request.system);
  const tools = measureTools(request);
  return {
    model: request.model,
    fixedKey: system.key + tools.key,
    fixedTokens: system.tokens + tools.tokens,
    messages: request.messages,
    systemOneHour: system.oneHour,
    serverSteps: serverStepsOf(request),
  };
}

/** A cache marker of the request asks for the 1-hour cache (its writes cost more). */
export function oneHourCache(shape: RequestShape, previous?: AnsweredRequest): boolean {
  return shape.systemOneHour || measureOf(shape, previous?.shape).oneHourAt.length > 0;
}

/** The most input tokens `shape` can be billed, reusing `previous` where it applies. */
export function inputTokenBound(shape: RequestShape, previous?: AnsweredRequest): number {
  const { uses, contentPerUse } = shape.serverSteps;
  const prompt = promptTokenBound(shape, previous);
  if (uses === 0) return prompt;
  // Step k (0..U) reads the prompt and k uses' content, and what the model wrote so far:
  // that part grows with max_tokens, so the spend cap prices it with the output (uses × the
  // input rate per output token, run-spend-cap.ts worstCasePrices).
  return (uses + 1) * prompt + (contentPerUse * uses * (uses + 1)) / 2;
}

/** The most input tokens of the request as sent (one sampling step). */
function promptTokenBound(shape: RequestShape, previous?: AnsweredRequest): number {
  const before = previous?.shape;
  const shared = before ? sharedMessages(before.messages, shape.messages) : 0;
  const fresh =
    REQUEST_FRAMING_TOKENS + shape.fixedTokens + measureOf(shape, before, shared).tokens;
  if (!previous || shared === 0) return fresh;
  if (previous.shape.model !== shape.model || previous.shape.fixedKey !== shape.fixedKey) {
    return fresh;
  }
  const after = previous.reportedInputTokens + REQUEST_FRAMING_TOKENS;
  return Math.min(fresh, after + tokensFrom(shape.messages, shared));
}

/**
 * The shape's messages in sum: from the previous shape's sum when they share a prefix
 * (minus the previous messages after it, plus this shape's), else every message.
 */
function measureOf(
  shape: RequestShape,
  before: RequestShape | undefined,
  sharedCount?: number,
): MessagesMeasure {
  const known = measures.get(shape);
  if (known) return known;
  const base = before ? measures.get(before) : undefined;
  const shared =
    before && base ? (sharedCount ?? sharedMessages(before.messages, shape.messages)) : 0;
  const measure: MessagesMeasure =
    before && base && shared > 0
      ? {
          tokens:
            base.tokens - tokensFrom(before.messages, shared) + tokensFrom(shape.messages, shared),
          oneHourAt: [
            // A message the two share as the same object asks for what it asked before.
            ...base.oneHourAt.filter(
              (index) => index < shared && shape.messages[index] === before.messages[index],
            ),
            ...oneHourFrom(shape.messages, before.messages, shared),
          ],
        }
      : { tokens: tokensFrom(shape.messages, 0), oneHourAt: oneHourFrom(shape.messages, [], 0) };
  measures.set(shape, measure);
  return measure;
}

/**
 * Messages at the start that are the same in both, cache markers aside. The loop sends its
 * history's messages as the same objects every time, so comparing them is a pointer check;
 * the few the cache breakpoints copied (to add or drop a marker) are compared block by
 * block, a copied block field by field, and only a block that really differs as JSON.
 */
function sharedMessages(before: readonly MessageParam[], now: readonly MessageParam[]): number {
  const most = Math.min(before.length, now.length);
  for (let index = 0; index < most; index++) {
    const a = before[index]!;
    const b = now[index]!;
    if (a !== b && !sameMessage(a, b)) return index;
  }
  return most;
}

function sameMessage(a: MessageParam, b: MessageParam): boolean {
  if (a.role !== b.role) return false;
  const x = blocksOf(a);
  const y = blocksOf(b);
  return x.length === y.length && x.every((block, at) => sameBlock(block, y[at]!));
}

function sameBlock(a: ContentBlockParam | string, b: ContentBlockParam | string): boolean {
  if (a === b) return true;
  if (typeof a === 'string' || typeof b === 'string') return false;
  if (copiesOfOneBlock(a, b)) {
    shareMeasure(a, b);
    return true;
  }
  return measureBlock(a).key === measureBlock(b).key;
}

/** The same fields with the same values, the cache marker aside (a copy that marks it). */
function copiesOfOneBlock(a: object, b: object): boolean {
  const fields = (block: object) => Object.keys(block).filter((name) => name !== 'cache_control');
  const names = fields(a);
  if (names.length !== fields(b).length) return false;
  return names.every(
    (name) => (a as Record<string, unknown>)[name] === (b as Record<string, unknown>)[name],
  );
}

/** Two copies of one block: what is known of one is the other's, its own marker aside. */
function shareMeasure(a: ContentBlockParam, b: ContentBlockParam): void {
  const known = blockKeys.get(a) ?? blockKeys.get(b);
  if (!known) return;
  for (const block of [a, b]) {
    if (!blockKeys.has(block)) {
      blockKeys.set(block, { ...known, oneHour: known.nestedOneHour || ownOneHour(block) });
    }
  }
}

function ownOneHour(block: object): boolean {
  return (block as { cache_control?: { ttl?: string } | null }).cache_control?.ttl === '1h';
}

function tokensFrom(messages: readonly MessageParam[], from: number): number {
  let total = 0;
  for (let index = from; index < messages.length; index++) {
    total += measureMessage(messages[index]!).tokens;
  }
  return total;
}

/**
 * Indices of messages asking for the 1-hour cache: those from `from` on, and those before
 * it that are not the same object as in `before` (their markers may differ).
 */
function oneHourFrom(
  messages: readonly MessageParam[],
  before: readonly MessageParam[],
  from: number,
): number[] {
  const found: number[] = [];
  for (let index = 0; index < messages.length; index++) {
    if (index < from && messages[index] === before[index]) continue;
    if (measureMessage(messages[index]!).oneHour) found.push(index);
  }
  return found;
}

function measureMessage(message: MessageParam): MessageKey {
  const known = messageKeys.get(message);
  if (known) return known;
  const keys: string[] = [message.role];
  let tokens = MESSAGE_FRAMING_TOKENS;
  let oneHour = false;
  for (const block of blocksOf(message)) {
    const measured = measureBlock(block);
    keys.push(measured.key);
    tokens += measured.tokens;
    oneHour ||= measured.oneHour;
  }
  const measured = { keys, tokens, oneHour };
  messageKeys.set(message, measured);
  return measured;
}

function blocksOf(message: MessageParam): readonly (ContentBlockParam | string)[] {
  return typeof message.content === 'string' ? [message.content] : message.content;
}

function measureBlock(block: ContentBlockParam | string): BlockKey {
  if (typeof block === 'string') {
    return { key: block, tokens: byteLength(block), oneHour: false, nestedOneHour: false };
  }
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
    tokens: measured.tokens + byteLength(serverKey) + prompt,
  };
}

function serverStepsOf(request: ModelRequest): ServerSteps {
  let uses = 0;
  let contentPerUse = 0;
  for (const tool of request.serverTools ?? []) {
    const search = tool.type.startsWith('web_search');
    uses += tool.max_uses ?? (search ? UNBOUNDED_SEARCHES : 1);
    if (search) contentPerUse = Math.max(contentPerUse, SEARCH_RESULT_TOKENS);
    if ('max_content_tokens' in tool && typeof tool.max_content_tokens === 'number') {
      contentPerUse = Math.max(contentPerUse, tool.max_content_tokens);
    }
  }
  return { uses, contentPerUse };
}

/** JSON without cache markers; media by their own bound instead of their base64. */
function measureJson(value: unknown): BlockKey {
  let media = 0;
  let oneHour = false;
  let nestedOneHour = false;
  const key = JSON.stringify(value, function (this: unknown, name, inner: unknown) {
    if (name === 'cache_control') {
      const hour = (inner as { ttl?: string } | null)?.ttl === '1h';
      oneHour ||= hour;
      if (this !== value) nestedOneHour ||= hour;
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
  return { key, tokens: byteLength(key) + media, oneHour, nestedOneHour };
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
