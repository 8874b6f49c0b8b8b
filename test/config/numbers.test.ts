/**
 * One parser for the numeric limits: the command line and the action accept and
 * refuse exactly the same spellings, with messages of the same shape.
 */
import { describe, expect, it } from 'vitest';
import { InputError, parseActionInputs } from '../../src/github-side/run/inputs.js';
import { UsageError, parseCommandLine } from '../../src/cli/options.js';
import { parseLimit } from '../../src/engine/config/numbers.js';

const REFUSED_EVERYWHERE = [
  '1e9',
  '1E2',
  '0x10',
  '0b1',
  '0o7',
  '1_000',
  'Infinity',
  '-Infinity',
  'NaN',
  '-1',
  '+5',
  '0',
  '0.0',
  '5x',
  '.5',
  '5.',
  '1,5',
  '١٢', // Arabic-Indic digits
  '５', // fullwidth
];

describe('parseLimit', () => {
  it('takes plain decimals, ignoring surrounding whitespace', () => {
    expect(parseLimit('n', '30', 'count')).toBe(30);
    expect(parseLimit('n', ' 5 ', 'count')).toBe(5);
    expect(parseLimit('n', '007', 'count')).toBe(7);
    expect(parseLimit('n', '2.5', 'amount')).toBe(2.5);
    expect(parseLimit('n', '0.03', 'amount')).toBe(0.03);
    expect(parseLimit('n', '12', 'amount')).toBe(12);
  });

  it.each(REFUSED_EVERYWHERE)('refuses %j for both kinds', (raw) => {
    expect(() => parseLimit('--max-turns', raw, 'count')).toThrow(
      `--max-turns must be a whole number of at least 1 (like 30), got "${raw}"`,
    );
    expect(() => parseLimit('--max-budget-usd', raw, 'amount')).toThrow(
      `--max-budget-usd must be a number greater than 0 (like 2.5), got "${raw}"`,
    );
  });

  it('refuses fractions and unsafe integers as counts, and empty values', () => {
    for (const raw of ['2.5', '1.0', '9007199254740993', '', '  '])
      expect(() => parseLimit('n', raw, 'count')).toThrow(/whole number/);
    expect(() => parseLimit('n', '', 'amount')).toThrow(/greater than 0/);
  });
});

describe('the command line and the action read limits the same way', () => {
  const cli = (flag: string, raw: string) =>
    parseCommandLine(['run', flag, raw, 'prompt'], '0.0.0');
  const action = (name: string, raw: string) =>
    parseActionInputs((input) => (input === name ? raw : ''));
  const pairs = [
    ['--max-turns', 'max_turns', 'maxTurns'],
    ['--max-budget-usd', 'max_budget_usd', 'maxBudgetUsd'],
    ['--timeout-minutes', 'timeout_minutes', 'timeoutMinutes'],
  ] as const;

  it.each(pairs)('%s / %s: same values accepted, same values refused', (flag, input, key) => {
    for (const raw of [...REFUSED_EVERYWHERE, '12', ' 3 ', '1.5', '100']) {
      let cliValue: unknown;
      let cliError = '';
      try {
        const invocation = cli(flag, raw);
        cliValue = invocation.kind === 'run' ? invocation.options[key] : undefined;
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        cliError = (error as Error).message;
      }
      let actionValue: unknown;
      let actionError = '';
      try {
        actionValue = action(input, raw)[key];
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        actionError = (error as Error).message;
      }
      expect(cliValue, `${flag} ${JSON.stringify(raw)}`).toBe(actionValue);
      expect(Boolean(cliError), `${flag} ${JSON.stringify(raw)}`).toBe(Boolean(actionError));
      if (actionError) {
        // The same sentence, naming the flag or the input.
        expect(cliError).toBe(actionError.replace(`Input ${input}`, flag));
      }
    }
  });

  it('an empty action input is the default (the runner cannot leave it unset); an empty flag is an error', () => {
    expect(action('max_turns', '').maxTurns).toBe(30);
    expect(() => cli('--max-turns', '')).toThrow(UsageError);
  });
});
