/**
 * Where a session's input goes, for the cost bench's side-by-side table: the tool results of
 * each kind of turn, their size, and about what they cost over the session. A result first
 * sent in the request after its call is written to the cache once (at the 5-minute write
 * price) and read back by every later request (at the read price): its tokens estimated as
 * the fake counts them (0.45 a byte of the result's JSON; ASCII here, a byte a character).
 */
import type { ModelPrices } from '../src/engine/model/models.js';
import { callOf } from './cost-session.js';

/** One kind of turn's tool results over a session. */
export interface KindCost {
  count: number;
  /** Characters of one result, on average. */
  averageChars: number;
  /** About what the kind's results cost over the session, in input dollars. */
  dollars: number;
}

/** About what one result of `chars` characters, of turn `turn`, costs in a session of `requests`. */
export function resultDollars(
  chars: number,
  turn: number,
  requests: number,
  prices: ModelPrices,
): number {
  const tokens = Math.ceil(chars * 0.45);
  // Turn `turn`'s call is in request `turn`; its result first goes out in request turn + 1.
  const laterReads = Math.max(0, requests - turn - 2);
  return (tokens * (prices.cacheWrite5m + laterReads * prices.cacheRead)) / 1e6;
}

/** The tool results (characters each, in turn order) by kind of turn, with their cost. */
export function costsByKind(
  results: number[],
  requests: number,
  prices: ModelPrices,
): Map<string, KindCost> {
  const kinds = new Map<string, { chars: number[]; dollars: number }>();
  results.forEach((chars, turn) => {
    const kind = kinds.get(callOf(turn).kind) ?? { chars: [], dollars: 0 };
    kind.chars.push(chars);
    kind.dollars += resultDollars(chars, turn, requests, prices);
    kinds.set(callOf(turn).kind, kind);
  });
  return new Map(
    [...kinds].map(([name, kind]) => [
      name,
      {
        count: kind.chars.length,
        averageChars: Math.round(kind.chars.reduce((a, b) => a + b, 0) / kind.chars.length),
        dollars: kind.dollars,
      },
    ]),
  );
}
