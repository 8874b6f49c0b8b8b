/**
 * How often the progress comment may be edited. GitHub allows a token about 80
 * content-creating requests a minute and 500 an hour, shared by every run using it,
 * so one run's progress edits must stay a small share of that: the pause between
 * edits grows with the run's age (a sixth of it), doubles after each
 * refusal (403/429 secondary limit, after its retry-after), and a rolling hour
 * never holds more than `maxEditsPerHour` edits. The final report is not paced
 * (it must get through; the client waits as GitHub asks).
 */

/** Tuning of {@link createCommentPacing}. */
export interface CommentPacingOptions {
  /** Least pause between two edits (the first minutes of a run). */
  baseIntervalMs: number;
  /** When the run started (same clock as the `now` values passed in). */
  startedAt: number;
  /** The pause is at least this share of the run's age. Default 1/6. */
  ageShare?: number;
  /** Longest pause, before refusals multiply it. Default 5 minutes. */
  maxIntervalMs?: number;
  /** Edits allowed in any rolling hour. Default 40 (8 % of GitHub's 500). */
  maxEditsPerHour?: number;
}

/** The pacing state of one progress comment. */
export interface CommentPacing {
  /** The earliest time the next edit may start. */
  nextEditAt(now: number): number;
  /** An edit started at `now`. */
  recordEdit(now: number): void;
  /** GitHub refused an edit as over a limit; `retryAfterMs` when it said how long to wait. */
  recordRefusal(now: number, retryAfterMs?: number): void;
  /** The pause after an edit made at `time` (for logs and tests). */
  intervalAt(time: number): number;
}

const HOUR_MS = 3_600_000;
/** A refusal that names no wait: GitHub's documentation asks for a minute. */
const DEFAULT_REFUSAL_WAIT_MS = 60_000;
/** Refusals multiply the pause at most this much. */
const MAX_BACKOFF = 16;

/** Creates the pacing of one run's progress comment. */
export function createCommentPacing(options: CommentPacingOptions): CommentPacing {
  const ageShare = options.ageShare ?? 1 / 6;
  const maxInterval = Math.max(options.maxIntervalMs ?? 300_000, options.baseIntervalMs);
  const maxPerHour = Math.max(1, options.maxEditsPerHour ?? 40);
  const edits: number[] = [];
  let lastEdit = Number.NEGATIVE_INFINITY;
  let backoff = 1;
  let blockedUntil = Number.NEGATIVE_INFINITY;

  const intervalAt = (time: number): number => {
    const age = Math.max(0, time - options.startedAt);
    return Math.min(maxInterval, Math.max(options.baseIntervalMs, age * ageShare)) * backoff;
  };

  return {
    intervalAt,
    nextEditAt(now) {
      while (edits.length > 0 && edits[0]! <= now - HOUR_MS) edits.shift();
      const hourFull = edits.length >= maxPerHour ? edits[0]! + HOUR_MS : Number.NEGATIVE_INFINITY;
      // The pause after an edit is fixed by the run's age at that edit.
      return Math.max(lastEdit + intervalAt(lastEdit), hourFull, blockedUntil);
    },
    recordEdit(now) {
      lastEdit = now;
      edits.push(now);
    },
    recordRefusal(now, retryAfterMs) {
      backoff = Math.min(MAX_BACKOFF, backoff * 2);
      blockedUntil = Math.max(blockedUntil, now + (retryAfterMs ?? DEFAULT_REFUSAL_WAIT_MS));
    },
  };
}
