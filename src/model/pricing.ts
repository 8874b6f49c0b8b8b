/**
 * What a model call costs, from the usage the API reports and the published prices
 * (table and sources in ./models.ts).
 */
import {
  MOST_EXPENSIVE_PRICES,
  UNKNOWN_MODEL_LIMITS,
  findModel,
  type ModelEntry,
  type ModelPrices,
} from './models.js';

export type { ModelPrices };

/** Limits and prices of one model. */
export interface ModelInfo {
  contextWindow: number;
  maxOutputTokens: number;
  /** USD per million tokens; for prompt-length-priced models, the rates of the longest prompts. */
  prices: ModelPrices;
  /** False when the id matched no table entry: then the prices are the table's maxima. */
  known: boolean;
}

/**
 * Usage as the API reports it (`Message.usage`, or a sum of them). Fields may be null or
 * missing, as in `message_delta` usage and in older responses.
 */
export interface ReportedUsage {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  cache_creation?: {
    ephemeral_5m_input_tokens?: number | null;
    ephemeral_1h_input_tokens?: number | null;
  } | null;
  /** Server tool calls the API ran (web search is billed per search). */
  server_tool_use?: { web_search_requests?: number | null } | null;
}

/**
 * Web search is billed per search on top of tokens: $10 per 1,000 searches
 * (https://platform.claude.com/docs/en/about-claude/pricing, "Web search tool"). Web
 * fetch has no charge beyond the tokens of the fetched content.
 */
export const WEB_SEARCH_USD_PER_REQUEST = 10 / 1000;

/**
 * Limits and prices for a model id (alias, dated id or suffixed id). An unknown model gets
 * the highest known price of each kind, so a budget cap computed from it is never too low,
 * and a conservative 200k window.
 */
export function modelInfo(model: string): ModelInfo {
  const entry = findModel(model);
  if (!entry) return { ...UNKNOWN_MODEL_LIMITS, prices: MOST_EXPENSIVE_PRICES, known: false };
  return {
    contextWindow: entry.contextWindow,
    maxOutputTokens: entry.maxOutputTokens,
    prices: entry.prices,
    known: true,
  };
}

/** The cost in USD of one response's usage (or of summed usage: the cost is linear). */
export function costOfUsage(model: string, usage: ReportedUsage): number {
  const input = count(usage.input_tokens);
  const output = count(usage.output_tokens);
  const cacheRead = count(usage.cache_read_input_tokens);
  const cacheWrites = splitCacheWrites(usage);
  const promptTokens = input + cacheRead + cacheWrites.fiveMinute + cacheWrites.oneHour;
  const prices = pricesFor(model, promptTokens);
  const microDollars =
    input * prices.input +
    output * prices.output +
    cacheRead * prices.cacheRead +
    cacheWrites.fiveMinute * prices.cacheWrite5m +
    cacheWrites.oneHour * prices.cacheWrite1h;
  const searches = count(usage.server_tool_use?.web_search_requests);
  return microDollars / 1_000_000 + searches * WEB_SEARCH_USD_PER_REQUEST;
}

function pricesFor(model: string, promptTokens: number): ModelPrices {
  const entry: ModelEntry | undefined = findModel(model);
  if (!entry) return MOST_EXPENSIVE_PRICES;
  if (entry.shortPrompt && promptTokens <= entry.shortPrompt.maxPromptTokens) {
    return entry.shortPrompt.prices;
  }
  return entry.prices;
}

/**
 * `cache_creation` splits writes by TTL when the API sends it; without it every write is
 * a 5-minute write (the default TTL). Tokens the split does not account for are 5-minute.
 */
function splitCacheWrites(usage: ReportedUsage): { fiveMinute: number; oneHour: number } {
  const total = count(usage.cache_creation_input_tokens);
  const split = usage.cache_creation;
  if (!split) return { fiveMinute: total, oneHour: 0 };
  const oneHour = count(split.ephemeral_1h_input_tokens);
  const fiveMinute = count(split.ephemeral_5m_input_tokens);
  const unaccounted = Math.max(0, total - oneHour - fiveMinute);
  return { fiveMinute: fiveMinute + unaccounted, oneHour };
}

function count(tokens: number | null | undefined): number {
  return typeof tokens === 'number' && Number.isFinite(tokens) && tokens > 0 ? tokens : 0;
}
