/**
 * A run against the caps across runs: before its first model request it reserves
 * its whole `max_budget_usd` in every window at once (or not at all), and when it
 * ends it settles to what it spent, giving the rest back.
 */
import {
  capStatuses,
  describeRefusal,
  firstCapOvershot,
  type CapStatus,
  type SpendCaps,
} from './caps.js';
import { updateSpendHistory, type SpendHistoryStore, type UpdateOptions } from './history-store.js';
import { withReservation, withSettlement } from './spend-history.js';

/** Whose run it is in the ledger. */
export interface SpendIdentity {
  /** Unique for the run (`<run id>-<attempt>-<random>`). */
  run: string;
  /** Who is charged: the account whose action started the run (an edit's editor). */
  requester: string;
  /** Who wrote the request, when another account sent it (recorded beside the requester). */
  author?: string;
}

/** A reservation held in the ledger. */
export interface Reservation extends SpendIdentity {
  amount: number;
  reservedAt: string;
}

export type ReserveOutcome =
  | { reserved: true; reservation: Reservation; statuses: CapStatus[] }
  | { reserved: false; refusal: string; status: CapStatus };

/** Reserves `amount` in every cap's window, or refuses naming the first cap it would overshoot. */
export function reserveRun(
  store: SpendHistoryStore,
  caps: SpendCaps,
  who: SpendIdentity,
  amount: number,
  options: UpdateOptions = {},
): Promise<ReserveOutcome> {
  return updateSpendHistory<ReserveOutcome>(
    store,
    (ledger, now) => {
      const statuses = capStatuses(ledger, caps, who.requester, now);
      const overshot = firstCapOvershot(statuses, amount);
      if (overshot) {
        return {
          value: { reserved: false, refusal: describeRefusal(overshot, amount), status: overshot },
        };
      }
      const next = withReservation(ledger, { ...who, amount }, now);
      const reservation = { ...who, amount, reservedAt: now.toISOString() };
      return {
        ledger: next,
        value: {
          reserved: true,
          reservation,
          statuses: capStatuses(next, caps, who.requester, now),
        },
        message: `agent-loop: ${who.run} reserves $${amount.toFixed(2)} for @${who.requester}`,
      };
    },
    options,
  );
}

/** Settles the reservation to `spent`; returns the caps as they stand afterwards. */
export function settleRun(
  store: SpendHistoryStore,
  caps: SpendCaps,
  reservation: Reservation,
  spent: number,
  options: UpdateOptions = {},
): Promise<CapStatus[]> {
  return updateSpendHistory(
    store,
    (ledger, now) => {
      const next = withSettlement(
        ledger,
        {
          run: reservation.run,
          requester: reservation.requester,
          ...(reservation.author ? { author: reservation.author } : {}),
          spent,
          reservedAt: reservation.reservedAt,
          reserved: reservation.amount,
        },
        now,
      );
      return {
        ledger: next,
        value: capStatuses(next, caps, reservation.requester, now),
        message: `agent-loop: ${reservation.run} spent $${spent.toFixed(4)}`,
      };
    },
    options,
  );
}
