/**
 * Replays one commit's own change (against its first parent) onto another
 * commit, in the object store only: the change is applied with a three-way
 * fallback to a scratch index read from `onto`, and a commit with the original
 * message is made on `onto`. The checkout, its index and HEAD are not touched.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityEnvironment, runGit, type GitRepository } from './git-client.js';
import { withSshSigningKey } from './ssh-signing.js';

/** The commit on `onto` carrying the change `sha` made; `onto` itself when that change is empty. Throws on a conflict. */
export async function replayCommit(
  repository: GitRepository,
  onto: string,
  sha: string,
  sshSigningKey?: string,
): Promise<string> {
  const patch = await runGit(repository, [
    'diff',
    '--binary',
    '--full-index',
    '--no-ext-diff',
    '--no-textconv',
    '--no-renames',
    `${sha}^`,
    sha,
  ]);
  const ontoSha = (await runGit(repository, ['rev-parse', `${onto}^{commit}`])).trim();
  if (patch.trim() === '') return ontoSha;
  const scratch = await mkdtemp(join(tmpdir(), 'agent-loop-replay-'));
  try {
    const env = { GIT_INDEX_FILE: join(scratch, 'index') };
    await runGit(repository, ['read-tree', ontoSha], { env });
    await runGit(repository, ['apply', '--cached', '--3way', '-'], { env, input: patch });
    const tree = (await runGit(repository, ['write-tree'], { env })).trim();
    const message = await runGit(repository, ['show', '-s', '--format=%B', sha]);
    return await commitTreeOn(repository, tree, ontoSha, message, sshSigningKey);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * A commit of `tree` on `parent` with `message`, by the agent's identity; signed
 * with `sshSigningKey` when given (`commit_signing: ssh`), so a commit the push
 * retry makes is signed like the one it replaces.
 */
export async function commitTreeOn(
  repository: GitRepository,
  tree: string,
  parent: string,
  message: string,
  sshSigningKey?: string,
): Promise<string> {
  const make = async (signing: Record<string, string> | undefined) =>
    (
      await runGit(
        repository,
        ['commit-tree', signing ? '-S' : '--no-gpg-sign', tree, '-p', parent, '-F', '-'],
        { env: { ...identityEnvironment(), ...signing }, input: message },
      )
    ).trim();
  return sshSigningKey ? withSshSigningKey(sshSigningKey, make) : make(undefined);
}
