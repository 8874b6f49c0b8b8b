/**
 * Publishing a run's work in the fix and task modes: one checked commit of the
 * final tree, pushed with github_token to the URL recorded before the loop, and
 * (when the policy asks) a pull request. Whatever happened in the loop, work in
 * the checkout is committed and pushed. The same steps publish each other
 * repository of a change set (src/github-side/change-set/publish.ts), each with
 * its own branch rules, remote and pull request.
 */
import * as core from '@actions/core';
import { commitWork } from '../git/commit.js';
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
import { publishChangeSet } from '../change-set/publish.js';
import type { PublishPlan, RepositoryTarget } from '../change-set/target.js';

export type { PublishPlan } from '../change-set/target.js';

/** Commits, pushes and opens the pull request, then the change set's (if any); never throws. */
export async function publishWork(
  run: ActionRun,
  work: FinishedWork,
  progress: ProgressReporter,
  plan: PublishPlan,
): Promise<Publication> {
  const { prepared } = work;
  if (!prepared?.branch || prepared.readOnly) return { errors: [] };
  const draft = isDraft(work);
  const publication = await publishRepository(run, progress, {
    repo: run.trigger.repo,
    prepared,
    base: plan.pullRequest?.base ?? work.context.baseBranch,
    protectedBranches: protectedBranches(work.context, run.trigger.defaultBranch),
    draft,
    plan,
  });
  if (publication.pullRequest) core.setOutput('pr_url', publication.pullRequest.url);
  if (!work.changeSet?.repos.length) return publication;
  // The other repositories of the set, checked and published the same way (docs/contract.md#change-sets).
  return publishChangeSet(run, work, progress, publication, {
    plan,
    draft,
    publishRepository: (target) => publishRepository(run, progress, target),
  });
}

/**
 * Work that stopped early, or whose checks still fail because of it, goes in a draft PR
 * (in every repository of a change set).
 */
function isDraft(work: FinishedWork): boolean {
  return work.partial !== undefined || work.agent.result?.self_check?.status === 'failed';
}

/** One prepared repository's checked commit, push and pull request; never throws. */
export async function publishRepository(
  run: ActionRun,
  progress: ProgressReporter,
  target: RepositoryTarget,
): Promise<Publication> {
  const { prepared, plan } = target;
  const publication: Publication = { errors: [] };
  if (!prepared.branch || prepared.readOnly) return publication;
  const branch = prepared.branch;
  try {
    progress.step(
      target.label
        ? `Committing and pushing the work in ${target.label}`
        : 'Committing and pushing the work',
    );
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
      run.log.warning(
        `Left out of the commit${target.label ? ` in ${target.label}` : ''}: ${entry.displayPath}: ${entry.detail}`,
      );
    }
    if (commit.status === 'committed') publication.branchName = branch;
    if (commit.status !== 'committed' && plan.leaveUnchanged) {
      publication.nothingToChange = true;
      if (prepared.reused) publication.branchName = branch;
      return publication;
    }
    if (commit.status !== 'committed' && !prepared.reused) return publication;
    const signing = await chooseSigning(run, target, publication);
    const push = await publishCommit(run, target, {
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
      await openPullRequest(run, target, branch, { ...plan.pullRequest, body: text }, publication);
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
  target: RepositoryTarget,
  publication: Publication,
): Promise<CommitSigning> {
  const configured = run.inputs.commitSigning;
  const branch = target.prepared.branch ?? '';
  // The rules of the repository the commit goes to (each of a change set has its own).
  const read = await fetchBranchRules(run.client, target.repo, branch);
  if ('error' in read) {
    run.log.info(`Could not read the rules of ${branch} (going on as configured): ${read.error}`);
    return configured;
  }
  const rule = signatureRule(read.rules);
  if (!rule || configured !== 'none') return configured;
  const note = `The rules of ${branch}${target.label ? ` in ${target.label}` : ''} require signed commits (${describeRule(rule)}): commit_signing is none, so the agent's commit was made through GitHub's API, which signs it (commit_signing: api).`;
  run.log.notice(note);
  (publication.notes ??= []).push(note);
  return 'api';
}

/** Exactly the checked commit, with github_token: pushed, or recreated through the API. */
function publishCommit(
  run: ActionRun,
  target: RepositoryTarget,
  what: { sha: string; committed: boolean; branch: string; signing: CommitSigning },
): Promise<PushOutcome> {
  const { prepared, plan } = target;
  const common = {
    repository: prepared.repository,
    sha: what.sha,
    branch: what.branch,
    remoteUrl: prepared.remoteUrl,
    token: run.inputs.githubToken,
    protectedBranches: target.protectedBranches,
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
      repo: target.repo,
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
  target: RepositoryTarget,
  head: string,
  pullRequest: { title: string; body: string },
  publication: Publication,
): Promise<void> {
  try {
    publication.pullRequest = await openOrUpdatePullRequest({
      client: run.client,
      repo: target.repo,
      head,
      base: target.base,
      title: pullRequest.title,
      body: pullRequest.body,
      draft: target.draft,
    });
  } catch (error) {
    // The branch is pushed: only the pull request is missing.
    publication.errors.push(
      `Could not open the pull request (the branch is pushed): ${run.redact(describeApiError(error))}`,
    );
  }
}
