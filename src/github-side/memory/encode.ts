/**
 * Writes a run's memory as a hidden block for GitHub: every string redacted with the
 * run's secrets first, then checked once more as a whole (a secret must never be
 * published, not even compressed), then deflated and base64-encoded within a size cap.
 * What does not fit is shortened, oldest and least useful first.
 */
import { deflateSync } from 'node:zlib';
import { createRedactor } from '../../engine/safety/secrets.js';
import { findSecrets } from '../../engine/safety/secret-scan.js';
import { MEMORY_BLOCK_END, MEMORY_BLOCK_START } from './block.js';
import { clean, MEMORY_LIMITS, MEMORY_VERSION, type RunMemory } from './schema.js';

/** The largest block written, in characters (GitHub bodies hold 65,536). */
export const MAX_MEMORY_BLOCK_CHARS = 12_000;

/** Ever smaller versions of a memory, tried in turn until one fits the cap. */
const SHRINK_STEPS: readonly ((memory: RunMemory) => RunMemory)[] = [
  (memory) => memory,
  (memory) => ({
    ...memory,
    files: memory.files.slice(0, 50),
    summary: clean(memory.summary, 3_000),
  }),
  (memory) => ({
    ...memory,
    todos: memory.todos.filter((todo) => todo.status !== 'completed').slice(0, 20),
    decisions: memory.decisions.slice(0, 10),
    files: memory.files.slice(0, 20),
    summary: clean(memory.summary, 1_000),
  }),
  (memory) => ({
    ...memory,
    todos: memory.todos.slice(0, 5),
    decisions: memory.decisions.slice(0, 3),
    files: [],
    summary: clean(memory.summary, 300),
  }),
];

/**
 * The memory block for `memory`, or '' when even its shortest form would not fit in
 * `maxChars` or a secret survived redaction.
 */
export function encodeMemoryBlock(
  memory: Omit<RunMemory, 'v'>,
  secrets: readonly string[],
  maxChars: number = MAX_MEMORY_BLOCK_CHARS,
): string {
  const redacted = redactMemory(memory, createRedactor(secrets));
  for (const shrink of SHRINK_STEPS) {
    const json = JSON.stringify(shrink(redacted));
    if (findSecrets(json, secrets).length > 0) return '';
    const block = `${MEMORY_BLOCK_START}${deflateSync(json).toString('base64')}${MEMORY_BLOCK_END}`;
    if (block.length <= maxChars) return block;
  }
  return '';
}

/** Every string redacted and within the schema's limits (what a reader would keep anyway). */
function redactMemory(memory: Omit<RunMemory, 'v'>, redact: (text: string) => string): RunMemory {
  const text = (value: string, max: number) => clean(redact(value), max);
  return {
    v: MEMORY_VERSION,
    runId: text(memory.runId, MEMORY_LIMITS.runId),
    summary: text(memory.summary, MEMORY_LIMITS.summary),
    todos: memory.todos
      .slice(0, MEMORY_LIMITS.todos)
      .map((todo) => ({ content: text(todo.content, MEMORY_LIMITS.todo), status: todo.status })),
    files: memory.files.slice(0, MEMORY_LIMITS.files).map((file) => text(file, MEMORY_LIMITS.file)),
    decisions: memory.decisions
      .slice(0, MEMORY_LIMITS.decisions)
      .map((decision) => text(decision, MEMORY_LIMITS.decision)),
  };
}
