/**
 * `commit_signing: ssh` at the git level: the commit the action builds is signed with the
 * given key (git verifies it against the key's public half), and no file holding the key
 * is left behind once the commit is made.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitWork } from '../../src/github-side/git/commit.js';
import { pushCommit } from '../../src/github-side/git/push.js';
import { prepareWorkspace } from '../../src/github-side/git/workspace.js';
import { git, removeTempDirs, repos, tempDir } from './helpers.js';

afterAll(removeTempDirs);

const signingDirectories = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith('agent-loop-signing-'));

describe('commit_signing: ssh', () => {
  it('signs the commit with the key, which git verifies, and leaves no key file', async () => {
    const keys = tempDir('ssh-key-');
    const keyPath = join(keys, 'id_ed25519');
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'agent', '-f', keyPath]);
    const { work } = repos();
    const ws = await prepareWorkspace(work, {
      kind: 'new-branch',
      branch: 'agent/signed',
      base: 'main',
    });
    writeFileSync(join(work, 'README.md'), 'signed change\n');
    const before = signingDirectories();
    const commit = await commitWork({
      repository: ws.repository,
      startSha: ws.startSha,
      message: 'A signed change',
      secrets: [],
      branch: 'agent/signed',
      sshSigningKey: readFileSync(keyPath, 'utf8'),
    });
    expect(commit.status).toBe('committed');
    if (commit.status !== 'committed') return;
    expect(git(work, 'cat-file', 'commit', commit.sha)).toContain('-----BEGIN SSH SIGNATURE-----');
    const allowed = join(keys, 'allowed_signers');
    const publicKey = readFileSync(`${keyPath}.pub`, 'utf8').trim();
    writeFileSync(
      allowed,
      `${'41898282+github-actions[bot]@users.noreply.github.com'} ${publicKey}\n`,
    );
    const verified = execFileSync(
      'git',
      [
        '-c',
        'gpg.format=ssh',
        '-c',
        `gpg.ssh.allowedSignersFile=${allowed}`,
        'verify-commit',
        '-v',
        commit.sha,
      ],
      { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(verified).toBeDefined();
    expect(signingDirectories()).toEqual(before);
  });

  it('leaves the commit unsigned without a key', async () => {
    const { work } = repos();
    const ws = await prepareWorkspace(work, {
      kind: 'new-branch',
      branch: 'agent/plain',
      base: 'main',
    });
    writeFileSync(join(work, 'README.md'), 'plain change\n');
    const commit = await commitWork({
      repository: ws.repository,
      startSha: ws.startSha,
      message: 'Plain',
      secrets: [],
    });
    if (commit.status !== 'committed') throw new Error('not committed');
    expect(git(work, 'cat-file', 'commit', commit.sha)).not.toContain('SSH SIGNATURE');
  });

  it('signs the commit the push retry makes when someone pushed the branch meanwhile', async () => {
    const keys = tempDir('ssh-key-');
    const keyPath = join(keys, 'id_ed25519');
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'agent', '-f', keyPath]);
    const key = readFileSync(keyPath, 'utf8');
    const { root, origin, work } = repos();
    const ws = await prepareWorkspace(work, {
      kind: 'new-branch',
      branch: 'agent/moved',
      base: 'main',
    });
    writeFileSync(join(work, 'mine.txt'), 'mine\n');
    const commit = await commitWork({
      repository: ws.repository,
      startSha: ws.startSha,
      message: 'Mine, signed',
      secrets: [],
      sshSigningKey: key,
    });
    if (commit.status !== 'committed') throw new Error('not committed');
    // A person pushes the same branch first.
    const other = join(root, 'other');
    git(root, 'clone', '-q', origin, other);
    git(other, 'checkout', '-q', '-b', 'agent/moved');
    writeFileSync(join(other, 'theirs.txt'), 'theirs\n');
    git(other, 'add', '-A');
    git(
      other,
      '-c',
      'user.name=P',
      '-c',
      'user.email=p@example.org',
      'commit',
      '-q',
      '-m',
      'theirs',
    );
    git(other, 'push', '-q', 'origin', 'HEAD:refs/heads/agent/moved');

    const pushed = await pushCommit({
      repository: ws.repository,
      sha: commit.sha,
      branch: 'agent/moved',
      remoteUrl: ws.remoteUrl,
      protectedBranches: ['main'],
      sshSigningKey: key,
    });
    expect(pushed).toMatchObject({ status: 'pushed', rebased: true });
    if (pushed.status !== 'pushed') return;
    expect(pushed.sha).not.toBe(commit.sha);
    expect(git(origin, 'cat-file', 'commit', pushed.sha)).toContain(
      '-----BEGIN SSH SIGNATURE-----',
    );
    expect(git(origin, 'show', `${pushed.sha}:theirs.txt`).trim()).toBe('theirs');
  });
});
