/**
 * The review's part of a review run's prompt: what to look for and how to
 * report it, the project's review rules, and the PR's patches inside the
 * fenced GitHub data (the same selection the summary's coverage reports).
 */
import type { PullFile, TaskContext } from '../github/context.js';
import { buildPrompt, describeFile, escapeData, fence } from '../prompts/request.js';
import { REVIEW_DIFF_CHARS, selectReviewDiffs } from './coverage.js';

/** The whole prompt of a review loop over the context's pull request files. */
export function reviewPrompt(context: TaskContext): string {
  const rules = context.reviewRules;
  return buildPrompt(context, {
    instruction: reviewInstruction(context),
    sections: rules
      ? [
          `## Review rules of this project (${rules.path} on ${rules.ref})\n\n${rules.content.trim()}`,
        ]
      : [],
    ...(context.pullRequest
      ? {
          pullRequestData: diffSection(
            context.pullRequest.files,
            context.pullRequest.reviewDiffChars,
          ),
        }
      : {}),
  });
}

/**
 * The prompt of the self-review before publishing: the run's own change (its workspace
 * against the commit it started from, `files`) read against the project's review rules.
 */
export function selfReviewPrompt(context: TaskContext, files: readonly PullFile[]): string {
  const rules = context.reviewRules;
  return buildPrompt(context, {
    instruction: [
      'You review a change an agent made for the request below, before it is published. The working',
      'tree holds the change: read the diff (below) and the surrounding code; do',
      'not edit files, commit or push. For each specific finding (a bug, a missing check, a risky or',
      'unclear change), call ReviewComment on the lines of the diff it concerns with a severity:',
      'blocking (must be fixed before publishing), important (should be fixed) or nit. Comment only',
      'where it helps. Your final message is a short summary.',
    ].join('\n'),
    sections: [
      ...(rules
        ? [
            `## Review rules of this project (${rules.path} on ${rules.ref})\n\n${rules.content.trim()}`,
          ]
        : []),
      `## The change (the working tree against the commit the run started from)\n\n${diffSection(files)}`,
    ],
  });
}

function reviewInstruction(context: TaskContext): string {
  const where = `${context.repo.owner}/${context.repo.repo}`;
  return [
    `You are reviewing pull request #${context.number ?? '?'} in ${where}: \`${context.pullRequest?.headRef ?? '?'}\``,
    `into \`${context.baseBranch}\`. The working tree is the PR head, checked out read-only: do not edit files,`,
    'commit or push. Read the diff (in the GitHub context below) and the surrounding code.',
    ...(context.reviewFocus ? [`Focus of this review: ${context.reviewFocus}`] : []),
    'For each specific finding (a bug, a missing check, a risky or unclear change), call ReviewComment on the',
    'lines of the diff it concerns (RIGHT = new file, LEFT = old file; start_line..line for a range inside one',
    'hunk) with a severity: blocking (must be fixed before merging), important (should be fixed) or nit.',
    'Give `suggestion` when you can write the exact replacement for those new-file lines.',
    'Comment only where it helps; do not restate the code or repeat an earlier review comment. Your final',
    'message is the review summary posted with the comments: the main risks and anything not tied to a line.',
  ].join('\n');
}

/** The PR's patches, for a review: one fenced diff per file, within a total budget. */
function diffSection(files: readonly PullFile[], maxChars = REVIEW_DIFF_CHARS): string {
  const parts: string[] = ['### Diff'];
  const selection = selectReviewDiffs(files, maxChars);
  for (const file of selection.included) {
    parts.push(`#### ${describeFile(file)}\n\n${fence(escapeData(file.patch ?? ''), 'diff')}`);
  }
  for (const skipped of selection.coverage.skipped) {
    parts.push(`#### ${escapeData(skipped.path)}\n\n(no diff shown: ${skipped.reason})`);
  }
  return parts.join('\n\n');
}
