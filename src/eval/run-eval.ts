/**
 * The evaluation: every task of the set not finished yet, at most `jobs` at once,
 * each result appended to the results file the moment its task ends and printed
 * as a stdout line, then the summary. Interrupted (SIGINT, SIGTERM), it starts no
 * new task and records none of the interrupted ones, so `--resume` runs exactly
 * what is missing.
 */
import { AgentLoopError } from '../engine/errors/agent-loop-error.js';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { appendResult, readResults, type TaskResult } from './results.js';
import { summarize, type EvalSummary } from './summary.js';
import type { EvalTask } from './tasks.js';

export interface EvalPlan {
  tasks: EvalTask[];
  /** The results file (`--out`), if any. */
  out?: string;
  /** Skip tasks already in `out`. */
  resume: boolean;
  jobs: number;
}

export interface EvalIo {
  /** One JSON line on stdout. */
  line: (value: object) => void;
  /** One human line on stderr. */
  log: (text: string) => void;
}

/** Runs one task; `aborted` results are not recorded. */
export type TaskRun = (task: EvalTask) => Promise<{ result: TaskResult; aborted: boolean }>;

/** The results file already holds results and `--resume` was not given. */
export class ResultsExistError extends AgentLoopError<'results_exist'> {
  override readonly name = 'ResultsExistError';
  get kind() {
    return 'results_exist' as const;
  }
}

/** Runs the plan; resolves with the summary (also printed last). */
export async function runEval(
  plan: EvalPlan,
  runOne: TaskRun,
  io: EvalIo,
  signal: AbortSignal,
  now: () => number = Date.now,
): Promise<EvalSummary> {
  const started = now();
  const ids = new Set(plan.tasks.map((task) => task.id));
  const earlier = plan.out ? previousResults(plan.out, plan.resume, io) : [];
  const done = new Map(earlier.filter((r) => ids.has(r.id)).map((r) => [r.id, r]));
  const pending = plan.tasks.filter((task) => !done.has(task.id));
  if (done.size > 0) {
    io.log(
      `resuming: ${done.size} of ${plan.tasks.length} tasks already have results, ${pending.length} to run`,
    );
  }
  let finished = done.size;
  const worker = async () => {
    for (let task = pending.shift(); task && !signal.aborted; task = pending.shift()) {
      io.line({ type: 'eval_task_started', id: task.id });
      const { result, aborted } = await runOne(task);
      if (aborted) {
        io.log(`${task.id}: interrupted, not recorded (--resume runs it again)`);
        continue;
      }
      if (plan.out) appendResult(plan.out, result);
      done.set(task.id, result);
      finished += 1;
      io.line({ type: 'eval_result', ...result });
      io.log(`[${finished}/${plan.tasks.length}] ${describe(result)}`);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(plan.jobs, Math.max(pending.length, 1)) }, worker),
  );
  const ordered = plan.tasks.flatMap((task) => (done.has(task.id) ? [done.get(task.id)!] : []));
  const summary = summarize(ordered, plan.tasks.length, now() - started);
  io.line(summary);
  return summary;
}

function previousResults(out: string, resume: boolean, io: EvalIo): TaskResult[] {
  const results = readResults(out, io.log);
  if (results.length > 0 && !resume) {
    throw new ResultsExistError(
      `--out ${out} already holds ${results.length} result${results.length === 1 ? '' : 's'}: pass --resume to run only the tasks it lacks, or choose another file`,
    );
  }
  if (existsSync(out)) endLastLine(out);
  return results;
}

/**
 * A last line without its newline must not swallow the next result: a complete one
 * gets its newline, one cut short (a crash mid-write, already reported) is dropped.
 */
function endLastLine(out: string): void {
  const text = readFileSync(out, 'utf8');
  if (text === '' || text.endsWith('\n')) return;
  const cut = text.lastIndexOf('\n') + 1;
  try {
    JSON.parse(text.slice(cut));
    appendFileSync(out, '\n');
  } catch {
    writeFileSync(out, text.slice(0, cut));
  }
}

function describe(result: TaskResult): string {
  const outcome = result.resolved
    ? 'resolved'
    : result.error
      ? `crashed: ${result.error}`
      : 'unresolved';
  return `${result.id} ${outcome} (${result.num_turns} turns, $${result.total_cost_usd.toFixed(4)}, ${(result.duration_ms / 1000).toFixed(1)}s)`;
}
