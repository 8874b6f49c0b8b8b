/**
 * End to end through the bundled action: input `repositories` in automatic reviews
 * (docs/contract.md#the-actions-repositories). A review of a pull request from this repository
 * reads the other repositories read-only; a `pull_request_target` run gets none, and says why.
 * The other repository is a bare one served over git's HTTP protocol (GITHUB_SERVER_URL points
 * at it), with a fake GitHub of its own behind the run's one API URL that answers for it as the
 * REST API documents (test/fakes/github-repositories.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  reply,
  text,
  toolUse,
  type RecordedRequest,
  type Step,
} from '../fakes/anthropic-server.js';
import { startGitHttpServer, type GitHttpServer } from '../fakes/git-http-server.js';
import { startGitHubFront } from '../fakes/github-repositories.js';
import { startFakeGitHub, type FakeGitHub, type FakePull } from '../fakes/github-server.js';
import { examplePayload } from '../github/payloads.js';
import {
  cleanupActionRuns,
  git,
  pushFiles,
  runAction,
  TEST_GITHUB_TOKEN,
  type ActionRun,
} from './harness.js';

afterAll(cleanupActionRuns);

const PR = 31;
const LIB_TEXT = 'LIB-CONTENT-5151: what the pull request calls\n';

const servers: GitHttpServer[] = [];
const fakes: FakeGitHub[] = [];
const roots: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  // A request outside GitHub's REST description fails the test here.
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** `octo-org/lib` with lib.txt on main, served over HTTP with the job's token. */
async function serveLib(): Promise<GitHttpServer> {
  const root = mkdtempSync(join(tmpdir(), 'agent-loop-repos-'));
  roots.push(root);
  const bare = join(root, 'octo-org', 'lib.git');
  mkdirSync(dirname(bare), { recursive: true });
  await git(root, 'init', '-q', '--bare', '-b', 'main', bare);
  const seed = join(root, 'seed');
  await git(root, 'init', '-q', '-b', 'main', seed);
  writeFileSync(join(seed, 'lib.txt'), LIB_TEXT);
  await git(seed, 'add', '-A');
  await git(seed, 'commit', '-q', '-m', 'init');
  await git(seed, 'push', '-q', bare, 'HEAD:refs/heads/main');
  const server = await startGitHttpServer({ projectRoot: root, token: TEST_GITHUB_TOKEN });
  servers.push(server);
  return server;
}

/** The reviewer: reads lib.txt in the clone the system prompt's workspace sits beside, then ends. */
function reviewer(request: RecordedRequest, index: number): Step {
  const system = JSON.stringify(request.body.system);
  const workspace = /Workspace root \(all paths are relative to it\): ([^\s"\\]+)/.exec(
    system,
  )?.[1];
  if (index === 0 && workspace) {
    return reply(toolUse('Read', { file_path: join(dirname(workspace), 'lib', 'lib.txt') }));
  }
  return reply(text('The change is fine.'));
}

/** An automatic review of pull request #31 (from this repository) by a writer. */
async function review(
  name: 'pull_request' | 'pull_request_target',
): Promise<{ run: ActionRun; lib: FakeGitHub }> {
  const server = await serveLib();
  const lib = await startFakeGitHub({
    owner: 'octo-org',
    repo: 'lib',
    permissions: { octocat: 'write' },
  });
  fakes.push(lib);
  const payload = examplePayload('pull_request', 'opened');
  payload.repository.full_name = 'octo-org/octo-repo';
  payload.repository.name = 'octo-repo';
  payload.repository.owner.login = 'octo-org';
  payload.repository.default_branch = 'main';
  const event = payload.pull_request;
  Object.assign(event, { number: PR, title: 'Call the library', body: '', draft: false });
  event.user.login = 'octocat';
  event.user.type = 'User';
  event.head.ref = 'feature/call';
  event.head.repo.full_name = 'octo-org/octo-repo';
  event.base.ref = 'main';
  event.base.repo.full_name = 'octo-org/octo-repo';
  payload.sender.login = 'octocat';
  payload.sender.type = 'User';
  const pull: FakePull = {
    number: PR,
    title: 'Call the library',
    body: '',
    state: 'open',
    user: { login: 'octocat' },
    head: { ref: 'feature/call', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
  const run = await runAction({
    event: { name, payload },
    repoFiles: { 'src/app.js': 'export const app = 1;\n' },
    inputs: { repositories: 'octo-org/lib' },
    github: {
      pulls: [pull],
      issues: [
        { number: PR, title: pull.title, body: '', user: { login: 'octocat' }, pull_request: {} },
      ],
      permissions: { octocat: 'write' },
    },
    apiFront: (github) => startGitHubFront([github, lib]),
    prepareOrigin: async (origin) => {
      pull.head.sha = await pushFiles(origin, {
        ref: 'refs/heads/feature/call',
        files: { 'src/app.js': 'export const app = 2;\n' },
      });
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      event.head.sha = pull.head.sha;
    },
    env: { GITHUB_SERVER_URL: server.url },
    model: reviewer,
  });
  return { run, lib };
}

describe('input repositories in automatic reviews', () => {
  it('a review of a pull request from this repository reads them, read-only', async () => {
    const { run, lib: libGitHub } = await review('pull_request');
    expect(run.exitCode, run.stderr).toBe(0);
    // Its access was asked of its own fake.
    expect(libGitHub.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'GET /repos/octo-org/lib',
    );
    const lib = join(dirname(run.workspace), 'lib');
    expect(readFileSync(join(lib, 'lib.txt'), 'utf8')).toBe(LIB_TEXT);
    const first = run.anthropic.requests[0]!.body;
    expect(JSON.stringify(first.system)).toContain(
      `octo-org/lib: ${lib} (read-only: a review run changes no repository)`,
    );
    expect(JSON.stringify(first.messages)).toContain('Read them for what the request needs');
    expect(JSON.stringify(run.anthropic.requests[1]!.body.messages)).toContain('LIB-CONTENT-5151');
    // Detached at its default branch: nothing to push there.
    expect((await git(lib, 'branch', '--show-current')).trim()).toBe('');
  });

  it('a pull_request_target run gets none, and the step summary says why', async () => {
    const { run, lib } = await review('pull_request_target');
    expect(run.exitCode, run.stderr).toBe(0);
    expect(lib.calls).toEqual([]);
    expect(run.github.calls.some((call) => call.path.startsWith('/repos/octo-org/lib'))).toBe(
      false,
    );
    const why =
      'The repositories the workflow names were not given to this run: this is a pull_request_target run.';
    expect(run.summary).toContain(why);
    expect(run.stdout).toContain(
      'No other repositories for this run: this is a pull_request_target run',
    );
    expect(JSON.stringify(run.anthropic.requests[0]!.body.messages)).toContain(
      'this run gets none of them: this is a pull_request_target run',
    );
  });
});
