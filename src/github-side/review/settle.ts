/**
 * The review's last step before posting: the findings an earlier review
 * already made are left out, the rest carry their fingerprint, and the threads
 * the new commits fixed are answered and resolved (src/github-side/review/plan.ts).
 */
import type { ReviewFinding, ReviewSeverity } from './finding.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import { describeApiError } from '../github/octokit.js';
import { describeRange } from './incremental.js';
import { findingMarker } from './posted-findings.js';
import { settleFindings, type ReviewPlan } from './plan.js';
import type { ReviewState } from './review-state.js';
import { reviewNews } from './outcome-news.js';
import type { OutcomeNews } from './outcomes.js';

import type { FinishedWork } from '../run/policy.js';
import type { ActionRun } from '../run/run-context.js';

/** The plan the review ran with, and the checkout it read. */
export interface PlannedReview {
  plan: ReviewPlan;
  repository: PreparedWorkspace['repository'];
}

/** What settling leaves to post and to count. */
export interface SettledFindings {
  findings: ReviewFinding[];
  markerOf: (finding: ReviewFinding) => string | undefined;
  /** What this review found that still stands (posted now or before), dismissed ones left out. */
  standing: ReviewFinding[];
  /** Severities of earlier findings whose threads stay open and this review did not repeat. */
  stillOpen: ReviewSeverity[];
  /** What became of the findings, for their record (docs/contract.md#review-outcomes). */
  news: OutcomeNews[];
}

/**
 * Settles `findings` against earlier reviews and says what it did in the
 * state's "since the last review". A failure here is a warning: the review is
 * then posted with every finding (undefined).
 */
export async function settle(
  run: ActionRun,
  state: ReviewState,
  work: FinishedWork,
  planned: PlannedReview | undefined,
  findings: readonly ReviewFinding[],
): Promise<SettledFindings | undefined> {
  const pull = work.context.pullRequest;
  if (!planned || !pull || work.context.number === undefined || !work.agent.result) {
    return undefined;
  }
  try {
    const settled = await settleFindings({
      client: run.client,
      repo: run.trigger.repo,
      pullNumber: work.context.number,
      headSha: pull.headSha,
      baseSha: pull.baseSha,
      repository: planned.repository,
      botLogin: await run.identity.resolve(),
      plan: planned.plan,
      comments: findings,
    });
    const { resolved, failures } = settled.closed;
    run.log.info(
      `Findings: ${settled.fresh.length} new, ${settled.repeats.length} already posted, ${settled.dismissed.length} dismissed earlier; ${resolved} fixed threads resolved, ${settled.reopened} reopened`,
    );
    for (const failure of failures) {
      run.log.warning(`Could not resolve a thread: ${failure}`);
    }
    const since = settledSentence(settled);
    if (since) state.sinceLastReview = `${describeRange(planned.plan.range)} ${since}`;
    const markers = new Map<ReviewFinding, string>(
      settled.fresh.map((finding) => [finding, findingMarker(finding.fingerprint)]),
    );
    return {
      findings: [...markers.keys()],
      markerOf: (finding) => markers.get(finding),
      standing: [...markers.keys(), ...settled.repeats],
      stillOpen: settled.stillOpen,
      news: reviewNews({
        pull: work.context.number,
        posted: [...markers.keys()],
        markerOf: (finding) => markers.get(finding),
        ended: settled.ended,
        earlier: planned.plan.posted,
      }),
    };
  } catch (error) {
    run.log.warning(
      `Could not compare the findings with earlier reviews (posting them all): ${describeApiError(error)}`,
    );
    return undefined;
  }
}

/** What settling did, for the summary ('' when it did nothing worth saying). */
function settledSentence(settled: Awaited<ReturnType<typeof settleFindings>>): string {
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  const parts = [
    settled.reopened > 0
      ? `${count(settled.reopened, 'thread')} reopened (resolved by someone without write access: only the reviewer or a maintainer closes a finding)`
      : '',
    settled.closed.resolved > 0 ? `${count(settled.closed.resolved, 'fixed thread')} resolved` : '',
    settled.keptOpen.cosmetic > 0
      ? `${count(settled.keptOpen.cosmetic, 'thread')} left open (only whitespace, comments or names changed)`
      : '',
    settled.keptOpen.raisedAgain > 0
      ? `${count(settled.keptOpen.raisedAgain, 'thread')} left open (the finding still holds)`
      : '',
    settled.repeats.length > 0
      ? `${count(settled.repeats.length, 'finding')} already posted left out`
      : '',
    settled.dismissed.length > 0
      ? `${count(settled.dismissed.length, 'finding')} dismissed earlier left out`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join('; ')}.` : '';
}
