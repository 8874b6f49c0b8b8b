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

/** The commit on `onto` carrying the change `sha` made; `onto` itself when that change is empty. Throws on a conflict. */
export async function replayCommit(
  repository: GitRepository,
  onto: string,
  sha: string,
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
    const commit = await runGit(
      repository,
      ['commit-tree', '--no-gpg-sign', tree, '-p', ontoSha, '-F', '-'],
      { env: identityEnvironment(), input: message },
    );
    return commit.trim();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
