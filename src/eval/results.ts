/**
 * The results file: one JSON line per finished task (docs/contract.md#eval), appended as
 * each task ends, so an interrupted evaluation keeps every task it finished and
 * `--resume` runs only the others.
 */
import { AgentLoopError } from '../engine/errors/agent-loop-error.js';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** One finished task. */
export interface TaskResult {
  id: string;
  resolved: boolean;
  /** The run's terminal reason; `null` when the agent never ran (a crash before it). */
  terminal_reason: string | null;
  num_turns: number;
  total_cost_usd: number;
  /** The whole task: checkout, setup, agent, hidden tests, test command. */
  duration_ms: number;
  /** Why the task crashed (missing repository, setup failure, a tool error...). */
  error?: string;
  /** The commit the worktree started at. */
  commit?: string;
  /** The test command's exit status (absent when it did not run). */
  test_exit_code?: number | null;
  /** The end of the test command's output. */
  test_output?: string;
  /**
   * What the agent changed (as git sees it: files git ignores are not carried) that the
   * grading checkout had when `test_command` ran (src/eval/grading.ts).
   */
  changed_files?: string[];
  /** What it changed of the hidden tests' files or the folders on their way: left as at `commit`. */
  left_out_files?: string[];
  /** The saved session of the agent's run (`$AGENT_LOOP_HOME/sessions/<id>.jsonl`). */
  session_id?: string;
  model?: string;
}

/** A results file that cannot be read. */
export class ResultsFileError extends AgentLoopError<'results_file'> {
  override readonly name = 'ResultsFileError';
  get kind() {
    return 'results_file' as const;
  }
}

/** Appends one result line (a single write, so lines of parallel tasks never mix). */
export function appendResult(path: string, result: TaskResult): void {
  appendFileSync(path, `${JSON.stringify(result)}\n`);
}

/**
 * The results in `path`, the last line per task id winning. A last line cut short
 * (a crash mid-write) is skipped and reported through `warn`; any other bad line
 * is an error naming it.
 */
export function readResults(
  path: string,
  warn: (message: string) => void = () => {},
): TaskResult[] {
  if (!existsSync(path)) return [];
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ResultsFileError(`${path}: cannot be read: ${(error as Error).message}`);
  }
  const byId = new Map<string, TaskResult>();
  const lines = text.split('\n');
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const last = index === lines.length - 1;
    const result = parseResult(raw);
    if (typeof result === 'string') {
      if (last) {
        warn(`${path}:${index + 1}: an unfinished last line is ignored (${result})`);
        return;
      }
      throw new ResultsFileError(`${path}:${index + 1}: ${result}`);
    }
    byId.delete(result.id);
    byId.set(result.id, result);
  });
  return [...byId.values()];
}

/**
 * The results of a file that must be one (`--compare`): a missing file, or one
 * holding no result line (an empty file, another kind of JSON lines), is an error
 * naming it, not an evaluation of zero tasks.
 */
export function readResultsFile(path: string, warn: (message: string) => void): TaskResult[] {
  if (!existsSync(path)) throw new ResultsFileError(`${path}: no such results file`);
  const results = readResults(path, warn);
  if (results.length === 0)
    throw new ResultsFileError(
      `${path}: not a results file (no result line; \`agent-loop eval --out\` writes one)`,
    );
  return results;
}

/** A result, or what is wrong with the line. */
function parseResult(raw: string): TaskResult | string {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
  const fields = value as Partial<Record<keyof TaskResult, unknown>> | null;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    return 'a result is a JSON object';
  }
  if (typeof fields.id !== 'string') return '"id" must be a string';
  if (typeof fields.resolved !== 'boolean') return '"resolved" must be true or false';
  for (const key of ['num_turns', 'total_cost_usd', 'duration_ms'] as const) {
    if (typeof fields[key] !== 'number' || !Number.isFinite(fields[key])) {
      return `"${key}" must be a number`;
    }
  }
  return fields as TaskResult;
}
