/**
 * A review run's plan, before the model starts: which commits it covers (all,
 * or only those since the last review), which files it reads (scope), how they
 * are split into groups, and the findings already posted (inline in
 * the bot's review threads, or listed in its review bodies; both are read at
 * once). After the model, {@link settleFindings} drops repeats, marks the rest,
 * and answers and resolves the threads whose code has since changed.
 */
import type { ReviewSeverity } from './finding.js';
import { runGit, type GitRepository } from '../git/git-client.js';
import type { PullFile, RawIssueComment } from '../github/context.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import { CHARS_PER_TOKEN, REVIEW_DIFF_CHARS } from './coverage.js';
import { completeFromGit, needsGit } from './git-files.js';
import { DEFAULT_GROUP_LIMITS, splitIntoGroups, type GroupLimits } from './groups.js';
import {
  describeRange,
  findLastReviewedSha,
  planReviewRange,
  type ReviewRange,
} from './incremental.js';
import {
  filterRepeats,
  type Fingerprint,
  type PostedFinding,
  type PendingComment,
} from './posted-findings.js';

import { raisesThread, reopenThreads, standingEarlier, standingListed } from './standing.js';
import {
  dismissedFingerprints,
  markDismissed,
  writeAccessOf,
  type Dismissal,
} from './dismissals.js';
import {
  postedFromReviews,
  listReviewBodies,
  type ListedFinding,
  type ReviewBody,
} from './listed-findings.js';
import { honourResolutions } from './resolutions.js';
import {
  describeScope,
  readLinguistAttributes,
  selectScope,
  type LinguistAttributes,
  type ReviewScope,
} from './scope.js';
import {
  closeFixedThreads,
  findingThreads,
  fixedThreads,
  postedFromThreads,
  listReviewThreads,
  type ClosedThreads,
  type FindingThread,
  type ReviewThread,
} from './threads.js';
import { errorMessage } from '../../engine/text/error-message.js';

export interface PlanReviewInput {
  client: GitHubClient;
  repo: RepoRef;
  pullNumber: number;
  headSha: string;
  baseSha: string;
  /** The PR's files with GitHub's patches (base...head). */
  files: readonly PullFile[];
  /** `changed_files` of the pull request: more than `files` when GitHub's list was cut. */
  changedFiles?: number;
  /** The checkout (head commit present; the base commit too when fetched). */
  repository: GitRepository;
  /** The login the action's comments are posted as. */
  botLogin: string;
  reviewPaths: readonly string[];
  reviewIgnore: readonly string[];
  /**
   * The last reviewed commit as the sticky summary comment recorded it, when the
   * run already read that comment; otherwise it is looked up.
   */
  lastReviewedSha?: string;
  /** The posted findings' reads, when the run began them earlier ({@link readPostedFindings}). */
  posted?: PostedFindingReads;
  /** The PR's comments as the run read them at its start (finds the last reviewed commit). */
  comments?: Promise<readonly RawIssueComment[]>;
  /** A person asked (`@agent review`): review even when no commit is new. */
  requested: boolean;
  diffBudgetTokens?: number;
  groupLimits?: GroupLimits;
  /** Told what could not be read (never fatal: the review goes on without it). */
  warn: (message: string) => void;
}

export interface ReviewPlan {
  range: ReviewRange;
  /** False when there is nothing new to review (an automatic run on an already reviewed head). */
  shouldReview: boolean;
  /** The files the model reads; for a re-review their `patch` is the diff since the last review. */
  scope: ReviewScope;
  groups: PullFile[][];
  /** The review threads, one resolved by someone who may not shown open (./resolutions.ts). */
  threads: ReviewThread[];
  /** The action's finding threads resolved by someone who may not: reopened when settling. */
  reopen: ReviewThread[];
  posted: PostedFinding[];
  /** The findings the action's earlier review bodies listed (no thread). */
  listed: ListedFinding[];
  /** For the prompt and the summary: what is covered and what is not. */
  coverage: string;
  /** The PR's files: GitHub's list, completed through git where GitHub stops. */
  files: PullFile[];
  /** How files were read besides GitHub's list (for the summary's coverage). */
  notes: string[];
  /** Characters of diff one loop's prompt shows. */
  loopDiffChars: number;
}

/** The review threads and the earlier reviews' bodies: what the posted findings are read from. */
export type PostedFindingReads = Promise<[ReviewThread[], ReviewBody[]]>;

/**
 * Reads the posted findings' sources at once; never rejects (a source GitHub would not give is
 * a warning, and the review goes on without it). Needs neither the summary comment nor
 * the checkout, so a review starts it as soon as the gate has let it run.
 */
export function readPostedFindings(
  input: Pick<PlanReviewInput, 'client' | 'repo' | 'pullNumber' | 'warn'>,
): PostedFindingReads {
  return Promise.all([
    listReviewThreads(input.client, input.repo, input.pullNumber).catch((error: unknown) => {
      input.warn(
        `Could not read the review threads (earlier findings may repeat): ${errorMessage(error)}`,
      );
      return [] as ReviewThread[];
    }),
    listReviewBodies(input.client, input.repo, input.pullNumber).catch((error: unknown) => {
      input.warn(
        `Could not read the earlier reviews (findings listed outside the diff may repeat): ${errorMessage(error)}`,
      );
      return [] as ReviewBody[];
    }),
  ]);
}

/** Plans the review. GitHub errors while reading the posted findings are warnings, not failures. */
export async function planReview(input: PlanReviewInput): Promise<ReviewPlan> {
  const [allThreads, reviews] = await (input.posted ?? readPostedFindings(input));
  const canWrite = writeAccessOf(input.client, input.repo);
  const { threads, reopen } = await honourResolutions({
    threads: allThreads,
    botLogin: input.botLogin,
    canWrite,
  });
  const dismissed = await dismissedFingerprints({ ...input, threads, canWrite }).catch(
    (error: unknown) => {
      input.warn(`Could not read who dismissed earlier findings: ${errorMessage(error)}`);
      return new Map<string, Dismissal>();
    },
  );
  const inBodies = postedFromReviews(reviews, input.botLogin);
  const posted = markDismissed(
    [...postedFromThreads(threads, input.botLogin), ...inBodies],
    dismissed,
  );
  const lastReviewedSha =
    input.lastReviewedSha ??
    (await findLastReviewedSha(input).catch((error: unknown) => {
      input.warn(
        `Could not find the last reviewed commit (reviewing everything): ${errorMessage(error)}`,
      );
      return undefined;
    }));
  let range = await planReviewRange({ ...input, lastReviewedSha }).catch(
    (error: unknown): ReviewRange => ({
      kind: 'full',
      reason: `comparing with the last reviewed commit failed (${errorMessage(error)})`,
    }),
  );
  if (range.kind === 'up-to-date' && input.requested) {
    range = { kind: 'full', reason: 'asked again with no new commits' };
  }
  const { files, notes } = await allFiles(input);
  const reviewFiles =
    range.kind === 'incremental'
      ? range.files.map(({ file, patchSince }) => ({
          ...file,
          ...(patchSince === undefined ? { patch: undefined } : { patch: patchSince }),
        }))
      : range.kind === 'full'
        ? files
        : [];
  const attributes = await readAttributes(input, reviewFiles);
  const limits = input.groupLimits ?? DEFAULT_GROUP_LIMITS;
  // Every group's diff together: the groups the budget pays, each as full as one prompt holds.
  const diffBudgetTokens = input.diffBudgetTokens ?? limits.maxGroups * limits.maxGroupTokens;
  const scope = selectScope(reviewFiles, {
    reviewPaths: input.reviewPaths,
    reviewIgnore: input.reviewIgnore,
    attributes,
    diffBudgetTokens,
  });
  const groups = splitIntoGroups(scope.reviewed, limits);
  const coverage = [describeRange(range), describeScope(scope)].filter(Boolean).join('\n\n');
  const loopChars = limits.maxGroupTokens * CHARS_PER_TOKEN;
  return {
    files,
    notes,
    loopDiffChars: Number.isFinite(loopChars) ? loopChars : REVIEW_DIFF_CHARS,
    range,
    shouldReview:
      range.kind !== 'up-to-date' && scope.reviewed.length + scope.summarized.length > 0,
    scope,
    groups,
    threads,
    reopen,
    posted,
    listed: inBodies,
    coverage,
  };
}

/**
 * GitHub's list, completed through git when it stops at 3,000 files or leaves a
 * large file's patch out (git-files.ts); a git failure is a warning, and the
 * files git could not add are named.
 */
async function allFiles(input: PlanReviewInput): Promise<{ files: PullFile[]; notes: string[] }> {
  if (!needsGit(input)) return { files: [...input.files], notes: [] };
  try {
    const completed = await completeFromGit({ ...input, files: input.files });
    const notes: string[] = [];
    if (completed.listedByGit.length > 0) {
      notes.push(
        `${completed.listedByGit.length} files read through git from the checkout: GitHub's files list stops at 3,000 files.`,
      );
    }
    if (completed.patchedByGit.length > 0) {
      notes.push(
        `${completed.patchedByGit.length} diffs read through git from the checkout: GitHub shows no diff for files this large.`,
      );
    }
    return { files: completed.files, notes };
  } catch (error) {
    const missing = (input.changedFiles ?? 0) - input.files.length;
    input.warn(
      `Could not read the pull request's diff through git (fetch the base commit, e.g. actions/checkout with fetch-depth: 0): ${errorMessage(error)}`,
    );
    return {
      files: [...input.files],
      notes:
        missing > 0
          ? [
              `${missing} changed files not reviewed: GitHub's files list stops at 3,000 files and git could not read the rest (the checkout lacks the base commit).`,
            ]
          : [],
    };
  }
}

async function readAttributes(
  input: PlanReviewInput,
  files: readonly PullFile[],
): Promise<Map<string, LinguistAttributes> | undefined> {
  try {
    return await readLinguistAttributes(
      input.repository,
      input.baseSha,
      files.map((file) => file.filename),
    );
  } catch (error) {
    input.warn(
      `Could not read the base branch's .gitattributes (generated and vendored files are reviewed like the rest; fetch the base commit, e.g. actions/checkout with fetch-depth: 0): ${errorMessage(error)}`,
    );
    return undefined;
  }
}

/** A file's text at a commit, or undefined when it is not there. */
export function fileReader(
  repository: GitRepository,
  sha: string,
): (path: string) => Promise<string | undefined> {
  return async (path) => {
    try {
      return await runGit(repository, ['cat-file', 'blob', `${sha}:${path}`]);
    } catch {
      return undefined;
    }
  };
}

export interface SettleInput<C extends PendingComment> {
  client: GitHubClient;
  repo: RepoRef;
  pullNumber: number;
  headSha: string;
  baseSha: string;
  repository: GitRepository;
  botLogin: string;
  plan: ReviewPlan;
  comments: readonly C[];
}

export interface CommentSettlement<C extends PendingComment> {
  /** Findings to post, each with the fingerprint its comment's marker must carry. */
  fresh: (C & { fingerprint: Fingerprint })[];
  /** Comments left out because an earlier review (or this one) already made the point. */
  repeats: C[];
  /** Comments left out because a person dismissed the point earlier. */
  dismissed: C[];
  closed: ClosedThreads;
  /** Threads whose code changed but stay open: only cosmetically, or raised again. */
  keptOpen: { cosmetic: number; raisedAgain: number };
  /** Threads reopened: someone without write access had resolved them. */
  reopened: number;
  /**
   * Earlier findings that still stand and this review did not raise again, for
   * the check run: threads left open (not fixed now, not dismissed), and
   * findings listed in review bodies whose code is still there.
   */
  stillOpen: ReviewSeverity[];
  /** The threads found no longer holding, `gone` when their file is (docs/contract.md#review-outcomes). */
  ended: (FindingThread & { gone: boolean })[];
}

/**
 * After the model: leaves out repeats, marks the rest for the record of posted findings, and
 * answers and resolves the action's threads whose code the new commits changed.
 */
export async function settleFindings<C extends PendingComment>(
  input: SettleInput<C>,
): Promise<CommentSettlement<C>> {
  const base = fileReader(input.repository, input.baseSha);
  const range = input.plan.range;
  // A file the new commits moved is read where it went: code moved is not code fixed.
  const movedTo = new Map(
    range.kind === 'incremental' ? range.renames.map(({ from, to }) => [from, to]) : [],
  );
  const headAtPath = fileReader(input.repository, input.headSha);
  const head = (path: string) => headAtPath(movedTo.get(path) ?? path);
  const filtered = await filterRepeats(input.comments, input.plan.posted, (path, side) =>
    side === 'LEFT' ? base(path) : head(path),
  );
  // A file this review did not read cannot tell whether its findings still hold.
  const unread = new Set(
    [...input.plan.scope.skipped, ...input.plan.scope.summarized].map(({ file }) => file.filename),
  );
  const changedPaths = new Set(
    (range.kind === 'incremental'
      ? range.changedPaths
      : range.kind === 'full'
        ? input.plan.threads.map((thread) => thread.path)
        : []
    ).filter((path) => !unread.has(path)),
  );
  const open = findingThreads(input.plan.threads, input.botLogin).filter(
    ({ thread }) => !thread.isResolved,
  );
  // The point of an open thread made again (on code that changed): it still holds.
  const fresh = filtered.fresh.filter(
    (comment) => !open.some(({ thread }) => raisesThread(comment, thread)),
  );
  const raisedAgain = filtered.fresh.filter((comment) => !fresh.includes(comment));
  const keptOpen = { cosmetic: 0, raisedAgain: 0 };
  const toClose = await fixedThreads(input.plan.threads, input.botLogin, {
    changedPaths,
    readFile: head,
    ...(range.kind === 'incremental'
      ? { readOldFile: fileReader(input.repository, range.sinceSha) }
      : {}),
    stillRaised: ({ thread }) => raisedAgain.some((comment) => raisesThread(comment, thread)),
    onKept: (_candidate, why) => {
      if (why === 'cosmetic') keptOpen.cosmetic++;
      else keptOpen.raisedAgain++;
    },
  });
  const reopened = await reopenThreads(input.client, input.plan.reopen);
  const closed = await closeFixedThreads({
    client: input.client,
    repo: input.repo,
    pullNumber: input.pullNumber,
    headSha: input.headSha,
    threads: toClose,
  });
  closed.failures.unshift(...reopened.failures);
  const repeats = [...filtered.repeats, ...raisedAgain];
  const stillOpen = standingEarlier({
    open,
    closed: new Set(toClose.map(({ thread }) => thread.id)),
    dismissed: input.plan.posted.filter((entry) => entry.dismissed),
    repeats,
  });
  const stillListed = await standingListed({
    listed: input.plan.listed,
    repeats,
    unread,
    readFile: (path, side) => (side === 'LEFT' ? base(path) : head(path)),
    ...(range.kind === 'incremental'
      ? { readOldFile: fileReader(input.repository, range.sinceSha) }
      : {}),
  });
  return {
    fresh,
    repeats,
    dismissed: filtered.dismissed,
    closed,
    reopened: reopened.count,
    keptOpen,
    stillOpen: [...stillOpen, ...stillListed],
    ended: await Promise.all(
      toClose.map(async (ended) => ({
        ...ended,
        gone: (await head(ended.thread.path)) === undefined,
      })),
    ),
  };
}
