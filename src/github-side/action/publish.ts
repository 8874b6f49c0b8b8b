/**
 * Publishing a run's work in the fix and task modes: one checked commit of the
 * final tree, pushed with github_token to the URL recorded before the loop, and
 * (when the policy asks) a pull request. Whatever happened in the loop, work in
 * the checkout is committed and pushed.
 */
import * as core from '@actions/core';
import { commitWork, type CommitOutcome } from '../git/commit.js';
import type { PathScope } from '../git/publish-checks.js';
import { pushCommit, type PushOutcome } from '../git/push.js';
import { publishThroughApi } from '../github/api-publish.js';
import { describeRule, fetchBranchRules, signatureRule } from '../github/branch-rules.js';
import { describeApiError } from '../github/octokit.js';
import { openOrUpdatePullRequest } from '../github/pull-request.js';
import type { TaskContext } from '../github/context.js';
import type { FinishedWork, Publication } from '../run/policy.js';
import type { ProgressReporter } from '../run/progress.js';
import type { ActionRun } from '../run/run-context.js';
import type { CommitSigning } from '../run/inputs.js';

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
  /** Only changes to these paths are published (an approved plan's files); the rest are left out and listed. */
  scope?: PathScope;
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
  const { prepared } = work;
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
      ...(plan.scope ? { scope: plan.scope } : {}),
      ...(run.inputs.commitSigning === 'ssh' ? { sshSigningKey: run.inputs.sshSigningKey } : {}),
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
    const signing = await chooseSigning(run, branch, publication);
    const push = await publishCommit(run, work, plan, {
      sha: commit.status === 'committed' ? commit.sha : prepared.startSha,
      committed: commit.status === 'committed',
      branch,
      signing,
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

/**
 * How the commit goes out: as configured, except that a branch whose rules require
 * signed commits gets `api` when signing is off (said in the log and the report).
 */
async function chooseSigning(
  run: ActionRun,
  branch: string,
  publication: Publication,
): Promise<CommitSigning> {
  const configured = run.inputs.commitSigning;
  const read = await fetchBranchRules(run.client, run.trigger.repo, branch);
  if ('error' in read) {
    run.log.info(`Could not read the rules of ${branch} (going on as configured): ${read.error}`);
    return configured;
  }
  const rule = signatureRule(read.rules);
  if (!rule || configured !== 'none') return configured;
  const note = `The rules of ${branch} require signed commits (${describeRule(rule)}): commit_signing is none, so the agent's commit was made through GitHub's API, which signs it (commit_signing: api).`;
  run.log.notice(note);
  (publication.notes ??= []).push(note);
  return 'api';
}

/** Exactly the checked commit, with github_token: pushed, or recreated through the API. */
function publishCommit(
  run: ActionRun,
  work: FinishedWork,
  plan: PublishPlan,
  what: { sha: string; committed: boolean; branch: string; signing: CommitSigning },
): Promise<PushOutcome> {
  const prepared = work.prepared!;
  const common = {
    repository: prepared.repository,
    sha: what.sha,
    branch: what.branch,
    remoteUrl: prepared.remoteUrl,
    token: run.inputs.githubToken,
    protectedBranches: protectedBranches(work.context, run.trigger.defaultBranch),
    redact: run.redact,
    ...(run.staged ? { staged: run.staged } : {}),
    ...(plan.replaceOnlyIfAt ? { replaceOnlyIfAt: plan.replaceOnlyIfAt } : {}),
  };
  if (what.signing === 'api') {
    run.log.info(
      `Publishing ${what.branch} through GitHub's API (commit_signing: api): no git push`,
    );
    return publishThroughApi({
      ...common,
      client: run.client,
      repo: run.trigger.repo,
      committed: what.committed,
    });
  }
  // To the URL recorded before the loop; a commit the retry makes is signed like the first.
  return pushCommit({
    ...common,
    ...(what.signing === 'ssh' ? { sshSigningKey: run.inputs.sshSigningKey } : {}),
  });
}

/** Branches a push must never touch: the base and the repository's default. */
function protectedBranches(context: TaskContext, defaultBranch?: string): string[] {
  const names = [context.baseBranch];
  if (defaultBranch) names.push(defaultBranch);
  return [...new Set(names.filter(Boolean))];
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
      // Work that stopped early, or whose checks still fail because of it, goes in a draft PR.
      draft: work.partial !== undefined || work.agent.result?.self_check?.status === 'failed',
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
