/**
 * What a run may do in one other repository of a change set (docs/contract.md#change-sets),
 * asked of GitHub before anything is cloned: whether the token sees it at all and may push to
 * it (`GET /repos/{owner}/{repo}`, its `permissions.push`), and whether every account the gate
 * checked for the request may read and write it (`GET /repos/{owner}/{repo}/collaborators/
 * {username}/permission`, read as the gate reads it). Doubt never widens: an account whose
 * permission cannot be read keeps the repository out of the run.
 */
import { describeApiError, type GitHubClient } from '../github/octokit.js';
import { grantsWrite, isBotActor, readPermission } from '../github/gate.js';
import type { Actor, RepoRef } from '../github/types.js';
import { repoFullName } from '../run/repositories.js';

/** What the run may do in the repository, and why not more. */
export type RepositoryAccess =
  /** Not cloned: the token cannot see it, or a requester cannot read it. */
  | { kind: 'skip'; reason: string }
  | { kind: 'read'; defaultBranch: string; reason: string }
  | { kind: 'write'; defaultBranch: string };

/** One repository's question. */
export interface AccessQuestion {
  client: GitHubClient;
  repo: RepoRef;
  /** The accounts whose permission counts: the request's writer, and the event's sender when another. */
  accounts: readonly Actor[];
  /** Whether the run would change the repository, or only read it (and why only read). */
  wants: { kind: 'write' } | { kind: 'read'; reason: string };
}

/** One account's standing in the repository. */
type AccountAccess =
  { kind: 'write' } | { kind: 'read'; reason: string } | { kind: 'none'; reason: string };

/** Asks GitHub what the run may do in `question.repo`; never throws. */
export async function checkAccess(question: AccessQuestion): Promise<RepositoryAccess> {
  const { client, repo, accounts, wants } = question;
  let repository: { default_branch: string; archived?: boolean; permissions?: { push?: boolean } };
  try {
    repository = (await client.rest.repos.get({ owner: repo.owner, repo: repo.repo })).data;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    return {
      kind: 'skip',
      reason:
        status === 404
          ? 'the token cannot see it (GitHub answers 404 Not Found)'
          : `GitHub did not say what the token may do there (${describeApiError(error)})`,
    };
  }
  const standings = await Promise.all(
    accounts.map((account) => accountAccess(client, repo, account)),
  );
  const none = standings.find((standing) => standing.kind === 'none');
  if (none) return { kind: 'skip', reason: none.reason };
  const defaultBranch = repository.default_branch;
  if (wants.kind === 'read') return { kind: 'read', defaultBranch, reason: wants.reason };
  const reasons = standings.flatMap((standing) =>
    standing.kind === 'read' ? [standing.reason] : [],
  );
  if (repository.archived) reasons.push('it is archived');
  else if (repository.permissions?.push !== true) reasons.push('the token cannot push to it');
  return reasons.length > 0
    ? { kind: 'read', defaultBranch, reason: reasons.join('; ') }
    : { kind: 'write', defaultBranch };
}

/**
 * One account's permission: write, read (triage and read-only roles too), or none. A bot is no
 * collaborator the permission API can answer for: it may read what the workflow names, never write.
 */
async function accountAccess(
  client: GitHubClient,
  repo: RepoRef,
  account: Actor,
): Promise<AccountAccess> {
  const login = account.login;
  if (isBotActor(account)) {
    return {
      kind: 'read',
      reason: `the request came from the bot ${login}, whose write access to ${repoFullName(repo)} cannot be checked`,
    };
  }
  let permission: string;
  try {
    permission = await readPermission(client, repo, login);
  } catch (error) {
    return {
      kind: 'none',
      reason: `could not read ${login}'s permission on it (${describeApiError(error)})`,
    };
  }
  if (grantsWrite(permission)) return { kind: 'write' };
  if (permission === 'none') return { kind: 'none', reason: `${login} has no access to it` };
  return { kind: 'read', reason: `${login} has "${permission}" permission there, not write` };
}
