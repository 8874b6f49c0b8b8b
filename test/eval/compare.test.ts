import { describe, expect, it } from 'vitest';
import { compareResults, mcnemarExact } from '../../src/eval/compare.js';
import type { TaskResult } from '../../src/eval/results.js';

/** Exact binomial tail by integers (BigInt), for small n only: the reference. */
function reference(b: number, c: number): number {
  const n = b + c;
  const k = Math.min(b, c);
  let choose = 1n;
  let tail = 0n;
  for (let i = 0; i <= k; i += 1) {
    if (i > 0) choose = (choose * BigInt(n - i + 1)) / BigInt(i);
    tail += choose;
  }
  return Math.min(1, (2 * Number(tail)) / 2 ** n);
}

describe('mcnemarExact', () => {
  it('matches the exact binomial tail', () => {
    for (const [b, c] of [
      [0, 0],
      [1, 0],
      [0, 5],
      [8, 1],
      [3, 3],
      [10, 2],
      [20, 31],
      [0, 40],
    ] as const) {
      const p = mcnemarExact(b, c);
      expect(p).toBeCloseTo(reference(b, c), 12);
      expect(mcnemarExact(c, b)).toBe(p);
    }
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(4, 4)).toBe(1);
    // Known values: 6 vs 0 discordant gives 2/64; 8 vs 1 gives 20/512.
    expect(mcnemarExact(6, 0)).toBeCloseTo(2 / 64, 15);
    expect(mcnemarExact(8, 1)).toBeCloseTo(20 / 512, 15);
  });

  it('stays finite and accurate far past where 0.5^n underflows', () => {
    // n = 3000: 0.5^3000 is 0 in doubles; the tail of a balanced split is 1.
    expect(mcnemarExact(1500, 1500)).toBe(1);
    const p = mcnemarExact(1400, 1600);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(0.001);
    // Normal approximation with continuity correction: z = (199)/sqrt(3000) ≈ 3.633, p ≈ 2.8e-4.
    expect(p).toBeGreaterThan(1e-4);
    expect(p).toBeLessThan(6e-4);
    expect(mcnemarExact(0, 2000)).toBe(0); // 2 · 2^-2000 is below the smallest double
  });
});

describe('compareResults', () => {
  const result = (id: string, resolved: boolean, cost = 0.1): TaskResult => ({
    id,
    resolved,
    terminal_reason: 'completed',
    num_turns: 1,
    total_cost_usd: cost,
    duration_ms: 1,
  });
  it('pairs tasks by id and lists what changed', () => {
    const comparison = compareResults(
      [result('a', true), result('b', false), result('c', true), result('only-a', true)],
      [result('b', true), result('a', true), result('c', false), result('only-b', false)],
    );
    expect(comparison.paired).toBe(3);
    expect(comparison.b_only).toEqual(['b']);
    expect(comparison.a_only).toEqual(['c']);
    expect(comparison.p_value).toBe(1);
    expect(comparison.unpaired).toEqual({ a: ['only-a'], b: ['only-b'] });
    expect(comparison.a.tasks).toBe(3);
  });
});
