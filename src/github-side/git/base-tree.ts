/**
 * A copy of one commit's files in a folder of their own, written by git from its
 * object store: nothing in the work tree (which may hold a pull request's head)
 * is read, not even its `.gitattributes`.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { authEnvironment } from './auth.js';
import { runGit, type GitRepository } from './git-client.js';

/** Where the base branch's files are, for the commit the action trusts. */
export interface BaseSource {
  repository: GitRepository;
  /** origin, fetched from when `sha` is not in the clone yet. */
  remoteUrl: string;
  token?: string;
  /** The base branch. */
  branch: string;
  /** Its commit, when known (a pull request's base); else the branch's tip on origin. */
  sha?: string;
}

/** The commit `source` names, fetching the branch from origin when the clone lacks it. */
export async function resolveBaseCommit(source: BaseSource): Promise<string> {
  const { repository } = source;
  const local = async (ref: string) => {
    try {
      return (
        await runGit(repository, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
      ).trim();
    } catch {
      return undefined;
    }
  };
  if (source.sha && (await local(source.sha))) return source.sha;
  const tracking = `refs/remotes/origin/${source.branch}`;
  await runGit(
    repository,
    ['fetch', '--no-tags', source.remoteUrl, `+refs/heads/${source.branch}:${tracking}`],
    { env: authEnvironment(source.remoteUrl, source.token) },
  );
  if (source.sha && (await local(source.sha))) return source.sha;
  const tip = await local(tracking);
  if (!tip) throw new Error(`the base branch ${source.branch} could not be fetched`);
  return tip;
}

/** A copy of `commit`'s tree in a new folder under `parent` (mode 0755); `remove()` deletes it. */
export async function checkoutTreeCopy(
  repository: GitRepository,
  commit: string,
  parent: string,
): Promise<{ path: string; remove(): void }> {
  mkdirSync(parent, { recursive: true });
  const scratch = mkdtempSync(join(parent, 'agent-loop-base-'));
  const path = join(scratch, 'files');
  const remove = () => rmSync(scratch, { recursive: true, force: true });
  try {
    chmodSync(scratch, 0o755);
    mkdirSync(path, { mode: 0o755 });
    // Its own index and work tree: the checkout's index and files are left alone.
    const copy = { ...repository, workTree: path };
    const env = { GIT_INDEX_FILE: join(scratch, 'index') };
    await runGit(copy, ['read-tree', `${commit}^{tree}`], { env });
    await runGit(copy, ['checkout-index', '--all', '--force'], { env });
    rmSync(join(scratch, 'index'), { force: true });
    return { path, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
