import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitMessage, commitWork } from '../../src/github-side/git/commit.js';
import { pushCommit } from '../../src/github-side/git/push.js';
import { isValidBranchName, issueBranchName, slugify } from '../../src/github-side/git/ref-name.js';
import { prepareWorkspace } from '../../src/github-side/git/workspace.js';
import { git, removeTempDirs, repos as sharedRepos } from './helpers.js';

afterEach(removeTempDirs);

/** The shared origin and checkout, plus a second clone that pushes behind the agent's back. */
function repos(): { origin: string; work: string; other: string } {
  const { root, origin, work } = sharedRepos();
  const other = join(root, 'other');
  git(root, 'clone', '-q', origin, other);
  return { origin, work, other };
}

function installFailingHook(repo: string, name: string): string {
  const marker = join(repo, `${name}-ran`);
  const hooks = join(repo, '.git', 'hooks');
  mkdirSync(hooks, { recursive: true });
  writeFileSync(join(hooks, name), `#!/bin/sh\ntouch "${marker}"\nexit 1\n`);
  chmodSync(join(hooks, name), 0o755);
  return marker;
}

describe('ref names', () => {
  it('slugifies titles to ASCII, ≤ 40 chars', () => {
    expect(slugify('Spelling error in the README file')).toBe('spelling-error-in-the-readme-file');
    expect(slugify('Crème brûlée: ça marche? 🚀')).toBe('creme-brulee-ca-marche');
    expect(slugify('a'.repeat(60)).length).toBe(40);
    expect(
      slugify('This is a very long issue title that keeps on going forever').length,
    ).toBeLessThanOrEqual(40);
    expect(issueBranchName('agent/', 12, 'Fix: the build!')).toBe('agent/issue-12-fix-the-build');
    expect(issueBranchName('agent/', 3, '日本語')).toBe('agent/issue-3');
    expect(() => issueBranchName('bad..prefix/', 1, 'x')).toThrow(/Invalid branch/);
  });

  it.each([
    ['agent/issue-1-x', true],
    ['feature/a.b', true],
    ['a..b', false],
    ['a b', false],
    ['a~1', false],
    ['x^', false],
    ['a:b', false],
    ['a/.hidden', false],
    ['a.lock', false],
    ['a/', false],
    ['a.', false],
    ['a@{1}', false],
    ['@', false],
    ['-x', false],
    ['a//b', false],
    ['a\\b', false],
  ])('%s valid=%s', (name, valid) => {
    expect(isValidBranchName(name)).toBe(valid);
  });
});

describe('workspace, commit and push', () => {
  it('creates the issue branch from the base, commits as the bot with a co-author, hooks off, and pushes with a refspec', async () => {
    const { origin, work } = repos();
    const hookRan = installFailingHook(work, 'pre-commit');
    const pushHookRan = installFailingHook(work, 'pre-push');
    const ws = await prepareWorkspace(work, {
      kind: 'new-branch',
      branch: 'agent/issue-1-typo',
      base: 'main',
    });
    expect(ws).toMatchObject({ branch: 'agent/issue-1-typo', reused: false, readOnly: false });
    expect(git(work, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('agent/issue-1-typo');

    writeFileSync(join(work, 'README.md'), 'hello world\n');
    writeFileSync(join(work, 'new.txt'), 'new\n');
    const commit = await commitWork({
      repository: ws.repository,
      startSha: ws.startSha,
      message: 'Fix typo (#1)',
      coAuthor: 'octocat',
      secrets: ['sk-ant-SECRETVALUE123'],
      branch: 'agent/issue-1-typo',
    });
    expect(commit).toMatchObject({
      status: 'committed',
      files: ['README.md', 'new.txt'],
      leftOut: [],
    });
    if (commit.status !== 'committed') return;
    expect(existsSync(hookRan)).toBe(false);
    expect(git(work, 'log', '-1', '--format=%an <%ae>|%cn <%ce>', commit.sha)).toBe(
      'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>|github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>',
    );
    expect(git(work, 'log', '-1', '--format=%B', commit.sha)).toContain(
      'Co-authored-by: octocat <octocat@users.noreply.github.com>',
    );
    expect(git(work, 'rev-parse', `${commit.sha}^`)).toBe(ws.startSha);
    // Committed in the checkout too: the branch, HEAD and the index are at the commit.
    expect(git(work, 'rev-parse', 'HEAD', 'refs/heads/agent/issue-1-typo')).toBe(
      `${commit.sha}\n${commit.sha}`,
    );
    expect(git(work, 'status', '--porcelain')).toBe('');

    const pushed = await pushCommit({
      repository: ws.repository,
      sha: commit.sha,
      branch: 'agent/issue-1-typo',
      remoteUrl: ws.remoteUrl,
      protectedBranches: ['main'],
    });
    expect(pushed).toMatchObject({ status: 'pushed', rebased: false, sha: commit.sha });
    expect(existsSync(pushHookRan)).toBe(false);
    expect(git(origin, 'rev-parse', 'refs/heads/agent/issue-1-typo')).toBe(commit.sha);
    expect(git(origin, 'log', '-1', '--format=%s', 'main')).toBe('init');
  });

  it('a re-run reuses the existing remote branch', async () => {
    const { origin, work, other } = repos();
    git(other, 'checkout', '-b', 'agent/issue-2-x');
    writeFileSync(join(other, 'earlier.txt'), 'from run 1\n');
    git(other, 'add', '-A');
    git(other, 'commit', '-m', 'run 1');
    git(other, 'push', 'origin', 'HEAD:refs/heads/agent/issue-2-x');
    const ws = await prepareWorkspace(work, {
      kind: 'new-branch',
      branch: 'agent/issue-2-x',
      base: 'main',
    });
    expect(ws.reused).toBe(true);
    expect(readFileSync(join(work, 'earlier.txt'), 'utf8')).toBe('from run 1\n');
    expect(ws.startSha).toBe(git(origin, 'rev-parse', 'refs/heads/agent/issue-2-x'));
  });

  it('checks out a PR head branch, and a fork PR read-only', async () => {
    const { origin, work, other } = repos();
    git(other, 'checkout', '-b', 'feature');
    writeFileSync(join(other, 'f.txt'), 'f\n');
    git(other, 'add', '-A');
    git(other, 'commit', '-m', 'feature');
    git(other, 'push', 'origin', 'HEAD:refs/heads/feature', 'HEAD:refs/pull/7/head');
    expect(
      await prepareWorkspace(work, { kind: 'existing-branch', branch: 'feature' }),
    ).toMatchObject({ branch: 'feature', reused: true });
    const ro = await prepareWorkspace(work, { kind: 'read-only', pullNumber: 7 });
    expect(ro).toMatchObject({
      branch: null,
      readOnly: true,
      startSha: git(origin, 'rev-parse', 'refs/pull/7/head'),
    });
  });

  it('reports nothing to commit, and leaves a secret out while keeping the file on disk', async () => {
    const { work } = repos();
    const ws = await prepareWorkspace(work, {
      kind: 'new-branch',
      branch: 'agent/s',
      base: 'main',
    });
    const base = { repository: ws.repository, startSha: ws.startSha, message: 'x' };
    expect(await commitWork({ ...base, secrets: [] })).toEqual({
      status: 'nothing',
      files: [],
      leftOut: [],
    });
    writeFileSync(join(work, 'config.js'), 'const key = "sk-ant-SECRETVALUE123";\n');
    const result = await commitWork({ ...base, secrets: ['sk-ant-SECRETVALUE123'] });
    expect(result).toMatchObject({
      status: 'nothing',
      leftOut: [{ path: 'config.js', reason: 'secret' }],
    });
    expect(JSON.stringify(result)).not.toContain('SECRETVALUE123');
    expect(git(work, 'rev-parse', 'HEAD')).toBe(ws.startSha);
    expect(existsSync(join(work, 'config.js'))).toBe(true);
  });

  it('never pushes to a protected branch', async () => {
    const { work } = repos();
    const ws = await prepareWorkspace(work, { kind: 'existing-branch', branch: 'main' });
    const base = { repository: ws.repository, sha: ws.startSha, remoteUrl: ws.remoteUrl };
    expect(
      await pushCommit({ ...base, branch: 'main', protectedBranches: ['main'] }),
    ).toMatchObject({ status: 'refused' });
    expect(await pushCommit({ ...base, branch: 'bad..name', protectedBranches: [] })).toMatchObject(
      { status: 'refused' },
    );
  });

  it('a rejected push is rebased onto the advanced remote and pushed', async () => {
    const { origin, work, other } = repos();
    const ws = await prepareWorkspace(work, {
      kind: 'new-branch',
      branch: 'agent/issue-3-r',
      base: 'main',
    });
    writeFileSync(join(work, 'mine.txt'), 'mine\n');
    const commit = await commitWork({
      repository: ws.repository,
      startSha: ws.startSha,
      message: 'mine',
      secrets: [],
    });
    if (commit.status !== 'committed') throw new Error('nothing committed');
    // Meanwhile someone else pushes the same branch.
    git(other, 'checkout', '-b', 'agent/issue-3-r');
    writeFileSync(join(other, 'theirs.txt'), 'theirs\n');
    git(other, 'add', '-A');
    git(other, 'commit', '-m', 'theirs');
    git(other, 'push', 'origin', 'HEAD:refs/heads/agent/issue-3-r');
    installFailingHook(work, 'post-rewrite');

    const pushed = await pushCommit({
      repository: ws.repository,
      sha: commit.sha,
      branch: 'agent/issue-3-r',
      remoteUrl: ws.remoteUrl,
      protectedBranches: ['main'],
    });
    expect(pushed).toMatchObject({ status: 'pushed', rebased: true });
    expect(git(origin, 'log', '--format=%s', 'agent/issue-3-r')).toBe('mine\ntheirs\ninit');
    expect(git(origin, 'ls-tree', '--name-only', 'agent/issue-3-r')).toBe(
      'README.md\nmine.txt\ntheirs.txt',
    );
  });

  it('a second rejection is a typed failure and the work stays committed locally', async () => {
    const { origin, work, other } = repos();
    const ws = await prepareWorkspace(work, {
      kind: 'new-branch',
      branch: 'agent/issue-4-r',
      base: 'main',
    });
    writeFileSync(join(work, 'mine.txt'), 'mine\n');
    const commit = await commitWork({
      repository: ws.repository,
      startSha: ws.startSha,
      message: 'mine',
      secrets: [],
    });
    if (commit.status !== 'committed') throw new Error('nothing committed');
    git(other, 'checkout', '-b', 'agent/issue-4-r');
    writeFileSync(join(other, 'theirs.txt'), 'theirs\n');
    git(other, 'add', '-A');
    git(other, 'commit', '-m', 'theirs');
    git(other, 'push', 'origin', 'HEAD:refs/heads/agent/issue-4-r');
    // The origin refuses every update of this branch (a server-side hook), as a
    // remote that keeps moving or protects the branch would.
    const hook = join(origin, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "branch is locked" >&2\nexit 1\n');
    chmodSync(hook, 0o755);

    const pushed = await pushCommit({
      repository: ws.repository,
      sha: commit.sha,
      branch: 'agent/issue-4-r',
      remoteUrl: ws.remoteUrl,
      protectedBranches: ['main'],
    });
    expect(pushed).toMatchObject({
      status: 'failed',
      rebased: true,
      reason: expect.stringContaining('rejected twice'),
    });
    if (pushed.status !== 'failed') return;
    expect(git(work, 'log', '--format=%s', '-1', pushed.sha)).toBe('mine');
    expect(git(origin, 'log', '--format=%s', 'agent/issue-4-r')).toBe('theirs\ninit');
  });

  it('builds the commit message trailer only for a plausible login', () => {
    expect(commitMessage('Fix', 'octo-cat')).toBe(
      'Fix\n\nCo-authored-by: octo-cat <octo-cat@users.noreply.github.com>',
    );
    expect(commitMessage('Fix', 'evil\nSigned-off-by: x')).toBe('Fix');
  });
});
