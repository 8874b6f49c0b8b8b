/**
 * simple-git bound to the workspace. Every git command runs with repository
 * hooks disabled: the workspace may hold a PR's code, and its hooks must not run
 * with the job's credentials.
 */
import { simpleGit, type SimpleGit } from 'simple-git';

/** The commit identity the action uses (GitHub's Actions bot). */
export const BOT_IDENTITY = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
} as const;

/**
 * A simple-git instance for `cwd` with hooks off (`-c core.hooksPath=/dev/null`)
 * and the bot identity on every command (runners have no git identity, and a
 * rebase needs one for the commits it rewrites).
 */
export function createGit(cwd: string): SimpleGit {
  return simpleGit({
    baseDir: cwd,
    config: [
      'core.hooksPath=/dev/null',
      `user.name=${BOT_IDENTITY.name}`,
      `user.email=${BOT_IDENTITY.email}`,
    ],
    // simple-git refuses core.hooksPath unless allowed: we set it to disable hooks.
    unsafe: { allowUnsafeHooksPath: true },
  });
}

/** The message of a git failure with credentials in URLs removed. */
export function gitErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/(https?:\/\/)[^/@\s]+@/g, '$1***@').trim();
}
