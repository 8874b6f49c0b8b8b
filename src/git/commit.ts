/**
 * Commits everything the agent changed, as the Actions bot with the requester as
 * co-author, hooks off, after checking that no known secret is about to be
 * committed.
 */
import { createGit, gitErrorMessage } from './git-client.js';
import { findSecrets } from '../safety/secret-scan.js';

/** What to commit. */
export interface CommitInput {
  cwd: string;
  /** Subject (and optional body) of the commit message. */
  message: string;
  /** GitHub login of whoever asked; becomes a Co-authored-by trailer. */
  coAuthor?: string;
  /** Values that must never be committed (API key, tokens…). */
  secrets: readonly string[];
  /** HEAD before the run (from `prepareWorkspace`): commits the agent made itself are scanned too. */
  sinceSha?: string;
}

/** The outcome; `files` are the paths changed since `sinceSha` (or in this commit). */
export type CommitOutcome =
  | { status: 'committed'; sha: string; files: string[] }
  | { status: 'nothing'; files: [] }
  | { status: 'secret_detected'; files: string[]; secrets: string[] };

/** Stages all changes (`git add -A`) and commits them. */
export async function commitAll(input: CommitInput): Promise<CommitOutcome> {
  const git = createGit(input.cwd);
  const since = input.sinceSha ?? 'HEAD';
  try {
    await git.raw(['add', '-A']);
    const staged = (await git.raw(['diff', '--cached', '--name-only'])).trim();
    const headNow = (await git.raw(['rev-parse', 'HEAD'])).trim();
    if (!staged && (!input.sinceSha || headNow === input.sinceSha))
      return { status: 'nothing', files: [] };

    const message = commitMessage(input.message, input.coAuthor);
    const diff = await git.raw(['diff', '--cached', '--text', since]);
    const log = input.sinceSha
      ? await git.raw(['log', '--format=%B', `${input.sinceSha}..HEAD`])
      : '';
    const leaked = findSecrets(`${diff}\n${log}\n${message}`, input.secrets);
    const files = splitLines(await git.raw(['diff', '--cached', '--name-only', since]));
    if (leaked.length > 0) {
      // Unstage, but keep the agent's files on disk for a human to inspect.
      await git.raw(['reset', '-q']);
      return { status: 'secret_detected', files, secrets: leaked };
    }
    if (staged) await git.raw(['commit', '--no-verify', '--no-gpg-sign', '-m', message]);
    const sha = (await git.raw(['rev-parse', 'HEAD'])).trim();
    return { status: 'committed', sha, files };
  } catch (error) {
    throw new Error(`git commit failed: ${gitErrorMessage(error)}`, { cause: error });
  }
}

/** The message with a `Co-authored-by: login <login@users.noreply.github.com>` trailer. */
export function commitMessage(message: string, coAuthor?: string): string {
  const text = message.trim() || 'Changes by agent-loop';
  if (!coAuthor || !/^[A-Za-z0-9-]+(\[bot\])?$/.test(coAuthor)) return text;
  return `${text}\n\nCo-authored-by: ${coAuthor} <${coAuthor}@users.noreply.github.com>`;
}

function splitLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
