/**
 * Busy runs sharing one token's write limit, in scaled time: each run is the
 * action's real progress reporter (src/github-side/run/progress.ts: 👀, the progress
 * comment, its paced edits, the final report) and real pull-request code over the
 * real GitHub client, against one fake GitHub whose limiter counts a scaled minute
 * (`scale` times faster than the wall clock). Every wait GitHub asks for, every
 * pause and spacing is scaled alike, so a three-minute run takes seconds. Used by
 * bench/writes.bench.ts; no test asserts on its timing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';
import { createWriteLimiter, type WriteLimiter } from '../fakes/write-limits.js';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import { createRunIdentity } from '../../src/github-side/github/identity.js';
import { openOrUpdatePullRequest } from '../../src/github-side/github/pull-request.js';
import { startProgress } from '../../src/github-side/run/progress.js';
import type { ActionRun } from '../../src/github-side/run/run-context.js';
import type { Trigger } from '../../src/github-side/github/trigger.js';

export interface BusyRunsOptions {
  runs: number;
  /** Writes a (scaled) minute the token may make. */
  perMinute: number;
  /** Wall-clock speed-up: 30 makes a minute last 2 s. */
  scale: number;
  /** How long each run works before it opens its pull request (scaled minutes). */
  workMinutes: number;
  /** A new progress step every this many (scaled) seconds. */
  stepSeconds: number;
  /**
   * Replies each run posts while it works, spread over its steps (a review run
   * answering the threads of a pull request): writes that matter, mid-run.
   */
  replies: number;
  /** False: the fixed pacing of earlier releases (the reference). */
  adaptive: boolean;
}

export interface BusyRunsResult {
  accepted: number;
  refused: number;
  /** Pull requests opened, of `runs`. */
  pullsOpened: number;
  /** Progress comments whose body is their run's final report, of `runs`. */
  reportsWritten: number;
  /** Thread replies posted, of `runs × replies`. */
  replies: number;
  /** Edits of the progress comments that GitHub accepted. */
  progressEdits: number;
  /** Runs whose finish() said the report could not be written. */
  reportFailures: string[];
  /** `POST /pulls` answers that were a refusal (403/429). */
  pullsRefused: number;
  /**
   * The most writes (accepted or refused) the token was sent in any rolling
   * minute starting at or after the first refusal: within the limit when the runs
   * keep to their shares.
   */
  busiestMinuteAfterRefusal: number;
}

const OWNER = 'octo-org';
const REPO = 'octo-repo';
const TOKEN = 'ghs_benchtoken1234567890abcdefghijklmnop';
/** The pull request whose review threads the runs answer, and its threads' ids. */
const REVIEWED_PULL = 50;
const FIRST_THREAD_ID = 3_800_000_000;

function trigger(number: number, commentId: number): Trigger {
  const now = new Date().toISOString();
  return {
    source: 'issue_comment',
    repo: { owner: OWNER, repo: REPO },
    actor: { login: 'octocat' },
    number,
    isPullRequest: false,
    request: '@agent fix this',
    ask: { verb: 'fix' },
    comment: {
      id: String(commentId),
      kind: 'issue',
      body: '@agent fix this',
      createdAt: now,
      updatedAt: now,
    },
    event: { name: 'issue_comment' },
  } as unknown as Trigger;
}

function actionRun(fake: FakeGitHub, index: number, options: BusyRunsOptions): ActionRun {
  const msPerSecond = 1000 / options.scale;
  const client = createGitHubClient({
    token: TOKEN,
    baseUrl: fake.url,
    retry: {
      msPerSecondOfWait: msPerSecond,
      writeSpacingMs: msPerSecond,
      adaptiveWrites: options.adaptive,
    },
  });
  const quiet = () => {};
  return {
    client,
    trigger: trigger(index + 1, 3_700_000_000 + index),
    identity: createRunIdentity({ client }),
    runner: { runId: String(19_000_000_000 + index), runAttempt: 1 },
    redact: (text: string) => text,
    log: { info: quiet, notice: quiet, warning: quiet, error: quiet },
    runUrl: `https://github.com/${OWNER}/${REPO}/actions/runs/${19_000_000_000 + index}`,
    startedAt: Date.now(),
    commentIntervalMs: 3 * msPerSecond,
  } as unknown as ActionRun;
}

async function busyRun(run: ActionRun, index: number, options: BusyRunsOptions) {
  const progress = startProgress(run);
  const steps = Math.round((options.workMinutes * 60) / options.stepSeconds);
  const replyEvery = Math.max(1, Math.floor(steps / Math.max(1, options.replies)));
  let replied = 0;
  for (let step = 1; step <= steps; step++) {
    progress.step(`Running the tests (step ${step} of ${steps})`);
    if (step % replyEvery === 0 && replied < options.replies) {
      await run.client.rest.pulls.createReplyForReviewComment({
        owner: OWNER,
        repo: REPO,
        pull_number: REVIEWED_PULL,
        comment_id: FIRST_THREAD_ID + index * options.replies + replied++,
        body: `Fixed in the latest push (run ${index + 1}).`,
      });
    }
    await new Promise((resolve) =>
      setTimeout(resolve, (options.stepSeconds * 1000) / options.scale),
    );
  }
  await openOrUpdatePullRequest({
    client: run.client,
    repo: run.trigger.repo,
    head: `agent/issue-${index + 1}`,
    base: 'main',
    title: `Fix issue ${index + 1}`,
    body: `Fixes #${index + 1}.`,
  });
  return progress.finish(`### ✅ Run ${index + 1} finished: opened its pull request`);
}

/** Runs the busy runs at once and counts what GitHub accepted and refused. */
export async function runBusyRuns(options: BusyRunsOptions): Promise<BusyRunsResult> {
  const outputs = mkdtempSync(join(tmpdir(), 'busy-runs-'));
  const previousOutput = process.env.GITHUB_OUTPUT;
  process.env.GITHUB_OUTPUT = join(outputs, 'output');
  writeFileSync(process.env.GITHUB_OUTPUT, '');
  const startedAt = Date.now();
  const limiter: WriteLimiter = createWriteLimiter({
    perMinute: options.perMinute,
    perHour: Number.MAX_SAFE_INTEGER,
    now: () => startedAt + (Date.now() - startedAt) * options.scale,
  });
  const fake = await startFakeGitHub({
    owner: OWNER,
    repo: REPO,
    issues: Array.from({ length: options.runs }, (_, index) => ({
      number: index + 1,
      title: `Bug ${index + 1}`,
      body: 'It breaks.',
      user: { login: 'octocat' },
    })),
    comments: Array.from({ length: options.runs }, (_, index) => ({
      id: 3_700_000_000 + index,
      issue_number: index + 1,
      body: '@agent fix this',
      user: { login: 'octocat' },
      created_at: new Date(startedAt).toISOString(),
      updated_at: new Date(startedAt).toISOString(),
    })),
    pulls: [
      {
        number: REVIEWED_PULL,
        title: 'Refactor the parser',
        body: 'Splits it up.',
        state: 'open',
        user: { login: 'octocat' },
        head: { ref: 'refactor', repo: `${OWNER}/${REPO}` },
        base: { ref: 'main' },
      },
    ],
    reviewComments: Array.from({ length: options.runs * options.replies }, (_, index) => ({
      id: FIRST_THREAD_ID + index,
      pull_number: REVIEWED_PULL,
      body: `Finding ${index + 1}: this can be null.`,
      user: { login: 'github-actions[bot]' },
      path: 'src/parser.ts',
      line: 10 + index,
      side: 'RIGHT' as const,
      created_at: new Date(startedAt).toISOString(),
      updated_at: new Date(startedAt).toISOString(),
    })),
    permissions: { octocat: 'write' },
    writeLimits: limiter,
  });
  try {
    const runs = Array.from({ length: options.runs }, (_, index) =>
      actionRun(fake, index, options),
    );
    const failures = await Promise.all(runs.map((run, index) => busyRun(run, index, options)));
    return count(fake, limiter, options, failures);
  } finally {
    await fake.close();
    if (previousOutput === undefined) delete process.env.GITHUB_OUTPUT;
    else process.env.GITHUB_OUTPUT = previousOutput;
    rmSync(outputs, { recursive: true, force: true });
  }
}

function count(
  fake: FakeGitHub,
  limiter: WriteLimiter,
  options: BusyRunsOptions,
  failures: (string | undefined)[],
): BusyRunsResult {
  const reports = fake.state.comments.filter((comment) =>
    /^### ✅ Run \d+ finished/.test(comment.body),
  );
  const progressEdits = fake.calls.filter(
    (call) =>
      call.method === 'PATCH' && /\/issues\/comments\//.test(call.path) && call.status === 200,
  ).length;
  const replies = fake.state.reviewComments.filter((c) => c.in_reply_to_id !== undefined).length;
  const pullsRefused = fake.calls.filter(
    (call) =>
      call.method === 'POST' && /\/pulls$/.test(call.path) && [403, 429].includes(call.status),
  ).length;
  return {
    replies,
    pullsRefused,
    busiestMinuteAfterRefusal: busiestMinuteAfterRefusal(limiter),
    accepted: limiter.accepted,
    refused: limiter.refused,
    pullsOpened: fake.state.pulls.filter((pull) => pull.head.ref.startsWith('agent/')).length,
    reportsWritten: Math.min(options.runs, reports.length),
    progressEdits,
    reportFailures: failures.filter((failure): failure is string => failure !== undefined),
  };
}

/** The most writes sent in a rolling minute (the limiter's clock) from the first refusal on. */
function busiestMinuteAfterRefusal(limiter: WriteLimiter): number {
  const first = limiter.attempts.findIndex((attempt) => attempt.refused);
  if (first < 0) return 0;
  const times = limiter.attempts.slice(first).map((attempt) => attempt.at);
  let busiest = 0;
  for (let start = 0, end = 0; start < times.length; start++) {
    while (end < times.length && times[end]! < times[start]! + 60_000) end++;
    busiest = Math.max(busiest, end - start);
  }
  return busiest;
}
