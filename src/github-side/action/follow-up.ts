/**
 * The fix policy's follow-up steps: what the agent's earlier run on this PR left goes
 * into the prompt; this run's memory goes into the final report and the PR body; a
 * review comment the agent fixed on its own PR is answered in its thread, and the thread
 * resolved, once the fix is pushed.
 */
import type { TaskContext } from '../github/context.js';
import { sameLogin } from '../github/identity.js';
import { describeApiError } from '../github/octokit.js';
import { followUpPromptSections, memoryBlockForRun } from '../memory/follow-up.js';
import { replyInThread, resolveThreadOfComment } from '../review/threads.js';
import { sanitizeModelText, truncateText } from '../../engine/safety/markdown-safety.js';
import type { Publication } from '../run/policy.js';
import type { ProgressReporter } from '../run/progress.js';
import type { ActionRun } from '../run/run-context.js';

/** The longest answer posted in a review thread. */
const MAX_THREAD_REPLY_CHARS = 4_000;

/** The prompt sections of a fix run (never throws). */
export function fixPromptSections(run: ActionRun, context: TaskContext): Promise<string> {
  return followUpPromptSections({
    client: run.client,
    context,
    // The author of the agent's PRs and comments: who the token writes as.
    agentLogin: () => run.identity.resolve(),
    ...(run.discussion ? { comments: run.discussion } : {}),
    warn: (message) => run.log.warning(message),
  });
}

/** This run's memory block, from its summary, its last task list and the files committed. */
export function runMemoryBlock(
  run: ActionRun,
  summary: string | undefined,
  progress: ProgressReporter,
  files: readonly string[],
): string {
  return memoryBlockForRun({
    runId: run.runner.runId,
    summary: summary ?? '',
    todos: progress.state.todos,
    files,
    secrets: run.secrets.values,
  });
}

/**
 * After a pushed fix of a review comment on the agent's own PR: the summary as a reply
 * in the comment's thread, then the thread resolved. A failure is a warning: the fix is
 * pushed and reported either way.
 */
export async function closeReviewThread(
  run: ActionRun,
  context: TaskContext,
  publication: Publication,
  summary: string | undefined,
): Promise<void> {
  const { trigger } = run;
  const commit = publication.commit;
  if (
    !(await isOwnPullRequest(run, context)) ||
    context.number === undefined ||
    !trigger.comment ||
    !trigger.reviewLocation ||
    publication.push?.status !== 'pushed' ||
    commit?.status !== 'committed'
  ) {
    return;
  }
  const text = sanitizeModelText((summary ?? '').trim(), run.redact) || 'Done.';
  const body = `Fixed in ${commit.sha.slice(0, 12)}.\n\n${truncateText(text, MAX_THREAD_REPLY_CHARS)}`;
  try {
    await replyInThread(
      run.client,
      trigger.repo,
      context.number,
      trigger.reviewLocation.threadId,
      body,
    );
    const outcome = await resolveThreadOfComment(
      run.client,
      trigger.repo,
      context.number,
      trigger.comment.id,
    );
    if (outcome === 'thread_not_found')
      run.log.warning('The review thread to resolve was not found.');
  } catch (error) {
    run.log.warning(`Answering or resolving the review thread failed: ${describeApiError(error)}`);
  }
}

/** True when the token's identity opened the pull request. */
async function isOwnPullRequest(run: ActionRun, context: TaskContext): Promise<boolean> {
  const author = context.pullRequest?.author;
  return author !== undefined && sameLogin(author, await run.identity.resolve());
}
