/**
 * What a request's input costs, from the usage the fake reported for it, priced as the API
 * prices prompt caching (https://platform.claude.com/docs/en/build-with-claude/prompt-caching,
 * "Pricing": a 5-minute cache write 1.25× the base input price, a 1-hour write 2×, a read
 * 0.1×), at the published prices of the model the request names
 * (https://platform.claude.com/docs/en/about-claude/pricing), and the sizes the cost bench
 * shows beside it.
 */
import { findModel, type ModelPrices } from '../src/engine/model/models.js';
import type { RecordedRequest } from '../test/fakes/anthropic-server.js';

/** The usage fields a bill is made of (as the Messages API reports them). */
export interface InputUsage {
  input_tokens?: number;
  cache_read_input_tokens?: number;
  cache_creation_input_tokens?: number;
  cache_creation?: { ephemeral_5m_input_tokens?: number; ephemeral_1h_input_tokens?: number };
}

const perToken = (rate: number) => rate / 1e6;

/**
 * Input dollars of one usage: the written tokens split by the cache's lifetime as the
 * usage reports it (`cache_creation`), the part it does not say priced as 5-minute writes.
 */
export function inputDollars(usage: InputUsage, prices: ModelPrices): number {
  const written = usage.cache_creation_input_tokens ?? 0;
  const oneHour = Math.min(written, usage.cache_creation?.ephemeral_1h_input_tokens ?? 0);
  return (
    (usage.input_tokens ?? 0) * perToken(prices.input) +
    (written - oneHour) * perToken(prices.cacheWrite5m) +
    oneHour * perToken(prices.cacheWrite1h) +
    (usage.cache_read_input_tokens ?? 0) * perToken(prices.cacheRead)
  );
}

/**
 * Input dollars of one recorded request, at the prices of the model it asked for (a side
 * request to a smaller model costs that model's price), or `fallback`'s when the table
 * does not know it. Nothing for a request the fake refused (the API bills none).
 */
export function requestDollars(request: RecordedRequest, fallback: string): number {
  if (!request.billed) return 0;
  const model = typeof request.body?.model === 'string' ? request.body.model : fallback;
  const prices = (findModel(model) ?? findModel(fallback))!.prices;
  return inputDollars(request.billed as InputUsage, prices);
}

/** The value without its `cache_control` markers (they are not content). */
export function withoutMarkers(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null), (key, inner: unknown) =>
    key === 'cache_control' ? undefined : inner,
  );
}

/** Characters of a request's prompt: its tools, system and messages as JSON. */
export function promptChars(request: RecordedRequest): number {
  const body = request.body as { tools?: unknown; system?: unknown; messages?: unknown };
  return [body.tools, body.system, body.messages]
    .map((part) => (part === undefined ? 0 : JSON.stringify(withoutMarkers(part)).length))
    .reduce((sum, chars) => sum + chars, 0);
}

/** Tool results the request sends back marked as errors (a valid session has none). */
export function errorResults(request: RecordedRequest): number {
  const messages = (request.body as { messages: { content: unknown }[] }).messages;
  return messages
    .flatMap((message) => (Array.isArray(message.content) ? message.content : []))
    .filter((block: { type?: string; is_error?: boolean }) => block.is_error === true).length;
}

/** The characters of each tool result the request sends back, in order (as JSON). */
export function toolResultChars(request: RecordedRequest): number[] {
  const messages = (request.body as { messages: { content: unknown }[] }).messages;
  return messages
    .flatMap((message) => (Array.isArray(message.content) ? message.content : []))
    .filter((block: { type?: string }) => block.type === 'tool_result')
    .map((block: { content?: unknown }) => JSON.stringify(withoutMarkers(block.content)).length);
}
