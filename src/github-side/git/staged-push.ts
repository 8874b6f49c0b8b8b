/**
 * The push of a staged run (input `staged`): nothing leaves the runner. What the push
 * would have done (the branch, the commit, the commits it would have sent and their
 * diff, read from the checkout) goes to the run's staged writes
 * (src/github-side/staged/staged-writes.ts), and the run goes on as if it had been pushed.
 */
import type { StagedWrites } from '../staged/staged-writes.js';
import { gitErrorMessage, runGit, type GitRepository } from './git-client.js';

/** Commits listed at most (a new branch on an old base lists only its own). */
const MAX_COMMITS = 50;

/** What a push or an API publication would have moved. */
export interface StagedPushInput {
  staged: StagedWrites;
  repository: GitRepository;
  remoteUrl: string;
  branch: string;
  sha: string;
  replaceOnlyIfAt?: string;
}

/** Records the push `input` describes; it counts as pushed. */
export async function stagePush(
  input: StagedPushInput,
  via: 'git' | 'api',
): Promise<{ status: 'pushed'; sha: string; rebased: false }> {
  const { repository, sha } = input;
  const commits = await newCommits(repository, sha);
  const oldest = commits[0]?.split(' ')[0];
  const from = input.replaceOnlyIfAt ?? (oldest ? await parentOf(repository, oldest) : undefined);
  const diff = from
    ? await runGit(repository, ['diff', '--no-color', '--no-ext-diff', from, sha]).catch(
        (error: unknown) => `(no diff: ${gitErrorMessage(error)})`,
      )
    : '';
  input.staged.push({
    remote: input.remoteUrl.replace(/(https?:\/\/)[^/@\s]+@/g, '$1'),
    branch: input.branch,
    sha,
    ...(input.replaceOnlyIfAt ? { force_with_lease: input.replaceOnlyIfAt } : {}),
    via,
    commits,
    diff,
  });
  return { status: 'pushed', sha, rebased: false };
}

/** The commits the remote lacks (`<sha> <subject>`, oldest first): none on a remote-tracking ref. */
async function newCommits(repository: GitRepository, sha: string): Promise<string[]> {
  const out = await runGit(repository, [
    'log',
    `--max-count=${MAX_COMMITS}`,
    '--format=%H %s',
    sha,
    '--not',
    '--remotes',
  ]).catch(() => '');
  return out.split('\n').filter(Boolean).reverse();
}

async function parentOf(repository: GitRepository, sha: string): Promise<string | undefined> {
  const out = await runGit(repository, ['rev-parse', '--verify', '--quiet', `${sha}^`]).catch(
    () => '',
  );
  return out.trim() || undefined;
}
