/**
 * The review run's side of its outcomes (docs/contract.md#review-outcomes): after the
 * review is posted, its news is recorded in `reviews.json` and the pull request's counts
 * become the outputs `findings_fixed` and `findings_dismissed`, with the repository's
 * figures for the step summary; before the loops, the paths whose findings are mostly
 * dismissed are named in the prompt. A ledger GitHub refuses (no `contents: write`)
 * never stops the review: the log says so.
 */
import { describeApiError } from '../github/octokit.js';
import type { ActionRun } from '../run/run-context.js';
import { recordOutcomes, readOutcomes } from './outcome-store.js';
import { countOutcomes, type OutcomeNews } from './outcomes.js';
import { noisyPaths, noisyPrompt, renderReviewStats, reviewStats } from './review-stats.js';

/** What the run reports of the outcomes. */
export interface RecordedOutcomes {
  /** This pull request's findings fixed and dismissed so far. */
  fixed: number;
  dismissed: number;
  /** The repository's figures, for the step summary. */
  stats: string;
}

export async function recordReviewOutcomes(
  run: ActionRun,
  pull: number,
  news: readonly OutcomeNews[],
): Promise<RecordedOutcomes | undefined> {
  try {
    const outcomes = await recordOutcomes(
      run.client,
      run.trigger.repo,
      news,
      `agent-loop: review outcomes of pull request #${pull}`,
    );
    const counts = countOutcomes(outcomes, pull);
    run.log.info(
      `Review outcomes of #${pull}: ${counts.open} open, ${counts.fixed} fixed, ${counts.dismissed} dismissed, ${counts.outdated} outdated`,
    );
    return {
      fixed: counts.fixed,
      dismissed: counts.dismissed,
      stats: renderReviewStats(reviewStats(outcomes, new Date())),
    };
  } catch (error) {
    run.log.warning(whyNotRecorded(error));
    return undefined;
  }
}

/** One warning: a token that may not write the ledger ref is named as such, with the fix. */
function whyNotRecorded(error: unknown): string {
  if ((error as { status?: number }).status === 403) {
    return "Review outcomes not recorded: the workflow's token may not write the ledger ref refs/agent-loop/spend (GitHub API 403). The review is posted; give the workflow `permissions: contents: write` to track what becomes of each finding (docs/review.md).";
  }
  return `Could not record the review's outcomes: ${describeApiError(error)}`;
}

/** The prompt's section naming the noisy paths ('' when none, or when the record is unreadable). */
export async function noisyPathsSection(run: ActionRun): Promise<string> {
  try {
    return noisyPrompt(noisyPaths(await readOutcomes(run.client, run.trigger.repo)));
  } catch (error) {
    run.log.warning(`Could not read the review's outcomes: ${describeApiError(error)}`);
    return '';
  }
}
