/**
 * The branch a change set's other repository is worked on (docs/contract.md#change-sets):
 * `<branch_prefix><source repo>-<number>-<slug>`, named after the run's own work so that a
 * follow-up on the set's pull request lands on the same branches: the main branch
 * `<prefix>issue-12-add-a-flag` of `acme/app` gives `<prefix>app-12-add-a-flag` in each other
 * repository, a task's `<prefix>task-<slug>` gives `<prefix>app-task-<slug>`, and a branch of
 * someone's own (a pull request's head) gives `<prefix>app-<number>-<slug of the title>`.
 */
import { checkedBranchName, slugify } from '../git/ref-name.js';

/** What the name is made of. */
export interface BranchSource {
  /** Input `branch_prefix`. */
  prefix: string;
  /** The run's own repository's name (without its owner). */
  sourceRepo: string;
  /** The branch the run works on in its own repository (null: none). */
  mainBranch: string | null;
  /** The issue's or pull request's number, when the run has one. */
  number?: number;
  /** Its title. */
  title: string;
}

/** The branch name, checked as git checks one (a bad prefix throws BranchNameError). */
export function changeSetBranchName(source: BranchSource): string {
  const { prefix, mainBranch } = source;
  const repo = slugify(source.sourceRepo) || 'repository';
  const issuePrefix = `${prefix}issue-`;
  let rest: string;
  if (mainBranch?.startsWith(issuePrefix) && mainBranch.length > issuePrefix.length) {
    rest = mainBranch.slice(issuePrefix.length);
  } else if (mainBranch?.startsWith(prefix) && prefix !== '' && mainBranch.length > prefix.length) {
    rest = mainBranch.slice(prefix.length);
  } else {
    const slug = slugify(source.title);
    rest = [source.number, slug].filter((part) => part !== undefined && part !== '').join('-');
  }
  return checkedBranchName(`${prefix}${repo}-${rest || 'work'}`);
}
