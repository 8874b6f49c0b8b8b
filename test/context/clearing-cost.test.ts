/** When clearing old tool results pays in input dollars (src/engine/context/clearing-cost.ts). */
import { describe, expect, it } from 'vitest';
import { clearingPays, expectedLaterRequests } from '../../src/engine/context/clearing-cost.js';

describe('clearing old tool results', () => {
  // 100k tokens from the change on, 60k of them cleared: the next request writes 40k at
  // 1.25× instead of reading 100k at 0.1×, 40k more; each later request reads 60k less, 6k.
  const cost = { rewrittenTokens: 100_000, freedTokens: 60_000 };

  it('pays once the later requests save more than the rewrite adds', () => {
    expect(clearingPays({ ...cost, laterRequests: 6 })).toBe(false); // 36k < 40k
    expect(clearingPays({ ...cost, laterRequests: 7 })).toBe(true); // 42k > 40k
  });

  it('needs more later requests when the rewrite is a 1-hour write', () => {
    // 40k at 2× less 100k at 0.1×: 70k to win back.
    const hour = { ...cost, prices: { write: 2, read: 0.1 } };
    expect(clearingPays({ ...hour, laterRequests: 11 })).toBe(false); // 66k
    expect(clearingPays({ ...hour, laterRequests: 12 })).toBe(true); // 72k
  });

  it("needs twice as many when the model's reads cost half as much (Sonnet 5.5: $0.10 of $2)", () => {
    // 40k at 2.5 less 100k at 0.1 ($ per MTok): 90k to win back at 60k × 0.1 a request.
    const sonnet = { ...cost, prices: { write: 2.5, read: 0.1 } };
    expect(clearingPays({ ...sonnet, laterRequests: 14 })).toBe(false); // 84k
    expect(clearingPays({ ...sonnet, laterRequests: 16 })).toBe(true); // 96k
  });

  it('does not pay for a small result far back, whatever comes after', () => {
    const small = { rewrittenTokens: 300_000, freedTokens: 2_000 };
    expect(clearingPays({ ...small, laterRequests: 100 })).toBe(false); // 20k < 342.5k
  });

  it('pays at once when nearly all that is rewritten is cleared', () => {
    // 1k written at 1.25× against 50k read at 0.1×: the next request itself is cheaper.
    expect(clearingPays({ rewrittenTokens: 50_000, freedTokens: 49_000, laterRequests: 0 })).toBe(
      true,
    );
  });
});

describe('the later requests a run is expected to make', () => {
  it('are as many as it made, within what its turn limit leaves after the next', () => {
    expect(expectedLaterRequests(30, 100)).toBe(30);
    expect(expectedLaterRequests(30, 10)).toBe(9);
    expect(expectedLaterRequests(0, 50)).toBe(0);
    expect(expectedLaterRequests(5, 0)).toBe(0);
  });
});
