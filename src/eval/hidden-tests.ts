/**
 * The hidden tests: a patch the model never sees, applied to the worktree after
 * the agent's run and before `test_command`. The patch is authoritative: every
 * file it touches is first put back as it was at the task's commit (the agent may
 * have edited or created the same test file), as SWE-bench resets test files.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runGit, gitErrorMessage } from '../github-side/git/git-client.js';

/** The hidden patch cannot be read or applied. */
export class HiddenTestsError extends Error {
  override readonly name = 'HiddenTestsError';
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

/** Puts the touched files back as at `commit`, then applies `patch` in `worktree`. */
export async function applyHiddenTests(
  worktree: string,
  commit: string,
  patch: string,
): Promise<void> {
  let paths: string[];
  try {
    paths = touchedPaths(
      await runGit(worktree, ['apply', '--numstat', '-z', '-'], { input: patch }),
    );
  } catch (error) {
    throw new HiddenTestsError(
      `hidden_tests is not a patch git can read: ${gitErrorMessage(error)}`,
    );
  }
  for (const path of paths) await restore(worktree, commit, path);
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

async function restore(worktree: string, commit: string, path: string): Promise<void> {
  const existed = await runGit(worktree, ['cat-file', '-e', `${commit}:${path}`]).then(
    () => true,
    () => false,
  );
  if (existed) {
    await runGit(worktree, ['checkout', '--quiet', commit, '--', path]);
  } else {
    rmSync(join(worktree, path), { recursive: true, force: true });
  }
}
