/**
 * Keeps the progress comment current without hammering the API: updates are
 * coalesced (the latest body wins), at most one is in flight, and starts are paced
 * (./comment-pacing.ts: at least `minIntervalMs` apart, more as the run ages or
 * GitHub refuses). `flush()` writes the final state at once.
 */
import { createCommentPacing, type CommentPacingOptions } from './comment-pacing.js';

/** Timer functions, injectable so tests control time. */
export interface UpdaterClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Options of `createCommentUpdater`. */
export interface CommentUpdaterOptions {
  /** Least pause between two edits; the pause grows from there (see comment-pacing.ts). */
  minIntervalMs: number;
  /** When the run started (`clock.now()` time), for the pause that grows with age. Default: now. */
  startedAt?: number;
  /** Pacing beyond the base interval (age share, longest pause, edits per hour). */
  pacing?: Omit<CommentPacingOptions, 'baseIntervalMs' | 'startedAt'>;
  /**
   * When an update failed because GitHub refused it as over a rate limit: how long it
   * asked to wait (ms), or null when it named no time; undefined for other failures.
   */
  refusalWait?: (error: unknown) => number | null | undefined;
  /**
   * When the comment was last written (`clock.now()` time), e.g. just created:
   * the first update waits out the interval from then. Default: long ago.
   */
  lastUpdateAt?: number;
  /**
   * Writes `body`. `final` is true for `flush()`'s write, which must get through;
   * an intermediate one may fail fast over a rate limit (the next body replaces it),
   * and `flush()` aborts its `signal` so that one still waiting its turn is withdrawn.
   */
  update: (body: string, write: { final: boolean; signal?: AbortSignal }) => Promise<void>;
  /** Told about failed intermediate updates (they are not retried; the next body replaces them). */
  onError?: (error: unknown) => void;
  clock?: UpdaterClock;
}

/** A throttled updater. */
export interface CommentUpdater {
  /** Schedules `body`; replaces any body not yet sent. */
  push(body: string): void;
  /**
   * Sends the pending body now (after any in-flight update), or retries the last
   * body if its update failed; rejects if this final update fails.
   */
  flush(): Promise<void>;
  /**
   * The comment was written outside the updater (created, say) at `at`: the next
   * edit waits its pause from then.
   */
  written(at: number): void;
  /**
   * GitHub refused one of the run's writes (this comment's or another's): the
   * pause between edits doubles for the rest of the run, and no edit starts within
   * `holdMs`.
   */
  refused(holdMs: number): void;
}

const systemClock: UpdaterClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** At most one pending timeout on `clock`. */
function oneTimer(clock: UpdaterClock) {
  let handle: unknown;
  return {
    get pending(): boolean {
      return handle !== undefined;
    },
    start(callback: () => void, ms: number): void {
      handle = clock.setTimeout(() => {
        handle = undefined;
        callback();
      }, ms);
    },
    cancel(): void {
      if (handle === undefined) return;
      clock.clearTimeout(handle);
      handle = undefined;
    },
  };
}

/** Creates a throttled, coalescing comment updater. */
export function createCommentUpdater(options: CommentUpdaterOptions): CommentUpdater {
  const clock = options.clock ?? systemClock;
  let pending: string | undefined;
  let inFlight: Promise<void> | undefined;
  const timer = oneTimer(clock);
  const pacing = createCommentPacing({
    ...options.pacing,
    baseIntervalMs: options.minIntervalMs,
    startedAt: options.startedAt ?? clock.now(),
  });
  if (options.lastUpdateAt !== undefined) pacing.recordEdit(options.lastUpdateAt);
  let flushing = false;
  // The latest body whose update failed: flush() retries it if nothing newer came.
  let failed: string | undefined;
  // The intermediate update in flight: flush() withdraws it if it is not sent yet.
  let withdraw: AbortController | undefined;

  const send = (body: string): Promise<void> => {
    pacing.recordEdit(clock.now());
    failed = undefined;
    const controller = new AbortController();
    withdraw = controller;
    const attempt = options.update(body, { final: false, signal: controller.signal });
    inFlight = attempt
      .then(() => {
        if (failed === body) failed = undefined;
      })
      .catch((error: unknown) => {
        failed = body;
        const refusal = options.refusalWait?.(error);
        if (refusal !== undefined) pacing.recordRefusal(clock.now(), refusal ?? undefined);
        if (!controller.signal.aborted) options.onError?.(error);
      })
      .finally(() => {
        inFlight = undefined;
        if (!flushing) schedule();
      });
    return attempt;
  };

  const schedule = (): void => {
    if (pending === undefined || inFlight || timer.pending) return;
    const wait = pacing.nextEditAt(clock.now()) - clock.now();
    if (wait <= 0) {
      const body = pending;
      pending = undefined;
      void send(body);
      return;
    }
    timer.start(schedule, wait);
  };

  // The pacing changed: the next edit's time is worked out again.
  const reschedule = (): void => {
    timer.cancel();
    if (!flushing) schedule();
  };

  return {
    written(at) {
      pacing.recordEdit(at);
      reschedule();
    },
    refused(holdMs) {
      pacing.recordRefusal(clock.now(), holdMs);
      reschedule();
    },
    push(body) {
      pending = body;
      if (!flushing) schedule();
    },
    async flush() {
      flushing = true;
      try {
        timer.cancel();
        // The final body replaces an edit still waiting its turn: it need not go first.
        withdraw?.abort();
        while (inFlight) await inFlight;
        const body = pending ?? failed;
        if (body !== undefined) {
          pending = undefined;
          failed = undefined;
          pacing.recordEdit(clock.now());
          await options.update(body, { final: true });
        }
      } finally {
        flushing = false;
      }
    },
  };
}
