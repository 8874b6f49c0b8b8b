/**
 * The steps of a review run that reach GitHub or the loop, as the review policy
 * (./policy.ts) strings them together over its state record
 * (./review-state.ts): the 👀 and the sticky summary comment at the start, the
 * ReviewComment tool and the read-only tool rules, and at the end the one
 * review posted and the summary's final state.
 */
import type { ResultEvent } from '../../engine/events/stream.js';
import type { ReviewFinding } from './finding.js';
import type { RawIssueComment, TaskContext } from '../github/context.js';
import type { RunIdentity } from '../github/identity.js';
import type { GitHubClient } from '../github/octokit.js';
import { addEyesReaction } from '../github/progress-comment.js';
import type { Trigger } from '../github/trigger.js';
import { readReviewedHead } from '../../engine/safety/marker.js';
import type { Redactor } from '../../engine/safety/markdown-safety.js';
import type { Tool } from '../../engine/tools/types.js';
import { reviewCodePolicy, reviewToolRules, type CodePolicy } from './code-policy.js';
import { createReviewCommentTool } from './comment-tool.js';
import { finishReview, type FinishedReview } from './finish.js';
import { reviewableFiles, reviewCoverage } from './review-run.js';
import { renderFinished, type ReviewState } from './review-state.js';
import { openSummaryComment, type SummaryCommentRef } from './summary-comment.js';

/** What a review run's GitHub steps need from the action. */
export interface ReviewModeInput {
  client: GitHubClient;
  trigger: Trigger;
  redact: Redactor;
  /** Who the token writes as (finds the summary an earlier run wrote). */
  identity: Pick<RunIdentity, 'learn' | 'resolve'>;
  /** The PR's comments as the run read them at its start (not sanitized: markers only). */
  comments?: Promise<readonly RawIssueComment[]>;
}

/** The end of a review run, for outputs, the step summary and the job's conclusion. */
export interface ReviewEnding extends FinishedReview {
  /** The summary comment's final body. */
  body: string;
}

/**
 * 👀 on a comment that asked, and the PR's summary comment (created, or found
 * and edited with `body`); records in `state` the head it last reviewed, and calls
 * `read` once it has (before the comment is written).
 */
export async function acknowledgeReview(
  input: ReviewModeInput,
  state: ReviewState,
  body: string,
  read?: () => void,
): Promise<{ comment: SummaryCommentRef; reactionError?: string }> {
  const { client, trigger } = input;
  // The reaction's author teaches who we are before the summary is looked for.
  const reactionError = trigger.comment
    ? await addEyesReaction(client, trigger, input.identity)
    : undefined;
  const comment = await openSummaryComment({
    client,
    repo: trigger.repo,
    pullNumber: trigger.number!,
    body,
    identity: input.identity,
    ...(input.comments ? { comments: input.comments } : {}),
    found(previousBody) {
      const previousHead = readReviewedHead(previousBody);
      if (previousHead) state.previousHead = previousHead;
      read?.();
    },
  });
  return { comment, ...(reactionError ? { reactionError } : {}) };
}

/** Takes the PR's facts once the context is fetched: its head and the default coverage. */
export function takeContext(state: ReviewState, context: TaskContext): void {
  const pull = context.pullRequest;
  if (!pull) return;
  state.headSha = pull.headSha;
  state.coverage = reviewCoverage(pull.files);
}

/** The ReviewComment tool for the PR's files. */
export function reviewCommentTool(context: TaskContext): Tool {
  return createReviewCommentTool(reviewableFiles(context.pullRequest?.files ?? []));
}

/** The tool rules: read-only, Bash only where the PR's code may run (see code-policy). */
export function reviewTools(
  inputs: { allowedTools: readonly string[]; disallowedTools: readonly string[] },
  facts: { eventName: string; isFork: boolean; sandboxActive: boolean },
): { allowedTools: string[]; disallowedTools: string[]; policy: CodePolicy } {
  const policy = reviewCodePolicy({ ...facts, allowedTools: inputs.allowedTools });
  return { ...reviewToolRules(inputs, policy), policy };
}

/** How the loops ended, and what to post. */
export interface ReviewPosting {
  result: ResultEvent | undefined;
  errors: readonly string[];
  turns: number;
  costUsd: number;
  footer: string;
  findings: readonly ReviewFinding[];
  markerOf?: (finding: ReviewFinding) => string | undefined;
}

/** Posts the one review and renders the summary's final state. */
export async function postReviewAndSummary(
  input: ReviewModeInput,
  state: ReviewState,
  end: ReviewPosting,
): Promise<ReviewEnding> {
  const finished = await finishReview({
    client: input.client,
    repo: input.trigger.repo,
    pullNumber: input.trigger.number!,
    headSha: state.headSha,
    result: end.result,
    findings: end.findings,
    errors: end.errors,
    ...(end.markerOf ? { markerOf: end.markerOf } : {}),
    ...(state.coverage ? { coverage: state.coverage } : {}),
    redact: input.redact,
    footer: end.footer,
  });
  const body = renderFinished(
    state,
    {
      finished,
      turns: end.turns,
      costUsd: end.costUsd,
      ...(end.result?.mcp_servers ? { mcpServers: end.result.mcp_servers } : {}),
    },
    input.redact,
  );
  return { ...finished, body };
}
