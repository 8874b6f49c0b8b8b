/**
 * End to end through the bundle: the check run `agent-loop review` (docs/contract.md#review)
 * on the reviewed head: created in progress, completed with a conclusion that
 * follows `review_fail_on` and one annotation per finding (in batches of 50, the
 * Checks API's limit per request); a token that may not write check runs (403)
 * still gets its review posted, and the summary says the check run was skipped.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type Script } from '../fakes/anthropic-server.js';
import { pullFilesFromGit } from '../fakes/github-git.js';
import type { FakeGitHubState, FakePull } from '../fakes/github-server.js';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import {
  checkConclusion,
  completeCheckRun,
  startCheckRun,
} from '../../src/github-side/review/check-run.js';
import { startFakeGitHub } from '../fakes/github-server.js';
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

const PR = 31;
const BASE = 'export const NAME = "x";\n';
const HEAD = `${BASE}export function add(a, b) {\n  return a - b;\n}\n\nexport const TWICE = 3;\n`;

async function review(options: {
  model: Script;
  headFiles: Record<string, string>;
  inputs?: Record<string, string>;
  github?: Partial<FakeGitHubState>;
  repoFiles?: Record<string, string>;
  /** GitHub's state and the origin's commits of an earlier review, carried over. */
  after?: ActionRun;
}) {
  const pull: FakePull = {
    number: PR,
    title: 'Math',
    body: 'Adds math.',
    state: 'open',
    user: { login: 'contributor' },
    head: { ref: 'feature/check', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
  const earlier = options.after?.github.state;
  const github: Partial<FakeGitHubState> = {
    pulls: [pull],
    ...(earlier
      ? {
          comments: earlier.comments,
          reviewComments: earlier.reviewComments,
          resolvedThreads: earlier.resolvedThreads,
          reviews: earlier.reviews,
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
      if (options.after) {
        await git(origin, 'fetch', '-q', options.after.origin, '+refs/heads/*:refs/heads/*');
      }
      pull.head.sha = await pushFiles(origin, {
        ref: 'refs/heads/feature/check',
        from: options.after ? 'feature/check' : 'main',
        files: options.headFiles,
      });
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      github.pullFiles = { [PR]: pullFilesFromGit(origin, pull.base.sha, pull.head.sha) };
    },
    model: options.model,
  });
  return { run, pull };
}

const finding = (severity: string, line: number, body: string, path = 'src/math.js') =>
  toolUse('ReviewComment', { severity, path, line, body });

describe('the check run "agent-loop review"', () => {
  it('fails on a blocking finding with review_fail_on: blocking, one annotation per finding', async () => {
    const { run, pull } = await review({
      headFiles: { 'src/math.js': HEAD },
      inputs: { review_fail_on: 'blocking' },
      model: [
        reply(finding('blocking', 3, '`add` subtracts: it must return `a + b`.')),
        reply(finding('nit', 6, 'Name the constant after what it is.')),
        reply(text('One bug and a nit.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.github.state.reviews).toHaveLength(1);
    const [check] = run.github.state.checkRuns;
    expect(run.github.state.checkRuns).toHaveLength(1);
    expect(check!.name).toBe('agent-loop review');
    expect(check!.head_sha).toBe(pull.head.sha);
    // In progress from the start, completed at the end.
    expect(check!.requests.map((r) => r.status)).toEqual(['in_progress', 'completed']);
    expect(check!.conclusion).toBe('failure');
    expect(
      check!.annotations.map((a) => [a.path, a.start_line, a.end_line, a.annotation_level]),
    ).toEqual([
      ['src/math.js', 3, 3, 'failure'],
      ['src/math.js', 6, 6, 'notice'],
    ]);
    expect(check!.annotations[0]!.message).toBe('`add` subtracts: it must return `a + b`.');
    expect(check!.output.title).toBe('1 blocking · 0 important · 1 nit');
  });

  it('is neutral with findings under the default review_fail_on (never)', async () => {
    const { run } = await review({
      headFiles: { 'src/math.js': HEAD },
      model: [
        reply([finding('important', 3, '`add` subtracts.'), finding('nit', 6, 'A magic 3.')]),
        reply(text('Two points.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const [check] = run.github.state.checkRuns;
    expect(check!.conclusion).toBe('neutral');
    expect(check!.annotations.map((a) => a.annotation_level)).toEqual(['warning', 'notice']);
  });

  it('is a success when the review found nothing', async () => {
    const { run } = await review({
      headFiles: { 'src/math.js': HEAD },
      inputs: { review_fail_on: 'important' },
      model: [reply(text('Looks right.'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const [check] = run.github.state.checkRuns;
    expect(check!.conclusion).toBe('success');
    expect(check!.annotations).toEqual([]);
  });

  it('posts the review when check runs are refused (403), and says the check run was skipped', async () => {
    const { run } = await review({
      headFiles: { 'src/math.js': HEAD },
      github: {
        faults: [
          {
            method: 'POST',
            path: /\/check-runs$/,
            status: 403,
            body: {
              message: 'Resource not accessible by integration',
              documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
            },
            count: 1,
          },
        ],
      },
      model: [reply(finding('blocking', 3, '`add` subtracts.')), reply(text('One bug.'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.github.state.checkRuns).toEqual([]);
    expect(run.github.state.reviews).toHaveLength(1);
    expect(run.github.state.reviews[0]!.comments).toHaveLength(1);
    expect(run.stdout).toContain('Check run "agent-loop review" skipped');
    const summary = run.github.state.comments.find((c) =>
      c.body.includes('agent-loop:review-summary'),
    )!;
    expect(summary.body).toContain('the check run "agent-loop review" was skipped');
    expect(summary.body).toContain('checks: write');
  });

  it('still fails on the next push while the blocking finding’s thread stays open', async () => {
    const failOn = { review_fail_on: 'blocking' };
    const first = await review({
      headFiles: { 'src/math.js': HEAD },
      inputs: failOn,
      model: [reply(finding('blocking', 3, '`add` subtracts.')), reply(text('One bug.'))],
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    expect(first.run.github.state.checkRuns[0]!.conclusion).toBe('failure');
    // A push that leaves the bug alone: the re-review of the new commit finds nothing new.
    const second = await review({
      after: first.run,
      headFiles: { 'README.md': '# Math\n' },
      inputs: failOn,
      model: [reply(text('Nothing new.'))],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    const [check] = second.run.github.state.checkRuns;
    expect(check!.head_sha).toBe(second.pull.head.sha);
    expect(check!.conclusion).toBe('failure');
    expect(check!.output.title).toBe('1 blocking · 0 important · 0 nits');
  }, 240_000);

  it('counts an earlier finding still open at its own severity: an open nit does not fail `blocking`', async () => {
    const failOn = { review_fail_on: 'blocking' };
    const first = await review({
      headFiles: { 'src/math.js': HEAD },
      inputs: failOn,
      model: [
        reply(finding('nit', 6, 'Name the constant after what it is.')),
        reply(text('A nit.')),
      ],
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    expect(first.run.github.state.checkRuns[0]!.conclusion).toBe('neutral');
    // A push that leaves the nit alone: its thread stays open.
    const second = await review({
      after: first.run,
      headFiles: { 'README.md': '# Math\n' },
      inputs: failOn,
      model: [reply(text('Nothing new.'))],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    const [check] = second.run.github.state.checkRuns;
    expect(check!.output.title).toBe('0 blocking · 0 important · 1 nit');
    expect(check!.conclusion).toBe('neutral');
  }, 240_000);

  it('counts a thread a fork’s author resolved as open, and reopens it; a maintainer’s resolution counts', async () => {
    const failOn = { review_fail_on: 'blocking' };
    const github = {
      permissions: { octocat: 'write', maintainer: 'maintain', contributor: 'read' },
    };
    const first = await review({
      headFiles: { 'src/math.js': HEAD },
      inputs: failOn,
      github,
      model: [reply(finding('blocking', 3, '`add` subtracts.')), reply(text('One bug.'))],
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    expect(first.run.github.state.checkRuns[0]!.conclusion).toBe('failure');
    const bug = first.run.github.state.reviewComments[0]!;
    // The pull request's author (read access) resolves the bot's thread and pushes anything.
    first.run.github.state.resolvedThreads[bug.id] = 'contributor';
    const second = await review({
      after: first.run,
      headFiles: { 'README.md': '# Math\n' },
      inputs: failOn,
      model: [reply(text('Nothing new.'))],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    const [check] = second.run.github.state.checkRuns;
    expect(check!.conclusion).toBe('failure');
    expect(check!.output.title).toBe('1 blocking · 0 important · 0 nits');
    // The thread is open again, through GraphQL's unresolveReviewThread.
    expect(second.run.github.state.resolvedThreads[bug.id]).toBeUndefined();
    const summary = second.run.github.state.comments.find((c) =>
      c.body.includes('agent-loop:review-summary'),
    )!;
    expect(summary.body).toContain('1 thread reopened (resolved by someone without write access');

    // A maintainer resolving it is their "won't fix": the next push's check passes.
    second.run.github.state.resolvedThreads[bug.id] = 'maintainer';
    const third = await review({
      after: second.run,
      headFiles: { 'README.md': '# Math, again\n' },
      inputs: failOn,
      model: [reply(text('Nothing new.'))],
    });
    expect(third.run.exitCode, third.run.stderr).toBe(0);
    expect(third.run.github.state.checkRuns[0]!.conclusion).toBe('success');
    expect(third.run.github.state.resolvedThreads[bug.id]).toBe('maintainer');
  }, 360_000);

  it('carries a blocking finding listed in the review body (outside the diff) until its code is gone', async () => {
    const failOn = { review_fail_on: 'blocking' };
    const UTIL = 'export function parse(s) {\n  return Number(s);\n}\n';
    const repoFiles = { 'src/math.js': BASE, 'src/util.js': UTIL };
    const outside = finding('blocking', 2, '`parse` turns "" into 0.', 'src/util.js');
    const first = await review({
      repoFiles,
      headFiles: { 'src/math.js': HEAD },
      inputs: failOn,
      // Refused inline (not in the diff), then listed in the body.
      model: [reply(outside), reply(outside), reply(text('One bug outside the diff.'))],
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    expect(first.run.github.state.reviews[0]!.body).toContain('### Outside the diff');
    expect(first.run.github.state.reviewComments).toEqual([]);
    expect(first.run.github.state.checkRuns[0]!.conclusion).toBe('failure');

    const second = await review({
      after: first.run,
      repoFiles,
      headFiles: { 'README.md': '# Math\n' },
      inputs: failOn,
      model: [reply(text('Nothing new.'))],
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    expect(second.run.github.state.checkRuns[0]!.conclusion).toBe('failure');
    expect(second.run.github.state.checkRuns[0]!.output.title).toBe(
      '1 blocking · 0 important · 0 nits',
    );

    // The code it pointed at is rewritten: it no longer holds.
    const third = await review({
      after: second.run,
      repoFiles,
      headFiles: {
        'src/util.js': 'export function parse(s) {\n  return s === "" ? NaN : Number(s);\n}\n',
      },
      inputs: failOn,
      model: [reply(text('Looks fixed.'))],
    });
    expect(third.run.exitCode, third.run.stderr).toBe(0);
    expect(third.run.github.state.checkRuns[0]!.conclusion).toBe('success');
  }, 360_000);

  it('posts no check run with review_check: false', async () => {
    const { run } = await review({
      headFiles: { 'src/math.js': HEAD },
      inputs: { review_check: 'false' },
      model: [reply(text('Fine.'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.github.state.checkRuns).toEqual([]);
    expect(run.github.calls.some((c) => c.path.includes('/check-runs'))).toBe(false);
  });
});

describe('completeCheckRun', () => {
  it('sends the annotations 50 per request, the last ones with the completion', async () => {
    const github = await startFakeGitHub();
    try {
      const client = createGitHubClient({ token: 'ghs_checks', baseUrl: github.url });
      const repo = { owner: 'octo-org', repo: 'octo-repo' };
      const started = await startCheckRun({
        client,
        repo,
        headSha: 'a'.repeat(40),
        detailsUrl: 'https://github.example/run/1',
      });
      if (!('id' in started)) throw new Error(started.skipped);
      const annotations = Array.from({ length: 120 }, (_, i) => ({
        path: 'src/many.js',
        start_line: i + 1,
        end_line: i + 1,
        annotation_level: 'warning' as const,
        title: 'important finding',
        message: `finding ${i}`,
      }));
      const failed = await completeCheckRun({
        client,
        repo,
        checkRunId: started.id,
        outcome: { conclusion: 'neutral', title: 't', summary: 's', annotations },
      });
      expect(failed).toBeUndefined();
      const [check] = github.state.checkRuns;
      expect(check!.requests.map((r) => [r.kind, r.annotations, r.status])).toEqual([
        ['create', 0, 'in_progress'],
        ['update', 50, 'in_progress'],
        ['update', 50, 'in_progress'],
        ['update', 20, 'completed'],
      ]);
      expect(check!.annotations.map((a) => a.message)).toEqual(annotations.map((a) => a.message));
      expect(check!.conclusion).toBe('neutral');
    } finally {
      await github.close();
    }
  });
});

describe('checkConclusion', () => {
  const none = { blocking: 0, important: 0, nit: 0 };
  it('follows docs/contract.md#review', () => {
    expect(checkConclusion('complete', none, 'never')).toBe('success');
    expect(checkConclusion('complete', { ...none, nit: 1 }, 'important')).toBe('neutral');
    expect(checkConclusion('complete', { ...none, important: 1 }, 'blocking')).toBe('neutral');
    expect(checkConclusion('complete', { ...none, important: 1 }, 'important')).toBe('failure');
    expect(checkConclusion('complete', { ...none, blocking: 2 }, 'never')).toBe('neutral');
    expect(checkConclusion('partial', none, 'blocking')).toBe('neutral');
    expect(checkConclusion('partial', { ...none, blocking: 1 }, 'blocking')).toBe('failure');
    expect(checkConclusion('failed', none, 'never')).toBe('failure');
  });
});
