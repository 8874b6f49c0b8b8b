/** `agent-loop eval`'s command line: its arguments' mistakes found by kind, not by commander's text. */
import { describe, expect, it } from 'vitest';
import { parseEvalCommandLine } from '../../src/cli/eval-options.js';
import { parseCommandLine } from '../../src/cli/options.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { AgentLoopError } from '../../src/engine/errors/agent-loop-error.js';

function usageError(parse: () => unknown): UsageError {
  try {
    parse();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error('no usage error');
}

describe('the command line as eval reads it', () => {
  it('gives run’s argument mistakes their kind', () => {
    const excess = usageError(() => parseCommandLine(['run', 'one', 'two'], '0.0.0'));
    expect(excess).toBeInstanceOf(AgentLoopError);
    expect(excess.kind).toBe('excess_arguments');
    expect(usageError(() => parseCommandLine(['run'], '0.0.0')).kind).toBe('missing_argument');
    expect(
      usageError(() => parseCommandLine(['run', 'x', '--max-turns', 'no'], '0.0.0')).kind,
    ).toBe('usage');
  });

  it('says eval takes one tasks file when given two', () => {
    expect(usageError(() => parseEvalCommandLine(['a.jsonl', 'b.jsonl'], '0.0.0')).message).toBe(
      'eval takes one tasks file (agent-loop eval <tasks.jsonl>)',
    );
  });

  it('says the tasks file is missing when given none', () => {
    expect(usageError(() => parseEvalCommandLine(['--jobs', '2'], '0.0.0')).message).toBe(
      'eval: the tasks file is missing (agent-loop eval <tasks.jsonl>)',
    );
  });
});
