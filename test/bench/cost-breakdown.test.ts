/**
 * The cost bench's breakdown (bench/cost-breakdown.ts): a tool result written to the cache
 * once and read back by every later request, grouped by the kind of turn that made it.
 */
import { describe, expect, it } from 'vitest';
import { costsByKind, resultDollars } from '../../bench/cost-breakdown.js';
import { callOf } from '../../bench/cost-session.js';
import { findModel } from '../../src/engine/model/models.js';

const OPUS = findModel('claude-opus-5')!.prices;

describe('resultDollars', () => {
  it('writes a result once and reads it in every request after the one that sends it', () => {
    // 1,000 characters: 450 tokens. Turn 0's result goes out in request 1 of 5: read in 2, 3, 4.
    expect(resultDollars(1000, 0, 5, OPUS)).toBeCloseTo(
      (450 * OPUS.cacheWrite5m + 3 * 450 * OPUS.cacheRead) / 1e6,
      12,
    );
    // The first request's parts (turn -1) are read by every later request.
    expect(resultDollars(1000, -1, 5, OPUS)).toBeCloseTo(
      (450 * OPUS.cacheWrite5m + 4 * 450 * OPUS.cacheRead) / 1e6,
      12,
    );
    // The last turn's result is never read back.
    expect(resultDollars(1000, 3, 5, OPUS)).toBeCloseTo((450 * OPUS.cacheWrite5m) / 1e6, 12);
  });
});

describe('costsByKind', () => {
  it('groups the results by the kind of their turn, with their average size and cost', () => {
    const results = Array.from({ length: 20 }, (_, turn) => 100 * (turn + 1));
    const kinds = costsByKind(results, 21, OPUS);
    const reads = results
      .map((chars, turn) => ({ chars, turn }))
      .filter(({ turn }) => callOf(turn).kind === 'read');
    expect(reads.map(({ turn }) => turn)).toEqual([0, 2, 10, 12]);
    expect(kinds.get('read')).toEqual({
      count: 4,
      averageChars: Math.round((100 + 300 + 1100 + 1300) / 4),
      dollars: reads.reduce(
        (sum, { chars, turn }) => sum + resultDollars(chars, turn, 21, OPUS),
        0,
      ),
    });
    expect([...kinds.values()].reduce((sum, kind) => sum + kind.count, 0)).toBe(20);
  });
});
