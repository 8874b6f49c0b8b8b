/**
 * GitHub's content-creation limits for the fake GitHub server: about 80 writes a
 * minute and 500 an hour per token, shared by every run using it. A write over a
 * limit gets what GitHub sends for a secondary rate limit: 403, a `retry-after`
 * and the message. Pass one limiter to several fake servers to share a token.
 */

/** Limits and the clock they are judged by (a test's virtual clock, or Date.now). */
export interface WriteLimitOptions {
  perMinute: number;
  perHour: number;
  now?: () => number;
}

/** A refusal the fake server sends as it is. */
export interface WriteRefusal {
  status: number;
  headers: Record<string, string>;
  body: { message: string; documentation_url: string };
}

export interface WriteLimiter {
  /** Counts a request; returns the refusal when it is a write over a limit. */
  admit(method: string): WriteRefusal | undefined;
  /** Writes accepted and refused so far. */
  readonly accepted: number;
  readonly refused: number;
  /** Every write it judged, in order: when (its clock) and whether it was refused. */
  readonly attempts: readonly { at: number; refused: boolean }[];
  /** Accepted writes in the hour (or minute) ending at `at`. */
  countSince(windowMs: number, at?: number): number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export function createWriteLimiter(options: WriteLimitOptions): WriteLimiter {
  const now = options.now ?? Date.now;
  const writes: number[] = [];
  const attempts: { at: number; refused: boolean }[] = [];
  let refused = 0;
  const within = (windowMs: number, at: number) => writes.filter((time) => time > at - windowMs);

  const refuse = (until: number, at: number): WriteRefusal => {
    refused++;
    attempts.push({ at, refused: true });
    return {
      status: 403,
      headers: { 'retry-after': String(Math.max(1, Math.ceil((until - at) / 1000))) },
      body: {
        message:
          'You have exceeded a secondary rate limit and have been temporarily blocked from content creation. Please retry your request again later.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      },
    };
  };

  return {
    admit(method) {
      if (method === 'GET' || method === 'HEAD') return undefined;
      const at = now();
      const minute = within(MINUTE_MS, at);
      if (minute.length >= options.perMinute) return refuse(minute[0]! + MINUTE_MS, at);
      const hour = within(HOUR_MS, at);
      if (hour.length >= options.perHour) return refuse(hour[0]! + HOUR_MS, at);
      writes.push(at);
      attempts.push({ at, refused: false });
      return undefined;
    },
    get accepted() {
      return writes.length;
    },
    get refused() {
      return refused;
    },
    get attempts() {
      return attempts;
    },
    countSince(windowMs, at = now()) {
      return writes.filter((time) => time > at - windowMs && time <= at).length;
    },
  };
}
