/**
 * The numeric limits (max turns, budget, timeout) as the command line and the
 * action both read them: plain decimals only, so `1e9`, `0x10`, `1_000`,
 * `Infinity` or an empty value mean the same thing (an error) in both places.
 * Surrounding whitespace is ignored, as the runner trims action inputs.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';

/** What a limit may be: a whole count (turns) or a positive amount (dollars, minutes). */
export type LimitKind = 'count' | 'amount';

/** A limit that is not one; its message starts with the name the value was given under. */
export class LimitError extends AgentLoopError<'limit'> {
  override readonly name = 'LimitError';
  get kind() {
    return 'limit' as const;
  }
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * Parses `raw` as a limit. `name` (`--max-turns`, `Input max_turns`) starts the
 * message of the LimitError thrown for a bad value, so both callers say the same.
 */
export function parseLimit(name: string, raw: string, kind: LimitKind): number {
  const text = raw.trim();
  if (kind === 'count') {
    const value = Number(text);
    if (!WHOLE.test(text) || !Number.isSafeInteger(value) || value < 1) {
      throw new LimitError(`${name} must be a whole number of at least 1 (like 30), got "${raw}"`);
    }
    return value;
  }
  const value = Number(text);
  if (!DECIMAL.test(text) || !Number.isFinite(value) || value <= 0) {
    throw new LimitError(`${name} must be a number greater than 0 (like 2.5), got "${raw}"`);
  }
  return value;
}
