/**
 * The modes that answer with one reply and run no live comment, checkout or
 * model: `@agent remember <rule>` (src/github-side/action/remember.ts), `@agent usage`
 * (src/github-side/action/usage.ts) and `@agent review-stats` (src/github-side/action/review-stats.ts). Their policy is the reply alone; the request's other
 * hooks are never called (src/github-side/action/request.ts ends at `reply`).
 */
import type { ModePolicy, PolicyName } from '../../run/policy.js';
import { handleRemember } from '../remember.js';
import type { ActionRun } from '../../run/run-context.js';
import { setOutput } from '../runner-io.js';
import { handleUsage } from '../usage.js';
import { handleReviewStats } from '../review-stats.js';

/** `@agent remember <rule>`: the conclusion is `success` when the rule landed; no output otherwise. */
export function rememberPolicy(run: ActionRun, rule: string): ModePolicy {
  return replyPolicy('remember', async () => {
    const failure = await handleRemember(replyRun(run), rule);
    if (!failure) setOutput('conclusion', 'success');
    return failure && run.redact(failure);
  });
}

/** `@agent usage`: the conclusion says whether the spending could be posted. */
export function usagePolicy(run: ActionRun): ModePolicy {
  return replyPolicy('usage', async () => {
    const failure = await handleUsage(replyRun(run));
    setOutput('conclusion', failure ? 'failure' : 'success');
    return failure && run.redact(failure);
  });
}

/** `@agent review-stats`: the conclusion says whether the figures could be posted. */
export function reviewStatsPolicy(run: ActionRun): ModePolicy {
  return replyPolicy('review-stats', async () => {
    const failure = await handleReviewStats(replyRun(run));
    setOutput('conclusion', failure ? 'failure' : 'success');
    return failure && run.redact(failure);
  });
}

function replyRun(run: ActionRun) {
  const { inputs, trigger, client, identity, log } = run;
  return { inputs, trigger, client, identity, log, runId: run.runner.runId };
}

/** A policy whose run is `reply`; the steps of a run with a checkout stop at once if asked. */
function replyPolicy(name: PolicyName, reply: () => Promise<string | undefined>): ModePolicy {
  const none = `the ${name} mode answers with a reply: no checkout, no model`;
  return {
    name,
    reply,
    workspaceTarget: () => Promise.resolve({ stop: none }),
    prompt: () => '',
    describeWorkspace: () => none,
    tools: () => ({ allowedTools: [], disallowedTools: [], extraTools: [] }),
    network: () => 'none',
    publish: () => Promise.resolve({ errors: [] }),
  };
}
