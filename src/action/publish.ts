/**
 * Publishing a run's work in the fix and task modes: one checked commit of the
 * final tree, pushed with github_token to the URL recorded before the loop, and
 * (when the policy asks) a pull request. Whatever happened in the loop, work in
 * the checkout is committed and pushed.
 */
import * as core from '@actions/core';
import { commitWork, type CommitOutcome } from '../git/commit.js';
import { pushCommit } from '../git/push.js';
import { describeApiError } from '../github/octokit.js';
import { openOrUpdatePullRequest } from '../github/pull-request.js';
import { protectedBranches } from '../github/workspace-plan.js';
import type { FinishedWork, Publication } from './policy.js';
import type { ProgressReporter } from './progress.js';
import type { ActionRun } from './run-context.js';

/** How the policy wants the work published. */
export interface PublishPlan {
  /** The commit's subject line. */
  subject: string;
  /**
   * The pull request to open or update once pushed (into `base`, default the context's);
   * none: just the branch. A body given as a function is written from the commit (the
   * files it holds).
   */
  pullRequest?: {
    title: string;
    body: string | ((commit: CommitOutcome) => string);
    base?: string;
  };
  /** Trailers of the commit (the mark later runs know the agent's commits by). */
  trailers?: readonly string[];
  /** The branch was rebased: the push may replace the remote only while it is at this commit. */
  replaceOnlyIfAt?: string;
  /**
   * When the agent changed nothing, leave the branch and its pull request exactly
   * as they are (a maintenance task), instead of re-pushing and refreshing them.
   */
  leaveUnchanged?: boolean;
}

/** Commits, pushes and opens the pull request; never throws. */
export async function publishWork(
  run: ActionRun,
  work: FinishedWork,
  progress: ProgressReporter,
  plan: PublishPlan,
): Promise<Publication> {
  const { prepared, context } = work;
  const publication: Publication = { errors: [] };
  if (!prepared?.branch || prepared.readOnly) return publication;
  const branch = prepared.branch;
  try {
    progress.step('Committing and pushing the work');
    // One commit of the final tree on the start commit, checked path by path.
    const commit = await commitWork({
      repository: prepared.repository,
      startSha: prepared.startSha,
      message: plan.subject,
      coAuthor: run.trigger.actor.login,
      ...(plan.trailers ? { trailers: plan.trailers } : {}),
      secrets: run.secrets.values,
      allowWorkflowChanges: run.inputs.allowWorkflowChanges,
      branch,
    });
    publication.commit = commit;
    for (const entry of commit.leftOut) {
      run.log.warning(`Left out of the commit: ${entry.displayPath}: ${entry.detail}`);
    }
    if (commit.status === 'committed') publication.branchName = branch;
    if (commit.status !== 'committed' && plan.leaveUnchanged) {
      publication.nothingToChange = true;
      if (prepared.reused) publication.branchName = branch;
      return publication;
    }
    if (commit.status !== 'committed' && !prepared.reused) return publication;
    // Exactly that commit, with github_token, to the URL recorded before the loop.
    const push = await pushCommit({
      repository: prepared.repository,
      sha: commit.status === 'committed' ? commit.sha : prepared.startSha,
      branch,
      remoteUrl: prepared.remoteUrl,
      token: run.inputs.githubToken,
      protectedBranches: protectedBranches(context, run.trigger.defaultBranch),
      redact: run.redact,
      ...(plan.replaceOnlyIfAt ? { replaceOnlyIfAt: plan.replaceOnlyIfAt } : {}),
    });
    publication.push = push;
    if (push.status === 'pushed' || prepared.reused) publication.branchName = branch;
    if (push.status === 'pushed' && plan.pullRequest) {
      const { body } = plan.pullRequest;
      const text = typeof body === 'function' ? body(commit) : body;
      await openPullRequest(run, work, branch, { ...plan.pullRequest, body: text }, publication);
    }
  } catch (error) {
    publication.errors.push(
      `Committing and pushing the work failed: ${run.redact(describeApiError(error))}`,
    );
  }
  return publication;
}

async function openPullRequest(
  run: ActionRun,
  work: FinishedWork,
  head: string,
  pullRequest: { title: string; body: string; base?: string },
  publication: Publication,
): Promise<void> {
  try {
    const opened = await openOrUpdatePullRequest({
      client: run.client,
      repo: run.trigger.repo,
      head,
      base: pullRequest.base ?? work.context.baseBranch,
      title: pullRequest.title,
      body: pullRequest.body,
      // Work that stopped early goes in a draft PR.
      draft: work.partial !== undefined,
    });
    publication.pullRequest = opened;
    core.setOutput('pr_url', opened.url);
  } catch (error) {
    // The branch is pushed: only the pull request is missing.
    publication.errors.push(
      `Could not open the pull request (the branch is pushed): ${run.redact(describeApiError(error))}`,
    );
  }
}
