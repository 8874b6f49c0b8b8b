/**
 * The review run's check run (src/github-side/review/check-run.ts) as the review policy
 * drives it: started when the review is about to run, completed once it is
 * posted. A check run GitHub refuses (403 without `checks: write`) never stops
 * the review: the log and the summary say it was skipped. One that was started
 * is completed on every path: by the review's publishing, or else by `close`,
 * which the run calls whatever happened.
 */
import type { ReviewFinding, ReviewSeverity } from './finding.js';
import {
  checkConclusion,
  completeCheckRun,
  findingAnnotations,
  startCheckRun,
  CHECK_RUN_NAME,
  type StartedCheck,
} from './check-run.js';
import { countFindings } from './finish.js';
import { formatCounts, type SeverityCounts } from './render-summary.js';
import type { ReviewState } from './review-state.js';
import { describeUnsettled } from './verify.js';

import type { ActionRun } from '../run/run-context.js';

export interface ReviewCheck {
  /**
   * Creates the check run `in_progress` on the head (once); never rejects, so the
   * review need not wait for it (`complete` and `close` do).
   */
  start(headSha: string): Promise<void>;
  /** Completes it with the review's conclusion and an annotation per standing finding (once). */
  complete(end: ReviewCheckEnd): Promise<void>;
  /**
   * Completes a check run still in progress as a failed review, saying why: the run
   * calls it whatever happened (src/github-side/action/request.ts), so no path leaves the check
   * run in progress. Does nothing once `complete` ran.
   */
  close(errors: readonly string[]): Promise<void>;
}

/** How the review ended, for its check run. */
export interface ReviewCheckEnd {
  state: 'complete' | 'partial' | 'failed';
  findings: readonly ReviewFinding[];
  /** Earlier findings still open on their threads (they count, but are not annotated again). */
  stillOpen?: readonly ReviewSeverity[];
  reviewUrl?: string;
  /** Why the review could not be posted (for a failed one). */
  errors?: readonly string[];
}

/** The check run of a review; a skip is noted in `state` (the summary shows it). */
export function createReviewCheck(run: ActionRun, state: ReviewState): ReviewCheck {
  let started: Promise<StartedCheck> | undefined;
  let completing: Promise<void> | undefined;
  const skip = (why: string) => {
    run.log.warning(`Check run "${CHECK_RUN_NAME}" skipped: ${why}`);
    state.notes.push(`the check run "${CHECK_RUN_NAME}" was skipped: ${why}.`);
  };
  const complete = (end: ReviewCheckEnd) =>
    (completing ??= completeReviewCheck(run, state, started, end));
  return {
    async start(headSha) {
      if (!run.inputs.reviewCheck || started) return;
      // Set at once: `close` completes it even while its creation is still under way.
      started = startCheckRun({
        client: run.client,
        repo: run.trigger.repo,
        headSha,
        detailsUrl: run.runUrl,
      }).then((check) => {
        if ('skipped' in check) skip(check.skipped);
        return check;
      });
      await started;
    },
    complete,
    async close(errors) {
      if (!started) return;
      await complete({
        state: 'failed',
        findings: [],
        errors: errors.length > 0 ? errors : ['the run ended before the review was posted'],
      });
    },
  };
}

async function completeReviewCheck(
  run: ActionRun,
  state: ReviewState,
  started: Promise<StartedCheck> | undefined,
  end: ReviewCheckEnd,
): Promise<void> {
  const check = await started;
  if (!check || 'skipped' in check) return;
  const counts = countFindings(end.findings);
  for (const severity of end.stillOpen ?? []) counts[severity]++;
  const failOn = run.inputs.reviewFailOn;
  const conclusion = checkConclusion(end.state, counts, failOn);
  const summary = checkSummary(run, state, end, counts);
  const target = { client: run.client, repo: run.trigger.repo, checkRunId: check.id };
  const title = end.state === 'failed' ? 'The review failed' : formatCounts(counts);
  const annotations = findingAnnotations(end.findings, run.redact);
  let failed = await completeCheckRun({
    ...target,
    outcome: { conclusion, title, summary, annotations },
  });
  if (failed && annotations.length > 0) {
    // Never left in progress: once more without the annotations, saying why.
    run.log.warning(`Check run "${CHECK_RUN_NAME}" could not be completed: ${failed}`);
    const note = `The annotations could not be posted: ${run.redact(failed)}`;
    failed = await completeCheckRun({
      ...target,
      outcome: { conclusion, title, summary: `${summary}\n\n${note}`, annotations: [] },
    });
  }
  if (failed) {
    run.log.warning(`Check run "${CHECK_RUN_NAME}" could not be completed: ${failed}`);
  } else {
    run.log.info(`Check run "${CHECK_RUN_NAME}": ${conclusion}`);
  }
}

/** The check run's summary: the counts, why a failed review failed, unsettled findings. */
function checkSummary(
  run: ActionRun,
  state: ReviewState,
  end: ReviewCheckEnd,
  counts: SeverityCounts,
): string {
  const failOn = run.inputs.reviewFailOn;
  const unsettled = state.verification?.unverified ?? 0;
  return [
    `Review ${end.state}: ${formatCounts(counts)} (fails on: ${failOn}).`,
    ...(end.state === 'failed'
      ? (end.errors ?? []).map((error) => `- ${run.redact(error).slice(0, 1000)}`)
      : []),
    unsettled > 0 && state.verification
      ? `Verification incomplete: ${describeUnsettled(state.verification)} blocking or important findings could not be verified; they stand at their severity, marked "not verified".`
      : '',
    end.reviewUrl ? `[Read the review](${end.reviewUrl})` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
