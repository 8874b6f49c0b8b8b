/**
 * The clones of a change set's other repositories, for real: bare repositories served by
 * `git http-backend` on 127.0.0.1 (test/fakes/git-http-server.ts), which accepts only the
 * token. The token reaches git in each process's environment and never a file of the clone.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CloneError, cloneRepository } from '../../src/github-side/change-set/clone.js';
import { startGitHttpServer, type GitHttpServer } from '../fakes/git-http-server.js';
import { git, removeTempDirs, tempDir } from '../git/helpers.js';

const TOKEN = 'ghs_CLONEtoken0123456789abcdefghijklmnop';
const lib = { owner: 'acme', repo: 'lib' };

const servers: GitHttpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  removeTempDirs();
});

/** `acme/lib.git` with `main` (and `more` branches) served over HTTP; a folder for clones. */
async function served(branches: Record<string, Record<string, string>> = {}) {
  const root = tempDir('agent-cs-');
  const projects = join(root, 'projects');
  const bare = join(projects, 'acme', 'lib.git');
  mkdirSync(join(projects, 'acme'), { recursive: true });
  git(root, 'init', '-q', '--bare', '-b', 'main', bare);
  const seed = join(root, 'seed');
  git(root, 'clone', '-q', bare, seed);
  writeFileSync(join(seed, 'CLAUDE.md'), 'Run `make check` before you finish.\n');
  writeFileSync(join(seed, 'lib.txt'), 'the library\n');
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'init');
  git(seed, 'push', '-q', 'origin', 'HEAD:refs/heads/main');
  for (const [branch, files] of Object.entries(branches)) {
    for (const [path, text] of Object.entries(files)) writeFileSync(join(seed, path), text);
    git(seed, 'add', '-A');
    git(seed, 'commit', '-q', '-m', branch);
    git(seed, 'push', '-q', 'origin', `HEAD:refs/heads/${branch}`);
    git(seed, 'checkout', '-q', '--detach', 'origin/main');
  }
  const server = await startGitHttpServer({ projectRoot: projects, token: TOKEN });
  servers.push(server);
  const main = git(bare, 'rev-parse', 'main');
  return { root, bare, main, remoteUrl: `${server.url}/acme/lib.git`, server };
}

/** Every file under `dir` whose bytes hold the token or its basic-auth form. */
function filesWithToken(dir: string): string[] {
  const basic = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => {
      const bytes = readFileSync(path);
      return bytes.includes(TOKEN) || bytes.includes(basic);
    });
}

describe('cloning an other repository', () => {
  it('clones it on a new work branch from its default branch, the token in no file', async () => {
    const { root, main, remoteUrl, server } = await served();
    const dir = join(root, 'lib');
    const clone = await cloneRepository({
      repo: lib,
      dir,
      remoteUrl,
      token: TOKEN,
      defaultBranch: 'main',
      branch: 'agent/app-12-add-a-flag',
    });
    expect(clone.trustedCommit).toBe(main);
    expect(clone.prepared).toMatchObject({
      branch: 'agent/app-12-add-a-flag',
      readOnly: false,
      reused: false,
      startSha: main,
      remoteUrl,
      startsFromBase: true,
    });
    expect(readFileSync(join(dir, 'lib.txt'), 'utf8')).toBe('the library\n');
    expect(git(dir, 'symbolic-ref', 'HEAD')).toBe('refs/heads/agent/app-12-add-a-flag');
    expect(git(dir, 'config', '--get', 'remote.origin.url')).toBe(remoteUrl);
    expect(filesWithToken(dir)).toEqual([]);
    // Every request carried the token (the server refuses any other).
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.every((request) => request.status === 200)).toBe(true);
  });

  it('continues the work branch where an earlier run pushed it', async () => {
    const { root, bare, main, remoteUrl } = await served({
      'agent/app-12-add-a-flag': { 'lib.txt': 'the library, flagged\n' },
    });
    const dir = join(root, 'lib');
    const clone = await cloneRepository({
      repo: lib,
      dir,
      remoteUrl,
      token: TOKEN,
      defaultBranch: 'main',
      branch: 'agent/app-12-add-a-flag',
    });
    expect(clone.prepared).toMatchObject({ reused: true, startsFromBase: false });
    expect(clone.prepared.startSha).toBe(git(bare, 'rev-parse', 'agent/app-12-add-a-flag'));
    // Its configuration is still read from the default branch.
    expect(clone.trustedCommit).toBe(main);
    expect(readFileSync(join(dir, 'lib.txt'), 'utf8')).toBe('the library, flagged\n');
  });

  it('checks out the default branch detached for a read-only one', async () => {
    const { root, main, remoteUrl } = await served();
    const dir = join(root, 'lib');
    const clone = await cloneRepository({
      repo: lib,
      dir,
      remoteUrl,
      token: TOKEN,
      defaultBranch: 'main',
    });
    expect(clone.prepared).toMatchObject({ branch: null, readOnly: true, startSha: main });
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(main);
    expect(() => git(dir, 'symbolic-ref', '-q', 'HEAD')).toThrow();
  });

  it("replaces a clone an earlier run left, never someone else's folder", async () => {
    const { root, remoteUrl } = await served();
    const dir = join(root, 'lib');
    const request = { repo: lib, dir, remoteUrl, token: TOKEN, defaultBranch: 'main' };
    await cloneRepository(request);
    writeFileSync(join(dir, 'left-over.txt'), 'from the last run\n');
    await cloneRepository(request);
    expect(existsSync(join(dir, 'left-over.txt'))).toBe(false);

    const theirs = join(root, 'theirs');
    mkdirSync(theirs);
    writeFileSync(join(theirs, 'keep.txt'), 'mine\n');
    await expect(cloneRepository({ ...request, dir: theirs })).rejects.toThrow(CloneError);
    await expect(cloneRepository({ ...request, dir: theirs })).rejects.toThrow(
      /already exists and is not agent-loop's clone/,
    );
    expect(readFileSync(join(theirs, 'keep.txt'), 'utf8')).toBe('mine\n');
  });

  it("fails with git's message, the token not in it, when the server refuses the token", async () => {
    const { root, remoteUrl } = await served();
    const wrong = 'ghs_WRONGtoken0123456789abcdefghijklmnop';
    const failure = cloneRepository({
      repo: lib,
      dir: join(root, 'lib'),
      remoteUrl,
      token: wrong,
      defaultBranch: 'main',
    });
    await expect(failure).rejects.toThrow(/git fetch failed for acme\/lib/);
    const message = await failure.then(
      () => '',
      (error: unknown) => String(error),
    );
    expect(message).not.toContain(wrong);
  });
});
