/**
 * A change set (docs/contract.md#change-sets): the other repositories a run may change,
 * cloned beside the main checkout, and what publishing did in each. Prepared before the
 * loop and published after it (src/github-side/change-set/).
 */
import type { PreparedWorkspace } from '../git/workspace.js';

/** One other repository of the run. */
export interface ChangeSetRepo {
  /** `owner/name`. */
  fullName: string;
  /** Absolute path of its clone, beside the main checkout. */
  dir: string;
  /** True when nothing may be pushed (the requester cannot write, or the token cannot push). */
  readOnly: boolean;
  /** Why it is read-only (said in the prompt and the report). */
  readOnlyReason?: string;
  /** Its default branch: the trusted tree its configuration is read from, and the PR's base. */
  defaultBranch: string;
  /** The clone as prepared for the loop (its branch, start commit, remote). */
  prepared: PreparedWorkspace;
}

/** The other repositories of a run; empty when the input names none or the run may have none. */
export interface ChangeSet {
  repos: readonly ChangeSetRepo[];
  /** Why the run gets none although the input names some (a fork, `pull_request_target`). */
  refused?: string;
  /**
   * Repositories the input names that the run does not get, each with why (the token cannot
   * see it, a requester cannot read it, it is the run's own, it is named twice, its clone failed).
   */
  skipped?: readonly ChangeSetSkip[];
}

/** A repository of the input left out of the run. */
export interface ChangeSetSkip {
  /** `owner/name`, as the input wrote it. */
  fullName: string;
  reason: string;
}
