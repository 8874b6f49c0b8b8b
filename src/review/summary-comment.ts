/**
 * Finds, creates and edits the one sticky review summary comment of a pull
 * request. It is found by its marker, and only among comments written by the
 * action's own identity: anyone can paste a marker into a comment of theirs.
 */
import { REVIEW_SUMMARY_MARKER } from '../safety/marker.js';
import type { GitHubClient } from '../github/octokit.js';
import type { ProgressCommentRef } from '../github/progress-comment.js';
import type { RepoRef } from '../github/types.js';

/** Where the summary lives and what it said before this run (for incremental review). */
export interface SummaryCommentRef extends ProgressCommentRef {
  /** The body an earlier run left ('' for a new comment). */
  previousBody: string;
}

/** What `openSummaryComment` needs. */
export interface OpenSummaryInput {
  client: GitHubClient;
  repo: RepoRef;
  pullNumber: number;
  /** The first body of this run (must carry the summary marker). */
  body: string;
  /** The token's login (default `github-actions[bot]`). */
  botLogin?: string;
}

/** Edits the PR's summary comment, or creates it when there is none yet. */
export async function openSummaryComment(input: OpenSummaryInput): Promise<SummaryCommentRef> {
  const { client, repo, pullNumber } = input;
  const existing = await findSummaryComment(input);
  if (existing) {
    await client.rest.issues.updateComment({
      owner: repo.owner,
      repo: repo.repo,
      comment_id: existing.id,
      body: input.body,
    });
    return {
      repo,
      id: existing.id,
      kind: 'issue',
      number: pullNumber,
      htmlUrl: existing.html_url,
      reused: true,
      previousBody: existing.body ?? '',
    };
  }
  const { data } = await client.rest.issues.createComment({
    owner: repo.owner,
    repo: repo.repo,
    issue_number: pullNumber,
    body: input.body,
  });
  return {
    repo,
    id: data.id,
    kind: 'issue',
    number: pullNumber,
    htmlUrl: data.html_url,
    reused: false,
    previousBody: '',
  };
}

interface ListedComment {
  id: number;
  html_url: string;
  body?: string | null;
  user?: { login: string } | null;
}

/** The PR's summary comment written by the action, oldest first if several. */
export async function findSummaryComment(
  input: Pick<OpenSummaryInput, 'client' | 'repo' | 'pullNumber' | 'botLogin'>,
): Promise<ListedComment | undefined> {
  const bot = (input.botLogin ?? 'github-actions[bot]').toLowerCase();
  const comments: ListedComment[] = await input.client.paginate(
    input.client.rest.issues.listComments,
    {
      owner: input.repo.owner,
      repo: input.repo.repo,
      issue_number: input.pullNumber,
      per_page: 100,
    },
  );
  return comments.find(
    (comment) =>
      (comment.body ?? '').includes(REVIEW_SUMMARY_MARKER) &&
      (comment.user?.login ?? '').toLowerCase() === bot,
  );
}
