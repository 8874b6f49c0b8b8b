/**
 * A review run, as the action drives it: the sticky summary comment instead of a
 * progress comment, the ReviewComment tool and the read-only tool rules, the
 * findings collected from the loop's events, and the end (one review posted, the
 * summary's final state). The action's wiring calls these in order.
 */
import type { ActionInputs } from '../action/inputs.js';
import type { TaskContext } from '../github/context.js';
import type { RunIdentity } from '../github/identity.js';
import type { GitHubClient } from '../github/octokit.js';
import { addEyesReaction } from '../github/progress-comment.js';
import type { Trigger } from '../github/trigger.js';
import type { LoopEvent, ResultEvent } from '../loop/events.js';
import { readReviewedHead } from '../safety/marker.js';
import type { Redactor } from '../safety/markdown-safety.js';
import type { ReviewFinding, TodoItem, Tool } from '../tools/types.js';
import { reviewCodePolicy, reviewToolRules, type CodePolicy } from './code-policy.js';
import { createReviewCommentTool } from './comment-tool.js';
import type { ReviewCoverage } from './coverage.js';
import { countFindings, finishReview, type FinishedReview } from './finish.js';
import { renderReviewSummary, type ReviewSummaryView } from './render-summary.js';
import { collectFinding, reviewableFiles, reviewCoverage, reviewOrigin } from './review-run.js';
import { openSummaryComment, type SummaryCommentRef } from './summary-comment.js';
import type { VerificationCounts } from './verify.js';

/** The live numbers the summary shows while the run works. */
export interface ReviewProgress {
  todos: readonly TodoItem[];
  currentStep?: string;
  turns: number;
  costUsd: number;
}

/** What a review run needs from the action. */
export interface ReviewModeInput {
  client: GitHubClient;
  trigger: Trigger;
  runUrl: string;
  redact: Redactor;
  /** Who the token writes as (finds the summary an earlier run wrote). */
  identity: Pick<RunIdentity, 'learn' | 'resolve'>;
}

/** The end of a review run, for outputs, the step summary and the job's conclusion. */
export interface ReviewEnding extends FinishedReview {
  /** The summary comment's final body. */
  body: string;
}

/** True when the trigger asks for a review of a pull request. */
export function isReviewTrigger(trigger: Trigger): boolean {
  return trigger.reviewRequested === true && trigger.isPullRequest && trigger.number !== undefined;
}

/** Creates the review mode of one run. */
export function createReviewMode(input: ReviewModeInput) {
  const { client, trigger, redact } = input;
  const findings: ReviewFinding[] = [];
  const event = trigger.event;
  let headSha = 'pullRequest' in event ? event.pullRequest.headSha : '';
  let coverage: ReviewCoverage | undefined;
  let verification: VerificationCounts | undefined;
  let previousHead: string | undefined;
  let since: string | undefined;
  const notes: string[] = [];
  let acknowledged: Promise<void> | undefined;
  const view = (progress: ReviewProgress): ReviewSummaryView => ({
    state: 'working',
    headSha,
    ...(previousHead ? { reviewedHead: previousHead } : {}),
    runUrl: input.runUrl,
    origin: reviewOrigin(trigger),
    ...(trigger.reviewFocus ? { focus: trigger.reviewFocus } : {}),
    todos: progress.todos,
    ...(progress.currentStep ? { currentStep: progress.currentStep } : {}),
    counts: countFindings(findings),
    ...(coverage ? { coverage } : {}),
    ...(verification ? { verification } : {}),
    ...(since ? { sinceLastReview: since } : {}),
    ...(notes.length > 0 ? { notes: [...notes] } : {}),
    turns: progress.turns,
    costUsd: progress.costUsd,
  });

  return {
    findings,
    /** 👀 on a comment that asked, and the PR's summary comment (created, or found and edited). */
    acknowledge(
      progress: ReviewProgress,
    ): Promise<{ comment: SummaryCommentRef; reactionError?: string }> {
      const started = (async () => {
        // The reaction's author teaches who we are before the summary is looked for.
        const reactionError = trigger.comment
          ? await addEyesReaction(client, trigger, input.identity)
          : undefined;
        const comment = await openSummaryComment({
          client,
          repo: trigger.repo,
          pullNumber: trigger.number!,
          body: renderReviewSummary(view(progress), redact),
          identity: input.identity,
        });
        previousHead = readReviewedHead(comment.previousBody);
        return { comment, ...(reactionError ? { reactionError } : {}) };
      })();
      acknowledged = started.then(
        () => undefined,
        () => undefined,
      );
      return started;
    },
    /**
     * The head reviewed last time, once the acknowledgement (which reads the
     * summary comment) is done; undefined when it recorded none or could not be read.
     */
    async lastReviewedHead(): Promise<string | undefined> {
      await acknowledged;
      return previousHead;
    },
    /** Filled by incremental review: what changed since the last review (Markdown). */
    setSinceLastReview(text: string) {
      since = text;
    },
    /** A note the final summary shows (e.g. the check run was skipped). */
    addNote(text: string) {
      notes.push(text);
    },
    /** The coverage the review plan decided (scope, budget, groups), replacing the default. */
    setCoverage(planned: ReviewCoverage) {
      coverage = planned;
    },
    /** What the verifiers concluded of the blocking and important findings. */
    setVerification(counts: VerificationCounts) {
      verification = counts;
    },
    /** Takes the PR's facts once the context is fetched. */
    setContext(context: TaskContext) {
      const pull = context.pullRequest;
      if (!pull) return;
      headSha = pull.headSha;
      coverage = reviewCoverage(pull.files);
    },
    /** The summary comment's body while the run works. */
    renderProgress: (progress: ReviewProgress) => renderReviewSummary(view(progress), redact),
    /** The ReviewComment tool for the PR's files. */
    tool(context: TaskContext): Tool {
      return createReviewCommentTool(reviewableFiles(context.pullRequest?.files ?? []));
    },
    /** The tool rules: read-only, Bash only where the PR's code may run (see code-policy). */
    toolRules(
      inputs: Pick<ActionInputs, 'allowedTools' | 'disallowedTools'>,
      facts: { eventName: string; isFork: boolean; sandboxActive: boolean },
    ): { allowedTools: string[]; disallowedTools: string[]; policy: CodePolicy } {
      const policy = reviewCodePolicy({ ...facts, allowedTools: inputs.allowedTools });
      return { ...reviewToolRules(inputs, policy), policy };
    },
    /** Folds a loop event; true when the summary should change. */
    track: (loopEvent: LoopEvent) => collectFinding(loopEvent, findings),
    /** The summary's final state when the run failed before it could review (no context). */
    renderFailure(errors: readonly string[]): string {
      return renderReviewSummary(
        {
          ...view({ todos: [], turns: 0, costUsd: 0 }),
          state: 'failed',
          errors: errors.length > 0 ? errors : ['The review did not run'],
        },
        redact,
      );
    },
    /**
     * The summary's final state when nothing is new since the last review (an
     * automatic run on an already reviewed head): no model call, no review posted.
     */
    finishNothingNew(reason: string): ReviewEnding {
      const body = renderReviewSummary(
        { ...view({ todos: [], turns: 0, costUsd: 0 }), state: 'complete', nothingNew: reason },
        redact,
      );
      return { state: 'complete', errors: [], counts: countFindings([]), body };
    },
    /** Posts the one review and renders the summary's final state. */
    async finish(end: {
      result: ResultEvent | undefined;
      errors: readonly string[];
      turns: number;
      costUsd: number;
      footer: string;
      /** The findings to post, when incremental review filtered repeats out (default: all). */
      findings?: readonly ReviewFinding[];
      markerOf?: (finding: ReviewFinding) => string | undefined;
    }): Promise<ReviewEnding> {
      const finished = await finishReview({
        client,
        repo: trigger.repo,
        pullNumber: trigger.number!,
        headSha,
        result: end.result,
        findings: end.findings ?? findings,
        errors: end.errors,
        ...(end.markerOf ? { markerOf: end.markerOf } : {}),
        ...(coverage ? { coverage } : {}),
        redact,
        footer: end.footer,
      });
      const posted = finished.review;
      const body = renderReviewSummary(
        {
          ...view({ todos: [], turns: end.turns, costUsd: end.costUsd }),
          state: finished.state,
          // Only a complete review moves the record: a partial one is reviewed again in full.
          ...(posted && finished.state === 'complete' ? { reviewedHead: headSha } : {}),
          ...(posted ? { review: { url: posted.url } } : {}),
          counts: finished.counts,
          ...(posted ? { inBody: posted.outsideDiff + posted.refusedByGitHub } : {}),
          ...(finished.partialReason ? { partialReason: finished.partialReason } : {}),
          ...(finished.state === 'failed' ? { errors: finished.errors } : {}),
          ...(end.result?.mcp_servers ? { mcpServers: end.result.mcp_servers } : {}),
        },
        redact,
      );
      return { ...finished, body };
    },
  };
}

/** The review mode of a run. */
export type ReviewMode = ReturnType<typeof createReviewMode>;
