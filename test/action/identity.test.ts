/**
 * End to end through the bundle with a GitHub App's installation token: the fake
 * GitHub writes everything the token creates as `my-agent[bot]`, as GitHub does.
 * A second automatic review recognises the first (one sticky summary, no finding
 * posted twice, the fixed thread resolved by the App), and a follow-up on the
 * pull request the App opened starts from its memory. A re-run of the workflow
 * takes over the App's progress comment. The App's own comment never starts a run,
 * even with every bot allowed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type Script } from '../fakes/anthropic-server.js';
import type { FakeGitHubState, FakePull } from '../fakes/github-server.js';
import { examplePayload, type Payload } from '../github/payloads.js';
import { REVIEW_SUMMARY_MARKER, runMarker } from '../../src/engine/safety/marker.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  pushFiles,
  runAction,
  TEST_GITHUB_TOKEN,
  type ActionRun,
  TRIGGER_COMMENT_ID,
} from './harness.js';

afterAll(cleanupActionRuns);

const APP = 'my-agent[bot]';
/** The harness's token writes as the App. */
const AS_APP: Partial<FakeGitHubState> = { identities: { [TEST_GITHUB_TOKEN]: APP } };

const PR = 41;
const BASE = 'export const NAME = "x";\n';
const V1 = `${BASE}export function add(a, b) {\n  return a - b;\n}\n\nexport const TWICE = 3;\n`;
const V2 = `${V1.replace('a - b', 'a + b')}\nexport const HALF = 0.3;\n`;
const BUG = 'This subtracts: `add` must return `a + b`.';
const MAGIC = 'TWICE is 3, not 2.';
const FRESH = 'HALF is 0.3, not 0.5.';

const finding = (line: number, body: string) =>
  reply(toolUse('ReviewComment', { severity: 'important', path: 'src/math.js', line, body }));

/** A real pull_request webhook (`opened`, `synchronize`) for PR #41 by octocat. */
function pullEvent(action: string, headSha: string): { name: string; payload: Payload } {
  const payload = examplePayload('pull_request', action);
  payload.repository.full_name = 'octo-org/octo-repo';
  payload.repository.name = 'octo-repo';
  payload.repository.owner.login = 'octo-org';
  payload.repository.default_branch = 'main';
  const pull = payload.pull_request;
  pull.number = PR;
  pull.title = 'Math';
  pull.body = 'Adds math.';
  pull.draft = false;
  pull.user.login = 'octocat';
  pull.user.type = 'User';
  pull.head.ref = 'feature/math';
  pull.head.sha = headSha;
  pull.head.repo.full_name = 'octo-org/octo-repo';
  pull.base.ref = 'main';
  pull.base.repo.full_name = 'octo-org/octo-repo';
  payload.sender.login = 'octocat';
  payload.sender.type = 'User';
  return { name: 'pull_request', payload };
}

/** An automatic review of PR #41 whose head is `files`, after `earlier` (its GitHub state and commits). */
async function automaticReview(options: {
  action: 'opened' | 'synchronize';
  files: Record<string, string>;
  model: Script;
  earlier?: ActionRun;
}): Promise<{ run: ActionRun; pull: FakePull }> {
  const pull: FakePull = {
    number: PR,
    title: 'Math',
    body: 'Adds math.',
    state: 'open',
    user: { login: 'octocat' },
    head: { ref: 'feature/math', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
  const before = options.earlier?.github.state;
  const event = pullEvent(options.action, '');
  const run = await runAction({
    event,
    repoFiles: { 'src/math.js': BASE },
    github: {
      ...AS_APP,
      pulls: [pull],
      issues: [
        { number: PR, title: 'Math', body: '', user: { login: 'octocat' }, pull_request: {} },
      ],
      permissions: { octocat: 'write' },
      ...(before
        ? {
            comments: before.comments,
            reviewComments: before.reviewComments,
            resolvedThreads: before.resolvedThreads,
            nextId: before.nextId,
          }
        : {}),
    },
    prepareOrigin: async (origin) => {
      let from = 'main';
      if (options.earlier) {
        await git(origin, 'fetch', '-q', options.earlier.origin, '+refs/heads/*:refs/heads/*');
        from = 'feature/math';
      }
      pull.head.sha = await pushFiles(origin, {
        ref: 'refs/heads/feature/math',
        from,
        files: options.files,
      });
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      event.payload.pull_request.head.sha = pull.head.sha;
      event.payload.pull_request.base.sha = pull.base.sha;
    },
    model: options.model,
  });
  return { run, pull };
}

const postedFindings = (run: ActionRun) =>
  run.github.state.reviews.flatMap((review) =>
    review.comments.map((c) => c.body.split('\n\n<!--')[0]!.replace('🟠 **Important**: ', '')),
  );

describe('under a GitHub App installation token', () => {
  it('a second automatic review recognises the first: one summary, no finding twice', async () => {
    const first = await automaticReview({
      action: 'opened',
      files: { 'src/math.js': V1 },
      model: [finding(3, BUG), finding(6, MAGIC), reply(text('Two bugs.'))],
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    expect(first.run.github.state.reviews.map((r) => r.user.login)).toEqual([APP]);
    const summaries = (run: ActionRun) =>
      run.github.state.comments.filter((c) => c.body.includes(REVIEW_SUMMARY_MARKER));
    expect(summaries(first.run).map((c) => c.user.login)).toEqual([APP]);

    const second = await automaticReview({
      action: 'synchronize',
      earlier: first.run,
      files: { 'src/math.js': V2 },
      // The model repeats the open finding and makes a new one.
      model: [finding(6, MAGIC), finding(8, FRESH), reply(text('One new point.'))],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    // The summary the App wrote was found and edited: still one, now about the new head.
    const [summary, ...more] = summaries(second.run);
    expect(more).toEqual([]);
    expect(summary!.id).toBe(summaries(first.run)[0]!.id);
    expect(summary!.body).toContain(`<!-- agent-loop:reviewed-head:${second.pull.head.sha} -->`);
    // Only what changed since the first review was reviewed, and only the new finding posted.
    expect(JSON.stringify(second.run.anthropic.requests[0]?.body)).toContain(
      `Changes since ${first.pull.head.sha!.slice(0, 7)}: 1 commit`,
    );
    expect(postedFindings(second.run)).toEqual([FRESH]);
    // The App's own thread on the fixed bug was answered and resolved by the App.
    const state = second.run.github.state;
    const bug = state.reviewComments.find((c) => c.body.includes(BUG))!;
    expect(bug.user.login).toBe(APP);
    expect(state.resolvedThreads[bug.id]).toBe(APP);
    // Nothing was written as the Actions bot.
    expect(state.comments.filter((c) => c.user.login === 'github-actions[bot]')).toEqual([]);
  });

  it('a follow-up on the pull request the App opened starts from its memory', async () => {
    const files = { 'src/greet.js': 'export const greet = (name) => `Helo, ${name}`;\n' };
    const first = await runAction({
      event: issueCommentEvent({ body: '@agent please fix the greeting typo', issueNumber: 5 }),
      repoFiles: files,
      github: AS_APP,
      model: [
        reply(toolUse('Read', { file_path: 'src/greet.js' })),
        reply(
          toolUse('Edit', { file_path: 'src/greet.js', old_string: 'Helo', new_string: 'Hello' }),
        ),
        reply(text('Fixed the greeting typo in src/greet.js.')),
      ],
    });
    expect(first.exitCode, first.stderr).toBe(0);
    const pull = first.github.state.pulls[0]!;
    expect(pull.user?.login).toBe(APP);
    expect(pull.body).toContain('<!-- agent-loop:memory:v1 ');
    // The progress comment it wrote told it who it is: GitHub was not asked.
    expect(first.github.calls.filter((c) => c.path === '/graphql')).toEqual([]);

    const second = await runAction({
      event: issueCommentEvent({
        body: '@agent now add the missing test',
        issueNumber: pull.number,
        issueTitle: pull.title,
        pullRequest: true,
      }),
      repoFiles: files,
      github: { ...AS_APP, pulls: [pull] },
      prepareOrigin: async (origin) => {
        await git(
          origin,
          'fetch',
          '-q',
          first.origin,
          `+refs/heads/${pull.head.ref}:refs/heads/${pull.head.ref}`,
        );
      },
      model: [reply(text('Added the test.'))],
    });
    expect(second.exitCode, second.stderr).toBe(0);
    const prompt = JSON.stringify(second.anthropic.requests[0]!.body.messages);
    expect(prompt).toContain('<earlier_run>');
    expect(prompt).toContain('Fixed the greeting typo in src/greet.js.');
    const progress = second.github.state.comments.filter((c) => c.issue_number === pull.number);
    expect(progress.map((c) => c.user.login)).toContain(APP);
    // Asked of GitHub at most once (when the memory read came before the comment was written).
    expect(second.github.calls.filter((c) => c.path === '/graphql').length).toBeLessThanOrEqual(1);
  });

  it('a re-run of the workflow updates the progress comment the App wrote', async () => {
    const earlier = new Date(Date.now() - 30_000).toISOString();
    const attempt1 = (login: string, id: number) => ({
      id,
      issue_number: 7,
      body: `### agent-loop is working\n\n${runMarker('20512345678')}`,
      user: { login },
      created_at: earlier,
      updated_at: earlier,
    });
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent say hello', issueNumber: 7 }),
      runId: '20512345678',
      runAttempt: 2,
      // Attempt 1's comment, and the same marker pasted by another bot before it.
      github: {
        ...AS_APP,
        comments: [attempt1('other[bot]', 3_500_000_090), attempt1(APP, 3_500_000_091)],
      },
      model: [reply(text('Hello.'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.comment_id).toBe('3500000091');
    const comments = run.github.state.comments.filter((c) => c.issue_number === 7);
    // No new comment: the request, the pasted marker, and the App's comment, updated.
    expect(comments.map((c) => c.id).sort((a, b) => a - b)).toEqual([
      3_500_000_090,
      3_500_000_091,
      TRIGGER_COMMENT_ID,
    ]);
    expect(comments.find((c) => c.id === 3_500_000_091)!.body).toContain('Hello.');
    expect(comments.find((c) => c.id === 3_500_000_090)!.body).toContain('is working');
  });

  it("never starts itself: the App's own request is refused even with allowed_bots '*'", async () => {
    const run = await runAction({
      // No marker: say, a thread reply of the App quoting a request.
      event: issueCommentEvent({ body: '@agent fix the typo', login: APP }),
      inputs: { allowed_bots: '*' },
      github: { ...AS_APP, permissions: {} },
      model: [reply(text('must not run'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('skipped');
    expect(run.stdout).toContain(`the actor ${APP} is this action's own identity`);
    expect(run.anthropic.requests).toHaveLength(0);
    // It asked GitHub who it is (a read), and wrote nothing.
    expect(run.github.calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual([
      '/graphql',
    ]);
    expect(run.github.state.reactions).toEqual([]);
    expect(run.github.state.comments.map((c) => c.id)).toEqual([TRIGGER_COMMENT_ID]);
  });
});
