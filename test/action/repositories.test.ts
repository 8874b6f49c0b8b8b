/**
 * End to end through the bundled action: input `repositories` (docs/contract.md#change-sets).
 * The other repositories are bare repositories served over git's HTTP protocol by
 * `git http-backend` on 127.0.0.1 (GITHUB_SERVER_URL points at it), and each has a fake GitHub
 * of its own behind the run's one API URL, answering as the REST API documents
 * (test/fakes/github-repositories.ts). Publishing them is tested with it
 * (test/action/change-sets.test.ts); here: who gets which, cloned where, with what.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { startGitHubFront, type GitHubFront } from '../fakes/github-repositories.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubState } from '../fakes/github-server.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  pushFiles,
  runAction,
  TEST_GITHUB_TOKEN,
  type ActionRun,
  type ActionRunOptions,
} from './harness.js';

afterAll(cleanupActionRuns);

const BOT = 'github-actions[bot]';
const LIB_TEXT = 'LIB-CONTENT-4242: the library the app calls\n';
const LIB_RULES = 'LIB-RULES: keep the library free of side effects.\n';
const BASIC = Buffer.from(`x-access-token:${TEST_GITHUB_TOKEN}`).toString('base64');
const reversed = (value: string) => [...value].reverse().join('');

const servers: GitHttpServer[] = [];
const fakes: FakeGitHub[] = [];
const roots: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  // A request outside GitHub's REST description fails the test here.
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** `octo-org/lib` (CLAUDE.md and lib.txt on main), served over HTTP with the job's token. */
async function serveLib(): Promise<GitHttpServer> {
  const root = mkdtempSync(join(tmpdir(), 'agent-loop-repos-'));
  roots.push(root);
  const bare = join(root, 'octo-org', 'lib.git');
  mkdirSync(dirname(bare), { recursive: true });
  await git(root, 'init', '-q', '--bare', '-b', 'main', bare);
  const seed = join(root, 'seed');
  await git(root, 'init', '-q', '-b', 'main', seed);
  writeFileSync(join(seed, 'lib.txt'), LIB_TEXT);
  writeFileSync(join(seed, 'CLAUDE.md'), LIB_RULES);
  await git(seed, 'add', '-A');
  await git(seed, 'commit', '-q', '-m', 'init');
  await git(seed, 'push', '-q', bare, 'HEAD:refs/heads/main');
  const server = await startGitHttpServer({ projectRoot: root, token: TEST_GITHUB_TOKEN });
  servers.push(server);
  return server;
}

/** The clone of `octo-org/lib` beside the checkout the request's system prompt names. */
function libFolder(request: RecordedRequest): string {
  const system = JSON.stringify(request.body.system);
  const workspace = /Workspace root \(all paths are relative to it\): ([^\s"\\]+)/.exec(
    system,
  )?.[1];
  if (!workspace) throw new Error('the system prompt names no workspace');
  return join(dirname(workspace), 'lib');
}

/**
 * The model: reads lib.txt in the clone, prints the tools' environment and the clone's git
 * config reversed (so redaction cannot hide a token there), writes a file in the clone, ends.
 */
function model(request: RecordedRequest, index: number): Step {
  const lib = libFolder(request);
  switch (index) {
    case 0:
      return reply(toolUse('Read', { file_path: join(lib, 'lib.txt') }));
    case 1:
      return reply(
        toolUse('Bash', {
          command: `env | rev; rev < "${lib}/.git/config"; echo "bash saw: $(head -c 16 "${lib}/lib.txt")"; echo from-bash > "${lib}/bash.txt"; echo done`,
        }),
      );
    case 2:
      return reply(toolUse('Write', { file_path: join(lib, 'NEW.md'), content: '# new\n' }));
    default:
      return reply(text('Read the library; nothing else to do.'));
  }
}

/**
 * A run with a fake GitHub for each of `others` behind the run's API URL (a repository with
 * none is one the token cannot see: 404 Not Found).
 */
async function runWith(
  others: Partial<FakeGitHubState>[],
  options: Partial<ActionRunOptions> & { repositories: string },
): Promise<{ run: ActionRun; lib: string; others: FakeGitHub[]; front: GitHubFront }> {
  const server = await serveLib();
  const started = await Promise.all(others.map((state) => startFakeGitHub(state)));
  fakes.push(...started);
  let front: GitHubFront | undefined;
  const run = await runAction({
    event: issueCommentEvent({ body: '@agent use the library', login: 'octocat', issueNumber: 7 }),
    model,
    ...options,
    inputs: { repositories: options.repositories, ...options.inputs },
    apiFront: async (github) => (front = await startGitHubFront([github, ...started])),
    env: {
      GITHUB_SERVER_URL: server.url,
      // As on a runner, the folder above the checkout's folder is hidden from the tools
      // (src/github-side/action/sandbox.ts): the clones are shown inside it.
      RUNNER_WORKSPACE: join(tmpdir(), 'agent-loop-runner-work'),
      ...options.env,
    },
  });
  if (!front) throw new Error('the run started no API front');
  return { run, lib: join(dirname(run.workspace), 'lib'), others: started, front };
}

/** Everything the model was sent, as one text. */
const seenByModel = (run: ActionRun) => JSON.stringify(run.anthropic.requests.map((r) => r.body));

const finalComment = (run: ActionRun) =>
  run.github.state.comments.filter((c) => c.user.login === BOT).at(-1)?.body ?? '';

describe('input repositories on an issue run', () => {
  it('clones each repository beside the checkout, on its branch, the token nowhere the tools reach', async () => {
    const { run, lib, front } = await runWith(
      // octo-org/gone has no fake: the token cannot see it.
      [{ owner: 'octo-org', repo: 'lib', permissions: { octocat: 'write' } }],
      { repositories: 'octo-org/lib\nocto-org/gone\nOcto-Org/Octo-Repo\nocto-org/LIB\n' },
    );
    expect(run.exitCode, run.stderr).toBe(0);

    // Cloned beside the checkout, on <prefix><source repo>-<number>-<slug>, from main.
    expect(readFileSync(join(lib, 'lib.txt'), 'utf8')).toBe(LIB_TEXT);
    expect((await git(lib, 'symbolic-ref', '--short', 'HEAD')).trim()).toBe(
      'agent/octo-repo-7-typo-in-the-readme',
    );
    // Its text reached the model, and its instructions from its default branch are in the prompt.
    const seen = seenByModel(run);
    expect(JSON.stringify(run.anthropic.requests[1]!.body.messages)).toContain('LIB-CONTENT-4242');
    const prompt = JSON.stringify(run.anthropic.requests[0]!.body.messages);
    expect(prompt).toContain('## Other repositories');
    expect(prompt).toContain('Instructions of octo-org/lib (CLAUDE.md on main)');
    expect(prompt).toContain('LIB-RULES');
    // The system prompt names the folder (src/engine/session/system-prompt.ts).
    expect(JSON.stringify(run.anthropic.requests[0]!.body.system)).toContain(lib);

    // The token: not in the clone's files, not in the tools' environment or what they read.
    expect(seen).toContain('done');
    for (const secret of [TEST_GITHUB_TOKEN, BASIC]) {
      expect(seen).not.toContain(reversed(secret));
      expect(readFileSync(join(lib, '.git', 'config'), 'utf8')).not.toContain(secret);
    }
    // A writable clone takes the Write, and Bash reads and writes it inside the tool boundary.
    expect(readFileSync(join(lib, 'NEW.md'), 'utf8')).toBe('# new\n');
    expect(seen).toContain('bash saw: LIB-CONTENT-4242');
    expect(readFileSync(join(lib, 'bash.txt'), 'utf8')).toBe('from-bash\n');
    expect(run.stdout).toMatch(/Tools run as user al-act-\d+/);

    // The one the token cannot see, the run's own and the duplicate are left out, said in the
    // log, the prompt and the report; the run goes on.
    expect(run.stdout).toContain('octo-org/gone: the token cannot see it');
    expect(prompt).toContain('octo-org/gone (the token cannot see it');
    const report = finalComment(run);
    expect(report).toContain('octo-org/gone was left out of the run: the token cannot see it');
    expect(report).toContain("Octo-Org/Octo-Repo was left out of the run: it is this run's own");
    expect(report).toContain('octo-org/LIB was left out of the run: it is named twice');
    expect(front.unheld).toEqual(['GET /repos/octo-org/gone']);
    expect(run.outputs.conclusion).toBe('success');
  });

  it('keeps a repository the requester can only read read-only: a Write there is refused', async () => {
    const { run, lib } = await runWith(
      [{ owner: 'octo-org', repo: 'lib', permissions: { octocat: 'read' } }],
      { repositories: 'octo-org/lib' },
    );
    expect(run.exitCode, run.stderr).toBe(0);
    expect(readFileSync(join(lib, 'lib.txt'), 'utf8')).toBe(LIB_TEXT);
    // Detached at the default branch: no branch to push.
    expect((await git(lib, 'rev-parse', 'HEAD')).trim()).toBe(
      (await git(lib, 'rev-parse', 'refs/remotes/origin/main')).trim(),
    );
    expect(existsSync(join(lib, 'NEW.md'))).toBe(false);
    const writeResult = JSON.stringify(run.anthropic.requests[3]!.body.messages.at(-1));
    expect(writeResult).toContain('is_error');
    // The system prompt says read-only, and why.
    expect(JSON.stringify(run.anthropic.requests[0]!.body.system)).toContain(
      'read-only: octocat has \\"read\\" permission there, not write',
    );
  });
});

describe('a clone after the loop', () => {
  it('gets its git config back as it was, whatever the agent wrote there (no boundary)', async () => {
    const plant = (request: RecordedRequest, index: number): Step => {
      const lib = libFolder(request);
      return index === 0
        ? reply(
            toolUse('Bash', {
              command: `git -C "${lib}" config --local core.fsmonitor "touch /tmp/al-cs-pwned" && git -C "${lib}" config --local filter.p.clean "touch /tmp/al-cs-pwned" && echo planted`,
            }),
          )
        : reply(text('Planted.'));
    };
    const { run, lib } = await runWith(
      [{ owner: 'octo-org', repo: 'lib', permissions: { octocat: 'write' } }],
      { repositories: 'octo-org/lib', model: plant, inputs: { sandbox: 'off' } },
    );
    expect(run.exitCode, run.stderr).toBe(0);
    expect(seenByModel(run)).toContain('planted');
    const config = readFileSync(join(lib, '.git', 'config'), 'utf8');
    expect(config).not.toContain('fsmonitor');
    expect(config).not.toContain('filter');
    expect(config).toContain('[remote "origin"]');
  });
});

describe('input repositories where the run may have none', () => {
  it("gives a fork's pull request none, and says why in the report", async () => {
    const { run, lib, others, front } = await runWith(
      [{ owner: 'octo-org', repo: 'lib', permissions: { octocat: 'write' } }],
      {
        repositories: 'octo-org/lib',
        event: issueCommentEvent({
          body: '@agent use the library',
          issueNumber: 13,
          issueTitle: 'From a fork',
          login: 'octocat',
          pullRequest: true,
        }),
        model: [reply(text('Looked; nothing to do.'))],
        github: {
          pulls: [
            {
              number: 13,
              title: 'From a fork',
              body: '',
              state: 'open',
              user: { login: 'stranger' },
              head: { ref: 'patch-1', repo: 'stranger/octo-repo' },
              base: { ref: 'main' },
            },
          ],
        },
        prepareOrigin: async (origin) => {
          await pushFiles(origin, { ref: 'refs/pull/13/head', files: { 'x.txt': 'x\n' } });
        },
      },
    );
    expect(run.exitCode, run.stderr).toBe(0);
    expect(existsSync(lib)).toBe(false);
    // Not even asked about.
    expect(others[0]!.calls).toEqual([]);
    expect(front.unheld).toEqual([]);
    expect(run.github.calls.some((call) => call.path.startsWith('/repos/octo-org/lib'))).toBe(
      false,
    );
    const reason = "the request is on a fork's pull request";
    expect(finalComment(run)).toContain(
      `The repositories the workflow names were not given to this run: ${reason}.`,
    );
    expect(JSON.stringify(run.anthropic.requests[0]!.body.messages)).toContain(
      `this run gets none of them: ${reason}`,
    );
  });
});
