/**
 * End to end through the bundle: what people said about earlier findings
 * (docs/contract.md#review) and when a thread counts as fixed (issue #21 item 6).
 * - A writer's 👎 on a finding, or a reply starting "won't fix", dismisses it: the
 *   next review does not post the point again even on changed code, and the summary
 *   counts it; the same reply from someone without write access does not count.
 * - A rename plus a comment on the flagged lines is no fix: the thread is neither
 *   answered "Fixed in" nor resolved; nor is one whose point the re-review raises again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type Script } from '../fakes/anthropic-server.js';
import { pullFilesFromGit } from '../fakes/github-git.js';
import type { FakeGitHubState, FakePull } from '../fakes/github-server.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  pushFiles,
  runAction,
  type ActionRun,
  TRIGGER_COMMENT_ID,
} from './harness.js';

afterAll(cleanupActionRuns);

const PR = 41;
const BASE = 'export const NAME = "x";\n';
const V1 = `${BASE}export function add(a, b) {\n  return a - b;\n}\n\nexport const TWICE = 3;\n`;
const BUG = 'This subtracts: `add` must return `a + b`.';
const MAGIC = 'TWICE is 3, not 2.';
const NAMING = 'Name the module after what it does.';
const PERMISSIONS = { octocat: 'write', maintainer: 'write', contributor: 'read' };

interface Review {
  run: ActionRun;
  pull: FakePull;
}

async function review(options: {
  model: Script;
  headFiles: Record<string, string>;
  after?: Review;
  github?: (earlier: FakeGitHubState | undefined) => Partial<FakeGitHubState>;
}): Promise<Review> {
  const pull: FakePull = {
    number: PR,
    title: 'Math',
    body: 'Adds math.',
    state: 'open',
    user: { login: 'contributor' },
    head: { ref: 'feature/dismiss', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
  const earlier = options.after?.run.github.state;
  const github: Partial<FakeGitHubState> = {
    pulls: [pull],
    permissions: PERMISSIONS,
    ...(earlier
      ? {
          comments: earlier.comments,
          reviewComments: earlier.reviewComments,
          resolvedThreads: earlier.resolvedThreads,
          reactions: earlier.reactions,
          nextId: earlier.nextId,
        }
      : {}),
    ...options.github?.(earlier),
  };
  const run = await runAction({
    event: issueCommentEvent({
      body: '@agent review',
      issueNumber: PR,
      issueTitle: 'Math',
      pullRequest: true,
      commentId: TRIGGER_COMMENT_ID + (options.after ? 1 : 0),
    }),
    repoFiles: { 'src/math.js': BASE },
    github,
    prepareOrigin: async (origin) => {
      let from = 'main';
      if (options.after) {
        await git(origin, 'fetch', '-q', options.after.run.origin, '+refs/heads/*:refs/heads/*');
        from = 'feature/dismiss';
      }
      pull.head.sha = await pushFiles(origin, {
        ref: 'refs/heads/feature/dismiss',
        from,
        files: options.headFiles,
      });
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      github.pullFiles = { [PR]: pullFilesFromGit(origin, pull.base.sha, pull.head.sha) };
    },
    model: options.model,
  });
  return { run, pull };
}

const finding = (line: number, body: string) =>
  toolUse('ReviewComment', { severity: 'important', path: 'src/math.js', line, body });
const posted = (run: ActionRun, from = 0) =>
  run.github.state.reviews
    .slice(from)
    .flatMap((r) =>
      r.comments.map((c) => c.body.split('\n\n<!--')[0]!.replace('🟠 **Important**: ', '')),
    );
const summaryOf = (run: ActionRun) =>
  run.github.state.comments.find((c) => c.body.includes('agent-loop:review-summary'))!.body;
const rootOf = (run: ActionRun, body: string) =>
  run.github.state.reviewComments.find(
    (c) => c.in_reply_to_id === undefined && c.body.includes(body),
  )!;

describe('dismissed findings', () => {
  it('a writer’s 👎 or “won’t fix” keeps the point out of later reviews; an outsider’s does not count', async () => {
    const first = await review({
      headFiles: { 'src/math.js': V1 },
      model: [
        reply(finding(3, BUG)),
        reply(finding(6, MAGIC)),
        reply(finding(2, NAMING)),
        reply(text('Three points.')),
      ],
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    expect(posted(first.run)).toEqual([BUG, MAGIC, NAMING]);
    const now = new Date().toISOString();
    const answer = (to: number, login: string, body: string, id: number) => ({
      id,
      pull_number: PR,
      body,
      user: { login },
      path: 'src/math.js',
      in_reply_to_id: to,
      created_at: now,
      updated_at: now,
    });
    const naming = rootOf(first.run, NAMING);
    const magic = rootOf(first.run, MAGIC);
    const bug = rootOf(first.run, BUG);
    // Every line the three findings point at changes, so none is a plain repeat.
    const v2 = V1.replace('add(a, b) {', 'add(a, b) { // math')
      .replace('return a - b;', 'return (a - b);')
      .replace('TWICE = 3;', 'TWICE = 3; // two');
    const second = await review({
      after: first,
      headFiles: { 'src/math.js': v2 },
      github: (earlier) => ({
        // The maintainer: 👎 on the naming point, "Won’t fix" on the magic number.
        reactions: [
          ...earlier!.reactions,
          { subject: 'review_comment', id: naming.id, content: '-1', user: 'maintainer' },
        ],
        reviewComments: [
          ...earlier!.reviewComments,
          answer(magic.id, 'maintainer', 'Won’t fix: 3 is right here.', 3_700_000_001),
          // The PR's author has no write access: their "won't fix" is only a reply.
          answer(bug.id, 'contributor', "won't fix", 3_700_000_002),
        ],
      }),
      model: [
        reply(finding(2, NAMING)),
        reply(finding(6, 'TWICE is 3 - not 2!')),
        reply(finding(3, BUG)),
        reply(text('The same three points.')),
      ],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    // Nothing is posted again: two points were dismissed, the bug's thread is still open.
    expect(posted(second.run, 1)).toEqual([]);
    const summary = summaryOf(second.run);
    expect(summary).toContain('2 findings dismissed earlier left out');
    expect(summary).toContain('1 finding already posted left out');
    // The writers' permission was asked; the bot is never asked about itself.
    const asked = second.run.github.calls
      .filter((c) => c.path.includes('/collaborators/'))
      .map((c) => decodeURIComponent(c.path.split('/')[5]!));
    expect(new Set(asked)).toEqual(new Set(['octocat', 'maintainer', 'contributor']));
  }, 240_000);
});

describe('a fix that fixes', () => {
  it('leaves the thread open when the flagged lines were only renamed and commented', async () => {
    const first = await review({
      headFiles: { 'src/math.js': V1 },
      model: [reply(finding(3, BUG)), reply(text('One bug.'))],
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    const cosmetic = V1.replace('add(a, b) {', 'add(left, right) {').replace(
      '  return a - b;',
      '  // adds the two numbers\n  return left  -  right; // sum',
    );
    const second = await review({
      after: first,
      headFiles: { 'src/math.js': cosmetic },
      model: [reply(text('Nothing new.'))],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    const state = second.run.github.state;
    const bug = rootOf(second.run, BUG);
    expect(state.reviewComments.filter((c) => c.in_reply_to_id === bug.id)).toEqual([]);
    expect(state.resolvedThreads[bug.id]).toBeUndefined();
    expect(summaryOf(second.run)).toContain(
      '1 thread left open (only whitespace, comments or names changed)',
    );
  }, 240_000);

  it('leaves the thread open when the re-review raises its point again on the changed code', async () => {
    const first = await review({
      headFiles: { 'src/math.js': V1 },
      model: [reply(finding(3, BUG)), reply(text('One bug.'))],
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    const second = await review({
      after: first,
      headFiles: { 'src/math.js': V1.replace('return a - b;', 'return a - b + 0;') },
      model: [reply(finding(3, `${BUG} Still.`)), reply(text('Still the bug.'))],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    const state = second.run.github.state;
    const bug = rootOf(second.run, BUG);
    expect(state.resolvedThreads[bug.id]).toBeUndefined();
    expect(state.reviewComments.filter((c) => c.in_reply_to_id === bug.id)).toEqual([]);
    // Not posted a second time either.
    expect(posted(second.run, 1)).toEqual([]);
    expect(summaryOf(second.run)).toContain('1 thread left open (the finding still holds)');
  }, 240_000);
});
