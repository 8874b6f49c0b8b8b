/** End to end: `@agent review` on a pull request posts one review with inline comments. */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import type { FakeGitHubState, FakePull } from '../fakes/github-server.js';
import { cleanupActionRuns, git, issueCommentEvent, pushFiles, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const BOT = 'github-actions[bot]';
const BASE_FILE = [
  '// Greetings.',
  '',
  "const DEFAULT = 'world';",
  '',
  'function pick(name) {',
  '  return name || DEFAULT;',
  '}',
  '',
  'export function greet(name) {',
  '  return `Helo, ${pick(name)}`;',
  '}',
  '',
].join('\n');
const HEAD_FILE = BASE_FILE.replace(
  '  return `Helo, ${pick(name)}`;',
  '  const who = pick(name);\n  return `Hello, ${who}`;',
);
/** What GitHub's `patch` for the change looks like: new-file lines 6-12 are commentable. */
const PATCH = [
  '@@ -6,6 +6,7 @@ function pick(name) {',
  '   return name || DEFAULT;',
  ' }',
  ' ',
  ' export function greet(name) {',
  '-  return `Helo, ${pick(name)}`;',
  '+  const who = pick(name);',
  '+  return `Hello, ${who}`;',
  ' }',
].join('\n');

const SUMMARY = 'Overall: the greeting fix looks right. @someone should double-check i18n.';
const COMMENT_1 = 'The greeting has no punctuation; `Hello, ${who}!` reads better.';
const COMMENT_2 = 'Inline `pick(name)` here: the temporary adds nothing.';

const reviewScript = () => [
  reply(toolUse('Read', { file_path: 'src/greet.js' })),
  reply(
    toolUse('ReviewComment', { path: 'src/greet.js', line: 11, severity: 'nit', body: COMMENT_1 }),
  ),
  // Line 2 is not in the diff: refused with the valid ranges, then corrected.
  reply(
    toolUse('ReviewComment', {
      path: 'src/greet.js',
      line: 2,
      severity: 'important',
      body: COMMENT_2,
    }),
  ),
  reply(
    toolUse('ReviewComment', {
      path: 'src/greet.js',
      line: 10,
      severity: 'important',
      body: COMMENT_2,
    }),
  ),
  reply(text(SUMMARY)),
];

// The code's refs: the ledger ref (refs/agent-loop/spend) records the review's outcomes
// (docs/contract.md#review-outcomes), no branch or tag moves.
const refs = (origin: string) =>
  git(origin, 'for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads', 'refs/tags');

async function runReview(faults: FakeGitHubState['faults'] = []) {
  const pull: FakePull = {
    number: 21,
    title: 'Fix the greeting',
    body: 'Fixes the typo.',
    state: 'open',
    user: { login: 'contributor' },
    head: { ref: 'feature/greeting', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
  let before = '';
  const run = await runAction({
    event: issueCommentEvent({
      body: '@agent review this, focus on naming',
      issueNumber: 21,
      issueTitle: 'Fix the greeting',
      pullRequest: true,
    }),
    repoFiles: { 'src/greet.js': BASE_FILE },
    github: {
      pulls: [pull],
      pullFiles: {
        21: [
          {
            filename: 'src/greet.js',
            status: 'modified',
            additions: 2,
            deletions: 1,
            patch: PATCH,
          },
        ],
      },
      faults,
    },
    prepareOrigin: async (origin) => {
      pull.head.sha = await pushFiles(origin, {
        ref: 'refs/heads/feature/greeting',
        files: { 'src/greet.js': HEAD_FILE },
      });
      before = await refs(origin);
    },
    model: reviewScript(),
  });
  return { run, before, headSha: pull.head.sha! };
}

describe('@agent review on a pull request', () => {
  it('posts one review with the valid inline comments and the summary; pushes nothing', async () => {
    const { run, before, headSha } = await runReview();
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.outputs.branch_name ?? '').toBe('');
    expect(run.outputs.pr_url ?? '').toBe('');

    // The model got the review tools (no Write/Edit), the diff, and the refusal it corrected.
    const first = run.anthropic.requests[0]!.body;
    const tools = (first.tools as { name: string }[]).map((tool) => tool.name);
    expect(tools).toContain('ReviewComment');
    expect(tools).not.toContain('Write');
    expect(tools).not.toContain('Edit');
    expect(JSON.stringify(first.messages)).toContain('+  const who = pick(name);');
    const afterRefusal = JSON.stringify(run.anthropic.requests[3]!.body.messages);
    expect(afterRefusal).toContain(
      'Cannot place this comment on src/greet.js: line 2 is not a line the diff shows on the RIGHT side',
    );
    expect(afterRefusal).toContain('RIGHT (new file) 6-12');
    // It read the PR head.
    expect(JSON.stringify(run.anthropic.requests[1]!.body.messages)).toContain('Hello, ${who}');

    const posts = run.github.calls.filter(
      (c) => c.method === 'POST' && c.path.endsWith('/pulls/21/reviews'),
    );
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as Record<string, unknown>;
    expect(body.event).toBe('COMMENT');
    expect(body.commit_id).toBe(headSha);
    // Each comment carries its finding's fingerprint (hidden), for the next review's ledger.
    const finding = (text: string) =>
      expect.stringMatching(
        new RegExp(
          `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n\n<!-- agent-loop:finding:v1:[0-9a-f.]+ -->$`,
        ),
      );
    expect(body.comments).toEqual([
      { path: 'src/greet.js', line: 11, side: 'RIGHT', body: finding(`⚪ **Nit**: ${COMMENT_1}`) },
      {
        path: 'src/greet.js',
        line: 10,
        side: 'RIGHT',
        body: finding(`🟠 **Important**: ${COMMENT_2}`),
      },
    ]);
    expect(body.body).toContain('Overall: the greeting fix looks right.');
    // Sanitized like the final report: no pings.
    expect(body.body).toContain('`@someone`');
    expect(run.github.state.reviews).toHaveLength(1);

    // Nothing committed, pushed or opened.
    expect(await refs(run.origin)).toBe(before);
    expect(run.github.calls.some((c) => c.method === 'POST' && c.path.endsWith('/pulls'))).toBe(
      false,
    );

    const final = run.github.state.comments.filter((c) => c.user.login === BOT);
    expect(final).toHaveLength(1);
    const reviewId = run.github.state.reviews[0]!.id;
    expect(final[0]!.body).toContain(`#pullrequestreview-${reviewId}`);
    // The PR's one summary comment is the progress and the final report.
    expect(final[0]!.body).toContain('**Findings:** 0 blocking · 1 important · 1 nit');
    expect(final[0]!.body).not.toContain('comes from a fork');
    expect(run.outputs.review_id).toBe(String(reviewId));
    expect(run.outputs.comments_posted).toBe('2');
  });

  it('when GitHub refuses the inline comments (422), posts the body with them listed, once', async () => {
    const { run, before } = await runReview([
      {
        method: 'POST',
        path: /\/pulls\/21\/reviews$/,
        status: 422,
        body: { message: 'Unprocessable Entity', errors: ['Line could not be resolved'] },
        count: 1,
      },
    ]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');

    const posts = run.github.calls.filter(
      (c) => c.method === 'POST' && c.path.endsWith('/pulls/21/reviews'),
    );
    expect(posts.map((c) => c.status)).toEqual([422, 200]);
    const retry = posts[1]!.body as Record<string, unknown>;
    expect(retry.comments).toBeUndefined();
    expect(retry.body).toContain('Overall: the greeting fix looks right.');
    expect(retry.body).toContain('### Comments GitHub would not place on the diff');
    expect(retry.body).toContain('`src/greet.js` line 11 (new file)');
    expect(retry.body).toContain(COMMENT_2);
    expect(run.github.state.reviews).toHaveLength(1);
    expect(await refs(run.origin)).toBe(before);

    const final = run.github.state.comments.filter((c) => c.user.login === BOT);
    expect(final).toHaveLength(1);
    expect(final[0]!.body).toContain('(2 in the review body)');
    expect(run.outputs.comments_posted).toBe('0');
  });
});
