/** The clock of a run: its deadline, and the signal its timeout and the caller's abort both fire. */
import type { SessionOptions } from './options.js';

/**
 * The run's abort signal: the caller's signal and the timeout both abort it.
 * `stop` clears the timer and lets go of the caller's signal.
 */
export function startClock(options: Pick<SessionOptions, 'host' | 'limits'>, startedAt: number) {
  const controller = new AbortController();
  const { signal } = options.host;
  const onOuterAbort = () => controller.abort('aborted');
  if (signal?.aborted) controller.abort('aborted');
  signal?.addEventListener('abort', onOuterAbort, { once: true });
  const timeoutMs = options.limits.timeoutMinutes * 60_000;
  // Node fires a longer timer at once: a very long run simply has no timer.
  const timer =
    timeoutMs <= MAX_TIMER_MS
      ? setTimeout(() => controller.abort('timeout'), timeoutMs)
      : undefined;
  timer?.unref?.();
  return {
    signal: controller.signal,
    deadline: startedAt + timeoutMs,
    stop(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** The longest delay setTimeout accepts (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;
