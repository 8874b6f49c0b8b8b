import { describe, expect, it } from 'vitest';
import { costOfUsage, modelInfo } from '../../src/model/pricing.js';

describe('modelInfo', () => {
  it('knows the default model and its published limits and prices', () => {
    expect(modelInfo('claude-sonnet-5-5')).toEqual({
      contextWindow: 1_000_000,
      maxOutputTokens: 128_000,
      prices: { input: 2, output: 10, cacheWrite5m: 2.5, cacheWrite1h: 4, cacheRead: 0.2 },
      known: true,
    });
  });

  it('matches dated ids, aliases and suffixes by prefix, the longest first', () => {
    expect(modelInfo('claude-sonnet-4-5-20250929')).toMatchObject({
      known: true,
      contextWindow: 200_000,
    });
    expect(modelInfo('claude-sonnet-4-5-20250929').prices.input).toBe(3);
    expect(modelInfo('claude-haiku-4-5-20251001').prices.output).toBe(5);
    expect(modelInfo('claude-opus-4-20250514').prices.input).toBe(15);
    expect(modelInfo('claude-opus-4-1-20250805').prices.input).toBe(15);
    expect(modelInfo('claude-opus-4-5-20251101').prices.input).toBe(5);
    expect(modelInfo('claude-opus-5-5').prices.input).toBe(4);
    expect(modelInfo('claude-opus-5').prices.input).toBe(5);
    expect(modelInfo('claude-sonnet-5-5[1m]').known).toBe(true);
    expect(modelInfo('claude-fable-5-1').prices.cacheRead).toBe(0.25);
  });

  it('treats an unknown model, or an unknown version of a known family, as the most expensive', () => {
    for (const id of ['gpt-99', 'claude-sonnet-5-7', 'claude-opus-6']) {
      const info = modelInfo(id);
      expect(info.known).toBe(false);
      expect(info.contextWindow).toBe(200_000);
      expect(info.maxOutputTokens).toBe(32_000);
      expect(info.prices).toEqual({
        input: 15,
        output: 75,
        cacheWrite5m: 18.75,
        cacheWrite1h: 30,
        cacheRead: 1.5,
      });
    }
  });
});

describe('costOfUsage', () => {
  it('prices input, output, cache reads and cache writes split by TTL', () => {
    const cost = costOfUsage('claude-sonnet-5-5-20260915', {
      input_tokens: 1_000_000,
      output_tokens: 100_000,
      cache_read_input_tokens: 2_000_000,
      cache_creation_input_tokens: 300_000,
      cache_creation: { ephemeral_5m_input_tokens: 200_000, ephemeral_1h_input_tokens: 100_000 },
    });
    // 2 + 1 + 0.4 + 0.5 + 0.4
    expect(cost).toBeCloseTo(4.3, 10);
  });

  it('treats cache writes without a split as 5-minute writes', () => {
    const cost = costOfUsage('claude-opus-5', {
      input_tokens: 10,
      output_tokens: 20,
      cache_creation_input_tokens: 1_000_000,
      cache_read_input_tokens: null,
      cache_creation: null,
    });
    expect(cost).toBeCloseTo((10 * 5 + 20 * 25) / 1e6 + 6.25, 10);
  });

  it('prices an unknown model at the highest rates', () => {
    const usage = { input_tokens: 1_000_000, output_tokens: 1_000_000 };
    expect(costOfUsage('mystery-model', usage)).toBeCloseTo(90, 10);
    expect(costOfUsage('mystery-model', usage)).toBeGreaterThan(
      costOfUsage('claude-fable-5', usage),
    );
  });

  it('prices Haiku 5.5 by prompt length', () => {
    const short = costOfUsage('claude-haiku-5-5', {
      input_tokens: 100_000,
      output_tokens: 1_000_000,
    });
    expect(short).toBeCloseTo(0.01 + 0.5, 10);
    const long = costOfUsage('claude-haiku-5-5', {
      input_tokens: 60_000,
      cache_read_input_tokens: 60_000,
      output_tokens: 1_000_000,
    });
    expect(long).toBeCloseTo(0.03 + 0.003 + 2.5, 10);
  });
});
