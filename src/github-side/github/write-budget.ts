/**
 * How fast one run may write, learned from GitHub's refusals. GitHub's "Best
 * practices for using the REST API"
 * (https://docs.github.com/rest/guides/best-practices-for-using-the-rest-api#handle-rate-limit-errors-appropriately)
 * asks for at least a second between writes, and after a refusal (403/429) for
 * no retry before `retry-after` (or `x-ratelimit-reset`), else at least a minute,
 * with waits growing exponentially while refusals continue. Its content limits
 * (about 80 writes a minute, 500 an hour) are shared by every run using the
 * token, and no answer says how much of them the others use. A refusal does tell
 * one thing: the token's minute is full now. So at the first refusal the run
 * takes as its share one write less than it made in the last minute, and keeps
 * every rolling minute within that share for the rest of the run (each further
 * refusal halves it): when every run sharing the token does the same, the shares
 * add up to less than the limit. Writes are spread evenly over the minute, and a
 * hold after a refusal ends at a random point of one write's slot, so runs
 * refused together do not all come back at the same moment.
 */

/** Tuning of {@link createWriteBudget}. */
export interface WriteBudgetOptions {
  /** Least time between the starts of two writes, before any refusal. */
  spacingMs: number;
  /** The limit's window: a minute, scaled like every wait. */
  windowMs: number;
  /** False: fixed spacing, refusals change nothing (the reference of a benchmark). */
  adaptive: boolean;
  /** In [0, 1): where in its slot a hold ends. Default Math.random. */
  random?: () => number;
}

/** One run's write rate. */
export interface WriteBudget {
  /** The earliest time (ms) the next write may start. */
  nextStartAt(now: number): number;
  /** A write started at `now`. */
  started(now: number): void;
  /**
   * GitHub refused the write started last; it asked for `holdMs` (already
   * scaled), or named no wait (null). `shared` says the refusal was the token's
   * content limit (a secondary limit), which the run learns its share from; an
   * exhausted request quota only holds the writes. Returns the hold, in ms from `now`.
   */
  refused(now: number, holdMs: number | null, shared: boolean): number;
  /** True when a write that may be dropped (a progress edit) may start at `now`. */
  hasSpare(now: number): boolean;
  /** Until when the run holds every write (ms; -Infinity when it does not). */
  readonly heldUntil: number;
  /** Writes the run allows itself in a rolling window: Infinity before any refusal. */
  readonly perWindow: number;
  readonly refusals: number;
}

/** Creates the write rate of one run. */
export function createWriteBudget(options: WriteBudgetOptions): WriteBudget {
  const random = options.random ?? Math.random;
  // Starts of the writes not refused, within the last window.
  const starts: number[] = [];
  let perWindow = Number.POSITIVE_INFINITY;
  let heldUntil = Number.NEGATIVE_INFINITY;
  let lastStart = Number.NEGATIVE_INFINITY;
  // The start before the last: a refused write is no start to space the next one from.
  let previousStart = Number.NEGATIVE_INFINITY;
  let refusals = 0;

  const prune = (now: number) => {
    while (starts.length > 0 && starts[0]! <= now - options.windowMs) starts.shift();
  };
  const spacing = () => Math.max(options.spacingMs, options.windowMs / perWindow);
  const nextStartAt = (now: number): number => {
    prune(now);
    const full =
      starts.length >= perWindow
        ? starts[starts.length - perWindow]! + options.windowMs
        : Number.NEGATIVE_INFINITY;
    return Math.max(lastStart + spacing(), full, heldUntil);
  };

  return {
    nextStartAt,
    started(now) {
      previousStart = lastStart;
      lastStart = now;
      starts.push(now);
      prune(now);
    },
    refused(now, holdMs, shared) {
      refusals++;
      if (!options.adaptive) return 0;
      starts.pop();
      lastStart = previousStart;
      prune(now);
      if (shared) {
        perWindow =
          perWindow === Number.POSITIVE_INFINITY
            ? Math.max(1, starts.length - 1)
            : Math.max(1, Math.floor(Math.min(perWindow, starts.length) / 2));
      }
      // A refusal that names no wait: GitHub's documentation asks for a minute.
      const asked = holdMs ?? options.windowMs;
      // At most doubled: a share of one write a minute must not add a minute to every hold.
      const hold = asked + random() * Math.min(spacing(), asked);
      heldUntil = Math.max(heldUntil, now + hold);
      return heldUntil - now;
    },
    hasSpare(now) {
      if (refusals === 0 || !options.adaptive) return true;
      prune(now);
      // One write of the share is kept for the writes that matter.
      return starts.length + 1 < perWindow && nextStartAt(now) <= now;
    },
    get heldUntil() {
      return heldUntil;
    },
    get perWindow() {
      return perWindow;
    },
    get refusals() {
      return refusals;
    },
  };
}
