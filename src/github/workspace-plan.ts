/** Maps a run's mode to where its work goes (see `prepareWorkspace`). */
import { issueBranchName } from '../git/ref-name.js';
import { taskBranchName } from '../maintenance/task-branch.js';
import type { WorkspaceTarget } from '../git/workspace.js';
import type { TaskContext } from './context.js';

/** Options from the action inputs. */
export interface WorkspacePlanOptions {
  /** The `branch_prefix` input, e.g. `agent/`. */
  branchPrefix: string;
  /** GITHUB_RUN_ID (kept for callers; a task's branch no longer depends on the run). */
  runId: string;
  /** The `task_name` input: names an automation run's branch (else the prompt does). */
  taskName?: string;
}

/**
 * Issue → `<prefix>issue-<n>-<slug>` from the base branch; same-repo PR (or
 * review comment) → its head branch; fork PR → read-only; review → the PR head,
 * read-only; automation → `<prefix>task-<slug>` (of task_name, else of the
 * prompt) from the base branch, continued by every later run of the task.
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
        branch: taskBranchName(options.branchPrefix, options.taskName ?? '', context.request),
        base: context.baseBranch,
      };
    case 'ci_fix':
      throw new Error('a CI fix plans its branch from the failed run (src/maintenance/ci-fix.ts)');
  }
}

/** Branches a push must never touch: the base and the repository's default. */
export function protectedBranches(context: TaskContext, defaultBranch?: string): string[] {
  const names = [context.baseBranch];
  if (defaultBranch) names.push(defaultBranch);
  return [...new Set(names.filter(Boolean))];
}
