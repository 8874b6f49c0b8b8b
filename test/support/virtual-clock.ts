/**
 * A clock whose time moves only when a test runs it: timers fire in order of
 * their due time, and between two timers every promise callback already due runs
 * (one macrotask turn). Nothing waits on the wall clock, and a run that never
 * settles fails after a bounded number of timers instead of hanging.
 */

export interface VirtualClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Timers waiting to fire. */
  readonly pending: number;
  /**
   * Fires timers (moving the time to each) until `work` settles; throws when it
   * has not settled after `maxTimers` of them, or when nothing is left to fire.
   */
  run<T>(work: Promise<T>, maxTimers?: number): Promise<T>;
}

interface Timer {
  at: number;
  id: number;
  callback: () => void;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createVirtualClock(start = 1_000_000): VirtualClock {
  let now = start;
  let ids = 0;
  const timers = new Map<number, Timer>();
  const next = (): Timer | undefined => {
    let first: Timer | undefined;
    for (const timer of timers.values()) {
      if (!first || timer.at < first.at || (timer.at === first.at && timer.id < first.id)) {
        first = timer;
      }
    }
    return first;
  };
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = ++ids;
      timers.set(id, { at: now + Math.max(0, ms), id, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    get pending() {
      return timers.size;
    },
    async run(work, maxTimers = 100_000) {
      let settled = false;
      const watched = work.finally(() => (settled = true));
      watched.catch(() => {});
      for (let fired = 0; ; fired++) {
        await turn();
        if (settled) return watched;
        const timer = next();
        if (!timer) throw new Error('virtual clock: the work waits on nothing that will come');
        if (fired >= maxTimers) throw new Error(`virtual clock: not settled after ${fired} timers`);
        timers.delete(timer.id);
        now = Math.max(now, timer.at);
        timer.callback();
      }
    },
  };
}
