/**
 * Loop detection (beyond Claude Code): a model that asks for the very same tool
 * call over and over is stuck. After `LOOP_REPEAT_LIMIT` identical calls in a row
 * it gets one nudge; if it goes on, the run ends with `loop_detected`.
 */
import type { ToolUseBlock } from '../model/types.js';

export const LOOP_REPEAT_LIMIT = 4;

export interface LoopTracking {
  /** Name + canonical input of the last call seen. */
  lastSignature: string | null;
  /** How many times in a row it was seen. */
  repeatCount: number;
  /** Whether the model was already nudged about this repetition. */
  nudged: boolean;
}

export const initialLoopTracking: LoopTracking = {
  lastSignature: null,
  repeatCount: 0,
  nudged: false,
};

export type LoopVerdict = 'ok' | 'nudge' | 'stop';

/** Folds one response's tool calls into the tracking and says what to do. */
export function trackToolCalls(
  tracking: LoopTracking,
  calls: readonly ToolUseBlock[],
): { tracking: LoopTracking; verdict: LoopVerdict } {
  let next = tracking;
  for (const call of calls) {
    const signature = callSignature(call);
    next =
      signature === next.lastSignature
        ? { ...next, repeatCount: next.repeatCount + 1 }
        : { lastSignature: signature, repeatCount: 1, nudged: false };
  }
  if (next.repeatCount < LOOP_REPEAT_LIMIT) return { tracking: next, verdict: 'ok' };
  if (!next.nudged) return { tracking: { ...next, nudged: true }, verdict: 'nudge' };
  return { tracking: next, verdict: 'stop' };
}

/** The text the model gets once when it repeats itself. */
export function loopNudgeText(call: ToolUseBlock | undefined): string {
  const name = call?.name ?? 'the same tool';
  return (
    `You have made the same ${name} call ${LOOP_REPEAT_LIMIT} times in a row with identical input ` +
    'and the same result. Repeating it will not change the outcome. Step back: try a different ' +
    'approach, look at the problem from another angle, or finish with what you have and explain ' +
    'what is blocking you. If you repeat this call again the run will be stopped.'
  );
}

function callSignature(call: ToolUseBlock): string {
  return `${call.name}\u0000${canonicalJson(call.input)}`;
}

/** JSON with object keys sorted, so key order does not hide a repetition. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
