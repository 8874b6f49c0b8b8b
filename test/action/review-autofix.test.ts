/**
 * End to end: `review_autofix` (docs/contract.md#review-autofix). A review of a pull request
 * from this repository with a blocking finding is followed by a fix on
 * `agent/autofix-<n>` from the reviewed head, a pull request into the PR's branch and a
 * reply in the fixed finding's thread; the author's branch is untouched. A fork's pull
 * request gets the review and no autofix.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import type { FakePull } from '../fakes/github-server.js';
import { examplePayload } from '../github/payloads.js';
import {
  cleanupActionRuns,
  confirmingVerifier,
  git,
  issueCommentEvent,
  pushFiles,
  runAction,
} from './harness.js';

afterAll(cleanupActionRuns);

const BOT = 'github-actions[bot]';
const BASE_FILE = 'export function greet(name) {\n  return `Hello, ${name}`;\n}\n';
const HEAD_FILE = 'export function greet(name) {\n  return `Hello, ${nam}`;\n}\n';
/** GitHub's `patch` for the change: new-file lines 1-3 are commentable. */
const PATCH = [
  '@@ -1,3 +1,3 @@',
  ' export function greet(name) {',
  '-  return `Hello, ${name}`;',
  '+  return `Hello, ${nam}`;',
  ' }',
].join('\n');
const BLOCKING = '`nam` is undefined: greet() throws a ReferenceError.';
const NIT = 'A JSDoc comment would help here.';

const script = () => [
  // The review: one blocking finding, one nit (below the threshold).
  reply(
    toolUse('ReviewComment', {
      path: 'src/greet.js',
      line: 2,
      severity: 'blocking',
      body: BLOCKING,
    }),
  ),
  reply(toolUse('ReviewComment', { path: 'src/greet.js', line: 1, severity: 'nit', body: NIT })),
  reply(text('One blocking bug.')),
  // The index of the blocking finding's verifier (the harness answers it apart).
  confirmingVerifier(),
  // The autofix.
  reply(toolUse('Read', { file_path: 'src/greet.js' })),
  reply(
    toolUse('Edit', { file_path: 'src/greet.js', old_string: '${nam}', new_string: '${name}' }),
  ),
  reply(text('Fixed the undefined variable.\n\nFixed: 1')),
];

/** An automatic review's pull_request_target event for `pull` (opened). */
function targetEvent(pull: FakePull) {
  const payload = examplePayload('pull_request', 'opened');
  payload.repository.full_name = 'octo-org/octo-repo';
  payload.repository.name = 'octo-repo';
  payload.repository.owner.login = 'octo-org';
  payload.repository.default_branch = 'main';
  Object.assign(payload.pull_request, { number: pull.number, title: pull.title, draft: false });
  payload.pull_request.user.login = pull.user?.login ?? 'octocat';
  payload.pull_request.user.type = 'User';
  payload.pull_request.head.ref = pull.head.ref;
  payload.pull_request.head.repo.full_name = pull.head.repo;
  payload.pull_request.base.ref = 'main';
  payload.pull_request.base.repo.full_name = 'octo-org/octo-repo';
  payload.sender.login = 'octocat';
  payload.sender.type = 'User';
  return { name: 'pull_request_target', payload };
}

async function review(pull: FakePull, headRef: string, target = false) {
  let headSha = '';
  let before = '';
  const event = target ? targetEvent(pull) : undefined;
  const run = await runAction({
    event:
      event ??
      issueCommentEvent({
        body: '@agent review',
        issueNumber: pull.number,
        issueTitle: pull.title,
        pullRequest: true,
      }),
    inputs: { review_autofix: 'blocking', autofix_budget_usd: '1' },
    repoFiles: { 'src/greet.js': BASE_FILE },
    github: {
      pulls: [pull],
      pullFiles: {
        [pull.number]: [
          {
            filename: 'src/greet.js',
            status: 'modified',
            additions: 1,
            deletions: 1,
            patch: PATCH,
          },
        ],
      },
    },
    prepareOrigin: async (origin) => {
      headSha = pull.head.sha = await pushFiles(origin, {
        ref: headRef,
        files: { 'src/greet.js': HEAD_FILE },
      });
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      if (event) event.payload.pull_request.head.sha = headSha;
      before = await git(
        origin,
        'for-each-ref',
        '--format=%(refname) %(objectname)',
        'refs/heads',
        'refs/tags',
      );
    },
    model: script(),
  });
  return { run, headSha, before };
}

describe('review_autofix on a pull request from this repository', () => {
  it('opens a pull request into its branch with the fix and answers the finding', async () => {
    const pull: FakePull = {
      number: 31,
      title: 'Greet by name',
      body: '',
      state: 'open',
      user: { login: 'contributor' },
      head: { ref: 'feature/greet', repo: 'octo-org/octo-repo' },
      base: { ref: 'main' },
    };
    const { run, headSha } = await review(pull, 'refs/heads/feature/greet');
    expect(run.exitCode, run.stderr).toBe(0);

    // The author's branch is untouched; the fix sits on agent/autofix-31, on the reviewed head.
    expect((await git(run.origin, 'rev-parse', 'feature/greet')).trim()).toBe(headSha);
    expect((await git(run.origin, 'rev-parse', 'agent/autofix-31~1')).trim()).toBe(headSha);
    expect(await git(run.origin, 'show', 'agent/autofix-31:src/greet.js')).toBe(BASE_FILE);

    // One pull request, into the PR's branch, listing what it fixed and what it did not.
    const opened = run.github.state.pulls.filter((p) => p.number !== 31);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.base.ref).toBe('feature/greet');
    expect(opened[0]!.head.ref).toBe('agent/autofix-31');
    expect(opened[0]!.body).toContain('**Fixed (1):**');
    expect(opened[0]!.body).toContain(BLOCKING);
    expect(opened[0]!.body).toContain('**Could not fix (0):**');
    // The fix run reviewed its own work before publishing (self_check is on by default).
    expect(run.anthropic.asideRequests.length).toBeGreaterThan(0);
    expect(opened[0]!.body).toContain('Checked before publishing');
    // The nit was never the autofix's to fix.
    const fixPrompt = JSON.stringify(run.anthropic.requests[4]!.body.messages);
    expect(fixPrompt).toContain(BLOCKING);
    expect(fixPrompt).not.toContain(NIT);

    // The blocking finding's thread got a reply naming the commit and the pull request.
    const fixSha = (await git(run.origin, 'rev-parse', 'agent/autofix-31')).trim();
    const blocking = run.github.state.reviewComments.find((c) => c.body.includes(BLOCKING))!;
    const replies = run.github.state.reviewComments.filter((c) => c.in_reply_to_id === blocking.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain(fixSha.slice(0, 7));
    expect(replies[0]!.body).toContain(`#${opened[0]!.number}`);
    const nit = run.github.state.reviewComments.find((c) => c.body.includes(NIT))!;
    expect(run.github.state.reviewComments.some((c) => c.in_reply_to_id === nit.id)).toBe(false);

    // The review's summary comment says what the autofix did; the review's outputs stand.
    const summary = run.github.state.comments.find(
      (c) => c.user.login === BOT && c.body.includes('### Autofix'),
    );
    expect(summary?.body).toContain(`fixes 1 of 1 findings`);
    expect(run.outputs.review_id).toBe(String(run.github.state.reviews[0]!.id));
    expect(run.outputs.pr_url).toBe(
      `https://github.example/octo-org/octo-repo/pull/${opened[0]!.number}`,
    );
    expect(run.outputs.branch_name).toBe('agent/autofix-31');
    expect(run.outputs.conclusion).toBe('success');
  });
});

describe('review_autofix on a pull request from a fork', () => {
  it.each([
    ['@agent review', false],
    ['pull_request_target', true],
  ])('%s: reviews it and pushes nothing, opens no pull request', async (_, target) => {
    const pull: FakePull = {
      number: 32,
      title: 'Greet by name',
      body: '',
      state: 'open',
      // A writer's fork: the automatic review runs for its author.
      user: { login: 'octocat' },
      head: { ref: 'patch-1', repo: 'stranger/octo-repo' },
      base: { ref: 'main' },
    };
    const { run, before } = await review(pull, 'refs/pull/32/head', target);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.github.state.reviews).toHaveLength(1);
    // Branches and tags: the review records its findings' outcomes on the ledger ref.
    expect(
      await git(
        run.origin,
        'for-each-ref',
        '--format=%(refname) %(objectname)',
        'refs/heads',
        'refs/tags',
      ),
    ).toBe(before);
    expect(run.github.calls.some((c) => c.method === 'POST' && c.path.endsWith('/pulls'))).toBe(
      false,
    );
    expect(run.github.state.reviewComments.some((c) => c.in_reply_to_id !== undefined)).toBe(false);
    // The review and its verifier were the only loops: no fix prompt reached the model.
    expect(run.anthropic.requests).toHaveLength(4);
    const summary = run.github.state.comments.find(
      (c) => c.user.login === BOT && c.body.includes('### Autofix'),
    );
    expect(summary?.body).toContain('No autofix: the pull request comes from a fork');
  });
});
