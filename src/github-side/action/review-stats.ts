/**
 * A run whose comment says `@agent review-stats` (the gate already checked that its
 * writer has write access): 👀, then one reply with the review's figures over the last
 * 30 days from `reviews.json` on the ledger ref (docs/contract.md#review-outcomes).
 * No checkout, no model.
 */
import { describeApiError } from '../github/octokit.js';
import { addEyesReaction } from '../github/progress-comment.js';
import { readOutcomes } from '../review/outcome-store.js';
import { renderReviewStats, reviewStats } from '../review/review-stats.js';
import { replyToRequest, type ReplyRun } from './reply.js';

/** Posts the figures; returns the failure message when it failed. */
export async function handleReviewStats(run: ReplyRun): Promise<string | undefined> {
  const { trigger, client } = run;
  const reactionError = await addEyesReaction(client, trigger, run.identity);
  if (reactionError) run.log.warning(`Could not add the 👀 reaction: ${reactionError}`);
  try {
    const outcomes = await readOutcomes(client, trigger.repo);
    await replyToRequest(
      client,
      trigger,
      run.runId,
      renderReviewStats(reviewStats(outcomes, new Date())),
    );
    run.log.info("Posted the review's figures of the last 30 days");
    return undefined;
  } catch (error) {
    const message = `Could not read the review's outcomes: ${describeApiError(error)}`;
    run.log.error(message);
    await replyToRequest(client, trigger, run.runId, message).catch(() => undefined);
    return message;
  }
}
