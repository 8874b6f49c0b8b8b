/**
 * The one place a run's kind is decided. The trigger (./trigger.ts) says what
 * the event's text asked for; this turns it, once, into what the run is: a fix
 * (on an issue, a pull request or a review comment's line), a review, a
 * maintenance task, a CI fix, a rule to remember, a usage report, a plan or an
 * approved plan's execution. The action picks its policy from the kind
 * (src/github-side/action/policies/index.ts), and the gate its check (`admissionOf`); no
 * later step reads the trigger's source or sub-fields to find out what the run is.
 */
import type { WorkflowRunInfo } from './event.js';
import type { Trigger } from './trigger.js';

/** What a fix (or an approved plan's execution) works on, as the event names it. */
export type FixTarget = 'issue' | 'pull_request' | 'review_comment';

/** What the run is. */
export type RunKind =
  | { readonly name: 'fix'; readonly target: FixTarget }
  /** A read-only run that posts a plan for approval (docs/contract.md#plan-and-approve). */
  | { readonly name: 'plan' }
  /** `@agent approve`: runs the latest plan, or the one the comment links. */
  | { readonly name: 'approve'; readonly target: FixTarget; readonly planCommentId?: number }
  /** A review of a pull request; `automatic` when a pull request event started it. */
  | { readonly name: 'review'; readonly focus: string; readonly automatic: boolean }
  /** A scheduled or dispatched maintenance task (the `prompt` input). */
  | { readonly name: 'task' }
  /** A failed workflow run to fix. */
  | { readonly name: 'ci-fix'; readonly failed: WorkflowRunInfo }
  /** `@agent remember <rule>` on a pull request: no checkout, no model. */
  | { readonly name: 'remember'; readonly rule: string }
  /** `@agent usage`: this month's spending from the ledger; no checkout, no model. */
  | { readonly name: 'usage' };

/** The inputs that change the kind. */
export interface RunKindOptions {
  /** `require_plan`: every fix request posts a plan first. */
  requirePlan?: boolean;
}

/**
 * The run's kind. A reply (usage, remember) comes first: no model runs; then
 * the kinds the event itself fixes (a task, a CI fix); then a review request on
 * a pull request, an approval, a plan (asked for, or required); anything else
 * asks for a fix.
 */
export function runKind(trigger: Trigger, options: RunKindOptions = {}): RunKind {
  if (trigger.usageRequested) return { name: 'usage' };
  if (trigger.rememberRule !== undefined) return { name: 'remember', rule: trigger.rememberRule };
  if (trigger.source === 'automation') return { name: 'task' };
  if (trigger.source === 'ci_fix') {
    if (!trigger.workflowRun) throw new Error('a CI fix needs the failed workflow run');
    return { name: 'ci-fix', failed: trigger.workflowRun };
  }
  if (trigger.reviewRequested === true && trigger.isPullRequest && trigger.number !== undefined) {
    return {
      name: 'review',
      focus: trigger.reviewFocus ?? '',
      automatic: trigger.source === 'pull_request',
    };
  }
  const target = fixTarget(trigger);
  if (trigger.approval) {
    const linked = trigger.approval.planCommentId;
    return { name: 'approve', target, ...(linked !== undefined ? { planCommentId: linked } : {}) };
  }
  if (trigger.planRequest !== undefined || options.requirePlan) return { name: 'plan' };
  return { name: 'fix', target };
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
