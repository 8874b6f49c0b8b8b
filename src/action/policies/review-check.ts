/**
 * The review run's check run (src/review/check-run.ts) as the review policy
 * drives it: started when the review is about to run, completed once it is
 * posted. A check run GitHub refuses (403 without `checks: write`) never stops
 * the review: the log and the summary say it was skipped.
 */
import {
  checkConclusion,
  completeCheckRun,
  findingAnnotations,
  startCheckRun,
  CHECK_RUN_NAME,
  type StartedCheck,
} from '../../review/check-run.js';
import { countFindings } from '../../review/finish.js';
import { formatCounts } from '../../review/render-summary.js';
import type { ReviewState } from '../../review/review-state.js';
import type { ReviewFinding, ReviewSeverity } from '../../tools/types.js';
import type { ActionRun } from '../run-context.js';

export interface ReviewCheck {
  /** Creates the check run `in_progress` on the head (once). */
  start(headSha: string): Promise<void>;
  /** Completes it with the review's conclusion and an annotation per standing finding. */
  complete(end: {
    state: 'complete' | 'partial' | 'failed';
    findings: readonly ReviewFinding[];
    /** Earlier findings still open on their threads (they count, but are not annotated again). */
    stillOpen?: readonly ReviewSeverity[];
    reviewUrl?: string;
  }): Promise<void>;
}

/** The check run of a review; a skip is noted in `state` (the summary shows it). */
export function createReviewCheck(run: ActionRun, state: ReviewState): ReviewCheck {
  let started: Promise<StartedCheck> | undefined;
  const skip = (why: string) => {
    run.log.warning(`Check run "${CHECK_RUN_NAME}" skipped: ${why}`);
    state.notes.push(`the check run "${CHECK_RUN_NAME}" was skipped: ${why}.`);
  };
  return {
    async start(headSha) {
      if (!run.inputs.reviewCheck || started) return;
      started = startCheckRun({
        client: run.client,
        repo: run.trigger.repo,
        headSha,
        detailsUrl: run.runUrl,
      });
      const check = await started;
      if ('skipped' in check) skip(check.skipped);
    },
    async complete(end) {
      const check = await started;
      if (!check || 'skipped' in check) return;
      const counts = countFindings(end.findings);
      for (const severity of end.stillOpen ?? []) counts[severity]++;
      const failOn = run.inputs.reviewFailOn;
      const conclusion = checkConclusion(end.state, counts, failOn);
      const failed = await completeCheckRun({
        client: run.client,
        repo: run.trigger.repo,
        checkRunId: check.id,
        outcome: {
          conclusion,
          title: end.state === 'failed' ? 'The review failed' : formatCounts(counts),
          summary: [
            `Review ${end.state}: ${formatCounts(counts)} (fails on: ${failOn}).`,
            end.reviewUrl ? `[Read the review](${end.reviewUrl})` : '',
          ]
            .filter(Boolean)
            .join('\n\n'),
          annotations: findingAnnotations(end.findings, run.redact),
        },
      });
      if (failed) {
        run.log.warning(`Check run "${CHECK_RUN_NAME}" could not be completed: ${failed}`);
      } else {
        run.log.info(`Check run "${CHECK_RUN_NAME}": ${conclusion}`);
      }
    },
  };
}
