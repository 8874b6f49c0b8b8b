/**
 * What one run leaves for the next run on the same pull request: its final summary,
 * its task list, the files it changed and the decisions it recorded. The shape is
 * checked on read, since the block comes back from GitHub, where others can edit it.
 */
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';
import { stripInvisibleCharacters } from '../../engine/safety/invisible-characters.js';
import { cutText, cutTextWithMarker } from '../../engine/text/cut.js';

export const MEMORY_VERSION = 1;

export type MemoryTodoStatus = 'pending' | 'in_progress' | 'completed';

export interface RunMemory {
  v: typeof MEMORY_VERSION;
  /** The run that wrote it (GITHUB_RUN_ID). */
  runId: string;
  /** The model's final summary. */
  summary: string;
  todos: { content: string; status: MemoryTodoStatus }[];
  /** Paths the run changed (and published). */
  files: string[];
  decisions: string[];
}

/** The most each field keeps, on write and again on read. */
export const MEMORY_LIMITS = {
  runId: 40,
  summary: 6_000,
  todos: 50,
  todo: 300,
  files: 200,
  file: 300,
  decisions: 20,
  decision: 500,
} as const;

const STATUSES: readonly string[] = ['pending', 'in_progress', 'completed'];

/** A memory block whose content is not a {@link RunMemory}. */
export class MemoryFormatError extends AgentLoopError<'memory_format'> {
  override readonly name = 'MemoryFormatError';
  get kind() {
    return 'memory_format' as const;
  }
}

/**
 * Checks `value` against the schema and returns a cleaned copy: every string without
 * invisible or control characters (newlines and tabs kept) and within its limit, every
 * list within its length. Throws {@link MemoryFormatError} on anything else.
 */
export function parseRunMemory(value: unknown): RunMemory {
  const record = object(value, 'memory');
  const known = new Set(['v', 'runId', 'summary', 'todos', 'files', 'decisions']);
  const unknown = Object.keys(record).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new MemoryFormatError(`unknown field "${unknown[0]}"`);
  if (record.v !== MEMORY_VERSION)
    throw new MemoryFormatError(`unsupported version ${String(record.v)}`);
  return {
    v: MEMORY_VERSION,
    runId: clean(string(record.runId, 'runId'), MEMORY_LIMITS.runId),
    summary: clean(string(record.summary, 'summary'), MEMORY_LIMITS.summary),
    todos: array(record.todos, 'todos')
      .slice(0, MEMORY_LIMITS.todos)
      .map((item, index) => {
        const todo = object(item, `todos[${index}]`);
        const status = string(todo.status, `todos[${index}].status`);
        if (!STATUSES.includes(status)) {
          throw new MemoryFormatError(`todos[${index}].status: "${cutText(status, 20)}"`);
        }
        return {
          content: clean(string(todo.content, `todos[${index}].content`), MEMORY_LIMITS.todo),
          status: status as MemoryTodoStatus,
        };
      }),
    files: strings(record.files, 'files', MEMORY_LIMITS.files, MEMORY_LIMITS.file),
    decisions: strings(
      record.decisions,
      'decisions',
      MEMORY_LIMITS.decisions,
      MEMORY_LIMITS.decision,
    ),
  };
}

/** C0 (but newline and tab) and C1 controls: they can hide text in a terminal or a log. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Invisible, bidi and control characters out (newline and tab stay), then cut. */
export function clean(text: string, max: number): string {
  const visible = stripInvisibleCharacters(text).replace(CONTROL_CHARACTERS, '');
  return cutTextWithMarker(visible, max);
}

function object(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MemoryFormatError(`${where}: expected an object`);
  }
  return value as Record<string, unknown>;
}

function array(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new MemoryFormatError(`${where}: expected a list`);
  return value;
}

function string(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new MemoryFormatError(`${where}: expected text`);
  return value;
}

function strings(value: unknown, where: string, count: number, max: number): string[] {
  return array(value, where)
    .slice(0, count)
    .map((item, index) => clean(string(item, `${where}[${index}]`), max));
}
