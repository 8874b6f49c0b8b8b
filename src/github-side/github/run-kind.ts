/**
 * The one place a run's kind is decided. The trigger (./trigger.ts) says what
 * the event's text asked for (its verb, ./verbs.ts); this turns it, once, into what the run is: a fix
 * (on an issue, a pull request or a review comment's line), a review, a
 * maintenance task, a CI fix, a rule to remember, a usage report, a plan or an
 * approved plan's execution. The action picks its policy from the kind
 * (src/github-side/action/policies/index.ts), and the gate its check (`admissionOf`); no
 * later step reads the trigger's source or sub-fields to find out what the run is.
 */
import type { WorkflowRunInfo } from './event.js';
import type { Trigger } from './trigger.js';
import { kindOfVerb, type FixTarget, type VerbKind } from './verbs.js';

/** What the run is: a kind the event itself fixes, a fix, or what a verb asks for (./verbs.ts). */
export type RunKind =
  | { readonly name: 'fix'; readonly target: FixTarget }
  /** A read-only run that posts a plan for approval: `require_plan` makes every fix one. */
  | { readonly name: 'plan' }
  /** A scheduled or dispatched maintenance task (the `prompt` input). */
  | { readonly name: 'task' }
  /** A failed workflow run to fix. */
  | { readonly name: 'ci-fix'; readonly failed: WorkflowRunInfo }
  | VerbKind;

/** The inputs that change the kind. */
export interface RunKindOptions {
  /** `require_plan`: every fix request posts a plan first. */
  requirePlan?: boolean;
}

/**
 * The run's kind. The kinds the event itself fixes (a task, a CI fix) come
 * first; then what the request asks for (./verbs.ts): a verb's own run, or else
 * a fix, or a plan of it when plans are required.
 */
export function runKind(trigger: Trigger, options: RunKindOptions = {}): RunKind {
  if (trigger.source === 'automation') return { name: 'task' };
  if (trigger.source === 'ci_fix') {
    if (!trigger.workflowRun) throw new Error('a CI fix needs the failed workflow run');
    return { name: 'ci-fix', failed: trigger.workflowRun };
  }
  const target = fixTarget(trigger);
  const { ask } = trigger;
  if (ask.verb !== 'fix') {
    return kindOfVerb(ask, { target, automatic: trigger.source === 'pull_request' });
  }
  return options.requirePlan ? { name: 'plan' } : { name: 'fix', target };
}

function fixTarget(trigger: Trigger): FixTarget {
  if (trigger.reviewLocation) return 'review_comment';
  return trigger.isPullRequest ? 'pull_request' : 'issue';
}

/**
 * Whom the gate checks (src/github-side/github/gate.ts): nobody for a run the repository's
 * own workflow started (a task, a CI fix), the pull request's author and the
 * sender for an automatic review, the request's writer and the sender otherwise.
 */
export type Admission = 'workflow' | 'automatic_review' | 'request';

export function admissionOf(trigger: Trigger): Admission {
  if (trigger.source === 'automation' || trigger.source === 'ci_fix') return 'workflow';
  return trigger.source === 'pull_request' ? 'automatic_review' : 'request';
}
