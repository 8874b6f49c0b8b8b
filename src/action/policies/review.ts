/**
 * Review mode: the PR head is checked out read-only, the agent gets the
 * read-only tools plus ReviewComment, and what it found is posted as one
 * pull-request review. Nothing is committed or pushed.
 */
import * as core from '@actions/core';
import { describeApiError } from '../../github/octokit.js';
import { postReview } from '../../github/review.js';
import { planWorkspace } from '../../github/workspace-plan.js';
import { createReviewCommentTool, type ReviewCommentTool } from '../../tools/review-comment.js';
import type { ModePolicy, Publication } from '../policy.js';
import type { ActionRun } from '../run-context.js';

/** Tools a review never gets: it changes nothing. */
const WRITING_TOOLS = ['Write', 'Edit'];

export function reviewPolicy(run: ActionRun): ModePolicy {
  const { inputs } = run;
  let reviewTool: ReviewCommentTool | undefined;
  return {
    name: 'review',
    workspaceTarget: (context) =>
      planWorkspace(context, { branchPrefix: inputs.branchPrefix, runId: run.runner.runId }),
    describeWorkspace: () =>
      'Review run: the PR head is checked out read-only and nothing will be pushed',
    tools(context) {
      reviewTool = createReviewCommentTool(context.pullRequest?.files ?? []);
      return {
        allowedTools:
          inputs.allowedTools.length > 0 ? [...inputs.allowedTools, 'ReviewComment'] : [],
        disallowedTools: [...inputs.disallowedTools, ...WRITING_TOOLS],
        extraTools: [reviewTool],
      };
    },
    async publish(work, progress) {
      const publication: Publication = { errors: [] };
      const { context, agent } = work;
      const result = agent.result;
      const comments = reviewTool?.comments() ?? [];
      if (!context.pullRequest || context.number === undefined) return publication;
      if (!result || (result.is_error && comments.length === 0)) return publication;
      try {
        progress.step('Posting the review');
        const review = await postReview({
          client: run.client,
          repo: run.trigger.repo,
          pullNumber: context.number,
          commitId: context.pullRequest.headSha,
          summary: result.result,
          comments,
          redact: run.redact,
          footer: `<sub>Review by agent-loop for \`@${run.trigger.actor.login}\` · [View run](${run.runUrl})</sub>`,
        });
        publication.review = review;
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
