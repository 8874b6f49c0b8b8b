/**
 * A run whose comment says `@agent remember <rule>` (the gate already checked
 * write access): 👀, the rule added to the review rules' branch and pull request
 * (src/github-side/action/remember-rule.ts), and one reply where it was asked. No checkout, no
 * model. The run's conclusion is `success` when the rule landed (added, or already
 * there), `failure` when it could not; a failure is replied too, and fails the step.
 */
import { describeApiError } from '../github/octokit.js';
import { addEyesReaction } from '../github/progress-comment.js';
import { REVIEW_RULES_FILE } from '../github/context.js';
import { rememberRule } from './remember-rule.js';
import { replyToRequest, type ReplyRun } from './reply.js';

/** Handles the request to remember `rule` ('' when none was given); returns the failure message when it failed. */
export async function handleRemember(run: ReplyRun, rule: string): Promise<string | undefined> {
  const { trigger, client } = run;
  const reactionError = await addEyesReaction(client, trigger, run.identity);
  if (reactionError) run.log.warning(`Could not add the 👀 reaction: ${reactionError}`);
  if (rule === '') {
    await reply(
      run,
      'Nothing to remember: write the rule after `remember`, on the same line.',
    ).catch((failure: unknown) => run.log.warning(`Could not reply: ${describeApiError(failure)}`));
    return 'the remember request gave no rule';
  }
  let done: Awaited<ReturnType<typeof rememberRule>>;
  try {
    const baseBranch = run.inputs.baseBranch || (await defaultBranch(run));
    done = await rememberRule({
      client,
      repo: trigger.repo,
      baseBranch,
      branchPrefix: run.inputs.branchPrefix,
      rule,
      requestedBy: trigger.actor.login,
    });
  } catch (error) {
    const message = `Could not remember the rule: ${describeApiError(error)}`;
    run.log.error(message);
    await reply(run, message).catch((failure: unknown) =>
      run.log.warning(`Could not reply: ${describeApiError(failure)}`),
    );
    return message;
  }
  const where = `\`${REVIEW_RULES_FILE}\` on \`${done.branch}\``;
  const what = done.added ? `Added the rule to ${where}` : `The rule is already in ${where}`;
  const pull = `#${done.pullRequest.number}`;
  run.log.info(`${what} (pull request ${pull}: ${done.pullRequest.url})`);
  // The rule landed: a reply GitHub refuses is a warning, not a failed request.
  await reply(
    run,
    `${what}: review it in ${pull}. Reviews follow it once that pull request is merged.`,
  ).catch((failure: unknown) =>
    run.log.warning(
      `The rule landed, but the reply could not be posted: ${describeApiError(failure)}`,
    ),
  );
  return undefined;
}

async function defaultBranch(run: ReplyRun): Promise<string> {
  if (run.trigger.defaultBranch) return run.trigger.defaultBranch;
  const { data } = await run.client.rest.repos.get({
    owner: run.trigger.repo.owner,
    repo: run.trigger.repo.repo,
  });
  return data.default_branch;
}

/** Answers in the review thread of a review comment, else on the pull request. */
function reply(run: ReplyRun, text: string): Promise<void> {
  return replyToRequest(run.client, run.trigger, run.runId, text);
}
