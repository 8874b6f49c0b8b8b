/**
 * The dollar cap is hard: before each model request the loop checks that what
 * was spent, plus the request's input (the prefix the previous request cached at the
 * cache-read rate, the rest at the highest input rate it can be billed at, margin
 * included), plus max_tokens of output, fits in the budget. max_tokens is lowered to fit,
 * never below {@link MIN_OUTPUT_TOKENS}; when even that does not fit, the run ends.
 */
import { modelInfo, US_INFERENCE_MULTIPLIER } from '../model/pricing.js';

export const MIN_OUTPUT_TOKENS = 1024;
/** Margin on the estimated input tokens (chars/4 can undercount). */
export const INPUT_ESTIMATE_MARGIN = 1.2;

export interface BudgetCheck {
  model: string;
  spentUsd: number;
  maxBudgetUsd: number;
  /** The estimated input tokens; the margin is added here, and only here. */
  inputTokens: number;
  /** The max_tokens the loop would like to send. */
  desiredMaxTokens: number;
  /**
   * Tokens of the request's prefix that the previous request wrote to or read from the
   * cache (its `cache_read_input_tokens + cache_creation_input_tokens`): read back at the
   * cache-read rate. Default 0 (everything priced as new input).
   */
  cachedTokens?: number;
  /** The new input is written to the 1-hour cache (priced at that write rate). */
  oneHourCache?: boolean;
  /** The previous response ran with `inference_geo: "us"` (every token at 1.1×). */
  usInference?: boolean;
}

/** The max_tokens that fits the budget, or null when no request fits any more. */
export function fitMaxTokensToBudget(check: BudgetCheck): number | null {
  const { prices } = modelInfo(check.model);
  // New input may be written to the prompt cache, which is billed above the
  // plain input rate: price it at the higher of the two.
  const writeRate = check.oneHourCache ? prices.cacheWrite1h : prices.cacheWrite5m;
  const geo = check.usInference ? US_INFERENCE_MULTIPLIER : 1;
  const inputRate = (geo * Math.max(prices.input, writeRate)) / 1_000_000;
  const outputRate = (geo * prices.output) / 1_000_000;
  const cached = Math.max(0, Math.min(check.cachedTokens ?? 0, check.inputTokens));
  const newTokens = Math.ceil((check.inputTokens - cached) * INPUT_ESTIMATE_MARGIN);
  const inputCost = cached * ((geo * prices.cacheRead) / 1_000_000) + newTokens * inputRate;
  const remaining = check.maxBudgetUsd - check.spentUsd - inputCost;
  if (remaining <= 0) return null;
  const affordable = Math.floor(remaining / outputRate);
  const maxTokens = Math.min(check.desiredMaxTokens, affordable);
  return maxTokens >= MIN_OUTPUT_TOKENS ? maxTokens : null;
}
