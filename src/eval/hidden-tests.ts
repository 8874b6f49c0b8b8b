/**
 * The hidden tests: a patch the model never sees, applied after the agent's run and
 * before `test_command`, in the grading checkout (src/eval/grading.ts). The patch is
 * authoritative: every file it touches is as it was at the task's commit there (the
 * agent's changes to them, and to the folders on their way, are left out), as SWE-bench
 * resets test files. Nothing is removed or written in the agent's own checkout.
 */
import { AgentLoopError } from '../engine/errors/agent-loop-error.js';
import { readFileSync } from 'node:fs';
import { runGit, gitErrorMessage } from '../github-side/git/git-client.js';

/** The hidden patch cannot be read or applied. */
export class HiddenTestsError extends AgentLoopError<'hidden_tests'> {
  override readonly name = 'HiddenTestsError';
  get kind() {
    return 'hidden_tests' as const;
  }
}

/** Reads the patch (before the agent runs, so what is applied is what was there then). */
export function readHiddenTests(path: string): string {
  try {
    const text = readFileSync(path, 'utf8');
    if (text.trim() === '') throw new Error('the file is empty');
    return text;
  } catch (error) {
    throw new HiddenTestsError(`hidden_tests ${path} cannot be read: ${(error as Error).message}`);
  }
}

/** The paths `patch` touches (both sides of a rename), as git reads it in `worktree`. */
export async function hiddenTestPaths(worktree: string, patch: string): Promise<string[]> {
  try {
    return touchedPaths(
      await runGit(worktree, ['apply', '--numstat', '-z', '-'], { input: patch }),
    );
  } catch (error) {
    throw new HiddenTestsError(
      `hidden_tests is not a patch git can read: ${gitErrorMessage(error)}`,
    );
  }
}

/** Applies `patch` in the grading checkout `worktree` (its files as at `commit`). */
export async function applyHiddenTests(
  worktree: string,
  commit: string,
  patch: string,
): Promise<void> {
  try {
    await runGit(worktree, ['apply', '--whitespace=nowarn', '-'], { input: patch });
  } catch (error) {
    throw new HiddenTestsError(
      `hidden_tests does not apply at commit ${commit.slice(0, 12)}: ${gitErrorMessage(error)}`,
    );
  }
}

/** Paths of `git apply --numstat -z` (a rename names both sides). */
function touchedPaths(numstat: string): string[] {
  const fields = numstat.split('\0');
  const paths: string[] = [];
  for (let index = 0; index < fields.length; index += 1) {
    const entry = fields[index]!;
    if (entry === '') continue;
    const path = entry.split('\t')[2];
    if (path === undefined) continue;
    if (path !== '') {
      paths.push(path);
    } else {
      paths.push(fields[index + 1] ?? '', fields[index + 2] ?? '');
      index += 2;
    }
  }
  return paths.filter((path) => path !== '');
}
