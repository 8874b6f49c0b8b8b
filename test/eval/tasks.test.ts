import { describe, expect, it } from 'vitest';
import { parseTasks } from '../../src/eval/tasks.js';
import { median, sumMoney, summarize } from '../../src/eval/summary.js';

const FILE = '/sets/demo/tasks.jsonl';
const good = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'fix-1',
    repo: 'repos/x',
    prompt: 'Fix it',
    test_command: 'npm test',
    ...extra,
  });

describe('parseTasks', () => {
  it('resolves repo and hidden_tests against the tasks file, keeps absolute paths', () => {
    const [task] = parseTasks(
      `\n${good({ hidden_tests: 'hidden/1.patch', commit: ' abc123 ' })}\n`,
      FILE,
    );
    expect(task).toEqual({
      id: 'fix-1',
      repo: '/sets/demo/repos/x',
      commit: 'abc123',
      prompt: 'Fix it',
      test_command: 'npm test',
      hidden_tests: '/sets/demo/hidden/1.patch',
      line: 2,
    });
    expect(parseTasks(good({ repo: '/abs/repo' }), FILE)[0]!.repo).toBe('/abs/repo');
  });

  it.each([
    ['not json', `${FILE}:1: not JSON`],
    ['[1]', `${FILE}:1: a task is a JSON object`],
    [JSON.stringify({ id: 'a', repo: 'r', prompt: 'p' }), `${FILE}:1: "test_command" is missing`],
    [good({ prompt: '' }), `${FILE}:1: "prompt" must be a non-empty string`],
    [good({ commit: 5 }), `${FILE}:1: "commit" must be a non-empty string`],
    [good({ id: '../x' }), `${FILE}:1: "id" must be letters`],
    [good({ hidden_test: 'x', setup: 'y' }), `${FILE}:1: unknown fields "hidden_test", "setup"`],
  ])('names the line of a bad task: %s', (line, message) => {
    expect(() => parseTasks(line, FILE)).toThrow(message);
  });

  it('refuses a repeated id and an empty file', () => {
    expect(() => parseTasks(`${good()}\n\n${good()}`, FILE)).toThrow(
      `${FILE}:3: id "fix-1" is already used on line 1`,
    );
    expect(() => parseTasks('\n \n', FILE)).toThrow(`${FILE}: no tasks`);
  });
});

describe('summary', () => {
  it('medians, money sums and the resolve rate over the whole set', () => {
    expect(median([])).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    const result = (id: string, resolved: boolean, cost: number, turns: number) => ({
      id,
      resolved,
      terminal_reason: 'completed',
      num_turns: turns,
      total_cost_usd: cost,
      duration_ms: 100,
    });
    const summary = summarize(
      [
        result('a', true, 0.1, 3),
        result('b', false, 0.2, 5),
        { ...result('c', false, 0, 0), error: 'x' },
      ],
      4,
      1234,
    );
    expect(summary).toMatchObject({
      type: 'eval_summary',
      tasks: 4,
      resolved: 1,
      resolve_rate: 0.25,
      total_cost_usd: 0.3,
      median_cost_usd: 0.1,
      total_turns: 8,
      median_turns: 3,
      errors: 1,
      missing: 1,
      wall_time_ms: 1234,
    });
  });
});
