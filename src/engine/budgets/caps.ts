/**
 * The caps across runs (inputs `budget_daily_usd`, `budget_monthly_usd`,
 * `budget_user_daily_usd`) against a ledger: what each window holds, what is left,
 * when it resets, and whether a run's reservation fits in all of them.
 */
import {
  entriesIn,
  entryState,
  roundDollars,
  windowTotal,
  type SpendHistory,
  type SpendWindow,
} from './spend-history.js';

/** The caps a workflow set; an absent one is no cap. */
export interface SpendCaps {
  dailyUsd?: number;
  monthlyUsd?: number;
  userDailyUsd?: number;
}

/** One cap as it stands. */
export interface CapStatus {
  input: 'budget_daily_usd' | 'budget_monthly_usd' | 'budget_user_daily_usd';
  /** "the repository's daily budget", "@octocat's daily budget" */
  label: string;
  cap: number;
  /** Settled spending plus unsettled reservations (open or expired) in the window. */
  used: number;
  left: number;
  /** Open reservations in the window (runs still going, or killed and not yet expired). */
  openRuns: number;
  /** Runs in the window that never settled (killed): each counts at what it reserved. */
  expiredRuns: number;
  resetsAt: Date;
}

export function anyCap(caps: SpendCaps): boolean {
  return (
    caps.dailyUsd !== undefined || caps.monthlyUsd !== undefined || caps.userDailyUsd !== undefined
  );
}

/** Each cap that is set, as it stands at `now` for `requester`. */
export function capStatuses(
  ledger: SpendHistory,
  caps: SpendCaps,
  requester: string,
  now: Date,
): CapStatus[] {
  const login = requester.toLowerCase();
  const statuses: CapStatus[] = [];
  const add = (
    input: CapStatus['input'],
    label: string,
    cap: number | undefined,
    window: SpendWindow,
  ) => {
    if (cap === undefined) return;
    const used = windowTotal(ledger, window, now);
    statuses.push({
      input,
      label,
      cap,
      used,
      left: roundDollars(Math.max(0, cap - used)),
      openRuns: runsIn(ledger, window, now, 'open'),
      expiredRuns: runsIn(ledger, window, now, 'expired'),
      resetsAt: window.period === 'day' ? nextUtcDay(now) : nextUtcMonth(now),
    });
  };
  add('budget_daily_usd', "the repository's daily budget", caps.dailyUsd, { period: 'day' });
  add('budget_monthly_usd', "the repository's monthly budget", caps.monthlyUsd, {
    period: 'month',
  });
  add('budget_user_daily_usd', `${requester}'s daily budget`, caps.userDailyUsd, {
    period: 'day',
    requester: login,
  });
  return statuses;
}

/** The first cap a reservation of `amount` would overshoot, or undefined when it fits them all. */
export function firstCapOvershot(
  statuses: readonly CapStatus[],
  amount: number,
): CapStatus | undefined {
  // A micro-dollar of slack: sums of rounded amounts must not refuse an exact fit.
  return statuses.find((status) => status.used + amount > status.cap + 1e-6);
}

/** Why a run of `amount` cannot start, in the words its comment uses. */
export function describeRefusal(status: CapStatus, amount: number): string {
  const held =
    status.openRuns > 0
      ? `; $${status.used.toFixed(2)} of it is spent or held by ${status.openRuns} run${status.openRuns === 1 ? '' : 's'} still open, and what a run does not spend comes back when it ends`
      : '';
  const expired =
    status.expiredRuns > 0
      ? `; ${status.expiredRuns} run${status.expiredRuns === 1 ? '' : 's'} that never settled (killed) count${status.expiredRuns === 1 ? 's' : ''} at what ${status.expiredRuns === 1 ? 'it' : 'they'} reserved`
      : '';
  return (
    `${capitalize(status.label)} (${status.input}: $${status.cap.toFixed(2)}) has ` +
    `$${status.left.toFixed(2)} left, less than this run's max_budget_usd of $${amount.toFixed(2)}` +
    `${held}${expired}. It resets at ${formatUtc(status.resetsAt)}.`
  );
}

/** One line per cap for the step summary: what is left and when it resets. */
export function describeCaps(statuses: readonly CapStatus[]): string[] {
  return statuses.map(
    (status) =>
      `${capitalize(status.label)}: $${status.left.toFixed(2)} left of $${status.cap.toFixed(2)} ` +
      `(resets ${formatUtc(status.resetsAt)})`,
  );
}

function runsIn(
  ledger: SpendHistory,
  window: SpendWindow,
  now: Date,
  state: 'open' | 'expired',
): number {
  return entriesIn(ledger, window, now).filter((entry) => entryState(entry, now) === state).length;
}

function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

function nextUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** `2026-12-04 00:00 UTC` */
export function formatUtc(time: Date): string {
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
