/**
 * The tool calls of a run, collected from its loop events for the step summary: which
 * tool, on what, how it ended and how long it took.
 */
import type { LoopEvent } from '../../engine/events/stream.js';

export type ToolCallStatus = 'ok' | 'error' | 'denied' | 'not run';

export interface ToolCallRecord {
  id: string;
  tool: string;
  /** What the call worked on (a path, a pattern, a command), unredacted: render it safely. */
  target: string;
  outcome: ToolCallStatus;
  /**
   * From the model's request to the result's arrival. Calls of one turn come back
   * together, so each shows the time of the turn's tools (`sharedWith` > 0).
   */
  durationMs?: number;
  /** How many other calls of the same turn share that time. */
  sharedWith: number;
}

export interface ToolCallLog {
  /** Feed every loop event, in order. */
  add(event: LoopEvent): void;
  /** The calls so far, in the order the model made them. */
  calls(): ToolCallRecord[];
}

/** A collector; `now` is injectable for tests. */
export function createToolCallLog(now: () => number = Date.now): ToolCallLog {
  const records: ToolCallRecord[] = [];
  const pending = new Map<string, { record: ToolCallRecord; askedAt: number }>();
  return {
    add(event) {
      if (event.type === 'assistant') {
        const uses = event.message.content.filter((block) => block.type === 'tool_use');
        const askedAt = now();
        for (const use of uses) {
          const record: ToolCallRecord = {
            id: use.id,
            tool: use.name,
            target: toolTarget(use.name, use.input),
            outcome: 'not run',
            sharedWith: uses.length - 1,
          };
          records.push(record);
          pending.set(use.id, { record, askedAt });
        }
      } else if (event.type === 'user' && Array.isArray(event.message.content)) {
        for (const block of event.message.content) {
          if (block.type !== 'tool_result') continue;
          const entry = pending.get(block.tool_use_id);
          if (!entry) continue;
          pending.delete(block.tool_use_id);
          entry.record.outcome = block.is_error ? 'error' : 'ok';
          entry.record.durationMs = now() - entry.askedAt;
        }
      } else if (event.type === 'result') {
        const denied = new Set(event.permission_denials.map((denial) => denial.tool_use_id));
        for (const record of records) if (denied.has(record.id)) record.outcome = 'denied';
      }
    },
    calls: () => records.map((record) => ({ ...record })),
  };
}

/** The field that says what a call works on, by tool; for others, their first string field. */
const TARGET_FIELDS: Record<string, string[]> = {
  Read: ['file_path'],
  Write: ['file_path'],
  Edit: ['file_path'],
  Glob: ['pattern', 'path'],
  Grep: ['pattern', 'path'],
  Bash: ['command'],
  TodoWrite: [],
};

export function toolTarget(tool: string, input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const fields = input as Record<string, unknown>;
  const names = TARGET_FIELDS[tool] ?? Object.keys(fields);
  const values = names
    .map((name) => fields[name])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return TARGET_FIELDS[tool] ? values.join(' in ') : (values[0] ?? '');
}
