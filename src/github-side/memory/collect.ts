/**
 * A finished run's memory, from what the action already has: the model's final text,
 * its last task list and the files it published. Decisions are the items the model put
 * under a "Decisions" heading in its summary (the prompt asks for one).
 */

import type { TodoItem } from '../../engine/events/stream.js';
import type { RunMemory } from './schema.js';

export interface RunOutcome {
  runId: string;
  /** The model's final text. */
  summary: string;
  /** The last TodoWrite list, if any. */
  todos: readonly TodoItem[];
  /** Paths the run changed and published. */
  files: readonly string[];
}

/** Asks the model for decisions in a form {@link extractDecisions} reads. */
export const DECISIONS_INSTRUCTION =
  'If you made choices a later run on this pull request should know about (an approach chosen over another, something deliberately left out), end your summary with a "Decisions" heading and one short bullet per decision.';

export function collectMemory(outcome: RunOutcome): Omit<RunMemory, 'v'> {
  return {
    runId: outcome.runId,
    summary: outcome.summary.trim(),
    todos: outcome.todos.map((todo) => ({ content: todo.content, status: todo.status })),
    files: [...outcome.files],
    decisions: extractDecisions(outcome.summary),
  };
}

const HEADING = /^\s*(?:#{1,6}\s*|\*\*)?decisions(?:\s+made)?\s*:?\s*(?:\*\*)?\s*:?\s*$/i;
const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+(.*\S)\s*$/;

/** The bullets under the last "Decisions" heading of `summary` (up to a blank line after them or the next heading). */
export function extractDecisions(summary: string): string[] {
  const lines = summary.split(/\r?\n/);
  let start = -1;
  lines.forEach((line, index) => {
    if (HEADING.test(line)) start = index + 1;
  });
  if (start < 0) return [];
  const decisions: string[] = [];
  for (const line of lines.slice(start)) {
    const bullet = BULLET.exec(line);
    if (bullet) decisions.push(bullet[1]!);
    else if (line.trim() === '' && decisions.length === 0) continue;
    else if (/^\s{2,}\S/.test(line) && decisions.length > 0) {
      decisions[decisions.length - 1] += ` ${line.trim()}`;
    } else break;
  }
  return decisions;
}
