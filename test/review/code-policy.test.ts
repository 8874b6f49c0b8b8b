/** When a review may run the PR's code. */
import { describe, expect, it } from 'vitest';
import { reviewCodePolicy, reviewToolRules } from '../../src/github-side/review/code-policy.js';

describe('reviewCodePolicy', () => {
  const decide = (eventName: string, isFork: boolean, sandboxActive: boolean, rules: string[]) =>
    reviewCodePolicy({ eventName, isFork, sandboxActive, allowedTools: rules });

  it.each([
    ['pull_request', false, false, [], true],
    ['issue_comment', false, false, [], true],
    ['pull_request', true, true, [], false],
    ['pull_request', true, false, ['Bash(npm test:*)'], false],
    ['pull_request', true, true, ['Read', 'Bash(npm test:*)'], true],
    ['pull_request_target', false, true, ['Read'], false],
    ['pull_request_target', false, false, ['Bash'], false],
    ['pull_request_target', true, true, ['Bash'], true],
    ['issue_comment', true, true, ['Bash'], true],
  ] as const)(
    '%s, fork %s, boundary %s, rules %j → runs code: %s',
    (event, fork, box, rules, runs) => {
      expect(decide(event, fork, box, [...rules]).runCode).toBe(runs);
    },
  );

  it('says why code does not run', () => {
    expect(decide('pull_request_target', true, false, []).reason).toBe(
      'the pull request comes from a fork and the tool boundary is not active and allowed_tools has no Bash rule: Bash is off, none of its code runs',
    );
  });

  it('reviewToolRules hides Write, Edit and NotebookEdit always, Bash and TaskStop when code may not run', () => {
    const closed = reviewToolRules(
      { allowedTools: [], disallowedTools: ['Grep'] },
      {
        runCode: false,
        reason: '',
      },
    );
    expect(closed).toEqual({
      allowedTools: [],
      disallowedTools: ['Grep', 'Write', 'Edit', 'NotebookEdit', 'Bash', 'TaskStop'],
    });
    const open = reviewToolRules(
      { allowedTools: ['Read', 'Bash'], disallowedTools: [] },
      {
        runCode: true,
        reason: '',
      },
    );
    expect(open).toEqual({
      allowedTools: ['Read', 'Bash', 'ReviewComment'],
      disallowedTools: ['Write', 'Edit', 'NotebookEdit'],
    });
  });
});
