/**
 * `commit_signing: ssh`: the agent's commit signed locally with the SSH key of input
 * ssh_signing_key (git's `gpg.format=ssh`, which runs `ssh-keygen -Y sign`). The key is
 * written to a file in a fresh directory only the action's user can open (0700/0600),
 * named to the one git process that signs through its own environment
 * (`GIT_CONFIG_COUNT`: never a config file, never the tools' environment), and removed
 * as soon as that process ends. Commits are made after the loop, when the tool boundary
 * is closed and no tool process is left to look for it.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs `use` with the git environment that makes `commit-tree -S` sign with `key`. */
export async function withSshSigningKey<T>(
  key: string,
  use: (env: Record<string, string>) => Promise<T>,
): Promise<T> {
  const directory = await mkdtemp(join(tmpdir(), 'agent-loop-signing-'));
  try {
    await chmod(directory, 0o700);
    const path = join(directory, 'key');
    // ssh-keygen refuses a key file others can read, and one without its final newline.
    await writeFile(path, `${key.replace(/\r\n/g, '\n').trim()}\n`, { mode: 0o600 });
    return await use({
      GIT_CONFIG_COUNT: '3',
      GIT_CONFIG_KEY_0: 'gpg.format',
      GIT_CONFIG_VALUE_0: 'ssh',
      GIT_CONFIG_KEY_1: 'user.signingkey',
      GIT_CONFIG_VALUE_1: path,
      GIT_CONFIG_KEY_2: 'gpg.ssh.program',
      GIT_CONFIG_VALUE_2: 'ssh-keygen',
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
