/**
 * The trusted tree of an action run, as the run's policy decided it (TreeTrust in
 * src/github-side/run/policy.ts): the commit whose files the repository's owners vouched
 * for. The checkout when it is the base branch's tip as the action just fetched it (a new
 * branch's first run), else the base branch's commit. Never a pull request's head, a
 * fork's code or a branch an earlier run wrote. Its files are read from git's object
 * store, not from the work tree. Resolved once, when something first asks for it.
 */
import { resolveBaseCommit } from '../git/base-tree.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import type { TreeTrust } from '../run/policy.js';
import type { ActionRun } from '../run/run-context.js';

/** The policy's decision, and the commit it names (fetched at most once). */
export interface TrustedTree extends TreeTrust {
  commit(): Promise<{ commit: string; source: string }>;
}

/** The trusted tree of `trust` for the prepared checkout. */
export function trustedTree(
  run: ActionRun,
  trust: TreeTrust,
  prepared: PreparedWorkspace,
): TrustedTree {
  let resolved: Promise<{ commit: string; source: string }> | undefined;
  const resolve = async () => {
    const commit = trust.checkoutIsBase
      ? prepared.startSha
      : await resolveBaseCommit({
          repository: prepared.repository,
          remoteUrl: prepared.remoteUrl,
          branch: trust.baseBranch,
          ...(trust.baseSha ? { sha: trust.baseSha } : {}),
          ...(run.inputs.githubToken ? { token: run.inputs.githubToken } : {}),
        });
    const short = commit.slice(0, 7);
    const source = trust.checkoutIsBase
      ? `the checkout (the base branch ${trust.baseBranch} at ${short})`
      : `the base branch ${trust.baseBranch} at ${short}`;
    return { commit, source };
  };
  return { ...trust, commit: () => (resolved ??= resolve()) };
}
