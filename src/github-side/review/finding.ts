/**
 * A review's finding, the GitHub side's own vocabulary: where it sits on the pull request's
 * diff (GitHub's `RIGHT` / `LEFT` sides), how much it matters, and the two stream-json lines
 * that carry it (docs/contract.md#stream-json): `review_comment` (the ReviewComment tool
 * recorded it) and `review_verdict` (its verifier concluded). The engine carries both lines
 * without knowing them, through its `HostEvents` (src/engine/events/stream.ts).
 */
import type { DiffSide } from './diff-ranges.js';

/** How much a review finding matters. */
export type ReviewSeverity = 'blocking' | 'important' | 'nit';

/**
 * One finding of a review (the ReviewComment tool), as the loop reports it.
 * Lines are those of the pull request's diff: `side` RIGHT = the new file,
 * LEFT = the old one; `startLine..line` for a range.
 */
export interface ReviewFinding {
  path: string;
  line: number;
  side: DiffSide;
  startLine?: number;
  startSide?: DiffSide;
  severity: ReviewSeverity;
  body: string;
  /** Replacement text for the lines `startLine..line` (RIGHT side). */
  suggestion?: string;
  /** False when the line is outside the diff: the finding goes in the review body, not on a line. */
  inDiff: boolean;
}

/** What a `review_comment` line carries: the finding was recorded; the action posts them as one review. */
export interface ReviewCommentFields {
  comment: ReviewFinding;
}

/** What a `review_verdict` line carries: a finding with what its verifier concluded (verify.ts), before posting. */
export interface ReviewVerdictFields {
  comment: ReviewFinding;
  verdict: 'confirmed' | 'refuted' | 'unverified';
  /** For `confirmed`: inputs → wrong result. */
  scenario?: string;
  /** For `refuted` and `unverified`: why. */
  reason?: string;
}

declare module '../../engine/events/stream.js' {
  interface HostEvents {
    review_comment: ReviewCommentFields;
    review_verdict: ReviewVerdictFields;
  }
}
