/**
 * What runs spent across runs (docs/contract.md#budgets-across-runs), as the file `spend.json` on the ref
 * `refs/agent-loop/spend` holds it: one entry per run of this month, reserved
 * before its first model request and settled to what it spent when it ends, and one
 * summary per earlier month. Pure: reading the file, the windows' totals, reserving,
 * settling and compacting are functions of the ledger and the time.
 *
 * Windows are UTC: a run counts in the day and the month in which it reserved.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import { z } from 'zod';

/** Where the ledger lives in the repository: this file in the tree of this ref's commit. */
export const SPEND_REF = 'refs/agent-loop/spend';
export const SPEND_FILE = 'spend.json';
/**
 * A reservation not settled within this long (a killed job) expires: it counts at its
 * reserved amount from then on, as spent, and may be folded into its month's summary.
 */
export const RESERVATION_EXPIRY_MS = 6 * 60 * 60 * 1000;
/** Summaries of earlier months kept (older ones are dropped). */
export const MONTHS_KEPT = 24;
export const SPEND_HISTORY_VERSION = 1;

const isoTime = z.string().datetime({ offset: true });
const dollars = z.number().finite().nonnegative();

const entrySchema = z.object({
  /** `<run id>-<attempt>-<random>`: unique even for two steps of one job. */
  run: z.string().min(1),
  /**
   * Who is charged, lower-cased: the account that sent the event (the editor of an edited
   * comment, who chose to run it), which the per-requester cap counts.
   */
  requester: z.string(),
  /** Who wrote the request, lower-cased, when another account sent it (an edited comment). */
  author: z.string().optional(),
  reserved_usd: dollars,
  reserved_at: isoTime,
  /** What the run spent, once it settled; null while it runs. */
  spent_usd: dollars.nullable(),
  settled_at: isoTime.nullable(),
});

const monthSchema = z.object({
  spent_usd: dollars,
  runs: z.number().int().nonnegative(),
  by_requester: z.record(z.string(), dollars),
  by_day: z.record(z.string(), dollars),
});

const ledgerSchema = z.object({
  version: z.literal(SPEND_HISTORY_VERSION),
  entries: z.array(entrySchema),
  months: z.record(z.string().regex(/^\d{4}-\d{2}$/), monthSchema),
});

export type SpendEntry = z.infer<typeof entrySchema>;
export type MonthSummary = z.infer<typeof monthSchema>;
export type SpendHistory = z.infer<typeof ledgerSchema>;

export class LedgerFormatError extends AgentLoopError<'ledger_format'> {
  override readonly name = 'LedgerFormatError';
  get kind() {
    return 'ledger_format' as const;
  }
}

export function emptySpendHistory(): SpendHistory {
  return { version: SPEND_HISTORY_VERSION, entries: [], months: {} };
}

/** Parses `spend.json`; a file that is not a ledger is an error (never read as empty). */
export function parseSpendHistory(text: string): SpendHistory {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new LedgerFormatError(`spend.json is not JSON: ${(error as Error).message}`);
  }
  const parsed = ledgerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'the top level';
    throw new LedgerFormatError(`spend.json is not a spend ledger (${where}: ${issue?.message})`);
  }
  return parsed.data;
}

/** The file's text: stable key order, one entry a line, so a diff of the ref reads well. */
export function serializeSpendHistory(ledger: SpendHistory): string {
  const entries = ledger.entries.map((entry) => `    ${JSON.stringify(entry)}`).join(',\n');
  const months = JSON.stringify(ledger.months, null, 2).replace(/\n/g, '\n  ');
  return `{\n  "version": ${ledger.version},\n  "entries": [${entries ? `\n${entries}\n  ` : ''}],\n  "months": ${months}\n}\n`;
}

/** `2026-12-03` */
export function utcDay(time: Date | string): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** `2026-12` */
export function utcMonth(time: Date | string): string {
  return new Date(time).toISOString().slice(0, 7);
}

/** An entry's state at `now`. */
export function entryState(entry: SpendEntry, now: Date): 'settled' | 'open' | 'expired' {
  if (entry.spent_usd !== null) return 'settled';
  const age = now.getTime() - new Date(entry.reserved_at).getTime();
  return age >= RESERVATION_EXPIRY_MS ? 'expired' : 'open';
}

/**
 * What an entry counts for in its windows: what it spent once settled, else what it reserved,
 * also once expired (a killed run's spending is unknown, and may be all of it).
 */
export function entryAmount(entry: SpendEntry): number {
  return entry.spent_usd ?? entry.reserved_usd;
}

/** Which runs a window holds. */
export interface SpendWindow {
  period: 'day' | 'month';
  /** Only this requester's runs (lower-cased); undefined: the repository's. */
  requester?: string;
}

/** The runs that reserved in the window that holds `now`. */
export function entriesIn(ledger: SpendHistory, window: SpendWindow, now: Date): SpendEntry[] {
  const periodOf = window.period === 'day' ? utcDay : utcMonth;
  const key = periodOf(now);
  return ledger.entries.filter(
    (entry) =>
      periodOf(entry.reserved_at) === key &&
      (window.requester === undefined || entry.requester === window.requester),
  );
}

/** The dollars a window holds at `now` (settled spending plus open reservations). */
export function windowTotal(ledger: SpendHistory, window: SpendWindow, now: Date): number {
  const total = entriesIn(ledger, window, now).reduce((sum, entry) => sum + entryAmount(entry), 0);
  return roundDollars(total);
}

/** Dollars kept to the micro-dollar, so sums of many runs stay exact enough to compare. */
export function roundDollars(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The ledger with a new open reservation (its months compacted as of `now`). */
export function withReservation(
  ledger: SpendHistory,
  reservation: { run: string; requester: string; author?: string; amount: number },
  now: Date,
): SpendHistory {
  const entry: SpendEntry = {
    run: reservation.run,
    requester: reservation.requester.toLowerCase(),
    ...authorField(reservation),
    reserved_usd: roundDollars(reservation.amount),
    reserved_at: now.toISOString(),
    spent_usd: null,
    settled_at: null,
  };
  return compactSpendHistory({ ...ledger, entries: [...ledger.entries, entry] }, now);
}

/** `author` when it names someone other than the requester (lower-cased), else nothing. */
function authorField(who: { requester: string; author?: string }): { author?: string } {
  const author = who.author?.toLowerCase();
  return author && author !== who.requester.toLowerCase() ? { author } : {};
}

/**
 * The ledger with `run` settled to `spent`. A reservation folded into its month's summary
 * meanwhile (it expired, and its month ended) is corrected there from what it reserved to
 * what it spent; one with no summary to correct is added back as settled, so what it spent
 * still counts.
 */
export function withSettlement(
  ledger: SpendHistory,
  settlement: {
    run: string;
    requester: string;
    author?: string;
    spent: number;
    reservedAt: string;
    /** What the run reserved: what its folded entry counts for in its month's summary. */
    reserved?: number;
  },
  now: Date,
): SpendHistory {
  const spent = roundDollars(settlement.spent);
  const settledAt = now.toISOString();
  const found = ledger.entries.some((entry) => entry.run === settlement.run);
  const month = utcMonth(settlement.reservedAt);
  if (!found && settlement.reserved !== undefined && ledger.months[month]) {
    const months = structuredClone(ledger.months);
    correctSummary(months[month]!, settlement, roundDollars(spent - settlement.reserved));
    return compactSpendHistory({ ...ledger, months }, now);
  }
  const entries = found
    ? ledger.entries.map((entry) =>
        entry.run === settlement.run
          ? { ...entry, spent_usd: spent, settled_at: settledAt }
          : entry,
      )
    : [
        ...ledger.entries,
        {
          run: settlement.run,
          requester: settlement.requester.toLowerCase(),
          ...authorField(settlement),
          reserved_usd: spent,
          reserved_at: settlement.reservedAt,
          spent_usd: spent,
          settled_at: settledAt,
        },
      ];
  return compactSpendHistory({ ...ledger, entries }, now);
}

/** A month's summary with a folded run's amount moved by `delta` (never below zero). */
function correctSummary(
  summary: MonthSummary,
  run: { requester: string; reservedAt: string },
  delta: number,
): void {
  const moved = (value: number | undefined) => Math.max(0, roundDollars((value ?? 0) + delta));
  const requester = run.requester.toLowerCase();
  const day = utcDay(run.reservedAt);
  summary.spent_usd = moved(summary.spent_usd);
  summary.by_requester[requester] = moved(summary.by_requester[requester]);
  summary.by_day[day] = moved(summary.by_day[day]);
}

/**
 * Settled and expired entries of months before `now`'s folded into those months'
 * summaries (an expired reservation counts at what it reserved), and summaries beyond {@link MONTHS_KEPT} dropped:
 * the file holds one month of runs and a line a month before that.
 */
export function compactSpendHistory(ledger: SpendHistory, now: Date): SpendHistory {
  const current = utcMonth(now);
  const months: Record<string, MonthSummary> = structuredClone(ledger.months);
  const kept: SpendEntry[] = [];
  for (const entry of ledger.entries) {
    const month = utcMonth(entry.reserved_at);
    // A run still open keeps its entry until it settles or expires: folded now, its
    // reservation would count in the summary and its settlement once more.
    if (month >= current || entryState(entry, now) === 'open') {
      kept.push(entry);
      continue;
    }
    const amount = entryAmount(entry);
    const summary = (months[month] ??= { spent_usd: 0, runs: 0, by_requester: {}, by_day: {} });
    const day = utcDay(entry.reserved_at);
    summary.spent_usd = roundDollars(summary.spent_usd + amount);
    summary.runs += 1;
    summary.by_requester[entry.requester] = roundDollars(
      (summary.by_requester[entry.requester] ?? 0) + amount,
    );
    summary.by_day[day] = roundDollars((summary.by_day[day] ?? 0) + amount);
  }
  const names = Object.keys(months).sort().reverse().slice(0, MONTHS_KEPT);
  const trimmed = Object.fromEntries(names.sort().map((name) => [name, months[name]!]));
  return { version: SPEND_HISTORY_VERSION, entries: kept, months: trimmed };
}
