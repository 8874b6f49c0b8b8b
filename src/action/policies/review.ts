/**
 * Review mode: the PR head is checked out read-only, the agent gets the
 * read-only tools plus ReviewComment (Bash only where the PR's code may run),
 * its findings arrive as loop events, and they are posted as exactly one
 * pull-request review. The PR's sticky summary comment is the run's progress
 * comment and its final report. Nothing is committed or pushed.
 */
import * as core from '@actions/core';
import { planWorkspace } from '../../github/workspace-plan.js';
import { isForkPull } from '../../github/gate.js';
import { createReviewMode, isReviewTrigger, type ReviewMode } from '../../review/review-mode.js';
import { escapeWorkflowCommands } from '../../safety/log-safety.js';
import type { ModePolicy, Publication } from '../policy.js';
import type { ProgressHooks } from '../progress.js';
import type { ActionRun } from '../run-context.js';

/** The review mode of a run whose trigger asks for a review (before the context is read). */
export function startReview(run: ActionRun): ReviewMode | undefined {
  if (!isReviewTrigger(run.trigger)) return undefined;
  return createReviewMode({
    client: run.client,
    trigger: run.trigger,
    runUrl: run.runUrl,
    redact: run.redact,
  });
}

/** The sticky summary comment as the run's live comment. */
export function reviewProgressHooks(review: ReviewMode): ProgressHooks {
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
    });
  return {
    name: 'review',
    workspaceTarget: (context) =>
      planWorkspace(context, { branchPrefix: inputs.branchPrefix, runId: run.runner.runId }),
    describeWorkspace: () =>
      'Review run: the PR head is checked out read-only and nothing will be pushed',
    tools(context) {
      review.setContext(context);
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
          core.info(escapeWorkflowCommands(`Review code policy: ${decided.policy.reason}`));
          return { allowedTools: decided.allowedTools, disallowedTools: decided.disallowedTools };
        },
      };
    },
    async publish(work, progress) {
      const { agent } = work;
      progress.step('Posting the review');
      const ending = await review.finish({
        result: agent.result,
        errors: agent.errors,
        turns: agent.result?.num_turns ?? progress.state.turns,
        costUsd: agent.result?.total_cost_usd ?? progress.state.costUsd,
        footer: `<sub>Review by agent-loop for \`@${run.trigger.actor.login}\` · [View run](${run.runUrl})</sub>`,
      });
      const publication: Publication = {
        errors: ending.state === 'failed' ? ending.errors : [],
        reviewState: ending.state,
        finalBody: ending.body,
        ...(ending.review ? { review: ending.review } : {}),
      };
      if (ending.review) {
        core.info(
          `Review posted (${ending.state}) with ${ending.review.inlineComments} inline comments: ${ending.review.url}`,
        );
      }
      return publication;
    },
  };
}
