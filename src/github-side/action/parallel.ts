/**
 * Runs one sub-loop per group, several at once, under the run's single dollar cap,
 * and merges their results into one. Its user is the agent step
 * (src/github-side/action/agent.ts), which runs any mode's parts this way; today the
 * review's file groups of a large pull request are the parts that come in several.
 * The groups draw from one spend cap (src/engine/budgets/run-spend-cap.ts) as they go:
 * each request reserves its worst case and gives back what it did not use, so the
 * groups together never spend more than `max_budget_usd`, a cheap group leaves its
 * money to the others, and when the cap runs short the groups that got to run still
 * report what they found (the ones left without money end `budget_exhausted` and are
 * named by the caller). What a group finds arrives as its loop's events; the review
 * collects every group's into one list, a point two groups make kept once
 * (src/github-side/review/review-run.ts collectFinding).
 */
import { addModelUsage } from '../../engine/budgets/accounting.js';
import { createRunSpendCap, type RunSpendCap } from '../../engine/budgets/run-spend-cap.js';
import type {
  LoopEvent,
  ModelUsageEntry,
  ResultEvent,
  TerminalReason,
  UsageTotals,
} from '../../engine/events/stream.js';
import { errorMessage } from '../../engine/text/error-message.js';

/** What one group's sub-loop produced (what it found arrives as its loop's events). */
export interface GroupOutcome {
  result: ResultEvent;
}

/** The spend cap node a group's loop draws from, and its name. */
export interface GroupBudget {
  spendCap: RunSpendCap;
  owner: string;
}

export interface ParallelOptions<G> {
  groups: readonly G[];
  /** The run's cap (`max_budget_usd`); the groups' total never exceeds it. */
  maxBudgetUsd: number;
  /** The run's spend cap, when later loops (the verifiers) draw from it too; default a new one. */
  spendCap?: RunSpendCap;
  /** Groups running at once (default: all, at most 8). */
  concurrency?: number;
  /** Runs one group's sub-loop, its requests drawing from `budget.spendCap`. */
  run: (group: G, index: number, budget: GroupBudget) => Promise<GroupOutcome>;
  /** A short name of a group for the merged summary ("src/api, 12 files"). */
  label: (group: G, index: number) => string;
}

/** One group's part of the merged run. */
export interface GroupReport {
  label: string;
  /** Dollars the group's requests cost. */
  spentUsd: number;
  result: ResultEvent;
}

/** The merged run. */
export interface MergedRun {
  /** One result for the whole run (turns, cost and usage summed; the worst ending). */
  result: ResultEvent;
  groups: GroupReport[];
}

const DEFAULT_CONCURRENCY = 8;

/** Runs the groups and merges them. Never throws for a failing group: it ends partial. */
export async function runGroupsInParallel<G>(options: ParallelOptions<G>): Promise<MergedRun> {
  const { groups } = options;
  const startedAt = Date.now();
  const concurrency = Math.max(
    1,
    Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, groups.length),
  );
  const reports: GroupReport[] = [];
  const spendCap = options.spendCap ?? createRunSpendCap(options.maxBudgetUsd);
  let started = 0;

  const runOne = async (index: number): Promise<void> => {
    const group = groups[index] as G;
    const owner = `group:${index}`;
    let outcome: GroupOutcome;
    const node = spendCap.child(owner);
    try {
      outcome = await options.run(group, index, { spendCap: node, owner });
    } catch (error) {
      outcome = { result: failedResult(error) };
    } finally {
      node.close();
    }
    reports[index] = {
      label: options.label(group, index),
      spentUsd: node.accounting().costUsd,
      result: outcome.result,
    };
  };
  const worker = async (): Promise<void> => {
    while (started < groups.length) await runOne(started++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  return { result: mergeResults(reports, Date.now() - startedAt), groups: reports };
}

/** One result for the review: sums, the first group's ids, and the worst ending. */
export function mergeResults(groups: readonly GroupReport[], durationMs: number): ResultEvent {
  const first = groups[0]?.result;
  if (!first) throw new Error('mergeResults needs at least one group');
  if (groups.length === 1) return { ...first, duration_ms: durationMs };
  const failed = groups.filter((group) => group.result.is_error);
  const worst = failed[0]?.result;
  const usage: UsageTotals = {
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  };
  let modelUsage: Record<string, ModelUsageEntry> = {};
  for (const { result } of groups) {
    for (const key of Object.keys(usage) as (keyof UsageTotals)[]) usage[key] += result.usage[key];
    modelUsage = addModelUsage(modelUsage, result.modelUsage);
  }
  const sum = (pick: (result: ResultEvent) => number) =>
    groups.reduce((total, group) => total + pick(group.result), 0);
  return {
    ...first,
    subtype: worst?.subtype ?? 'success',
    is_error: worst !== undefined,
    terminal_reason: worst?.terminal_reason ?? 'completed',
    num_turns: sum((result) => result.num_turns),
    total_cost_usd: sum((result) => result.total_cost_usd),
    usage,
    modelUsage,
    duration_ms: durationMs,
    duration_api_ms: sum((result) => result.duration_api_ms),
    result: groups
      .map(({ label, result }) => `### ${label}\n\n${result.result.trim() || '_No summary._'}`)
      .join('\n\n'),
    permission_denials: groups.flatMap((group) => group.result.permission_denials),
    ...(groups.some((group) => group.result.web_requests)
      ? { web_requests: groups.flatMap((group) => group.result.web_requests ?? []) }
      : {}),
    ...(failed.length > 0
      ? {
          errors: failed.flatMap(({ label, result }) =>
            (result.errors?.length ? result.errors : [result.terminal_reason]).map(
              (error) => `${label}: ${error}`,
            ),
          ),
        }
      : {}),
  };
}

/**
 * The run's result with loops that ran after it (a review's verifiers) counted in:
 * their turns, cost and usage are added; its ending and its text stay its own.
 */
export function withExtraLoops(result: ResultEvent, extras: readonly ResultEvent[]): ResultEvent {
  const all = [result, ...extras].map((loop, index) => ({
    label: String(index),
    spentUsd: 0,
    result: loop,
  }));
  const summed = mergeResults(all, result.duration_ms);
  return {
    ...result,
    num_turns: summed.num_turns,
    total_cost_usd: summed.total_cost_usd,
    usage: summed.usage,
    modelUsage: summed.modelUsage,
    duration_api_ms: summed.duration_api_ms,
  };
}

/** The result of a loop that threw before it could end by itself. */
export function failedResult(error: unknown): ResultEvent {
  const reason: TerminalReason = 'model_error';
  return {
    type: 'result',
    subtype: 'error_during_execution',
    is_error: true,
    terminal_reason: reason,
    num_turns: 0,
    total_cost_usd: 0,
    usage: {
      input_tokens: 0,
      output_tokens: 0,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
    duration_ms: 0,
    duration_api_ms: 0,
    result: '',
    session_id: '',
    permission_denials: [],
    modelUsage: {},
    errors: [errorMessage(error)],
    uuid: '',
  };
}

/** Runs a session to its end, handing each event to `onEvent`; resolves with its result. */
export async function drainSession(
  session: AsyncGenerator<LoopEvent, ResultEvent>,
  onEvent: (event: LoopEvent) => void = () => {},
): Promise<ResultEvent> {
  for (;;) {
    const next = await session.next();
    if (next.done) return next.value;
    onEvent(next.value);
  }
}
