/**
 * The evaluation's summary: the last stdout line of `agent-loop eval`
 * (docs/contract.md#eval: `type`, `tasks`, `resolved`, `resolve_rate`, `total_cost_usd`,
 * and more: medians, turns, errors, wall time).
 */
import type { TaskResult } from './results.js';

export interface EvalSummary {
  type: 'eval_summary';
  tasks: number;
  resolved: number;
  /** resolved / tasks (0 for no task). */
  resolve_rate: number;
  total_cost_usd: number;
  median_cost_usd: number;
  total_turns: number;
  median_turns: number;
  /** Tasks that crashed (an `error`). */
  errors: number;
  /** Median of the tasks' own durations. */
  median_duration_ms: number;
  /** Wall time of this invocation (resumed tasks ran before it). */
  wall_time_ms: number;
  /** Tasks of the set with no result (interrupted). */
  missing: number;
}

/** Summarises `results` of a set of `taskCount` tasks. */
export function summarize(
  results: readonly TaskResult[],
  taskCount: number,
  wallTimeMs: number,
): EvalSummary {
  const resolved = results.filter((result) => result.resolved).length;
  const costs = results.map((result) => result.total_cost_usd);
  const turns = results.map((result) => result.num_turns);
  return {
    type: 'eval_summary',
    tasks: taskCount,
    resolved,
    resolve_rate: taskCount === 0 ? 0 : resolved / taskCount,
    total_cost_usd: sumMoney(costs),
    median_cost_usd: roundMoney(median(costs)),
    total_turns: turns.reduce((sum, value) => sum + value, 0),
    median_turns: median(turns),
    errors: results.filter((result) => result.error !== undefined).length,
    median_duration_ms: Math.round(median(results.map((result) => result.duration_ms))),
    wall_time_ms: Math.round(wallTimeMs),
    missing: Math.max(0, taskCount - results.length),
  };
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Sums dollar amounts without binary drift piling up (0.1 + 0.2): in millionths
 * of a cent, far below any price step, then back to dollars.
 */
export function sumMoney(values: readonly number[]): number {
  const scale = 1e8;
  return values.reduce((sum, value) => sum + Math.round(value * scale), 0) / scale;
}

function roundMoney(value: number): number {
  return Math.round(value * 1e8) / 1e8;
}

/** "3/5 resolved (60.0%), $1.2345 in all (median $0.2469), 14 turns, 2 errors, 3m 2s". */
export function describeSummary(summary: EvalSummary): string {
  const percent = (summary.resolve_rate * 100).toFixed(1);
  const parts = [
    `${summary.resolved}/${summary.tasks} resolved (${percent}%)`,
    `$${summary.total_cost_usd.toFixed(4)} in all (median $${summary.median_cost_usd.toFixed(4)} a task)`,
    `${summary.total_turns} turns (median ${summary.median_turns})`,
    `${summary.errors} crashed`,
    `wall time ${formatWallTime(summary.wall_time_ms)}`,
  ];
  if (summary.missing > 0) parts.push(`${summary.missing} not run`);
  return parts.join(', ');
}

export function formatWallTime(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${seconds % 60}s`;
}
