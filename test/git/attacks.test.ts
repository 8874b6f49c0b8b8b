/**
 * The agent writes git configuration and hooks while it runs (as a prompt-injected
 * model could, with Bash); the action's own git afterwards must run none of it
 * and must push to the real origin. Every planted program creates a marker file.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitWork } from '../../src/github-side/git/commit.js';
import { hideGitCredentials } from '../../src/github-side/git/credentials.js';
import { pushCommit } from '../../src/github-side/git/push.js';
import { prepareWorkspace, type PreparedWorkspace } from '../../src/github-side/git/workspace.js';
import { git, removeTempDirs, repos } from './helpers.js';

const BRANCH = 'agent/issue-9-x';
const HOOKS = [
  'pre-commit',
  'commit-msg',
  'post-commit',
  'pre-push',
  'reference-transaction',
  'post-checkout',
  'post-index-change',
  'push-to-checkout',
];

const savedEnv = { HOME: process.env.HOME, XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME };
afterEach(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  removeTempDirs();
});

/** Programs that leave a marker named after themselves when run. */
function plantedPrograms(root: string) {
  const markers = join(root, 'markers');
  const bin = join(root, 'bin');
  mkdirSync(markers);
  mkdirSync(bin);
  const program = (name: string): string => {
    const path = join(bin, name);
    writeFileSync(path, `#!/bin/sh\ntouch '${join(markers, name)}'\ncat >/dev/null\nexit 0\n`);
    chmodSync(path, 0o755);
    return path;
  };
  const hooksDir = join(root, 'planted-hooks');
  mkdirSync(hooksDir);
  for (const hook of HOOKS) {
    writeFileSync(join(hooksDir, hook), `#!/bin/sh\ntouch '${join(markers, `hook-${hook}`)}'\n`);
    chmodSync(join(hooksDir, hook), 0o755);
  }
  return { markers, program, hooksDir };
}

/** A config file that would run a program at every step git takes. */
function hostileConfig(
  program: (name: string) => string,
  hooksDir: string,
  redirect?: { from: string; to: string },
): string {
  return [
    '[core]',
    `\tfsmonitor = ${program('fsmonitor')}`,
    `\thooksPath = ${hooksDir}`,
    `\tpager = ${program('pager')}`,
    `\taskPass = ${program('askpass')}`,
    `\tsshCommand = ${program('ssh')}`,
    `\teditor = ${program('editor')}`,
    '[diff]',
    `\texternal = ${program('diff-external')}`,
    '[diff "x"]',
    `\ttextconv = ${program('textconv')}`,
    '[credential]',
    `\thelper = !${program('credential-helper')}`,
    '[gpg]',
    `\tprogram = ${program('gpg')}`,
    '[commit]',
    '\tgpgSign = true',
    '[filter "x"]',
    `\tclean = ${program('filter-clean')}`,
    `\tsmudge = ${program('filter-smudge')}`,
    ...(redirect ? [`[url "${redirect.to}"]`, `\tinsteadOf = ${redirect.from}`] : []),
    ...(redirect ? [`[url "${redirect.to}"]`, `\tpushInsteadOf = ${redirect.from}`] : []),
    '',
  ].join('\n');
}

/** Hooks that would each leave a marker file if git ran them. */
function plantHooks(work: string, markers: string): void {
  for (const hook of HOOKS) {
    const file = join(work, '.git', 'hooks', hook);
    writeFileSync(file, `#!/bin/sh\ntouch '${join(markers, hook)}'\n`);
    chmodSync(file, 0o755);
  }
}

/** The action's own steps after the loop: the checked commit, then its push. */
async function publish(ws: PreparedWorkspace) {
  const commit = await commitWork({
    repository: ws.repository,
    startSha: ws.startSha,
    message: 'agent: fix',
    secrets: [],
  });
  if (commit.status !== 'committed') throw new Error(`nothing committed: ${commit.status}`);
  const push = await pushCommit({
    repository: ws.repository,
    sha: commit.sha,
    branch: BRANCH,
    remoteUrl: ws.remoteUrl,
    protectedBranches: ['main'],
  });
  return { commit, push };
}

describe("the action's git cannot be steered by the agent", () => {
  it('ignores ~/.gitconfig, .git/config and .git/hooks written during the run', async () => {
    const { root, origin, work } = repos();
    const elsewhere = join(root, 'attacker.git');
    git(root, 'init', '-q', '--bare', elsewhere);
    const { markers, program, hooksDir } = plantedPrograms(root);
    const ws = await prepareWorkspace(work, { kind: 'new-branch', branch: BRANCH, base: 'main' });
    const hidden = await hideGitCredentials(work);

    // What the agent does while it runs.
    const config = hostileConfig(program, hooksDir, { from: origin, to: elsewhere });
    const home = join(root, 'home');
    mkdirSync(join(home, '.config', 'git'), { recursive: true });
    writeFileSync(join(home, '.gitconfig'), config);
    writeFileSync(join(home, '.config', 'git', 'config'), config);
    process.env.HOME = home;
    process.env.XDG_CONFIG_HOME = join(home, '.config');
    appendFileSync(join(work, '.git', 'config'), config);
    plantHooks(work, markers);
    writeFileSync(join(work, '.gitattributes'), '* filter=x diff=x\n');
    writeFileSync(join(work, 'fix.txt'), 'the fix\n');

    await hidden.restore();
    const { commit, push } = await publish(ws);

    expect(push).toMatchObject({ status: 'pushed', sha: commit.sha });
    expect(readdirSync(markers)).toEqual([]);
    expect(git(origin, 'rev-parse', `refs/heads/${BRANCH}`)).toBe(commit.sha);
    expect(git(elsewhere, 'for-each-ref')).toBe('');
    // The planted programs do run for a git that reads that config (the test is live).
    spawnSync('git', ['status'], { cwd: work, env: { PATH: process.env.PATH, HOME: home } });
    expect(readdirSync(markers)).toContain('fsmonitor');
  });

  it('runs no program from .git/config even before it is restored (command-line overrides)', async () => {
    const { root, work } = repos();
    const { markers, program, hooksDir } = plantedPrograms(root);
    const ws = await prepareWorkspace(work, { kind: 'new-branch', branch: BRANCH, base: 'main' });
    // Everything but filters (git reads a driver from any config level; restoring
    // the file is what removes those).
    const config = hostileConfig(program, hooksDir).replace(/\[filter "x"\][^[]*/, '');
    appendFileSync(join(work, '.git', 'config'), config);
    plantHooks(work, markers);
    writeFileSync(join(work, '.gitattributes'), '* diff=x\n');
    writeFileSync(join(work, 'fix.txt'), 'the fix\n');
    const { push } = await publish(ws);
    expect(push.status).toBe('pushed');
    expect(readdirSync(markers)).toEqual([]);
  });

  it('a .git file pointing at another repository is not followed', async () => {
    const { root, origin, work } = repos();
    const ws = await prepareWorkspace(work, { kind: 'new-branch', branch: BRANCH, base: 'main' });
    // The agent points the checkout's discovery at a repository of its own.
    const decoy = join(root, 'decoy');
    git(root, 'init', '-q', decoy);
    writeFileSync(join(work, 'sub-marker.txt'), 'fix\n');
    writeFileSync(join(work, '.git', 'commondir'), join(decoy, '.git'));
    const { commit, push } = await publish(ws);
    expect(push.status).toBe('pushed');
    expect(git(origin, 'rev-parse', `refs/heads/${BRANCH}`)).toBe(commit.sha);
  });
});
