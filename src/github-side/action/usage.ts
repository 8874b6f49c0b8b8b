/**
 * A run whose comment says `@agent usage` (the gate already checked the person):
 * 👀, then one reply with this month's spending from the ledger on
 * `refs/agent-loop/spend`, by day and by requester, with what each cap has left.
 * No checkout, no model.
 */
import { capStatuses } from '../../engine/budgets/caps.js';
import { monthUsage, renderUsageMarkdown } from '../../engine/budgets/usage-report.js';
import { describeApiError } from '../github/octokit.js';
import { addEyesReaction } from '../github/progress-comment.js';
import { gitHubLedgerStore } from '../github/spend-ref.js';
import { replyToRequest, type ReplyRun } from './reply.js';

/** Posts the usage; returns the failure message when it failed. */
export async function handleUsage(run: ReplyRun): Promise<string | undefined> {
  const { trigger, client } = run;
  const reactionError = await addEyesReaction(client, trigger, run.identity);
  if (reactionError) run.log.warning(`Could not add the 👀 reaction: ${reactionError}`);
  const store = gitHubLedgerStore(client, trigger.repo);
  try {
    const { ledger } = await store.read();
    const now = new Date();
    const caps = capStatuses(ledger, run.inputs.spendCaps, trigger.actor.login, now);
    const text = renderUsageMarkdown(monthUsage(ledger, now), caps);
    await replyToRequest(client, trigger, run.runId, text);
    run.log.info(`Posted this month's spending from ${store.where}`);
    return undefined;
  } catch (error) {
    const message = `Could not read the spending in ${store.where}: ${describeApiError(error)}`;
    run.log.error(message);
    await replyToRequest(client, trigger, run.runId, message).catch(() => undefined);
    return message;
  }
}
