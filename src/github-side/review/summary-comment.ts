/**
 * Finds, creates and edits the one sticky review summary comment of a pull
 * request. It is found by its marker, and only among comments written by the
 * action's own identity: anyone can paste a marker into a comment of theirs.
 */
import { issueComments, type RawIssueComment } from '../github/context.js';
import { githubId } from '../github/ids.js';
import { REVIEW_SUMMARY_MARKER } from '../../engine/safety/marker.js';
import { sameLogin, type RunIdentity } from '../github/identity.js';
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
  /**
   * Who the token writes as: only its comments count as the summary, and the
   * written comment's author teaches it.
   */
  identity: Pick<RunIdentity, 'learn' | 'resolve'>;
  /** The PR's comments as the run read them at its start: no listing of its own. */
  comments?: Promise<readonly RawIssueComment[]>;
  /**
   * Told what the summary said before this run ('' for none) as soon as it is found,
   * before it is written: the review's plan need not wait for the write.
   */
  found?: (previousBody: string) => void;
}

/** Edits the PR's summary comment, or creates it when there is none yet. */
export async function openSummaryComment(input: OpenSummaryInput): Promise<SummaryCommentRef> {
  const { client, repo, pullNumber } = input;
  const existing = await findSummaryComment(input);
  input.found?.(existing?.body ?? '');
  if (existing) {
    const { data } = await client.rest.issues.updateComment({
      owner: repo.owner,
      repo: repo.repo,
      comment_id: existing.id,
      body: input.body,
    });
    input.identity.learn(data.user?.login);
    return {
      repo,
      id: githubId(existing.id),
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
  input.identity.learn(data.user?.login);
  return {
    repo,
    id: githubId(data.id),
    kind: 'issue',
    number: pullNumber,
    htmlUrl: data.html_url,
    reused: false,
    previousBody: '',
  };
}

/** The PR's summary comment written by the action, oldest first if several. */
export async function findSummaryComment(
  input: Pick<OpenSummaryInput, 'client' | 'repo' | 'pullNumber' | 'identity' | 'comments'>,
): Promise<RawIssueComment | undefined> {
  // Who we are is asked alongside the listing: no round trip of its own. A shared
  // listing that failed is asked again (the summary still deserves finding).
  const [bot, comments] = await Promise.all([
    input.identity.resolve(),
    issueComments(input.client, input.repo, input.pullNumber, input.comments),
  ]);
  return comments.find(
    (comment) =>
      (comment.body ?? '').includes(REVIEW_SUMMARY_MARKER) &&
      sameLogin(comment.user?.login ?? '', bot),
  );
}
