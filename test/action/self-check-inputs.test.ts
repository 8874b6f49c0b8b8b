/** The self-check's inputs: self_check, check_commands, check_timeout_minutes, self_check_rounds. */
import { describe, expect, it } from 'vitest';
import { InputError, parseActionInputs } from '../../src/github-side/run/inputs.js';

const parse = (inputs: Record<string, string>) => parseActionInputs((name) => inputs[name] ?? '');

describe('the self-check inputs', () => {
  it('default to on, found checks, 10 minutes and 2 rounds', () => {
    const inputs = parse({});
    expect(inputs.selfCheck).toBe(true);
    expect(inputs.checkCommands).toEqual([]);
    expect(inputs.checkTimeoutMinutes).toBe(10);
    expect(inputs.selfCheckRounds).toBe(2);
  });

  it('read check_commands one a line, and 0 rounds as check-and-report', () => {
    const inputs = parse({
      self_check: 'false',
      check_commands: 'npm test\n# a comment\n\nmake lint\n',
      check_timeout_minutes: '2.5',
      self_check_rounds: '0',
    });
    expect(inputs.selfCheck).toBe(false);
    expect(inputs.checkCommands.map((check) => check.command)).toEqual(['npm test', 'make lint']);
    expect(inputs.checkTimeoutMinutes).toBe(2.5);
    expect(inputs.selfCheckRounds).toBe(0);
  });

  it('name the input when a value is bad', () => {
    expect(() => parse({ self_check: 'yes' })).toThrow(/^Input self_check must be true or false/);
    expect(() => parse({ check_timeout_minutes: '0' })).toThrow(InputError);
    expect(() => parse({ check_timeout_minutes: '0' })).toThrow(/check_timeout_minutes/);
    expect(() => parse({ self_check_rounds: '-1' })).toThrow(/self_check_rounds/);
    expect(() => parse({ self_check_rounds: '1.5' })).toThrow(/self_check_rounds/);
  });
});
