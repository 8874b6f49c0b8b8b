/**
 * How many CI fixes in a row the agent has pushed to a branch: its own
 * `ci-fix` commits at the branch head, counted along the first parents until
 * the first commit that is not one (a person's push starts the count again).
 * At `max_ci_fix_attempts` the run stops before any model call, so the agent
 * never loops against the CI runs its own pushes start.
 */
import type { GitRepository } from '../git/git-client.js';
import { listCommits } from './agent-commits.js';

/** The agent's consecutive CI-fix commits ending at `head` (at most `max`: no need to look further). */
export async function countCiFixAttempts(
  repository: GitRepository,
  head: string,
  max: number,
): Promise<number> {
  const commits = await listCommits(repository, ['--first-parent', `-n${max + 1}`, head]);
  let count = 0;
  for (const commit of commits) {
    if (commit.mark?.kind !== 'ci-fix') break;
    count++;
  }
  return Math.min(count, max);
}

/** Why the run must stop, or undefined when another attempt is allowed. */
export function attemptLimitReason(count: number, max: number, branch: string): string | undefined {
  if (count < max) return undefined;
  return (
    `The agent already pushed ${count} CI fix${count === 1 ? '' : 'es'} in a row to ${branch} ` +
    `(max_ci_fix_attempts is ${max}), so it stopped before calling the model rather than loop ` +
    'against its own pushes. A commit from anyone else starts the count again.'
  );
}
