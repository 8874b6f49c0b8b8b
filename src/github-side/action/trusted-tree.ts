/**
 * The trusted tree of an action run: the commit whose files the repository's
 * owners vouched for. The checkout when it is the base branch's tip as the action
 * just fetched it (a new branch's first run), else the base branch's commit (a
 * pull request's base, for every pull request event, a fork's or not). Never a
 * pull request's head or a branch an earlier run wrote. Its files are read from
 * git's object store, not from the work tree.
 */
import { resolveBaseCommit } from '../git/base-tree.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import type { TaskContext } from '../github/context.js';
import type { ActionRun } from '../run/run-context.js';

/** The trusted commit and how messages name it. */
export async function trustedCommit(
  run: ActionRun,
  context: TaskContext,
  prepared: PreparedWorkspace,
): Promise<{ commit: string; source: string }> {
  const fromCheckout = prepared.startsFromBase && !run.trigger.isPullRequest;
  const commit = fromCheckout
    ? prepared.startSha
    : await resolveBaseCommit({
        repository: prepared.repository,
        remoteUrl: prepared.remoteUrl,
        branch: context.baseBranch,
        ...(context.pullRequest ? { sha: context.pullRequest.baseSha } : {}),
        ...(run.inputs.githubToken ? { token: run.inputs.githubToken } : {}),
      });
  const short = commit.slice(0, 7);
  const source = fromCheckout
    ? `the checkout (the base branch ${context.baseBranch} at ${short})`
    : `the base branch ${context.baseBranch} at ${short}`;
  return { commit, source };
}
