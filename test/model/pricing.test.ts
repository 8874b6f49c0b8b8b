import { describe, expect, it } from 'vitest';
import { costOfUsage, modelInfo, setModelPriceOverrides } from '../../src/engine/model/pricing.js';
import { parseModelPrices } from '../../src/engine/model/price-overrides.js';
import { effortFor, supportsAdaptiveThinking } from '../../src/engine/model/models.js';

describe('modelInfo', () => {
  it('knows the default model and its published limits and prices', () => {
    expect(modelInfo('claude-sonnet-5-5')).toEqual({
      contextWindow: 1_000_000,
      maxOutputTokens: 128_000,
      // Cache reads $0.10 since 2026-10-07 (https://platform.claude.com/docs/en/about-claude/pricing).
      prices: { input: 2, output: 10, cacheWrite5m: 2.5, cacheWrite1h: 4, cacheRead: 0.1 },
      known: true,
    });
    // Sonnet 5 keeps $0.20.
    expect(modelInfo('claude-sonnet-5').prices.cacheRead).toBe(0.2);
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
    // 2 + 1 + 0.2 + 0.5 + 0.4
    expect(cost).toBeCloseTo(4.1, 10);
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

describe('prices as of a date, data residency and overrides (issue 18)', () => {
  const usage = { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 1_000_000 };

  it('Sonnet 5.5 cache reads: $0.20 until 2026-10-06, $0.10 from 2026-10-07; Sonnet 5 stays $0.20', () => {
    expect(costOfUsage('claude-sonnet-5-5', usage, new Date('2026-10-06T23:59:59Z'))).toBe(0.2);
    expect(costOfUsage('claude-sonnet-5-5', usage, new Date('2026-10-07T00:00:00Z'))).toBe(0.1);
    expect(costOfUsage('claude-sonnet-5', usage, new Date('2026-12-01T00:00:00Z'))).toBe(0.2);
  });

  it('Fable 5.2 at $8 / $40 with $0.20 cache reads', () => {
    expect(modelInfo('claude-fable-5-2').prices).toEqual({
      input: 8,
      output: 40,
      cacheWrite5m: 10,
      cacheWrite1h: 16,
      cacheRead: 0.2,
    });
  });

  it('Haiku 5.5: the short band up to 100k prompt tokens, the long band on every token above', () => {
    const short = { input_tokens: 100_000, output_tokens: 1_000_000 };
    const long = { input_tokens: 100_001, output_tokens: 1_000_000 };
    expect(costOfUsage('claude-haiku-5-5', short)).toBeCloseTo(0.01 + 0.5, 10);
    expect(costOfUsage('claude-haiku-5-5', long)).toBeCloseTo(100_001 * 0.5e-6 + 2.5, 10);
  });

  it('inference_geo "us" is billed at 1.1x every token kind; "global" at 1x', () => {
    const base = {
      input_tokens: 1_000_000,
      output_tokens: 100_000,
      cache_read_input_tokens: 1_000_000,
    };
    const global = costOfUsage('claude-opus-5-5', { ...base, inference_geo: 'global' });
    expect(global).toBeCloseTo(4 + 2 + 0.2, 10);
    expect(costOfUsage('claude-opus-5-5', { ...base, inference_geo: 'us' })).toBeCloseTo(
      global * 1.1,
      10,
    );
  });

  it('model_prices overrides replace the table for the ids they name (dated ids included)', () => {
    const prices = { input: 1, output: 2, cacheWrite5m: 3, cacheWrite1h: 4, cacheRead: 0.5 };
    try {
      setModelPriceOverrides({ 'claude-sonnet-5-5': prices });
      expect(modelInfo('claude-sonnet-5-5-20260915').prices).toEqual(prices);
      expect(costOfUsage('claude-sonnet-5-5[1m]', usage)).toBe(0.5);
      // Not a different model that merely shares the start of the id.
      expect(modelInfo('claude-sonnet-5').prices.input).toBe(2);
    } finally {
      setModelPriceOverrides({});
    }
  });
});

describe('model capabilities (issue 18)', () => {
  it('effort: none for Haiku 4.5 and Sonnet 4.5, no xhigh on the 4.6 models, all five from 4.7', () => {
    expect(effortFor('claude-haiku-4-5', 'high')).toBeUndefined();
    expect(effortFor('claude-sonnet-4-5-20250929', 'low')).toBeUndefined();
    expect(effortFor('claude-sonnet-4-6', 'xhigh')).toBe('high');
    expect(effortFor('claude-opus-4-6', 'max')).toBe('max');
    expect(effortFor('claude-opus-4-5', 'max')).toBe('high');
    expect(effortFor('claude-opus-4-7', 'xhigh')).toBe('xhigh');
    expect(effortFor('claude-sonnet-5-5', 'xhigh')).toBe('xhigh');
  });

  it('Sonnet 4.6 writes up to 128K tokens; adaptive thinking only from 4.6', () => {
    expect(modelInfo('claude-sonnet-4-6').maxOutputTokens).toBe(128_000);
    expect(supportsAdaptiveThinking('claude-sonnet-4-6')).toBe(true);
    expect(supportsAdaptiveThinking('claude-sonnet-4-5')).toBe(false);
    expect(supportsAdaptiveThinking('claude-sonnet-5-7')).toBe(false);
  });
});

describe('parseModelPrices (input model_prices, --model-prices)', () => {
  it('reads USD/MTok per model id, the cache rates defaulting to the published multipliers', () => {
    expect(parseModelPrices('{"claude-sonnet-5-5": {"input": 2, "output": 10}}', 'x')).toEqual({
      'claude-sonnet-5-5': {
        input: 2,
        output: 10,
        cacheWrite5m: 2.5,
        cacheWrite1h: 4,
        cacheRead: 0.2,
      },
    });
    expect(parseModelPrices('', 'x')).toEqual({});
  });

  it('says what is wrong, naming the input', () => {
    expect(() => parseModelPrices('{', 'Input model_prices')).toThrow(
      /Input model_prices is not valid JSON/,
    );
    expect(() =>
      parseModelPrices('{"m": {"input": "2", "output": 1}}', 'Input model_prices'),
    ).toThrow(/model_prices\["m"\]\.input must be a price/);
    expect(() => parseModelPrices('{"m": {"input": 1, "output": 1, "cached": 1}}', 'x')).toThrow(
      /unknown field "cached"/,
    );
  });
});
