/**
 * Approve mode (docs/contract.md#plan-and-approve): `@agent approve` from someone with write access
 * (the gate) runs the latest plan of the issue or pull request, when it is
 * unedited and not superseded (src/github-side/github/plan-approval.ts), bound to exactly
 * the plan: file tools on its files, Bash on its commands, egress and WebFetch on
 * its hosts, its budget (src/engine/plan/bounds.ts). A call outside it is denied and
 * listed, and a change to a file outside the plan's globs (made by a plan command running
 * code the model wrote) is left out of the commit and listed. When the work needs more, the agent calls AmendPlan: the work so far
 * is pushed to the branch, an amended plan is posted, and the run ends
 * `needs_approval`; approving that plan continues on the same branch.
 * Everything else (the branch, the commit, the pull request) is fixing's.
 */
import type { CommitOutcome } from '../../git/commit.js';
import type { PathScope } from '../../git/publish-checks.js';
import type { WorkspaceTarget } from '../../git/workspace.js';
import type { TaskContext } from '../../github/context.js';
import type { RunKind } from '../../github/run-kind.js';
import { isBotActor } from '../../github/gate.js';
import { checkApproval, type PlanComment } from '../../github/plan-approval.js';
import { describeApiError } from '../../github/octokit.js';
import type { PermissionDenial } from '../../../engine/events/stream.js';
import {
  createAmendPlanTool,
  amendedPlan,
  type Amendment,
} from '../../../engine/plan/amend-tool.js';
import { planBounds, type PlanBounds } from '../../../engine/plan/bounds.js';
import { planDigest, type Plan } from '../../../engine/plan/plan.js';
import { fixPrompt } from '../../prompts/fix.js';
import { fence } from '../../prompts/request.js';
import {
  renderNotAnApproval,
  renderPlanComment,
  renderPlanSection,
} from '../../report/plan-comment.js';
import { cutText } from '../../../engine/text/cut.js';
import type { FinishedWork, ModePolicy, Publication, RunStop } from '../../run/policy.js';
import type { ProgressReporter } from '../../run/progress.js';
import { publishWork } from '../publish.js';
import type { ActionRun } from '../../run/run-context.js';
import { defaultTools, writerNetwork } from './common.js';
import { fixPolicy, fixWorkspaceTarget } from './fix.js';
import { commitSubject } from './subject.js';

/** What the approval resolved to, once `workspaceTarget` has checked it. */
interface Approved {
  comment: PlanComment;
  bounds: PlanBounds;
  approvedBy: string[];
}

/** What the run was asked to approve: the work's target and, when the comment links one, the plan. */
export type ApproveKind = Extract<RunKind, { name: 'approve' }>;

export function approvePolicy(run: ActionRun, kind: ApproveKind): ModePolicy {
  let approved: Approved | undefined;
  let amendment: Amendment | undefined;
  const approvedPlan = () => {
    if (!approved) throw new Error('the plan was not checked before the agent');
    return approved;
  };
  const fix = fixPolicy(run, kind.target, {
    pullRequestSection: (work, commit) => planSection(run, approvedPlan(), work, commit),
    scope: () => planScope(approvedPlan()),
  });
  return {
    ...fix,
    name: 'approve',
    // A plan names files of the main repository only: the others are read, never changed
    // (docs/contract.md#change-sets), so nothing there can be refused after the loop.
    otherRepositories: 'read',
    // An approval from someone without write access approved nothing: it is answered.
    refused: (reason) =>
      answerRefusedApproval({
        client: run.client,
        trigger: run.trigger,
        reason,
        runUrl: run.runUrl,
        runId: run.runner.runId,
        redact: run.redact,
      }),
    async workspaceTarget(context) {
      const checked = await resolveApproval(run, kind, context);
      if ('stop' in checked) return checked;
      approved = checked;
      const branch = checked.comment.plan.branch;
      // An amended plan continues the work it amends, on the branch that holds it.
      return branch ? { kind: 'existing-branch', branch } : fixTarget(run, context);
    },
    describeWorkspace: (prepared) =>
      `Executing the plan approved by ${approvedPlan()
        .approvedBy.map((l) => `@${l}`)
        .join(', ')} on branch ${prepared.branch ?? '(read-only)'}`,
    prompt: (context) => executionPrompt(context, approvedPlan()),
    // The approved plan's limits (below) replace it: its hosts, within the workflow's list.
    network: writerNetwork,
    tools() {
      const { comment, bounds } = approvedPlan();
      const tools = defaultTools(run.inputs);
      return {
        ...tools,
        // AmendPlan is named when the workflow lists its tools (an empty list allows all).
        allowedTools: tools.allowedTools.length > 0 ? [...tools.allowedTools, 'AmendPlan'] : [],
        boundBy: bounds.guard,
        completedAs: () => (amendment ? 'needs_approval' : undefined),
        extraTools: [
          createAmendPlanTool({
            approved: comment.plan,
            maxBudgetUsd: run.inputs.maxBudgetUsd,
            record: (asked) => (amendment = asked),
          }),
        ],
      };
    },
    limits: () => {
      const bounds = approvedPlan().bounds;
      return { maxBudgetUsd: bounds.maxBudgetUsd, allowedDomains: bounds.allowedDomains };
    },
    async publish(work, progress) {
      const current = approvedPlan();
      const publication = amendment
        ? await stopForAmendment(run, work, progress, { approved: current, amendment })
        : await fix.publish(work, progress);
      publication.plan ??= { commentId: current.comment.id, approvedBy: current.approvedBy };
      return publication;
    },
  };
}

/** The approval checked and the plan's bounds made, or why the run stops. */
async function resolveApproval(
  run: ActionRun,
  kind: ApproveKind,
  context: TaskContext,
): Promise<Approved | RunStop> {
  const comment = run.trigger.comment;
  if (context.number === undefined || !comment) {
    return { stop: 'Not an approval: `approve` is a comment on an issue or a pull request' };
  }
  const decision = await checkApproval({
    client: run.client,
    repo: run.trigger.repo,
    issueNumber: context.number,
    approval: {
      createdAt: comment.createdAt,
      ...(kind.planCommentId !== undefined ? { planCommentId: kind.planCommentId } : {}),
    },
    ownLogin: () => run.identity.fetch(),
  });
  const planUrl = decision.approved ? decision.comment.url : decision.planUrl;
  const which = planUrl ? ` of [the plan](${planUrl})` : '';
  // Approvals are a person's: allowed_bots lets a bot ask for work, never vouch for a plan
  // (a bot posts whatever its own input tells it to).
  const bot = [run.trigger.actor, run.trigger.event.sender].find((account) => isBotActor(account));
  if (bot) {
    return {
      stop: `Not an approval${which}: \`@${bot.login}\` is a bot; only a person with write access can approve a plan. Nothing was run.`,
    };
  }
  if (!decision.approved) {
    return { stop: `Not an approval${which}: ${decision.reason}. Nothing was run.` };
  }
  const plan = decision.comment.plan;
  const bounds = planBounds(plan, {
    workspaceRoot: run.runner.workspace,
    maxBudgetUsd: run.inputs.maxBudgetUsd,
    allowedDomains: run.inputs.allowedDomains,
  });
  const approvedBy = [...new Set([...(plan.approvals ?? []), run.trigger.actor.login])];
  run.log.info(`Plan ${decision.comment.url} approved by @${run.trigger.actor.login}`);
  return { comment: decision.comment, bounds, approvedBy };
}

function fixTarget(run: ActionRun, context: TaskContext): WorkspaceTarget {
  return fixWorkspaceTarget(context, run.inputs.branchPrefix);
}

/** The fix prompt for the plan's request, with the plan it is held to. */
function executionPrompt(context: TaskContext, approved: Approved): string {
  const { plan } = approved.comment;
  const request = plan.request.trim() || context.request;
  const list = (entries: readonly string[]) =>
    entries.length > 0 ? entries.map((entry) => `- ${entry}`).join('\n') : '- (none)';
  const section = [
    '## The approved plan',
    '',
    `This run executes the plan approved by ${approved.approvedBy.map((l) => `@${l}`).join(', ')}; it is held to it.`,
    plan.branch
      ? `The branch already holds the work done under the plan this one amends (see \`git log\`): continue from it.`
      : '',
    'Steps:',
    fence(plan.steps.map((step, index) => `${index + 1}. ${step}`).join('\n'), 'text'),
    'Files you may create, change or delete (globs):',
    list(plan.files),
    'Commands you may run (Bash rules):',
    list(plan.commands),
    'Hosts your commands may reach:',
    list(plan.hosts),
    `Budget: $${approved.bounds.maxBudgetUsd}.`,
    'Any other call is denied. If the work truly needs more, call AmendPlan with only what the plan lacks and why, then stop with a summary of the work so far.',
  ].filter((line) => line !== '');
  return `${fixPrompt({ ...context, request })}\n${section.join('\n')}\n`;
}

/** `Edit src/x.ts`, `Bash npm publish`: one line per denied call. */
export function describeDenial(denial: PermissionDenial): string {
  const input = (denial.tool_input ?? {}) as Record<string, unknown>;
  const target = ['file_path', 'notebook_path', 'command', 'url', 'pattern', 'path']
    .map((key) => input[key])
    .find((value): value is string => typeof value === 'string');
  return cutText(
    `${denial.tool_name} ${target ?? JSON.stringify(input)}`.replace(/\s+/g, ' '),
    300,
  );
}

function deniedCalls(work: Pick<FinishedWork, 'agent'>): string[] {
  return (work.agent.result?.permission_denials ?? []).map(describeDenial);
}

/**
 * What the execution may publish: changes to the plan's files only. A plan command can run
 * code the model wrote, and that code can change any file; such a change is left out of the
 * commit (it stays in the runner's checkout) and listed as outside the approved plan.
 */
function planScope(approved: Approved): PathScope {
  const files = approved.comment.plan.files;
  return {
    covers: approved.bounds.coversPath,
    detail: `outside the approved plan (its files: ${files.length > 0 ? files.join(', ') : 'none'})`,
  };
}

function planSection(
  run: ActionRun,
  approved: Approved,
  work: FinishedWork,
  commit: CommitOutcome,
): string {
  const outside = commit.leftOut
    .filter((entry) => entry.reason === 'outside_scope')
    .map((entry) => entry.displayPath);
  return renderPlanSection(
    {
      planUrl: approved.comment.url,
      approvedBy: approved.approvedBy,
      denied: deniedCalls(work),
      outside,
    },
    run.redact,
  );
}

/**
 * The work needs more than the plan: the work so far is committed and pushed to
 * the branch (no pull request yet), the amended plan is posted, and the run ends
 * `needs_approval`.
 */
async function stopForAmendment(
  run: ActionRun,
  work: FinishedWork,
  progress: ProgressReporter,
  asked: { approved: Approved; amendment: Amendment },
): Promise<Publication> {
  const { approved, amendment } = asked;
  const publication = await publishWork(run, work, progress, {
    subject: commitSubject(work.context, work.agent.result),
    scope: planScope(approved),
  });
  const branch = work.prepared?.branch ?? undefined;
  const plan: Plan = {
    ...amendedPlan(approved.comment.plan, amendment),
    ...(branch ? { branch } : {}),
    amends: approved.comment.url,
    approvals: approved.approvedBy,
  };
  const posted = await postAmendedPlan(run, work, { approved, plan });
  if ('error' in posted) {
    publication.errors.push(posted.error);
    return publication;
  }
  publication.terminalReason = 'needs_approval';
  publication.summary = `The work needs more than the approved plan: posted [an amended plan](${posted.url}) (${cutText(amendment.reason, 300)}). The work so far is on the branch${branch ? ` \`${branch}\`` : ''}; approving the amended plan continues it.`;
  return publication;
}

async function postAmendedPlan(
  run: ActionRun,
  work: FinishedWork,
  plans: { approved: Approved; plan: Plan },
): Promise<{ url: string } | { error: string }> {
  const { approved, plan } = plans;
  const number = work.context.number;
  if (number === undefined) return { error: 'The amended plan has no issue to go on' };
  const body = renderPlanComment(
    {
      plan,
      digest: planDigest(plan),
      runId: run.runner.runId,
      runUrl: run.runUrl,
      requester: run.trigger.actor.login,
      triggerPhrase: run.inputs.triggerPhrase,
      maxBudgetUsd: run.inputs.maxBudgetUsd,
      amended: {
        earlierUrl: approved.comment.url,
        earlier: approved.comment.plan,
        denied: deniedCalls(work),
      },
      unreachableHosts: planBounds(plan, {
        workspaceRoot: run.runner.workspace,
        maxBudgetUsd: run.inputs.maxBudgetUsd,
        allowedDomains: run.inputs.allowedDomains,
      }).unreachableHosts,
    },
    run.redact,
  );
  try {
    const { data } = await run.client.rest.issues.createComment({
      owner: run.trigger.repo.owner,
      repo: run.trigger.repo.repo,
      issue_number: number,
      body,
    });
    return { url: data.html_url };
  } catch (error) {
    return { error: `Could not post the amended plan: ${run.redact(describeApiError(error))}` };
  }
}

/**
 * The answer to `approve` from someone the gate refused for lacking write access:
 * no run starts, and the comment says why (an approval must come from a writer).
 */
export async function answerRefusedApproval(input: {
  client: ActionRun['client'];
  trigger: ActionRun['trigger'];
  reason: string;
  runUrl: string;
  runId: string;
  redact: (text: string) => string;
}): Promise<string | undefined> {
  const { trigger } = input;
  if (trigger.number === undefined) return undefined;
  try {
    await input.client.rest.issues.createComment({
      owner: trigger.repo.owner,
      repo: trigger.repo.repo,
      issue_number: trigger.number,
      body: renderNotAnApproval(
        {
          approver: trigger.actor.login,
          reason: `${input.reason}; only someone with write access can approve a plan`,
          runUrl: input.runUrl,
          runId: input.runId,
        },
        input.redact,
      ),
    });
    return undefined;
  } catch (error) {
    return `Could not answer the approval: ${input.redact(describeApiError(error))}`;
  }
}
