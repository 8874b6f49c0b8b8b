/**
 * Runs GitHub starts without the workflow's secrets, so without model credentials through
 * no fault of the workflow: a `pull_request` (or a review of one) from a fork, and whatever
 * Dependabot starts. Such a run ends skipped with a notice, never as a failed job
 * (docs/contract.md#action-triggers).
 *
 * GitHub's rules: "Workflows in forked repositories" (docs.github.com/en/actions/writing-workflows/
 * choosing-when-your-workflow-runs/events-that-trigger-workflows#workflows-in-forked-repositories)
 * and "Restrictions when Dependabot triggers events" (docs.github.com/en/code-security/dependabot/
 * troubleshooting-dependabot/troubleshooting-dependabot-on-github-actions): Dependabot's
 * `pull_request`, `pull_request_review` and `pull_request_review_comment` get only Dependabot
 * secrets; its `pull_request_target` none when Dependabot opened the pull request.
 */
import type { GitHubEvent } from './event.js';
import { isForkPull } from './gate.js';

const DEPENDABOT = 'dependabot[bot]';

/** The events a fork's pull request starts without secrets. */
const FORK_EVENTS = new Set(['pull_request', 'pull_request_review', 'pull_request_review_comment']);

type KnownEvent = Exclude<GitHubEvent, { name: 'unsupported' }>;

/**
 * Why GitHub gave this run no secrets, or undefined when it gave them. `actor` is the
 * runner's GITHUB_ACTOR (who started the run; a re-run keeps the original's restrictions).
 */
export function secretsWithheld(event: KnownEvent, actor: string): string | undefined {
  if (!('pullRequest' in event)) return undefined;
  const pull = event.pullRequest;
  const dependabot =
    actor.toLowerCase() === DEPENDABOT || event.sender.login.toLowerCase() === DEPENDABOT;
  if (dependabot && FORK_EVENTS.has(event.name)) {
    return `GitHub gives a ${event.name} run that Dependabot started no Actions secrets (only Dependabot's own)`;
  }
  if (
    dependabot &&
    event.name === 'pull_request_target' &&
    pull.author.login.toLowerCase() === DEPENDABOT
  ) {
    return 'GitHub gives a pull_request_target run on a pull request Dependabot opened no secrets';
  }
  if (FORK_EVENTS.has(event.name) && isForkPull(pull.headRepository, event.repo)) {
    return `GitHub gives a ${event.name} run from a fork (${pull.headRepository ?? 'deleted'}) no secrets`;
  }
  return undefined;
}
