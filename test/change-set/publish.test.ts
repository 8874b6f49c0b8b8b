/**
 * Publishing a change set for real: two repositories as bare git repositories served
 * over git's smart HTTP (`git http-backend`, ../fakes/git-http-server.ts), their clones
 * with the agent's changes, and one fake GitHub API for both (../fakes/github-repositories.ts)
 * reached with the real client. Each repository gets its branch and pull request, each
 * pull request links the other; a push the second repository refuses loses nothing in
 * the first and is reported; a read-only repository is never pushed.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishWork } from '../../src/github-side/action/publish.js';
import { changeSetLine } from '../../src/github-side/change-set/lines.js';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import { prepareWorkspace, type PreparedWorkspace } from '../../src/github-side/git/workspace.js';
import { memoryBlockForRun } from '../../src/github-side/memory/follow-up.js';
import { memoryPayloads } from '../../src/github-side/memory/block.js';
import { readPullRequestMemory } from '../../src/github-side/memory/github.js';
import { decodeMemoryPayload } from '../../src/github-side/memory/decode.js';
import { changeSetNote } from '../../src/github-side/report/change-set.js';
import { renderPullRequestBody } from '../../src/github-side/report/final-report.js';
import type { ChangeSetRepo } from '../../src/github-side/run/change-set.js';
import type { FinishedWork, Publication } from '../../src/github-side/run/policy.js';
import type { ProgressReporter } from '../../src/github-side/run/progress.js';
import type { ActionRun } from '../../src/github-side/run/run-context.js';
import type { PublishPlan } from '../../src/github-side/change-set/target.js';
import { startGitHttpServer, type GitHttpServer } from '../fakes/git-http-server.js';
import {
  startFakeGitHubRepositories,
  type FakeGitHubRepositories,
} from '../fakes/github-repositories.js';
import { git, removeTempDirs, tempDir } from '../git/helpers.js';

const TOKEN = 'ghs_SETtoken0123456789abcdefghijklmnopq';
const MAIN = 'octo-org/octo-repo';
const LIB = 'octo-org/octo-lib';
const MAIN_BRANCH = 'agent/issue-7-add-greeting';
const LIB_BRANCH = 'agent/octo-repo-7-add-greeting';

const closers: (() => Promise<void>)[] = [];
const savedOutput = process.env.GITHUB_OUTPUT;
let outputFile = '';
beforeEach(() => {
  // The outputs go to a file of the test's, as on a runner (not to the test's stdout).
  outputFile = join(tempDir('outputs-'), 'output');
  writeFileSync(outputFile, '');
  process.env.GITHUB_OUTPUT = outputFile;
});
afterEach(async () => {
  if (savedOutput === undefined) delete process.env.GITHUB_OUTPUT;
  else process.env.GITHUB_OUTPUT = savedOutput;
  await Promise.all(closers.splice(0).map((close) => close()));
  removeTempDirs();
});

/** A bare `<name>.git` under `root` with one commit on main, and a clone of it at `<name>`. */
function bareWithClone(root: string, name: string): { bare: string; clone: string } {
  const bare = join(root, `${name}.git`);
  git(root, 'init', '-q', '--bare', '-b', 'main', bare);
  const seed = join(root, `${name}-seed`);
  git(root, 'clone', '-q', bare, seed);
  writeFileSync(join(seed, 'README.md'), `${name}\n`);
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'init');
  git(seed, 'push', '-q', 'origin', 'HEAD:refs/heads/main');
  const clone = join(root, name);
  git(root, 'clone', '-q', bare, clone);
  return { bare, clone };
}

interface World {
  github: FakeGitHubRepositories;
  gitServer: GitHttpServer;
  main: { bare: string; clone: string };
  lib: { bare: string; clone: string };
  warnings: string[];
}

async function world(): Promise<World> {
  const root = tempDir('change-set-');
  const main = bareWithClone(root, 'octo-repo');
  const lib = bareWithClone(root, 'octo-lib');
  const gitServer = await startGitHttpServer({ projectRoot: root, token: TOKEN });
  closers.push(() => gitServer.close());
  for (const [clone, name] of [
    [main.clone, 'octo-repo'],
    [lib.clone, 'octo-lib'],
  ] as const) {
    git(clone, 'remote', 'set-url', 'origin', `${gitServer.url}/${name}.git`);
  }
  const github = await startFakeGitHubRepositories([
    { owner: 'octo-org', repo: 'octo-repo' },
    { owner: 'octo-org', repo: 'octo-lib' },
  ]);
  closers.push(() => github.close());
  return { github, gitServer, main, lib, warnings: [] };
}

function actionRun(w: World): ActionRun {
  const note = (message: string) => w.warnings.push(message);
  return {
    client: createGitHubClient({ token: TOKEN, baseUrl: w.github.url }),
    trigger: {
      repo: { owner: 'octo-org', repo: 'octo-repo' },
      defaultBranch: 'main',
      actor: { login: 'octocat' },
      isPullRequest: false,
    },
    inputs: {
      githubToken: TOKEN,
      allowWorkflowChanges: false,
      commitSigning: 'none',
      sshSigningKey: '',
    },
    secrets: { values: [TOKEN] },
    redact: (text: string) => text.split(TOKEN).join('***'),
    log: { info: () => {}, notice: () => {}, warning: note, error: note },
    runner: { serverUrl: 'https://github.example', runId: '19000000001' },
    runUrl: 'https://github.example/octo-org/octo-repo/actions/runs/19000000001',
  } as unknown as ActionRun;
}

const progress = { step: () => {}, state: { todos: [] } } as unknown as ProgressReporter;

const prepare = (clone: string, branch: string, readOnly = false): Promise<PreparedWorkspace> =>
  prepareWorkspace(
    clone,
    readOnly ? { kind: 'read-only', branch: 'main' } : { kind: 'new-branch', branch, base: 'main' },
    { token: TOKEN },
  );

/** The agent's work: a file in each clone, and the set the run was given. */
async function finishedWork(
  w: World,
  options: { libReadOnly?: boolean } = {},
): Promise<FinishedWork> {
  const prepared = await prepare(w.main.clone, MAIN_BRANCH);
  const libPrepared = await prepare(w.lib.clone, LIB_BRANCH, options.libReadOnly);
  writeFileSync(join(w.main.clone, 'app.txt'), 'uses greet()\n');
  writeFileSync(join(w.lib.clone, 'greet.txt'), 'export greet()\n');
  const lib: ChangeSetRepo = {
    fullName: LIB,
    dir: w.lib.clone,
    readOnly: options.libReadOnly ?? false,
    ...(options.libReadOnly ? { readOnlyReason: 'octocat cannot write to octo-org/octo-lib' } : {}),
    defaultBranch: 'main',
    prepared: libPrepared,
  };
  return {
    context: {
      repo: { owner: 'octo-org', repo: 'octo-repo' },
      number: 7,
      title: 'Add a greeting',
      baseBranch: 'main',
      request: 'add a greeting, using the library',
    },
    prepared,
    agent: {
      result: { result: 'Added greet() to the library and used it.' },
      errors: [],
      toolCalls: [],
    },
    partial: undefined,
    changeSet: { repos: [lib] },
  } as unknown as FinishedWork;
}

/** A fix run's plan: an issue's pull request that closes it, and the run's memory. */
function fixPlan(run: ActionRun): PublishPlan {
  const memory = (files: readonly string[]) =>
    memoryBlockForRun({
      runId: '19000000001',
      summary: 'Added greet()',
      todos: [],
      files,
      secrets: [TOKEN],
    });
  return {
    subject: 'Add a greeting (#7)',
    memoryBlock: memory,
    pullRequest: {
      title: 'Add a greeting',
      body: (commit) =>
        renderPullRequestBody(
          {
            issueNumber: 7,
            summary: 'Added greet().',
            runUrl: run.runUrl,
            memoryBlock: memory(commit.files),
          },
          run.redact,
        ),
    },
  };
}

const pullOf = (w: World, fullName: string) => {
  const pulls = w.github.repos[fullName]!.state.pulls;
  expect(pulls).toHaveLength(1);
  return pulls[0]!;
};

const memoryFiles = (body: string) => {
  const payloads = memoryPayloads(body);
  expect(payloads).toHaveLength(1);
  return decodeMemoryPayload(payloads[0]!).files;
};

const libEntry = (publication: Publication) =>
  publication.changeSet?.find((e) => e.fullName === LIB);

describe('publishing a change set', () => {
  it('gives each repository its branch and pull request, each linking the other', async () => {
    const w = await world();
    const run = actionRun(w);
    const publication = await publishWork(run, await finishedWork(w), progress, fixPlan(run));

    expect(publication.errors).toEqual([]);
    // Both branches, each at the commit its publication names, in its own repository.
    const lib = libEntry(publication)!;
    expect(lib.publication.push).toMatchObject({ status: 'pushed' });
    expect(git(w.main.bare, 'rev-parse', `refs/heads/${MAIN_BRANCH}`)).toBe(
      publication.push && 'sha' in publication.push ? publication.push.sha : '',
    );
    expect(git(w.lib.bare, 'show', `refs/heads/${LIB_BRANCH}:greet.txt`)).toBe('export greet()');
    // Each branch went to its own repository only.
    expect(git(w.lib.bare, 'for-each-ref', 'refs/heads/')).not.toContain(MAIN_BRANCH);
    expect(git(w.main.bare, 'for-each-ref', 'refs/heads/')).not.toContain(LIB_BRANCH);

    const mainPull = pullOf(w, MAIN);
    const libPull = pullOf(w, LIB);
    expect(mainPull.head.ref).toBe(MAIN_BRANCH);
    expect(libPull).toMatchObject({ head: { ref: LIB_BRANCH }, base: { ref: 'main' } });
    // The URLs are GitHub's answers, and each body links the other pull request and the issue.
    expect(publication.pullRequest?.url).toBe(
      `https://github.example/${MAIN}/pull/${mainPull.number}`,
    );
    expect(lib.publication.pullRequest?.url).toBe(
      `https://github.example/${LIB}/pull/${libPull.number}`,
    );
    expect(mainPull.body).toContain(
      `[${LIB}#${libPull.number}](${lib.publication.pullRequest!.url})`,
    );
    expect(libPull.body).toContain(`[${MAIN}#${mainPull.number}](${publication.pullRequest!.url})`);
    expect(libPull.body).toContain(`for [${MAIN}#7](https://github.example/${MAIN}/issues/7)`);
    // Only the main pull request closes the issue; the other refers to it.
    expect(mainPull.body).toMatch(/^Fixes #7/);
    expect(libPull.body).toMatch(/^Refs octo-org\/octo-repo#7/);
    expect(libPull.body).not.toMatch(/Fixes/);
    // Both carry the set's memory: every repository's files, so a follow-up on either starts from it.
    for (const body of [mainPull.body, libPull.body]) {
      expect(memoryFiles(body)).toEqual(['app.txt', `${LIB}:greet.txt`]);
    }
    expect(publication.memoryBlock).toBeTruthy();
    // A follow-up on the library's pull request (in its own repository) reads the set's memory.
    const remembered = await readPullRequestMemory(
      run.client,
      { owner: 'octo-org', repo: 'octo-lib' },
      libPull.number,
      'github-actions[bot]',
    );
    expect(remembered?.files).toEqual(['app.txt', `${LIB}:greet.txt`]);
    expect(remembered?.summary).toBe('Added greet()');
    // pr_url stays the main repository's pull request.
    expect(readFileSync(outputFile, 'utf8')).toContain(publication.pullRequest!.url);
    // The token went to git and GitHub only: in no body.
    expect(JSON.stringify(w.github.repos[LIB]!.state.pulls)).not.toContain(TOKEN);
  });

  it('replaces the links in place on a re-run (one section, the same pull requests)', async () => {
    const w = await world();
    const run = actionRun(w);
    await publishWork(run, await finishedWork(w), progress, fixPlan(run));
    // The follow-up run continues both branches.
    const again = await publishWork(run, await finishedWork(w), progress, fixPlan(run));
    expect(again.pullRequest?.created).toBe(false);
    expect(libEntry(again)?.publication.pullRequest?.created).toBe(false);
    for (const name of [MAIN, LIB]) {
      const body = pullOf(w, name).body;
      expect(body.split('<!-- agent-loop:change-set -->')).toHaveLength(2);
      expect(body.split('<!-- agent-loop:change-set:end -->')).toHaveLength(2);
      expect(memoryPayloads(body)).toHaveLength(1);
    }
  });

  it('a push the second repository refuses loses nothing in the first, and is reported', async () => {
    const w = await world();
    // The library's server refuses every push (a pre-receive hook, as a rule would).
    const hook = join(w.lib.bare, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "push declined by policy" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    const run = actionRun(w);
    const work = await finishedWork(w);
    const publication = await publishWork(run, work, progress, fixPlan(run));

    // The main repository's work is published as if alone.
    expect(publication.push).toMatchObject({ status: 'pushed' });
    expect(git(w.main.bare, 'show', `refs/heads/${MAIN_BRANCH}:app.txt`)).toBe('uses greet()');
    const mainPull = pullOf(w, MAIN);
    // The library got nothing, and no pull request; its commit stays on its branch in the clone.
    expect(git(w.lib.bare, 'for-each-ref', 'refs/heads/')).not.toContain(LIB_BRANCH);
    expect(w.github.repos[LIB]!.state.pulls).toEqual([]);
    const lib = libEntry(publication)!;
    expect(lib.publication.push).toMatchObject({ status: 'failed' });
    expect(lib.publication.commit?.status).toBe('committed');
    expect(git(w.lib.clone, 'show', `refs/heads/${LIB_BRANCH}:greet.txt`)).toBe('export greet()');
    // The main pull request says which repository failed, why, and where the work is.
    expect(mainPull.body).toContain(`\`${LIB}\`: ⚠️ not published:`);
    expect(mainPull.body).toContain('push declined by policy');
    expect(mainPull.body).toContain(`committed on its branch \`${LIB_BRANCH}\``);
    // The report says it too, and the run is not a success.
    const line = changeSetLine(lib, 'https://github.example');
    expect(line).toMatchObject({
      failure: expect.stringContaining('declined'),
      keptOn: LIB_BRANCH,
    });
    const note = changeSetNote([line], (text) => text)!;
    expect(note).toContain('[!WARNING]');
    expect(note).toContain(`the work stays committed on branch \`${LIB_BRANCH}\``);
    expect(w.warnings.join('\n')).toContain(LIB);
  });

  it('a pull request GitHub refuses (422) in one repository is reported there; the others are linked', async () => {
    const w = await world();
    w.github.repos[LIB]!.state.faults.push({
      method: 'POST',
      path: `/repos/${LIB}/pulls`,
      status: 422,
      body: { message: 'Validation Failed', documentation_url: 'https://docs.github.com/rest' },
      count: 1,
    });
    const run = actionRun(w);
    const publication = await publishWork(run, await finishedWork(w), progress, fixPlan(run));
    const lib = libEntry(publication)!;
    expect(lib.publication.push).toMatchObject({ status: 'pushed' });
    expect(lib.publication.errors.join()).toContain(
      'Could not open the pull request (the branch is pushed)',
    );
    expect(pullOf(w, MAIN).body).toContain(
      `\`${LIB}\`: ⚠️ not published: Could not open the pull request`,
    );
  });

  it('partial work is published in every repository, each pull request a draft that says so', async () => {
    const w = await world();
    const run = actionRun(w);
    const work = { ...(await finishedWork(w)), partial: 'max_turns' } as FinishedWork;
    const publication = await publishWork(run, work, progress, fixPlan(run));
    expect(libEntry(publication)?.publication.push).toMatchObject({ status: 'pushed' });
    for (const name of [MAIN, LIB]) {
      const opened = w.github.repos[name]!.calls.filter(
        (call) => call.method === 'POST' && call.path === `/repos/${name}/pulls`,
      );
      expect(opened.map((call) => (call.body as { draft?: boolean }).draft)).toEqual([true]);
    }
    expect(pullOf(w, LIB).body).toContain('Partial work: the agent stopped early');
  });

  it("checks each repository's commit as the main one's: a workflow file is left out there, and named", async () => {
    const w = await world();
    const run = actionRun(w);
    const work = await finishedWork(w);
    mkdirSync(join(w.lib.clone, '.github', 'workflows'), { recursive: true });
    writeFileSync(join(w.lib.clone, '.github', 'workflows', 'evil.yml'), 'on: push\n');
    const publication = await publishWork(run, work, progress, fixPlan(run));
    const lib = libEntry(publication)!;
    expect(lib.publication.commit?.files).toEqual(['greet.txt']);
    expect(git(w.lib.bare, 'ls-tree', '-r', '--name-only', LIB_BRANCH)).not.toContain('workflows');
    const note = changeSetNote([changeSetLine(lib, 'https://github.example')], (t) => t)!;
    expect(note).toContain(
      'left out of the commit: `.github/workflows/evil.yml` (changes under .github/workflows',
    );
    expect(w.warnings.join('\n')).toContain(
      `Left out of the commit in ${LIB}: .github/workflows/evil.yml`,
    );
  });

  it('never pushes a read-only repository, and lists it with why', async () => {
    const w = await world();
    const run = actionRun(w);
    const publication = await publishWork(
      run,
      await finishedWork(w, { libReadOnly: true }),
      progress,
      fixPlan(run),
    );
    expect(publication.push).toMatchObject({ status: 'pushed' });
    expect(git(w.lib.bare, 'for-each-ref', 'refs/heads/')).not.toContain(LIB_BRANCH);
    expect(w.gitServer.requests.some((r) => r.url.includes('octo-lib.git/git-receive-pack'))).toBe(
      false,
    );
    expect(w.github.repos[LIB]!.state.pulls).toEqual([]);
    const lib = libEntry(publication)!;
    expect(lib.readOnly).toBe('octocat cannot write to octo-org/octo-lib');
    expect(changeSetNote([changeSetLine(lib, 'https://github.example')], (t) => t)).toContain(
      '`octo-org/octo-lib`: read-only (octocat cannot write to octo-org/octo-lib); nothing was pushed',
    );
    // Alone with a pull request, the main one links nothing.
    expect(pullOf(w, MAIN).body).not.toContain('change-set');
  });
});
