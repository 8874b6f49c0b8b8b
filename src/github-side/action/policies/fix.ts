/**
 * Fix mode: a request on an issue or a pull request. The agent works on the
 * issue's branch (or the PR's own branch), the work is committed and pushed,
 * and an issue's work goes in a pull request that closes it. A fork's PR is
 * answered read-only.
 */
import type { CommitOutcome } from '../../git/commit.js';
import type { PathScope } from '../../git/publish-checks.js';
import { issueBranchName } from '../../git/ref-name.js';
import type { PreparedWorkspace, WorkspaceTarget } from '../../git/workspace.js';
import type { TaskContext } from '../../github/context.js';
import type { FixTarget } from '../../github/verbs.js';
import { pullRequestTitle } from '../../github/pull-request.js';
import { fixPrompt } from '../../prompts/fix.js';
import { closeReviewThread, fixPromptSections, runMemoryBlock } from '../follow-up.js';
import type { FinishedWork, ModePolicy } from '../../run/policy.js';
import { publishWork } from '../publish.js';
import type { ActionRun } from '../../run/run-context.js';
import { defaultTools, pullRequestBody, writerNetwork } from './common.js';
import { commitSubject } from './subject.js';
import { failingChecksNote } from '../../report/self-check.js';

/** What another mode built on fixing adds (the plan's execution). */
export interface FixOptions {
  /** A section of the pull request's body after the summary (what the commit holds known). */
  pullRequestSection?: (work: FinishedWork, commit: CommitOutcome) => string | undefined;
  /** Only changes to these paths are published (an approved plan's files, known once it is checked). */
  scope?: () => PathScope;
}

export function fixPolicy(run: ActionRun, target: FixTarget, options: FixOptions = {}): ModePolicy {
  const { inputs } = run;
  // An issue's work goes in a pull request that closes it; a review comment's fix answers its thread.
  const closesIssue = target === 'issue';
  const answersThread = target === 'review_comment';
  return {
    name: 'fix',
    checksWork: true,
    otherRepositories: 'change',
    workspaceTarget: (context) => fixWorkspaceTarget(context, inputs.branchPrefix),
    prompt: fixPrompt,
    describeWorkspace: (prepared: PreparedWorkspace) =>
      prepared.readOnly
        ? 'Read-only run (pull request from a fork): nothing will be pushed'
        : `Working on branch ${prepared.branch}${prepared.reused ? ' (continuing it)' : ''}`,
    tools: () => defaultTools(inputs),
    network: writerNetwork,
    promptSections: (context) => fixPromptSections(run, context),
    async publish(work, progress) {
      const { context, agent } = work;
      const summary = agent.result?.result;
      // A follow-up on a draft whose checks fail starts from what fails.
      const remembered = [summary ?? '', failingChecksNote(agent.result?.self_check)]
        .filter(Boolean)
        .join('\n\n');
      const issueNumber = closesIssue ? context.number : undefined;
      const memory = (commit: CommitOutcome) =>
        runMemoryBlock(run, remembered, progress, commit.files);
      const publication = await publishWork(run, work, progress, {
        subject: commitSubject(context, agent.result),
        // A change set's pull requests all carry the set's memory (every repository's files).
        memoryBlock: (files) => runMemoryBlock(run, remembered, progress, files),
        ...(options.scope ? { scope: options.scope() } : {}),
        // An issue's work goes in a pull request that closes it (a draft that only refers to it when partial).
        ...(issueNumber !== undefined && inputs.createPr
          ? {
              pullRequest: issuePullRequest(
                run,
                work,
                {
                  issueNumber,
                  section: (commit) => options.pullRequestSection?.(work, commit),
                },
                memory,
              ),
            }
          : {}),
      });
      if (work.prepared?.readOnly) {
        publication.forkPullRequest = true;
      } else {
        // The next follow-up on the PR starts from what this run leaves (a change set's, when set).
        publication.memoryBlock ??= runMemoryBlock(
          run,
          remembered,
          progress,
          publication.commit?.files ?? [],
        );
        if (answersThread) await closeReviewThread(run, context, publication, summary);
      }
      return publication;
    },
  };
}

/**
 * No pull request (an issue) → `<prefix>issue-<n>-<slug>` from the base branch;
 * same-repo PR (or review comment) → its head branch; fork PR → read-only.
 */
export function fixWorkspaceTarget(context: TaskContext, branchPrefix: string): WorkspaceTarget {
  const pull = context.pullRequest;
  if (!pull) {
    return {
      kind: 'new-branch',
      branch: issueBranchName(branchPrefix, context.number ?? 0, context.title),
      base: context.baseBranch,
    };
  }
  if (pull.isFork) {
    return {
      kind: 'read-only',
      ...(context.number !== undefined ? { pullNumber: context.number } : {}),
    };
  }
  return { kind: 'existing-branch', branch: pull.headRef };
}

function issuePullRequest(
  run: ActionRun,
  work: FinishedWork,
  about: { issueNumber: number; section: (commit: CommitOutcome) => string | undefined },
  memory: (commit: CommitOutcome) => string,
): { title: string; body: (commit: CommitOutcome) => string } {
  const { issueNumber, section } = about;
  return {
    title: pullRequestTitle(work.context.title, issueNumber),
    body: (commit) =>
      pullRequestBody(run, work, { issueNumber, memoryBlock: memory(commit) }, section(commit)),
  };
}
