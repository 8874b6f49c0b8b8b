/**
 * Review threads of a pull request, read and resolved through GitHub's GraphQL
 * API (REST has no thread state). From them come the findings the
 * action already posted, and the threads whose code a later push changed: those
 * get a "fixed in" reply and are resolved. A thread a person resolved, or
 * answered, is theirs: it is never touched. A fix run on a review comment uses
 * the same calls to answer and resolve that comment's thread.
 */
import { restLogin, sameLogin } from '../github/identity.js';
import { githubId, restId, type GitHubId } from '../github/ids.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import { onlyCosmeticChange } from './cosmetic.js';
import {
  anchorStillPresent,
  findAnchor,
  parseFindingMarker,
  visibleText,
  type Fingerprint,
  type PostedFinding,
} from './posted-findings.js';
import { errorMessage } from '../../engine/text/error-message.js';

/** One comment of a thread. */
export interface ThreadComment {
  /**
   * The REST id (GraphQL `fullDatabaseId`; the 32-bit `databaseId` fails for ids
   * past 2^31): replies are posted to it.
   */
  id: GitHubId;
  body: string;
  /** The author's login in REST's spelling (`<slug>[bot]` for a bot, from GraphQL's `__typename`). */
  author: string;
  /** Who reacted 👎 to it (the first few; a dismissal needs only one writer). */
  thumbsDown: string[];
}

/** One review thread. */
export interface ReviewThread {
  /** The GraphQL node id, for `resolveReviewThread`. */
  id: string;
  isResolved: boolean;
  /**
   * Who resolved it, in REST's spelling; undefined while open. A resolution
   * counts only from the action itself or a person with write access
   * (./resolutions.ts): anyone else's is undone.
   */
  resolvedBy?: string;
  path: string;
  /** The line on the current diff; null when the thread is outdated. */
  line: number | null;
  side: 'LEFT' | 'RIGHT';
  comments: ThreadComment[];
}

const THREADS_QUERY = `query ReviewThreads($owner: String!, $name: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id
          isResolved
          resolvedBy { login __typename }
          path
          line
          diffSide
          comments(first: 100) {
            nodes {
              fullDatabaseId
              body
              author { login __typename }
              reactions(content: THUMBS_DOWN, first: 10) { nodes { user { login } } }
            }
          }
        }
      }
    }
  }
}`;

const RESOLVE_MUTATION = `mutation ResolveThread($threadId: ID!) {
  resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`;

// https://docs.github.com/en/graphql/reference/mutations#unresolvereviewthread
const UNRESOLVE_MUTATION = `mutation UnresolveThread($threadId: ID!) {
  unresolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`;

interface ThreadsPage {
  repository: {
    pullRequest: {
      reviewThreads: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: {
          id: string;
          isResolved: boolean;
          resolvedBy: { login: string; __typename?: string } | null;
          path: string;
          line: number | null;
          diffSide: 'LEFT' | 'RIGHT';
          comments: {
            nodes: {
              /** A BigInt: its digits as a string. */
              fullDatabaseId: string | null;
              body: string;
              author: { login: string; __typename?: string } | null;
              reactions: { nodes: { user: { login: string } | null }[] } | null;
            }[];
          };
        }[];
      };
    } | null;
  } | null;
}

/** Most thread pages read (100 threads each). */
const MAX_PAGES = 20;

/** Every review thread of the pull request, oldest first. */
export async function listReviewThreads(
  client: GitHubClient,
  repo: RepoRef,
  pullNumber: number,
): Promise<ReviewThread[]> {
  const threads: ReviewThread[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data: ThreadsPage = await client.graphql<ThreadsPage>(THREADS_QUERY, {
      owner: repo.owner,
      name: repo.repo,
      number: pullNumber,
      after,
    });
    const connection = data.repository?.pullRequest?.reviewThreads;
    if (!connection) throw new Error(`Pull request #${pullNumber} was not found`);
    for (const node of connection.nodes) {
      threads.push({
        id: node.id,
        isResolved: node.isResolved,
        ...(node.isResolved ? { resolvedBy: restLogin(node.resolvedBy) } : {}),
        path: node.path,
        line: node.line,
        side: node.diffSide,
        comments: node.comments.nodes.map((comment) => ({
          id: githubId(comment.fullDatabaseId ?? ''),
          body: comment.body,
          // A deleted account shows as null: never the bot.
          author: restLogin(comment.author),
          thumbsDown: (comment.reactions?.nodes ?? []).flatMap((reaction) =>
            reaction.user ? [reaction.user.login] : [],
          ),
        })),
      });
    }
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return threads;
}

/** Posts `body` as a reply in the thread of review comment `commentId` (REST). */
export async function replyInThread(
  client: GitHubClient,
  repo: RepoRef,
  pullNumber: number,
  commentId: GitHubId,
  body: string,
): Promise<{ id: GitHubId; url: string }> {
  const { data } = await client.rest.pulls.createReplyForReviewComment({
    owner: repo.owner,
    repo: repo.repo,
    pull_number: pullNumber,
    comment_id: restId(commentId),
    body,
  });
  return { id: githubId(data.id), url: data.html_url };
}

/** Resolves the thread with GraphQL node id `threadId`. */
export async function resolveThread(client: GitHubClient, threadId: string): Promise<void> {
  await client.graphql(RESOLVE_MUTATION, { threadId });
}

/** Opens the resolved thread with GraphQL node id `threadId` again. */
export async function unresolveThread(client: GitHubClient, threadId: string): Promise<void> {
  await client.graphql(UNRESOLVE_MUTATION, { threadId });
}

export type ResolveOutcome = 'resolved' | 'already_resolved' | 'thread_not_found';

/** Resolves the thread that holds review comment `commentId` (its REST id). */
export async function resolveThreadOfComment(
  client: GitHubClient,
  repo: RepoRef,
  pullNumber: number,
  commentId: GitHubId,
): Promise<ResolveOutcome> {
  const threads = await listReviewThreads(client, repo, pullNumber);
  const thread = threads.find((t) => t.comments.some((comment) => comment.id === commentId));
  if (!thread) return 'thread_not_found';
  if (thread.isResolved) return 'already_resolved';
  await resolveThread(client, thread.id);
  return 'resolved';
}

/** A thread the action opened with a finding. */
export interface FindingThread {
  thread: ReviewThread;
  fingerprint: Fingerprint;
}

/** Threads whose first comment is the bot's and carries a finding marker. */
export function findingThreads(
  threads: readonly ReviewThread[],
  botLogin: string,
): FindingThread[] {
  return threads.flatMap((thread) => {
    const first = thread.comments[0];
    if (!first || !sameLogin(first.author, botLogin)) return [];
    const fingerprint = parseFindingMarker(first.body);
    return fingerprint ? [{ thread, fingerprint }] : [];
  });
}

/** Every finding the action posted, resolved or not (a person's "won't fix" counts). */
export function postedFromThreads(
  threads: readonly ReviewThread[],
  botLogin: string,
): PostedFinding[] {
  return findingThreads(threads, botLogin).map(({ thread, fingerprint }) => ({
    fingerprint,
    path: thread.path,
    body: visibleText(thread.comments[0]?.body ?? ''),
  }));
}

/** What decides whether a finding's code has changed. */
export interface FixedCheck {
  /** Paths changed by the commits under review (only their threads can be fixed). */
  changedPaths: ReadonlySet<string>;
  /** The file's text at the head commit; undefined when the file is gone. */
  readFile: (path: string) => Promise<string | undefined>;
  /**
   * The file's text at the last reviewed commit, when known: a change to the
   * anchor that is only cosmetic (whitespace, comments, a rename) is no fix.
   */
  readOldFile?: (path: string) => Promise<string | undefined>;
  /** True when this review raised the thread's point again: it still holds. */
  stillRaised?: (candidate: FindingThread) => boolean;
  /** Told of each thread whose code changed but that stays open, and why. */
  onKept?: (candidate: FindingThread, why: 'cosmetic' | 'raised again') => void;
}

/**
 * The action's own open threads whose finding no longer holds: right-side
 * findings on a changed file, no person has answered, not resolved, whose
 * anchor code is gone by more than a cosmetic change, and which this review did
 * not raise again.
 */
export async function fixedThreads(
  threads: readonly ReviewThread[],
  botLogin: string,
  check: FixedCheck,
): Promise<FindingThread[]> {
  const candidates = findingThreads(threads, botLogin).filter(
    ({ thread }) =>
      !thread.isResolved &&
      thread.side === 'RIGHT' &&
      check.changedPaths.has(thread.path) &&
      thread.comments.every((comment) => sameLogin(comment.author, botLogin)),
  );
  const fixed: FindingThread[] = [];
  for (const candidate of candidates) {
    const text = await check.readFile(candidate.thread.path);
    if (text !== undefined && anchorStillPresent(candidate.fingerprint, text)) continue;
    if (text !== undefined && (await cosmeticOnly(candidate, text, check))) {
      check.onKept?.(candidate, 'cosmetic');
    } else if (check.stillRaised?.(candidate)) {
      check.onKept?.(candidate, 'raised again');
    } else {
      fixed.push(candidate);
    }
  }
  return fixed;
}

/** True when the anchor's code is still in `text` up to whitespace, comments and renames. */
async function cosmeticOnly(
  candidate: FindingThread,
  text: string,
  check: FixedCheck,
): Promise<boolean> {
  const oldFile = await check.readOldFile?.(candidate.thread.path);
  if (oldFile === undefined) return false;
  const oldAnchor = findAnchor(candidate.fingerprint, oldFile);
  return oldAnchor !== undefined && onlyCosmeticChange({ oldAnchor, oldFile, newFile: text });
}

const FIXED_MARKER = '<!-- agent-loop:fixed -->';

/** The reply to a fixed finding. */
export function fixedReply(headSha: string): string {
  return `Fixed in \`${headSha.slice(0, 7)}\`: the code this comment pointed at has changed.\n\n${FIXED_MARKER}`;
}

/** What closing the fixed threads did. */
export interface ClosedThreads {
  resolved: number;
  /** Threads that could not be answered or resolved, with why (never fatal). */
  failures: string[];
}

/**
 * Answers each fixed thread ("Fixed in `<sha>`") and resolves it. A thread the
 * action already answered on an earlier run (whose resolve then failed) is only
 * resolved, not answered twice.
 */
export async function closeFixedThreads(input: {
  client: GitHubClient;
  repo: RepoRef;
  pullNumber: number;
  headSha: string;
  threads: readonly FindingThread[];
}): Promise<ClosedThreads> {
  const { client, repo } = input;
  const result: ClosedThreads = { resolved: 0, failures: [] };
  for (const { thread } of input.threads) {
    const root = thread.comments[0];
    if (!root) continue;
    try {
      if (!thread.comments.some((comment) => comment.body.includes(FIXED_MARKER))) {
        await replyInThread(client, repo, input.pullNumber, root.id, fixedReply(input.headSha));
      }
      await resolveThread(client, thread.id);
      result.resolved++;
    } catch (error) {
      result.failures.push(`${thread.path}: ${errorMessage(error)}`);
    }
  }
  return result;
}
