/**
 * Runs at once against the caps across runs (docs/contract.md#budgets-across-runs): every write of the ledger
 * is a compare-and-swap, so whatever the interleaving, no committed ledger ever holds
 * more than a window's cap, and what runs spent is counted once each.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capStatuses, type SpendCaps } from '../../src/engine/budgets/caps.js';
import type { SpendHistoryStore } from '../../src/engine/budgets/history-store.js';
import { reserveRun, settleRun, type Reservation } from '../../src/engine/budgets/reservation.js';
import {
  emptySpendHistory,
  parseSpendHistory,
  serializeSpendHistory,
  windowTotal,
  type SpendHistory,
} from '../../src/engine/budgets/spend-history.js';

/** A store whose reads and writes yield to the event loop a random number of times. */
function memoryStore(random: () => number): SpendHistoryStore & { committed: SpendHistory[] } {
  let text: string | undefined;
  let version = 0;
  const committed: SpendHistory[] = [];
  const pause = async () => {
    for (let turn = Math.floor(random() * 4); turn > 0; turn--) await new Promise(setImmediate);
  };
  return {
    where: 'memory',
    committed,
    async read() {
      await pause();
      return {
        ledger: text === undefined ? emptySpendHistory() : parseSpendHistory(text),
        version: text === undefined ? undefined : String(version),
      };
    },
    async write(ledger, expected) {
      await pause();
      const current = text === undefined ? undefined : String(version);
      if (current !== expected) return false;
      text = serializeSpendHistory(ledger);
      version += 1;
      committed.push(ledger);
      return true;
    },
  };
}

const noWait = { wait: () => Promise.resolve(), attempts: 200 };
const NOW = new Date('2026-12-03T12:00:00Z');

const runsArbitrary = fc.array(
  fc.record({
    requester: fc.constantFrom('alice', 'bob', 'carol'),
    amount: fc.double({ min: 0.1, max: 5, noNaN: true }),
    spentShare: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  { minLength: 1, maxLength: 12 },
);
const capsArbitrary = fc.record(
  {
    dailyUsd: fc.double({ min: 0.5, max: 20, noNaN: true }),
    monthlyUsd: fc.double({ min: 0.5, max: 40, noNaN: true }),
    userDailyUsd: fc.double({ min: 0.5, max: 10, noNaN: true }),
  },
  { requiredKeys: [] },
);

function overshoots(ledger: SpendHistory, caps: SpendCaps, requesters: string[]): string[] {
  const problems: string[] = [];
  const check = (name: string, cap: number | undefined, total: number) => {
    if (cap !== undefined && total > cap + 1e-6) problems.push(`${name}: ${total} > ${cap}`);
  };
  check('daily', caps.dailyUsd, windowTotal(ledger, { period: 'day' }, NOW));
  check('monthly', caps.monthlyUsd, windowTotal(ledger, { period: 'month' }, NOW));
  for (const requester of requesters) {
    const total = windowTotal(ledger, { period: 'day', requester }, NOW);
    check(`user ${requester}`, caps.userDailyUsd, total);
  }
  return problems;
}

describe('runs at once', () => {
  it('never commit more than a window holds, and count each run once', async () => {
    await fc.assert(
      fc.asyncProperty(runsArbitrary, capsArbitrary, fc.integer(), async (runs, caps, seed) => {
        const random = mulberry32(seed);
        const store = memoryStore(random);
        const options = { ...noWait, now: () => NOW };
        const outcomes = await Promise.all(
          runs.map((run, index) =>
            reserveRun(
              store,
              caps,
              { run: `r${index}`, requester: run.requester },
              run.amount,
              options,
            ),
          ),
        );
        const held = outcomes.flatMap((outcome, index) =>
          outcome.reserved ? [{ reservation: outcome.reservation, run: runs[index]! }] : [],
        );
        await Promise.all(
          held.map(({ reservation, run }) =>
            settleRun(store, caps, reservation, run.amount * run.spentShare, options),
          ),
        );
        const requesters = ['alice', 'bob', 'carol'];
        for (const ledger of store.committed)
          expect(overshoots(ledger, caps, requesters)).toEqual([]);
        const final = store.committed.at(-1) ?? emptySpendHistory();
        expect(final.entries.map((entry) => entry.run).sort()).toEqual(
          held.map(({ reservation }) => reservation.run).sort(),
        );
        const spent = held.reduce((sum, { run }) => sum + run.amount * run.spentShare, 0);
        expect(windowTotal(final, { period: 'month' }, NOW)).toBeCloseTo(spent, 4);
        // Nobody got in only when nobody fits at all, even alone.
        if (held.length === 0) {
          for (const run of runs) {
            const alone = capStatuses(emptySpendHistory(), caps, run.requester, NOW);
            expect(alone.some((status) => run.amount > status.cap + 1e-6)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives the rest back when a run settles, so a later run fits', async () => {
    const store = memoryStore(() => 0);
    const caps = { dailyUsd: 6 };
    const options = { ...noWait, now: () => NOW };
    const first = await reserveRun(store, caps, { run: 'a', requester: 'alice' }, 5, options);
    expect(first.reserved).toBe(true);
    const second = await reserveRun(store, caps, { run: 'b', requester: 'bob' }, 5, options);
    expect(second).toMatchObject({ reserved: false, status: { used: 5, left: 1, openRuns: 1 } });
    await settleRun(
      store,
      caps,
      (first as { reservation: Reservation }).reservation,
      0.75,
      options,
    );
    const third = await reserveRun(store, caps, { run: 'c', requester: 'bob' }, 5, options);
    expect(third.reserved).toBe(true);
    const statuses = capStatuses(store.committed.at(-1)!, caps, 'bob', NOW);
    expect(statuses[0]).toMatchObject({ used: 5.75, left: 0.25 });
  });
});

/** A small seeded generator, so a failing interleaving replays from fast-check's seed. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
