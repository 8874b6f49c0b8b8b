/** Shared shapes for the GitHub side of the action. */

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

/** Splits `owner/name`; throws on anything else. */
export function parseRepository(fullName: string): RepoRef {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(fullName.trim());
  if (!match?.[1] || !match[2])
    throw new Error(`Invalid repository "${fullName}": expected owner/name`);
  return { owner: match[1], repo: match[2] };
}
