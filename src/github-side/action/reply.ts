/**
 * The one answer of a run that calls no model (`@agent remember`, `@agent usage`):
 * in the review thread of a review comment, else on the issue or pull request,
 * marked as this run's.
 */
import type { GitHubClient } from '../github/octokit.js';
import type { Trigger } from '../github/trigger.js';
import type { RunIdentity } from '../github/identity.js';
import type { ActionInputs } from '../run/inputs.js';
import type { RunLog } from '../run/run-log.js';
import { replyInThread } from '../review/threads.js';
import { runMarker } from '../../engine/safety/marker.js';

/** What a run that only replies needs of the action's run. */
export interface ReplyRun {
  inputs: ActionInputs;
  trigger: Trigger;
  client: GitHubClient;
  identity: Pick<RunIdentity, 'learn'>;
  log: RunLog;
  runId: string;
}

export async function replyToRequest(
  client: GitHubClient,
  trigger: Trigger,
  runId: string,
  text: string,
): Promise<void> {
  const body = `${text}\n\n${runMarker(runId)}`;
  if (trigger.comment?.kind === 'review' && trigger.number !== undefined) {
    await replyInThread(client, trigger.repo, trigger.number, trigger.comment.id, body);
    return;
  }
  await client.rest.issues.createComment({
    owner: trigger.repo.owner,
    repo: trigger.repo.repo,
    issue_number: trigger.number!,
    body,
  });
}
