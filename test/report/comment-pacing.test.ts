import { describe, expect, it } from 'vitest';
import { createCommentPacing } from '../../src/github-side/report/comment-pacing.js';

const MINUTE = 60_000;

describe('comment pacing', () => {
  it('starts at the base interval and grows with the run age, up to the longest pause', () => {
    const pacing = createCommentPacing({ baseIntervalMs: 3000, startedAt: 0 });
    expect(pacing.intervalAt(0)).toBe(3000);
    expect(pacing.intervalAt(6 * MINUTE)).toBe(MINUTE);
    expect(pacing.intervalAt(3 * 60 * MINUTE)).toBe(5 * MINUTE);
    pacing.recordEdit(6 * MINUTE);
    expect(pacing.nextEditAt(6 * MINUTE)).toBe(7 * MINUTE);
  });

  it('never lets a rolling hour hold more than the cap', () => {
    const pacing = createCommentPacing({
      baseIntervalMs: 1000,
      startedAt: 0,
      ageShare: 0,
      maxEditsPerHour: 3,
    });
    for (const at of [0, 1000, 2000]) {
      expect(pacing.nextEditAt(at)).toBeLessThanOrEqual(at);
      pacing.recordEdit(at);
    }
    expect(pacing.nextEditAt(3000)).toBe(60 * MINUTE);
    expect(pacing.nextEditAt(60 * MINUTE)).toBeLessThanOrEqual(60 * MINUTE);
  });

  it('a refusal waits out retry-after (a minute when none) and doubles the pause', () => {
    const pacing = createCommentPacing({ baseIntervalMs: 3000, startedAt: 0, ageShare: 0 });
    pacing.recordEdit(0);
    pacing.recordRefusal(1000, 30_000);
    expect(pacing.nextEditAt(1000)).toBe(31_000);
    expect(pacing.intervalAt(40_000)).toBe(6000);
    pacing.recordRefusal(40_000);
    expect(pacing.nextEditAt(40_000)).toBe(100_000);
    expect(pacing.intervalAt(100_000)).toBe(12_000);
  });

  it('a 30-minute run busy all along makes a few dozen edits, an 8-hour one under 40 an hour', () => {
    const pacing = createCommentPacing({ baseIntervalMs: 3000, startedAt: 0 });
    const edits: number[] = [];
    for (let now = 0; now <= 8 * 60 * MINUTE; now += 500) {
      if (pacing.nextEditAt(now) <= now) {
        pacing.recordEdit(now);
        edits.push(now);
      }
    }
    const firstHalfHour = edits.filter((at) => at <= 30 * MINUTE).length;
    expect(firstHalfHour).toBeGreaterThan(20);
    expect(firstHalfHour).toBeLessThanOrEqual(40);
    for (const at of edits) {
      expect(edits.filter((t) => t > at - 60 * MINUTE && t <= at).length).toBeLessThanOrEqual(40);
    }
  });
});

describe('comment updater and a write made elsewhere', () => {
  it('paces the next edit from when the comment was created', async () => {
    const { createCommentUpdater } =
      await import('../../src/github-side/report/comment-updater.js');
    let now = 0;
    const timers: { at: number; fn: () => void }[] = [];
    const sent: number[] = [];
    const updater = createCommentUpdater({
      minIntervalMs: 3000,
      startedAt: 0,
      lastUpdateAt: 0,
      clock: {
        now: () => now,
        setTimeout: (fn, ms) => timers.push({ at: now + ms, fn }),
        clearTimeout: (handle) =>
          void timers.splice(Number(handle) - 1, 1, { at: Infinity, fn: () => {} }),
      },
      update: async () => void sent.push(now),
    });
    updater.push('a');
    now = 1000;
    updater.written(1000);
    for (now = 1000; now <= 5000; now += 500) {
      for (const timer of timers.filter((t) => t.at <= now)) {
        timer.at = Infinity;
        timer.fn();
      }
    }
    expect(sent).toEqual([4000]);
  });
});
