/**
 * The fake GitHub's compare API (`GET /repos/{o}/{r}/compare/{base}...{head}`),
 * answered from a real git repository: the commits between the two, and the
 * files changed from their merge base to the head with GitHub-style patches
 * (the hunks, without the `diff --git` header). An unknown commit (a force-push
 * dropped it) is a 404, as on GitHub.
 */
import { execFileSync } from 'node:child_process';
import { pullFilesFromGit } from './github-git.js';

/** GitHub's compare body (the fields the action reads). */
export interface CompareBody {
  status: 'identical' | 'ahead' | 'behind' | 'diverged';
  ahead_by: number;
  behind_by: number;
  total_commits: number;
  merge_base_commit: { sha: string };
  commits: { sha: string; commit: { message: string } }[];
  files: {
    filename: string;
    previous_filename?: string;
    status: string;
    additions: number;
    deletions: number;
    changes: number;
    patch?: string;
  }[];
}

/** Thrown when a commit is unknown; the server answers 404. */
export class UnknownCommitError extends Error {}

function git(repository: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: repository,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: repository,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
    },
  });
}

function resolveCommit(repository: string, ref: string): string {
  if (!/^[A-Za-z0-9._/-]+$/.test(ref)) throw new UnknownCommitError(ref);
  try {
    return git(repository, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    throw new UnknownCommitError(ref);
  }
}

/** Compares `base...head` in `repository` as GitHub does. */
export function compareCommits(repository: string, base: string, head: string): CompareBody {
  const baseSha = resolveCommit(repository, base);
  const headSha = resolveCommit(repository, head);
  const mergeBase = git(repository, ['merge-base', baseSha, headSha]).trim();
  const count = (range: string) => Number(git(repository, ['rev-list', '--count', range]).trim());
  const aheadBy = count(`${baseSha}..${headSha}`);
  const behindBy = count(`${headSha}..${baseSha}`);
  const status =
    aheadBy === 0 && behindBy === 0
      ? 'identical'
      : behindBy === 0
        ? 'ahead'
        : aheadBy === 0
          ? 'behind'
          : 'diverged';
  const log = git(repository, [
    'log',
    '--reverse',
    '--format=%H%x00%B%x01',
    `${mergeBase}..${headSha}`,
  ]);
  const commits = log
    .split('\x01')
    .map((entry) => entry.replace(/^\n/, ''))
    .filter((entry) => entry.includes('\x00'))
    .map((entry) => {
      const [sha = '', message = ''] = entry.split('\x00');
      return { sha, commit: { message: message.trim() } };
    });
  return {
    status,
    ahead_by: aheadBy,
    behind_by: behindBy,
    total_commits: commits.length,
    merge_base_commit: { sha: mergeBase },
    commits,
    // The same files GitHub's PR files API gives (merge base to head), one implementation.
    files: pullFilesFromGit(repository, mergeBase, headSha).map((file) => ({
      ...file,
      changes: file.additions + file.deletions,
    })),
  };
}
