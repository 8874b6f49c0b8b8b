// Two runs' usage of the models as one (src/engine/budgets/accounting.ts): a review's autofix
// added to the review's bill, a parallel review's groups merged into one result.
import { describe, expect, it } from 'vitest';
import { addModelUsage } from '../../src/engine/budgets/accounting.js';
import type { ModelUsageEntry } from '../../src/engine/events/stream.js';

const entry = (scale: number, contextWindow = 1_000_000): ModelUsageEntry => ({
  inputTokens: 10 * scale,
  outputTokens: 20 * scale,
  cacheReadInputTokens: 30 * scale,
  cacheCreationInputTokens: 40 * scale,
  webSearchRequests: scale,
  costUSD: 0.25 * scale,
  contextWindow,
});

describe('addModelUsage', () => {
  it('sums each field of a model both used, keeps a model only one used, and leaves its inputs as they were', () => {
    const first = { 'claude-sonnet-5-5': entry(1), 'claude-haiku-4-5': entry(2, 200_000) };
    const second = { 'claude-sonnet-5-5': entry(3), 'claude-opus-5': entry(4) };
    const before = JSON.stringify([first, second]);
    expect(addModelUsage(first, second)).toEqual({
      'claude-sonnet-5-5': entry(4),
      'claude-haiku-4-5': entry(2, 200_000),
      'claude-opus-5': entry(4),
    });
    expect(JSON.stringify([first, second])).toBe(before);
  });

  it('keeps the larger context window of a model seen with two', () => {
    const sum = addModelUsage({ m: entry(1, 200_000) }, { m: entry(1, 1_000_000) });
    expect(sum.m!.contextWindow).toBe(1_000_000);
  });
});
