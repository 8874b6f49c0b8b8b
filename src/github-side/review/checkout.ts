/** Where a review looks: the PR head, detached and read-only (a review pushes nothing). */
import type { WorkspaceTarget } from '../git/workspace.js';
import type { TaskContext } from '../github/context.js';

/** A same-repository PR's head branch, or a fork's pull ref; read-only either way. */
export function reviewWorkspaceTarget(context: TaskContext): WorkspaceTarget {
  if (!context.pullRequest) throw new Error('pull request context is missing');
  return context.pullRequest.isFork
    ? {
        kind: 'read-only',
        ...(context.number !== undefined ? { pullNumber: context.number } : {}),
      }
    : { kind: 'read-only', branch: context.pullRequest.headRef };
}
