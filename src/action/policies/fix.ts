/**
 * Fix mode: a request on an issue or a pull request. The agent works on the
 * issue's branch (or the PR's own branch), the work is committed and pushed,
 * and an issue's work goes in a pull request that closes it. A fork's PR is
 * answered read-only.
 */
import type { PreparedWorkspace } from '../../git/workspace.js';
import type { TaskContext } from '../../github/context.js';
import { pullRequestTitle } from '../../github/pull-request.js';
import { planWorkspace } from '../../github/workspace-plan.js';
import { renderPullRequestBody } from '../../report/final-report.js';
import { describeTerminalReason } from '../../report/terminal-reason.js';
import type { TerminalReason } from '../../loop/events.js';
import type { ModePolicy } from '../policy.js';
import { publishWork } from '../publish.js';
import type { ActionRun } from '../run-context.js';
import { commitSubject } from './subject.js';

export function fixPolicy(run: ActionRun): ModePolicy {
  const { inputs } = run;
  return {
    name: 'fix',
    workspaceTarget: (context) =>
      planWorkspace(context, { branchPrefix: inputs.branchPrefix, runId: run.runner.runId }),
    describeWorkspace: (prepared: PreparedWorkspace) =>
      prepared.readOnly
        ? 'Read-only run (pull request from a fork): nothing will be pushed'
        : `Working on branch ${prepared.branch}${prepared.reused ? ' (continuing it)' : ''}`,
    tools: () => ({
      allowedTools: inputs.allowedTools,
      disallowedTools: inputs.disallowedTools,
      extraTools: [],
    }),
    async publish(work, progress) {
      const { context, agent } = work;
      const issueNumber = context.mode === 'issue' ? context.number : undefined;
      const publication = await publishWork(run, work, progress, {
        subject: commitSubject(context, agent.result),
        // An issue's work goes in a pull request that closes it (a draft that only refers to it when partial).
        ...(issueNumber !== undefined && inputs.createPr
          ? {
              pullRequest: issuePullRequest(
                run,
                context,
                issueNumber,
                work.partial,
                agent.result?.result,
              ),
            }
          : {}),
      });
      if (work.prepared?.readOnly) publication.forkPullRequest = true;
      return publication;
    },
  };
}

function issuePullRequest(
  run: ActionRun,
  context: TaskContext,
  issueNumber: number,
  partial: string | undefined,
  summary: string | undefined,
): { title: string; body: string } {
  return {
    title: pullRequestTitle(context.title, issueNumber),
    body: renderPullRequestBody(
      {
        issueNumber,
        summary: summary ?? '',
        runUrl: run.runUrl,
        requester: run.trigger.actor.login,
        ...(partial ? { partialReason: describeTerminalReason(partial as TerminalReason) } : {}),
      },
      run.redact,
    ),
  };
}
