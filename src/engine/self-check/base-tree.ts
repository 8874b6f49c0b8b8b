/**
 * The base commit's files, for running a failed check once more "before the change": a
 * checkout of the commit the run started from, made and removed as the tool user inside the
 * same boundary as the checks (so in the run's private /tmp when there is one). git reads the
 * workspace's `.git` (read-only there) and writes only an index of its own beside the copy.
 *
 * Dependency folders a checkout does not hold (`node_modules`, `.venv`, `venv`, `vendor`) are
 * linked from the workspace when the base commit has none, so the base runs with the same
 * installed packages as the change.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runShellCommand, succeeded, type CheckSetup } from './run-check.js';

/** Linked from the workspace into the base's copy when the copy lacks them. */
export const LINKED_DEPENDENCY_FOLDERS = ['node_modules', '.venv', 'venv', 'vendor'] as const;

/** `$1` the folder, `$2` the workspace, `$3` the commit. */
const MAKE_SCRIPT = [
  'set -eu',
  'dir=$1; ws=$2; sha=$3',
  'mkdir -m 700 -- "$dir"',
  'export GIT_INDEX_FILE="$dir.index"',
  'git -C "$ws" read-tree "$sha"',
  'git -C "$ws" checkout-index --all --prefix="$dir/"',
  'rm -f -- "$GIT_INDEX_FILE"',
  `for name in ${LINKED_DEPENDENCY_FOLDERS.join(' ')}; do`,
  '  if [ -d "$ws/$name" ] && [ ! -e "$dir/$name" ]; then ln -s -- "$ws/$name" "$dir/$name"; fi',
  'done',
].join('\n');

const REMOVE_SCRIPT = 'rm -rf -- "$1" "$1.index"';

/** A copy of the base commit for the checks, until {@link BaseTree.remove}. */
export interface BaseTree {
  path: string;
  remove(): Promise<void>;
}

/**
 * Makes the copy of `sha`; rejects (with git's words) when it cannot. Inside the boundary the
 * copy lives in the run's own /tmp, which only its tool user sees.
 */
export async function makeBaseTree(
  workspaceRoot: string,
  sha: string,
  setup: CheckSetup,
): Promise<BaseTree> {
  const folder = setup.spawner.sandboxed ? '/tmp' : tmpdir();
  const path = join(folder, `agent-loop-base-${randomBytes(6).toString('hex')}`);
  const remove = async () => {
    // Removed even when the run is stopping: the folder must not outlive it.
    const settled = { ...setup, signal: new AbortController().signal };
    await runShellCommand(REMOVE_SCRIPT, workspaceRoot, settled, [path]);
  };
  const made = await runShellCommand(MAKE_SCRIPT, workspaceRoot, setup, [path, workspaceRoot, sha]);
  if (!succeeded(made)) {
    await remove();
    throw new Error(
      `could not check out the base commit ${sha.slice(0, 12)}: ${made.output.trim()}`,
    );
  }
  return { path, remove };
}
