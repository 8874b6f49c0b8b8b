/**
 * A review's autofix (docs/contract.md#review-autofix): a fix run for the findings the
 * review just posted, on its own branch `<branch_prefix>autofix-<number>` from the pull
 * request's head branch, published as a pull request INTO that branch. The author's
 * branch is never pushed to, and a fork's pull request never gets here (../autofix.ts).
 */
import type { ReviewFinding } from '../../review/finding.js';
import type { TerminalReason } from '../../../engine/events/stream.js';
import type { GitHubId } from '../../github/ids.js';
import type { TaskContext } from '../../github/context.js';
import type { FinishedWork, ModePolicy, Publication } from '../../run/policy.js';
import type { ActionRun } from '../../run/run-context.js';
import { buildPrompt } from '../../prompts/request.js';
import { publishWork } from '../publish.js';
import { defaultTools, pullRequestBody, writerNetwork } from './common.js';
import { autofixBranch, fixedNumbers, renderAutofixList } from '../../review/autofix-text.js';

/** A finding the autofix is asked to fix, with the review comment that holds its thread. */
export interface AutofixFinding {
  finding: ReviewFinding;
  /** The inline comment's id; undefined for a finding listed in the review body. */
  commentId?: GitHubId;
}

/** What the autofix run published, for the review's report and the thread replies. */
export interface AutofixResult {
  publication: Publication;
  /** The findings the agent says it fixed (their index in the list it was given). */
  fixed: AutofixFinding[];
  notFixed: AutofixFinding[];
  /** Why the fix run stopped before it finished, when it did (its work published as a draft). */
  partial?: TerminalReason;
}

/** The policy of the autofix of pull request `context.number`; `done` receives what it published. */
export function autofixPolicy(
  run: ActionRun,
  findings: readonly AutofixFinding[],
  done: (result: AutofixResult) => void,
): ModePolicy {
  const { inputs } = run;
  return {
    name: 'fix',
    checksWork: true,
    // No otherRepositories: the review's findings are fixed in this repository only.
    workspaceTarget: async (context) => {
      const pull = context.pullRequest;
      if (!pull || pull.isFork) return { stop: "No autofix on a fork's pull request." };
      const branch = autofixBranch(inputs.branchPrefix, context.number ?? 0);
      // The author's branch is never the one pushed to.
      if (branch === pull.headRef) return { stop: `The pull request's own branch is ${branch}.` };
      return { kind: 'new-branch', branch, base: pull.headRef };
    },
    prompt: (context) => autofixPrompt(context, findings),
    describeWorkspace: (prepared) => `Autofix on branch ${prepared.branch ?? ''}`,
    tools: () => defaultTools(inputs),
    network: writerNetwork,
    async publish(work, progress) {
      const fixedSet = new Set(fixedNumbers(work.agent.result?.result ?? '', findings.length));
      const fixed = findings.filter((_, index) => fixedSet.has(index + 1));
      const notFixed = findings.filter((_, index) => !fixedSet.has(index + 1));
      const publication = await publishWork(run, work, progress, {
        subject: `Fix review findings on #${work.context.number ?? 0}`,
        pullRequest: {
          title: `Autofix: review findings on #${work.context.number ?? 0}`,
          body: () => autofixBody(run, work, fixed, notFixed),
          base: work.context.pullRequest?.headRef ?? work.context.baseBranch,
        },
      });
      done({ publication, fixed, notFixed, ...(work.partial ? { partial: work.partial } : {}) });
      return publication;
    },
  };
}

function autofixPrompt(context: TaskContext, findings: readonly AutofixFinding[]): string {
  const pull = context.pullRequest;
  return buildPrompt(
    { ...context, request: 'Fix the findings of the review listed below.' },
    {
      instruction: [
        `You are fixing what a code review found on pull request #${context.number ?? 0}`,
        `(branch ${pull?.headRef ?? ''}) in ${context.repo.owner}/${context.repo.repo}.`,
        'Fix each finding below with the smallest change that resolves it; change nothing else.',
        'A finding you judge wrong, or cannot fix safely, is left alone.',
        'End your final answer with one line `Fixed: <numbers>` naming the findings you fixed',
        '(e.g. `Fixed: 1, 3`, or `Fixed: none`), then one line `Not fixed <number>: <why>` for',
        'each of the others.',
      ].join('\n'),
      sections: [
        `## Findings to fix\n\n${renderAutofixList(findings.map((item) => item.finding))}`,
      ],
    },
  );
}

function autofixBody(
  run: ActionRun,
  work: FinishedWork,
  fixed: readonly AutofixFinding[],
  notFixed: readonly AutofixFinding[],
): string {
  const number = work.context.number ?? 0;
  const lines = [`Fixes findings of the review of #${number}.`, ''];
  lines.push(`**Fixed (${fixed.length}):**`, '');
  lines.push(renderAutofixList(fixed.map((item) => item.finding)) || '_none_', '');
  lines.push(`**Could not fix (${notFixed.length}):**`, '');
  lines.push(renderAutofixList(notFixed.map((item) => item.finding)) || '_none_');
  return pullRequestBody(
    run,
    work,
    { prompt: `Autofix of the review findings on #${number}` },
    lines.join('\n'),
  );
}
