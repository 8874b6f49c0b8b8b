/** Maps a run's mode to where its work goes (see `prepareWorkspace`). */
import { issueBranchName } from '../git/ref-name.js';
import type { WorkspaceTarget } from '../git/workspace.js';
import type { TaskContext } from './context.js';

/** Options from the action inputs. */
export interface WorkspacePlanOptions {
  /** The `branch_prefix` input, e.g. `agent/`. */
  branchPrefix: string;
  /** GITHUB_RUN_ID: names the branch of an automation run. */
  runId: string;
}

/**
 * Issue → `<prefix>issue-<n>-<slug>` from the base branch; same-repo PR (or
 * review comment) → its head branch; fork PR → read-only; review → the PR head,
 * read-only; automation →
 * `<prefix>run-<runId>` from the base branch.
 */
export function planWorkspace(
  context: TaskContext,
  options: WorkspacePlanOptions,
): WorkspaceTarget {
  switch (context.mode) {
    case 'issue':
      return {
        kind: 'new-branch',
        branch: issueBranchName(options.branchPrefix, context.number ?? 0, context.title),
        base: context.baseBranch,
      };
    case 'pull_request':
    case 'review_comment':
      if (!context.pullRequest) throw new Error('pull request context is missing');
      return { kind: 'existing-branch', branch: context.pullRequest.headRef };
    case 'review':
      // A review changes nothing: look at the PR head, detached, and push nothing.
      if (!context.pullRequest) throw new Error('pull request context is missing');
      return context.pullRequest.isFork
        ? {
            kind: 'read-only',
            ...(context.number !== undefined ? { pullNumber: context.number } : {}),
          }
        : { kind: 'read-only', branch: context.pullRequest.headRef };
    case 'fork_pull_request':
      return {
        kind: 'read-only',
        ...(context.number !== undefined ? { pullNumber: context.number } : {}),
      };
    case 'automation':
      return {
        kind: 'new-branch',
        branch: `${options.branchPrefix}run-${options.runId}`,
        base: context.baseBranch,
      };
  }
}

/** Branches a push must never touch: the base and the repository's default. */
export function protectedBranches(context: TaskContext, defaultBranch?: string): string[] {
  const names = [context.baseBranch];
  if (defaultBranch) names.push(defaultBranch);
  return [...new Set(names.filter(Boolean))];
}
