/**
 * One bill per run: what a run's loops cost, and what ran after publishing in the same job
 * (a review's autofix, docs/contract.md#review-autofix) added to it, so `total_cost_usd`,
 * the report's cost line, the step summary's table by model and the budgets across runs all
 * show the same figure.
 */
import { addModelUsage } from '../../engine/budgets/accounting.js';
import type { ModelUsageEntry, ResultEvent } from '../../engine/events/stream.js';

/** What a piece of a run cost. */
export interface RunBill {
  costUsd: number;
  turns: number;
  modelUsage: Record<string, ModelUsageEntry>;
}

/** The bill of a request's own loops (what its result says, else what progress counted). */
export function billOf(
  result: ResultEvent | undefined,
  counted: { costUsd: number; turns: number },
): RunBill {
  return {
    costUsd: result?.total_cost_usd ?? counted.costUsd,
    turns: result?.num_turns ?? counted.turns,
    modelUsage: result?.modelUsage ?? {},
  };
}

/** Both bills as one: costs, turns and each model's usage summed. */
export function addBills(first: RunBill, second: RunBill): RunBill {
  return {
    costUsd: roundUsd(first.costUsd + second.costUsd),
    turns: first.turns + second.turns,
    modelUsage: addModelUsage(first.modelUsage, second.modelUsage),
  };
}

/** To a millionth of a dollar, as a result reports it: no float noise in a sum. */
function roundUsd(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
