/**
 * The one place the mode is decided: the policy for a run, chosen from its
 * trigger at the top of the request (before the context is read, so the live
 * comment can start at once), with the hooks it leaves out filled by defaults.
 */
import type { ModePolicy, RunPolicy } from '../policy.js';
import type { ActionRun } from '../run-context.js';
import { ciFixPolicy } from './ci-fix.js';
import { fixPolicy } from './fix.js';
import { isReviewTrigger } from '../../review/review-mode.js';
import { reviewPolicy } from './review.js';
import { taskPolicy } from './task.js';
import { approvePolicy } from './approve.js';
import { planPolicy } from './plan.js';

/**
 * A scheduled or dispatched run is a task, a failed workflow run a CI fix, a
 * review request on a pull request a review; `approve` runs an approved plan;
 * `plan` (or any fix request under `require_plan`) posts one; anything else asks for a fix.
 */
export function choosePolicy(run: ActionRun): RunPolicy {
  if (run.trigger.source === 'automation') return withDefaults(taskPolicy(run));
  if (run.trigger.source === 'ci_fix') return withDefaults(ciFixPolicy(run));
  // The review's sticky summary comment is its live comment, from the start.
  if (isReviewTrigger(run.trigger)) return withDefaults(reviewPolicy(run));
  if (run.trigger.approval) return withDefaults(approvePolicy(run));
  if (run.trigger.planRequest !== undefined || run.inputs.requirePlan) {
    return withDefaults(planPolicy(run));
  }
  return withDefaults(fixPolicy(run));
}

function withDefaults(policy: ModePolicy): RunPolicy {
  return {
    ...policy,
    live: policy.live ?? {},
    observe: (event) => policy.observe?.(event) ?? false,
    promptSections: (context) => policy.promptSections?.(context) ?? Promise.resolve(''),
    beforeAgent: (context, prepared, prompt) =>
      policy.beforeAgent?.(context, prepared, prompt) ?? Promise.resolve({ prepared, prompt }),
    parts: (context, prepared, extra, prompt) =>
      policy.parts?.(context, prepared, extra, prompt) ??
      Promise.resolve([{ prompt, tools: policy.tools(context), label: policy.name }]),
  };
}
