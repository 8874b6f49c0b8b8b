/**
 * The share of a shared write limit a run learns from GitHub's refusals
 * (src/github-side/github/write-budget.ts, src/github-side/github/write-governor.ts), on a virtual clock:
 * time moves only from one timer to the next, so a three-minute run takes
 * milliseconds and no assertion depends on how fast the machine is.
 */
import { describe, expect, it } from 'vitest';
import { createWriteLimiter, type WriteLimiter } from '../fakes/write-limits.js';
import { createVirtualClock, type VirtualClock } from '../support/virtual-clock.js';
import {
  createWriteGovernor,
  WriteDeferredError,
  type WriteGovernor,
  type WritePriority,
} from '../../src/github-side/github/write-governor.js';
import { createCommentUpdater } from '../../src/github-side/report/comment-updater.js';

const MINUTE = 60_000;

function governorOn(clock: VirtualClock, adaptive = true): WriteGovernor {
  return createWriteGovernor({ spacingMs: 1000, clock, random: () => 0.5, adaptive });
}

const sleep = (clock: VirtualClock, ms: number) =>
  new Promise<void>((resolve) => clock.setTimeout(resolve, ms));

/** Starts `count` essential writes one after another; returns when each started. */
async function startWrites(governor: WriteGovernor, clock: VirtualClock, count: number) {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const release = await governor.acquire('essential');
    times.push(clock.now());
    release();
  }
  return times;
}

/** The most of `times` in any rolling minute. */
function busiestMinute(times: number[]): number {
  let busiest = 0;
  for (const [index, start] of times.entries()) {
    busiest = Math.max(busiest, times.slice(index).filter((time) => time < start + MINUTE).length);
  }
  return busiest;
}

describe('the share a run learns from a refusal', () => {
  it('is one write less than the run made in the last minute, kept in every rolling minute', async () => {
    const clock = createVirtualClock();
    const governor = governorOn(clock);
    await clock.run(startWrites(governor, clock, 7));
    // The 8th is refused: the token's minute is full, and 7 of it were this run's.
    const release = await clock.run(governor.acquire('essential'));
    governor.refused(10_000, 'essential');
    release();
    expect(governor.perMinute).toBe(6);
    const refusedAt = clock.now();
    const after = await clock.run(startWrites(governor, clock, 18));
    // The hold: nothing before the retry-after (10 s), ended at a point of one slot (10 s).
    expect(after[0]).toBeGreaterThanOrEqual(refusedAt + 10_000);
    expect(busiestMinute(after)).toBeLessThanOrEqual(6);
    // Spread over the minute rather than in bursts: a slot of 10 s each.
    expect(after.slice(1).map((time, index) => time - after[index]!)).toEqual(
      Array.from({ length: 17 }, () => 10_000),
    );
  });

  it('halves with each further refusal, and never grows back', async () => {
    const clock = createVirtualClock();
    const governor = governorOn(clock);
    await clock.run(startWrites(governor, clock, 9));
    const first = await clock.run(governor.acquire('essential'));
    governor.refused(1_000, 'essential');
    first();
    expect(governor.perMinute).toBe(8);
    await clock.run(startWrites(governor, clock, 20));
    const second = await clock.run(governor.acquire('essential'));
    governor.refused(1_000, 'essential');
    second();
    // Its writes in the minute (8, the refused one not counted: 7), halved.
    expect(governor.perMinute).toBe(3);
    await clock.run(startWrites(governor, clock, 10));
    expect(governor.perMinute).toBe(3);
  });

  it('an exhausted request quota (a primary limit) holds the writes but teaches no share', async () => {
    const clock = createVirtualClock();
    const governor = governorOn(clock);
    await clock.run(startWrites(governor, clock, 5));
    const release = await clock.run(governor.acquire('essential'));
    governor.refused(20_000, 'essential', 'primary');
    release();
    expect(governor.perMinute).toBe(Number.POSITIVE_INFINITY);
    const refusedAt = clock.now();
    const [next] = await clock.run(startWrites(governor, clock, 1));
    expect(next).toBeGreaterThanOrEqual(refusedAt + 20_000);
  });

  it('a refusal that names no wait holds the writes a minute', async () => {
    const clock = createVirtualClock();
    const governor = governorOn(clock);
    const release = await clock.run(governor.acquire('essential'));
    governor.refused(null, 'essential');
    release();
    const refusedAt = clock.now();
    const [next] = await clock.run(startWrites(governor, clock, 1));
    expect(next).toBeGreaterThanOrEqual(refusedAt + MINUTE);
  });
});

describe('runs refused together', () => {
  it('come back at different points of a slot, not all at the retry-after', async () => {
    const resumed: number[] = [];
    for (const random of [() => 0, () => 0.9]) {
      const clock = createVirtualClock();
      const governor = createWriteGovernor({ spacingMs: 1000, clock, random });
      // The token's minute is full of other runs' writes: this run's first is refused.
      const release = await clock.run(governor.acquire('essential'));
      governor.refused(10_000, 'essential');
      release();
      const refusedAt = clock.now();
      const [next] = await clock.run(startWrites(governor, clock, 1));
      resumed.push(next! - refusedAt);
    }
    // A share of 1 a minute (a slot of 60 s): at most the retry-after (10 s) is added.
    expect(resumed).toEqual([10_000, 19_000]);
  });
});

describe('optional writes after a refusal', () => {
  it('fail at once during the hold, while essential ones wait it out and are sent', async () => {
    const clock = createVirtualClock();
    const governor = governorOn(clock);
    await clock.run(startWrites(governor, clock, 5));
    const release = await clock.run(governor.acquire('essential'));
    governor.refused(30_000, 'essential');
    release();
    await expect(clock.run(governor.acquire('optional'))).rejects.toThrow(
      /not sent: the run holds its writes \d+ s after GitHub refused one/,
    );
    const refusedAt = clock.now();
    const [sent] = await clock.run(startWrites(governor, clock, 1));
    expect(sent).toBeGreaterThanOrEqual(refusedAt + 30_000);
  });

  it('waiting their turn when a refusal comes, they are dropped', async () => {
    const clock = createVirtualClock();
    const governor = governorOn(clock);
    const release = await clock.run(governor.acquire('essential'));
    const edit = governor.acquire('optional');
    expect(governor.waiting).toBe(1);
    governor.refused(5_000, 'essential');
    // Run on the clock: an edit left waiting fails the test instead of hanging it.
    await expect(clock.run(edit)).rejects.toBeInstanceOf(WriteDeferredError);
    // The kind the progress comment tells a held-back edit by (src/github-side/run/progress.ts).
    await expect(edit).rejects.toMatchObject({ kind: 'write_deferred' });
    expect(governor.waiting).toBe(0);
    release();
  });

  it('are sent only when the share has room to spare at once', async () => {
    const clock = createVirtualClock();
    const governor = governorOn(clock);
    await clock.run(startWrites(governor, clock, 4));
    const release = await clock.run(governor.acquire('essential'));
    governor.refused(1_000, 'essential');
    release();
    expect(governor.perMinute).toBe(3);
    // A minute later the writes before the refusal have left the window: room to spare.
    await clock.run(sleep(clock, MINUTE + 1));
    (await clock.run(governor.acquire('optional')))();
    await clock.run(sleep(clock, 25_000));
    (await clock.run(governor.acquire('optional')))();
    // Now the minute holds 2 of 3: the last one is kept for a write that matters.
    await clock.run(sleep(clock, 25_000));
    await expect(clock.run(governor.acquire('optional'))).rejects.toThrow(/keeps to its share/);
    const now = clock.now();
    const [essential] = await clock.run(startWrites(governor, clock, 1));
    expect(essential).toBe(now);
  });
});

interface Sent {
  run: number;
  kind: string;
  refused: boolean;
  at: number;
}

/**
 * One busy run in the shape of test/support/busy-runs.ts, its writes sent as the
 * client sends them: a refused essential write waits the retry-after (the
 * throttling plugin) and goes again as a retry; a refused progress edit is not
 * retried (the next body replaces it).
 */
async function busyRun(index: number, clock: VirtualClock, limiter: WriteLimiter, log: Sent[]) {
  const governor = governorOn(clock, adaptiveRuns);
  const send = async (kind: string, priority: WritePriority, signal?: AbortSignal) => {
    for (let attempt = 0; ; attempt++) {
      const release = await governor.acquire(attempt === 0 ? priority : 'retry', signal);
      const refusal = limiter.admit('POST');
      log.push({ run: index, kind, refused: refusal !== undefined, at: clock.now() });
      if (!refusal) return release();
      const waitMs = Number(refusal.headers['retry-after']) * 1000;
      governor.refused(waitMs, priority);
      release();
      if (priority === 'optional') throw new Error('refused');
      await sleep(clock, waitMs);
    }
  };
  await send('reaction', 'essential');
  await send('comment', 'essential');
  const updater = createCommentUpdater({
    minIntervalMs: 3_000,
    clock,
    lastUpdateAt: clock.now(),
    update: (body, { final, signal }) =>
      send(final ? 'final report' : 'progress edit', final ? 'essential' : 'optional', signal),
    onError: () => {},
  });
  governor.onRefusal((holdMs) => updater.refused(holdMs));
  for (let step = 1; step <= 120; step++) {
    updater.push(`step ${step}`);
    if (step % 12 === 0) await send('reply', 'essential');
    await sleep(clock, 1_000);
  }
  await send('POST /pulls', 'essential');
  updater.push('final');
  await updater.flush();
}

let adaptiveRuns = true;

async function threeBusyRuns(adaptive: boolean) {
  adaptiveRuns = adaptive;
  const clock = createVirtualClock();
  const limiter = createWriteLimiter({
    perMinute: 20,
    perHour: Number.MAX_SAFE_INTEGER,
    now: clock.now,
  });
  const log: Sent[] = [];
  await clock.run(Promise.all([0, 1, 2].map((index) => busyRun(index, clock, limiter, log))));
  const refused = log.filter((sent) => sent.refused);
  const firstRefusal = log.findIndex((sent) => sent.refused);
  return {
    log,
    refusedShare: refused.length / log.length,
    pullsRefused: refused.filter((sent) => sent.kind === 'POST /pulls').length,
    finals: log.filter((sent) => sent.kind === 'final report' && !sent.refused).length,
    busiest: firstRefusal < 0 ? 0 : busiestMinute(log.slice(firstRefusal).map((sent) => sent.at)),
  };
}

describe('three busy runs under a shared limit of 20 writes a minute', () => {
  it('have at most 10 % of their writes refused, no pull request among them', async () => {
    const result = await threeBusyRuns(true);
    expect(result.refusedShare, summary(result)).toBeLessThanOrEqual(0.1);
    expect(result.pullsRefused, summary(result)).toBe(0);
    expect(result.finals).toBe(3);
    // Once refusals appear, all that is sent fits the limit.
    expect(result.busiest).toBeLessThanOrEqual(20);
  });

  it('with the fixed pacing (the reference) far more are refused', async () => {
    const result = await threeBusyRuns(false);
    expect(result.refusedShare, summary(result)).toBeGreaterThan(0.1);
    expect(result.busiest).toBeGreaterThan(20);
  });
});

const summary = (result: Awaited<ReturnType<typeof threeBusyRuns>>) =>
  `${result.log.length} writes, ${(100 * result.refusedShare).toFixed(1)} % refused, ` +
  `POST /pulls refused ${result.pullsRefused}, busiest minute after a refusal ${result.busiest}`;
