/**
 * Task mode: a scheduled, dispatched or otherwise automated maintenance run.
 * Every run of one task works on the same branch, `<branch_prefix>task-<slug>`,
 * and the work goes in one pull request that later runs update. A branch that
 * holds only the agent's commits is rebased onto a base that moved on; a
 * person's commit is never rewritten; nothing to change leaves the branch and
 * its pull request as they were.
 */
import type { PreparedWorkspace } from '../../git/workspace.js';
import { automationPullRequestTitle } from '../../github/pull-request.js';
import { agentTrailer } from '../../maintenance/agent-commits.js';
import { rebaseTaskBranch, taskBranchName, taskSlug } from '../../maintenance/task-branch.js';
import { taskBranchNote, taskPrompt } from '../../maintenance/prompt.js';
import type { ModePolicy } from '../../run/policy.js';
import { runMemoryBlock } from '../follow-up.js';
import { publishWork } from '../publish.js';
import type { ActionRun } from '../../run/run-context.js';
import { defaultTools, pullRequestBody, writerNetwork } from './common.js';
import { commitSubject } from './subject.js';

export function taskPolicy(run: ActionRun): ModePolicy {
  const { inputs } = run;
  /** Set when the branch was rebased: the push may replace only this remote commit. */
  let replaceOnlyIfAt: string | undefined;
  return {
    name: 'task',
    checksWork: true,
    otherRepositories: 'change',
    // Every run of the task continues `<prefix>task-<slug>` (of task_name, else of the prompt).
    workspaceTarget: (context) => ({
      kind: 'new-branch',
      branch: taskBranchName(inputs.branchPrefix, inputs.taskName ?? '', context.request),
      base: context.baseBranch,
    }),
    prompt: taskPrompt,
    describeWorkspace: (prepared: PreparedWorkspace) =>
      `Working on the task branch ${prepared.branch}${prepared.reused ? ' (continuing it)' : ''}`,
    async beforeAgent(context, prepared, prompt) {
      if (!prepared.reused || !prepared.branch) {
        return {
          prepared,
          prompt: `${prompt}\n${taskBranchNote(prepared.branch ?? '', { continued: false })}\n`,
        };
      }
      const start = await rebaseTaskBranch({
        repository: prepared.repository,
        remoteUrl: prepared.remoteUrl,
        token: inputs.githubToken,
        branch: prepared.branch,
        base: context.baseBranch,
        startSha: prepared.startSha,
      });
      run.log.info(start.description);
      replaceOnlyIfAt = start.replaceOnlyIfAt;
      const note = taskBranchNote(prepared.branch, { continued: true, detail: start.description });
      return {
        prepared: { ...prepared, startSha: start.startSha },
        prompt: `${prompt}\n${note}\n`,
      };
    },
    tools: () => defaultTools(inputs),
    network: writerNetwork,
    publish(work, progress) {
      const { context, agent } = work;
      return publishWork(run, work, progress, {
        subject: commitSubject(context, agent.result),
        trailers: [
          agentTrailer({ kind: 'task', slug: taskSlug(inputs.taskName, context.request) }),
        ],
        ...(replaceOnlyIfAt ? { replaceOnlyIfAt } : {}),
        leaveUnchanged: true,
        memoryBlock: (files) => runMemoryBlock(run, agent.result?.result, progress, files),
        ...(inputs.createPr
          ? {
              pullRequest: {
                title: automationPullRequestTitle(
                  inputs.taskName || context.request,
                  run.runner.runId,
                ),
                // What a follow-up `@agent` on the pull request starts from (as on an issue's).
                body: (commit) =>
                  pullRequestBody(run, work, {
                    prompt: context.request,
                    memoryBlock: runMemoryBlock(run, agent.result?.result, progress, commit.files),
                  }),
              },
            }
          : {}),
      });
    },
  };
}
