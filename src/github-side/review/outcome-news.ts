/**
 * What a review learned about its findings' fates (./outcomes.ts): the findings it
 * posted (open), the threads it found fixed (or outdated: their file is gone), and
 * the findings a person with write access dismissed (./dismissals.ts).
 */
import type { ReviewFinding } from './finding.js';
import { fingerprintKey } from './dismissals.js';
import type { OutcomeNews } from './outcomes.js';
import { parseFindingMarker, type PostedFinding } from './posted-findings.js';
import { severityOf } from './standing.js';
import type { FindingThread } from './threads.js';

export function reviewNews(input: {
  pull: number;
  /** The findings posted now, with the marker each carries. */
  posted: readonly ReviewFinding[];
  markerOf: (finding: ReviewFinding) => string | undefined;
  /** The threads this review found no longer holding; `gone`: their file is. */
  ended: readonly (FindingThread & { gone: boolean })[];
  /** Every earlier finding (the dismissed ones carry who and why). */
  earlier: readonly PostedFinding[];
}): OutcomeNews[] {
  const news: OutcomeNews[] = [];
  const { pull } = input;
  for (const finding of input.posted) {
    const fingerprint = parseFindingMarker(input.markerOf(finding) ?? '');
    if (!fingerprint) continue;
    const key = fingerprintKey(fingerprint);
    news.push({ key, pull, path: finding.path, severity: finding.severity, outcome: 'open' });
  }
  for (const { thread, fingerprint, gone } of input.ended) {
    news.push({
      key: fingerprintKey(fingerprint),
      pull,
      path: thread.path,
      severity: severityOf(thread.comments[0]?.body ?? ''),
      outcome: gone ? 'outdated' : 'fixed',
    });
  }
  for (const entry of input.earlier) {
    if (!entry.dismissal) continue;
    news.push({
      key: fingerprintKey(entry.fingerprint),
      pull,
      path: entry.path,
      severity: severityOf(entry.body),
      outcome: 'dismissed',
      by: entry.dismissal.by,
      reason: entry.dismissal.reason,
    });
  }
  return news;
}
