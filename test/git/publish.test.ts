/**
 * What the action publishes, on real repositories with a bare origin: one commit
 * of the final tree on the start commit, with every change the checks refuse
 * left out (the path keeps its start content), named in the outcome, and the
 * rest committed and pushed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitWork, type CommitInput } from '../../src/github-side/git/commit.js';
import { pushCommit } from '../../src/github-side/git/push.js';
import { renderFinalReport } from '../../src/github-side/report/final-report.js';
import { createRedactor } from '../../src/engine/safety/secrets.js';
import { prepareWorkspace, type PreparedWorkspace } from '../../src/github-side/git/workspace.js';
import { everyObject, git, removeTempDirs, repos } from './helpers.js';

afterEach(removeTempDirs);

/** A secret with characters URL encoding changes. */
const SECRET = 'sk-ant-api03-Ab+/cd=EF_gh~ij0123456789';
const BRANCH = 'agent/issue-5-x';

async function start(): Promise<{ origin: string; work: string; ws: PreparedWorkspace }> {
  const { origin, work } = repos();
  const ws = await prepareWorkspace(work, { kind: 'new-branch', branch: BRANCH, base: 'main' });
  return { origin, work, ws };
}

async function publish(ws: PreparedWorkspace, options: Partial<CommitInput> = {}) {
  const commit = await commitWork({
    repository: ws.repository,
    startSha: ws.startSha,
    message: 'agent: work',
    secrets: [SECRET],
    ...options,
  });
  const push =
    commit.status === 'committed'
      ? await pushCommit({
          repository: ws.repository,
          sha: commit.sha,
          branch: BRANCH,
          remoteUrl: ws.remoteUrl,
          protectedBranches: ['main'],
        })
      : undefined;
  return { commit, push };
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('secrets in any form are left out, the rest is pushed', () => {
  it('line-split, base64 at offsets 0-2 and wrapped, hex, URL-encoded, in a file name', async () => {
    const { origin, work, ws } = await start();
    const files: Record<string, string> = {
      'split.txt': `key = ${SECRET.slice(0, 15)}\n      ${SECRET.slice(15)}\n`,
      'b64-0.txt': `${base64(SECRET)}\n`,
      'b64-1.txt': `${base64(`x${SECRET}`)}\n`,
      'b64-2.txt': `${base64(`xy${SECRET}`)}\n`,
      'b64-wrapped.txt': `${base64(`abc${SECRET}${SECRET}`).replace(/(.{20})/g, '$1\n')}\n`,
      'hex.txt': `${Buffer.from(SECRET).toString('hex')}\n`,
      'url.txt': `https://example.com/?key=${encodeURIComponent(SECRET)}\n`,
      [`dir/${Buffer.from(SECRET).toString('hex')}.txt`]: 'innocent content\n',
      'good.txt': 'the real fix\n',
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(work, path, '..'), { recursive: true });
      writeFileSync(join(work, path), content);
    }
    const { commit, push } = await publish(ws);

    expect(commit.status).toBe('committed');
    expect(commit.files).toEqual(['good.txt']);
    const leftOut = Object.fromEntries(commit.leftOut.map((entry) => [entry.path, entry.reason]));
    for (const path of Object.keys(files).filter((path) => path !== 'good.txt'))
      expect(leftOut[path], path).toBe('secret');
    const named = commit.leftOut.find((entry) => entry.path.startsWith('dir/'));
    expect(named?.displayPath).toBe('dir/(name withheld)');
    expect(push).toMatchObject({ status: 'pushed' });

    const published = everyObject(origin);
    expect(published).toContain('the real fix');
    for (const form of [
      SECRET,
      SECRET.slice(0, 15),
      Buffer.from(SECRET).toString('hex'),
      base64(`x${SECRET}`).slice(4, 40),
      encodeURIComponent(SECRET),
    ]) {
      expect(published).not.toContain(form);
    }
    expect(JSON.stringify(commit)).not.toContain(SECRET);
    // The files stay in the checkout for a human to look at.
    expect(git(work, 'status', '--porcelain')).toContain('split.txt');
  });

  it('a secret the agent committed and then deleted never reaches the origin', async () => {
    const { origin, work, ws } = await start();
    writeFileSync(join(work, 'leak.txt'), `${SECRET}\n`);
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', `leak ${SECRET}`);
    unlinkSync(join(work, 'leak.txt'));
    writeFileSync(join(work, 'fix.txt'), 'fixed\n');
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', 'clean up');

    const { commit, push } = await publish(ws);
    expect(commit).toMatchObject({ status: 'committed', files: ['fix.txt'], leftOut: [] });
    expect(push).toMatchObject({ status: 'pushed' });
    if (commit.status !== 'committed') return;
    // One commit on the start commit: the agent's own commits are not in the history.
    expect(git(origin, 'rev-list', '--parents', '-n', '1', BRANCH)).toBe(
      `${commit.sha} ${ws.startSha}`,
    );
    expect(everyObject(origin)).not.toContain(SECRET);
  });

  it('a secret that was in the file before the run does not stop a change to it', async () => {
    const { work, ws } = await start();
    // The repository held the value before the agent ran (it is public already).
    writeFileSync(join(work, 'old.txt'), `${SECRET}\n`);
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', 'already there');
    const startSha = git(work, 'rev-parse', 'HEAD');
    writeFileSync(join(work, 'old.txt'), `${SECRET}\nmore\n`);
    const commit = await commitWork({
      repository: ws.repository,
      startSha,
      message: 'x',
      secrets: [SECRET],
    });
    expect(commit).toMatchObject({ status: 'committed', files: ['old.txt'], leftOut: [] });
  });
});

describe('changes the action does not publish', () => {
  it('workflow files written with plain fs are left out unless allowed', async () => {
    const { origin, work, ws } = await start();
    mkdirSync(join(work, '.github', 'workflows'), { recursive: true });
    writeFileSync(join(work, '.github', 'workflows', 'evil.yml'), 'on: push\n');
    writeFileSync(join(work, '.github', 'CODEOWNERS'), '* @octocat\n');
    const { commit } = await publish(ws);
    expect(commit).toMatchObject({
      status: 'committed',
      files: ['.github/CODEOWNERS'],
      leftOut: [{ path: '.github/workflows/evil.yml', reason: 'workflow' }],
    });
    expect(git(origin, 'ls-tree', '-r', '--name-only', BRANCH)).not.toContain('workflows');

    const allowed = await commitWork({
      repository: ws.repository,
      startSha: ws.startSha,
      message: 'x',
      secrets: [],
      allowWorkflowChanges: true,
    });
    expect(allowed).toMatchObject({ status: 'committed', leftOut: [] });
    expect(allowed.files).toContain('.github/workflows/evil.yml');
  });

  it('symlinks out of the repository are left out, links inside are kept', async () => {
    const { work, ws } = await start();
    symlinkSync('/etc/passwd', join(work, 'passwd'));
    symlinkSync('../outside', join(work, 'up'));
    mkdirSync(join(work, 'docs'));
    symlinkSync('../../x', join(work, 'docs', 'deep'));
    symlinkSync('../README.md', join(work, 'docs', 'readme'));
    const { commit } = await publish(ws);
    expect(commit.files).toEqual(['docs/readme']);
    expect(commit.leftOut.map((entry) => [entry.path, entry.reason]).sort()).toEqual([
      ['docs/deep', 'symlink'],
      ['passwd', 'symlink'],
      ['up', 'symlink'],
    ]);
  });

  it('a file over 100 MiB is left out', async () => {
    const { origin, work, ws } = await start();
    execFileSync('truncate', ['-s', '101M', join(work, 'big.bin')]);
    writeFileSync(join(work, 'small.txt'), 'small\n');
    const { commit, push } = await publish(ws);
    expect(commit).toMatchObject({
      files: ['small.txt'],
      leftOut: [{ path: 'big.bin', reason: 'too_large', detail: expect.stringContaining('101') }],
    });
    expect(push).toMatchObject({ status: 'pushed' });
    expect(git(origin, 'ls-tree', '-r', '--name-only', BRANCH)).not.toContain('big.bin');
  });

  it('.gitmodules and gitlinks (an embedded repository) are left out', async () => {
    const { work, ws } = await start();
    const nested = join(work, 'vendor', 'lib');
    mkdirSync(nested, { recursive: true });
    git(nested, 'init', '-q');
    writeFileSync(join(nested, 'a.txt'), 'a\n');
    git(nested, 'add', '-A');
    git(nested, 'commit', '-q', '-m', 'nested');
    writeFileSync(
      join(work, '.gitmodules'),
      '[submodule "lib"]\n\tpath = vendor/lib\n\turl = https://evil.example/lib.git\n',
    );
    writeFileSync(join(work, 'ok.txt'), 'ok\n');
    const { commit } = await publish(ws);
    expect(commit.files).toEqual(['ok.txt']);
    expect(commit.leftOut.map((entry) => [entry.path, entry.reason]).sort()).toEqual([
      ['.gitmodules', 'submodule'],
      ['vendor/lib', 'nested_repository'],
    ]);
  });

  it('a planted sub/.git that makes git drop sub/ is named in the outcome and the report', async () => {
    const { origin, work, ws } = await start();
    mkdirSync(join(work, 'sub', 'deep'), { recursive: true });
    writeFileSync(join(work, 'sub', 'fix.c'), 'int fixed;\n');
    writeFileSync(join(work, 'sub', 'deep', 'more.c'), 'int more;\n');
    // The planted repository: one empty commit, so git records sub/ as a gitlink.
    git(join(work, 'sub'), 'init', '-q');
    git(join(work, 'sub'), 'commit', '-q', '--allow-empty', '-m', 'planted');
    writeFileSync(join(work, 'ok.txt'), 'ok\n');
    const { commit, push } = await publish(ws);
    expect(commit).toMatchObject({ status: 'committed', files: ['ok.txt'] });
    expect(commit.leftOut).toEqual([
      {
        path: 'sub',
        displayPath: 'sub/',
        reason: 'nested_repository',
        detail: expect.stringContaining('it holds its own .git') as unknown,
      },
    ]);
    expect(push).toMatchObject({ status: 'pushed' });
    expect(git(origin, 'ls-tree', '-r', '--name-only', BRANCH)).not.toContain('sub');
    const report = renderFinalReport(
      {
        conclusion: 'success',
        summary: 'Fixed it.',
        filesChanged: commit.files,
        runId: '7',
        runUrl: 'https://github.com/o/r/actions/runs/7',
        turns: 1,
        costUsd: 0,
        durationMs: 1000,
        leftOut: commit.leftOut.map((entry) => ({ path: entry.displayPath, detail: entry.detail })),
      },
      createRedactor([SECRET]),
    );
    expect(report).toContain('`sub/`: it holds its own .git');
    expect(report).toContain('none of its files were committed');
  });

  it('a path git cannot add (a repository without a commit) does not cost the rest', async () => {
    const { origin, work, ws } = await start();
    git(join(work), 'init', '-q', 'scratch');
    writeFileSync(join(work, 'scratch', 'notes.txt'), 'x\n');
    writeFileSync(join(work, 'fix.txt'), 'the fix\n');
    const { commit, push } = await publish(ws);
    expect(commit).toMatchObject({
      status: 'committed',
      files: ['fix.txt'],
      leftOut: [
        {
          path: 'scratch',
          displayPath: 'scratch/',
          reason: 'nested_repository',
          detail: expect.stringContaining('it holds its own .git') as unknown,
        },
      ],
    });
    expect(push).toMatchObject({ status: 'pushed' });
    expect(git(origin, 'show', `${BRANCH}:fix.txt`)).toBe('the fix');
  });

  it('a deleted or modified file that is left out keeps its start content', async () => {
    const { origin, work, ws } = await start();
    // A workflow already on the branch: the agent deletes it and edits the README.
    mkdirSync(join(work, '.github', 'workflows'), { recursive: true });
    writeFileSync(join(work, '.github', 'workflows', 'ci.yml'), 'on: push\n');
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', 'ci');
    git(work, 'push', '-q', 'origin', `HEAD:refs/heads/${BRANCH}`);
    const again = await prepareWorkspace(work, {
      kind: 'new-branch',
      branch: BRANCH,
      base: 'main',
    });
    expect(again.reused).toBe(true);
    rmSync(join(work, '.github'), { recursive: true });
    writeFileSync(join(work, 'README.md'), 'changed\n');
    const { commit, push } = await publish(again);
    expect(commit).toMatchObject({
      files: ['README.md'],
      leftOut: [{ path: '.github/workflows/ci.yml', reason: 'workflow' }],
    });
    expect(push).toMatchObject({ status: 'pushed' });
    expect(git(origin, 'show', `${BRANCH}:.github/workflows/ci.yml`)).toBe('on: push');
    expect(ws.startSha).not.toBe(again.startSha);
  });
});
