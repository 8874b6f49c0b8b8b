/**
 * Where a task is graded: not in the checkout the agent left, whose links, files git ignores
 * and `.git` it could shape, but in a second fresh checkout of the task's commit that the
 * agent's tools never see (`setup_command` runs in it while the agent works). The agent's
 * changes are carried over as git sees them (tracked and new files, links as links), except
 * its changes to the hidden tests' files and to the folders on their way (a link there would
 * take the tests elsewhere): those are left out and named. Then the hidden patch is applied
 * (src/eval/hidden-tests.ts) and `test_command` runs there. Nothing is written through a
 * link: `git apply` writes no file beyond one, and the grading checkout starts clean.
 */
import { AgentLoopError } from '../engine/errors/agent-loop-error.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGit, gitErrorMessage } from '../github-side/git/git-client.js';

/** The agent's staged tree against the commit; no external diff or textconv program runs. */
const DIFF_FLAGS = ['--cached', '--no-renames', '--no-ext-diff', '--no-textconv'];

/** What of the agent's work reached the grading checkout, and what was left out. */
export interface CarriedChanges {
  /** Paths the agent changed (added, edited, removed) that the grading has. */
  carried: string[];
  /** Paths it changed that are the hidden tests' or lie on their way, left as at the commit. */
  leftOut: string[];
}

/** The agent's changes cannot be carried to the grading checkout. */
export class GradingError extends AgentLoopError<'grading'> {
  override readonly name = 'GradingError';
  get kind() {
    return 'grading' as const;
  }
}

/**
 * Carries the changes in `from` since `commit` to the clean checkout `to`, leaving out the
 * paths of `protectedPaths` and every folder on their way.
 */
export async function carryAgentChanges(
  from: string,
  to: string,
  commit: string,
  protectedPaths: readonly string[],
): Promise<CarriedChanges> {
  // A private index of the agent's tree: its own index and commits are not trusted or moved.
  const scratch = mkdtempSync(join(tmpdir(), 'agent-loop-eval-index-'));
  const env = { GIT_INDEX_FILE: join(scratch, 'index') };
  try {
    await runGit(from, ['read-tree', commit], { env });
    await runGit(from, ['add', '--all', '--', '.'], { env });
    const changed = (
      await runGit(from, ['diff', ...DIFF_FLAGS, '--name-only', '-z', commit], { env })
    )
      .split('\0')
      .filter((path) => path !== '');
    const leftOut = changed.filter((path) => guards(path, protectedPaths));
    const carried = changed.filter((path) => !leftOut.includes(path));
    if (carried.length > 0) {
      const patch = await runGit(
        from,
        [
          ...['diff', ...DIFF_FLAGS, '--binary', '--full-index', commit, '--'],
          ...carried.map((path) => `:(literal)${path}`),
        ],
        { env },
      );
      await runGit(to, ['apply', '--binary', '--whitespace=nowarn', '-'], { input: patch });
    }
    return { carried, leftOut };
  } catch (error) {
    throw new GradingError(
      `the agent's changes cannot be carried to the grading checkout: ${gitErrorMessage(error).split('\n')[0]}`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Whether `path` is one of `protectedPaths`, a folder on the way to one, or below one. */
function guards(path: string, protectedPaths: readonly string[]): boolean {
  return protectedPaths.some(
    (kept) => kept === path || kept.startsWith(`${path}/`) || path.startsWith(`${kept}/`),
  );
}
