/**
 * Review mode: the PR head is checked out read-only, the agent gets the
 * read-only tools plus ReviewComment (Bash only where the PR's code may run),
 * its findings arrive as loop events, and they are posted as exactly one
 * pull-request review. The PR's sticky summary comment is the run's progress
 * comment and its final report. Nothing is committed or pushed.
 *
 * Before the loop, the review is planned (src/review/plan.ts): a re-review
 * covers only the commits since the last reviewed one (the summary comment's
 * record), the scope leaves out ignored, generated and vendored files and
 * lockfiles, a large pull request is split into file groups reviewed at once,
 * and an automatic run with nothing new makes no model call. After it, findings
 * already posted are left out, the rest carry their fingerprint, and threads
 * whose code has changed are answered and resolved.
 */
import { randomUUID } from 'node:crypto';
import type { PreparedWorkspace } from '../../git/workspace.js';
import type { ChangedFile, TaskContext } from '../../github/context.js';
import { describeApiError } from '../../github/octokit.js';
import { isForkPull } from '../../github/gate.js';
import type { PullFile } from '../../review/incremental.js';
import { describeRange } from '../../review/incremental.js';
import { reviewWorkspaceTarget } from '../../review/checkout.js';
import { reviewPrompt } from '../../review/prompt.js';
import { reviewGroupLimits } from '../../review/groups.js';
import { findingMarker } from '../../review/ledger.js';
import { planReview, settleFindings, type ReviewPlan } from '../../review/plan.js';
import { createReviewMode, isReviewTrigger, type ReviewMode } from '../../review/review-mode.js';
import { coverageAfterParts, plannedCoverage, plannedParts } from '../../review/review-parts.js';
import type { ReviewCoverage } from '../../review/coverage.js';
import {
  applyVerdicts,
  countVerdicts,
  needsVerification,
  VERIFIER_MAX_TURNS,
  verdictAnswer,
  verifierPrompt,
  verifyFindings,
  type VerifiedFinding,
} from '../../review/verify.js';
import type { ReviewFinding, ReviewSeverity } from '../../tools/types.js';
import type { AfterParts, AgentPart } from '../agent.js';
import type {
  FinishedWork,
  LiveComment,
  ModePolicy,
  Publication,
  ToolSettings,
} from '../policy.js';
import type { ProgressHooks } from '../progress.js';
import type { ActionRun } from '../run-context.js';
import { createReviewCheck } from './review-check.js';

/**
 * The live comment of a run whose trigger asks for a review: the PR's sticky
 * summary, started before the context is read; undefined for other triggers.
 */
export function reviewLiveComment(run: ActionRun): LiveComment | undefined {
  if (!isReviewTrigger(run.trigger)) return undefined;
  const review = createReviewMode({
    client: run.client,
    trigger: run.trigger,
    runUrl: run.runUrl,
    redact: run.redact,
    identity: run.identity,
  });
  return {
    review,
    hooks: summaryHooks(review),
    failureBody: (errors) => review.renderFailure(errors),
  };
}

/** The sticky summary comment as the run's live comment. */
function summaryHooks(review: ReviewMode): ProgressHooks {
  return {
    acknowledge: async () => review.acknowledge({ todos: [], turns: 0, costUsd: 0 }),
    render: (state) =>
      review.renderProgress({
        todos: state.todos,
        ...(state.currentStep ? { currentStep: state.currentStep } : {}),
        turns: state.turns,
        costUsd: state.costUsd,
      }),
    observe: review.track,
  };
}

export function reviewPolicy(run: ActionRun, started: ReviewMode | undefined): ModePolicy {
  const { inputs } = run;
  const review =
    started ??
    createReviewMode({
      client: run.client,
      trigger: run.trigger,
      runUrl: run.runUrl,
      redact: run.redact,
      identity: run.identity,
    });
  let planned: { plan: ReviewPlan; repository: PreparedWorkspace['repository'] } | undefined;
  const check = createReviewCheck(run, review);
  let coverage: ReviewCoverage | undefined;
  let reviewed: TaskContext | undefined;
  let verified: VerifiedFinding[] | undefined;
  const toolsFor = (context: TaskContext): ToolSettings => {
    const facts = {
      eventName: run.runner.eventName,
      isFork: isForkPull(context.pullRequest?.headRepository ?? null, run.trigger.repo),
    };
    const rules = review.toolRules(inputs, { ...facts, sandboxActive: false });
    return {
      allowedTools: rules.allowedTools,
      disallowedTools: rules.disallowedTools,
      extraTools: [review.tool(context)],
      forBoundary(status) {
        const decided = review.toolRules(inputs, { ...facts, sandboxActive: status.active });
        run.log.info(`Review code policy: ${decided.policy.reason}`);
        return { allowedTools: decided.allowedTools, disallowedTools: decided.disallowedTools };
      },
    };
  };
  return {
    name: 'review',
    workspaceTarget: reviewWorkspaceTarget,
    prompt: reviewPrompt,
    describeWorkspace: () =>
      'Review run: the PR head is checked out read-only and nothing will be pushed',
    tools(context) {
      review.setContext(context);
      return toolsFor(context);
    },
    async parts(context, prepared, extra) {
      review.setContext(context);
      const pull = context.pullRequest;
      if (!pull || context.number === undefined) {
        const prompt = [reviewPrompt(context), extra].filter(Boolean).join('\n');
        return [{ prompt, tools: toolsFor(context), label: 'review' }];
      }
      const previous = await review.lastReviewedHead();
      // Known by now (the summary comment's author): taken without a wait, so the
      // ledger's first request queues ahead of the next progress edit.
      const botLogin = run.identity.known() ?? (await run.identity.resolve());
      const plan = await planFor(run, context, prepared, { previous, botLogin });
      planned = { plan, repository: prepared.repository };
      run.log.info(plan.coverage);
      if (plan.range.kind === 'incremental' || previous) {
        review.setSinceLastReview(describeRange(plan.range));
      }
      if (!plan.shouldReview) {
        run.log.info('Nothing new to review since the last reviewed commit: no model call');
        return [];
      }
      await check.start(pull.headSha);
      reviewed = context;
      const { parts, leftOut } = plannedParts(context, plan, extra);
      coverage = plannedCoverage(plan, leftOut);
      review.setCoverage(coverage);
      return parts.map((part): AgentPart => ({
        prompt: part.prompt,
        label: part.label,
        tools: toolsFor({ ...context, pullRequest: { ...pull, files: part.files } }),
      }));
    },
    async afterParts(after, partResults) {
      const pull = reviewed?.pullRequest;
      if (!reviewed || !pull || !review.findings.some(needsVerification)) return;
      verified = await verifyReview(after, review, toolsFor(reviewed), reviewed.number!);
      const sessionId = partResults[0]?.session_id ?? '';
      for (const entry of verified.filter(({ finding }) => needsVerification(finding))) {
        after.record({
          type: 'system',
          subtype: 'review_verdict',
          comment: entry.finding,
          verdict: entry.verdict,
          ...(entry.scenario ? { scenario: entry.scenario } : {}),
          ...(entry.reason ? { reason: entry.reason } : {}),
          session_id: sessionId,
          uuid: randomUUID(),
        });
      }
      const counts = countVerdicts(verified);
      review.setVerification(counts);
      run.log.info(
        `Verified findings: ${counts.verified} confirmed, ${counts.dropped} dropped, ${counts.unverified} unverified`,
      );
    },
    async publish(work, progress) {
      if (planned && !planned.plan.shouldReview) {
        const ending = review.finishNothingNew(planned.plan.coverage);
        return { errors: [], reviewState: ending.state, finalBody: ending.body };
      }
      progress.step('Posting the review');
      // The files of a part the budget (or a limit) stopped are named as not reviewed.
      if (planned && coverage && work.agent.partResults && planned.plan.groups.length > 1) {
        review.setCoverage(
          coverageAfterParts(coverage, planned.plan.groups, work.agent.partResults),
        );
      }
      const findings = verified ? applyVerdicts(verified) : review.findings;
      const settled = await settle(run, review, work, planned, findings);
      const ending = await review.finish({
        result: work.agent.result,
        errors: work.agent.errors,
        turns: work.agent.result?.num_turns ?? progress.state.turns,
        costUsd: work.agent.result?.total_cost_usd ?? progress.state.costUsd,
        footer: `<sub>Review by agent-loop for \`@${run.trigger.actor.login}\` · [View run](${run.runUrl})</sub>`,
        ...(settled ? { findings: settled.findings, markerOf: settled.markerOf } : { findings }),
      });
      const publication: Publication = {
        errors: ending.state === 'failed' ? ending.errors : [],
        reviewState: ending.state,
        finalBody: ending.body,
        ...(ending.review ? { review: ending.review } : {}),
      };
      await check.complete({
        state: ending.state,
        findings: settled?.standing ?? findings,
        stillOpen: settled?.stillOpen ?? [],
        ...(ending.review ? { reviewUrl: ending.review.url } : {}),
      });
      if (ending.review) {
        run.log.info(
          `Review posted (${ending.state}) with ${ending.review.inlineComments} inline comments: ${ending.review.url}`,
        );
      }
      return publication;
    },
  };
}

/** Reads the ledger and decides what this review covers. */
function planFor(
  run: ActionRun,
  context: TaskContext,
  prepared: PreparedWorkspace,
  known: { previous: string | undefined; botLogin: string },
): Promise<ReviewPlan> {
  const { previous, botLogin } = known;
  const pull = context.pullRequest!;
  return planReview({
    client: run.client,
    repo: run.trigger.repo,
    pullNumber: context.number!,
    headSha: pull.headSha,
    baseSha: pull.baseSha,
    files: pull.files.map(toPullFile),
    ...(pull.changedFiles === undefined ? {} : { changedFiles: pull.changedFiles }),
    // Each group's diff follows the model's window; as many groups as the files need.
    groupLimits: reviewGroupLimits(run.inputs.model),
    repository: prepared.repository,
    // Its markers are the only ones trusted.
    botLogin,
    reviewPaths: run.inputs.reviewPaths,
    reviewIgnore: run.inputs.reviewIgnore,
    ...(previous ? { lastReviewedSha: previous } : {}),
    // Someone asked (a comment): review even with no new commit.
    requested: run.trigger.comment !== undefined,
    warn: (message) => run.log.warning(message),
  });
}

/**
 * Leaves out the findings an earlier review already made, marks the rest with
 * their fingerprint, and answers and resolves the threads the new commits fixed.
 * A failure here is a warning: the review is then posted with every finding.
 */
async function settle(
  run: ActionRun,
  review: ReviewMode,
  work: FinishedWork,
  planned: { plan: ReviewPlan; repository: PreparedWorkspace['repository'] } | undefined,
  findings: readonly ReviewFinding[],
): Promise<
  | {
      findings: ReviewFinding[];
      markerOf: (finding: ReviewFinding) => string | undefined;
      /** What this review found that still stands (posted now or before), dismissed ones left out. */
      standing: ReviewFinding[];
      /** Severities of earlier findings whose threads stay open and this review did not repeat. */
      stillOpen: ReviewSeverity[];
    }
  | undefined
> {
  const pull = work.context.pullRequest;
  if (!planned || !pull || work.context.number === undefined || !work.agent.result) {
    return undefined;
  }
  try {
    const settled = await settleFindings({
      client: run.client,
      repo: run.trigger.repo,
      pullNumber: work.context.number,
      headSha: pull.headSha,
      baseSha: pull.baseSha,
      repository: planned.repository,
      botLogin: await run.identity.resolve(),
      plan: planned.plan,
      comments: findings,
    });
    const { resolved, failures } = settled.closed;
    run.log.info(
      `Findings: ${settled.fresh.length} new, ${settled.repeats.length} already posted, ${settled.dismissed.length} dismissed earlier; ${resolved} fixed threads resolved`,
    );
    for (const failure of failures) {
      run.log.warning(`Could not resolve a thread: ${failure}`);
    }
    const since = settledSentence(settled);
    if (since) review.setSinceLastReview(`${describeRange(planned.plan.range)} ${since}`);
    const markers = new Map<ReviewFinding, string>(
      settled.fresh.map((finding) => [finding, findingMarker(finding.fingerprint)]),
    );
    return {
      findings: [...markers.keys()],
      markerOf: (finding) => markers.get(finding),
      standing: [...markers.keys(), ...settled.repeats],
      stillOpen: settled.stillOpen,
    };
  } catch (error) {
    run.log.warning(
      `Could not compare the findings with earlier reviews (posting them all): ${describeApiError(error)}`,
    );
    return undefined;
  }
}

/** What settling did, for the summary ('' when it did nothing worth saying). */
function settledSentence(settled: Awaited<ReturnType<typeof settleFindings>>): string {
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  const parts = [
    settled.closed.resolved > 0 ? `${count(settled.closed.resolved, 'fixed thread')} resolved` : '',
    settled.keptOpen.cosmetic > 0
      ? `${count(settled.keptOpen.cosmetic, 'thread')} left open (only whitespace, comments or names changed)`
      : '',
    settled.keptOpen.raisedAgain > 0
      ? `${count(settled.keptOpen.raisedAgain, 'thread')} left open (the finding still holds)`
      : '',
    settled.repeats.length > 0
      ? `${count(settled.repeats.length, 'finding')} already posted left out`
      : '',
    settled.dismissed.length > 0
      ? `${count(settled.dismissed.length, 'finding')} dismissed earlier left out`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join('; ')}.` : '';
}

/**
 * One verifier loop per blocking or important finding, with the review's read-only
 * tools (Bash where the review may run code) and no ReviewComment, Agent or TodoWrite.
 */
function verifyReview(
  after: AfterParts,
  review: ReviewMode,
  tools: ToolSettings,
  pullNumber: number,
): Promise<VerifiedFinding[]> {
  const closed = ['ReviewComment', 'Agent', 'TodoWrite'];
  const verifierTools: ToolSettings = {
    allowedTools: tools.allowedTools,
    disallowedTools: [...tools.disallowedTools, ...closed],
    extraTools: [],
    ...(tools.forBoundary
      ? {
          forBoundary: (status) => {
            const decided = tools.forBoundary!(status);
            return { ...decided, disallowedTools: [...decided.disallowedTools, ...closed] };
          },
        }
      : {}),
  };
  return verifyFindings([...review.findings], (finding) =>
    after.runLoop({
      prompt: verifierPrompt(finding, pullNumber),
      tools: verifierTools,
      label: `verify ${finding.path}:${finding.line}`,
      maxTurns: VERIFIER_MAX_TURNS,
      structuredOutput: verdictAnswer,
    }),
  );
}

function toPullFile(file: ChangedFile): PullFile {
  return {
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    ...(file.previousFilename ? { previousFilename: file.previousFilename } : {}),
    ...(file.patch !== undefined ? { patch: file.patch } : {}),
  };
}
