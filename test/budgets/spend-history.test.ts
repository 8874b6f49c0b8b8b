/**
 * The spend ledger as data (docs/contract.md#budgets-across-runs): UTC windows, unsettled reservations
 * that count at what they reserved (also once expired, 6 hours later), settlement, and compaction
 * of earlier months.
 */
import { describe, expect, it } from 'vitest';
import { capStatuses, describeRefusal, firstCapOvershot } from '../../src/engine/budgets/caps.js';
import {
  compactSpendHistory,
  emptySpendHistory,
  LedgerFormatError,
  parseSpendHistory,
  serializeSpendHistory,
  windowTotal,
  withReservation,
  withSettlement,
  type SpendHistory,
} from '../../src/engine/budgets/spend-history.js';

const at = (iso: string) => new Date(iso);

function ledgerOf(...runs: [string, string, number, string, number | null][]): SpendHistory {
  let ledger = emptySpendHistory();
  for (const [run, requester, amount, time, spent] of runs) {
    ledger = withReservation(ledger, { run, requester, amount }, at(time));
    if (spent !== null) {
      ledger = withSettlement(ledger, { run, requester, spent, reservedAt: time }, at(time));
    }
  }
  return ledger;
}

describe('windows', () => {
  const ledger = ledgerOf(
    ['a', 'alice', 5, '2026-12-02T23:59:00Z', 1.25],
    ['b', 'Alice', 5, '2026-12-03T00:00:00Z', 2],
    ['c', 'bob', 5, '2026-12-03T09:00:00Z', null],
  );

  it('counts settled spending and open reservations in the UTC day and month they were made', () => {
    const now = at('2026-12-03T10:00:00Z');
    expect(windowTotal(ledger, { period: 'day' }, now)).toBe(7);
    expect(windowTotal(ledger, { period: 'month' }, now)).toBe(8.25);
    // Logins are compared as GitHub does: without case.
    expect(windowTotal(ledger, { period: 'day', requester: 'alice' }, now)).toBe(2);
  });

  it('counts an unsettled reservation at what it reserved, also once it expired', () => {
    expect(windowTotal(ledger, { period: 'day' }, at('2026-12-03T14:59:59Z'))).toBe(7);
    // Expired six hours on: a killed run's spending is unknown, so its reservation stays.
    expect(windowTotal(ledger, { period: 'day' }, at('2026-12-03T15:00:00Z'))).toBe(7);
    const expired = capStatuses(ledger, { dailyUsd: 8 }, 'carol', at('2026-12-03T16:00:00Z'))[0]!;
    expect(expired).toMatchObject({ used: 7, openRuns: 0, expiredRuns: 1 });
    expect(describeRefusal(expired, 2)).toBe(
      "The repository's daily budget (budget_daily_usd: $8.00) has $1.00 left, less than this run's max_budget_usd of $2.00; 1 run that never settled (killed) counts at what it reserved. It resets at 2026-12-04 00:00 UTC.",
    );
  });

  it('refuses a reservation that overshoots a cap, naming it and when it resets', () => {
    const now = at('2026-12-03T10:00:00Z');
    const statuses = capStatuses(ledger, { dailyUsd: 10, monthlyUsd: 100 }, 'carol', now);
    expect(firstCapOvershot(statuses, 3)).toBeUndefined();
    const daily = firstCapOvershot(statuses, 3.01)!;
    expect(daily.input).toBe('budget_daily_usd');
    expect(describeRefusal(daily, 3.01)).toBe(
      "The repository's daily budget (budget_daily_usd: $10.00) has $3.00 left, less than this run's max_budget_usd of $3.01; $7.00 of it is spent or held by 1 run still open, and what a run does not spend comes back when it ends. It resets at 2026-12-04 00:00 UTC.",
    );
    const monthly = capStatuses(ledger, { monthlyUsd: 9 }, 'carol', now)[0]!;
    expect(monthly.resetsAt.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('compaction', () => {
  it('folds earlier months into one summary each and keeps 24 of them', () => {
    const runs: [string, string, number, string, number | null][] = [];
    for (let month = 0; month < 30; month++) {
      const iso = new Date(Date.UTC(2024, month, 15, 12)).toISOString();
      runs.push([`r${month}`, 'alice', 5, iso, 1]);
    }
    runs.push(['killed', 'bob', 5, '2026-05-20T12:00:00Z', null]);
    const ledger = compactSpendHistory(ledgerOf(...runs), at('2026-06-10T00:00:00Z'));
    expect(ledger.entries.map((entry) => entry.run)).toEqual(['r29']);
    const months = Object.keys(ledger.months);
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2024-06');
    expect(months.at(-1)).toBe('2026-05');
    // The killed run's reservation expired unsettled: it counts at what it reserved.
    expect(ledger.months['2026-05']).toEqual({
      spent_usd: 6,
      runs: 2,
      by_requester: { alice: 1, bob: 5 },
      by_day: { '2026-05-15': 1, '2026-05-20': 5 },
    });
  });

  it('settles a run that reserved in the month before, counting it once', () => {
    let ledger = withReservation(
      emptySpendHistory(),
      { run: 'late', requester: 'alice', amount: 5 },
      at('2026-11-30T23:00:00Z'),
    );
    ledger = withReservation(
      ledger,
      { run: 'x', requester: 'bob', amount: 1 },
      at('2026-12-01T00:10:00Z'),
    );
    // Still open: kept as an entry, not folded into November's summary yet.
    expect(ledger.entries.map((entry) => entry.run)).toEqual(['late', 'x']);
    expect(ledger.months['2026-11']).toBeUndefined();
    ledger = withSettlement(
      ledger,
      { run: 'late', requester: 'alice', spent: 3.5, reservedAt: '2026-11-30T23:00:00Z' },
      at('2026-12-01T00:20:00Z'),
    );
    // Its November spending lands in November's summary, once, not in December's window.
    expect(ledger.months['2026-11']).toEqual({
      spent_usd: 3.5,
      runs: 1,
      by_requester: { alice: 3.5 },
      by_day: { '2026-11-30': 3.5 },
    });
    expect(windowTotal(ledger, { period: 'month' }, at('2026-12-01T01:00:00Z'))).toBe(1);
  });
});

describe('spend.json', () => {
  it('reads back what it writes', () => {
    const ledger = ledgerOf(['a', 'alice', 5, '2026-12-03T00:00:00Z', 0.5]);
    expect(parseSpendHistory(serializeSpendHistory(ledger))).toEqual(ledger);
    expect(parseSpendHistory(serializeSpendHistory(emptySpendHistory()))).toEqual(
      emptySpendHistory(),
    );
  });

  it('refuses a file that is not a ledger, naming what is wrong', () => {
    expect(() => parseSpendHistory('{')).toThrow(LedgerFormatError);
    expect(() => parseSpendHistory('{"version":1,"entries":[{"run":"a"}],"months":{}}')).toThrow(
      /entries\.0\.requester/,
    );
    expect(() => parseSpendHistory('{"version":2,"entries":[],"months":{}}')).toThrow(/version/);
  });
});

it('corrects the summary of a run whose expired reservation was folded into it', () => {
  let ledger = withReservation(
    emptySpendHistory(),
    { run: 'slow', requester: 'alice', amount: 5 },
    at('2026-11-30T12:00:00Z'),
  );
  ledger = compactSpendHistory(ledger, at('2026-12-01T12:00:00Z'));
  expect(ledger.months['2026-11']!.spent_usd).toBe(5);
  ledger = withSettlement(
    ledger,
    { run: 'slow', requester: 'alice', spent: 2, reservedAt: '2026-11-30T12:00:00Z', reserved: 5 },
    at('2026-12-01T13:00:00Z'),
  );
  // Counted once, at what it spent.
  expect(ledger.months['2026-11']).toEqual({
    spent_usd: 2,
    runs: 1,
    by_requester: { alice: 2 },
    by_day: { '2026-11-30': 2 },
  });
  expect(ledger.entries).toEqual([]);
});

it('adds back as settled a run whose month has no summary (the ledger was reset)', () => {
  const ledger = withSettlement(
    emptySpendHistory(),
    { run: 'slow', requester: 'alice', spent: 2, reservedAt: '2026-11-30T12:00:00Z', reserved: 5 },
    at('2026-12-01T13:00:00Z'),
  );
  expect(ledger.months['2026-11']!.spent_usd).toBe(2);
  expect(ledger.entries).toEqual([]);
});

it('names the author beside the requester when another account sent the request', () => {
  let ledger = withReservation(
    emptySpendHistory(),
    { run: 'edit', requester: 'Editor', author: 'Author', amount: 1 },
    at('2026-12-03T10:00:00Z'),
  );
  ledger = withReservation(
    ledger,
    { run: 'own', requester: 'author', author: 'AUTHOR', amount: 1 },
    at('2026-12-03T10:00:00Z'),
  );
  expect(ledger.entries.map((entry) => [entry.requester, entry.author])).toEqual([
    ['editor', 'author'],
    ['author', undefined],
  ]);
  expect(parseSpendHistory(serializeSpendHistory(ledger))).toEqual(ledger);
  expect(
    windowTotal(ledger, { period: 'day', requester: 'editor' }, at('2026-12-03T11:00:00Z')),
  ).toBe(1);
});
