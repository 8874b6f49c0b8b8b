/**
 * Splits a large review into groups of files that sub-loops review in
 * parallel. Files stay in path order, so a directory's files usually share a
 * group (and the model sees related code together); groups are balanced by
 * estimated diff tokens. A small pull request is one group: no split, no overhead.
 */
import {
  CHARS_PER_TOKEN,
  MAX_REVIEW_LOOPS,
  REVIEW_DIFF_CHARS,
  reviewDiffChars,
} from './coverage.js';
import type { PullFile } from '../github/context.js';
import { diffTokens } from './scope.js';

export interface GroupLimits {
  /** Most diff tokens in one group before a split (default 9,000: one prompt's diff). */
  maxGroupTokens: number;
  /** Most files in one group before a split (default 25). */
  maxGroupFiles: number;
  /** Most groups (default 8): past it, groups grow instead. */
  maxGroups: number;
}

/** A group's diff fits one loop's prompt (coverage.ts); at most MAX_REVIEW_LOOPS groups. */
export const DEFAULT_GROUP_LIMITS: GroupLimits = {
  maxGroupTokens: REVIEW_DIFF_CHARS / CHARS_PER_TOKEN,
  maxGroupFiles: 25,
  maxGroups: MAX_REVIEW_LOOPS,
};

/** Most groups of one review, however large: past it, groups grow instead. */
export const MAX_REVIEW_GROUPS = 64;
/** Files per group: a loop that reads and comments on more takes too many turns. */
const FILES_PER_GROUP = 25;

/**
 * The limits of a review run by `model`: each group's diff fills up to a tenth of
 * the model's window (coverage.ts), and there are as many groups as the files need.
 * The budget is not split among them: they draw from one pool as they go
 * (src/engine/budgets/run-spend-cap.ts), and the files of a group the money did not reach are
 * named as not reviewed.
 */
export function reviewGroupLimits(model: string): GroupLimits {
  return {
    maxGroupTokens: Math.floor(reviewDiffChars(model) / CHARS_PER_TOKEN),
    maxGroupFiles: FILES_PER_GROUP,
    maxGroups: MAX_REVIEW_GROUPS,
  };
}

/** The groups of `files` (none when there are no files). */
export function splitIntoGroups(
  files: readonly PullFile[],
  limits: GroupLimits = DEFAULT_GROUP_LIMITS,
): PullFile[][] {
  if (files.length === 0) return [];
  const sorted = [...files].sort((a, b) => (a.filename < b.filename ? -1 : 1));
  const totalTokens = sorted.reduce((sum, file) => sum + diffTokens(file), 0);
  const count = Math.min(
    limits.maxGroups,
    sorted.length,
    Math.max(
      1,
      Math.ceil(totalTokens / limits.maxGroupTokens),
      Math.ceil(sorted.length / limits.maxGroupFiles),
    ),
  );
  // Each file weighs half by its share of the tokens, half by its share of the files;
  // a file goes to the group its weight's midpoint falls in, so groups stay contiguous and even.
  const groups: PullFile[][] = Array.from({ length: count }, () => []);
  let before = 0;
  for (const file of sorted) {
    const weight =
      0.5 * (totalTokens > 0 ? diffTokens(file) / totalTokens : 0) + 0.5 / sorted.length;
    const index = Math.min(count - 1, Math.floor((before + weight / 2) * count));
    groups[index]?.push(file);
    before += weight;
  }
  return groups.filter((group) => group.length > 0);
}

/** A group's name in the merged summary: its common folder and size ("src/api: 12 files"). */
export function groupLabel(group: readonly PullFile[], index: number): string {
  const folders = group.map((file) => file.filename.split('/').slice(0, -1));
  let common = folders[0] ?? [];
  for (const folder of folders) {
    let same = 0;
    while (same < common.length && folder[same] === common[same]) same++;
    common = common.slice(0, same);
  }
  const files = group.length === 1 ? '1 file' : `${group.length} files`;
  return `Part ${index + 1}: ${common.length > 0 ? `${common.join('/')}/` : 'files'} (${files})`;
}

/**
 * What a group's sub-loop is told on top of the review prompt: which files are
 * its own (the others are reviewed in parallel), so it neither wanders nor repeats.
 */
export function groupInstructions(
  group: readonly PullFile[],
  index: number,
  count: number,
): string {
  if (count <= 1) return '';
  const names = group.map((file) => `- \`${file.filename.replace(/`/g, "'")}\``);
  return [
    `This pull request is large: its files are reviewed in ${count} parts at once, and you review part ${index + 1}.`,
    'Review only these files (read others only to understand them; comment only on these):',
    ...names,
    'Your final message is the summary of your part.',
  ].join('\n');
}
