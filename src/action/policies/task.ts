/**
 * Task mode: a scheduled, dispatched or otherwise automated maintenance run.
 * The agent works on a branch of its own from the base and the work goes in a
 * pull request (a maintainer expects one to review).
 */
import type { PreparedWorkspace } from '../../git/workspace.js';
import { automationPullRequestTitle } from '../../github/pull-request.js';
import { planWorkspace } from '../../github/workspace-plan.js';
import type { TerminalReason } from '../../loop/events.js';
import { renderPullRequestBody } from '../../report/final-report.js';
import { describeTerminalReason } from '../../report/terminal-reason.js';
import type { ModePolicy } from '../policy.js';
import { publishWork } from '../publish.js';
import type { ActionRun } from '../run-context.js';
import { commitSubject } from './subject.js';

export function taskPolicy(run: ActionRun): ModePolicy {
  const { inputs } = run;
  return {
    name: 'task',
    workspaceTarget: (context) =>
      planWorkspace(context, { branchPrefix: inputs.branchPrefix, runId: run.runner.runId }),
    describeWorkspace: (prepared: PreparedWorkspace) =>
      `Working on branch ${prepared.branch}${prepared.reused ? ' (continuing it)' : ''}`,
    tools: () => ({
      allowedTools: inputs.allowedTools,
      disallowedTools: inputs.disallowedTools,
      extraTools: [],
    }),
    publish(work, progress) {
      const { context, agent, partial } = work;
      return publishWork(run, work, progress, {
        subject: commitSubject(context, agent.result),
        ...(inputs.createPr
          ? {
              pullRequest: {
                title: automationPullRequestTitle(context.request, run.runner.runId),
                body: renderPullRequestBody(
                  {
                    prompt: context.request,
                    summary: agent.result?.result ?? '',
                    runUrl: run.runUrl,
                    requester: run.trigger.actor.login,
                    ...(partial
                      ? { partialReason: describeTerminalReason(partial as TerminalReason) }
                      : {}),
                  },
                  run.redact,
                ),
              },
            }
          : {}),
      });
    },
  };
}
