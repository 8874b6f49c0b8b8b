/**
 * Gathers what the model should know about the triggered issue or PR: its text,
 * the conversation up to the trigger, a PR's files and review comments, and the
 * project instructions from the base branch. Everything user-written is
 * sanitized here, once.
 */
import { githubId } from './ids.js';
import { cutText } from '../../engine/text/cut.js';
import { sanitizeUntrusted, stripInvisibleCharacters } from '../../engine/safety/sanitize.js';
import type { GitHubClient } from './octokit.js';
import type { Trigger } from './trigger.js';
import type { RepoRef } from './types.js';

/** A comment in the conversation (sanitized). */
export interface ContextComment {
  author: string;
  createdAt: string;
  body: string;
}

/** A review comment on a line of the diff (sanitized). */
export interface ContextReviewComment extends ContextComment {
  path: string;
  line: number | null;
  /** RIGHT: a line of the new file; LEFT: of the old file. */
  side: 'RIGHT' | 'LEFT';
  /** The first line of a multi-line comment. */
  startLine?: number;
  /** True when the line is no longer in the current diff (GitHub shows it as outdated). */
  outdated: boolean;
}

/**
 * A file the PR changes (GitHub's pull-request files entry, as the action keeps
 * it): the one type every part reading a PR's files uses, or a Pick of it.
 */
export interface PullFile {
  filename: string;
  /** The path before a rename. */
  previousFilename?: string;
  /** True when GitHub shows it as a binary file (see looksBinary). */
  binary?: boolean;
  status: string;
  additions: number;
  deletions: number;
  /** GitHub's unified diff of the file (absent for binary or very large diffs). */
  patch?: string;
}

/** Pull-request facts. `isFork`: the head lives in another repository (no push). */
export interface PullRequestContext {
  baseRef: string;
  headRef: string;
  headSha: string;
  /** The base branch's commit GitHub compares the PR against (its files' patches are base...head). */
  baseSha: string;
  headRepository: string | null;
  isFork: boolean;
  /** Who opened the PR (the agent's own PRs carry its memory). */
  author?: string;
  files: PullFile[];
  /** `changed_files` of pulls.get: more than `files` when GitHub's list stopped at 3,000. */
  changedFiles?: number;
  /** Characters of diff a review prompt shows (set by the review plan from the model's window). */
  reviewDiffChars?: number;
  reviewComments: ContextReviewComment[];
}

/** Everything a run's prompt is built from (src/github-side/prompts/request.ts). */
export interface TaskContext {
  repo: RepoRef;
  number?: number;
  /** Sanitized title and body of the issue/PR (empty for automation). */
  title: string;
  body: string;
  /** Who asked. */
  requester: string;
  /** The request itself (sanitized). */
  request: string;
  /** Earlier conversation, oldest first. */
  comments: ContextComment[];
  pullRequest?: PullRequestContext;
  reviewLocation?: { path: string; line: number | null; diffHunk: string };
  /** The branch new work starts from / the PR's base: also where instructions were read. */
  baseBranch: string;
  projectInstructions?: ProjectInstructions;
  /** What a review should focus on (the text after `@agent review`, or the prompt input). */
  reviewFocus?: string;
  /** A review's own rules (`.github/agent-review.md` on the base branch). */
  reviewRules?: ProjectInstructions;
}

/** A project instructions file read from the base branch (sanitized of invisible characters). */
export interface ProjectInstructions {
  path: string;
  ref: string;
  content: string;
}

/** What `fetchContext` needs. */
export interface FetchContextInput {
  client: GitHubClient;
  trigger: Trigger;
  /** The `base_branch` input; empty = the repository's default branch. */
  baseBranch?: string;
  /** Longest project-instructions file kept, in characters. Default 20,000. */
  maxInstructionChars?: number;
  /**
   * The caller reads the project instructions from the checkout (it will be the
   * base branch's tip): no contents API calls here.
   */
  instructionsFromCheckout?: boolean;
  /** Stops reading the conversation's later pages (a run the gate refused). */
  signal?: AbortSignal;
  /** The comments, when the run reads them for other steps too ({@link listDiscussion}). */
  discussion?: Promise<RawIssueComment[]>;
}

/** Project instruction files, in order of preference, at the root of the base branch. */
export const INSTRUCTION_FILES = ['AGENTS.md', 'CLAUDE.md'];
/** Review rules a project keeps for the reviewer, read from the base branch in review runs. */
export const REVIEW_RULES_FILE = '.github/agent-review.md';

/** Fetches and sanitizes the context of a trigger. */
export async function fetchContext(input: FetchContextInput): Promise<TaskContext> {
  const { client, trigger } = input;
  const event = trigger.event;
  const request = sanitizeUntrusted(trigger.request);
  const requester = trigger.actor.login;
  const maxChars = input.maxInstructionChars ?? 20_000;

  let title = '';
  let body = '';
  if ('issue' in event) {
    title = event.issue.title;
    body = event.issue.body;
  } else if ('pullRequest' in event) {
    title = event.pullRequest.title;
    body = event.pullRequest.body;
  }

  // Everything the first model request needs, at once: one round trip.
  const speculativeBase = input.baseBranch?.trim() || trigger.defaultBranch;
  const [fetchedPull, comments, guessedInstructions, guessedRules] = await Promise.all([
    trigger.isPullRequest && trigger.number !== undefined
      ? fetchPullRequest(client, trigger.repo, trigger.number, trigger.cutoff)
      : undefined,
    fetchConversation(trigger, input.discussion ?? listDiscussion(client, trigger, input.signal)),
    // Read from the checkout later when the checkout is the base (issue and scheduled runs).
    !input.instructionsFromCheckout && speculativeBase
      ? fetchProjectInstructions(client, trigger.repo, speculativeBase, maxChars)
      : undefined,
    // A review's rules, from the guessed base too: kept only if the PR's base is that branch.
    trigger.ask.verb === 'review' && speculativeBase
      ? fetchFileText(client, trigger.repo, speculativeBase, REVIEW_RULES_FILE).then(
          (text) => ({ text }),
          () => undefined, // read again from the PR's base below, where a failure counts
        )
      : undefined,
  ]);
  const pullRequest = fetchedPull;

  const baseBranch =
    pullRequest?.baseRef || speculativeBase || (await defaultBranch(client, trigger.repo));

  // A request that asks for a review reads the reviewer's rules and focus too.
  const review = trigger.ask.verb === 'review' && pullRequest !== undefined;

  // A PR's base need not be the guessed branch: then its own instructions are read.
  const instructions = input.instructionsFromCheckout
    ? undefined
    : speculativeBase === baseBranch
      ? guessedInstructions
      : await fetchProjectInstructions(client, trigger.repo, baseBranch, maxChars);
  // Through the API from the base branch, like the instructions: a PR cannot write its own rules.
  const reviewRules = review
    ? projectInstructions(
        [
          {
            path: REVIEW_RULES_FILE,
            text:
              speculativeBase === baseBranch && guessedRules
                ? guessedRules.text
                : await fetchFileText(client, trigger.repo, baseBranch, REVIEW_RULES_FILE),
          },
        ],
        baseBranch,
        maxChars,
      )
    : undefined;

  return {
    repo: trigger.repo,
    ...(trigger.number !== undefined ? { number: trigger.number } : {}),
    title: sanitizeUntrusted(title),
    body: sanitizeUntrusted(body),
    requester,
    request,
    comments,
    ...(pullRequest ? { pullRequest } : {}),
    ...(trigger.reviewLocation
      ? {
          reviewLocation: {
            path: trigger.reviewLocation.path,
            line: trigger.reviewLocation.line,
            diffHunk: stripInvisibleCharacters(trigger.reviewLocation.diffHunk),
          },
        }
      : {}),
    baseBranch,
    ...(instructions ? { projectInstructions: instructions } : {}),
    ...(reviewRules ? { reviewRules } : {}),
    ...(review && trigger.ask.verb === 'review' && trigger.ask.focus
      ? { reviewFocus: sanitizeUntrusted(trigger.ask.focus) }
      : {}),
  };
}

/**
 * An issue comment as GitHub lists it, NOT sanitized: only for finding the action's
 * own comments by author and marker (src/github-side/review/summary-comment.ts); what a
 * prompt shows is {@link ContextComment}.
 */
export interface RawIssueComment {
  id: number;
  html_url: string;
  body?: string | null;
  user?: { login: string } | null;
  created_at: string;
  updated_at: string;
}

/**
 * The issue's or PR's comments, read once for the whole run (none for automation):
 * the context sanitizes them, the review finds its summary comment among them.
 */
export function listDiscussion(
  client: GitHubClient,
  trigger: Trigger,
  signal?: AbortSignal,
): Promise<RawIssueComment[]> {
  if (trigger.number === undefined) return Promise.resolve([]);
  return listComments(client, trigger.repo, trigger.number, signal);
}

/**
 * Issue `number`'s comments, raw: `shared`, the run's listing of the trigger's issue, when
 * the run has one (this issue's: see the run's `discussion`), else (or when that listing
 * failed) a listing of their own. Only for finding the action's own comments by author
 * and marker.
 */
export function issueComments(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  shared?: Promise<readonly RawIssueComment[]>,
): Promise<readonly RawIssueComment[]> {
  const list = () => listComments(client, repo, number);
  return shared ? shared.catch(list) : list();
}

function listComments(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  signal?: AbortSignal,
): Promise<RawIssueComment[]> {
  return client.paginate(client.rest.issues.listComments, {
    owner: repo.owner,
    repo: repo.repo,
    issue_number: number,
    per_page: 100,
    ...(signal ? { request: { signal } } : {}),
  });
}

/** The issue's or PR's conversation up to the trigger, sanitized (none for automation). */
async function fetchConversation(
  trigger: Trigger,
  discussion: Promise<RawIssueComment[]>,
): Promise<ContextComment[]> {
  const comments = await discussion;
  return comments
    .filter(
      (c) =>
        githubId(c.id) !== trigger.comment?.id &&
        before(c.created_at, c.updated_at, trigger.cutoff),
    )
    .map((c) => ({
      author: c.user?.login ?? 'ghost',
      createdAt: c.created_at,
      body: sanitizeUntrusted(c.body),
    }));
}

/**
 * True when a comment existed, unedited, at the cut-off: anything written or
 * edited after the trigger could be an attempt to change the request after a
 * maintainer approved it.
 */
function before(createdAt: string, updatedAt: string, cutoff: string | undefined): boolean {
  if (!cutoff) return true;
  const limit = Date.parse(cutoff);
  return Date.parse(createdAt) < limit && Date.parse(updatedAt) <= limit;
}

async function fetchPullRequest(
  client: GitHubClient,
  repoRef: RepoRef,
  number: number,
  cutoff: string | undefined,
): Promise<PullRequestContext> {
  const { owner, repo } = repoRef;
  const [{ data: pull }, files, reviewComments] = await Promise.all([
    client.rest.pulls.get({ owner, repo, pull_number: number }),
    client.paginate(client.rest.pulls.listFiles, {
      owner,
      repo,
      pull_number: number,
      per_page: 100,
    }),
    client.paginate(client.rest.pulls.listReviewComments, {
      owner,
      repo,
      pull_number: number,
      per_page: 100,
    }),
  ]);
  const headRepository = pull.head.repo?.full_name ?? null;
  return {
    baseRef: pull.base.ref,
    headRef: pull.head.ref,
    headSha: pull.head.sha,
    baseSha: pull.base.sha,
    headRepository,
    author: pull.user?.login ?? '',
    // A deleted fork has no head repo: treat it as a fork (nothing to push to).
    isFork:
      headRepository === null || headRepository.toLowerCase() !== `${owner}/${repo}`.toLowerCase(),
    ...(typeof pull.changed_files === 'number' ? { changedFiles: pull.changed_files } : {}),
    files: files.map((f) => ({
      filename: stripInvisibleCharacters(f.filename),
      ...(f.previous_filename
        ? { previousFilename: stripInvisibleCharacters(f.previous_filename) }
        : {}),
      ...(looksBinary(f) ? { binary: true } : {}),
      status: f.status,
      additions: f.additions,
      deletions: f.deletions,
      ...(typeof f.patch === 'string' ? { patch: stripInvisibleCharacters(f.patch) } : {}),
    })),
    reviewComments: reviewComments
      .filter((c) => before(c.created_at, c.updated_at, cutoff))
      .map((c) => ({
        author: c.user?.login ?? 'ghost',
        createdAt: c.created_at,
        body: sanitizeUntrusted(c.body),
        path: stripInvisibleCharacters(c.path),
        line: c.line ?? c.original_line ?? null,
        side: c.side === 'LEFT' ? ('LEFT' as const) : ('RIGHT' as const),
        ...(typeof (c.start_line ?? c.original_start_line) === 'number'
          ? { startLine: (c.start_line ?? c.original_start_line)! }
          : {}),
        outdated: c.line === null || c.line === undefined,
      })),
  };
}

/**
 * GitHub's files API has no binary flag: a binary file comes without a `patch`
 * and with no added or deleted lines (unlike a diff too large to show, which
 * counts its lines), and is not a pure rename.
 */
function looksBinary(file: {
  status: string;
  additions: number;
  deletions: number;
  patch?: string;
}): boolean {
  return (
    file.patch === undefined &&
    file.additions === 0 &&
    file.deletions === 0 &&
    file.status !== 'renamed' &&
    file.status !== 'removed'
  );
}

async function defaultBranch(client: GitHubClient, repoRef: RepoRef): Promise<string> {
  const { data } = await client.rest.repos.get({ owner: repoRef.owner, repo: repoRef.repo });
  return data.default_branch;
}

/**
 * Reads AGENTS.md (else CLAUDE.md) at the root of `ref` through the contents
 * API, both at once. For a PR `ref` is the base branch: a PR must not be able to
 * rewrite the instructions the agent follows while working on it.
 */
export async function fetchProjectInstructions(
  client: GitHubClient,
  repoRef: RepoRef,
  ref: string,
  maxChars = 20_000,
): Promise<ProjectInstructions | undefined> {
  const texts = await Promise.all(
    INSTRUCTION_FILES.map((path) => fetchFileText(client, repoRef, ref, path)),
  );
  return projectInstructions(
    INSTRUCTION_FILES.map((path, index) => ({ path, text: texts[index] })),
    ref,
    maxChars,
  );
}

/** The project instructions file of a tree: the first of INSTRUCTION_FILES present. */
export function projectInstructions(
  files: readonly { path: string; text: string | undefined }[],
  ref: string,
  maxChars = 20_000,
): ProjectInstructions | undefined {
  const found = files.find((file) => file.text !== undefined);
  if (found?.text === undefined) return undefined;
  let content = stripInvisibleCharacters(found.text);
  if (content.length > maxChars) content = `${cutText(content, maxChars)}\n[… truncated]`;
  return { path: found.path, ref, content };
}

async function fetchFileText(
  client: GitHubClient,
  repoRef: RepoRef,
  ref: string,
  path: string,
): Promise<string | undefined> {
  try {
    const { data } = await client.rest.repos.getContent({
      owner: repoRef.owner,
      repo: repoRef.repo,
      path,
      ref,
    });
    if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) return undefined;
    return Buffer.from(data.content, 'base64').toString('utf8');
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}
