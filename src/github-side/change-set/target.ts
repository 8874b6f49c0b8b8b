/**
 * What publishing one repository takes (src/github-side/action/publish.ts): the policy's
 * plan for the work, and where it goes. The main checkout and every other repository of a
 * change set (docs/contract.md#change-sets) are published from one of these.
 */
import type { CommitOutcome } from '../git/commit.js';
import type { PathScope } from '../git/publish-checks.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import type { RepoRef } from '../github/types.js';

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
  /**
   * The run's memory block for a follow-up, from the files it published: a change set's
   * pull requests all carry the set's (every repository's files), so a follow-up on any of
   * them starts from it.
   */
  memoryBlock?: (files: readonly string[]) => string;
}

/** One repository to publish: the plan, and where the work goes. */
export interface RepositoryTarget {
  repo: RepoRef;
  prepared: PreparedWorkspace;
  /** The pull request's base branch. */
  base: string;
  /** Branches the push must never touch. */
  protectedBranches: readonly string[];
  /** Open the pull request as a draft (partial work, failing checks). */
  draft: boolean;
  plan: PublishPlan;
  /** How the log and the report name the repository (`owner/name`); none for the main one. */
  label?: string;
}
