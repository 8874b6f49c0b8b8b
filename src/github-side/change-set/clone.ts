/**
 * The clones of a change set's other repositories (docs/contract.md#change-sets), in the
 * folder that holds the main checkout (`$GITHUB_WORKSPACE/..`), each named after its
 * repository (`<owner>-<name>` where the name is taken). Credentials as for the main
 * checkout: the token reaches git only through one process's environment
 * (src/github-side/git/auth.ts), never a config file of the clone, so no tool finds it there.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';
import { authEnvironment } from '../git/auth.js';
import { gitErrorMessage, runGit } from '../git/git-client.js';
import { prepareWorkspace, type PreparedWorkspace } from '../git/workspace.js';
import type { RepoRef } from '../github/types.js';
import { repoFullName } from '../run/repositories.js';

/** Marks a clone this action made, so a later run on the same runner may replace it. */
const MARKER = 'agent-loop-clone';

/** A clone that could not be made; the repository is left out of the run. */
export class CloneError extends AgentLoopError<'clone'> {
  override readonly name = 'CloneError';
  get kind() {
    return 'clone' as const;
  }
}

/** One repository to clone. */
export interface CloneRequest {
  repo: RepoRef;
  dir: string;
  /** Where git fetches it from (the server's `<owner>/<name>.git`). */
  remoteUrl: string;
  token: string;
  defaultBranch: string;
  /** The work branch of a repository the run may change; none for a read-only one. */
  branch?: string;
}

/** A clone ready for the loop. */
export interface Clone {
  prepared: PreparedWorkspace;
  /** The default branch's tip as fetched: the tree its configuration is read from. */
  trustedCommit: string;
}

/**
 * The folder of each repository beside `workspace`: its name, or `<owner>-<name>` when
 * another repository of the set or the checkout itself has that name (then `-2`, `-3`…).
 */
export function cloneFolders(workspace: string, repos: readonly RepoRef[]): string[] {
  const parent = dirname(workspace);
  const taken = new Set([basename(workspace).toLowerCase()]);
  const named = (name: string) => repos.filter((r) => r.repo.toLowerCase() === name).length;
  return repos.map((repo) => {
    const plain = repo.repo.toLowerCase();
    let name = !taken.has(plain) && named(plain) === 1 ? repo.repo : `${repo.owner}-${repo.repo}`;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${repo.owner}-${repo.repo}-${n}`;
    taken.add(name.toLowerCase());
    return join(parent, name);
  });
}

/**
 * Clones `request.repo` into `request.dir`: its default branch fetched, then the work branch
 * (continued when it exists on the server) or, read-only, the default branch detached. A
 * folder a previous run of this action left is replaced; any other one is never touched.
 */
export async function cloneRepository(request: CloneRequest): Promise<Clone> {
  const { dir, remoteUrl, token, defaultBranch } = request;
  const fullName = repoFullName(request.repo);
  clearFolder(dir, fullName);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const git = async (args: string[], env?: Record<string, string>) => {
    try {
      return await runGit(dir, args, env ? { env } : {});
    } catch (error) {
      throw new CloneError(
        `git ${args[0] ?? ''} failed for ${fullName}: ${gitErrorMessage(error)}`,
      );
    }
  };
  await git(['init', '-q']);
  writeFileSync(join(dir, '.git', MARKER), `${fullName}\n`);
  await git(['remote', 'add', 'origin', remoteUrl]);
  const tracking = `refs/remotes/origin/${defaultBranch}`;
  await git(
    ['fetch', '--no-tags', remoteUrl, `+refs/heads/${defaultBranch}:${tracking}`],
    authEnvironment(remoteUrl, token),
  );
  const trustedCommit = (await git(['rev-parse', '--verify', `${tracking}^{commit}`])).trim();
  const prepared = await prepareWorkspace(
    dir,
    request.branch
      ? { kind: 'new-branch', branch: request.branch, base: defaultBranch }
      : { kind: 'read-only', branch: defaultBranch },
    { token },
  );
  return { prepared, trustedCommit };
}

/** Removes a clone an earlier run left at `dir`; refuses any other folder there. */
function clearFolder(dir: string, fullName: string): void {
  if (!existsSync(dir)) return;
  let mark: string | undefined;
  try {
    mark = readFileSync(join(dir, '.git', MARKER), 'utf8').trim();
  } catch {
    mark = undefined;
  }
  if (mark?.toLowerCase() !== fullName.toLowerCase()) {
    throw new CloneError(`the folder ${dir} already exists and is not agent-loop's clone of it`);
  }
  rmSync(dir, { recursive: true, force: true });
}
