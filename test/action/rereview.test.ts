/**
 * End to end through the bundle: re-reviews after a push (only new findings,
 * fixed threads answered and resolved, a person's resolved thread left alone,
 * a finding listed outside the diff not listed again),
 * a force-push (full review), an ignored lockfile, and a 200-file pull request
 * reviewed in parallel file groups; the fake GitHub answers compare and review
 * threads from the real origin.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type Script } from '../fakes/anthropic-server.js';
import { pullFilesFromGit } from '../fakes/github-git.js';
import type { FakeGitHubState, FakePull } from '../fakes/github-server.js';
import {
  findingMarker,
  fingerprintOf,
  linesOf,
} from '../../src/github-side/review/posted-findings.js';
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

const PR = 21;
const BOT = 'github-actions[bot]';
const BASE = 'export const NAME = "x";\n';
const V1 = `${BASE}export function add(a, b) {\n  return a - b;\n}\n\nexport const TWICE = 3;\n`;
const V2 = `${V1.replace('a - b', 'a + b')}\nexport const HALF = 0.3;\n`;
const BUG = 'This subtracts: `add` must return `a + b`.';
const MAGIC = 'TWICE is 3, not 2.';
const NAMING = 'Name the module after what it does.';
const FRESH = 'HALF is 0.3, not 0.5.';

interface Review {
  run: ActionRun;
  pull: FakePull;
}

/** `@agent review` on PR #21 whose head is `headFiles` on top of `main`. */
async function review(options: {
  model: Script;
  headFiles: Record<string, string>;
  /** Paths the pushed commit deletes. */
  removeFiles?: string[];
  repoFiles?: Record<string, string>;
  /** Carry GitHub's state (comments, threads) and the origin's commits over from an earlier run. */
  after?: Review;
  /** Give the earlier run's commits to the new origin (false: as after a force-push and gc). */
  keepHistory?: boolean;
  inputs?: Record<string, string>;
  github?: Partial<FakeGitHubState>;
}): Promise<Review> {
  const pull: FakePull = {
    number: PR,
    title: 'Math',
    body: 'Adds math.',
    state: 'open',
    user: { login: 'contributor' },
    head: { ref: 'feature/math', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
  const earlier = options.after?.run.github.state;
  const github: Partial<FakeGitHubState> = {
    pulls: [pull],
    ...(earlier
      ? {
          comments: earlier.comments,
          reviewComments: earlier.reviewComments,
          resolvedThreads: earlier.resolvedThreads,
          permissions: earlier.permissions,
          nextId: earlier.nextId,
        }
      : {}),
    ...options.github,
  };
  const run = await runAction({
    event: issueCommentEvent({
      body: '@agent review',
      issueNumber: PR,
      issueTitle: 'Math',
      pullRequest: true,
      commentId: TRIGGER_COMMENT_ID + (options.after ? 1 : 0),
    }),
    repoFiles: options.repoFiles ?? { 'src/math.js': BASE },
    inputs: options.inputs ?? {},
    github,
    prepareOrigin: async (origin) => {
      let from = 'main';
      if (options.after && options.keepHistory !== false) {
        await git(origin, 'fetch', '-q', options.after.run.origin, '+refs/heads/*:refs/heads/*');
        from = 'feature/math';
      }
      pull.head.sha = await pushFiles(origin, {
        ref: 'refs/heads/feature/math',
        from,
        files: options.headFiles,
        ...(options.removeFiles ? { remove: options.removeFiles } : {}),
      });
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      // GitHub's PR files: base...head with real patches.
      github.pullFiles = { [PR]: pullFilesFromGit(origin, pull.base.sha, pull.head.sha) };
    },
    model: options.model,
  });
  return { run, pull };
}

const firstModel = (): Script => [
  reply(
    toolUse('ReviewComment', { severity: 'important', path: 'src/math.js', line: 3, body: BUG }),
  ),
  reply(
    toolUse('ReviewComment', { severity: 'important', path: 'src/math.js', line: 6, body: MAGIC }),
  ),
  reply(
    toolUse('ReviewComment', { severity: 'important', path: 'src/math.js', line: 2, body: NAMING }),
  ),
  reply(text('Two bugs and a naming point.')),
];

const posted = (run: ActionRun) =>
  run.github.state.reviews.flatMap((r) =>
    r.comments.map((c) => c.body.split('\n\n<!--')[0]!.replace('🟠 **Important**: ', '')),
  );
const prompt = (run: ActionRun, index = 0) => JSON.stringify(run.anthropic.requests[index]?.body);

describe('re-review after a push', () => {
  it('reviews only the new commit, posts only new findings, resolves the fixed thread and leaves a person’s alone', async () => {
    const first = await review({
      model: firstModel(),
      headFiles: { 'src/math.js': V1 },
      github: { permissions: { octocat: 'write', maintainer: 'write' } },
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    expect(posted(first.run)).toEqual([BUG, MAGIC, NAMING]);
    const finalReport = first.run.github.state.comments.find((c) => c.user.login === BOT)!;
    expect(finalReport.body).toContain(`<!-- agent-loop:reviewed-head:${first.pull.head.sha} -->`);
    // A maintainer resolves the naming thread ("won't fix").
    const naming = first.run.github.state.reviewComments.find((c) => c.body.includes(NAMING))!;
    first.run.github.state.resolvedThreads[naming.id] = 'maintainer';

    const second = await review({
      after: first,
      headFiles: { 'src/math.js': V2 },
      model: [
        // The model repeats two earlier points (one slightly reworded) and makes a new one.
        reply(
          toolUse('ReviewComment', {
            severity: 'important',
            path: 'src/math.js',
            line: 6,
            body: 'TWICE is 3 - not 2!',
          }),
        ),
        reply(
          toolUse('ReviewComment', {
            severity: 'important',
            path: 'src/math.js',
            line: 2,
            body: NAMING,
          }),
        ),
        reply(
          toolUse('ReviewComment', {
            severity: 'important',
            path: 'src/math.js',
            line: 8,
            body: FRESH,
          }),
        ),
        reply(text('One new point.')),
      ],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    expect(prompt(second.run)).toContain(
      `Changes since ${first.pull.head.sha!.slice(0, 7)}: 1 commit, 1 file of this pull request.`,
    );
    // Only the new finding is posted.
    expect(posted(second.run)).toEqual([FRESH]);
    const state = second.run.github.state;
    // The bug's thread: answered "fixed in" the new head, and resolved by the action.
    const bug = state.reviewComments.find((c) => c.body.includes(BUG))!;
    const answers = state.reviewComments.filter((c) => c.in_reply_to_id === bug.id);
    expect(answers.map((c) => c.body.split('\n')[0])).toEqual([
      `Fixed in \`${second.pull.head.sha!.slice(0, 7)}\`: the code this comment pointed at has changed.`,
    ]);
    expect(state.resolvedThreads[bug.id]).toBe(BOT);
    // The unchanged finding stays open; the maintainer's resolution is theirs; no other replies.
    const magic = state.reviewComments.find((c) => c.body.includes(MAGIC))!;
    expect(state.resolvedThreads[magic.id]).toBeUndefined();
    expect(state.resolvedThreads[naming.id]).toBe('maintainer');
    expect(state.reviewComments.filter((c) => c.in_reply_to_id !== undefined)).toHaveLength(1);
  }, 240_000);

  it('keeps a finding whose file was only moved: no "Fixed in", the thread stays open', async () => {
    const first = await review({ model: firstModel(), headFiles: { 'src/math.js': V1 } });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    expect(posted(first.run)).toEqual([BUG, MAGIC, NAMING]);
    // The push moves the file as it is (git sees a rename): the flagged code is all still there.
    const second = await review({
      after: first,
      headFiles: { 'src/arith.js': V1 },
      removeFiles: ['src/math.js'],
      model: [reply(text('Nothing new.'))],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    expect(second.run.github.calls.some((c) => c.path.includes('/compare/'))).toBe(true);
    const state = second.run.github.state;
    for (const point of [BUG, MAGIC, NAMING]) {
      const thread = state.reviewComments.find((c) => c.body.includes(point))!;
      expect(state.reviewComments.filter((c) => c.in_reply_to_id === thread.id)).toEqual([]);
      expect(state.resolvedThreads[thread.id]).toBeUndefined();
    }
  }, 240_000);

  it('reviews everything again after a force-push dropped the reviewed commit', async () => {
    const first = await review({ model: firstModel(), headFiles: { 'src/math.js': V1 } });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    const second = await review({
      after: first,
      keepHistory: false,
      headFiles: { 'src/math.js': V2 },
      model: [reply(text('Looked again.'))],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    expect(prompt(second.run)).toContain(
      `Full review: the last reviewed commit ${first.pull.head.sha!.slice(0, 7)} no longer exists (force-push).`,
    );
    // The whole diff against main is shown again.
    expect(prompt(second.run)).toContain('+export function add(a, b) {');
  }, 240_000);
});

describe('re-review with today’s comment ids (past 2^31, beyond GraphQL’s 32-bit Int)', () => {
  it('repeats nothing, answers the fixed thread “Fixed in <sha>” and resolves it', async () => {
    // Review comments numbered as GitHub numbers them now (about 3.6 billion).
    const high = { nextId: 3_650_000_000 };
    const first = await review({
      model: firstModel(),
      headFiles: { 'src/math.js': V1 },
      github: high,
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    const ids = first.run.github.state.reviewComments.map((c) => c.id);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toBeGreaterThan(2 ** 31 - 1);

    const second = await review({
      after: first,
      headFiles: { 'src/math.js': V2 },
      // The model raises all three earlier points again, and nothing new.
      model: [
        reply(
          toolUse('ReviewComment', {
            severity: 'important',
            path: 'src/math.js',
            line: 6,
            body: MAGIC,
          }),
        ),
        reply(
          toolUse('ReviewComment', {
            severity: 'important',
            path: 'src/math.js',
            line: 2,
            body: NAMING,
          }),
        ),
        reply(text('Same points.')),
      ],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    // The ledger was read (fullDatabaseId): nothing is posted again.
    expect(second.run.github.state.reviews.slice(1).flatMap((r) => r.comments)).toEqual([]);
    expect(second.run.stderr + second.run.stdout).not.toMatch(/32-bit|Int cannot represent/);
    const state = second.run.github.state;
    const bug = state.reviewComments.find((c) => c.body.includes(BUG))!;
    const answers = state.reviewComments.filter((c) => c.in_reply_to_id === bug.id);
    expect(answers.map((c) => c.body.split('\n')[0])).toEqual([
      `Fixed in \`${second.pull.head.sha!.slice(0, 7)}\`: the code this comment pointed at has changed.`,
    ]);
    expect(answers[0]!.id).toBeGreaterThan(2 ** 31 - 1);
    expect(state.resolvedThreads[bug.id]).toBe(BOT);
    // The two unchanged findings stay open and unanswered.
    expect(Object.keys(state.resolvedThreads)).toEqual([String(bug.id)]);
    expect(state.reviewComments.filter((c) => c.in_reply_to_id !== undefined)).toHaveLength(1);
  }, 240_000);
});

describe('findings outside the diff', () => {
  const UTIL = 'export function parse(s) {\n  return Number(s);\n}\n';
  const OUTSIDE = '`parse` in util.js turns "" into 0: the new `add` gets 0 for empty input.';
  // The first call is refused (not in the diff); the same call again lists it in the body.
  const outsideTwice = () => {
    const call = toUse('src/util.js', 2, OUTSIDE);
    return [reply(call), reply(call)];
  };
  const toUse = (path: string, line: number, body: string) =>
    toolUse('ReviewComment', { severity: 'important', path, line, body });

  it('lists a finding outside the diff once: the re-review after a push leaves the repeat out', async () => {
    const first = await review({
      repoFiles: { 'src/math.js': BASE, 'src/util.js': UTIL },
      headFiles: { 'src/math.js': V1 },
      model: [...outsideTwice(), reply(toUse('src/math.js', 3, BUG)), reply(text('One bug.'))],
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    const firstBody = first.run.github.state.reviews[0]!.body;
    expect(firstBody).toContain('### Outside the diff');
    expect(firstBody).toContain(`${OUTSIDE}\n\n  <!-- agent-loop:finding:v1:`);
    expect(posted(first.run)).toEqual([BUG]);

    // A person's review quoting a marker for the new finding must not silence it.
    const fresh = findingMarker(
      fingerprintOf({ path: 'src/math.js', anchorLines: linesOf(V2, 8, 8), body: FRESH }),
    );
    const quoted = {
      ...first.run.github.state.reviews[0]!,
      id: 2_500_099_001,
      body: `- \`src/math.js\` line 8 (new file):\n\n  ${FRESH}\n\n  ${fresh}`,
      user: { login: 'mallory', type: 'User' },
    };
    const second = await review({
      after: first,
      repoFiles: { 'src/math.js': BASE, 'src/util.js': UTIL },
      headFiles: { 'src/math.js': V2 },
      github: { reviews: [...first.run.github.state.reviews, quoted] },
      model: [...outsideTwice(), reply(toUse('src/math.js', 8, FRESH)), reply(text('One more.'))],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    const state = second.run.github.state;
    expect(state.reviews).toHaveLength(3);
    const secondReview = state.reviews[2]!;
    expect(secondReview.body).not.toContain(OUTSIDE);
    expect(secondReview.body).not.toContain('### Outside the diff');
    expect(secondReview.comments.map((c) => c.body.split('\n\n<!--')[0])).toEqual([
      `🟠 **Important**: ${FRESH}`,
    ]);
    // The earlier reviews were read once, through REST.
    expect(
      second.run.github.calls.filter(
        (c) => c.method === 'GET' && c.path.endsWith(`/pulls/${PR}/reviews`),
      ),
    ).toHaveLength(1);
    // The sticky summary says a repeat was left out, as for inline repeats.
    const summary = state.comments.find((c) => c.body.includes('agent-loop:review-summary'))!;
    expect(summary.body).toContain('1 finding already posted left out.');
  }, 240_000);
});

describe('scope', () => {
  it('summarizes a lockfile and leaves out review_ignore files without reading them', async () => {
    const lock = `${'{"lockfileVersion": 3}\n'.repeat(40)}`;
    const { run } = await review({
      headFiles: { 'src/math.js': V1, 'package-lock.json': lock, 'src/math.test.js': 'test();\n' },
      inputs: { review_ignore: '*.test.js' },
      model: [reply(text('Fine.'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const seen = prompt(run);
    expect(seen).toContain('+export function add(a, b) {');
    expect(seen).toContain('- `package-lock.json` (lockfile, +40 −0)');
    expect(seen).toContain('- `src/math.test.js` (matches review_ignore, +1 −0)');
    expect(seen).not.toContain('lockfileVersion');
    expect(seen).not.toContain('test();');
  });

  it('reviews a 200-file pull request in parallel file groups and posts one review', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++)
      files[`pkg${Math.floor(i / 25)}/f${i}.js`] = `export const v${i} = ${i};\n`;
    const { run } = await review({
      headFiles: files,
      // Each part comments on the first file its prompt names, then ends.
      model: (request) => {
        const body = JSON.stringify(request.body);
        const answered = body.includes('tool_result');
        const file = /you review part \d+[^`]*`([^`]+)`/.exec(
          JSON.stringify((request.body as { messages: unknown[] }).messages[0]),
        )?.[1];
        if (answered || !file) return reply(text('Part reviewed.'));
        return reply(
          toolUse('ReviewComment', {
            severity: 'important',
            path: file,
            line: 1,
            body: `Check ${file}.`,
          }),
        );
      },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.github.state.reviews).toHaveLength(1);
    const comments = run.github.state.reviews[0]!.comments;
    expect(comments).toHaveLength(8);
    expect(new Set(comments.map((c) => c.path.split('/')[0]))).toEqual(
      new Set(Array.from({ length: 8 }, (_, i) => `pkg${i}`)),
    );
    expect(run.github.state.reviews[0]!.body).toContain('### Part 8: pkg7/ (25 files)');
    expect(Number(run.outputs.total_cost_usd)).toBeLessThanOrEqual(5);
  });
});
