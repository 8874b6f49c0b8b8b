/**
 * The small pieces the action's review mode strings together: the files the
 * ReviewComment tool checks against, the findings folded from the loop's event
 * stream, and the words saying why this review ran.
 */
import type { LoopEvent } from '../../engine/events/stream.js';
import type { ReviewFinding } from './finding.js';
import type { PullFile } from '../github/context.js';
import type { Trigger } from '../github/trigger.js';

import type { ReviewableFile } from './comment-tool.js';
import { REVIEW_DIFF_CHARS, selectReviewDiffs, type ReviewCoverage } from './coverage.js';

/** The PR's files as the ReviewComment tool checks placements against them. */
export function reviewableFiles(files: readonly PullFile[]): ReviewableFile[] {
  return files.map((file) => ({
    filename: file.filename,
    ...(file.previousFilename ? { previousFilename: file.previousFilename } : {}),
    ...(file.patch !== undefined ? { patch: file.patch } : {}),
    ...(file.binary ? { binary: true } : {}),
  }));
}

/** What the reviewer was shown (the same selection the prompt makes). */
export function reviewCoverage(files: readonly PullFile[]): ReviewCoverage {
  return selectReviewDiffs(files, REVIEW_DIFF_CHARS).coverage;
}

/**
 * Adds the finding a `review_comment` event carries to `findings`, the run's one list (a
 * large pull request's file groups all add to it), unless one already there makes the
 * same point on the same lines; true when it was added (the summary's counts change).
 */
export function collectFinding(event: LoopEvent, findings: ReviewFinding[]): boolean {
  if (event.type !== 'system' || event.subtype !== 'review_comment') return false;
  const finding = event.comment;
  if (findings.some((kept) => samePoint(kept, finding))) return false;
  findings.push(finding);
  return true;
}

/** The same text on the same lines of the same side of a file. */
function samePoint(a: ReviewFinding, b: ReviewFinding): boolean {
  return (
    a.path === b.path &&
    a.line === b.line &&
    a.side === b.side &&
    (a.startLine ?? a.line) === (b.startLine ?? b.line) &&
    a.body.trim() === b.body.trim()
  );
}

/** Why this review runs, for the summary comment: automatic, or who asked. */
export function reviewOrigin(trigger: Trigger): string {
  const event = trigger.event;
  if (event.name === 'pull_request' || event.name === 'pull_request_target') {
    const action = event.action;
    const what =
      action === 'synchronize'
        ? 'a push'
        : action === 'ready_for_review'
          ? 'the pull request being marked ready'
          : action === 'reopened'
            ? 'the pull request being reopened'
            : 'the pull request being opened';
    return `Automatic review after ${what}`;
  }
  return `Review requested by \`@${trigger.actor.login}\``;
}
