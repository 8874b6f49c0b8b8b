/**
 * A task's fresh checkout: a new repository that fetches exactly the task's commit
 * (and its history) from the source, which is only read. Not `git worktree add`:
 * that writes into the source's `.git` and shares its refs, so the agent's commits
 * would land there and `git log --all` would show the fix the task came from. A
 * fetch of one commit brings its ancestors and nothing newer.
 */
import { AgentLoopError } from '../engine/errors/agent-loop-error.js';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGit, gitErrorMessage } from '../github-side/git/git-client.js';

/** The branch the checkout is on (so `git status` and `git commit` behave as usual). */
export const EVAL_BRANCH = 'agent-loop-eval';

export interface Worktree {
  /** The checkout's root. */
  path: string;
  /** The full commit id it starts at. */
  commit: string;
  /** Removes the checkout (idempotent, never throws). */
  remove(): void;
}

/** The source repository or commit cannot be used. */
export class WorktreeError extends AgentLoopError<'worktree'> {
  override readonly name = 'WorktreeError';
  get kind() {
    return 'worktree' as const;
  }
}

/**
 * Checks out `commit` (default: the source's HEAD) of `repo` (a repository folder
 * or a git bundle file) into a new folder under `parent` (default: the temp folder).
 */
export async function createWorktree(
  repo: string,
  commit: string | undefined,
  label: string,
  parent: string = tmpdir(),
): Promise<Worktree> {
  const kind = sourceKind(repo);
  const path = mkdtempSync(join(parent, `agent-loop-eval-${label.replace(/[^\w.-]/g, '_')}-`));
  const remove = () => rmSync(path, { recursive: true, force: true });
  try {
    await git(path, ['init', '--quiet', `--initial-branch=${EVAL_BRANCH}`]);
    const wanted = commit ?? (kind === 'bundle' ? await bundleHead(path, repo) : 'HEAD');
    const resolved = kind === 'folder' ? await resolveCommit(repo, wanted) : wanted;
    await git(path, [
      'fetch',
      '--update-head-ok',
      '--quiet',
      '--no-tags',
      '--no-write-fetch-head',
      repo,
      `${resolved}:refs/heads/${EVAL_BRANCH}`,
    ]).catch((error: unknown) => {
      throw new WorktreeError(
        `commit "${wanted}" cannot be fetched from ${repo}: ${reason(error)}`,
      );
    });
    await git(path, ['reset', '--quiet', '--hard', EVAL_BRANCH]);
    const full = (await git(path, ['rev-parse', 'HEAD'])).trim();
    return { path, commit: full, remove };
  } catch (error) {
    remove();
    throw error instanceof WorktreeError ? error : new WorktreeError(reason(error));
  }
}

function sourceKind(repo: string): 'folder' | 'bundle' {
  let stat;
  try {
    stat = statSync(repo);
  } catch {
    throw new WorktreeError(`repository ${repo} does not exist`);
  }
  return stat.isDirectory() ? 'folder' : 'bundle';
}

/** The commit `wanted` names in the source (read-only: `rev-parse`). */
async function resolveCommit(repo: string, wanted: string): Promise<string> {
  try {
    await git(repo, ['rev-parse', '--git-dir']);
  } catch (error) {
    throw new WorktreeError(`${repo} is not a git repository: ${reason(error)}`);
  }
  try {
    return (
      await git(repo, ['rev-parse', '--verify', '--end-of-options', `${wanted}^{commit}`])
    ).trim();
  } catch {
    throw new WorktreeError(`commit "${wanted}" is not in ${repo}`);
  }
}

/** The commit a bundle's HEAD (else its first ref) points at. */
async function bundleHead(cwd: string, bundle: string): Promise<string> {
  let heads: string;
  try {
    heads = await git(cwd, ['bundle', 'list-heads', bundle]);
  } catch (error) {
    throw new WorktreeError(
      `${bundle} is neither a git repository nor a git bundle: ${reason(error)}`,
    );
  }
  const lines = heads
    .trim()
    .split('\n')
    .map((line) => line.split(' '));
  const head = lines.find(([, ref]) => ref === 'HEAD') ?? lines[0];
  if (!head?.[0]) throw new WorktreeError(`${bundle} holds no refs`);
  return head[0];
}

function git(cwd: string, args: string[]): Promise<string> {
  return runGit(cwd, args);
}

function reason(error: unknown): string {
  return gitErrorMessage(error).split('\n')[0]!;
}
