/**
 * Input `model_prices` / CLI `--model-prices`: a JSON object of prices per model id (USD per
 * million tokens), for a price change that comes before a release of agent-loop, e.g.
 * `{"claude-sonnet-5-5": {"input": 2, "output": 10, "cache_read": 0.1}}`. Cache rates left
 * out follow the published multipliers of the input rate (5-minute writes 1.25×, 1-hour
 * writes 2×, reads 0.1×: https://platform.claude.com/docs/en/about-claude/pricing).
 */
import type { ModelPrices } from './models.js';
import { errorMessage } from '../text/error-message.js';
import { AgentLoopError } from '../errors/agent-loop-error.js';

/** Model prices that cannot be used; the message names where they were given. */
export class ModelPricesError extends AgentLoopError<'model_prices'> {
  override readonly name = 'ModelPricesError';
  get kind() {
    return 'model_prices' as const;
  }
}

const FIELDS = ['input', 'output', 'cache_write_5m', 'cache_write_1h', 'cache_read'] as const;

/** Parses and checks the JSON; throws a ModelPricesError naming `source` and what is wrong. */
export function parseModelPrices(json: string, source: string): Record<string, ModelPrices> {
  if (json.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    const reason = errorMessage(error);
    throw new ModelPricesError(`${source} is not valid JSON: ${reason}`, { cause: error });
  }
  if (!isRecord(parsed)) {
    throw new ModelPricesError(`${source} must be a JSON object of prices per model id`);
  }
  const prices: Record<string, ModelPrices> = {};
  for (const [model, entry] of Object.entries(parsed)) {
    prices[model] = modelPrices(entry, `${source}["${model}"]`);
  }
  return prices;
}

function modelPrices(entry: unknown, where: string): ModelPrices {
  if (!isRecord(entry))
    throw new ModelPricesError(`${where} must be an object such as {"input": 2, "output": 10}`);
  for (const key of Object.keys(entry)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new ModelPricesError(
        `${where} has an unknown field "${key}" (known: ${FIELDS.join(', ')})`,
      );
    }
  }
  const rate = (key: (typeof FIELDS)[number], fallback?: number): number => {
    const value = entry[key] ?? fallback;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new ModelPricesError(
        `${where}.${key} must be a price in USD per million tokens (a number ≥ 0)`,
      );
    }
    return value;
  };
  const input = rate('input');
  return {
    input,
    output: rate('output'),
    cacheWrite5m: rate('cache_write_5m', input * 1.25),
    cacheWrite1h: rate('cache_write_1h', input * 2),
    cacheRead: rate('cache_read', input * 0.1),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
