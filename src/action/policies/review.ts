/**
 * Review mode: the PR head is checked out read-only, the agent gets the
 * read-only tools plus ReviewComment, and what it found is posted as one
 * pull-request review. Nothing is committed or pushed.
 *
 * Before the loop, the review is planned (src/review/plan.ts): a re-review
 * covers only the commits since the last reviewed one, the scope leaves out
 * ignored, generated and vendored files and lockfiles, and a large pull request
 * is split into file groups reviewed at once. After it, findings already posted
 * are left out, the rest carry their fingerprint, and threads whose code has
 * changed are answered and resolved.
 */
import * as core from '@actions/core';
import type { PreparedWorkspace } from '../../git/workspace.js';
import type { ChangedFile, TaskContext } from '../../github/context.js';
import { describeApiError } from '../../github/octokit.js';
import { buildPrompt } from '../../github/prompt.js';
import { postReview } from '../../github/review.js';
import { planWorkspace } from '../../github/workspace-plan.js';
import { groupInstructions, groupLabel } from '../../review/groups.js';
import type { PullFile } from '../../review/incremental.js';
import { findingMarker, reviewedMarker } from '../../review/ledger.js';
import { planReview, settleFindings, type ReviewPlan } from '../../review/plan.js';
import { escapeWorkflowCommands } from '../../safety/log-safety.js';
import { createReviewCommentTool, type ReviewCommentTool } from '../../tools/review-comment.js';
import type { AgentPart } from '../agent.js';
import type { ModePolicy, Publication, ToolSettings } from '../policy.js';
import type { ActionRun } from '../run-context.js';

/** Tools a review never gets: it changes nothing. */
const WRITING_TOOLS = ['Write', 'Edit'];
/** The identity GITHUB_TOKEN posts as; its markers are the only ones trusted. */
const DEFAULT_BOT_LOGIN = 'github-actions[bot]';

export function reviewPolicy(run: ActionRun): ModePolicy {
  const { inputs } = run;
  const reviewTools: ReviewCommentTool[] = [];
  let plan: ReviewPlan | undefined;
  let repository: PreparedWorkspace['repository'] | undefined;
  const toolSettings = (files: readonly ChangedFile[]): ToolSettings => {
    const tool = createReviewCommentTool(files);
    reviewTools.push(tool);
    return {
      allowedTools: inputs.allowedTools.length > 0 ? [...inputs.allowedTools, 'ReviewComment'] : [],
      disallowedTools: [...inputs.disallowedTools, ...WRITING_TOOLS],
      extraTools: [tool],
    };
  };
  return {
    name: 'review',
    workspaceTarget: (context) =>
      planWorkspace(context, { branchPrefix: inputs.branchPrefix, runId: run.runner.runId }),
    describeWorkspace: () =>
      'Review run: the PR head is checked out read-only and nothing will be pushed',
    tools: (context) => toolSettings(context.pullRequest?.files ?? []),
    async parts(context, prepared, prompt) {
      const pull = context.pullRequest;
      if (!pull || context.number === undefined) {
        return [{ prompt, tools: toolSettings([]), label: 'review' }];
      }
      repository = prepared.repository;
      plan = await planReview({
        client: run.client,
        repo: run.trigger.repo,
        pullNumber: context.number,
        headSha: pull.headSha,
        baseSha: pull.baseSha,
        files: pull.files.map(toPullFile),
        repository: prepared.repository,
        botLogin: DEFAULT_BOT_LOGIN,
        reviewPaths: inputs.reviewPaths,
        reviewIgnore: inputs.reviewIgnore,
        // Someone asked (a comment): review even with no new commit.
        requested: run.trigger.comment !== undefined,
        warn: (message) => core.warning(escapeWorkflowCommands(run.redact(message))),
      });
      core.info(escapeWorkflowCommands(plan.coverage));
      return partsOf(context, plan, toolSettings);
    },
    async publish(work, progress) {
      const publication: Publication = { errors: [] };
      const { context, agent } = work;
      const result = agent.result;
      const found = reviewTools.flatMap((tool) => tool.comments());
      if (!context.pullRequest || context.number === undefined) return publication;
      if (!result || (result.is_error && found.length === 0)) return publication;
      const headSha = context.pullRequest.headSha;
      try {
        progress.step('Posting the review');
        let comments = found;
        if (plan && repository) {
          const settled = await settleFindings({
            client: run.client,
            repo: run.trigger.repo,
            pullNumber: context.number,
            headSha,
            baseSha: context.pullRequest.baseSha,
            repository,
            botLogin: DEFAULT_BOT_LOGIN,
            plan,
            comments: found,
          });
          comments = settled.fresh.map(({ fingerprint, ...comment }) => ({
            ...comment,
            marker: findingMarker(fingerprint),
          }));
          core.info(
            `Findings: ${settled.fresh.length} new, ${settled.repeats.length} already posted; ${settled.closed.resolved} fixed threads resolved`,
          );
          for (const failure of settled.closed.failures) {
            core.warning(
              escapeWorkflowCommands(run.redact(`Could not resolve a thread: ${failure}`)),
            );
          }
        }
        const review = await postReview({
          client: run.client,
          repo: run.trigger.repo,
          pullNumber: context.number,
          commitId: headSha,
          summary: plan ? `${result.result}\n\n---\n${plan.coverage}` : result.result,
          comments,
          redact: run.redact,
          footer: `<sub>Review by agent-loop for \`@${run.trigger.actor.login}\` · [View run](${run.runUrl})</sub>`,
        });
        publication.review = review;
        // A complete review covered the head: the next one starts from there.
        if (!result.is_error) publication.reportMarker = reviewedMarker(headSha);
        core.info(
          review.folded
            ? `Review posted (GitHub refused the inline comments; they are in its body): ${review.url}`
            : `Review posted with ${review.inlineComments} inline comments: ${review.url}`,
        );
      } catch (error) {
        publication.errors.push(
          `Could not post the review: ${run.redact(describeApiError(error))}`,
        );
      }
      return publication;
    },
  };
}

function toPullFile(file: ChangedFile): PullFile {
  return {
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    ...(file.patch !== undefined ? { patch: file.patch } : {}),
  };
}

/** One loop, or one per file group; each prompt shows only its files' diffs and the coverage. */
function partsOf(
  context: TaskContext,
  plan: ReviewPlan,
  toolSettings: (files: readonly ChangedFile[]) => ToolSettings,
): AgentPart[] {
  const pull = context.pullRequest!;
  const promptFor = (files: readonly PullFile[], note: string) =>
    `${buildPrompt({
      ...context,
      pullRequest: {
        ...pull,
        files: [
          ...files,
          ...plan.scope.summarized.map(({ file }) => ({ ...file, patch: undefined })),
        ].map(({ filename, status, additions, deletions, patch }) => ({
          filename,
          status,
          additions,
          deletions,
          ...(patch !== undefined ? { patch } : {}),
        })),
      },
    })}\n## What this review covers\n\n${plan.coverage}${note ? `\n\n${note}` : ''}\n`;
  const groups = plan.groups.length > 0 ? plan.groups : [[]];
  return groups.map((group, index) => {
    const names = new Set(group.map((file) => file.filename));
    const files =
      groups.length > 1 ? pull.files.filter((file) => names.has(file.filename)) : pull.files;
    return {
      prompt: promptFor(group, groupInstructions(group, index, groups.length)),
      tools: toolSettings(files),
      label: groupLabel(group, index),
    };
  });
}
