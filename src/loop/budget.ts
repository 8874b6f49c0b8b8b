/**
 * The dollar cap is hard: before each model request the loop checks that what
 * was spent, plus the request's input at the highest input rate it can be billed
 * at, plus max_tokens of output, fits in the budget. max_tokens is lowered to fit,
 * never below {@link MIN_OUTPUT_TOKENS}; when even that does not fit, the run ends.
 */
import { modelInfo } from '../model/pricing.js';

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
}

/** The max_tokens that fits the budget, or null when no request fits any more. */
export function fitMaxTokensToBudget(check: BudgetCheck): number | null {
  const { prices } = modelInfo(check.model);
  // New input may be written to the prompt cache, which is billed above the
  // plain input rate: price all of it at the higher of the two.
  const inputRate = Math.max(prices.input, prices.cacheWrite5m) / 1_000_000;
  const outputRate = prices.output / 1_000_000;
  const inputTokens = Math.ceil(check.inputTokens * INPUT_ESTIMATE_MARGIN);
  const remaining = check.maxBudgetUsd - check.spentUsd - inputTokens * inputRate;
  if (remaining <= 0) return null;
  const affordable = Math.floor(remaining / outputRate);
  const maxTokens = Math.min(check.desiredMaxTokens, affordable);
  return maxTokens >= MIN_OUTPUT_TOKENS ? maxTokens : null;
}
