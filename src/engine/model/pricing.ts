/**
 * What a model call costs, from the usage the API reports and the published prices
 * (table and sources in ./models.ts).
 */
import {
  canonicalModelId,
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
  /**
   * Where inference ran (`"us"` or `"global"`): US-only inference is billed at 1.1× every
   * token kind. https://platform.claude.com/docs/en/manage-claude/data-residency and
   * https://platform.claude.com/docs/en/about-claude/pricing (data residency pricing).
   */
  inference_geo?: string | null;
  /** Server tool calls the API ran (web search is billed per search). */
  server_tool_use?: { web_search_requests?: number | null } | null;
}

/** The multiplier for `inference_geo: "us"`. */
export const US_INFERENCE_MULTIPLIER = 1.1;

/**
 * Prices that replace the table's for some model ids (input `model_prices`, CLI
 * `--model-prices`): for a price change that comes before a release. Keyed by model id as the
 * table matches it (an alias or a prefix of dated ids); set once, when the run is configured.
 */
let priceOverrides: ReadonlyMap<string, ModelPrices> = new Map();

export function setModelPriceOverrides(overrides: Readonly<Record<string, ModelPrices>>): void {
  priceOverrides = new Map(
    Object.entries(overrides).map(([model, prices]) => [canonicalModelId(model), prices]),
  );
}

/** The override for `model`: the longest overriding id that `model` starts with at a boundary. */
function overrideFor(model: string): ModelPrices | undefined {
  const id = canonicalModelId(model);
  let best: { prices: ModelPrices; length: number } | undefined;
  for (const [prefix, prices] of priceOverrides) {
    if (id !== prefix && !/^[-@[]/.test(id.slice(prefix.length, prefix.length + 1))) continue;
    if (!id.startsWith(prefix)) continue;
    if (!best || prefix.length > best.length) best = { prices, length: prefix.length };
  }
  return best?.prices;
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
  const override = overrideFor(model);
  if (!entry) {
    return { ...UNKNOWN_MODEL_LIMITS, prices: override ?? MOST_EXPENSIVE_PRICES, known: false };
  }
  return {
    contextWindow: entry.contextWindow,
    maxOutputTokens: entry.maxOutputTokens,
    prices: override ?? entry.prices,
    known: true,
  };
}

/**
 * The cost in USD of one response's usage (or of summed usage: the cost is linear), at the
 * rates in force on `date` (default: now).
 */
export function costOfUsage(model: string, usage: ReportedUsage, date: Date = new Date()): number {
  const input = count(usage.input_tokens);
  const output = count(usage.output_tokens);
  const cacheRead = count(usage.cache_read_input_tokens);
  const cacheWrites = splitCacheWrites(usage);
  const promptTokens = input + cacheRead + cacheWrites.fiveMinute + cacheWrites.oneHour;
  const prices = pricesFor(model, promptTokens, date);
  const microDollars =
    input * prices.input +
    output * prices.output +
    cacheRead * prices.cacheRead +
    cacheWrites.fiveMinute * prices.cacheWrite5m +
    cacheWrites.oneHour * prices.cacheWrite1h;
  const geo = usage.inference_geo === 'us' ? US_INFERENCE_MULTIPLIER : 1;
  const searches = count(usage.server_tool_use?.web_search_requests);
  return (microDollars * geo) / 1_000_000 + searches * WEB_SEARCH_USD_PER_REQUEST;
}

function pricesFor(model: string, promptTokens: number, date: Date): ModelPrices {
  const override = overrideFor(model);
  if (override) return override;
  const entry: ModelEntry | undefined = findModel(model);
  if (!entry) return MOST_EXPENSIVE_PRICES;
  if (entry.shortPrompt && promptTokens <= entry.shortPrompt.maxPromptTokens) {
    return entry.shortPrompt.prices;
  }
  if (!entry.earlierPrices?.length) return entry.prices;
  const day = date.toISOString().slice(0, 10);
  const earlier = entry.earlierPrices
    .filter((period) => day < period.until)
    .sort((a, b) => (a.until < b.until ? -1 : a.until > b.until ? 1 : 0))[0];
  return earlier?.prices ?? entry.prices;
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
