/**
 * One branch per maintenance task: `<branch_prefix>task-<slug>`, the slug from
 * `task_name` or else from the prompt, so every run of the task (and every
 * re-run attempt) lands on the same branch and the same pull request.
 *
 * A run continues the branch as it is on origin. Only when every commit on it
 * beyond the base is the agent's own and the base has moved on is the branch
 * rebased onto the new base before the agent starts; the push then replaces the
 * remote branch only while it is still at the commit seen here (a lease), so a
 * commit a person pushed, before or during the run, is never lost.
 */
import { createHash } from 'node:crypto';
import { authEnvironment } from '../git/auth.js';
import { gitErrorMessage, runGit, type GitRepository } from '../git/git-client.js';
import { checkedBranchName, slugify } from '../git/ref-name.js';
import { listCommits } from './agent-commits.js';

/** The task's slug: of `taskName` when given, else of the prompt's first words. */
export function taskSlug(taskName: string, prompt: string): string {
  const fromName = slugify(taskName.trim());
  if (fromName) return fromName;
  const fromPrompt = slugify(prompt.trim());
  if (fromPrompt) return fromPrompt;
  // A prompt without ASCII words still needs a stable name: a digest of it.
  return createHash('sha256').update(prompt.trim()).digest('hex').slice(0, 12);
}

/** `<prefix>task-<slug>`; throws on a name git would refuse (a bad prefix). */
export function taskBranchName(prefix: string, taskName: string, prompt: string): string {
  return checkedBranchName(`${prefix}task-${taskSlug(taskName, prompt)}`);
}

/** Where the agent starts on a task branch that exists on origin. */
export interface TaskBranchStart {
  /** The commit the agent's work goes on top of (HEAD of the checkout). */
  startSha: string;
  /** The branch was rebased onto the new base: the push must use `replaceOnlyIfAt`. */
  rebased: boolean;
  /** The remote branch's commit before the rebase (the push's lease). */
  replaceOnlyIfAt?: string;
  /** Commits on the branch beyond the base that are not the agent's. */
  othersCommits: number;
  /** One sentence for the log and the prompt. */
  description: string;
}

/** What {@link rebaseTaskBranch} needs: the checkout on the task branch at `startSha`. */
export interface RebaseInput {
  repository: GitRepository;
  remoteUrl: string;
  token?: string;
  branch: string;
  base: string;
  /** The remote branch's commit, checked out (PreparedWorkspace.startSha). */
  startSha: string;
}

/**
 * Rebases the checked-out task branch onto the current base when that is safe
 * (every commit beyond the base is the agent's) and useful (the base moved on);
 * otherwise leaves it as it is. A rebase that stops on a conflict is aborted and
 * the branch is continued as it is.
 */
export async function rebaseTaskBranch(input: RebaseInput): Promise<TaskBranchStart> {
  const { repository, branch, base, startSha } = input;
  const env = authEnvironment(input.remoteUrl, input.token);
  const git = (args: string[]) => runGit(repository, args, { env });
  const baseRef = `refs/remotes/origin/${base}`;
  await git(['fetch', '--no-tags', input.remoteUrl, `+refs/heads/${base}:${baseRef}`]);
  const baseSha = (await git(['rev-parse', `${baseRef}^{commit}`])).trim();
  const ahead = await listCommits(repository, [`${baseSha}..${startSha}`]);
  const othersCommits = ahead.filter((commit) => !commit.mark).length;
  const keep = (description: string): TaskBranchStart => ({
    startSha,
    rebased: false,
    othersCommits,
    description,
  });
  if (await isAncestor(repository, baseSha, startSha)) {
    return keep(`${branch} already contains the latest ${base}: continuing it`);
  }
  if (othersCommits > 0) {
    return keep(
      `${branch} has ${othersCommits} commit${othersCommits === 1 ? '' : 's'} by others: continuing it as it is (not rebased onto ${base})`,
    );
  }
  try {
    await git(['rebase', '--no-autostash', '--no-autosquash', baseRef]);
  } catch (error) {
    await git(['rebase', '--abort']).catch(() => undefined);
    await git(['checkout', '-q', '-B', branch, startSha]);
    return keep(
      `rebasing ${branch} onto ${base} stopped on a conflict (${gitErrorMessage(error).split('\n')[0]}): continuing it as it is`,
    );
  }
  const rebasedSha = (await git(['rev-parse', 'HEAD'])).trim();
  return {
    startSha: rebasedSha,
    rebased: true,
    replaceOnlyIfAt: startSha,
    othersCommits: 0,
    description: `${branch} held only the agent's commits and ${base} moved on: rebased onto ${base}`,
  };
}

async function isAncestor(repository: GitRepository, ancestor: string, of: string) {
  try {
    await runGit(repository, ['merge-base', '--is-ancestor', ancestor, of]);
    return true;
  } catch {
    return false;
  }
}
