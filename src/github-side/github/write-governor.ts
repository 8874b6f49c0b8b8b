/**
 * One run's writes to GitHub, in one queue: one at a time, in order of what
 * matters, started no faster than the run's write budget (./write-budget.ts:
 * a second apart, and after a refusal within the share of the token's minute the
 * run learned from it). Essential writes (the pull request, a push, thread
 * replies, the final report, a check run's completion) wait their turn and are
 * retried as GitHub asks; optional writes (a progress edit a later one replaces)
 * go after every essential write waiting, and once GitHub has refused any of the
 * run's writes they are sent only when the run's share has room to spare at
 * once: otherwise they fail at once (WriteDeferredError) and the newer body
 * replaces them.
 */
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';
import { createWriteBudget, type WriteBudget } from './write-budget.js';

/** Retries of a refused write first, then essential writes, then optional ones. */
export type WritePriority = 'retry' | 'essential' | 'optional';

const RANK: Record<WritePriority, number> = { retry: 0, essential: 1, optional: 2 };

/** The log of started writes keeps the latest this many. */
const MAX_STARTED_KEPT = 1000;

/** Why an optional write was not sent. */
export class WriteDeferredError extends AgentLoopError<'write_deferred'> {
  readonly deferred = true;
  get kind() {
    return 'write_deferred' as const;
  }
  constructor(why: string) {
    super(`not sent: ${why}`);
    this.name = 'WriteDeferredError';
  }
}

/** Timers, injectable so tests control time. */
export interface WriteClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: WriteClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Tuning of {@link createWriteGovernor}. */
export interface WriteGovernorOptions {
  /** Least time between the starts of two writes, before any refusal. */
  spacingMs: number;
  /**
   * Milliseconds actually waited per second GitHub asks for (1000; tests and
   * scaled benchmarks pass less). The budget's minute is scaled alike.
   */
  msPerSecondOfWait?: number;
  /**
   * False keeps the fixed pacing of earlier releases (no learned share, no
   * priority, no hold after a refusal), only telling listeners of refused
   * optional writes: the reference a benchmark measures against.
   */
  adaptive?: boolean;
  clock?: WriteClock;
  /** Where in its slot a hold ends, in [0, 1). Default Math.random. */
  random?: () => number;
}

/** Told about a refusal: how long (ms, already scaled) the run holds its writes. */
export type RefusalListener = (holdMs: number) => void;

/** The queue of one client. */
export interface WriteGovernor {
  /**
   * Waits for a write's turn; call the returned function when it is answered.
   * Aborting `signal` before the turn comes takes the write out of the queue
   * (a newer body replaces it); once sent, it is answered as usual.
   */
  acquire(priority: WritePriority, signal?: AbortSignal): Promise<() => void>;
  /**
   * GitHub refused the write started last; `waitMs` is what it asked (ms), null
   * when none. `limit` is which limit: the token's content limit (secondary, the
   * default) or its exhausted request quota (primary), which only holds the writes.
   */
  refused(waitMs: number | null, priority: WritePriority, limit?: 'secondary' | 'primary'): void;
  onRefusal(listener: RefusalListener): () => void;
  /** Refusals seen, and the writes a (scaled) minute the run allows itself since. */
  readonly refusals: number;
  readonly perMinute: number;
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
  const clock = options.clock ?? systemClock;
  const scale = (options.msPerSecondOfWait ?? 1000) / 1000;
  const budget = createWriteBudget({
    spacingMs: options.spacingMs,
    windowMs: 60_000 * scale,
    adaptive,
    ...(options.random ? { random: options.random } : {}),
  });
  const listeners = new Set<RefusalListener>();
  const started: WritePriority[] = [];
  const queue = createQueue(clock, budget, adaptive, (priority) => {
    started.push(priority);
    if (started.length > MAX_STARTED_KEPT) started.shift();
  });

  return {
    acquire(priority, signal) {
      return new Promise((grant, reject) => {
        const waiter: Waiter = { priority, seq: 0, grant, reject };
        const why = signal?.aborted ? 'replaced by a newer write' : queue.refuseOptional(priority);
        if (why !== undefined) return reject(new WriteDeferredError(why));
        queue.add(waiter);
        signal?.addEventListener('abort', () =>
          queue.remove(waiter, new WriteDeferredError('replaced by a newer write')),
        );
      });
    },
    refused(waitMs, priority, limit = 'secondary') {
      const asked = waitMs === null ? null : waitMs * scale;
      const holdMs = budget.refused(clock.now(), asked, limit === 'secondary');
      if (adaptive) queue.dropOptional(`GitHub refused a write; the run holds its writes`);
      if (adaptive || priority === 'optional') for (const listener of listeners) listener(holdMs);
    },
    onRefusal(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get refusals() {
      return budget.refusals;
    },
    get perMinute() {
      return budget.perWindow;
    },
    get started() {
      return started;
    },
    get waiting() {
      return queue.size();
    },
  };
}

/** The waiting writes, started one at a time when the budget allows. */
function createQueue(
  clock: WriteClock,
  budget: WriteBudget,
  adaptive: boolean,
  onStart: (priority: WritePriority) => void,
) {
  const queue: Waiter[] = [];
  let busy = false;
  let seq = 0;
  let timer: unknown;
  const rank = (w: Waiter) => (adaptive ? RANK[w.priority] : 0) * 1e12 + w.seq;
  const stopTimer = () => {
    if (timer === undefined) return;
    clock.clearTimeout(timer);
    timer = undefined;
  };
  const release = () => {
    busy = false;
    pump();
  };
  const pump = (): void => {
    if (busy || timer !== undefined || queue.length === 0) return;
    const now = clock.now();
    const at = budget.nextStartAt(now);
    if (at > now) {
      timer = clock.setTimeout(() => {
        timer = undefined;
        pump();
      }, at - now);
      return;
    }
    queue.sort((a, b) => rank(a) - rank(b));
    const next = queue.shift()!;
    busy = true;
    budget.started(now);
    onStart(next.priority);
    next.grant(release);
  };
  /** Takes a waiter out; an empty queue keeps no timer (nothing to keep the process alive). */
  const remove = (waiter: Waiter, error: Error): void => {
    const index = queue.indexOf(waiter);
    if (index < 0) return;
    queue.splice(index, 1);
    waiter.reject(error);
    if (queue.length === 0) stopTimer();
  };
  return {
    add(waiter: Waiter) {
      waiter.seq = seq++;
      queue.push(waiter);
      pump();
    },
    remove,
    size: () => queue.length,
    /** Why an optional write may not wait its turn now, or undefined when it may. */
    refuseOptional(priority: WritePriority): string | undefined {
      if (!adaptive || priority !== 'optional' || budget.refusals === 0) return undefined;
      const now = clock.now();
      if (budget.heldUntil > now) {
        return `the run holds its writes ${Math.ceil((budget.heldUntil - now) / 1000)} s after GitHub refused one`;
      }
      const free = !busy && queue.length === 0 && budget.hasSpare(now);
      return free ? undefined : 'the run keeps to its share of the write limit after a refusal';
    },
    dropOptional(why: string) {
      for (const waiter of queue.filter((w) => w.priority === 'optional')) {
        remove(waiter, new WriteDeferredError(why));
      }
    },
  };
}
