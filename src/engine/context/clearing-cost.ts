/**
 * Whether clearing old tool results pays for itself in input dollars. A clear takes its
 * tokens out of every later request, where they would have been read from the prompt
 * cache, but it changes the history from the first cleared result on: that part is no
 * longer cached and is written again. Priced with the model's own rates
 * (https://platform.claude.com/docs/en/about-claude/pricing): a 5-minute cache write is
 * 1.25× the input price and a 1-hour one 2× for every model, while a cache read is 0.1× on
 * most and less on some (Sonnet 5.5: $0.10 against $2), which makes a clear slower to
 * pay off (https://platform.claude.com/docs/en/build-with-claude/prompt-caching, "Pricing").
 */

/** What the next request pays per token written to the cache and per token read from it. */
export interface CachePrices {
  write: number;
  read: number;
}

/** The published multipliers of the input price most models have: a 5-minute write, a read. */
export const USUAL_CACHE_PRICES: CachePrices = { write: 1.25, read: 0.1 };

export interface ClearingCost {
  /**
   * Tokens of the history from where the clear changes it to its end, as they are before
   * the clear: read from the cache by the next request if nothing is cleared.
   */
  rewrittenTokens: number;
  /** Tokens the clear takes out (all within `rewrittenTokens`). */
  freedTokens: number;
  /** Requests expected after the next one ({@link expectedLaterRequests}). */
  laterRequests: number;
  /** The model's rates for the next request's TTL (default {@link USUAL_CACHE_PRICES}). */
  prices?: CachePrices;
}

/**
 * True when what the clear saves over the later requests (the freed tokens not read, at
 * the read price each time) is more than what it adds to the next one (what is left of
 * the rewritten part written instead of all of it read).
 */
export function clearingPays(cost: ClearingCost): boolean {
  const { rewrittenTokens, freedTokens, laterRequests } = cost;
  const { write, read } = cost.prices ?? USUAL_CACHE_PRICES;
  const added = write * Math.max(0, rewrittenTokens - freedTokens) - read * rewrittenTokens;
  const saved = read * freedTokens * laterRequests;
  return saved > added;
}

/**
 * Requests a run is expected to make after the next one: as many as it has made so far
 * (knowing nothing else of when it ends, a run is as likely to be past the middle of its
 * course as before it), never more than its turn limit leaves.
 */
export function expectedLaterRequests(requestsMade: number, turnsLeft: number): number {
  return Math.max(0, Math.min(requestsMade, turnsLeft - 1));
}
