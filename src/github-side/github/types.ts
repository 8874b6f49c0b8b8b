/** Shared shapes for the GitHub side of the action. */
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';

/** A repository as owner and name. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** Who did something on GitHub. `type` is `User`, `Bot` or `Organization`. */
export interface Actor {
  login: string;
  type: string;
}

/** A repository named other than `owner/name`. */
export class RepositoryNameError extends AgentLoopError<'repository_name'> {
  override readonly name = 'RepositoryNameError';
  get kind() {
    return 'repository_name' as const;
  }
}

/** Splits `owner/name`; throws a RepositoryNameError on anything else. */
export function parseRepository(fullName: string): RepoRef {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(fullName.trim());
  if (!match?.[1] || !match[2])
    throw new RepositoryNameError(`Invalid repository "${fullName}": expected owner/name`);
  return { owner: match[1], repo: match[2] };
}
