/**
 * End to end: `@agent` in a review comment on a line of a same-repository PR. The
 * progress comment is a reply in that review thread (not a PR conversation
 * comment), the model is told the code location, the work is pushed to the PR's
 * head branch, and a re-run updates the same reply.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import type { FakeGitHubState } from '../fakes/github-server.js';
import { examplePayload } from '../github/payloads.js';
import { cleanupActionRuns, git, pushFiles, runAction, type ActionRun } from './harness.js';

afterAll(cleanupActionRuns);

const REPO = '/repos/octo-org/octo-repo';
const PR = 21;
const HEAD = 'feature/greeting';
const TRIGGER_ID = 2_588_800_001;
const BOT = 'github-actions[bot]';
const HUNK = '@@ -0,0 +1 @@\n+export const greet = (name) => "Helo, " + name;';
const GREET = 'export const greet = (name) => "Helo, " + name;\n';

function reviewCommentEvent() {
  const payload = examplePayload('pull_request_review_comment', 'created');
  const now = new Date().toISOString();
  const earlier = new Date(Date.now() - 60_000).toISOString();
  payload.repository.full_name = 'octo-org/octo-repo';
  payload.repository.name = 'octo-repo';
  payload.repository.owner.login = 'octo-org';
  payload.repository.default_branch = 'main';
  const pull = payload.pull_request;
  pull.number = PR;
  pull.title = 'Add a greeting';
  pull.body = 'Adds greet()';
  pull.head.ref = HEAD;
  pull.head.repo.full_name = 'octo-org/octo-repo';
  pull.base.ref = 'main';
  pull.base.repo.full_name = 'octo-org/octo-repo';
  pull.created_at = earlier;
  pull.updated_at = earlier;
  const comment = payload.comment;
  comment.id = TRIGGER_ID;
  comment.body = '@agent use a template literal here';
  comment.path = 'src/greet.js';
  comment.line = 1;
  comment.diff_hunk = HUNK;
  delete comment.in_reply_to_id;
  comment.user.login = 'octocat';
  comment.user.type = 'User';
  comment.created_at = now;
  comment.updated_at = now;
  payload.sender.login = 'octocat';
  payload.sender.type = 'User';
  return { name: 'pull_request_review_comment', payload };
}

function seed(event: ReturnType<typeof reviewCommentEvent>): Partial<FakeGitHubState> {
  const comment = event.payload.comment;
  return {
    pulls: [
      {
        number: PR,
        title: 'Add a greeting',
        body: 'Adds greet()',
        state: 'open',
        user: { login: 'octocat' },
        head: { ref: HEAD, repo: 'octo-org/octo-repo' },
        base: { ref: 'main' },
      },
    ],
    pullFiles: { [PR]: [{ filename: 'src/greet.js', status: 'added' }] },
    reviewComments: [
      {
        id: TRIGGER_ID,
        pull_number: PR,
        body: comment.body,
        user: { login: 'octocat' },
        path: 'src/greet.js',
        line: 1,
        diff_hunk: HUNK,
        created_at: comment.created_at,
        updated_at: comment.updated_at,
      },
    ],
  };
}

const useTemplateLiteral = (summary: string) => [
  reply(toolUse('Read', { file_path: 'src/greet.js' })),
  reply(
    toolUse('Edit', {
      file_path: 'src/greet.js',
      old_string: '"Helo, " + name',
      new_string: '`Hello, ${name}`',
    }),
  ),
  reply(text(summary)),
];

const botReplies = (run: ActionRun) =>
  run.github.state.reviewComments.filter((c) => c.user.login === BOT);

describe('a review comment "@agent ..." on a line of a same-repository PR', () => {
  let first: ActionRun;

  it('replies in the review thread, tells the model the location, pushes to the head branch', async () => {
    const event = reviewCommentEvent();
    let headSha = '';
    const run = await runAction({
      event,
      github: seed(event),
      prepareOrigin: async (origin) => {
        headSha = await pushFiles(origin, {
          ref: `refs/heads/${HEAD}`,
          files: { 'src/greet.js': GREET },
        });
      },
      model: useTemplateLiteral('Used a template literal in greet().'),
    });
    first = run;
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');

    // 👀 on the review comment; the progress comment is a reply in its thread.
    expect(run.github.state.reactions).toContainEqual({
      subject: 'review_comment',
      id: TRIGGER_ID,
      content: 'eyes',
      // The fake records who reacted to a review comment (dismissals read it).
      user: 'github-actions[bot]',
    });
    const posts = run.github.calls.filter((c) => c.method === 'POST' && /comments/.test(c.path));
    expect(posts.map((c) => c.path)).toEqual([
      `${REPO}/pulls/comments/${TRIGGER_ID}/reactions`,
      `${REPO}/pulls/${PR}/comments/${TRIGGER_ID}/replies`,
    ]);
    expect(run.github.state.comments.filter((c) => c.user.login === BOT)).toEqual([]);
    const replies = botReplies(run);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.in_reply_to_id).toBe(TRIGGER_ID);
    expect(run.outputs.comment_id).toBe(String(replies[0]!.id));
    // Every edit went to the reply, and it ends as the final report.
    const patches = run.github.calls.filter((c) => c.method === 'PATCH');
    expect(patches.length).toBeGreaterThan(0);
    for (const patch of patches) {
      expect(patch.path).toBe(`${REPO}/pulls/comments/${replies[0]!.id}`);
    }
    expect(replies[0]!.body).toContain('agent-loop finished');
    expect(replies[0]!.body).toContain('Used a template literal in greet().');

    // The model was told where the comment is, with the diff hunk under it.
    const prompt = JSON.stringify(run.anthropic.requests[0]!.body.messages);
    expect(prompt).toContain('`src/greet.js` line 1');
    expect(prompt).toContain(JSON.stringify(HUNK).slice(1, -1));
    expect(prompt).toContain('use a template literal here');

    // One commit on the PR head, nothing on main, no agent/ branch, no new PR.
    expect((await git(run.origin, 'rev-parse', `${HEAD}~1`)).trim()).toBe(headSha);
    expect(await git(run.origin, 'show', `${HEAD}:src/greet.js`)).toContain('`Hello, ${name}`');
    expect((await git(run.origin, 'branch', '--list', 'agent/*')).trim()).toBe('');
    expect(run.outputs.branch_name).toBe(HEAD);
    expect(
      run.github.calls.filter((c) => c.method === 'POST' && c.path === `${REPO}/pulls`),
    ).toEqual([]);
  });

  it('a re-run updates the same reply instead of adding one', async () => {
    expect(first, 'the first run must have run').toBeDefined();
    const event = reviewCommentEvent();
    const replyId = botReplies(first)[0]!.id;
    const run = await runAction({
      event,
      runAttempt: 2,
      github: {
        ...seed(event),
        reviewComments: structuredClone(first.github.state.reviewComments),
        nextId: first.github.state.nextId,
      },
      prepareOrigin: async (origin) => {
        await git(origin, 'fetch', first.origin, `refs/heads/${HEAD}:refs/heads/${HEAD}`);
      },
      model: [reply(text('Nothing left to change.'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.github.calls.filter((c) => /\/replies$/.test(c.path))).toEqual([]);
    expect(botReplies(run)).toHaveLength(1);
    expect(botReplies(run)[0]!.id).toBe(replyId);
    expect(botReplies(run)[0]!.body).toContain('Nothing left to change.');
    expect(run.outputs.comment_id).toBe(String(replyId));
  });
});
