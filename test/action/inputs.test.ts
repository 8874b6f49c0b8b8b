/** Action inputs: a bad value is an InputError naming the input; end to end, a failed step. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShellParser } from '../../src/engine/tools/shell-parser.js';
import { InputError, parseActionInputs } from '../../src/github-side/run/inputs.js';
import { reply, text } from '../fakes/anthropic-server.js';
import { cleanupActionRuns, issueCommentEvent, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const parse = (inputs: Record<string, string>) => parseActionInputs((name) => inputs[name] ?? '');

// Bash rules need the parser, which production loads on demand.
beforeAll(() => loadShellParser());

describe('parseActionInputs', () => {
  it.each([
    ['allowed_tools', 'read,KillShell,Grep', /^Input allowed_tools: .*"read".*did you mean Read\?/],
    ['allowed_tools', 'Read,KillShell,Grep', /^Input allowed_tools: .*"KillShell": unknown tool/],
    ['disallowed_tools', 'bash', /^Input disallowed_tools: .*"bash".*did you mean Bash\?/],
    ['allowed_tools', 'Bash(npm test', /^Input allowed_tools: .*missing "\)"/],
    [
      'max_turns',
      '1e9',
      /^Input max_turns must be a whole number of at least 1 \(like 30\), got "1e9"$/,
    ],
    ['max_turns', '2.5', /^Input max_turns must be a whole number/],
    [
      'max_budget_usd',
      '0x10',
      /^Input max_budget_usd must be a number greater than 0 \(like 2\.5\), got "0x10"$/,
    ],
    ['timeout_minutes', 'Infinity', /^Input timeout_minutes must be a number greater than 0/],
    ['timeout_minutes', '1_000', /^Input timeout_minutes must be a number greater than 0/],
    ['max_ci_fix_attempts', '0', /^Input max_ci_fix_attempts must be a whole number of at least 1/],
    ['task_name', '!!! ???', /^Input task_name must contain letters or digits .*"!!! \?\?\?"/],
  ])('%s: %j is an InputError naming it', (name, value, message) => {
    expect(() => parse({ [name]: value })).toThrow(InputError);
    expect(() => parse({ [name]: value })).toThrow(message);
  });

  it('task_name and max_ci_fix_attempts: empty and 2 by default', () => {
    expect(parse({})).toMatchObject({ taskName: '', maxCiFixAttempts: 2 });
    expect(parse({ task_name: ' Docs sync ', max_ci_fix_attempts: '3' })).toMatchObject({
      taskName: 'Docs sync',
      maxCiFixAttempts: 3,
    });
  });

  it('accepts MCP rules, Bash rules and plain decimals', () => {
    const inputs = parse({
      allowed_tools: 'Read,Grep,Bash(npm test:*),mcp__github',
      disallowed_tools: 'mcp__github__delete_repo',
      max_turns: ' 12 ',
      max_budget_usd: '0.5',
      timeout_minutes: '10',
    });
    expect(inputs).toMatchObject({
      allowedTools: ['Read', 'Grep', 'Bash(npm test:*)', 'mcp__github'],
      disallowedTools: ['mcp__github__delete_repo'],
      maxTurns: 12,
      maxBudgetUsd: 0.5,
      timeoutMinutes: 10,
    });
  });
});

describe('a bad input, end to end', () => {
  it('fails the step naming the input and the rule, before any model or GitHub write', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo' }),
      inputs: { allowed_tools: 'read,KillShell,Grep' },
      model: [reply(text('never'))],
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/::error::Input allowed_tools: .*"read".*did you mean Read\?/);
    expect(run.anthropic.requests).toHaveLength(0);
    expect(run.github.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('review_paths and review_ignore', () => {
  it('are lists of globs, empty by default', () => {
    expect(parse({})).toMatchObject({ reviewPaths: [], reviewIgnore: [] });
    expect(
      parse({ review_paths: 'src/**\nlib/**', review_ignore: '*.snap, vendor/' }),
    ).toMatchObject({ reviewPaths: ['src/**', 'lib/**'], reviewIgnore: ['*.snap', 'vendor/'] });
  });
  it('refuse a negated glob with an InputError naming the input', () => {
    expect(() => parse({ review_paths: 'src/**,!src/gen/**' })).toThrow(InputError);
    expect(() => parse({ review_paths: 'src/**,!src/gen/**' })).toThrow(
      /^Input review_paths: "!src\/gen\/\*\*" is a negated glob; list what to leave out in review_ignore instead$/,
    );
  });
});
