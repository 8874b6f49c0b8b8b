/**
 * The review's policy (chosen by src/github-side/action/policies/index.ts), the top of
 * the review: the PR head is checked out read-only, the agent gets the
 * read-only tools plus ReviewComment (Bash only where the PR's code may run),
 * its findings arrive as loop events (the `observe` hook the agent step calls),
 * and they are posted as exactly one pull-request review. The PR's sticky
 * summary comment is the run's live comment and its final report; what it shows
 * is the policy's one state record (./review-state.ts), rendered by
 * pure functions. Nothing is committed or pushed.
 *
 * Before the loop, the review is planned (./plan.ts): a re-review
 * covers only the commits since the last reviewed one (the summary comment's
 * record), the scope leaves out ignored, generated and vendored files and
 * lockfiles, a large pull request is split into file groups reviewed at once,
 * and an automatic run with nothing new makes no model call. After it, findings
 * already posted are left out, the rest carry their fingerprint, and threads
 * whose code has changed are answered and resolved.
 */
import type { ResultEvent } from '../../engine/events/stream.js';
import type { ReviewFinding } from './finding.js';
import { randomUUID } from 'node:crypto';
import type { PreparedWorkspace, WorkspaceTarget } from '../git/workspace.js';
import type { TaskContext } from '../github/context.js';
import { isForkPull } from '../github/gate.js';
import { describeRange } from './incremental.js';
import { reviewPrompt } from './prompt.js';
import { reviewGroupLimits } from './groups.js';
import {
  planReview,
  readPostedFindings,
  type PostedFindingReads,
  type ReviewPlan,
} from './plan.js';
import {
  acknowledgeReview,
  postReviewAndSummary,
  reviewCommentTool,
  reviewTools,
  takeContext,
  type ReviewModeInput,
} from './review-mode.js';
import {
  initialReviewState,
  observeFinding,
  renderFailed,
  renderNothingNew,
  renderWorking,
  type ReviewState,
} from './review-state.js';
import { coverageAfterParts, plannedCoverage, plannedParts } from './review-parts.js';
import {
  applyVerdicts,
  countVerdicts,
  describeUnsettled,
  needsVerification,
  VERIFIER_MAX_TURNS,
  verdictAnswer,
  verifierPrompt,
  verifyFindings,
  type VerifiedFinding,
} from './verify.js';
import type {
  AfterParts,
  AgentPart,
  FinishedWork,
  LiveComment,
  ModePolicy,
  Publication,
  ToolSettings,
} from '../run/policy.js';
import type { ProgressReporter } from '../run/progress.js';
import type { ActionRun } from '../run/run-context.js';
import { createReviewCheck, type ReviewCheck } from './check-policy.js';
import { settle, type PlannedReview } from './settle.js';
import { noisyPathsSection, recordReviewOutcomes } from './record-outcomes.js';

/** What the review policy keeps between its steps. */
interface ReviewSteps {
  readonly run: ActionRun;
  readonly github: ReviewModeInput;
  /** What the summary shows: the one record the steps write and the renderers read. */
  readonly state: ReviewState;
  readonly check: ReviewCheck;
  /**
   * Settled once the summary comment is found (it records the head reviewed last), or
   * its acknowledgement failed: its writing goes on beside the plan and the loops.
   */
  acknowledged: Promise<unknown>;
  /** The posted findings' reads, begun with the acknowledgement (they need neither). */
  posted?: PostedFindingReads;
  /** The check run's creation, begun as the loops start: the review is posted once it is done. */
  checkStarted?: Promise<void>;
  planned?: PlannedReview;
  /** The context the parts review, once the loops are about to run. */
  reviewed?: TaskContext;
  verified?: VerifiedFinding[];
}

/** The policy of a run whose kind is a review (src/github-side/github/run-kind.ts). */
export function reviewPolicy(run: ActionRun): ModePolicy {
  const state = initialReviewState(run.trigger, run.runUrl);
  const github: ReviewModeInput = {
    client: run.client,
    trigger: run.trigger,
    redact: run.redact,
    identity: run.identity,
    ...(run.discussion ? { comments: run.discussion } : {}),
  };
  const steps: ReviewSteps = {
    run,
    github,
    state,
    check: createReviewCheck(run, state),
    acknowledged: Promise.resolve(),
  };
  return {
    name: 'review',
    otherRepositories: 'read',
    live: summaryComment(steps),
    observe: (event) => observeFinding(state, event),
    workspaceTarget: reviewWorkspaceTarget,
    prompt: reviewPrompt,
    describeWorkspace: () =>
      'Review run: the PR head is checked out read-only and nothing will be pushed',
    // A review reads code it must not trust: no network unless allowed_domains names it.
    network: () => 'none',
    tools(context) {
      takeContext(state, context);
      return toolsFor(steps, context);
    },
    parts: (context, prepared, extra) => reviewParts(steps, context, prepared, extra),
    afterParts: (after, partResults) => verifyStep(steps, after, partResults),
    publish: (work, progress) => publishReview(steps, work, progress),
    close: (errors) => steps.check.close(errors.map((error) => run.redact(error))),
  };
}

/**
 * Where a review looks: a same-repository PR's head branch, or a fork's pull ref,
 * detached and read-only either way (a review pushes nothing).
 */
export function reviewWorkspaceTarget(context: TaskContext): WorkspaceTarget {
  if (!context.pullRequest) throw new Error('pull request context is missing');
  return context.pullRequest.isFork
    ? {
        kind: 'read-only',
        ...(context.number !== undefined ? { pullNumber: context.number } : {}),
      }
    : { kind: 'read-only', branch: context.pullRequest.headRef };
}

/**
 * The PR's sticky summary as the run's live comment, started before the context
 * is read: it renders the state record, and the findings reach the record
 * through the policy's `observe`, not through the comment.
 */
function summaryComment(steps: ReviewSteps): LiveComment {
  const { state, github, run } = steps;
  return {
    hooks: {
      acknowledge: () => {
        const body = renderWorking(state, { todos: [], turns: 0, costUsd: 0 }, run.redact);
        // After the gate: what earlier reviews left is read while the summary is found.
        if (run.trigger.number !== undefined) {
          const pullNumber = run.trigger.number;
          const warn = (message: string) => run.log.warning(message);
          steps.posted = readPostedFindings({
            client: run.client,
            repo: run.trigger.repo,
            pullNumber,
            warn,
          });
        }
        let found!: () => void;
        const read = new Promise<void>((resolve) => (found = resolve));
        const started = acknowledgeReview(github, state, body, found);
        steps.acknowledged = Promise.race([read, started.catch(() => undefined)]);
        return started;
      },
      render: (progress) =>
        renderWorking(
          state,
          {
            todos: progress.todos,
            ...(progress.currentStep ? { currentStep: progress.currentStep } : {}),
            turns: progress.turns,
            costUsd: progress.costUsd,
          },
          run.redact,
        ),
    },
    failureBody: (errors) => renderFailed(state, errors, run.redact),
  };
}

/** The review's tools for `context`'s files, decided again once the boundary is known. */
function toolsFor(steps: ReviewSteps, context: TaskContext): ToolSettings {
  const { run } = steps;
  const facts = {
    eventName: run.runner.eventName,
    isFork: isForkPull(context.pullRequest?.headRepository ?? null, run.trigger.repo),
  };
  const rules = reviewTools(run.inputs, { ...facts, sandboxActive: false });
  return {
    allowedTools: rules.allowedTools,
    disallowedTools: rules.disallowedTools,
    extraTools: [reviewCommentTool(context)],
    forBoundary(status) {
      const decided = reviewTools(run.inputs, { ...facts, sandboxActive: status.active });
      run.log.info(`Review code policy: ${decided.policy.reason}`);
      return { allowedTools: decided.allowedTools, disallowedTools: decided.disallowedTools };
    },
  };
}

/** Plans the review and returns its loops: one per file group, none when nothing is new. */
async function reviewParts(
  steps: ReviewSteps,
  context: TaskContext,
  prepared: PreparedWorkspace,
  extra: string,
): Promise<AgentPart[]> {
  const { run, state } = steps;
  takeContext(state, context);
  const pull = context.pullRequest;
  if (!pull || context.number === undefined) {
    const prompt = [reviewPrompt(context), extra].filter(Boolean).join('\n');
    return [{ prompt, tools: toolsFor(steps, context), label: 'review' }];
  }
  // The summary comment holds the head reviewed last: found by the acknowledgement,
  // which writes it meanwhile (the live comment's edits wait for that, not the model).
  await steps.acknowledged;
  const previous = state.previousHead;
  // Known by now (the 👀's author, or `viewer` asked while the summary was looked for):
  // taken without a wait.
  const botLogin = run.identity.known() ?? (await run.identity.resolve());
  const plan = await planFor(run, context, prepared, {
    previous,
    botLogin,
    ...(steps.posted ? { posted: steps.posted } : {}),
  });
  steps.planned = { plan, repository: prepared.repository };
  run.log.info(plan.coverage);
  if (plan.range.kind === 'incremental' || previous) {
    state.sinceLastReview = describeRange(plan.range);
  }
  if (!plan.shouldReview) {
    run.log.info('Nothing new to review since the last reviewed commit: no model call');
    return [];
  }
  // Created beside the loops: completing or closing it waits for the creation.
  steps.checkStarted = steps.check.start(pull.headSha);
  steps.reviewed = context;
  const noisy = await noisyPathsSection(run);
  const { parts, leftOut } = plannedParts(
    context,
    plan,
    [extra, noisy].filter(Boolean).join('\n\n'),
  );
  state.coverage = plannedCoverage(plan, leftOut);
  return parts.map((part): AgentPart => ({
    prompt: part.prompt,
    label: part.label,
    tools: toolsFor(steps, { ...context, pullRequest: { ...pull, files: part.files } }),
  }));
}

/** After the parts: the blocking and important findings are verified, each verdict recorded. */
async function verifyStep(
  steps: ReviewSteps,
  after: AfterParts,
  partResults: readonly ResultEvent[],
): Promise<void> {
  const { run, state, reviewed } = steps;
  if (!reviewed?.pullRequest || !state.findings.some(needsVerification)) return;
  const verified = await verifyReview(
    after,
    state.findings,
    toolsFor(steps, reviewed),
    reviewed.number!,
  );
  steps.verified = verified;
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
  state.verification = counts;
  run.log.info(
    `Verified findings: ${counts.verified} confirmed, ${counts.dropped} dropped as refuted, ${describeUnsettled(counts)} not verified`,
  );
  if (counts.unverified > 0) {
    run.log.warning(
      'Verification incomplete: findings their verifiers could not settle stand at their severity, marked "not verified"',
    );
  }
}

/** Posts the one review (or says nothing is new), completes the check run, renders the summary. */
async function publishReview(
  steps: ReviewSteps,
  work: FinishedWork,
  progress: ProgressReporter,
): Promise<Publication> {
  const { run, state, planned } = steps;
  if (planned && !planned.plan.shouldReview) {
    const finalBody = renderNothingNew(state, planned.plan.coverage, run.redact);
    return { errors: [], reviewState: 'complete', finalBody };
  }
  progress.step('Posting the review');
  // The files of a part the budget (or a limit) stopped are named as not reviewed.
  if (planned && state.coverage && work.agent.partResults && planned.plan.groups.length > 1) {
    state.coverage = coverageAfterParts(
      state.coverage,
      planned.plan.groups,
      work.agent.partResults,
    );
  }
  const findings = steps.verified ? applyVerdicts(steps.verified) : state.findings;
  // The summary says whether the check run was skipped: known once its creation answered.
  await steps.checkStarted;
  const settled = await settle(run, state, work, planned, findings);
  const ending = await postReviewAndSummary(steps.github, state, {
    result: work.agent.result,
    errors: work.agent.errors,
    turns: work.agent.result?.num_turns ?? progress.state.turns,
    costUsd: work.agent.result?.total_cost_usd ?? progress.state.costUsd,
    footer: `<sub>Review by agent-loop for \`@${run.trigger.actor.login}\` · [View run](${run.runUrl})</sub>`,
    ...(settled ? { findings: settled.findings, markerOf: settled.markerOf } : { findings }),
  });
  await steps.check.complete({
    state: ending.state,
    findings: settled?.standing ?? findings,
    stillOpen: settled?.stillOpen ?? [],
    ...(ending.review ? { reviewUrl: ending.review.url } : {}),
    ...(ending.state === 'failed' ? { errors: ending.errors } : {}),
  });
  const outcomes =
    settled && ending.review && work.context.number !== undefined
      ? await recordReviewOutcomes(run, work.context.number, settled.news)
      : undefined;
  if (ending.review) {
    run.log.info(
      `Review posted (${ending.state}) with ${ending.review.inlineComments} inline comments: ${ending.review.url}`,
    );
  }
  return {
    errors: ending.state === 'failed' ? ending.errors : [],
    reviewState: ending.state,
    finalBody: ending.body,
    ...(ending.review ? { review: ending.review } : {}),
    reviewFindings: settled?.findings ?? findings,
    ...(outcomes
      ? {
          reviewOutcomes: { fixed: outcomes.fixed, dismissed: outcomes.dismissed },
          stepSummaryExtra: outcomes.stats,
        }
      : {}),
  };
}

/** Reads the posted findings and decides what this review covers. */
function planFor(
  run: ActionRun,
  context: TaskContext,
  prepared: PreparedWorkspace,
  known: { previous: string | undefined; botLogin: string; posted?: PostedFindingReads },
): Promise<ReviewPlan> {
  const { previous, botLogin, posted } = known;
  const pull = context.pullRequest!;
  return planReview({
    client: run.client,
    repo: run.trigger.repo,
    pullNumber: context.number!,
    headSha: pull.headSha,
    baseSha: pull.baseSha,
    files: pull.files,
    ...(pull.changedFiles === undefined ? {} : { changedFiles: pull.changedFiles }),
    // Each group's diff follows the model's window; as many groups as the files need.
    groupLimits: reviewGroupLimits(run.inputs.model),
    repository: prepared.repository,
    // Its markers are the only ones trusted.
    botLogin,
    reviewPaths: run.inputs.reviewPaths,
    reviewIgnore: run.inputs.reviewIgnore,
    ...(previous ? { lastReviewedSha: previous } : {}),
    ...(posted ? { posted } : {}),
    ...(run.discussion ? { comments: run.discussion } : {}),
    // Someone asked (a comment): review even with no new commit.
    requested: run.trigger.comment !== undefined,
    warn: (message) => run.log.warning(message),
  });
}

/**
 * One verifier loop per blocking or important finding, with the review's read-only
 * tools (Bash where the review may run code) and no ReviewComment, Agent or TodoWrite.
 */
function verifyReview(
  after: AfterParts,
  findings: readonly ReviewFinding[],
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
  return verifyFindings([...findings], (finding) =>
    after.runLoop({
      prompt: verifierPrompt(finding, pullNumber),
      tools: verifierTools,
      label: `verify ${finding.path}:${finding.line}`,
      maxTurns: VERIFIER_MAX_TURNS,
      structuredOutput: verdictAnswer,
    }),
  );
}
