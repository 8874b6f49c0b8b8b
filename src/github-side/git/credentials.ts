/**
 * actions/checkout leaves the job's token where the agent's tools could reach
 * it: an `http.<url>.extraheader` in the clone's git config, or (newer versions)
 * an `includeIf` entry pointing at a credentials file under RUNNER_TEMP. While
 * the agent runs, the entries are taken out of the config and such files are
 * emptied; both are put back, byte for byte, when the loop ends (the action's
 * own push does not use them: it sends github_token, see push.ts).
 *
 * The agent can write the clone's `.git/config` while it runs (core.fsmonitor,
 * a filter or credential helper, core.sshCommand…), and the action runs git
 * afterwards with the token back in place. So `restore()` writes the config file
 * back exactly as it was before the agent ran, discarding whatever it changed,
 * and replaces files rather than writing through a link the agent may have put
 * in their place.
 */
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';
import { existsSync, lstatSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { gitErrorMessage, locateRepository, runGit, type GitRepository } from './git-client.js';

/** `git config --local` of the clone, run like every other git command of the action. */
function gitConfig(repository: GitRepository, args: string[]): Promise<string> {
  return runGit(repository, ['config', '--local', ...args]);
}

const CREDENTIAL_KEYS = /^(http\..*\.extraheader|includeif\..*\.path)$/i;

export interface HiddenCredentials {
  /** How many config entries were removed. */
  count: number;
  /** Puts everything back (idempotent). */
  restore: () => Promise<void>;
}

interface ConfigEntry {
  key: string;
  value: string;
}

/** The credentials could not be hidden: the run must not go on with them in the tools' reach. */
export class CredentialsNotHiddenError extends AgentLoopError<'credentials_not_hidden'> {
  override readonly name = 'CredentialsNotHiddenError';
  get kind() {
    return 'credentials_not_hidden' as const;
  }
}

/**
 * Removes credential entries (and empties included credential files) until
 * `restore()`. Nothing to hide when `cwd` is in no checkout; a checkout whose
 * config git cannot read or change throws {@link CredentialsNotHiddenError}.
 */
export async function hideGitCredentials(cwd: string): Promise<HiddenCredentials> {
  let repository: GitRepository;
  let listing: string;
  try {
    repository = await locateRepository(cwd);
    listing = await gitConfig(repository, ['--null', '--list']);
  } catch (error) {
    if (!inCheckout(cwd)) return { count: 0, restore: async () => {} };
    throw new CredentialsNotHiddenError(
      `the credentials in the checkout's git configuration could not be hidden from the agent's tools, so the run stops here: ${gitErrorMessage(error)}`,
    );
  }
  const snapshot = snapshotConfig(repository);
  const worktreeConfig = snapshotOptional(resolve(repository.gitDir, 'config.worktree'));
  const all: ConfigEntry[] = listing
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const newline = entry.indexOf('\n');
      return newline === -1
        ? { key: entry, value: '' }
        : { key: entry.slice(0, newline), value: entry.slice(newline + 1) };
    });
  const entries = all.filter((entry) => CREDENTIAL_KEYS.test(entry.key));
  // actions/checkout v6 points two or four includeIf entries (host and container
  // paths, repository and worktrees) at one file: it is saved once, before it is emptied.
  const includedFiles = new Set(
    entries
      .filter((entry) => /^includeif\./i.test(entry.key))
      .map((entry) => resolve(repository.commonDir, entry.value)),
  );
  const files = [...includedFiles].flatMap((path) => stashFile(path, repository.workTree));
  // Other files the config includes (outside the workspace) are put back as they
  // were too: the agent could write git settings into them.
  const otherIncludes = all
    .filter((entry) => /^include\.path$/i.test(entry.key))
    .map((entry) => resolve(repository.commonDir, entry.value))
    .filter((path) => !includedFiles.has(path));
  files.push(...[...new Set(otherIncludes)].flatMap((path) => saveFile(path, repository.workTree)));
  try {
    for (const key of new Set(entries.map((entry) => entry.key))) {
      await gitConfig(repository, ['--unset-all', key]);
    }
  } catch (error) {
    // What was taken out goes back: the job's later steps need it.
    for (const file of files) replaceFile(file);
    if (snapshot) replaceFile(snapshot);
    throw new CredentialsNotHiddenError(
      `the credentials in the checkout's git configuration could not be removed for the run, so the run stops here: ${gitErrorMessage(error)}`,
    );
  }
  let restored = false;
  return {
    count: entries.length,
    restore: async () => {
      if (restored) return;
      restored = true;
      // Files outside the workspace first: later steps of the job need them whatever happens.
      for (const file of files) replaceFile(file);
      // Never write the token into a directory the agent put in place of .git.
      assertRealDirectory(repository.gitDir);
      assertRealDirectory(repository.commonDir);
      // Read when extensions.worktreeConfig is on: it goes back to what it was (or away).
      if (worktreeConfig.content)
        replaceFile({ ...worktreeConfig, content: worktreeConfig.content });
      else rmSync(worktreeConfig.path, { force: true, recursive: true });
      if (snapshot) {
        replaceFile(snapshot);
        return;
      }
      for (const entry of entries) {
        await gitConfig(repository, ['--add', entry.key, entry.value]);
      }
    },
  };
}

interface SavedFile {
  path: string;
  content: Buffer;
  mode: number;
}

/** True when `path` or a folder above it holds a `.git`: a checkout, whatever git says of it. */
function inCheckout(path: string): boolean {
  for (let folder = resolve(path); ; folder = dirname(folder)) {
    if (existsSync(join(folder, '.git'))) return true;
    if (folder === dirname(folder)) return false;
  }
}

/** The clone's own config file as it is now, or undefined when it cannot be read. */
function snapshotConfig(repository: GitRepository): SavedFile | undefined {
  try {
    const path = resolve(repository.commonDir, 'config');
    const { mode } = statSync(path);
    return { path, content: readFileSync(path), mode: mode & 0o777 };
  } catch {
    return undefined;
  }
}

/** A file that may not exist: its content, or null. */
function snapshotOptional(path: string): { path: string; content: Buffer | null; mode: number } {
  try {
    const { mode } = statSync(path);
    return { path, content: readFileSync(path), mode: mode & 0o777 };
  } catch {
    return { path, content: null, mode: 0o644 };
  }
}

/** The agent may have replaced `.git` by a link to a directory of its own: refuse to go on. */
function assertRealDirectory(path: string): void {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat?.isDirectory())
    throw new Error(
      `${path} is no longer the repository's directory (replaced while the agent ran)`,
    );
}

/** Writes `file` back as a new regular file (never through a symlink left in its place). */
function replaceFile(file: SavedFile): void {
  rmSync(file.path, { force: true, recursive: true });
  writeFileSync(file.path, file.content, { mode: file.mode, flag: 'wx' });
}

/** Empties an included config file outside the workspace, keeping its content to restore. */
function stashFile(path: string, workspace: string): SavedFile[] {
  const saved = saveFile(path, workspace);
  for (const file of saved) writeFileSync(file.path, '');
  return saved;
}

/** The content of a file outside the workspace (inside it, the agent's edits are its work). */
function saveFile(path: string, workspace: string): SavedFile[] {
  const inside = relative(workspace, path);
  if (!inside.startsWith('..') && !isAbsolute(inside)) return [];
  try {
    const { mode } = statSync(path);
    return [{ path, content: readFileSync(path), mode: mode & 0o777 }];
  } catch {
    return [];
  }
}
