/**
 * The 👀 reaction and the single progress comment a run keeps up to date. A
 * re-run of the same workflow run finds its comment by the hidden marker.
 */
import { runMarker } from '../../engine/safety/marker.js';
import { sameLogin, type RunIdentity } from './identity.js';
import { githubId, restId, type GitHubId } from './ids.js';
import { describeApiError, RATE_LIMIT_WAIT, YIELD_SIGNAL, type GitHubClient } from './octokit.js';
import type { Trigger } from './trigger.js';
import type { RepoRef } from './types.js';

/** Where the progress comment lives: an issue/PR conversation or a review thread. */
export interface ProgressCommentRef {
  repo: RepoRef;
  id: GitHubId;
  kind: 'issue' | 'review';
  number: number;
  htmlUrl: string;
  /** True when a re-run found the comment an earlier attempt wrote. */
  reused: boolean;
}

/** What `acknowledge` needs. */
export interface AcknowledgeInput {
  client: GitHubClient;
  trigger: Trigger;
  /** GITHUB_RUN_ID. */
  runId: string;
  /** GITHUB_RUN_ATTEMPT (1 for the first attempt). */
  runAttempt: number;
  /** The first body (without marker; the marker is appended). */
  body: string;
  /**
   * Who the token writes as: only its comments count as ours on a re-run, and the
   * created comment's author teaches it.
   */
  identity: Pick<RunIdentity, 'learn' | 'resolve'>;
}

/** The acknowledgement: the comment (null for automation runs) and any reaction failure. */
export interface Acknowledgement {
  comment: ProgressCommentRef | null;
  /** Set when the 👀 reaction could not be added (not fatal). */
  reactionError?: string;
}

/** Appends the run marker unless the body already has it. */
export function withMarker(body: string, runId: string): string {
  const marker = runMarker(runId);
  return body.includes(marker) ? body : `${body}\n\n${marker}`;
}

/**
 * Reacts 👀 to the trigger and creates (or, on a re-run, finds and updates) the
 * progress comment. Automation runs have nowhere to comment.
 */
export async function acknowledge(input: AcknowledgeInput): Promise<Acknowledgement> {
  const { client, trigger } = input;
  if (trigger.number === undefined) return { comment: null };
  // The reaction and the comment at once: neither waits for the other.
  const [reactionError, comment] = await Promise.all([
    addEyesReaction(client, trigger, input.identity),
    writeProgressComment(input),
  ]);
  return { comment, ...(reactionError ? { reactionError } : {}) };
}

/** Creates the progress comment, or on a re-run updates the one an earlier attempt wrote. */
async function writeProgressComment(input: AcknowledgeInput): Promise<ProgressCommentRef> {
  const { client, trigger } = input;
  const number = trigger.number ?? 0;
  const body = withMarker(input.body, input.runId);
  const existing = input.runAttempt > 1 ? await findProgressComment(input) : null;
  if (existing) {
    await updateProgressComment(client, existing, body);
    return existing;
  }
  const { owner, repo } = trigger.repo;
  if (trigger.reviewLocation) {
    const { data } = await client.rest.pulls.createReplyForReviewComment({
      owner,
      repo,
      pull_number: number,
      comment_id: restId(trigger.reviewLocation.threadId),
      body,
    });
    input.identity.learn(data.user?.login);
    return {
      repo: trigger.repo,
      id: githubId(data.id),
      kind: 'review',
      number,
      htmlUrl: data.html_url,
      reused: false,
    };
  }
  const { data } = await client.rest.issues.createComment({
    owner,
    repo,
    issue_number: number,
    body,
  });
  input.identity.learn(data.user?.login);
  return {
    repo: trigger.repo,
    id: githubId(data.id),
    kind: 'issue',
    number,
    htmlUrl: data.html_url,
    reused: false,
  };
}

/** Replaces the progress comment's body. */
export async function updateProgressComment(
  client: GitHubClient,
  ref: ProgressCommentRef,
  body: string,
  options: { intermediate?: boolean; signal?: AbortSignal } = {},
): Promise<void> {
  const { owner, repo } = ref.repo;
  // An intermediate edit yields: over a rate limit it fails at once, it goes after
  // the writes that matter, and `signal` withdraws it while it waits its turn.
  const request = options.intermediate
    ? { request: { [RATE_LIMIT_WAIT]: false, [YIELD_SIGNAL]: options.signal } }
    : {};
  if (ref.kind === 'review') {
    await client.rest.pulls.updateReviewComment({
      owner,
      repo,
      comment_id: restId(ref.id),
      body,
      ...request,
    });
  } else {
    await client.rest.issues.updateComment({
      owner,
      repo,
      comment_id: restId(ref.id),
      body,
      ...request,
    });
  }
}

/**
 * Reacts 👀 to the trigger (comment, else the issue or PR); returns the failure, if
 * any. The reaction's author, as GitHub reports it, is the token's identity: the
 * first thing a run learns about itself, before any comment is looked for.
 */
export async function addEyesReaction(
  client: GitHubClient,
  trigger: Trigger,
  identity: Pick<RunIdentity, 'learn'>,
): Promise<string | undefined> {
  const { owner, repo } = trigger.repo;
  try {
    let reaction: { user?: { login: string } | null } | undefined;
    if (trigger.comment?.kind === 'issue') {
      ({ data: reaction } = await client.rest.reactions.createForIssueComment({
        owner,
        repo,
        comment_id: restId(trigger.comment.id),
        content: 'eyes',
      }));
    } else if (trigger.comment?.kind === 'review') {
      ({ data: reaction } = await client.rest.reactions.createForPullRequestReviewComment({
        owner,
        repo,
        comment_id: restId(trigger.comment.id),
        content: 'eyes',
      }));
    } else if (trigger.number !== undefined) {
      // Issues and reviews: reviews have no reactions API, so the PR/issue gets it.
      ({ data: reaction } = await client.rest.reactions.createForIssue({
        owner,
        repo,
        issue_number: trigger.number,
        content: 'eyes',
      }));
    }
    identity.learn(reaction?.user?.login);
    return undefined;
  } catch (error) {
    return `could not add the 👀 reaction: ${describeApiError(error)}`;
  }
}

async function findProgressComment(input: AcknowledgeInput): Promise<ProgressCommentRef | null> {
  const { client, trigger } = input;
  const number = trigger.number;
  if (number === undefined) return null;
  const { owner, repo } = trigger.repo;
  const marker = runMarker(input.runId);
  const kind = trigger.reviewLocation ? 'review' : 'issue';
  // Who we are is asked alongside the listing: no round trip of its own.
  const [bot, comments] = await Promise.all([
    input.identity.resolve(),
    kind === 'review'
      ? client.paginate(client.rest.pulls.listReviewComments, {
          owner,
          repo,
          pull_number: number,
          per_page: 100,
        })
      : client.paginate(client.rest.issues.listComments, {
          owner,
          repo,
          issue_number: number,
          per_page: 100,
        }),
  ]);
  // Only our own comments: anyone can paste the marker into theirs.
  const ours = (c: { body?: string | null; user?: { login: string } | null }): boolean =>
    (c.body ?? '').includes(marker) && sameLogin(c.user?.login ?? '', bot);
  const found = (
    comments as {
      id: number;
      html_url: string;
      body?: string | null;
      user?: { login: string } | null;
    }[]
  ).find(ours);
  return found
    ? {
        repo: trigger.repo,
        id: githubId(found.id),
        kind,
        number,
        htmlUrl: found.html_url,
        reused: true,
      }
    : null;
}
