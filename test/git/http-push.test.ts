/**
 * The push with github_token, for real: a git smart-HTTP server on 127.0.0.1
 * (`git http-backend` behind a node server that accepts exactly one
 * Authorization header with the token). Works without persisted credentials,
 * with actions/checkout v6's includeIf layout (its stale header is replaced, not
 * sent alongside), and the token is never written to a file.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitWork } from '../../src/github-side/git/commit.js';
import { hideGitCredentials } from '../../src/github-side/git/credentials.js';
import { pushCommit } from '../../src/github-side/git/push.js';
import { prepareWorkspace } from '../../src/github-side/git/workspace.js';
import { startGitHttpServer, type GitHttpServer } from '../fakes/git-http-server.js';
import { git, removeTempDirs, repos, tempDir } from './helpers.js';

const execFileAsync = promisify(execFile);
const TOKEN = 'ghs_PUSHtoken0123456789abcdefghijklmnop';
const STALE_TOKEN = 'ghs_STALEcheckout0123456789abcdefghijkl';
const BRANCH = 'agent/issue-11-x';
const basic = (token: string) =>
  `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;

const servers: GitHttpServer[] = [];
const savedHome = process.env.HOME;
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  if (savedHome === undefined) delete process.env.HOME;
  else process.env.HOME = savedHome;
  removeTempDirs();
});

/** A bare origin served over HTTP, and a checkout whose origin is its http URL. */
async function httpRepos() {
  const { root, origin, work } = repos();
  const server = await startGitHttpServer({ projectRoot: root, token: TOKEN });
  servers.push(server);
  const url = `${server.url}/${basename(origin)}`;
  git(work, 'remote', 'set-url', 'origin', url);
  return { root, origin, work, server, url };
}

/** Every file under `dir` (following no links) whose bytes contain `needle`. */
function filesContaining(dir: string, needle: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (readFileSync(path).includes(needle)) found.push(path);
  }
  return found;
}

async function commitAndPush(
  ws: Awaited<ReturnType<typeof prepareWorkspace>>,
  work: string,
  token: string,
) {
  writeFileSync(join(work, 'fix.txt'), 'the fix\n');
  const commit = await commitWork({
    repository: ws.repository,
    startSha: ws.startSha,
    message: 'agent: fix',
    secrets: [token],
  });
  if (commit.status !== 'committed') throw new Error('nothing committed');
  const push = await pushCommit({
    repository: ws.repository,
    sha: commit.sha,
    branch: BRANCH,
    remoteUrl: ws.remoteUrl,
    token,
    protectedBranches: ['main'],
  });
  return { commit, push };
}

describe('push with github_token over HTTP', () => {
  it('works without persisted credentials, and the token lands in no file', async () => {
    const { root, origin, work, server } = await httpRepos();
    // Without a token the server refuses (the check below is live). Not spawnSync:
    // the server runs in this process.
    await expect(
      execFileAsync('git', ['ls-remote', 'origin'], {
        cwd: work,
        env: { PATH: process.env.PATH, GIT_TERMINAL_PROMPT: '0' },
      }),
    ).rejects.toThrow();

    const ws = await prepareWorkspace(
      work,
      { kind: 'new-branch', branch: BRANCH, base: 'main' },
      { token: TOKEN },
    );
    const { commit, push } = await commitAndPush(ws, work, TOKEN);

    expect(push).toMatchObject({ status: 'pushed', sha: commit.sha });
    expect(git(origin, 'rev-parse', `refs/heads/${BRANCH}`)).toBe(commit.sha);
    const pushes = server.requests.filter((request) => request.url.includes('git-receive-pack'));
    expect(pushes.length).toBeGreaterThan(0);
    expect(server.requests.every((request) => request.authorizations.length <= 1)).toBe(true);
    for (const needle of [TOKEN, basic(TOKEN).split(' ').at(-1)!]) {
      expect(filesContaining(root, needle)).toEqual([]);
    }
  });

  it("with actions/checkout v6's includeIf layout: one header, the file intact after the run", async () => {
    const { root, origin, work, server } = await httpRepos();
    const runnerTemp = tempDir('runner-temp-');
    const credentials = join(runnerTemp, 'git-credentials-0b1c2d3e.config');
    // The layout actions/checkout v6 writes: a credentials file under RUNNER_TEMP,
    // included for the host path and the container path, repository and worktrees.
    writeFileSync(credentials, `[http "${server.url}/"]\n\textraheader = ${basic(STALE_TOKEN)}\n`);
    const gitDir = join(work, '.git');
    const container = `/github/runner_temp/${basename(credentials)}`;
    git(work, 'config', '--local', `includeIf.gitdir:${gitDir}.path`, credentials);
    git(work, 'config', '--local', `includeIf.gitdir:${gitDir}/worktrees/*.path`, credentials);
    git(work, 'config', '--local', 'includeIf.gitdir:/github/workspace/.git.path', container);
    git(
      work,
      'config',
      '--local',
      'includeIf.gitdir:/github/workspace/.git/worktrees/*.path',
      container,
    );
    const credentialsBefore = readFileSync(credentials);
    // Git sees the stale header through the include (the layout is live).
    expect(git(work, 'config', '--get', `http.${server.url}/.extraheader`)).toBe(
      basic(STALE_TOKEN),
    );

    const ws = await prepareWorkspace(
      work,
      { kind: 'new-branch', branch: BRANCH, base: 'main' },
      { token: TOKEN },
    );
    // The snapshot point: the config as the loop starts (prepareWorkspace wrote to it).
    const configBefore = readFileSync(join(gitDir, 'config'));
    const hidden = await hideGitCredentials(work);
    expect(hidden.count).toBe(4);
    expect(readFileSync(credentials, 'utf8')).toBe('');
    expect(git(work, 'config', '--local', '--list').toLowerCase()).not.toContain('includeif');
    // The agent plants a credential helper meanwhile.
    appendFileSync(join(gitDir, 'config'), '[credential]\n\thelper = store\n');
    await hidden.restore();
    expect(readFileSync(join(gitDir, 'config'))).toEqual(configBefore);
    expect(readFileSync(credentials)).toEqual(credentialsBefore);

    const { commit, push } = await commitAndPush(ws, work, TOKEN);
    expect(push).toMatchObject({ status: 'pushed', sha: commit.sha });
    expect(git(origin, 'rev-parse', `refs/heads/${BRANCH}`)).toBe(commit.sha);
    // Every request carried exactly one header (the stale one was reset, not added to).
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.filter((request) => request.status === 401)).toEqual([]);
    expect(readFileSync(credentials)).toEqual(credentialsBefore);
    expect(readFileSync(join(gitDir, 'config'))).toEqual(configBefore);
    expect(filesContaining(root, TOKEN)).toEqual([]);
    expect(filesContaining(runnerTemp, TOKEN)).toEqual([]);
  });

  it('a refused token fails cleanly: no credential helper or askpass runs', async () => {
    const { root, work } = await httpRepos();
    const ws = await prepareWorkspace(
      work,
      { kind: 'new-branch', branch: BRANCH, base: 'main' },
      { token: TOKEN },
    );
    const markers = join(root, 'markers');
    mkdirSync(markers);
    const helper = join(root, 'helper.sh');
    writeFileSync(helper, `#!/bin/sh\ntouch '${join(markers, 'helper')}'\n`);
    chmodSync(helper, 0o755);
    const home = join(root, 'home');
    mkdirSync(home);
    writeFileSync(
      join(home, '.gitconfig'),
      `[credential]\n\thelper = !${helper}\n[core]\n\taskPass = ${helper}\n`,
    );
    process.env.HOME = home;
    const { push } = await commitAndPush(ws, work, 'ghs_WRONGtoken0123456789abcdefghijklmn');
    expect(push).toMatchObject({ status: 'failed' });
    expect(existsSync(join(markers, 'helper'))).toBe(false);
    if (push.status === 'failed') expect(push.reason).not.toContain('WRONGtoken');
  });
});
