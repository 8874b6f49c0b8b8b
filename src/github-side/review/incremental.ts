/**
 * What a re-review looks at. After a push, only what changed since the last
 * reviewed commit is reviewed, found with GitHub's compare API. A force-push
 * that dropped that commit (compare answers 404, or the histories diverged)
 * means the whole pull request is reviewed again.
 */
import { sameLogin } from '../github/identity.js';
import { issueComments, type PullFile, type RawIssueComment } from '../github/context.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import { parseReviewedSha } from './posted-findings.js';

/** A file changed since the last review: the PR's entry and the diff since then. */
export interface ChangedSince {
  file: PullFile;
  /** The diff between the last reviewed commit and the head (absent for binary files). */
  patchSince?: string;
}

/** The range a review covers. */
export type ReviewRange =
  | { kind: 'full'; reason: string }
  | {
      kind: 'incremental';
      sinceSha: string;
      headSha: string;
      /** PR files changed since `sinceSha`, in PR order. */
      files: ChangedSince[];
      /** Every path the commits since touched (also outside the PR diff: a reverted file). */
      changedPaths: string[];
      /** Files the commits since moved: a finding's code moved with its file is not fixed. */
      renames: { from: string; to: string }[];
      commits: { sha: string; subject: string }[];
    }
  | { kind: 'up-to-date'; sha: string };

/** The compare API lists at most this many files; a larger change is reviewed whole. */
export const COMPARE_FILE_LIMIT = 300;

/**
 * The last commit a review of this pull request covered, from the marker in
 * the action's sticky summary comment. Only the bot's comments count: anyone
 * else could write a marker to skip a review of their changes.
 */
export async function findLastReviewedSha(input: {
  client: GitHubClient;
  repo: RepoRef;
  pullNumber: number;
  botLogin: string;
  /** The PR's comments as the run read them at its start: no listing of its own. */
  comments?: Promise<readonly RawIssueComment[]>;
}): Promise<string | undefined> {
  const comments = await issueComments(input.client, input.repo, input.pullNumber, input.comments);
  let found: string | undefined;
  for (const comment of comments) {
    // REST spells a bot `<slug>[bot]`: an account named `<slug>` is someone else.
    if (!comment.user || !sameLogin(comment.user.login, input.botLogin)) continue;
    // The summary is edited in place; the newest-updated marker wins.
    found = parseReviewedSha(comment.body ?? '') ?? found;
  }
  return found;
}

/** Decides between a full and an incremental review. */
export async function planReviewRange(input: {
  client: GitHubClient;
  repo: RepoRef;
  headSha: string;
  /** From {@link findLastReviewedSha}; undefined for a first review. */
  lastReviewedSha: string | undefined;
  files: readonly PullFile[];
}): Promise<ReviewRange> {
  const { client, repo, headSha, lastReviewedSha } = input;
  if (!lastReviewedSha) return { kind: 'full', reason: 'first review of this pull request' };
  if (lastReviewedSha === headSha) return { kind: 'up-to-date', sha: headSha };
  let data;
  try {
    ({ data } = await client.rest.repos.compareCommitsWithBasehead({
      owner: repo.owner,
      repo: repo.repo,
      basehead: `${lastReviewedSha}...${headSha}`,
      per_page: 100,
    }));
  } catch (error) {
    if ((error as { status?: number }).status === 404) {
      return {
        kind: 'full',
        reason: `the last reviewed commit ${short(lastReviewedSha)} no longer exists (force-push)`,
      };
    }
    throw error;
  }
  if (data.status === 'identical') return { kind: 'up-to-date', sha: headSha };
  if (data.status !== 'ahead') {
    return {
      kind: 'full',
      reason: `the last reviewed commit ${short(lastReviewedSha)} is no longer in the branch's history (force-push)`,
    };
  }
  const changed = data.files ?? [];
  if (changed.length >= COMPARE_FILE_LIMIT) {
    return {
      kind: 'full',
      reason: `${changed.length} or more files changed since the last review`,
    };
  }
  const since = new Map(changed.map((file) => [file.filename, file]));
  const files = input.files.flatMap((file): ChangedSince[] => {
    const entry = since.get(file.filename);
    if (!entry) return [];
    return [{ file, ...(entry.patch ? { patchSince: entry.patch } : {}) }];
  });
  return {
    kind: 'incremental',
    sinceSha: lastReviewedSha,
    headSha,
    files,
    changedPaths: changed.flatMap((file) =>
      file.previous_filename ? [file.filename, file.previous_filename] : [file.filename],
    ),
    renames: changed.flatMap((file) =>
      file.status === 'renamed' && file.previous_filename
        ? [{ from: file.previous_filename, to: file.filename }]
        : [],
    ),
    commits: data.commits.map((commit) => ({
      sha: commit.sha,
      subject: commit.commit.message.split('\n')[0] ?? '',
    })),
  };
}

/** A sentence for the summary comment: what this review covers. */
export function describeRange(range: ReviewRange): string {
  switch (range.kind) {
    case 'full':
      return `Full review: ${range.reason}.`;
    case 'up-to-date':
      return `No new commits since the last review (${short(range.sha)}).`;
    case 'incremental': {
      const commits = range.commits.length === 1 ? '1 commit' : `${range.commits.length} commits`;
      const files = range.files.length === 1 ? '1 file' : `${range.files.length} files`;
      return `Changes since ${short(range.sinceSha)}: ${commits}, ${files} of this pull request.`;
    }
  }
}

function short(sha: string): string {
  return sha.slice(0, 7);
}
