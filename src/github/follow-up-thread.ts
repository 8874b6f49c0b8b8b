/**
 * Closing the loop on a review comment the agent acted on: an answer in the comment's
 * thread (REST), then the thread resolved (GraphQL: REST cannot see or resolve
 * threads). Called only after the fix was pushed.
 *
 * Note for the merge: src/review/threads.ts (issue 9's review work) holds the general
 * GraphQL thread helpers; this file keeps only what a follow-up needs.
 */
import type { GitHubClient } from './octokit.js';
import type { RepoRef } from './types.js';

/** Posts `body` as a reply in the thread of review comment `commentId`. */
export async function replyInReviewThread(
  client: GitHubClient,
  repo: RepoRef,
  pullNumber: number,
  commentId: number,
  body: string,
): Promise<{ id: number; url: string }> {
  const { data } = await client.rest.pulls.createReplyForReviewComment({
    owner: repo.owner,
    repo: repo.repo,
    pull_number: pullNumber,
    comment_id: commentId,
    body,
  });
  return { id: data.id, url: data.html_url };
}

const THREADS_QUERY = `query($owner: String!, $repo: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { id isResolved comments(first: 100) { nodes { databaseId } } }
      }
    }
  }
}`;

const RESOLVE_MUTATION = `mutation($threadId: ID!) {
  resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`;

interface ThreadsPage {
  repository: {
    pullRequest: {
      reviewThreads: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: {
          id: string;
          isResolved: boolean;
          comments: { nodes: { databaseId: number | null }[] };
        }[];
      };
    } | null;
  } | null;
}

export type ResolveOutcome = 'resolved' | 'already_resolved' | 'thread_not_found';

/** Resolves the review thread that holds comment `commentId` (its REST id). */
export async function resolveThreadOfComment(
  client: GitHubClient,
  repo: RepoRef,
  pullNumber: number,
  commentId: number,
): Promise<ResolveOutcome> {
  let after: string | null = null;
  for (;;) {
    const page: ThreadsPage = await client.graphql<ThreadsPage>(THREADS_QUERY, {
      owner: repo.owner,
      repo: repo.repo,
      number: pullNumber,
      after,
    });
    const threads = page.repository?.pullRequest?.reviewThreads;
    if (!threads) return 'thread_not_found';
    const thread = threads.nodes.find((node) =>
      node.comments.nodes.some((comment) => comment.databaseId === commentId),
    );
    if (thread) {
      if (thread.isResolved) return 'already_resolved';
      await client.graphql(RESOLVE_MUTATION, { threadId: thread.id });
      return 'resolved';
    }
    if (!threads.pageInfo.hasNextPage || !threads.pageInfo.endCursor) return 'thread_not_found';
    after = threads.pageInfo.endCursor;
  }
}
