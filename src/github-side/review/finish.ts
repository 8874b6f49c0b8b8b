/**
 * The end of a review run: decide whether the run is complete, partial or failed,
 * post its one review (saying plainly when it is partial, why, and what it
 * covered), and give the counts the summary comment shows. Posting nothing
 * because of an error is a failure; a partial review that was posted is not.
 */
import type { ResultEvent } from '../../engine/events/stream.js';
import type { ReviewFinding } from './finding.js';
import { describeApiError, type GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import { describeTerminalReason } from '../report/terminal-reason.js';
import { sanitizeModelText, type Redactor } from '../../engine/safety/markdown-safety.js';

import type { ReviewCoverage } from './coverage.js';
import { postReview } from './post.js';
import type { PostedReview } from '../run/policy.js';
import type { SeverityCounts } from './render-summary.js';

/** Limits that cut a review short: what it found so far is still worth posting. */
const LIMIT_REASONS = new Set(['max_turns', 'budget_exhausted', 'timeout']);

/** What the end of a review run needs. */
export interface FinishReviewInput {
  client: GitHubClient;
  repo: RepoRef;
  pullNumber: number;
  headSha: string;
  /** The loop's result; undefined when the loop never ran. */
  result?: ResultEvent;
  findings: readonly ReviewFinding[];
  /** What went wrong outside the loop before posting (already redacted). */
  errors: readonly string[];
  coverage?: ReviewCoverage;
  redact: Redactor;
  /** Trusted Markdown under the review (who asked, the run link). */
  footer: string;
  /** A hidden marker per inline comment (incremental review's record of posted findings). */
  markerOf?: (finding: ReviewFinding) => string | undefined;
}

/** How the review run ended. */
export interface FinishedReview {
  state: 'complete' | 'partial' | 'failed';
  review?: PostedReview;
  /** For `partial`: why, in words. */
  partialReason?: string;
  /** Everything that went wrong, the posting failure included. */
  errors: string[];
  counts: SeverityCounts;
}

/** Posts the review when there is one to post, and says how the run ended. */
export async function finishReview(input: FinishReviewInput): Promise<FinishedReview> {
  const counts = countFindings(input.findings);
  const errors = [...input.errors];
  const { result } = input;
  const stopped = !result || result.is_error || errors.length > 0;
  // No model answer and no finding: nothing was reviewed, whatever the reason.
  const reviewedNothing = result !== undefined && result.num_turns === 0 && !input.findings.length;
  const worthPosting =
    result !== undefined &&
    !reviewedNothing &&
    (!stopped || input.findings.length > 0 || LIMIT_REASONS.has(result.terminal_reason));
  if (!worthPosting) {
    if (reviewedNothing) {
      errors.unshift(
        `The review reviewed nothing: ${describeTerminalReason(result.terminal_reason)}`,
      );
    } else if (result?.is_error)
      errors.unshift(`The review stopped: ${describeTerminalReason(result.terminal_reason)}`);
    if (errors.length === 0) errors.push('The review did not run');
    return { state: 'failed', errors, counts };
  }
  const partialReason = stopped
    ? result.is_error
      ? describeTerminalReason(result.terminal_reason)
      : `an error outside the model: ${errors[0] ?? 'unknown'}`
    : undefined;
  try {
    const review = await postReview({
      client: input.client,
      repo: input.repo,
      pullNumber: input.pullNumber,
      commitId: input.headSha,
      body: reviewBody(input, partialReason),
      findings: input.findings,
      redact: input.redact,
      footer: input.footer,
      ...(input.markerOf ? { markerOf: input.markerOf } : {}),
    });
    return {
      state: partialReason ? 'partial' : 'complete',
      review,
      ...(partialReason ? { partialReason } : {}),
      errors,
      counts,
    };
  } catch (error) {
    errors.push(`Could not post the review: ${input.redact(describeApiError(error))}`);
    return { state: 'failed', errors, counts };
  }
}

/** Findings by severity. */
export function countFindings(findings: readonly ReviewFinding[]): SeverityCounts {
  const counts: SeverityCounts = { blocking: 0, important: 0, nit: 0 };
  for (const finding of findings) counts[finding.severity]++;
  return counts;
}

function reviewBody(input: FinishReviewInput, partialReason: string | undefined): string {
  const summary = sanitizeModelText((input.result?.result ?? '').trim(), input.redact);
  const parts: string[] = [];
  if (partialReason) {
    const coverage = input.coverage
      ? ` It was given the diff of ${input.coverage.reviewed.length} of ${
          input.coverage.reviewed.length + input.coverage.skipped.length
        } changed files and may not have finished examining them.`
      : '';
    parts.push(
      `> [!WARNING]\n> **Partial review**: it stopped because ${partialReason}.${coverage} The findings below are what it found until then.`,
    );
  }
  parts.push(summary || (partialReason ? '' : '_The reviewer gave no summary._'));
  return parts.filter(Boolean).join('\n\n');
}
