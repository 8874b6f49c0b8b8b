/**
 * The review's outcomes record and its figures (docs/contract.md#review-outcomes):
 * how a review's news changes the record, the last 30 days' figures, and the paths
 * named as noisy.
 */
import { describe, expect, it } from 'vitest';
import {
  applyNews,
  parseOutcomes,
  type OutcomeNews,
} from '../../src/github-side/review/outcomes.js';
import {
  noisyPaths,
  noisyPrompt,
  renderReviewStats,
  reviewStats,
} from '../../src/github-side/review/review-stats.js';

const NOW = new Date('2026-12-07T12:00:00Z');
const hoursLater = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const open = (key: string, path = 'src/a.ts', severity: OutcomeNews['severity'] = 'important') =>
  ({ key, pull: 7, path, severity, outcome: 'open' }) as OutcomeNews;

describe('applyNews', () => {
  it('adds what was posted, decides open findings once, keeps a decision', () => {
    let record = applyNews(parseOutcomes(undefined), [open('a'), open('b'), open('c')], NOW);
    record = applyNews(
      record,
      [
        { ...open('a'), outcome: 'fixed' },
        { ...open('b'), outcome: 'dismissed', by: 'maintainer', reason: 'false positive: fine' },
      ],
      hoursLater(6),
    );
    // A later review cannot undo a decision.
    record = applyNews(record, [{ ...open('b'), outcome: 'fixed' }, open('a')], hoursLater(9));
    expect(record.findings.a).toMatchObject({
      outcome: 'fixed',
      decided_at: hoursLater(6).toISOString(),
    });
    expect(record.findings.b).toMatchObject({ outcome: 'dismissed', dismissed_by: 'maintainer' });
    expect(record.findings.c!.outcome).toBe('open');
  });

  it('records no earlier finding whose severity is unknown, and forgets the old ones', () => {
    const record = applyNews(
      parseOutcomes(undefined),
      [{ ...open('x'), severity: undefined }],
      NOW,
    );
    expect(record.findings).toEqual({});
    const old = applyNews(parseOutcomes(undefined), [open('y')], new Date('2026-01-01T00:00:00Z'));
    expect(applyNews(old, [], NOW).findings).toEqual({});
  });

  it('refuses a malformed file', () => {
    expect(() => parseOutcomes('{"version":2,"findings":{}}')).toThrow();
  });
});

describe('review stats', () => {
  const record = applyNews(
    applyNews(
      parseOutcomes(undefined),
      [open('a', 'src/a.ts', 'blocking'), open('b'), open('c', 'src/b.ts', 'nit'), open('d')],
      NOW,
    ),
    [
      { ...open('a'), outcome: 'fixed' },
      { ...open('b'), outcome: 'dismissed', by: 'm', reason: '👎' },
    ],
    hoursLater(10),
  );

  it('counts the last 30 days', () => {
    const stats = reviewStats(record, hoursLater(11));
    expect(stats.total).toBe(4);
    expect(stats.bySeverity).toEqual({ blocking: 1, important: 2, nit: 1 });
    expect(stats.byOutcome).toEqual({ open: 2, fixed: 1, dismissed: 1, outdated: 0 });
    expect(stats.medianHoursToFix).toBe(10);
    expect(stats.reasons).toEqual([{ reason: '👎 reaction', count: 1 }]);
    expect(stats.paths[0]).toEqual({ path: 'src/a.ts', count: 3 });
    const text = renderReviewStats(stats);
    expect(text).toContain('- Fixed: 1 (25%)');
    expect(text).toContain('- Median time to a fix: 10.0 hours');
    expect(text).toContain('```mermaid\npie title What became of the findings\n  "fixed" : 1');
    // 31 days on, nothing is in the window.
    expect(reviewStats(record, hoursLater(31 * 24)).total).toBe(0);
  });

  it('names a path noisy once most of its 3 or more decided findings were dismissed', () => {
    const dismissed = (key: string) =>
      ({
        ...open(key, 'gen/x.ts'),
        outcome: 'dismissed',
        by: 'm',
        reason: "won't fix",
      }) as OutcomeNews;
    const some = applyNews(parseOutcomes(undefined), [dismissed('1'), dismissed('2')], NOW);
    expect(noisyPaths(some)).toEqual([]);
    const more = applyNews(some, [{ ...open('3', 'gen/x.ts'), outcome: 'fixed' }], NOW);
    expect(noisyPaths(more)).toEqual(['gen/x.ts']);
    expect(noisyPrompt(noisyPaths(more))).toContain('- `gen/x.ts`');
    expect(noisyPrompt([])).toBe('');
  });
});
