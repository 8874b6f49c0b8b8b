/**
 * Runs one sub-loop per file group, several at once, under the run's single
 * dollar cap, and merges what they found into one review. The cap is split, not
 * shared loosely: a group starts with an allowance of what is left of the cap
 * (minus the allowances of the groups still running) divided among the groups
 * not yet started, and its loop enforces that allowance as its own hard cap. So
 * the groups together never spend more than `max_budget_usd`, and money a
 * finished group did not use goes to the groups that start after it.
 */
import type {
  LoopEvent,
  ModelUsageEntry,
  ResultEvent,
  TerminalReason,
  UsageTotals,
} from '../loop/events.js';

/** What one group's sub-loop produced. */
export interface GroupOutcome<F> {
  result: ResultEvent;
  findings: F[];
}

export interface ParallelReviewOptions<G, F> {
  groups: readonly G[];
  /** The run's cap (`max_budget_usd`); the groups' total never exceeds it. */
  maxBudgetUsd: number;
  /** Groups running at once (default: all, at most 8). */
  concurrency?: number;
  /** Runs one group's sub-loop with `budgetUsd` as its hard cap. */
  run: (group: G, index: number, budgetUsd: number) => Promise<GroupOutcome<F>>;
  /** True when two findings make the same point on the same code (kept once). */
  sameFinding: (a: F, b: F) => boolean;
  /** A short name of a group for the merged summary ("src/api, 12 files"). */
  label: (group: G, index: number) => string;
}

/** One group's part of the merged review. */
export interface GroupReport {
  label: string;
  budgetUsd: number;
  result: ResultEvent;
}

/** The merged review. */
export interface MergedReview<F> {
  findings: F[];
  /** Findings dropped because another group made the same point. */
  duplicates: number;
  /** One result for the whole review (turns, cost and usage summed; the worst ending). */
  result: ResultEvent;
  groups: GroupReport[];
}

const DEFAULT_CONCURRENCY = 8;

/** Runs the groups and merges them. Never throws for a failing group: it ends partial. */
export async function runGroupsInParallel<G, F>(
  options: ParallelReviewOptions<G, F>,
): Promise<MergedReview<F>> {
  const { groups } = options;
  const startedAt = Date.now();
  const concurrency = Math.max(
    1,
    Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, groups.length),
  );
  const reports: (GroupReport & { findings: F[] })[] = [];
  let committedUsd = 0; // finished groups' cost + running groups' allowances
  let started = 0;

  const runOne = async (index: number): Promise<void> => {
    const group = groups[index] as G;
    const budgetUsd = Math.max(0, (options.maxBudgetUsd - committedUsd) / (groups.length - index));
    committedUsd += budgetUsd;
    let outcome: GroupOutcome<F>;
    let spentUsd: number;
    try {
      outcome = await options.run(group, index, budgetUsd);
      spentUsd = Math.min(outcome.result.total_cost_usd, budgetUsd);
    } catch (error) {
      // The spend of a group that threw is unknown: its whole allowance stays committed.
      outcome = { result: failedResult(error), findings: [] };
      spentUsd = budgetUsd;
    }
    committedUsd += spentUsd - budgetUsd;
    reports[index] = {
      label: options.label(group, index),
      budgetUsd,
      result: outcome.result,
      findings: outcome.findings,
    };
  };
  const worker = async (): Promise<void> => {
    while (started < groups.length) await runOne(started++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  const findings: F[] = [];
  let duplicates = 0;
  for (const report of reports) {
    for (const finding of report.findings) {
      if (findings.some((kept) => options.sameFinding(kept, finding))) duplicates++;
      else findings.push(finding);
    }
  }
  const groupReports = reports.map(({ label, budgetUsd, result }) => ({
    label,
    budgetUsd,
    result,
  }));
  return {
    findings,
    duplicates,
    result: mergeResults(groupReports, Date.now() - startedAt),
    groups: groupReports,
  };
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
  const modelUsage: Record<string, ModelUsageEntry> = {};
  for (const { result } of groups) {
    for (const key of Object.keys(usage) as (keyof UsageTotals)[]) usage[key] += result.usage[key];
    for (const [model, entry] of Object.entries(result.modelUsage)) {
      const sum = modelUsage[model];
      modelUsage[model] = sum
        ? {
            ...sum,
            inputTokens: sum.inputTokens + entry.inputTokens,
            outputTokens: sum.outputTokens + entry.outputTokens,
            cacheReadInputTokens: sum.cacheReadInputTokens + entry.cacheReadInputTokens,
            cacheCreationInputTokens: sum.cacheCreationInputTokens + entry.cacheCreationInputTokens,
            webSearchRequests: sum.webSearchRequests + entry.webSearchRequests,
            costUSD: sum.costUSD + entry.costUSD,
          }
        : { ...entry };
    }
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

function failedResult(error: unknown): ResultEvent {
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
    errors: [error instanceof Error ? error.message : String(error)],
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
