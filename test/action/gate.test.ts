/** End to end: who and what must NOT start a run (and one bot that may). */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text } from '../fakes/anthropic-server.js';
import { examplePayload } from '../github/payloads.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  runAction,
  type ActionRun,
  type IssueCommentEventOptions,
  TRIGGER_COMMENT_ID,
} from './harness.js';

afterAll(cleanupActionRuns);

const answer = () => [reply(text('Done: nothing needed changing.'))];

function expectSkipped(run: ActionRun): void {
  expect(run.exitCode, run.stderr).toBe(0);
  expect(run.outputs.conclusion).toBe('skipped');
  expect(run.anthropic.requests).toHaveLength(0);
  expect(run.github.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  expect(run.github.state.reactions).toEqual([]);
  // Only the trigger comment the harness seeded.
  expect(run.github.state.comments.map((c) => c.id)).toEqual([TRIGGER_COMMENT_ID]);
  expect(run.outputs.comment_id ?? '').toBe('');
  // Every output of action.yml is set, so later steps can read any of them.
  expect(run.outputs).toEqual({
    conclusion: 'skipped',
    terminal_reason: '',
    num_turns: '0',
    total_cost_usd: '0',
    branch_name: '',
    pr_url: '',
    pr_urls: '[]',
    comment_id: '',
    execution_file: '',
    session_id: '',
    review_id: '',
    comments_posted: '0',
    findings_fixed: '0',
    findings_dismissed: '0',
    structured_output: '',
    plan_comment_id: '',
    approved_by: '',
    self_check: 'skipped',
    staged_writes: '',
  });
}

const skip = (
  event: IssueCommentEventOptions,
  extra: { permissions?: Record<string, string>; inputs?: Record<string, string> } = {},
) =>
  runAction({
    event: issueCommentEvent(event),
    model: answer(),
    ...(extra.inputs ? { inputs: extra.inputs } : {}),
    ...(extra.permissions ? { github: { permissions: extra.permissions } } : {}),
  });

describe('requests the action refuses or ignores', () => {
  it('a user with read permission', async () => {
    const run = await skip(
      { body: '@agent fix the typo', login: 'mallory' },
      { permissions: { mallory: 'read' } },
    );
    expectSkipped(run);
    // It asked GitHub, and refused on the answer.
    expect(run.github.calls.map((c) => c.path)).toContain(
      '/repos/octo-org/octo-repo/collaborators/mallory/permission',
    );
    expect(run.stdout).toMatch(/refused to run/);
  });

  it('a bot that is not in allowed_bots', async () => {
    const run = await skip(
      { body: '@agent bump the dependencies', login: 'renovate[bot]' },
      { inputs: { allowed_bots: 'dependabot' } },
    );
    expectSkipped(run);
  });

  it("the action's own identity, even with allowed_bots '*'", async () => {
    const run = await skip(
      { body: '@agent fix the typo', login: 'github-actions[bot]' },
      { inputs: { allowed_bots: '*' } },
    );
    expectSkipped(run);
  });

  it("a comment carrying the action's marker", async () => {
    const run = await skip({
      body: '### ✅ agent-loop finished\nAsked by @agent fix the typo\n\n<!-- agent-loop:run:1 -->',
      login: 'octocat',
    });
    expectSkipped(run);
  });

  it.each([
    ['a fenced code block', 'Use it like this:\n\n```\n@agent fix the typo\n```\n'],
    ['an inline code span', 'Type `@agent fix the typo` to ask it.'],
    ['a quote', '> @agent fix the typo\n\nWhy did this not work?'],
    ['an indented code block', 'The log says:\n\n    @agent fix the typo\n'],
    ['an HTML code element', 'Type <code>@agent fix the typo</code> to ask it.'],
    ['a longer word', '@agentsmith fix the typo'],
    ['an email-like word', 'mail me at me@agent fix'],
  ])('a trigger phrase only inside %s', async (_name, body) => {
    const run = await skip({ body, login: 'octocat' });
    expectSkipped(run);
    // Not even the permission was asked: the trigger check comes first.
    expect(run.github.calls).toEqual([]);
  });
});

describe('a bot listed in allowed_bots', () => {
  it('runs', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent check the README', login: 'renovate[bot]' }),
      inputs: { allowed_bots: 'dependabot, renovate' },
      github: { permissions: {} },
      model: answer(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.anthropic.requests).toHaveLength(1);
    const comments = run.github.state.comments.filter(
      (c) => c.user.login === 'github-actions[bot]',
    );
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('Done: nothing needed changing.');
    // Nothing changed: no commit, no branch pushed, no PR, and no branch_name output.
    expect((await git(run.origin, 'branch', '--list', 'agent/*')).trim()).toBe('');
    expect(run.outputs.branch_name ?? '').toBe('');
    expect(run.github.state.pulls).toEqual([]);
  });
});

describe('events the action does not handle', () => {
  it('a push (as in the CI job that runs the action with `uses: ./`) is skipped without any API call', async () => {
    const payload = examplePayload('push');
    payload.repository.full_name = 'octo-org/octo-repo';
    const run = await runAction({ event: { name: 'push', payload }, model: answer() });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('skipped');
    expect(run.anthropic.requests).toHaveLength(0);
    expect(run.github.calls).toEqual([]);
    expect(run.stdout).toContain('skipped');
  });
});
