/**
 * Which changed files a review covers, and why the others are skipped. The same
 * selection decides which diffs go into the model's prompt, so the summary's
 * coverage says exactly what the reviewer was shown.
 */

import type { PullFile } from '../github/context.js';
import { modelInfo } from '../../engine/model/pricing.js';

/** Characters per token, as the context accounting estimates them. */
export const CHARS_PER_TOKEN = 4;
/** Characters of patch text one review loop's prompt is given when no model is known. */
export const REVIEW_DIFF_CHARS = 36_000;
/** Most review loops of one run when no model and budget are known. */
export const MAX_REVIEW_LOOPS = 8;
/**
 * The run's diff budget in estimated tokens, over all its loops, when no model and
 * budget are known (see {@link reviewDiffBudgetTokens}).
 */
export const REVIEW_DIFF_BUDGET_TOKENS = (MAX_REVIEW_LOOPS * REVIEW_DIFF_CHARS) / CHARS_PER_TOKEN;
/**
 * The share of the model's context window one loop's diff may fill: the rest is the
 * system prompt, the files the reviewer reads and its own turns.
 */
export const REVIEW_DIFF_WINDOW_SHARE = 0.1;

/** Characters of patch text one review loop of `model` is given (a tenth of its window). */
export function reviewDiffChars(model: string): number {
  const window = modelInfo(model).contextWindow;
  return Math.floor(window * REVIEW_DIFF_WINDOW_SHARE) * CHARS_PER_TOKEN;
}

/** Why a file's diff was not reviewed line by line. */
export interface SkippedFile {
  path: string;
  reason: string;
}

/** The files whose diff the reviewer got, and the ones it did not. */
export interface ReviewCoverage {
  reviewed: string[];
  skipped: SkippedFile[];
  /** How some files were read ("12 files read through git: …"), one line each. */
  notes?: string[];
}

/** The diffs given to the reviewer, in order, and the coverage they make. */
export interface DiffSelection {
  included: PullFile[];
  coverage: ReviewCoverage;
}

/**
 * Picks the diffs that fit in `maxChars` of patch text, in the PR's order. A
 * binary file, a pure rename and a diff GitHub does not show are named with
 * their reason.
 */
export function selectReviewDiffs(files: readonly PullFile[], maxChars: number): DiffSelection {
  const included: PullFile[] = [];
  const skipped: SkippedFile[] = [];
  let used = 0;
  for (const file of files) {
    const reason = skipReason(file);
    if (reason) {
      skipped.push({ path: file.filename, reason });
      continue;
    }
    const size = file.patch?.length ?? 0;
    if (used + size > maxChars) {
      skipped.push({
        path: file.filename,
        reason: 'left out of the diff for length (the reviewer could still read the file)',
      });
      continue;
    }
    used += size;
    included.push(file);
  }
  return { included, coverage: { reviewed: included.map((file) => file.filename), skipped } };
}

/** Why a file's diff cannot be shown at all, or undefined when it can. */
export function skipReason(file: PullFile): string | undefined {
  if (file.binary) return 'binary file';
  if (file.patch) return undefined;
  if (file.status === 'renamed' && file.additions + file.deletions === 0) {
    return `renamed from ${file.previousFilename ?? 'another path'} without changes`;
  }
  if (file.status === 'removed' && file.additions + file.deletions === 0)
    return 'empty file removed';
  return 'GitHub shows no diff for it (too large)';
}
