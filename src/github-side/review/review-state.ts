/**
 * What a review run knows for its sticky summary, as one record the review
 * policy owns and writes as the run goes (the head, the coverage, what changed
 * since the last review, the verdicts, notes, the findings), and the pure
 * functions that render it: state in, Markdown out.
 */
import type { LoopEvent, TodoItem } from '../../engine/events/stream.js';
import type { ReviewFinding } from './finding.js';
import type { Trigger } from '../github/trigger.js';
import type { Redactor } from '../../engine/safety/markdown-safety.js';

import type { ReviewCoverage } from './coverage.js';
import { countFindings, type FinishedReview } from './finish.js';
import { renderReviewSummary, type ReviewSummaryView } from './render-summary.js';
import { collectFinding, reviewOrigin } from './review-run.js';
import type { VerificationCounts } from './verify.js';

/** The review's own record; the policy sets its fields, the renderers only read it. */
export interface ReviewState {
  readonly runUrl: string;
  /** Why this review runs (automatic, or who asked). */
  readonly origin: string;
  readonly focus?: string;
  /** The PR head this review looks at ('' until the event or the context tells). */
  headSha: string;
  /** The head the summary comment recorded as reviewed last time. */
  previousHead?: string;
  /** What the reviewer is shown (the default selection, then the plan's). */
  coverage?: ReviewCoverage;
  /** What the verifiers concluded of the blocking and important findings. */
  verification?: VerificationCounts;
  /** What changed since the last review (Markdown). */
  sinceLastReview?: string;
  /** Notes the summary shows (e.g. the check run was skipped). */
  readonly notes: string[];
  /** The findings the loops made, in the order they came. */
  readonly findings: ReviewFinding[];
}

/** The live numbers the summary shows while the run works. */
export interface ReviewProgress {
  todos: readonly TodoItem[];
  currentStep?: string;
  turns: number;
  costUsd: number;
}

/** How the review ended, for the final summary. */
export interface ReviewEnd {
  finished: FinishedReview;
  turns: number;
  costUsd: number;
  mcpServers?: NonNullable<ReviewSummaryView['mcpServers']>;
}

const NO_PROGRESS: ReviewProgress = { todos: [], turns: 0, costUsd: 0 };

/** The record at the start of a run: the head the event names, nothing found yet. */
export function initialReviewState(trigger: Trigger, runUrl: string): ReviewState {
  const event = trigger.event;
  return {
    runUrl,
    origin: reviewOrigin(trigger),
    ...(trigger.ask.verb === 'review' && trigger.ask.focus ? { focus: trigger.ask.focus } : {}),
    headSha: 'pullRequest' in event ? event.pullRequest.headSha : '',
    notes: [],
    findings: [],
  };
}

/**
 * Adds the finding a `review_comment` event carries; true when the event was
 * one (the summary's counts change).
 */
export function observeFinding(state: ReviewState, event: LoopEvent): boolean {
  return collectFinding(event, state.findings);
}

/** The summary's view while the run works. */
export function workingView(state: ReviewState, progress: ReviewProgress): ReviewSummaryView {
  return {
    state: 'working',
    headSha: state.headSha,
    ...(state.previousHead ? { reviewedHead: state.previousHead } : {}),
    runUrl: state.runUrl,
    origin: state.origin,
    ...(state.focus ? { focus: state.focus } : {}),
    todos: progress.todos,
    ...(progress.currentStep ? { currentStep: progress.currentStep } : {}),
    counts: countFindings(state.findings),
    ...(state.coverage ? { coverage: state.coverage } : {}),
    ...(state.verification ? { verification: state.verification } : {}),
    ...(state.sinceLastReview ? { sinceLastReview: state.sinceLastReview } : {}),
    ...(state.notes.length > 0 ? { notes: [...state.notes] } : {}),
    turns: progress.turns,
    costUsd: progress.costUsd,
  };
}

/** The summary comment's body while the run works. */
export function renderWorking(
  state: ReviewState,
  progress: ReviewProgress,
  redact: Redactor,
): string {
  return renderReviewSummary(workingView(state, progress), redact);
}

/** The summary's final state when the run failed before it could review. */
export function renderFailed(
  state: ReviewState,
  errors: readonly string[],
  redact: Redactor,
): string {
  return renderReviewSummary(
    {
      ...workingView(state, NO_PROGRESS),
      state: 'failed',
      errors: errors.length > 0 ? errors : ['The review did not run'],
    },
    redact,
  );
}

/** The summary's final state when nothing is new since the last review (no model call). */
export function renderNothingNew(state: ReviewState, reason: string, redact: Redactor): string {
  return renderReviewSummary(
    { ...workingView(state, NO_PROGRESS), state: 'complete', nothingNew: reason },
    redact,
  );
}

/** The summary's final state once the review is posted (or could not be). */
export function renderFinished(state: ReviewState, end: ReviewEnd, redact: Redactor): string {
  const { finished } = end;
  const posted = finished.review;
  return renderReviewSummary(
    {
      ...workingView(state, { todos: [], turns: end.turns, costUsd: end.costUsd }),
      state: finished.state,
      // Only a complete review moves the record: a partial one is reviewed again in full.
      ...(posted && finished.state === 'complete' ? { reviewedHead: state.headSha } : {}),
      ...(posted ? { review: { url: posted.url } } : {}),
      counts: finished.counts,
      ...(posted ? { inBody: posted.outsideDiff + posted.refusedByGitHub } : {}),
      ...(finished.partialReason ? { partialReason: finished.partialReason } : {}),
      ...(finished.state === 'failed' ? { errors: finished.errors } : {}),
      ...(end.mcpServers ? { mcpServers: end.mcpServers } : {}),
    },
    redact,
  );
}
