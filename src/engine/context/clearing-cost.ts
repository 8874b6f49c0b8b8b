/**
 * Whether clearing old tool results pays for itself in input dollars. A clear takes its
 * tokens out of every later request, where they would have been read from the prompt
 * cache, but it changes the history from the first cleared result on: that part is no
 * longer cached and is written again. Prices relative to the base input price, as the
 * API bills prompt caching (https://platform.claude.com/docs/en/build-with-claude/prompt-caching,
 * "Pricing", and https://platform.claude.com/docs/en/about-claude/pricing): a 5-minute cache
 * write 1.25×, a 1-hour write 2×, a cache read 0.1×, the same multipliers for every model.
 */

/** A 5-minute cache write, per token, in base input prices. */
export const CACHE_WRITE_PRICE = 1.25;
/** A 1-hour cache write (`ttl: "1h"`), per token, in base input prices. */
export const CACHE_WRITE_1H_PRICE = 2;
/** A cache read, per token, in base input prices. */
export const CACHE_READ_PRICE = 0.1;

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
  /** What the next request's cache writes cost: {@link CACHE_WRITE_PRICE} unless it asks for the hour. */
  writePrice?: number;
}

/**
 * True when what the clear saves over the later requests (the freed tokens not read,
 * 0.1× each time) is more than what it adds to the next one (what is left of the
 * rewritten part written at 1.25× instead of all of it read at 0.1×).
 */
export function clearingPays(cost: ClearingCost): boolean {
  const { rewrittenTokens, freedTokens, laterRequests } = cost;
  const added =
    (cost.writePrice ?? CACHE_WRITE_PRICE) * Math.max(0, rewrittenTokens - freedTokens) -
    CACHE_READ_PRICE * rewrittenTokens;
  const saved = CACHE_READ_PRICE * freedTokens * laterRequests;
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
