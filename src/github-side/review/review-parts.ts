/**
 * A planned review (src/github-side/review/plan.ts) as the loops the action runs: one per
 * file group, each prompt showing only its files' diffs (for a re-review, the
 * diffs since the last reviewed commit) and what the whole review covers; and
 * the one coverage the sticky summary shows.
 */
import type { PullFile, TaskContext } from '../github/context.js';
import type { ResultEvent } from '../../engine/events/stream.js';
import {
  selectReviewDiffs,
  skipReason,
  type ReviewCoverage,
  type SkippedFile,
} from './coverage.js';
import { groupInstructions, groupLabel } from './groups.js';
import type { ReviewPlan } from './plan.js';
import { reviewPrompt } from './prompt.js';

/** One loop of a planned review. */
export interface PlannedPart {
  prompt: string;
  label: string;
  /** The PR's files (GitHub's base...head patches) the part's ReviewComment places on. */
  files: PullFile[];
}

/** The plan's parts, and the files a prompt still left out for length. */
export function plannedParts(
  context: TaskContext,
  plan: ReviewPlan,
  extra: string,
): { parts: PlannedPart[]; leftOut: SkippedFile[] } {
  const pull = context.pullRequest;
  if (!pull) return { parts: [], leftOut: [] };
  const listed = new Map(pull.files.map((file) => [file.filename, file]));
  // GitHub's entries, with what git added (files past the list's end, diffs it left out).
  const all = plan.files.map((file) => asListedFile(file, listed.get(file.filename)));
  const byName = new Map(all.map((file) => [file.filename, file]));
  const leftOut: SkippedFile[] = [];
  const groups = plan.groups.length > 0 ? plan.groups : [[]];
  // Files with no diff to show (binary, too large) are named in every part, with why.
  const noDiff = plan.scope.summarized
    .filter(({ reason }) => reason === 'no diff')
    .map(({ file }) => asListedFile(file, byName.get(file.filename)));
  const parts = groups.map((group, index) => {
    // The group's files as the prompt shows them: the planned patch (since the last review).
    const shown = [
      ...group.map((file) => asListedFile(file, byName.get(file.filename))),
      ...noDiff,
    ];
    const withDiff = shown.filter((file) => !skipReason(file));
    leftOut.push(...selectReviewDiffs(withDiff, plan.loopDiffChars).coverage.skipped);
    const note = groupInstructions(group, index, groups.length);
    const prompt = [
      reviewPrompt({
        ...context,
        pullRequest: { ...pull, files: shown, reviewDiffChars: plan.loopDiffChars },
      }),
      extra,
      `## What this review covers\n\n${plan.coverage}${note ? `\n\n${note}` : ''}`,
    ]
      .filter(Boolean)
      .join('\n');
    const files =
      groups.length > 1 ? group.flatMap((file) => byName.get(file.filename) ?? []) : all;
    return { prompt, label: groupLabel(group, index), files };
  });
  return { parts, leftOut };
}

/** The coverage of a planned review: what was read, summarized, skipped and left out. */
export function plannedCoverage(plan: ReviewPlan, leftOut: readonly SkippedFile[]): ReviewCoverage {
  const left = new Set(leftOut.map((file) => file.path));
  return {
    reviewed: plan.scope.reviewed.map((file) => file.filename).filter((name) => !left.has(name)),
    skipped: [
      ...plan.scope.summarized.map(({ file, reason }) => ({
        path: file.filename,
        reason:
          reason === 'no diff'
            ? (skipReason(file) ?? 'no diff')
            : `${reason} (summarized, not read line by line)`,
      })),
      ...plan.scope.skipped.map(({ file, reason }) => ({ path: file.filename, reason })),
      ...leftOut,
    ],
    ...(plan.notes.length > 0 ? { notes: [...plan.notes] } : {}),
  };
}

/**
 * The coverage once the parts ran: the files of a part that did not finish (the
 * shared budget ran out, a limit or an error stopped it) are not reviewed, with why.
 */
export function coverageAfterParts(
  coverage: ReviewCoverage,
  groups: readonly (readonly PullFile[])[],
  results: readonly ResultEvent[],
): ReviewCoverage {
  const unfinished = new Map<string, string>();
  groups.forEach((group, index) => {
    const result = results[index];
    if (!result || result.terminal_reason === 'completed') return;
    const why =
      result.num_turns === 0
        ? `not reviewed: its part stopped before its first answer (${result.terminal_reason})`
        : `not fully reviewed: its part stopped early (${result.terminal_reason})`;
    for (const file of group) unfinished.set(file.filename, why);
  });
  if (unfinished.size === 0) return coverage;
  return {
    ...coverage,
    reviewed: coverage.reviewed.filter((path) => !unfinished.has(path)),
    skipped: [
      ...coverage.reviewed
        .filter((path) => unfinished.has(path))
        .map((path) => ({ path, reason: unfinished.get(path) ?? '' })),
      ...coverage.skipped,
    ],
  };
}

function asListedFile(file: PullFile, original: PullFile | undefined): PullFile {
  const { patch: _patch, ...rest } = original ?? { ...file };
  return { ...rest, ...(file.patch !== undefined ? { patch: file.patch } : {}) };
}
