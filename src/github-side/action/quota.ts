/**
 * The run's place in the budgets across runs (inputs `budget_daily_usd`,
 * `budget_monthly_usd`, `budget_user_daily_usd`; docs/contract.md#budgets-across-runs): before anything
 * that could reach the model, the run reserves its `max_budget_usd` in the ledger on
 * `refs/agent-loop/spend`; when it ends, it settles to what it spent. A run that does
 * not fit makes no model request and fails with `quota_exhausted`. Without a cap
 * set, nothing here calls GitHub.
 */
import { randomBytes } from 'node:crypto';
import { anyCap, describeCaps } from '../../engine/budgets/caps.js';
import type { SpendHistoryStore } from '../../engine/budgets/history-store.js';
import { reserveRun, settleRun, type Reservation } from '../../engine/budgets/reservation.js';
import { describeApiError } from '../github/octokit.js';
import { gitHubLedgerStore } from '../github/spend-ref.js';
import type { ActionRun } from '../run/run-context.js';

/** What reserving decided. */
export type QuotaStart =
  /** No cap is set: the run goes on, and nothing is settled. */
  | { kind: 'none' }
  | { kind: 'reserved'; store: SpendHistoryStore; reservation: Reservation; left: string[] }
  /** A cap would be overshot: `reason` names it and when it resets. */
  | { kind: 'exhausted'; reason: string }
  /** The ledger could not be read or written: the run must not start uncounted. */
  | { kind: 'failed'; reason: string };

/** Reserves the run's max_budget_usd in every cap's window (or says why it cannot). */
export async function reserveQuota(run: ActionRun): Promise<QuotaStart> {
  const caps = run.inputs.spendCaps;
  if (!anyCap(caps)) return { kind: 'none' };
  const store = gitHubLedgerStore(run.client, run.trigger.repo);
  const who = {
    run: `${run.runner.runId}-${run.runner.runAttempt}-${randomBytes(3).toString('hex')}`,
    ...chargedTo(run.trigger),
  };
  try {
    const outcome = await reserveRun(store, caps, who, run.inputs.maxBudgetUsd);
    if (!outcome.reserved) return { kind: 'exhausted', reason: outcome.refusal };
    const left = describeCaps(outcome.statuses);
    run.log.info(
      `Reserved $${run.inputs.maxBudgetUsd.toFixed(2)} in ${store.where}: ${left.join('; ')}`,
    );
    return { kind: 'reserved', store, reservation: outcome.reservation, left };
  } catch (error) {
    return {
      kind: 'failed',
      reason: `Could not reserve this run's budget in ${store.where}, so it did not start (the budgets need \`contents: write\`): ${run.redact(describeApiError(error))}`,
    };
  }
}

/**
 * Settles the reservation to what the run spent; returns what is left in each
 * window for the step summary (the reservation's figures when settling failed,
 * which leaves it counting in full, as the warning says).
 */
export async function settleQuota(
  run: ActionRun,
  quota: QuotaStart,
  spentUsd: number,
): Promise<string[]> {
  if (quota.kind !== 'reserved') return [];
  try {
    const statuses = await settleRun(
      quota.store,
      run.inputs.spendCaps,
      quota.reservation,
      spentUsd,
    );
    return describeCaps(statuses);
  } catch (error) {
    run.log.warning(
      `Could not settle this run's spending ($${spentUsd.toFixed(4)}) in ${quota.store.where}; its reservation of $${quota.reservation.amount.toFixed(2)} counts in full, as if spent: ${run.redact(describeApiError(error))}`,
    );
    return quota.left;
  }
}

/**
 * Whom a run is charged to: the account whose action sent the event, which chose to run it
 * (the editor of an edited comment, not its author, whose budget an edit must not spend);
 * the request's author is named beside when it differs.
 */
export function chargedTo(trigger: ActionRun['trigger']): { requester: string; author?: string } {
  const sender = trigger.event.sender.login;
  const author = trigger.actor.login;
  if (!sender) return { requester: author };
  return sender.toLowerCase() === author.toLowerCase()
    ? { requester: sender }
    : { requester: sender, author };
}
