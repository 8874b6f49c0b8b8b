/**
 * The prompt of a fix run: a request on an issue, on a pull request's branch,
 * on a fork's pull request (answered read-only), or in a review comment on a
 * line of the diff.
 */
import type { TaskContext } from '../github/context.js';
import { buildPrompt, fence } from './request.js';

/** The whole prompt of a fix run. */
export function fixPrompt(context: TaskContext): string {
  return buildPrompt(context, { instruction: fixInstruction(context) });
}

function fixInstruction(context: TaskContext): string {
  const where = `${context.repo.owner}/${context.repo.repo}`;
  const number = context.number ?? '?';
  const pull = context.pullRequest;
  if (!pull) {
    return [
      `You are working on issue #${number} in ${where}.`,
      `Implement what the request asks in the working tree (a fresh branch from ${context.baseBranch}).`,
      'Do not commit, push or open pull requests: the action commits your changes when you finish.',
      'End with a short summary of what you changed and why; it becomes the pull request description.',
    ].join('\n');
  }
  if (pull.isFork) {
    return [
      `You are answering a request on pull request #${number} in ${where}. The PR comes`,
      'from a fork, so nothing you change can be pushed: work read-only. Read the code and answer',
      'the request; suggest changes as diffs in your answer instead of editing files.',
    ].join('\n');
  }
  if (context.reviewLocation) return reviewCommentInstruction(context, where);
  return [
    `You are working on pull request #${number} in ${where}, on its branch`,
    `\`${pull.headRef}\` (base \`${context.baseBranch}\`).`,
    'Make the changes the request asks for; the action commits them to this branch when you finish.',
    'Do not commit or push yourself. End with a short summary of what you changed.',
  ].join('\n');
}

function reviewCommentInstruction(context: TaskContext, where: string): string {
  const location = context.reviewLocation;
  return [
    `You are addressing a review comment on pull request #${context.number ?? '?'} in ${where}, on its`,
    `branch \`${context.pullRequest?.headRef ?? '?'}\`. The comment is on \`${location?.path ?? '?'}\`${
      location?.line ? ` line ${location.line}` : ''
    }: change that code location as asked. The action commits your changes when you finish.`,
    'End with a short summary of what you changed.',
    ...(location?.diffHunk
      ? ['', 'The diff hunk under the comment:', fence(location.diffHunk, 'diff')]
      : []),
  ].join('\n');
}
