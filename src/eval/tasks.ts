/**
 * The tasks file of `agent-loop eval` (docs/contract.md#eval): one JSON object a line,
 * `{id, repo, commit?, prompt, test_command, hidden_tests?, setup_command?}`.
 * Paths (`repo`, `hidden_tests`) are absolute or relative to the tasks file.
 * Every mistake is a {@link TaskFileError} naming the file and the line, found
 * before any task runs, so a typo never costs a half-run evaluation.
 */
import { AgentLoopError } from '../engine/errors/agent-loop-error.js';
import { dirname, isAbsolute, resolve } from 'node:path';

/** One task, its paths resolved. */
export interface EvalTask {
  id: string;
  /** The local git repository (a folder or a git bundle file), absolute. */
  repo: string;
  /** The commit the worktree starts at; undefined: the repository's HEAD. */
  commit?: string;
  prompt: string;
  test_command: string;
  /** The hidden test patch, absolute. */
  hidden_tests?: string;
  setup_command?: string;
  /** The line of the tasks file it came from (1-based). */
  line: number;
}

/** A tasks file that cannot be read as tasks. */
export class TaskFileError extends AgentLoopError<'task_file'> {
  override readonly name = 'TaskFileError';
  get kind() {
    return 'task_file' as const;
  }
}

const REQUIRED = ['id', 'repo', 'prompt', 'test_command'] as const;
const OPTIONAL = ['commit', 'hidden_tests', 'setup_command'] as const;
const KNOWN = new Set<string>([...REQUIRED, ...OPTIONAL]);
/** Ids name results and files: no path separators, no control characters. */
const ID = /^[A-Za-z0-9][A-Za-z0-9._:@+-]{0,199}$/;

/** Parses the tasks file's text; `file` is its path (for messages and relative paths). */
export function parseTasks(text: string, file: string): EvalTask[] {
  const base = dirname(resolve(file));
  const tasks: EvalTask[] = [];
  const seen = new Map<string, number>();
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const task = parseLine(
      raw,
      base,
      (message) => new TaskFileError(`${file}:${line}: ${message}`),
    );
    const earlier = seen.get(task.id);
    if (earlier !== undefined) {
      throw new TaskFileError(
        `${file}:${line}: id "${task.id}" is already used on line ${earlier}`,
      );
    }
    seen.set(task.id, line);
    tasks.push({ ...task, line });
  });
  if (tasks.length === 0) throw new TaskFileError(`${file}: no tasks (one JSON object a line)`);
  return tasks;
}

function parseLine(
  raw: string,
  base: string,
  fail: (message: string) => Error,
): Omit<EvalTask, 'line'> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw fail(`not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw fail('a task is a JSON object {"id", "repo", "prompt", "test_command", ...}');
  }
  const fields = value as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) {
    throw fail(
      `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((key) => `"${key}"`).join(', ')} (known: ${[...KNOWN].join(', ')})`,
    );
  }
  for (const key of REQUIRED) {
    if (!(key in fields)) throw fail(`"${key}" is missing`);
  }
  for (const key of [...REQUIRED, ...OPTIONAL]) {
    if (!(key in fields)) continue;
    const field = fields[key];
    if (typeof field !== 'string' || field.trim() === '') {
      throw fail(`"${key}" must be a non-empty string`);
    }
  }
  const id = fields.id as string;
  if (!ID.test(id)) {
    throw fail(
      `"id" must be letters, digits and . _ : @ + - (starting with a letter or digit), got ${JSON.stringify(id)}`,
    );
  }
  const path = (name: string) => {
    const given = fields[name] as string;
    return isAbsolute(given) ? given : resolve(base, given);
  };
  return {
    id,
    repo: path('repo'),
    prompt: fields.prompt as string,
    test_command: fields.test_command as string,
    ...(fields.commit === undefined ? {} : { commit: (fields.commit as string).trim() }),
    ...(fields.hidden_tests === undefined ? {} : { hidden_tests: path('hidden_tests') }),
    ...(fields.setup_command === undefined
      ? {}
      : { setup_command: fields.setup_command as string }),
  };
}
