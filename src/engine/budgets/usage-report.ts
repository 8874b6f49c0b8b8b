/**
 * This month's spending from the ledger, by day and by requester: what `@agent
 * usage` posts and `agent-loop usage` prints.
 */
import { describeCaps, type CapStatus } from './caps.js';
import {
  entryAmount,
  entryState,
  roundDollars,
  utcDay,
  utcMonth,
  type SpendHistory,
} from './spend-history.js';

export interface MonthUsage {
  /** `2026-12` */
  month: string;
  /** Settled spending plus unsettled reservations (open or expired). */
  totalUsd: number;
  runs: number;
  /** Runs still holding a reservation (going, or killed and not yet expired). */
  openRuns: number;
  /** Runs whose reservation expired unsettled (counted at what they reserved). */
  expiredRuns: number;
  byDay: { day: string; usd: number; runs: number }[];
  byRequester: { requester: string; usd: number; runs: number }[];
}

/** The current month of `ledger` as of `now`. */
export function monthUsage(ledger: SpendHistory, now: Date): MonthUsage {
  const month = utcMonth(now);
  const entries = ledger.entries.filter((entry) => utcMonth(entry.reserved_at) === month);
  const days = new Map<string, { usd: number; runs: number }>();
  const people = new Map<string, { usd: number; runs: number }>();
  const add = (map: Map<string, { usd: number; runs: number }>, key: string, usd: number) => {
    const row = map.get(key) ?? { usd: 0, runs: 0 };
    map.set(key, { usd: roundDollars(row.usd + usd), runs: row.runs + 1 });
  };
  let total = 0;
  for (const entry of entries) {
    const usd = entryAmount(entry);
    total += usd;
    add(days, utcDay(entry.reserved_at), usd);
    add(people, entry.requester, usd);
  }
  const states = entries.map((entry) => entryState(entry, now));
  return {
    month,
    totalUsd: roundDollars(total),
    runs: entries.length,
    openRuns: states.filter((state) => state === 'open').length,
    expiredRuns: states.filter((state) => state === 'expired').length,
    byDay: [...days]
      .map(([day, row]) => ({ day, ...row }))
      .sort((a, b) => a.day.localeCompare(b.day)),
    byRequester: [...people]
      .map(([requester, row]) => ({ requester, ...row }))
      .sort((a, b) => b.usd - a.usd || a.requester.localeCompare(b.requester)),
  };
}

const usd = (value: number) => `$${value.toFixed(2)}`;
const runs = (count: number) => `${count} run${count === 1 ? '' : 's'}`;

/** The comment `@agent usage` posts. */
export function renderUsageMarkdown(usage: MonthUsage, caps: readonly CapStatus[]): string {
  const lines = [
    `### agent-loop spending in ${usage.month} (UTC)`,
    '',
    `**${usd(usage.totalUsd)}** over ${runs(usage.runs)}${notes(usage)}.`,
  ];
  if (caps.length > 0) lines.push('', ...describeCaps(caps).map((line) => `- ${line}`));
  if (usage.runs > 0) {
    lines.push('', '| day | spent | runs |', '| --- | ---: | ---: |');
    for (const row of usage.byDay) lines.push(`| ${row.day} | ${usd(row.usd)} | ${row.runs} |`);
    lines.push('', '| requester | spent | runs |', '| --- | ---: | ---: |');
    // A login in a table cell: no mention (nobody is notified), as code.
    for (const row of usage.byRequester) {
      lines.push(`| \`${row.requester}\` | ${usd(row.usd)} | ${row.runs} |`);
    }
  }
  return lines.join('\n');
}

/** What `agent-loop usage` prints. */
export function renderUsageText(usage: MonthUsage, caps: readonly CapStatus[]): string {
  const lines = [
    `agent-loop spending in ${usage.month} (UTC): ${usd(usage.totalUsd)} over ${runs(usage.runs)}${notes(usage)}`,
    ...describeCaps(caps),
  ];
  if (usage.runs > 0) {
    lines.push('', 'by day:');
    for (const row of usage.byDay)
      lines.push(`  ${row.day}  ${usd(row.usd).padStart(10)}  ${row.runs} runs`);
    lines.push('', 'by requester:');
    for (const row of usage.byRequester) {
      lines.push(`  ${row.requester.padEnd(24)}  ${usd(row.usd).padStart(10)}  ${runs(row.runs)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function notes(usage: MonthUsage): string {
  const parts = [];
  if (usage.openRuns > 0) parts.push(`${usage.openRuns} still holding a reservation`);
  if (usage.expiredRuns > 0) {
    parts.push(
      `${usage.expiredRuns} whose reservation expired unsettled, counted at what it reserved`,
    );
  }
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}
