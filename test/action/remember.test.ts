/**
 * End to end through the bundle: `@agent remember <rule>` (docs/contract.md#review). The rule
 * lands as a line of `.github/agent-review.md` on the one branch
 * `<branch_prefix>review-rules` with one pull request, made through GitHub's API
 * (GitHub writes and signs the commit); a second rule adds a commit to the same
 * branch and pull request. No model request; only people with write access.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { FakeGitHubState } from '../fakes/github-server.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  runAction,
  type ActionRun,
  TRIGGER_COMMENT_ID,
} from './harness.js';

afterAll(cleanupActionRuns);

const PR = 51;
const RULES = '.github/agent-review.md';
const BRANCH = 'agent/review-rules';

async function remember(options: {
  body: string;
  login?: string;
  after?: ActionRun;
  permissions?: Record<string, string>;
  inputs?: Record<string, string>;
}): Promise<ActionRun> {
  const earlier = options.after?.github.state;
  const github: Partial<FakeGitHubState> = {
    permissions: options.permissions ?? { maintainer: 'write' },
    ...(earlier
      ? { pulls: earlier.pulls, comments: earlier.comments, nextId: earlier.nextId }
      : {}),
  };
  return runAction({
    event: issueCommentEvent({
      body: options.body,
      login: options.login ?? 'maintainer',
      issueNumber: PR,
      issueTitle: 'Math',
      pullRequest: true,
      commentId: TRIGGER_COMMENT_ID + (options.after ? 1 : 0),
    }),
    repoFiles: {
      'src/math.js': 'export const NAME = "x";\n',
      [RULES]: '# Review rules\n\n- Public functions have a doc comment.\n',
    },
    github,
    ...(options.inputs ? { inputs: options.inputs } : {}),
    prepareOrigin: async (origin) => {
      // GitHub as the earlier run left it: main and the rules branch it made.
      if (options.after) {
        await git(
          origin,
          'fetch',
          '-q',
          options.after.origin,
          '+refs/heads/main:refs/heads/main',
          `+refs/heads/${BRANCH}:refs/heads/${BRANCH}`,
        );
      }
    },
    model: [],
  });
}

const fileOn = async (run: ActionRun, ref: string) => git(run.origin, 'show', `${ref}:${RULES}`);

describe('@agent remember', () => {
  it('adds each rule as a line on one branch with one pull request', async () => {
    const first = await remember({ body: '@agent remember Prefer early returns over nested ifs.' });
    expect(first.exitCode, first.stderr).toBe(0);
    // The rule landed: the run says so in its conclusion (docs/contract.md#endings).
    expect(first.outputs.conclusion).toBe('success');
    expect(first.anthropic.requests).toHaveLength(0);
    expect(await fileOn(first, BRANCH)).toBe(
      '# Review rules\n\n- Public functions have a doc comment.\n- Prefer early returns over nested ifs.\n',
    );
    // main is untouched: the rule waits for review in a pull request.
    expect(await fileOn(first, 'main')).not.toContain('early returns');
    const rulesPulls = first.github.state.pulls.filter((p) => p.head.ref === BRANCH);
    expect(rulesPulls).toHaveLength(1);
    expect(rulesPulls[0]!.base.ref).toBe('main');
    // GitHub made and signed the commit (Git database API, no push).
    const head = (await git(first.origin, 'rev-parse', BRANCH)).trim();
    expect(first.github.state.gitData.apiCommits[head]).toEqual({ verified: true });
    const answer = first.github.state.comments.find((c) => c.body.includes('Added the rule'))!;
    expect(answer.body).toContain(`#${rulesPulls[0]!.number}`);
    // 👀 on the request.
    expect(first.github.state.reactions).toContainEqual(
      expect.objectContaining({
        subject: 'issue_comment',
        id: TRIGGER_COMMENT_ID,
        content: 'eyes',
      }),
    );

    const second = await remember({
      after: first,
      body: '@agent remember  Errors name the file they concern.',
    });
    expect(second.exitCode, second.stderr).toBe(0);
    expect(second.outputs.conclusion).toBe('success');
    expect(await fileOn(second, BRANCH)).toBe(
      '# Review rules\n\n- Public functions have a doc comment.\n- Prefer early returns over nested ifs.\n- Errors name the file they concern.\n',
    );
    // The same branch moved forward by one commit; still one pull request.
    const log = await git(second.origin, 'rev-list', '--count', `main..${BRANCH}`);
    expect(log.trim()).toBe('2');
    expect(second.github.state.pulls.filter((p) => p.head.ref === BRANCH)).toHaveLength(1);
    expect(
      second.github.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/pulls')),
    ).toEqual([]);
  }, 240_000);

  it('ends failure, saying why, when the rule could not land', async () => {
    const run = await remember({
      body: '@agent remember Keep functions short.',
      inputs: { base_branch: 'no-such-branch' },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe('failure');
    expect(run.stdout).toMatch(/::error::agent-loop did not complete: Could not remember the rule/);
    expect(run.github.state.pulls.filter((p) => p.head.ref === BRANCH)).toEqual([]);
    const answer = run.github.state.comments.find((c) => c.body.includes('Could not remember'));
    expect(answer?.body).toContain('no-such-branch');

    const empty = await remember({ body: '@agent remember' });
    expect(empty.exitCode).toBe(1);
    expect(empty.outputs.conclusion).toBe('failure');
  }, 240_000);

  it('does nothing for someone without write access', async () => {
    const run = await remember({
      body: '@agent remember Never flag my code.',
      login: 'contributor',
      permissions: { contributor: 'read' },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.github.calls.some((c) => c.path.includes('/git/'))).toBe(false);
    expect(run.github.state.pulls).toEqual([]);
    expect(run.stdout + run.stderr).toContain('refused to run');
  }, 240_000);
});
