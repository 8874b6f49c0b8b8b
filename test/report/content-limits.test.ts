/**
 * Under load: three 30-minute runs share one token's content-creation limits (80
 * writes a minute, 500 an hour, enforced by the fake GitHub server). Each run is
 * busy (a new progress body every 2 s) and edits its progress comment through the
 * real updater and the real GitHub client. Time is virtual: the updaters' timers,
 * the fake's limits and the client's rate-limit waits all use one test clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createWriteLimiter, type WriteLimiter } from '../fakes/write-limits.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';
import {
  createGitHubClient,
  rateLimitRefusalWait,
  type GitHubClient,
} from '../../src/github-side/github/octokit.js';
import {
  updateProgressComment,
  type ProgressCommentRef,
} from '../../src/github-side/github/progress-comment.js';
import {
  createCommentUpdater,
  type UpdaterClock,
} from '../../src/github-side/report/comment-updater.js';
import type { CommentPacingOptions } from '../../src/github-side/report/comment-pacing.js';

/** The runs' progress comments, numbered as GitHub numbers comments today. */
const FIRST_ID = 3_600_000_100;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RUN_MS = 30 * MINUTE;
const PUSH_EVERY_MS = 2_000;
const RUNS = 3;
const OWNER = 'o';
const REPO = 'r';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** A clock whose timers fire when the test advances it; requests settle in between. */
function virtualClock() {
  let now = Date.UTC(2026, 0, 1);
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 0;
  const clock: UpdaterClock & { skip(ms: number): void } = {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.push({ at: now + Math.max(0, ms), fn, id });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    skip(ms) {
      now += ms;
    },
  };
  async function runUntil(end: number, settle: () => Promise<void>): Promise<void> {
    for (;;) {
      timers.sort((a, b) => a.at - b.at || a.id - b.id);
      const next = timers[0];
      if (!next || next.at > end) break;
      timers.shift();
      now = Math.max(now, next.at);
      next.fn();
      await settle();
    }
    now = Math.max(now, end);
  }
  return { clock, runUntil };
}

interface Scenario {
  /** Writes other runs made (same token) in the 10 minutes before these runs start. */
  earlierWrites?: number;
  pacing?: CommentPacingOptions extends infer P ? Partial<P> : never;
  /** How long the runs work (default 30 minutes). */
  runMs?: number;
  /** Minutes after the start by which each run must be done. */
  deadlineMinutes?: number;
}

async function simulate(scenario: Scenario) {
  const { clock, runUntil } = virtualClock();
  const start = clock.now();
  const limiter: WriteLimiter = createWriteLimiter({ perMinute: 80, perHour: 500, now: clock.now });
  for (let index = 0; index < (scenario.earlierWrites ?? 0); index++) {
    clock.skip((10 * MINUTE) / Math.max(1, scenario.earlierWrites ?? 1));
    limiter.admit('POST');
  }
  const runStart = clock.now();
  const runMs = scenario.runMs ?? RUN_MS;
  const user = { login: 'octocat' };
  fake = await startFakeGitHub({
    owner: OWNER,
    repo: REPO,
    issues: Array.from({ length: RUNS }, (_, index) => ({
      number: index + 1,
      title: `Bug ${index + 1}`,
      body: 'b',
      user,
    })),
    comments: Array.from({ length: RUNS }, (_, index) => ({
      id: FIRST_ID + index,
      issue_number: index + 1,
      body: 'working',
      user: { login: 'github-actions[bot]' },
      created_at: new Date(runStart).toISOString(),
      updated_at: new Date(runStart).toISOString(),
    })),
    writeLimits: limiter,
  });
  const waits: number[] = [];
  const logs: string[] = [];
  const client: GitHubClient = createGitHubClient({
    log: (line) => void logs.push(line),
    token: 'ghs_faketoken1234567890abcdefghijklmnop',
    baseUrl: fake.url,
    retry: {
      msPerSecondOfWait: 0,
      writeSpacingMs: 0,
      now: clock.now,
      deadline: runStart + (scenario.deadlineMinutes ?? 60) * MINUTE,
      // The wait is not slept: the clock jumps, as if it had been.
      onWait: (ms) => {
        waits.push(ms);
        clock.skip(ms);
      },
    },
  });

  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  };
  const settle = async () => {
    for (let round = 0; round < 5; round++) {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const edits = Array.from({ length: RUNS }, () => [] as number[]);
  const refusals = Array.from({ length: RUNS }, () => 0);
  const runs = Array.from({ length: RUNS }, (_, index) => {
    const ref: ProgressCommentRef = {
      repo: { owner: OWNER, repo: REPO },
      id: String(FIRST_ID + index),
      kind: 'issue',
      number: index + 1,
      htmlUrl: '',
      reused: false,
    };
    const updater = createCommentUpdater({
      minIntervalMs: 3_000,
      startedAt: runStart,
      lastUpdateAt: runStart,
      pacing: scenario.pacing,
      clock,
      update: (body, { final }) =>
        track(
          updateProgressComment(client, ref, body, { intermediate: !final }).then(() => {
            edits[index]!.push(clock.now());
          }),
        ),
      refusalWait: (error) => rateLimitRefusalWait(error, clock.now()),
      // GitHub's refusals; an edit the write queue held back (after one) is not one.
      onError: (error) => {
        if ((error as { deferred?: boolean }).deferred !== true) refusals[index]!++;
      },
    });
    let step = 0;
    const push = () => {
      if (clock.now() >= runStart + runMs) return;
      updater.push(`run ${index + 1}: step ${++step}`);
      clock.setTimeout(push, PUSH_EVERY_MS);
    };
    clock.setTimeout(push, 500 * index);
    return { ref, updater };
  });

  await runUntil(runStart + runMs, settle);
  // The writes that matter, run after run (a concurrent wait would need a clock per
  // run): each final report, then a comment each run posts (as a pull request would).
  const finals: PromiseSettledResult<void>[] = [];
  for (const [index, { ref, updater }] of runs.entries()) {
    updater.push(`### ✅ run ${index + 1} finished`);
    const final = track(updater.flush()).then(async () => {
      await client.rest.issues.createComment({
        owner: OWNER,
        repo: REPO,
        issue_number: ref.number,
        body: `pull request for run ${index + 1}`,
      });
    });
    finals.push(
      await final.then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      ),
    );
  }
  return { logs, start, runStart, limiter, edits, refusals, finals, waits, fake };
}

/** The most edits any rolling hour holds. */
function maxPerHour(times: number[]): number {
  return Math.max(
    0,
    ...times.map((time) => times.filter((t) => t > time - HOUR && t <= time).length),
  );
}

describe('progress edits under GitHub content-creation limits', () => {
  it('three busy 30-minute runs stay a small share of the hourly budget; every final write lands', async () => {
    const result = await simulate({});
    for (const [index, times] of result.edits.entries()) {
      expect(times.length, `run ${index + 1}`).toBeGreaterThanOrEqual(20);
      expect(maxPerHour(times), `run ${index + 1}`).toBeLessThanOrEqual(40);
    }
    // Far from the limits: nothing refused, nothing waited.
    expect(result.limiter.refused).toBe(0);
    expect(result.refusals).toEqual([0, 0, 0]);
    expect(result.finals.map((final) => final.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const finalBodies = result.fake.state.comments.filter(
      (c) => c.id >= FIRST_ID && c.id < FIRST_ID + RUNS,
    );
    expect(finalBodies.map((c) => c.body)).toEqual(
      [1, 2, 3].map((n) => `### ✅ run ${n} finished`),
    );
    // The interval grew: the last edits are minutes apart, the first seconds.
    const gaps = result.edits[0]!.slice(1).map((time, index) => time - result.edits[0]![index]!);
    expect(gaps[0]!).toBeLessThan(10_000);
    expect(gaps.at(-1)!).toBeGreaterThan(3 * MINUTE);
  });

  it('the old fixed 3 s interval exhausts the token within ten minutes', async () => {
    const result = await simulate({
      pacing: { ageShare: 0, maxEditsPerHour: 1_000_000 },
      runMs: 10 * MINUTE,
    });
    expect(result.limiter.refused).toBeGreaterThan(0);
    expect(result.limiter.countSince(HOUR)).toBe(500);
  });

  it('with the budget nearly spent by others: edits back off, the final writes wait and land', async () => {
    const result = await simulate({ earlierWrites: 480 });
    expect(result.limiter.refused).toBeGreaterThan(0);
    // Each refusal doubles the pause and waits out retry-after: few refusals per run.
    for (const count of result.refusals) expect(count).toBeLessThanOrEqual(8);
    expect(result.finals.map((final) => final.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(result.waits.length).toBeGreaterThan(0);
    const finalBodies = result.fake.state.comments.filter(
      (c) => c.id >= FIRST_ID && c.id < FIRST_ID + RUNS,
    );
    expect(finalBodies.every((c) => c.body.includes('finished'))).toBe(true);
  });

  it('a final write that would have to wait past the deadline fails, so the run can say so', async () => {
    const result = await simulate({
      earlierWrites: 500,
      pacing: { maxEditsPerHour: 40 },
      deadlineMinutes: 31,
    });
    expect(result.finals.some((final) => final.status === 'rejected')).toBe(true);
  });
});
