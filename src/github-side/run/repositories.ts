/**
 * Input `repositories` (docs/contract.md#change-sets): the other repositories a run may reach,
 * `owner/name` one per line. Only the form is checked here; which of them the run gets (not its
 * own, not twice, only what the requester and the token may) is decided once the run is known
 * (src/github-side/change-set/prepare.ts).
 */
import { RepositoryNameError, type RepoRef } from '../github/types.js';

/**
 * A GitHub account name (letters, digits and single inner hyphens, at most 39) and a
 * repository name (letters, digits, `.`, `_`, `-`, at most 100, not `.` or `..`).
 */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The repositories of the input, in order, as written (duplicates kept: the run says which it
 * ignored). Blank lines and `#` comments are skipped; a line that is not `owner/name` throws a
 * RepositoryNameError naming it (the caller makes it an input error).
 */
export function parseRepositories(text: string): RepoRef[] {
  const repositories: RepoRef[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [owner, name, ...rest] = line.split('/');
    const valid =
      rest.length === 0 &&
      owner !== undefined &&
      name !== undefined &&
      OWNER.test(owner) &&
      NAME.test(name) &&
      name !== '.' &&
      name !== '..' &&
      !name.toLowerCase().endsWith('.git');
    if (!valid) {
      throw new RepositoryNameError(
        `line ${index + 1} is not a repository as owner/name (one per line): "${line.slice(0, 120)}"`,
      );
    }
    repositories.push({ owner, repo: name });
  }
  return repositories;
}

/** `owner/name`. */
export function repoFullName(repository: RepoRef): string {
  return `${repository.owner}/${repository.repo}`;
}

/** True when both name the same repository (GitHub's names ignore case). */
export function sameRepository(a: RepoRef, b: RepoRef): boolean {
  return repoFullName(a).toLowerCase() === repoFullName(b).toLowerCase();
}
