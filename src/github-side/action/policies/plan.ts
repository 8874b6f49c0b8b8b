/**
 * Plan mode (docs/contract.md#plan-and-approve): `@agent plan <request>`, or any fix request under
 * `require_plan: true`. The agent looks and does not touch: the checkout is
 * read-only, Write, Edit and NotebookEdit are off, and Bash runs only as it would
 * for a fork's pull request (inside an active tool boundary and only when
 * `allowed_tools` names Bash). Its final answer is the plan, checked by the
 * structured-output machinery (src/engine/plan/plan.ts). The plan is posted as one new
 * comment, never edited afterwards, so that an approval can check it is unedited.
 * Nothing is committed or pushed.
 */
import type { WorkspaceTarget } from '../../git/workspace.js';
import type { TaskContext } from '../../github/context.js';
import { buildPrompt } from '../../prompts/request.js';
import {
  planAnswerCheck,
  planDigest,
  type Plan,
  type PlanAnswer,
} from '../../../engine/plan/plan.js';
import { planBounds } from '../../../engine/plan/bounds.js';
import { renderPlanComment } from '../../report/plan-comment.js';
import { reviewCodePolicy } from '../../review/code-policy.js';
import { describeApiError } from '../../github/octokit.js';
import type { ModePolicy, Publication, ToolSettings } from '../../run/policy.js';
import type { ActionRun } from '../../run/run-context.js';

/** The tools of a plan run: nothing that writes, Bash as for a fork. */
export function planTools(run: ActionRun): ToolSettings {
  const { inputs } = run;
  const rules = (runCode: boolean) => ({
    allowedTools: inputs.allowedTools,
    disallowedTools: [
      ...inputs.disallowedTools,
      'Write',
      'Edit',
      'NotebookEdit',
      ...(runCode ? [] : ['Bash']),
    ],
  });
  return {
    ...rules(false),
    extraTools: [],
    forBoundary: (status) =>
      rules(
        reviewCodePolicy({
          eventName: run.runner.eventName,
          isFork: true,
          sandboxActive: status.active,
          allowedTools: inputs.allowedTools,
        }).runCode,
      ),
  };
}

export function planPolicy(run: ActionRun): ModePolicy {
  const { inputs } = run;
  return {
    name: 'plan',
    otherRepositories: 'read',
    workspaceTarget: planWorkspaceTarget,
    prompt: (context) => buildPrompt(context, { instruction: planInstruction(context) }),
    describeWorkspace: () => 'Planning only (read-only): nothing will be changed or pushed',
    tools: () => planTools(run),
    // Planning reads; the approved plan's execution asks for its hosts.
    network: () => 'none',
    async parts(context, _prepared, _extra, prompt) {
      const structuredOutput = await planAnswerCheck(inputs.maxBudgetUsd);
      return [{ prompt, tools: planTools(run), label: 'plan', structuredOutput }];
    },
    publish: (work) => postPlan(run, work.context, work.agent.result?.structured_output),
  };
}

/** A plan looks at what the execution will start from: the base, or the pull request's head. */
function planWorkspaceTarget(context: TaskContext): WorkspaceTarget {
  const pull = context.pullRequest;
  if (pull?.isFork) {
    return {
      kind: 'read-only',
      ...(context.number !== undefined ? { pullNumber: context.number } : {}),
    };
  }
  if (pull) return { kind: 'read-only', branch: pull.headRef };
  return { kind: 'read-only', branch: context.baseBranch };
}

function planInstruction(context: TaskContext): string {
  const where = `${context.repo.owner}/${context.repo.repo}`;
  const subject = context.pullRequest
    ? `pull request #${context.number ?? '?'} (its branch \`${context.pullRequest.headRef}\`)`
    : `issue #${context.number ?? '?'}`;
  return [
    `You are planning the work the request below asks for on ${subject} in ${where}.`,
    'Do not change anything: this run is read-only. Read the code you need to, then state the plan',
    'a maintainer will approve: the steps, every file the work will create, change or delete',
    '(globs), every command it will run (Bash rules), the hosts those commands must reach, and the',
    'dollars the execution needs. After approval the execution is held to exactly this plan.',
  ].join('\n');
}

/** Posts the plan as a new comment; nothing else is published. */
async function postPlan(
  run: ActionRun,
  context: TaskContext,
  answer: unknown,
): Promise<Publication> {
  const publication: Publication = { errors: [] };
  if (answer === undefined || context.number === undefined) {
    publication.errors.push('The agent stated no valid plan, so none was posted');
    return publication;
  }
  const plan: Plan = { ...(answer as PlanAnswer), version: 1, request: context.request };
  const digest = planDigest(plan);
  const { unreachableHosts } = planBounds(plan, {
    workspaceRoot: run.runner.workspace,
    maxBudgetUsd: run.inputs.maxBudgetUsd,
    allowedDomains: run.inputs.allowedDomains,
  });
  const body = renderPlanComment(
    {
      plan,
      digest,
      runId: run.runner.runId,
      runUrl: run.runUrl,
      requester: run.trigger.actor.login,
      triggerPhrase: run.inputs.triggerPhrase,
      maxBudgetUsd: run.inputs.maxBudgetUsd,
      unreachableHosts,
      ...(context.pullRequest && !context.pullRequest.isFork
        ? { pullBranch: context.pullRequest.headRef }
        : {}),
    },
    run.redact,
  );
  try {
    const { data } = await run.client.rest.issues.createComment({
      owner: run.trigger.repo.owner,
      repo: run.trigger.repo.repo,
      issue_number: context.number,
      body,
    });
    run.identity.learn(data.user?.login);
    publication.plan = { commentId: data.id, approvedBy: [] };
    publication.summary = `Posted [a plan](${data.html_url}) for approval: ${plan.steps.length} steps, ${plan.files.length} file globs, ${plan.commands.length} commands, $${plan.budget_usd}. Nothing was changed or pushed; a comment \`${run.inputs.triggerPhrase} approve\` from someone with write access runs it.`;
  } catch (error) {
    publication.errors.push(`Could not post the plan: ${run.redact(describeApiError(error))}`);
  }
  return publication;
}
