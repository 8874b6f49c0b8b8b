/**
 * Keeps the progress comment current without hammering the API: updates are
 * coalesced (the latest body wins), at most one is in flight, and consecutive
 * starts are `minIntervalMs` apart. `flush()` writes the final state at once.
 */

/** Timer functions, injectable so tests control time. */
export interface UpdaterClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Options of `createCommentUpdater`. */
export interface CommentUpdaterOptions {
  minIntervalMs: number;
  /**
   * When the comment was last written (`clock.now()` time), e.g. just created:
   * the first update waits out the interval from then. Default: long ago.
   */
  lastUpdateAt?: number;
  update: (body: string) => Promise<void>;
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
}

const systemClock: UpdaterClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Creates a throttled, coalescing comment updater. */
export function createCommentUpdater(options: CommentUpdaterOptions): CommentUpdater {
  const clock = options.clock ?? systemClock;
  let pending: string | undefined;
  let inFlight: Promise<void> | undefined;
  let timer: unknown;
  let lastStart = options.lastUpdateAt ?? Number.NEGATIVE_INFINITY;
  let flushing = false;
  // The latest body whose update failed: flush() retries it if nothing newer came.
  let failed: string | undefined;

  const send = (body: string): Promise<void> => {
    lastStart = clock.now();
    failed = undefined;
    const attempt = options.update(body);
    inFlight = attempt
      .then(() => {
        if (failed === body) failed = undefined;
      })
      .catch((error: unknown) => {
        failed = body;
        options.onError?.(error);
      })
      .finally(() => {
        inFlight = undefined;
        if (!flushing) schedule();
      });
    return attempt;
  };

  const schedule = (): void => {
    if (pending === undefined || inFlight || timer !== undefined) return;
    const wait = lastStart + options.minIntervalMs - clock.now();
    if (wait <= 0) {
      const body = pending;
      pending = undefined;
      void send(body);
      return;
    }
    timer = clock.setTimeout(() => {
      timer = undefined;
      schedule();
    }, wait);
  };

  return {
    push(body) {
      pending = body;
      if (!flushing) schedule();
    },
    async flush() {
      flushing = true;
      try {
        if (timer !== undefined) {
          clock.clearTimeout(timer);
          timer = undefined;
        }
        while (inFlight) await inFlight;
        const body = pending ?? failed;
        if (body !== undefined) {
          pending = undefined;
          failed = undefined;
          lastStart = clock.now();
          await options.update(body);
        }
      } finally {
        flushing = false;
      }
    },
  };
}
