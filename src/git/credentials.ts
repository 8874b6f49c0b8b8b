/**
 * actions/checkout leaves the job's token where the agent's tools could reach
 * it: an `http.<url>.extraheader` in the clone's git config, or (newer versions)
 * an `includeIf` entry pointing at a credentials file under RUNNER_TEMP. While
 * the agent runs, the entries are taken out of the config and such files are
 * emptied; both are put back only for the push.
 *
 * The agent can write the clone's `.git/config` while it runs (core.fsmonitor,
 * a filter or credential helper, core.sshCommand…), and the action runs git
 * afterwards with the token back in place. So `restore()` writes the config file
 * back exactly as it was before the agent ran, discarding whatever it changed,
 * and replaces files rather than writing through a link the agent may have put
 * in their place.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Plain git with an argument list (simple-git refuses to write includeIf entries). */
async function gitConfig(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await execFileAsync('git', ['config', '--local', ...args], {
    cwd,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
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

/** Removes credential entries (and empties included credential files) until `restore()`. */
export async function hideGitCredentials(cwd: string): Promise<HiddenCredentials> {
  let listing: string;
  try {
    listing = await gitConfig(cwd, ['--null', '--list']);
  } catch {
    return { count: 0, restore: async () => {} };
  }
  const snapshot = await snapshotConfig(cwd);
  const entries: ConfigEntry[] = listing
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const newline = entry.indexOf('\n');
      return newline === -1
        ? { key: entry, value: '' }
        : { key: entry.slice(0, newline), value: entry.slice(newline + 1) };
    })
    .filter((entry) => CREDENTIAL_KEYS.test(entry.key));
  const files = entries
    .filter((entry) => /^includeif\./i.test(entry.key))
    .flatMap((entry) => stashFile(resolve(cwd, '.git', entry.value), cwd));
  for (const key of new Set(entries.map((entry) => entry.key))) {
    await gitConfig(cwd, ['--unset-all', key]);
  }
  let restored = false;
  return {
    count: entries.length,
    restore: async () => {
      if (restored) return;
      restored = true;
      for (const file of files) replaceFile(file);
      if (snapshot) {
        replaceFile(snapshot);
        return;
      }
      for (const entry of entries) {
        await gitConfig(cwd, ['--add', entry.key, entry.value]);
      }
    },
  };
}

interface SavedFile {
  path: string;
  content: Buffer;
  mode: number;
}

/** The clone's own config file as it is now, or undefined when it cannot be read. */
async function snapshotConfig(cwd: string): Promise<SavedFile | undefined> {
  try {
    const { stdout } = await execFileAsync('git', ['rev-parse', '--git-path', 'config'], { cwd });
    const path = resolve(cwd, stdout.trim());
    const { mode } = statSync(path);
    return { path, content: readFileSync(path), mode: mode & 0o777 };
  } catch {
    return undefined;
  }
}

/** Writes `file` back as a new regular file (never through a symlink left in its place). */
function replaceFile(file: SavedFile): void {
  rmSync(file.path, { force: true, recursive: true });
  writeFileSync(file.path, file.content, { mode: file.mode, flag: 'wx' });
}

/** Empties an included config file outside the workspace, keeping its content to restore. */
function stashFile(path: string, workspace: string): SavedFile[] {
  const inside = relative(workspace, path);
  if (!inside.startsWith('..') && !isAbsolute(inside)) return [];
  try {
    const { mode } = statSync(path);
    const content = readFileSync(path);
    writeFileSync(path, '');
    return [{ path, content, mode: mode & 0o777 }];
  } catch {
    return [];
  }
}
