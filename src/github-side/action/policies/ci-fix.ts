/**
 * CI-fix mode (a task, started by a failed `workflow_run`): the fix goes where
 * the failed run's branch lives (see src/github-side/maintenance/ci-fix.ts). A same-repository
 * PR branch gets the fix pushed; the default branch (or a branch without a PR)
 * gets a fix branch and a pull request; a fork's PR gets a diagnosis comment and
 * no push, from an agent that may only read. After `max_ci_fix_attempts` fixes
 * in a row on a branch the run stops before the model and says why.
 */
import { describeApiError } from '../../github/octokit.js';
import { checkCiFixActor, parseAllowedBots } from '../../github/gate.js';
import { planCiFix } from '../../maintenance/ci-fix.js';
import {
  ciFixTrailer,
  ciFixWorkspaceTarget,
  describeCiFix,
  FORK_DIAGNOSIS_TOOLS,
  startCiFix,
  type CiFixPlan,
} from '../../maintenance/ci-fix-run.js';
import {
  GITHUB_BODY_LIMIT,
  sanitizeModelText,
  truncateText,
} from '../../../engine/safety/markdown-safety.js';
import { runMarker } from '../../../engine/safety/marker.js';
import { buildPrompt } from '../../prompts/request.js';
import { cutTextWithMarker } from '../../../engine/text/cut.js';
import type { PreparedWorkspace } from '../../git/workspace.js';
import type { TaskContext } from '../../github/context.js';
import type { WorkflowRunInfo } from '../../github/event.js';
import type {
  AgentStart,
  FinishedWork,
  ModePolicy,
  Publication,
  RunStop,
} from '../../run/policy.js';
import type { ProgressReporter } from '../../run/progress.js';
import { publishWork } from '../publish.js';
import type { ActionRun } from '../../run/run-context.js';
import { defaultTools, pullRequestBody, writerNetwork } from './common.js';
import { commitSubject } from './subject.js';

type FailedRun = WorkflowRunInfo;

/** The policy of a CI fix for the `failed` workflow run. */
export function ciFixPolicy(run: ActionRun, failed: FailedRun): ModePolicy {
  const { inputs } = run;
  /** Where the fix goes; set once the run is planned. */
  let target: CiFixPlan | undefined;
  return {
    name: 'task',
    checksWork: true,
    otherRepositories: 'change',
    async workspaceTarget() {
      const plan = await planTarget(run, failed);
      if (plan.kind === 'skip') return { stop: `Not fixing CI: ${plan.reason}.` };
      target = plan;
      return ciFixWorkspaceTarget(plan);
    },
    // Replaced before the agent by the prompt around the failed jobs' logs (beforeAgent).
    prompt: (context) =>
      buildPrompt(context, {
        instruction: `You are fixing a failed CI run in ${context.repo.owner}/${context.repo.repo}.`,
      }),
    describeWorkspace: () => (target ? describeCiFix(target, inputs.maxCiFixAttempts) : ''),
    // The failed branch may be a fork's, or hold the agent's own commits: the base decides.
    trust: (context, prepared) => ({
      ...(target?.kind === 'fork'
        ? {
            untrusted: target.startedBy
              ? 'the checkout is a pull request whose failed run was started by an account without write access'
              : "the checkout is a fork's pull request",
          }
        : {}),
      baseBranch: context.baseBranch,
      checkoutIsBase:
        prepared.startsFromBase &&
        target?.kind === 'new-branch' &&
        target.base === context.baseBranch,
    }),
    async beforeAgent(context, prepared) {
      if (!target) throw new Error('the CI fix was not planned');
      return startFix(run, failed, target, context, prepared);
    },
    tools: () =>
      target?.kind === 'fork'
        ? {
            // The fork's code and logs are read, never run or changed.
            allowedTools: [...FORK_DIAGNOSIS_TOOLS],
            disallowedTools: [...inputs.disallowedTools, 'Bash', 'Write', 'Edit'],
            extraTools: [],
          }
        : defaultTools(inputs),
    // A fork's branch is checked out read-only: no network.
    network: writerNetwork,
    async publish(work, progress): Promise<Publication> {
      if (!target) return { errors: [] };
      return publishFix(run, failed, target, work, progress);
    },
  };
}

/** Where the fix goes, or why there is none; a fix only for a run a writer started. */
function planTarget(run: ActionRun, failed: FailedRun) {
  const { inputs, trigger } = run;
  return planCiFix({
    client: run.client,
    repo: trigger.repo,
    run: failed,
    branchPrefix: inputs.branchPrefix,
    // A fix pushes: only for a run a writer started (its logs and code steer the model).
    mayFix: (actor) =>
      checkCiFixActor(
        {
          client: run.client,
          trigger,
          allowedBots: parseAllowedBots(inputs.allowedBots),
          identity: run.identity,
        },
        actor,
      ),
  });
}

/** The prompt around the failed jobs' logs, or a stop (said on the PR) after too many attempts. */
async function startFix(
  run: ActionRun,
  failed: FailedRun,
  target: CiFixPlan,
  context: TaskContext,
  prepared: PreparedWorkspace,
): Promise<AgentStart | RunStop> {
  const start = await startCiFix({
    client: run.client,
    repo: run.trigger.repo,
    run: failed,
    target,
    prepared,
    maxAttempts: run.inputs.maxCiFixAttempts,
    redact: run.redact,
    trustedBranch: context.baseBranch,
    ...(context.projectInstructions ? { projectInstructions: context.projectInstructions } : {}),
  });
  if ('stop' in start) {
    if (start.pullNumber !== undefined)
      await comment(run, start.pullNumber, `### ⏸️ agent-loop stopped fixing CI\n\n${start.stop}`);
    return { stop: start.stop };
  }
  return { prepared, prompt: start.prompt };
}

/** A fork gets the diagnosis comment; a branch the fix pushed (and a PR for a new branch). */
function publishFix(
  run: ActionRun,
  failed: FailedRun,
  target: CiFixPlan,
  work: FinishedWork,
  progress: ProgressReporter,
): Promise<Publication> {
  const { context, agent } = work;
  if (target.kind === 'fork') return postDiagnosis(run, failed, target, agent.result?.result);
  return publishWork(run, work, progress, {
    subject: commitSubject(context, agent.result),
    trailers: [ciFixTrailer(failed)],
    leaveUnchanged: true,
    ...(target.kind === 'new-branch' && run.inputs.createPr
      ? {
          pullRequest: {
            title: cutTextWithMarker(`Fix CI: ${failed.name} on ${target.base}`, 240),
            base: target.base,
            body: pullRequestBody(run, work, { prompt: context.request }),
          },
        }
      : {}),
  });
}

/** The fork's PR gets the diagnosis as a comment; nothing was or will be pushed. */
async function postDiagnosis(
  run: ActionRun,
  failed: FailedRun,
  target: Extract<CiFixPlan, { kind: 'fork' }>,
  summary: string | undefined,
): Promise<Publication> {
  const pullNumber = target.pullNumber;
  const publication: Publication = { errors: [], forkPullRequest: true };
  const text = sanitizeModelText((summary ?? '').trim(), run.redact);
  if (!text) {
    publication.errors.push(
      'The agent gave no diagnosis, so nothing was posted on the pull request',
    );
    return publication;
  }
  const link = failed.htmlUrl ? `[${failed.name}](${failed.htmlUrl})` : `"${failed.name}"`;
  const because = target.startedBy
    ? `It was started by \`${failed.triggeringActor?.login ?? 'someone'}\`, who has no write access`
    : 'This pull request comes from a fork';
  const intro = `The CI run ${link} failed on this pull request. ${because}, so agent-loop only read the code and the logs and pushed nothing; here is what it found.`;
  const error = await comment(
    run,
    pullNumber,
    `### 🔍 CI failure diagnosis\n\n${intro}\n\n${truncateText(text, GITHUB_BODY_LIMIT - 2_000)}`,
  );
  if (error) publication.errors.push(error);
  return publication;
}

/** Posts a comment (with the run marker and link) on the PR; returns why it failed, if it did. */
async function comment(run: ActionRun, number: number, body: string): Promise<string | undefined> {
  const footer = `<sub>agent-loop · [View run](${run.runUrl})</sub>\n\n${runMarker(run.runner.runId)}`;
  try {
    await run.client.rest.issues.createComment({
      owner: run.trigger.repo.owner,
      repo: run.trigger.repo.repo,
      issue_number: number,
      body: `${body}\n\n${footer}`,
    });
    return undefined;
  } catch (error) {
    const message = `Could not comment on pull request #${number}: ${run.redact(describeApiError(error))}`;
    run.log.warning(message);
    return message;
  }
}
