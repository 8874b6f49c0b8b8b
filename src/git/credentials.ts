/**
 * actions/checkout leaves the job's token in the clone's git config (an
 * `http.<url>.extraheader`, or an `includeIf` file holding one). The agent's
 * Bash and Read tools work in that clone, so the credentials are taken out of
 * the config while the agent runs and put back only for the push.
 */
import { createGit } from './git-client.js';

const CREDENTIAL_KEYS = /^(http\..*\.extraheader|includeif\..*\.path)$/i;

export interface HiddenCredentials {
  /** How many config entries were removed. */
  count: number;
  /** Puts them back (idempotent). */
  restore: () => Promise<void>;
}

/** Removes credential entries from the clone's local git config until `restore()`. */
export async function hideGitCredentials(cwd: string): Promise<HiddenCredentials> {
  const git = createGit(cwd);
  let listing: string;
  try {
    listing = await git.raw(['config', '--local', '--null', '--list']);
  } catch {
    return { count: 0, restore: async () => {} };
  }
  const entries = listing
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const newline = entry.indexOf('\n');
      return newline === -1
        ? { key: entry, value: '' }
        : { key: entry.slice(0, newline), value: entry.slice(newline + 1) };
    })
    .filter((entry) => CREDENTIAL_KEYS.test(entry.key));
  for (const key of new Set(entries.map((entry) => entry.key))) {
    await git.raw(['config', '--local', '--unset-all', key]);
  }
  let restored = false;
  return {
    count: entries.length,
    restore: async () => {
      if (restored) return;
      restored = true;
      for (const entry of entries) {
        await git.raw(['config', '--local', '--add', entry.key, entry.value]);
      }
    },
  };
}
