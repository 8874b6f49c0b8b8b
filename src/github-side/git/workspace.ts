/**
 * Puts the checkout on the branch the agent works on: a new (or, on a re-run,
 * the existing remote) branch for an issue, the head branch of a PR from this
 * repository, or a detached read-only checkout of a fork PR.
 */
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';
import { gitErrorMessage, locateRepository, runGit, type GitRepository } from './git-client.js';
import { authEnvironment } from './auth.js';
import { isValidBranchName } from './ref-name.js';

/** Where the agent's work goes. */
export type WorkspaceTarget =
  /** Start `branch` from `base`, or continue it when it already exists on origin. */
  | { kind: 'new-branch'; branch: string; base: string }
  /** Check out an existing branch of origin (a same-repository PR's head). */
  | { kind: 'existing-branch'; branch: string }
  /**
   * Look only: `branch` of origin (a same-repository PR under review) or else
   * `refs/pull/<n>/head` (a fork PR), detached; nothing is pushed.
   */
  | { kind: 'read-only'; pullNumber?: number; branch?: string };

/** The checkout, ready for the loop. */
export interface PreparedWorkspace {
  /** The branch to commit to and push; null when read-only. */
  branch: string | null;
  readOnly: boolean;
  /** True when an existing remote branch was continued. */
  reused: boolean;
  /** HEAD before the agent runs: the parent of the commit the action publishes. */
  startSha: string;
  /** The repository's directories, located before the agent runs. */
  repository: GitRepository;
  /** origin's URL before the agent runs: where the work is pushed. */
  remoteUrl: string;
  /** True when `startSha` is the base branch's tip, just fetched (a new branch's first run). */
  startsFromBase: boolean;
}

/** Options of {@link prepareWorkspace}. */
export interface PrepareOptions {
  /** Token for an http(s) origin (`github_token`), so a checkout without persisted credentials works. */
  token?: string;
}

/** A git step that failed, with the git message (credentials removed). */
export class WorkspaceError extends AgentLoopError<'workspace'> {
  override readonly name = 'WorkspaceError';
  get kind() {
    return 'workspace' as const;
  }
}

/** Prepares `cwd` (a clone whose `origin` is the repository) for `target`. */
export async function prepareWorkspace(
  cwd: string,
  target: WorkspaceTarget,
  options: PrepareOptions = {},
): Promise<PreparedWorkspace> {
  const failed = (args: string[], error: unknown) =>
    new WorkspaceError(`git ${args[0] ?? ''} failed: ${gitErrorMessage(error)}`);
  let repository: GitRepository;
  let remoteUrl: string;
  try {
    repository = await locateRepository(cwd);
  } catch (error) {
    throw failed(['rev-parse'], error);
  }
  try {
    remoteUrl = (await runGit(repository, ['config', '--get', 'remote.origin.url'])).trim();
  } catch {
    throw new WorkspaceError(`The checkout at ${cwd} has no "origin" remote to push to`);
  }
  const env = authEnvironment(remoteUrl, options.token);
  const run = async (args: string[]): Promise<string> => {
    try {
      return await runGit(repository, args, { env });
    } catch (error) {
      throw failed(args, error);
    }
  };
  const fetchBranch = (branch: string): Promise<string> =>
    run(['fetch', '--no-tags', remoteUrl, `+refs/heads/${branch}:refs/remotes/origin/${branch}`]);
  const head = async (): Promise<string> => (await run(['rev-parse', 'HEAD'])).trim();
  const located = { repository, remoteUrl };
  /** Checks out `branch` at the remote's `from` branch: the agent works on it. */
  const startOn = async (branch: string, from: string, reused: boolean) => {
    await fetchBranch(from);
    await run(['checkout', '-B', branch, `refs/remotes/origin/${from}`]);
    const startSha = await head();
    return { branch, readOnly: false, reused, startSha, startsFromBase: false, ...located };
  };

  switch (target.kind) {
    case 'new-branch': {
      assertBranch(target.branch);
      assertBranch(target.base);
      const remote = await run(['ls-remote', '--heads', remoteUrl, `refs/heads/${target.branch}`]);
      return remote.trim()
        ? startOn(target.branch, target.branch, true)
        : { ...(await startOn(target.branch, target.base, false)), startsFromBase: true };
    }
    case 'existing-branch':
      assertBranch(target.branch);
      return startOn(target.branch, target.branch, true);
    case 'read-only': {
      if (target.branch !== undefined) {
        assertBranch(target.branch);
        await fetchBranch(target.branch);
        await run(['checkout', '--detach', `refs/remotes/origin/${target.branch}`]);
      } else if (target.pullNumber !== undefined) {
        const ref = `refs/remotes/origin/pr/${target.pullNumber}`;
        await run(['fetch', '--no-tags', remoteUrl, `+refs/pull/${target.pullNumber}/head:${ref}`]);
        await run(['checkout', '--detach', ref]);
      }
      const startSha = await head();
      return {
        branch: null,
        readOnly: true,
        reused: false,
        startSha,
        startsFromBase: false,
        ...located,
      };
    }
  }
}

function assertBranch(name: string): void {
  if (!isValidBranchName(name)) throw new WorkspaceError(`Invalid branch name "${name}"`);
}
