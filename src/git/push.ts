/**
 * Pushes the work branch to origin with an explicit refspec, never forcing and
 * never to a protected branch. A rejection (someone pushed meanwhile) gets one
 * fetch + rebase + push; a second failure is reported, the commit stays local.
 */
import { createGit, gitErrorMessage } from './git-client.js';
import { isValidBranchName } from './ref-name.js';

/** What to push. */
export interface PushInput {
  cwd: string;
  branch: string;
  /** Branches that must never receive a push: the base and the default branch. */
  protectedBranches: readonly string[];
  /** Applied to git's messages before they reach a report. */
  redact?: (text: string) => string;
}

/** The push outcome. `failed` keeps the work committed locally at `sha`. */
export type PushOutcome =
  | { status: 'pushed'; sha: string; rebased: boolean }
  | { status: 'failed'; sha: string; reason: string; rebased: boolean }
  | { status: 'refused'; reason: string };

/** Pushes HEAD to `refs/heads/<branch>` on origin (one rebase retry). */
export async function pushBranch(input: PushInput): Promise<PushOutcome> {
  const redact = input.redact ?? ((text: string) => text);
  const { branch } = input;
  if (!isValidBranchName(branch))
    return { status: 'refused', reason: `invalid branch name "${branch}"` };
  if (input.protectedBranches.some((name) => name === branch)) {
    return { status: 'refused', reason: `will not push to the protected branch "${branch}"` };
  }
  const git = createGit(input.cwd);
  const refspec = `HEAD:refs/heads/${branch}`;
  const push = (): Promise<string> => git.raw(['push', '--no-verify', 'origin', refspec]);
  const head = async (): Promise<string> => (await git.raw(['rev-parse', 'HEAD'])).trim();
  const reason = (error: unknown): string => redact(gitErrorMessage(error));

  try {
    await push();
    return { status: 'pushed', sha: await head(), rebased: false };
  } catch (firstError) {
    const first = reason(firstError);
    try {
      await git.raw([
        'fetch',
        '--no-tags',
        'origin',
        `+refs/heads/${branch}:refs/remotes/origin/${branch}`,
      ]);
    } catch (error) {
      return {
        status: 'failed',
        sha: await head(),
        reason: `push rejected (${first}); fetch failed: ${reason(error)}`,
        rebased: false,
      };
    }
    try {
      await git.raw(['rebase', `refs/remotes/origin/${branch}`]);
    } catch (error) {
      await git.raw(['rebase', '--abort']).catch(() => undefined);
      return {
        status: 'failed',
        sha: await head(),
        reason: `push rejected and rebasing onto origin/${branch} failed: ${reason(error)}`,
        rebased: false,
      };
    }
    try {
      await push();
      return { status: 'pushed', sha: await head(), rebased: true };
    } catch (error) {
      return {
        status: 'failed',
        sha: await head(),
        reason: `push rejected twice: ${reason(error)}`,
        rebased: true,
      };
    }
  }
}
