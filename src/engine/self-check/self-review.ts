/**
 * The self-check's second half: a review of the run's own diff against the commit it started
 * from. The engine knows no reviewer: the host (the action, with its review engine, rules and
 * the run's budget) passes one in as {@link SelfReview}; without one, only the checks run.
 * `blocking` findings go back to the agent with the failing checks; the others are reported.
 */
import type { SelfCheckFinding } from '../events/stream.js';
import { errorMessage } from '../text/error-message.js';

/** What a self-review is asked to look at. */
export interface SelfReviewRequest {
  /** The commit the run started from: the diff is the workspace against it. */
  baseSha: string;
  workspaceRoot: string;
  /** 1 for the first time the agent said it was done. */
  round: number;
  signal: AbortSignal;
}

/** The review's findings, or why it did not run (e.g. the budget cannot pay for it). */
export type SelfReviewOutcome = { findings: SelfCheckFinding[] } | { skipped: string };

/** The host's review of the run's diff. */
export type SelfReview = (request: SelfReviewRequest) => Promise<SelfReviewOutcome>;

/**
 * Runs the review for one round; a review that did not run or failed leaves a line in
 * `notChecked` (once) and no findings.
 */
export async function reviewRound(
  review: SelfReview,
  request: SelfReviewRequest,
  note: (line: string) => void,
  redact: (text: string) => string,
): Promise<SelfCheckFinding[]> {
  try {
    const outcome = await review(request);
    if ('skipped' in outcome) {
      note(`the self-review: ${redact(outcome.skipped)}`);
      return [];
    }
    return outcome.findings.map((finding) => ({ ...finding, body: redact(finding.body) }));
  } catch (error) {
    note(`the self-review could not run: ${redact(errorMessage(error))}`);
    return [];
  }
}

/** The findings that go back to the agent. */
export function blockingFindings(findings: readonly SelfCheckFinding[]): SelfCheckFinding[] {
  return findings.filter((finding) => finding.severity === 'blocking');
}
