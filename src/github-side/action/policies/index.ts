/**
 * The policy for a run, chosen from its kind (src/github-side/github/run-kind.ts, decided
 * there once) at the top of the request, before the context is read (so the
 * live comment can start at once), with the hooks it leaves out filled by defaults.
 */
import type { ModePolicy, RunPolicy } from '../../run/policy.js';
import type { ActionRun } from '../../run/run-context.js';
import { runKind, type RunKind } from '../../github/run-kind.js';
import { ciFixPolicy } from './ci-fix.js';
import { defaultTrust } from './common.js';
import { fixPolicy } from './fix.js';
import { reviewPolicy } from '../../review/policy.js';
import { taskPolicy } from './task.js';
import { approvePolicy } from './approve.js';
import { planPolicy } from './plan.js';
import { rememberPolicy, reviewStatsPolicy, usagePolicy } from './reply.js';
import { withAutofix } from '../autofix.js';

/** The run's policy: one per kind. */
export function choosePolicy(run: ActionRun): RunPolicy {
  return withDefaults(run, policyFor(run, runKind(run.trigger, run.inputs)));
}

function policyFor(run: ActionRun, kind: RunKind): ModePolicy {
  switch (kind.name) {
    case 'fix':
      return fixPolicy(run, kind.target);
    case 'plan':
      return planPolicy(run);
    case 'approve':
      return approvePolicy(run, kind);
    case 'review':
      // The review's sticky summary comment is its live comment, from the start.
      // With review_autofix on, a fix for its findings follows (docs/contract.md#review-autofix).
      return withAutofix(run, reviewPolicy(run), (policy) => withDefaults(run, policy));
    case 'task':
      return taskPolicy(run);
    case 'ci-fix':
      return ciFixPolicy(run, kind.failed);
    case 'remember':
      return rememberPolicy(run, kind.rule);
    case 'usage':
      return usagePolicy(run);
    case 'review-stats':
      return reviewStatsPolicy(run);
    default:
      return unknownKind(kind);
  }
}

function unknownKind(kind: never): never {
  throw new Error(`no policy for the run kind ${JSON.stringify(kind)}`);
}

function withDefaults(run: ActionRun, policy: ModePolicy): RunPolicy {
  return {
    ...policy,
    live: policy.live ?? {},
    observe: (event) => policy.observe?.(event) ?? false,
    promptSections: (context) => policy.promptSections?.(context) ?? Promise.resolve(''),
    trust: (context, prepared) =>
      policy.trust?.(context, prepared) ?? defaultTrust(run, context, prepared),
    beforeAgent: (context, prepared, prompt) =>
      policy.beforeAgent?.(context, prepared, prompt) ?? Promise.resolve({ prepared, prompt }),
    parts: (context, prepared, extra, prompt) =>
      policy.parts?.(context, prepared, extra, prompt) ??
      Promise.resolve([{ prompt, tools: policy.tools(context), label: policy.name }]),
  };
}
