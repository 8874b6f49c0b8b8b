/**
 * One run's writes to GitHub, in one queue: one at a time, starts at least the
 * spacing apart, and in order of what matters. GitHub's "Rate limits for the REST
 * API" (https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api#exceeding-the-rate-limit)
 * answers a write over a secondary limit with 403 or 429 and a `retry-after` (or
 * `x-ratelimit-remaining: 0` and a reset time; else "wait at least one minute"),
 * and asks for longer waits when refusals continue. So after a refusal the run
 * writes nothing until the wait is over, then writes at half its rate for the rest
 * of the run (each further refusal halves it again), and edits a later one
 * replaces (the progress comment's) always yield: they go after every waiting write
 * that matters (the pull request, the final report, the review), and they fail at
 * once rather than wait out a refusal.
 */

/** Retries of a refused write first, then the writes that matter, then progress edits. */
export type WritePriority = 'retry' | 'normal' | 'yielding';

const RANK: Record<WritePriority, number> = { retry: 0, normal: 1, yielding: 2 };

/** A refusal that names no wait: GitHub's documentation asks for a minute. */
const DEFAULT_REFUSAL_WAIT_MS = 60_000;
/** The log of started writes keeps the latest this many. */
const MAX_STARTED_KEPT = 1000;
/** Refusals slow the run down at most this much. */
const MAX_SLOWDOWN = 16;

/** Why a yielding write was not sent: the run is waiting out a refusal. */
export class WriteDeferredError extends Error {
  readonly deferred = true;
  constructor(
    readonly holdMs: number,
    why = `the run holds its writes ${Math.ceil(holdMs / 1000)} s after GitHub refused one`,
  ) {
    super(`not sent: ${why}`);
    this.name = 'WriteDeferredError';
  }
}

/** Tuning of {@link createWriteGovernor}. */
export interface WriteGovernorOptions {
  /** Least time between the starts of two writes, before any refusal. */
  spacingMs: number;
  /**
   * Milliseconds actually waited per second GitHub asks for (1000; tests and
   * scaled benchmarks pass less).
   */
  msPerSecondOfWait?: number;
  /**
   * False keeps the fixed pacing of earlier releases (no slow-down, no priority,
   * no hold after a refusal), only telling listeners of refused yielding writes:
   * the reference a benchmark measures against.
   */
  adaptive?: boolean;
}

/** Told about a refusal: how long (ms, already scaled) the run should hold its writes. */
export type RefusalListener = (holdMs: number) => void;

/** The queue of one client. */
export interface WriteGovernor {
  /**
   * Waits for a write's turn; call the returned function when it is answered.
   * Aborting `signal` before the turn comes takes the write out of the queue
   * (a newer body replaces it); once sent, it is answered as usual.
   */
  acquire(priority: WritePriority, signal?: AbortSignal): Promise<() => void>;
  /** GitHub refused a write; `waitMs` is what it asked (ms), null when it named none. */
  refused(waitMs: number | null, priority: WritePriority): void;
  onRefusal(listener: RefusalListener): () => void;
  /** Refusals seen, and how many times slower than at the start the run now writes. */
  readonly refusals: number;
  readonly slowdown: number;
  /** Writes started, in order, and writes waiting their turn (for tests and logs). */
  readonly started: WritePriority[];
  readonly waiting: number;
}

interface Waiter {
  priority: WritePriority;
  seq: number;
  grant: (release: () => void) => void;
  reject: (error: Error) => void;
}

/** Creates the write queue of one client (one run). */
export function createWriteGovernor(options: WriteGovernorOptions): WriteGovernor {
  const adaptive = options.adaptive ?? true;
  const scale = (options.msPerSecondOfWait ?? 1000) / 1000;
  const listeners = new Set<RefusalListener>();
  const queue: Waiter[] = [];
  const started: WritePriority[] = [];
  let busy = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let heldUntil = Number.NEGATIVE_INFINITY;
  let slowdown = 1;
  let refusals = 0;
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const rank = (w: Waiter) => (adaptive ? RANK[w.priority] : 0) * 1e12 + w.seq;
  const release = () => {
    busy = false;
    pump();
  };
  const pump = (): void => {
    if (busy || timer !== undefined || queue.length === 0) return;
    const now = Date.now();
    const at = Math.max(lastStart + options.spacingMs * slowdown, heldUntil);
    if (at > now) {
      timer = setTimeout(() => {
        timer = undefined;
        pump();
      }, at - now);
      return;
    }
    queue.sort((a, b) => rank(a) - rank(b));
    const next = queue.shift()!;
    busy = true;
    lastStart = now;
    started.push(next.priority);
    if (started.length > MAX_STARTED_KEPT) started.shift();
    next.grant(release);
  };
  /** Takes a waiter out; an empty queue keeps no timer (nothing to keep the process alive). */
  const remove = (waiter: Waiter, error: Error): void => {
    const index = queue.indexOf(waiter);
    if (index < 0) return;
    queue.splice(index, 1);
    waiter.reject(error);
    if (timer !== undefined && queue.length === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
  /** While holding after a refusal, yielding writes fail at once. */
  const dropYielding = (): void => {
    const holdMs = heldUntil - Date.now();
    if (holdMs <= 0) return;
    for (const waiter of queue.filter((w) => w.priority === 'yielding')) {
      remove(waiter, new WriteDeferredError(holdMs));
    }
  };

  return {
    acquire(priority, signal) {
      return new Promise((grant, reject) => {
        if (signal?.aborted) return reject(new WriteDeferredError(0, 'replaced by a newer write'));
        const waiter: Waiter = { priority, seq: seq++, grant, reject };
        queue.push(waiter);
        signal?.addEventListener('abort', () =>
          remove(waiter, new WriteDeferredError(0, 'replaced by a newer write')),
        );
        if (adaptive) dropYielding();
        pump();
      });
    },
    refused(waitMs, priority) {
      refusals++;
      const holdMs = (waitMs ?? DEFAULT_REFUSAL_WAIT_MS) * scale;
      if (adaptive) {
        slowdown = Math.min(MAX_SLOWDOWN, slowdown * 2);
        heldUntil = Math.max(heldUntil, Date.now() + holdMs);
        dropYielding();
      }
      if (adaptive || priority === 'yielding') for (const listener of listeners) listener(holdMs);
    },
    onRefusal(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get refusals() {
      return refusals;
    },
    get slowdown() {
      return slowdown;
    },
    get started() {
      return started;
    },
    get waiting() {
      return queue.length;
    },
  };
}
