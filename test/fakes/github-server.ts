/**
 * A fake GitHub REST server (node:http on 127.0.0.1, random port) answering the
 * routes the action calls, with state you can seed and inspect, every call
 * recorded, and per-route fault injection (rate limits, 5xx, 404…). Usable from
 * vitest, from a tsx script and by end-to-end tests of the bundled action
 * (point GITHUB_API_URL at `url`).
 *
 * It follows GitHub's published contracts, not the action's expectations: every
 * REST request is checked against the api.github.com OpenAPI description before
 * it is routed (./github-openapi.ts: an unknown route is a 404, an unknown query
 * parameter or body field a 422, each also a violation that fails `close()`);
 * every JSON answer is checked against the documented response (status, required
 * fields, types); GraphQL runs against GitHub's schema (./github-threads.ts).
 *
 * Adding a route: append `[METHOD, /^…$/, handler]` to `routes` (or to a group
 * such as `actionsRoutes`). Nothing else is needed for it to be validated: the
 * request and the answer are checked against the operation the description
 * documents for that path. Build the answer from the description's example with
 * `ex('<components.examples name>')` and overlay what the state knows, so it has
 * the documented shape; number new objects with `id()` (today's magnitudes).
 */
import { execFileSync } from 'node:child_process';
import { compareCommits, UnknownCommitError, type CompareBody } from './github-compare.js';
import { githubSchema } from './github-graphql.js';
import { answerGraphql } from './github-threads.js';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pullFilesFromGit, reviewCommentProblem } from './github-git.js';
import {
  checkRequest,
  checkResponse,
  matchOperation,
  smallPathIds,
  type MatchedOperation,
} from './github-openapi.js';
import { example, nodeId, userJson } from './github-shapes.js';
import { accessRoutes } from './github-access.js';
import { findLoneSurrogate } from './unicode.js';
import { fakeGitDataState, gitDataRoutes, type FakeGitDataState } from './github-git-data.js';
import type { WriteLimiter } from './write-limits.js';
import { checkRunRoutes, type FakeCheckRun } from './github-checks.js';
import {
  ATTACHMENT_PATH,
  attachmentRoutes,
  STORAGE_PATH,
  type FakeAttachment,
} from './github-attachments.js';

type Json = Record<string, unknown>;

/** The git blob id of `text` (what GitHub reports as a file's `sha`). */
function blobSha(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest('hex');
}

/** The commit a ref names in the fake's repository. */
function resolveCommit(repository: string, ref: string): string {
  return execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: repository,
    encoding: 'utf8',
  }).trim();
}

/** The most files GitHub's pull request files list returns. */
const PULL_FILES_LIMIT = 3000;
export interface FakeUser {
  login: string;
  type?: string;
}
export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  user: FakeUser;
  state?: string;
  created_at?: string;
  updated_at?: string;
  /** Present for pull requests. */
  pull_request?: Record<string, unknown>;
}
export interface FakeComment {
  id: number;
  issue_number: number;
  body: string;
  user: FakeUser;
  created_at: string;
  updated_at: string;
  /** When its body was last edited (GraphQL `IssueComment.lastEditedAt`); unset: never. */
  last_edited_at?: string;
}
export interface FakeReviewComment {
  id: number;
  pull_number: number;
  body: string;
  user: FakeUser;
  path: string;
  line?: number | null;
  side?: 'RIGHT' | 'LEFT';
  start_line?: number | null;
  diff_hunk?: string;
  in_reply_to_id?: number;
  /** The review that holds the comment (a posted review's inline comments). */
  review_id?: number;
  created_at: string;
  updated_at: string;
}
export interface FakePull {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  user?: FakeUser;
  head: { ref: string; sha?: string; repo: string | null };
  base: { ref: string; sha?: string; repo?: string };
}
export interface FakePullFile {
  filename: string;
  previous_filename?: string;
  status?: string;
  additions?: number;
  deletions?: number;
  /** The unified diff GitHub shows for the file. */
  patch?: string;
}
/** A review posted through `POST /pulls/{n}/reviews`. */
export interface FakeReview {
  id: number;
  pull_number: number;
  body: string;
  event: string;
  commit_id: string;
  comments: {
    path: string;
    line?: number;
    side?: string;
    start_line?: number;
    start_side?: string;
    body: string;
  }[];
  user: FakeUser;
  submitted_at: string;
}
/** A canned failure: the next `count` calls matching method + path get `status`. */
export interface FakeFault {
  method?: string;
  /** Matched against the pathname (string = exact, RegExp = test). */
  path: string | RegExp;
  status: number;
  /** Or made when the fault answers (a reset time relative to that moment, say). */
  headers?: Record<string, string> | (() => Record<string, string>);
  body?: unknown;
  count: number;
}
/** A job of a workflow run (Actions API), with the log its download serves. */
export interface FakeWorkflowJob {
  id: number;
  run_id: number;
  name: string;
  /** `success`, `failure`, `timed_out`, `cancelled`, `skipped`. */
  conclusion: string;
  /** Jobs of earlier attempts are left out by `filter=latest`. Default 1. */
  run_attempt?: number;
  steps?: { name: string; number?: number; conclusion: string }[];
  /** The plain-text log (with the runner's timestamps and colours, as GitHub serves it). */
  log?: string;
}
export interface FakeReaction {
  subject: 'issue' | 'issue_comment' | 'review_comment';
  id: number;
  content: string;
  /** Who reacted (the token's identity for one the API created). */
  user?: string;
}

/** The server's state; tests seed it and read it back. */
export interface FakeGitHubState {
  owner: string;
  repo: string;
  defaultBranch: string;
  /** login → permission (admin, maintain, write, triage, read, none); missing = 404. */
  permissions: Record<string, string>;
  issues: FakeIssue[];
  comments: FakeComment[];
  reviewComments: FakeReviewComment[];
  pulls: FakePull[];
  pullFiles: Record<number, FakePullFile[]>;
  /**
   * A real git repository (e.g. the bare origin): a pull request not seeded in
   * `pullFiles` lists the files of `base...head` computed from it, with real patches.
   */
  gitRepository?: string;
  /** Reviews posted by the API (with their inline comments). */
  reviews: FakeReview[];
  /** ref → path → file text. */
  contents: Record<string, Record<string, string>>;
  reactions: FakeReaction[];
  /** Every text an issue comment had, in order: as created, then after each edit. */
  commentVersions: { id: number; body: string }[];
  /** Jobs of workflow runs (`GET /actions/runs/{id}/jobs`, `GET /actions/jobs/{id}/logs`). */
  workflowJobs: FakeWorkflowJob[];
  faults: FakeFault[];
  /** Review threads resolved, by their first comment's id → login of who resolved them. */
  resolvedThreads: Record<number, string>;
  /**
   * Login of comments/PRs the API creates for a token not in `identities` (as
   * GITHUB_TOKEN writes): the default identity.
   */
  botLogin: string;
  /**
   * Token → the login it writes as (e.g. a GitHub App's installation token →
   * `my-agent[bot]`): what the API creates with it and what GraphQL `viewer` answers.
   */
  identities: Record<string, string>;
  nextId: number;
  /** Clock for created/updated times (ISO). */
  now: () => string;
  /** GitHub's content-creation limits (./write-limits.ts); none when absent. */
  writeLimits?: WriteLimiter;
  /** Every answer waits this long, like a real API's round trip (benchmarks). */
  latencyMs?: number;
  /**
   * An answer waits until the promise this gives for its request settles (none: it does
   * not wait): lets a test see which requests a run sends before another is answered.
   */
  holdAnswer?: (method: string, path: string) => Promise<unknown> | undefined;
  /** The Git database API and branch rules (./github-git-data.ts). */
  gitData: FakeGitDataState;
  /** Check runs created through the Checks API (./github-checks.ts). */
  checkRuns: FakeCheckRun[];
  /** Files attached to issues and comments, served on the server URL (./github-attachments.ts). */
  attachments: FakeAttachment[];
  /**
   * Whether the token may push to the repository: `permissions.push` (contents write) of
   * `GET /repos/{owner}/{repo}`, https://docs.github.com/en/rest/repos/repos#get-a-repository.
   * Default true (./github-access.ts; other repositories are other fakes behind one front:
   * ./github-repositories.ts).
   */
  tokenPush: boolean;
  /** Whether the repository is archived (`archived` of the same answer); default false. */
  archived: boolean;
}

/** One recorded request. */
export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** True when an `authorization` header was sent (its value is never kept). */
  authorized: boolean;
  status: number;
  /** When the request arrived (epoch ms): lets tests check retry waits. */
  at: number;
}

export interface FakeGitHub {
  url: string;
  calls: FakeCall[];
  state: FakeGitHubState;
  /**
   * What GitHub's published REST description refuses in the requests the tests sent
   * (each also answered 404/422), or in the fake's own answers. `close()` fails when
   * any is left: a test that means to send such a request reads and empties this.
   */
  violations: string[];
  close(): Promise<void>;
}

/** An issue's (or pull request's) database id: not its number, and of today's size. */
const issueDatabaseId = (number: number) => 2_900_000_000 + number;
const pullDatabaseId = (number: number) => 2_400_000_000 + number;

/** Where the fake numbers the comments, reviews and review comments it creates. */
export const FIRST_CONTENT_ID = 3_600_000_000;
/** The first check run id the fake gives (GitHub's are about 4·10¹⁰ today). */
export const FIRST_CHECK_RUN_ID = 41_000_000_001;

/** The state GitHub shows for a review submitted with each event. */
const REVIEW_STATES: Record<string, string> = {
  COMMENT: 'COMMENTED',
  APPROVE: 'APPROVED',
  REQUEST_CHANGES: 'CHANGES_REQUESTED',
};

/** Fills the defaults of a partial state. */
export function fakeGitHubState(partial: Partial<FakeGitHubState> = {}): FakeGitHubState {
  return {
    owner: 'octo-org',
    repo: 'octo-repo',
    defaultBranch: 'main',
    permissions: {},
    issues: [],
    comments: [],
    reviewComments: [],
    pulls: [],
    pullFiles: {},
    reviews: [],
    contents: {},
    reactions: [],
    commentVersions: [],
    workflowJobs: [],
    faults: [],
    resolvedThreads: {},
    checkRuns: [],
    attachments: [],
    tokenPush: true,
    archived: false,
    botLogin: 'github-actions[bot]',
    identities: {},
    // Comments, reviews and review comments are numbered past 2^31, as on GitHub today.
    nextId: FIRST_CONTENT_ID,
    now: () => new Date().toISOString(),
    ...partial,
    gitData: fakeGitDataState(partial.gitData),
  };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Handler = (
  match: string[],
  request: Req,
) => {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Sent as is (text/plain) instead of JSON. */
  raw?: string | Buffer;
};
interface Req {
  method: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  baseUrl: string;
  path: string;
  /** The request's `authorization` header, if any (the attachments' routes look at it). */
  authorization?: string;
}

/** Starts the server. Seed with `fakeGitHubState({...})` or a partial state. */
export async function startFakeGitHub(initial: Partial<FakeGitHubState> = {}): Promise<FakeGitHub> {
  // The published descriptions are read before the first request, not during it.
  preloadContracts();
  const state = fakeGitHubState(initial);
  const calls: FakeCall[] = [];
  const violations: string[] = [];
  const repoPath = '/repos/([^/]+)/([^/]+)';
  const id = (): number => state.nextId++;
  /** Check runs share the jobs' numbering, at about 4·10¹⁰ today. */
  let nextCheckRunId = FIRST_CHECK_RUN_ID;
  const user = (u: FakeUser) => userJson(u.login, u.type);
  /** The identity of the request being answered (handlers run synchronously). */
  let acting = state.botLogin;
  const bot = (): FakeUser => ({ login: acting });
  const htmlBase = `https://github.example/${state.owner}/${state.repo}`;
  const apiBase = `https://api.github.com/repos/${state.owner}/${state.repo}`;
  const ex = (name: string) => example(name, state.owner, state.repo);

  /** A created reaction, with its author (the token's identity) as GitHub answers it. */
  const reactionJson = (req: Req) => {
    const reactionId = id();
    return {
      ...ex('reaction'),
      id: reactionId,
      node_id: nodeId('Reaction', reactionId),
      content: req.body.content,
      user: user(bot()),
      created_at: state.now(),
    };
  };
  const issueJson = (issue: FakeIssue) => {
    const { pull_request: pullRequest, ...fields } = ex('issue');
    const isPull =
      issue.pull_request !== undefined || state.pulls.some((p) => p.number === issue.number);
    return {
      ...fields,
      id: issueDatabaseId(issue.number),
      node_id: nodeId('Issue', issue.number),
      url: `${apiBase}/issues/${issue.number}`,
      number: issue.number,
      title: issue.title,
      body: issue.body,
      state: issue.state ?? 'open',
      state_reason: null,
      labels: [],
      assignee: null,
      assignees: [],
      milestone: null,
      closed_by: null,
      closed_at: null,
      comments: state.comments.filter((c) => c.issue_number === issue.number).length,
      user: user(issue.user),
      created_at: issue.created_at ?? state.now(),
      updated_at: issue.updated_at ?? state.now(),
      html_url: `${htmlBase}/${isPull ? 'pull' : 'issues'}/${issue.number}`,
      // Only a pull request's issue carries `pull_request`.
      ...(isPull
        ? {
            pull_request: {
              ...(pullRequest as object),
              url: `${apiBase}/pulls/${issue.number}`,
              html_url: `${htmlBase}/pull/${issue.number}`,
              merged_at: null,
              ...issue.pull_request,
            },
          }
        : {}),
    };
  };
  const commentJson = (c: FakeComment) => ({
    ...ex('issue-comment'),
    id: c.id,
    node_id: nodeId('IssueComment', c.id),
    url: `${apiBase}/issues/comments/${c.id}`,
    body: c.body,
    user: user(c.user),
    created_at: c.created_at,
    updated_at: c.updated_at,
    html_url: `${htmlBase}/issues/${c.issue_number}#issuecomment-${c.id}`,
    issue_url: `${apiBase}/issues/${c.issue_number}`,
    author_association: associationOf(c.user.login),
  });
  const reviewCommentJson = (c: FakeReviewComment) => {
    const pull = state.pulls.find((p) => p.number === c.pull_number);
    const sha = pull?.head.sha ?? '0'.repeat(40);
    return {
      ...ex('pull-request-review-comment'),
      id: c.id,
      node_id: nodeId('PullRequestReviewComment', c.id),
      url: `${apiBase}/pulls/comments/${c.id}`,
      pull_request_review_id: c.review_id ?? c.in_reply_to_id ?? c.id,
      body: c.body,
      user: user(c.user),
      path: c.path,
      // A comment without a line (on a file, or outdated) has none of these, as the
      // description allows (they are not required); `undefined` drops the example's.
      position: c.line ?? undefined,
      original_position: c.line ?? undefined,
      line: c.line ?? undefined,
      original_line: c.line ?? undefined,
      side: c.side ?? 'RIGHT',
      start_line: c.start_line ?? null,
      original_start_line: c.start_line ?? null,
      start_side: c.start_line ? (c.side ?? 'RIGHT') : null,
      diff_hunk: c.diff_hunk ?? '',
      commit_id: sha,
      original_commit_id: sha,
      ...(c.in_reply_to_id !== undefined ? { in_reply_to_id: c.in_reply_to_id } : {}),
      created_at: c.created_at,
      updated_at: c.updated_at,
      author_association: associationOf(c.user.login),
      html_url: `${htmlBase}/pull/${c.pull_number}#discussion_r${c.id}`,
      pull_request_url: `${apiBase}/pulls/${c.pull_number}`,
      _links: {
        self: { href: `${apiBase}/pulls/comments/${c.id}` },
        html: { href: `${htmlBase}/pull/${c.pull_number}#discussion_r${c.id}` },
        pull_request: { href: `${apiBase}/pulls/${c.pull_number}` },
      },
    };
  };
  const branchJson = (
    side: Record<string, unknown>,
    branch: { ref: string; sha?: string },
    fullName: string | null,
  ) => {
    const owner = (fullName ?? `${state.owner}/${state.repo}`).split('/')[0]!;
    const repo = side.repo as Record<string, unknown>;
    return {
      ...side,
      ref: branch.ref,
      sha: branch.sha ?? '0'.repeat(40),
      label: `${owner}:${branch.ref}`,
      user: userJson(owner, 'Organization'),
      repo:
        fullName === null
          ? null
          : {
              ...repo,
              full_name: fullName,
              name: fullName.split('/')[1],
              owner: userJson(owner, 'Organization'),
              default_branch: state.defaultBranch,
            },
    };
  };
  const pullJson = (p: FakePull) => {
    const fullName = `${state.owner}/${state.repo}`;
    const base = ex('pull-request');
    return {
      ...base,
      id: pullDatabaseId(p.number),
      node_id: nodeId('PullRequest', p.number),
      url: `${apiBase}/pulls/${p.number}`,
      number: p.number,
      title: p.title,
      body: p.body,
      state: p.state,
      labels: [],
      milestone: null,
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      draft: false,
      merged: false,
      merged_at: null,
      merged_by: null,
      closed_at: null,
      auto_merge: null,
      // A PR seeded without an author was opened by the default identity.
      user: user(p.user ?? { login: state.botLogin }),
      author_association: associationOf((p.user ?? { login: state.botLogin }).login),
      html_url: `${htmlBase}/pull/${p.number}`,
      // Counted from the real diff: it goes on past the files list's 3,000-file end.
      changed_files: changedFilesOf(p.number),
      created_at: state.now(),
      updated_at: state.now(),
      head: branchJson(base.head as Json, p.head, p.head.repo),
      base: branchJson(base.base as Json, p.base, p.base.repo ?? fullName),
    };
  };
  const reviewJson = (review: FakeReview) => ({
    ...ex('pull-request-review'),
    id: review.id,
    node_id: nodeId('PullRequestReview', review.id),
    body: review.body,
    state: REVIEW_STATES[review.event] ?? review.event,
    commit_id: review.commit_id,
    user: user(review.user),
    author_association: associationOf(review.user.login),
    submitted_at: review.submitted_at,
    html_url: `${htmlBase}/pull/${review.pull_number}#pullrequestreview-${review.id}`,
    pull_request_url: `${apiBase}/pulls/${review.pull_number}`,
    _links: {
      html: { href: `${htmlBase}/pull/${review.pull_number}#pullrequestreview-${review.id}` },
      pull_request: { href: `${apiBase}/pulls/${review.pull_number}` },
    },
  });
  /** What GitHub says of an author's relation to the repository. */
  const associationOf = (login: string): string => {
    const permission = state.permissions[login];
    if (permission === 'admin' || permission === 'maintain' || permission === 'write')
      return 'COLLABORATOR';
    return login === state.owner ? 'OWNER' : 'CONTRIBUTOR';
  };
  const paginate = (
    items: unknown[],
    req: Req,
  ): { body: unknown; headers: Record<string, string> } => {
    const perPage = Math.min(100, Number(req.query.per_page ?? 30) || 30);
    const page = Math.max(1, Number(req.query.page ?? 1) || 1);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const headers: Record<string, string> = {};
    if (page * perPage < items.length) {
      const next = new URL(req.baseUrl + req.path);
      for (const [k, v] of Object.entries(req.query)) next.searchParams.set(k, v);
      next.searchParams.set('page', String(page + 1));
      next.searchParams.set('per_page', String(perPage));
      headers.link = `<${next.toString()}>; rel="next"`;
    }
    return { body: slice, headers };
  };
  const findIssue = (n: number): FakeIssue => {
    const issue = state.issues.find((i) => i.number === n);
    if (!issue) throw new HttpError(404, 'Not Found');
    return issue;
  };
  const findPull = (n: number): FakePull => {
    const pull = state.pulls.find((p) => p.number === n);
    if (!pull) throw new HttpError(404, 'Not Found');
    return pull;
  };
  const text = (value: unknown): string => {
    if (typeof value !== 'string') throw new HttpError(422, 'Validation Failed: body is required');
    return value;
  };

  const routes: Array<[string, RegExp, Handler]> = [
    ...accessRoutes(state, repoPath, (status, message) => {
      throw new HttpError(status, message);
    }),
    [
      'GET',
      new RegExp(`^${repoPath}/issues/(\\d+)$`),
      (m) => ({ body: issueJson(findIssue(Number(m[3]))) }),
    ],
    [
      'GET',
      new RegExp(`^${repoPath}/issues/(\\d+)/comments$`),
      (m, req) => {
        const n = Number(m[3]);
        const since = req.query.since ? Date.parse(req.query.since) : undefined;
        const list = state.comments
          .filter(
            (c) =>
              c.issue_number === n && (since === undefined || Date.parse(c.updated_at) >= since),
          )
          .map(commentJson);
        return paginate(list, req);
      },
    ],
    [
      'POST',
      new RegExp(`^${repoPath}/issues/(\\d+)/comments$`),
      (m, req) => {
        const n = Number(m[3]);
        findIssueOrPull(n);
        const now = state.now();
        const comment: FakeComment = {
          id: id(),
          issue_number: n,
          body: text(req.body.body),
          user: bot(),
          created_at: now,
          updated_at: now,
        };
        state.comments.push(comment);
        state.commentVersions.push({ id: comment.id, body: comment.body });
        return { status: 201, body: commentJson(comment) };
      },
    ],
    [
      'GET',
      new RegExp(`^${repoPath}/issues/comments/(\\d+)$`),
      (m) => {
        const comment = state.comments.find((c) => c.id === Number(m[3]));
        if (!comment) throw new HttpError(404, 'Not Found');
        return { body: commentJson(comment) };
      },
    ],
    [
      'PATCH',
      new RegExp(`^${repoPath}/issues/comments/(\\d+)$`),
      (m, req) => {
        const comment = state.comments.find((c) => c.id === Number(m[3]));
        if (!comment) throw new HttpError(404, 'Not Found');
        comment.body = text(req.body.body);
        comment.updated_at = state.now();
        comment.last_edited_at = comment.updated_at;
        state.commentVersions.push({ id: comment.id, body: comment.body });
        return { body: commentJson(comment) };
      },
    ],
    [
      'POST',
      new RegExp(`^${repoPath}/issues/comments/(\\d+)/reactions$`),
      (m, req) => {
        if (!state.comments.some((c) => c.id === Number(m[3])))
          throw new HttpError(404, 'Not Found');
        state.reactions.push({
          subject: 'issue_comment',
          id: Number(m[3]),
          content: String(req.body.content),
        });
        return { status: 201, body: reactionJson(req) };
      },
    ],
    [
      'POST',
      new RegExp(`^${repoPath}/issues/(\\d+)/reactions$`),
      (m, req) => {
        findIssueOrPull(Number(m[3]));
        state.reactions.push({
          subject: 'issue',
          id: Number(m[3]),
          content: String(req.body.content),
        });
        return { status: 201, body: reactionJson(req) };
      },
    ],
    [
      'POST',
      new RegExp(`^${repoPath}/pulls/comments/(\\d+)/reactions$`),
      (m, req) => {
        if (!state.reviewComments.some((c) => c.id === Number(m[3])))
          throw new HttpError(404, 'Not Found');
        state.reactions.push({
          subject: 'review_comment',
          id: Number(m[3]),
          content: String(req.body.content),
          user: acting,
        });
        return { status: 201, body: reactionJson(req) };
      },
    ],
    [
      'GET',
      new RegExp(`^${repoPath}/pulls$`),
      (_m, req) => {
        const wantedState = req.query.state ?? 'open';
        const head = req.query.head;
        const list = state.pulls
          .filter((p) => wantedState === 'all' || p.state === wantedState)
          .filter((p) => {
            if (!head) return true;
            const [owner, ref] = head.includes(':') ? head.split(':', 2) : [state.owner, head];
            return (
              p.head.ref === ref &&
              (p.head.repo ?? `${state.owner}/${state.repo}`).split('/')[0] === owner
            );
          })
          .map(pullJson);
        return paginate(list, req);
      },
    ],
    [
      'POST',
      new RegExp(`^${repoPath}/pulls$`),
      (_m, req) => {
        const head = String(req.body.head ?? '');
        const base = String(req.body.base ?? '');
        if (!head || !base)
          throw new HttpError(422, 'Validation Failed: head and base are required');
        if (state.pulls.some((p) => p.state === 'open' && p.head.ref === head)) {
          throw new HttpError(
            422,
            `Validation Failed: A pull request already exists for ${state.owner}:${head}.`,
          );
        }
        const number =
          Math.max(0, ...state.issues.map((i) => i.number), ...state.pulls.map((p) => p.number)) +
          1;
        const pull: FakePull = {
          number,
          title: String(req.body.title ?? ''),
          body: String(req.body.body ?? ''),
          state: 'open',
          user: bot(),
          head: { ref: head, repo: `${state.owner}/${state.repo}` },
          base: { ref: base },
        };
        state.pulls.push(pull);
        return { status: 201, body: pullJson(pull) };
      },
    ],
    [
      'GET',
      new RegExp(`^${repoPath}/pulls/(\\d+)$`),
      (m) => ({ body: pullJson(findPull(Number(m[3]))) }),
    ],
    [
      'PATCH',
      new RegExp(`^${repoPath}/pulls/(\\d+)$`),
      (m, req) => {
        const pull = findPull(Number(m[3]));
        if (typeof req.body.title === 'string') pull.title = req.body.title;
        if (typeof req.body.body === 'string') pull.body = req.body.body;
        if (req.body.state === 'open' || req.body.state === 'closed') pull.state = req.body.state;
        return { body: pullJson(pull) };
      },
    ],
    [
      'GET',
      new RegExp(`^${repoPath}/pulls/(\\d+)/files$`),
      (m, req) => {
        const files = filesOf(Number(m[3])).map((f) => ({
          ...diffEntry(f.filename),
          filename: f.filename,
          ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
          status: f.status ?? 'modified',
          additions: f.additions ?? 1,
          deletions: f.deletions ?? 0,
          changes: (f.additions ?? 1) + (f.deletions ?? 0),
          ...(f.patch !== undefined ? { patch: f.patch } : {}),
        }));
        // "Responses include a maximum of 3000 files."
        // https://docs.github.com/rest/pulls/pulls#list-pull-requests-files
        return paginate(files.slice(0, PULL_FILES_LIMIT), req);
      },
    ],
    [
      'POST',
      new RegExp(`^${repoPath}/pulls/(\\d+)/reviews$`),
      (m, req) => {
        const pullNumber = Number(m[3]);
        findPull(pullNumber);
        const event = String(req.body.event ?? 'PENDING');
        const raw = req.body.comments ?? [];
        if (!Array.isArray(raw)) throw new HttpError(422, 'Validation Failed: comments');
        const comments = checkReviewComments(pullNumber, raw);
        const review: FakeReview = {
          id: id(),
          pull_number: pullNumber,
          body: typeof req.body.body === 'string' ? req.body.body : '',
          event,
          commit_id: String(req.body.commit_id ?? ''),
          comments,
          user: bot(),
          submitted_at: state.now(),
        };
        state.reviews.push(review);
        recordInlineComments(pullNumber, review.id, comments);
        return { body: reviewJson(review) };
      },
    ],
    [
      'GET',
      new RegExp(`^${repoPath}/pulls/(\\d+)/reviews$`),
      (m, req) => {
        const pullNumber = Number(m[3]);
        findPull(pullNumber);
        const list = state.reviews.filter((r) => r.pull_number === pullNumber).map(reviewJson);
        return paginate(list, req);
      },
    ],
    [
      'GET',
      new RegExp(`^${repoPath}/pulls/(\\d+)/comments$`),
      (m, req) => {
        const list = state.reviewComments
          .filter((c) => c.pull_number === Number(m[3]))
          .map(reviewCommentJson);
        return paginate(list, req);
      },
    ],
    [
      'POST',
      new RegExp(`^${repoPath}/pulls/(\\d+)/comments/(\\d+)/replies$`),
      (m, req) => {
        const pullNumber = Number(m[3]);
        const parent = state.reviewComments.find(
          (c) => c.id === Number(m[4]) && c.pull_number === pullNumber,
        );
        if (!parent) throw new HttpError(404, 'Not Found');
        if (parent.in_reply_to_id !== undefined)
          throw new HttpError(422, 'Replies to replies are not supported');
        const now = state.now();
        const reply: FakeReviewComment = {
          id: id(),
          pull_number: pullNumber,
          body: text(req.body.body),
          user: bot(),
          path: parent.path,
          line: parent.line ?? null,
          diff_hunk: parent.diff_hunk ?? '',
          in_reply_to_id: parent.id,
          created_at: now,
          updated_at: now,
        };
        state.reviewComments.push(reply);
        return { status: 201, body: reviewCommentJson(reply) };
      },
    ],
    [
      // https://docs.github.com/en/rest/pulls/comments#get-a-review-comment-for-a-pull-request
      'GET',
      new RegExp(`^${repoPath}/pulls/comments/(\\d+)$`),
      (m) => {
        const comment = state.reviewComments.find((c) => c.id === Number(m[3]));
        if (!comment) throw new HttpError(404, 'Not Found');
        return { body: reviewCommentJson(comment) };
      },
    ],
    [
      'PATCH',
      new RegExp(`^${repoPath}/pulls/comments/(\\d+)$`),
      (m, req) => {
        const comment = state.reviewComments.find((c) => c.id === Number(m[3]));
        if (!comment) throw new HttpError(404, 'Not Found');
        comment.body = text(req.body.body);
        comment.updated_at = state.now();
        return { body: reviewCommentJson(comment) };
      },
    ],
    [
      'GET',
      new RegExp(`^${repoPath}/contents/(.+)$`),
      (m, req) => {
        const path = decodeURIComponent(m[3] ?? '');
        const ref = req.query.ref ?? state.defaultBranch;
        const content = state.contents[ref]?.[path] ?? fileAtCommit(ref, path);
        if (content === undefined) throw new HttpError(404, 'Not Found');
        return {
          body: {
            ...ex('content-file-response-if-content-is-a-file'),
            sha: blobSha(content),
            type: 'file',
            name: path.split('/').pop(),
            path,
            encoding: 'base64',
            size: Buffer.byteLength(content),
            content: Buffer.from(content, 'utf8').toString('base64'),
          },
        };
      },
    ],
  ];

  /**
   * A file at a commit of `state.gitRepository`, for a contents read whose `ref` is
   * a commit sha (seeded `contents` are by branch name and win).
   * https://docs.github.com/en/rest/repos/contents#get-repository-content
   */
  function fileAtCommit(ref: string, path: string): string | undefined {
    if (!state.gitRepository || !/^[0-9a-f]{40}$/.test(ref)) return undefined;
    try {
      return execFileSync(
        'git',
        ['--git-dir', state.gitRepository, 'cat-file', 'blob', `${ref}:${path}`],
        {
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      ).toString('utf8');
    } catch {
      return undefined;
    }
  }

  /** A `diff-entry` without the example's patch (a file with no patch has none). */
  function diffEntry(filename: string): Json {
    const { patch: _patch, previous_filename: _previous, ...fields } = ex('diff-entry-items');
    const path = filename.split('/').map(encodeURIComponent).join('/');
    return {
      ...fields,
      blob_url: `${htmlBase}/blob/HEAD/${path}`,
      raw_url: `${htmlBase}/raw/HEAD/${path}`,
      contents_url: `${apiBase}/contents/${path}`,
    };
  }

  /** The PR's files: seeded, else computed from the git repository, else none. */
  function filesOf(pullNumber: number): FakePullFile[] {
    const seeded = state.pullFiles[pullNumber];
    if (seeded) return seeded;
    const pull = state.pulls.find((p) => p.number === pullNumber);
    if (!state.gitRepository || !pull?.head.sha) return [];
    // On GitHub a pull request's head is always a commit its repository holds: a test
    // that seeds a made-up head gets this error (a violation), not an empty diff.
    for (const ref of [pull.head.sha, pull.base.sha ?? pull.base.ref]) {
      try {
        resolveCommit(state.gitRepository, ref);
      } catch {
        throw new Error(
          `pull request #${pullNumber}: ${ref} is not a commit of the fake's repository (seed a real commit, e.g. with pushFiles)`,
        );
      }
    }
    const base = resolveCommit(state.gitRepository, pull.base.sha ?? pull.base.ref);
    // A pair of commits' diff never changes: computed once (a 3,000-file PR asks 30 pages).
    const key = `${base}...${pull.head.sha}`;
    const known = gitFiles.get(key);
    if (known) return known;
    const files = pullFilesFromGit(state.gitRepository, base, pull.head.sha);
    gitFiles.set(key, files);
    return files;
  }
  const gitFiles = new Map<string, FakePullFile[]>();

  /** `changed_files` of a pull request: its real diff's count. */
  function changedFilesOf(pullNumber: number): number {
    return filesOf(pullNumber).length;
  }

  /**
   * Validates a review's inline comments as GitHub does: one comment on a file the
   * PR does not change, or on a line (or range) its diff does not show on that
   * side, fails the whole review with 422; so does a line comment on a file shown
   * without a patch (binary, too large).
   */
  function checkReviewComments(pullNumber: number, raw: unknown[]): FakeReview['comments'] {
    const files = filesOf(pullNumber);
    return raw.map((entry: unknown) => {
      const c = (entry ?? {}) as Record<string, unknown>;
      if (typeof c.path !== 'string' || typeof c.body !== 'string')
        throw new HttpError(422, 'Validation Failed: a comment needs path and body');
      const file = files.find((f) => f.filename === c.path);
      if (!file) throw new HttpError(422, 'Unprocessable Entity: "Path could not be resolved"');
      const comment = {
        path: c.path,
        body: c.body,
        ...(typeof c.line === 'number' ? { line: c.line } : {}),
        ...(typeof c.side === 'string' ? { side: c.side } : {}),
        ...(typeof c.start_line === 'number' ? { start_line: c.start_line } : {}),
        ...(typeof c.start_side === 'string' ? { start_side: c.start_side } : {}),
      };
      const problem = reviewCommentProblem(file.patch, comment);
      if (problem) throw new HttpError(422, `Unprocessable Entity: ${problem}`);
      return comment;
    });
  }
  routes.push(...actionsRoutes(state, repoPath, paginate));

  function findIssueOrPull(n: number): void {
    if (!state.issues.some((i) => i.number === n) && !state.pulls.some((p) => p.number === n)) {
      throw new HttpError(404, 'Not Found');
    }
  }

  routes.push(...compareAndThreadRoutes());
  routes.push(
    ...attachmentRoutes(
      () => state.attachments,
      (message) => violations.push(message),
    ),
  );
  routes.push(
    ...checkRunRoutes(
      repoPath,
      state,
      () => nextCheckRunId++,
      (status, message) => {
        throw new HttpError(status, message);
      },
    ),
  );
  routes.push(
    ...gitDataRoutes(
      repoPath,
      () => state.gitRepository,
      state.gitData,
      (status, message) => {
        throw new HttpError(status, message);
      },
    ),
  );

  /** The compare API (from `state.gitRepository`) and the GraphQL endpoint for review threads. */
  function compareAndThreadRoutes(): Array<[string, RegExp, Handler]> {
    return [
      [
        'GET',
        new RegExp(`^${repoPath}/compare/(.+?)\\.\\.\\.(.+)$`),
        (m) => {
          if (!state.gitRepository) throw new HttpError(500, 'fake GitHub: no gitRepository');
          try {
            const compared = compareCommits(
              state.gitRepository,
              decodeURIComponent(m[3] ?? ''),
              decodeURIComponent(m[4] ?? ''),
            );
            return { body: comparisonJson(compared) };
          } catch (error) {
            if (error instanceof UnknownCommitError) throw new HttpError(404, 'Not Found');
            throw error;
          }
        },
      ],
      ['POST', /^\/graphql$/, (_m, req) => answerGraphql(state, req.body, acting)],
    ];
  }

  /** The compare answer in the documented `commit-comparison` shape. */
  function comparisonJson(compared: CompareBody): Json {
    const shape = ex('commit-comparison');
    const commitShape = (sha: string, message: string) => {
      const commit = shape.merge_base_commit as Json;
      return {
        ...commit,
        sha,
        node_id: nodeId('Commit', sha),
        url: `${apiBase}/commits/${sha}`,
        html_url: `${htmlBase}/commit/${sha}`,
        commit: { ...(commit.commit as Json), message },
      };
    };
    return {
      ...shape,
      ...compared,
      base_commit: commitShape(compared.merge_base_commit.sha, ''),
      merge_base_commit: commitShape(compared.merge_base_commit.sha, ''),
      commits: compared.commits.map((c) => commitShape(c.sha, c.commit.message)),
      files: compared.files.map((f) => ({ ...diffEntry(f.filename), ...f })),
    };
  }

  /** A posted review's inline comments become review comments (thread roots), as on GitHub. */
  function recordInlineComments(
    pullNumber: number,
    reviewId: number,
    comments: readonly { path: string; line?: number; side?: string; body: string }[],
  ): void {
    const now = state.now();
    for (const comment of comments) {
      state.reviewComments.push({
        id: id(),
        pull_number: pullNumber,
        review_id: reviewId,
        body: comment.body,
        user: bot(),
        path: comment.path,
        line: comment.line ?? null,
        ...(comment.side === 'LEFT' || comment.side === 'RIGHT' ? { side: comment.side } : {}),
        created_at: now,
        updated_at: now,
      });
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    // Arrival time, before the body is read and the request checked.
    const arrivedAt = Date.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const held = state.holdAnswer?.(request.method ?? '', (request.url ?? '').split('?')[0]!);
      const afterLatency = () => {
        if (state.latencyMs) setTimeout(guarded, state.latencyMs);
        else guarded();
      };
      if (held) void held.finally(afterLatency);
      else afterLatency();
    });
    // A defect of the fake itself is answered (500) and recorded, never left hanging.
    const guarded = (): void => {
      try {
        answer();
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        violations.push(`fake GitHub failed on ${request.method} ${request.url}: ${message}`);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'fake GitHub failed' }));
      }
    };
    const answer = (): void => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const method = (request.method ?? 'GET').toUpperCase();
      const query = Object.fromEntries(url.searchParams.entries());
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const call: FakeCall = {
        method,
        path: url.pathname,
        query,
        body,
        authorized: typeof request.headers.authorization === 'string',
        status: 0,
        at: arrivedAt,
      };
      calls.push(call);
      // GitHub refuses ill-formed Unicode (a cut emoji) in a JSON body.
      const lone = findLoneSurrogate(body);
      if (lone) {
        call.status = 400;
        response.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ message: `Problems parsing JSON (at ${lone})` }));
        return;
      }
      const send = (
        status: number,
        payload: unknown,
        headers: Record<string, string> = {},
      ): void => {
        call.status = status;
        response.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          ...headers,
        });
        response.end(status === 204 ? '' : JSON.stringify(payload));
      };
      const contract = publishedOperation(method, url.pathname, query, body);
      if (typeof contract === 'string') {
        violations.push(`${method} ${url.pathname}: ${contract}`);
        send(contract.startsWith('no route') ? 404 : 422, {
          message: `fake GitHub: GitHub's REST description refuses this request: ${contract}`,
          documentation_url: 'https://docs.github.com/rest',
        });
        return;
      }
      if (contract) {
        for (const problem of smallPathIds(contract))
          violations.push(`${method} ${url.pathname}: ${problem}`);
      }
      const refusal = state.writeLimits?.admit(method);
      if (refusal) {
        send(refusal.status, refusal.body, refusal.headers);
        return;
      }
      const fault = state.faults.find(
        (f) =>
          f.count > 0 &&
          (!f.method || f.method.toUpperCase() === method) &&
          (typeof f.path === 'string' ? f.path === url.pathname : f.path.test(url.pathname)),
      );
      if (fault) {
        fault.count--;
        const headers = typeof fault.headers === 'function' ? fault.headers() : fault.headers;
        send(fault.status, fault.body ?? { message: `injected ${fault.status}` }, headers);
        return;
      }
      const address = server.address() as AddressInfo;
      const req: Req = {
        method,
        query,
        body: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
        baseUrl: `http://127.0.0.1:${address.port}`,
        path: url.pathname,
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      };
      acting = identityOf(state, request.headers.authorization);
      for (const [routeMethod, pattern, handler] of routes) {
        if (routeMethod !== method) continue;
        const match = pattern.exec(url.pathname);
        if (!match) continue;
        try {
          const result = handler(
            Array.from(match, (part) => part ?? ''),
            req,
          );
          if (result.raw !== undefined) {
            call.status = result.status ?? 200;
            response.writeHead(call.status, {
              'content-type': 'text/plain; charset=utf-8',
              ...result.headers,
            });
            response.end(result.raw);
          } else {
            const status = result.status ?? 200;
            if (contract) {
              for (const problem of checkResponse(contract, status, result.body)) {
                violations.push(`${method} ${url.pathname} answered ${status}: ${problem}`);
              }
            }
            send(status, result.body, result.headers);
          }
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          // GitHub's error bodies: https://docs.github.com/en/rest/using-the-rest-api/troubleshooting-the-rest-api
          const refusal = {
            message: error.message,
            documentation_url: 'https://docs.github.com/rest',
            status: String(error.status),
          };
          // Any request may be answered 401, 403 or 404, documented for the operation or not.
          if (contract && ![401, 403, 404].includes(error.status)) {
            for (const problem of checkResponse(contract, error.status, refusal)) {
              violations.push(`${method} ${url.pathname} answered ${error.status}: ${problem}`);
            }
          }
          send(error.status, refusal);
        }
        return;
      }
      // A documented route the fake does not answer: the run met a gap of the fake.
      violations.push(`${method} ${url.pathname}: the fake GitHub has no handler for it`);
      send(404, { message: `fake GitHub has no route ${method} ${url.pathname}` });
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    violations,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      if (violations.length > 0) {
        throw new Error(
          `fake GitHub: ${violations.length} request(s) or answer(s) outside GitHub's published REST description:\n${violations.slice(0, 20).join('\n')}`,
        );
      }
    },
  };
}

/** Reads (once per worker) the REST description and the GraphQL schema. */
function preloadContracts(): void {
  matchOperation('GET', '/');
  githubSchema();
}

/** Paths that are not api.github.com's REST API: GraphQL, the log download host, attachments. */
const OUTSIDE_REST = (pathname: string) =>
  pathname === '/graphql' ||
  pathname.startsWith(FAKE_LOG_DOWNLOAD_PATH) ||
  pathname.startsWith(ATTACHMENT_PATH) ||
  pathname.startsWith(STORAGE_PATH);

/**
 * The documented operation a request names, `undefined` for a path outside the REST
 * API, or what the description refuses (unknown route, query parameter, body field…).
 */
function publishedOperation(
  method: string,
  pathname: string,
  query: Record<string, string>,
  body: unknown,
): MatchedOperation | string | undefined {
  if (OUTSIDE_REST(pathname)) return undefined;
  const matched = matchOperation(method, pathname);
  if (typeof matched === 'string') return matched;
  const problems = checkRequest(matched, query, body);
  return problems.length > 0 ? `${matched.template}: ${problems.join('; ')}` : matched;
}

/** The login a request's token writes as (`token X` or `Bearer X`; unknown → the default). */
function identityOf(state: FakeGitHubState, authorization: string | undefined): string {
  const token = /^(?:token|bearer)\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return (token && state.identities[token]) || state.botLogin;
}

/** Where the fake serves job logs: another path, standing in for the download host. */
export const FAKE_LOG_DOWNLOAD_PATH = '/_download/job-logs/';

/**
 * The Actions routes: a run's jobs (`filter=latest` keeps the newest attempt) and a
 * job's log, answered like GitHub with a 302 to a signed download URL that is
 * served by this server on another path (and records whether it got a token).
 */
function actionsRoutes(
  state: FakeGitHubState,
  repoPath: string,
  paginate: (items: unknown[], req: Req) => { body: unknown; headers: Record<string, string> },
): Array<[string, RegExp, Handler]> {
  const jobExample = () =>
    (example('job-paginated', state.owner, state.repo).jobs as Json[])[0] as Json;
  const jobJson = (job: FakeWorkflowJob) => ({
    ...jobExample(),
    id: job.id,
    node_id: nodeId('CheckRun', job.id),
    url: `https://api.github.com/repos/${state.owner}/${state.repo}/actions/jobs/${job.id}`,
    run_url: `https://api.github.com/repos/${state.owner}/${state.repo}/actions/runs/${job.run_id}`,
    check_run_url: `https://api.github.com/repos/${state.owner}/${state.repo}/check-runs/${job.id}`,
    created_at: state.now(),
    started_at: state.now(),
    completed_at: state.now(),
    run_id: job.run_id,
    run_attempt: job.run_attempt ?? 1,
    name: job.name,
    status: 'completed',
    conclusion: job.conclusion,
    html_url: `https://github.example/${state.owner}/${state.repo}/actions/runs/${job.run_id}/job/${job.id}`,
    steps: (job.steps ?? []).map((step, index) => ({
      name: step.name,
      number: step.number ?? index + 1,
      status: 'completed',
      conclusion: step.conclusion,
    })),
  });
  const findJob = (id: number) => {
    const job = state.workflowJobs.find((j) => j.id === id);
    if (!job) throw new HttpError(404, 'Not Found');
    return job;
  };
  return [
    [
      'GET',
      new RegExp(`^${repoPath}/actions/runs/(\\d+)/jobs$`),
      (m, req) => {
        const runId = Number(m[3]);
        let jobs = state.workflowJobs.filter((j) => j.run_id === runId);
        if ((req.query.filter ?? 'latest') === 'latest') {
          const latest = Math.max(0, ...jobs.map((j) => j.run_attempt ?? 1));
          jobs = jobs.filter((j) => (j.run_attempt ?? 1) === latest);
        }
        const page = paginate(jobs.map(jobJson), req);
        return { body: { total_count: jobs.length, jobs: page.body }, headers: page.headers };
      },
    ],
    [
      'GET',
      new RegExp(`^${repoPath}/actions/jobs/(\\d+)/logs$`),
      (m, req) => {
        const job = findJob(Number(m[3]));
        const signed = `${req.baseUrl}${FAKE_LOG_DOWNLOAD_PATH}${job.id}?sig=fake-signature`;
        return { status: 302, body: undefined, raw: '', headers: { location: signed } };
      },
    ],
    [
      'GET',
      new RegExp(`^${FAKE_LOG_DOWNLOAD_PATH}(\\d+)$`),
      (m, req) => {
        if (req.query.sig !== 'fake-signature') throw new HttpError(403, 'bad signature');
        return { body: undefined, raw: findJob(Number(m[1])).log ?? '' };
      },
    ],
  ];
}
