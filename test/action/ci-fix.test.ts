/**
 * End to end, with the bundled action, real `workflow_run` payloads, a bare
 * origin and a fake GitHub answering the Actions jobs and logs routes (302 to a
 * download URL included): a failed CI run is fixed on its PR's branch, diagnosed
 * in a comment for a fork, fixed through a new PR on the default branch; the
 * attempt limit stops before any model call; a green run is skipped.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import {
  FAKE_LOG_DOWNLOAD_PATH,
  type FakeGitHubState,
  type FakePull,
  type FakeWorkflowJob,
} from '../fakes/github-server.js';
import { workflowRunEvent } from '../github/maintenance-payloads.js';
import { runnerLog } from '../github/runner-log.js';
import {
  cleanupActionRuns,
  git,
  pushFiles,
  runAction,
  TEST_GITHUB_TOKEN,
  type ActionRun,
} from './harness.js';

afterAll(cleanupActionRuns);

const REPO = '/repos/octo-org/octo-repo';
const RUN_ID = 20_433_642_117;
const BROKEN = { 'src/add.js': 'export const add = (a, b) => a - b;\n' };
const SECRET_IN_LOG = TEST_GITHUB_TOKEN;

const jobs = (): FakeWorkflowJob[] => [
  {
    id: 51_204_331_801,
    run_id: RUN_ID,
    name: 'test',
    conclusion: 'failure',
    steps: [
      { name: 'Set up job', conclusion: 'success' },
      { name: 'Run npm test', conclusion: 'failure' },
    ],
    log: runnerLog([
      { run: 'npm ci', output: ['added 12 packages'] },
      {
        run: 'npm test',
        output: [
          '\u001b[31mFAIL\u001b[39m test/add.test.js > adds two numbers',
          'AssertionError: expected -1 to be 3 // add(1, 2)',
          `debug: token=${SECRET_IN_LOG}`,
        ],
        error: 'Process completed with exit code 1.',
      },
    ]),
  },
  { id: 51_204_331_802, run_id: RUN_ID, name: 'lint', conclusion: 'success', log: 'all good' },
];

const fixAdd = () => [
  reply(toolUse('Read', { file_path: 'src/add.js' })),
  reply(toolUse('Edit', { file_path: 'src/add.js', old_string: 'a - b', new_string: 'a + b' })),
  reply(text('Cause: add() subtracted. Fixed the operator in src/add.js.')),
];

/** A commit the agent made in an earlier CI fix (bot author, trailer), pushed to `branch`. */
async function earlierAgentFix(origin: string, branch: string, n: number): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'agent-loop-fix-'));
  try {
    await git(scratch, 'clone', '-q', '--branch', branch, origin, 'c');
    const clone = join(scratch, 'c');
    await writeFile(join(clone, `attempt-${n}.txt`), `${n}\n`);
    await git(clone, 'add', '-A');
    await git(
      clone,
      '-c',
      'user.name=github-actions[bot]',
      '-c',
      'user.email=41898282+github-actions[bot]@users.noreply.github.com',
      'commit',
      '-q',
      '-m',
      `agent: fix CI attempt ${n}\n\nAgent-Loop: ci-fix ${1000 + n}`,
    );
    await git(clone, 'push', '-q', 'origin', `HEAD:refs/heads/${branch}`);
    return (await git(clone, 'rev-parse', 'HEAD')).trim();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const firstPrompt = (run: ActionRun) => JSON.stringify(run.anthropic.requests[0]!.body.messages);
const logCalls = (run: ActionRun) =>
  run.github.calls.filter((c) => c.path.startsWith(FAKE_LOG_DOWNLOAD_PATH));

/** The head commit the failed run tested, as the payload and the API report it. */
const HEAD_SHA = 'c0ffee'.padEnd(40, '0');

const featurePull = (head: string): FakePull => ({
  number: 3,
  title: 'Add add()',
  body: '',
  state: 'open',
  head: { ref: 'feature', sha: head, repo: 'octo-org/octo-repo' },
  base: { ref: 'main' },
});

const featureRunEvent = (head = HEAD_SHA) =>
  workflowRunEvent({
    headBranch: 'feature',
    headSha: head,
    runId: RUN_ID,
    pullRequests: [{ number: 3, headRef: 'feature', headSha: head }],
  });

/**
 * The run's event and PR #3 made once origin is prepared: the PR's head is feature's
 * tip in origin (on GitHub a pull request's head is always a commit the repository holds).
 */
const onFeature =
  (
    event: (head: string) => ReturnType<typeof workflowRunEvent> = featureRunEvent,
    github: Partial<FakeGitHubState> = {},
  ) =>
  async (origin: string) => {
    const head = (await git(origin, 'rev-parse', 'refs/heads/feature')).trim();
    return {
      event: event(head),
      github: { workflowJobs: jobs(), pulls: [featurePull(head)], ...github },
    };
  };

const createdPulls = (run: ActionRun) =>
  run.github.calls.filter((c) => c.method === 'POST' && c.path === `${REPO}/pulls`);

describe('a failed run on a pull request from this repository', () => {
  it('gets the failing step log (clean, masked) and the fix is pushed to the PR branch', async () => {
    let head = '';
    const run = await runAction({
      event: featureRunEvent(),
      repoFiles: { 'src/add.js': 'export const add = (a, b) => a + b;\n' },
      prepareOrigin: async (origin) => {
        head = await pushFiles(origin, { ref: 'refs/heads/feature', files: BROKEN });
      },
      fromOrigin: onFeature(),
      model: fixAdd(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');

    const prompt = firstPrompt(run);
    expect(prompt).toContain('FAIL test/add.test.js > adds two numbers');
    expect(prompt).toContain('expected -1 to be 3');
    expect(prompt).toContain('##[error]Process completed with exit code 1.');
    expect(prompt).not.toContain(SECRET_IN_LOG);
    expect(prompt).not.toMatch(/2026-11-30T|\\u001b/);
    expect(prompt).not.toContain('all good');
    // The log came through the redirect; the download got no token.
    expect(logCalls(run)).toHaveLength(1);
    expect(logCalls(run)[0]!.authorized).toBe(false);

    expect(await git(run.origin, 'rev-parse', 'feature~1')).toBe(`${head}\n`);
    expect(await git(run.origin, 'show', 'feature:src/add.js')).toBe(
      'export const add = (a, b) => a + b;\n',
    );
    expect(await git(run.origin, 'log', '-1', '--format=%B', 'feature')).toMatch(
      new RegExp(`^Agent-Loop: ci-fix ${RUN_ID}$`, 'm'),
    );
    expect(createdPulls(run)).toEqual([]);
    expect(run.outputs.branch_name).toBe('feature');
  });
});

describe('a failed run on a fork pull request', () => {
  it('pushes nothing, runs no command, and comments the diagnosis on the PR', async () => {
    const forkRun = (head: string) =>
      workflowRunEvent({
        headBranch: 'patch-1',
        headSha: head,
        headRepository: 'stranger/octo-repo',
        runId: RUN_ID,
      });
    const run = await runAction({
      event: forkRun(HEAD_SHA),
      prepareOrigin: async (origin) => {
        await pushFiles(origin, { ref: 'refs/pull/4/head', files: BROKEN });
      },
      // The fork's head is the commit GitHub keeps as refs/pull/4/head.
      fromOrigin: async (origin) => {
        const head = (await git(origin, 'rev-parse', 'refs/pull/4/head')).trim();
        return {
          event: forkRun(head),
          github: {
            workflowJobs: jobs(),
            pulls: [
              {
                number: 4,
                title: 'Fix typo',
                body: '',
                state: 'open',
                head: { ref: 'patch-1', sha: head, repo: 'stranger/octo-repo' },
                base: { ref: 'main' },
              },
            ],
          },
        };
      },
      model: [
        reply(toolUse('Read', { file_path: 'src/add.js' })),
        reply(text('Diagnosis: add() subtracts. Change `a - b` to `a + b` in src/add.js.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    // It read the fork's code…
    expect(JSON.stringify(run.anthropic.requests[1]!.body.messages)).toContain('a - b');
    // …with read-only tools only.
    const tools = (run.anthropic.requests[0]!.body.tools as { name: string }[]).map((t) => t.name);
    expect(tools).toEqual(expect.arrayContaining(['Read', 'Grep', 'Glob']));
    for (const name of ['Bash', 'Edit', 'Write']) expect(tools).not.toContain(name);
    expect(await git(run.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads')).toBe(
      'refs/heads/main\n',
    );
    const comments = run.github.calls.filter(
      (c) => c.method === 'POST' && c.path === `${REPO}/issues/4/comments`,
    );
    expect(comments).toHaveLength(1);
    expect((comments[0]!.body as { body: string }).body).toContain('Diagnosis: add() subtracts.');
    expect(createdPulls(run)).toEqual([]);
    expect(run.outputs.branch_name).toBe('');
  });
});

describe('a failed run on the default branch', () => {
  it('opens a fix branch and a pull request into main', async () => {
    const run = await runAction({
      event: workflowRunEvent({ headBranch: 'main', headSha: HEAD_SHA, runId: RUN_ID }),
      repoFiles: BROKEN,
      github: { workflowJobs: jobs() },
      model: fixAdd(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.branch_name).toBe('agent/ci-fix-main');
    expect(await git(run.origin, 'show', 'agent/ci-fix-main:src/add.js')).toBe(
      'export const add = (a, b) => a + b;\n',
    );
    expect(await git(run.origin, 'show', 'main:src/add.js')).toBe(BROKEN['src/add.js']);
    const created = createdPulls(run);
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ head: 'agent/ci-fix-main', base: 'main' });
    expect((created[0]!.body as { body: string }).body).toContain('Cause: add() subtracted.');
    expect(run.outputs.pr_url).not.toBe('');
  });
});

describe('the attempt limit', () => {
  it('after max_ci_fix_attempts agent fixes in a row: stops before the model and says why', async () => {
    const run = await runAction({
      event: featureRunEvent(),
      repoFiles: BROKEN,
      prepareOrigin: async (origin) => {
        await pushFiles(origin, { ref: 'refs/heads/feature', files: { 'x.txt': 'person\n' } });
        await earlierAgentFix(origin, 'feature', 1);
        await earlierAgentFix(origin, 'feature', 2);
      },
      fromOrigin: onFeature(),
      model: fixAdd(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(0);
    expect(run.outputs.conclusion).toBe('skipped');
    expect(run.summary).toMatch(/already pushed 2 CI fixes in a row to feature/);
    expect(run.stdout).toMatch(/max_ci_fix_attempts is 2/);
    expect(logCalls(run)).toEqual([]);
  });

  it('a person commit after the agent fixes starts the count again', async () => {
    const run = await runAction({
      event: featureRunEvent(),
      inputs: { max_ci_fix_attempts: '1' },
      repoFiles: BROKEN,
      prepareOrigin: async (origin) => {
        await pushFiles(origin, { ref: 'refs/heads/feature', files: { 'x.txt': 'person\n' } });
        await earlierAgentFix(origin, 'feature', 1);
        await pushFiles(origin, {
          ref: 'refs/heads/feature',
          from: 'feature',
          files: { 'y.txt': 'person again\n' },
        });
      },
      fromOrigin: onFeature(),
      model: fixAdd(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests.length).toBeGreaterThan(0);
    expect(await git(run.origin, 'show', 'feature:src/add.js')).toBe(
      'export const add = (a, b) => a + b;\n',
    );
  });
});

describe('a run that did not fail', () => {
  it.each(['success', 'cancelled'])(
    'conclusion %s: skipped without a model or API call',
    async (conclusion) => {
      const run = await runAction({
        event: workflowRunEvent({ headSha: HEAD_SHA, conclusion }),
        github: { workflowJobs: jobs() },
        model: fixAdd(),
      });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe('skipped');
      expect(run.anthropic.requests).toEqual([]);
      expect(run.github.calls).toEqual([]);
      expect(run.stdout).toContain(`concluded ${conclusion}; only failed runs are fixed`);
    },
  );
});

describe('a failed run started by someone without write access', () => {
  const outsiderRun = (head = HEAD_SHA) =>
    workflowRunEvent({
      headBranch: 'feature',
      headSha: head,
      runId: RUN_ID,
      pullRequests: [{ number: 3, headRef: 'feature', headSha: head }],
      triggeringActor: 'drive-by',
    });

  it('on a pull request: a diagnosis comment, read-only tools, nothing pushed', async () => {
    const run = await runAction({
      event: outsiderRun(),
      repoFiles: { 'src/add.js': 'export const add = (a, b) => a + b;\n' },
      prepareOrigin: async (origin) => {
        await pushFiles(origin, { ref: 'refs/heads/feature', files: BROKEN });
        await pushFiles(origin, { ref: 'refs/pull/3/head', files: BROKEN });
      },
      fromOrigin: onFeature(outsiderRun, {
        permissions: { octocat: 'write', 'drive-by': 'read' },
      }),
      model: [
        reply(toolUse('Read', { file_path: 'src/add.js' })),
        reply(text('Diagnosis: add() subtracts.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    // The permission of the run's starter was asked.
    expect(
      run.github.calls.some((call) => call.path === `${REPO}/collaborators/drive-by/permission`),
    ).toBe(true);
    const tools = (run.anthropic.requests[0]!.body.tools as { name: string }[]).map((t) => t.name);
    for (const name of ['Bash', 'Edit', 'Write']) expect(tools).not.toContain(name);
    const before = await git(run.origin, 'rev-parse', 'refs/heads/feature');
    expect(await git(run.origin, 'log', '-1', '--format=%B', before.trim())).not.toMatch(
      /Agent-Loop: ci-fix/,
    );
    const comments = run.github.calls.filter(
      (c) => c.method === 'POST' && c.path === `${REPO}/issues/3/comments`,
    );
    expect(comments).toHaveLength(1);
    const body = (comments[0]!.body as { body: string }).body;
    expect(body).toContain('Diagnosis: add() subtracts.');
    expect(body).toContain('no write access');
    expect(createdPulls(run)).toEqual([]);
  });

  it('on the default branch: no fix branch, no model call', async () => {
    const run = await runAction({
      event: workflowRunEvent({
        headBranch: 'main',
        headSha: HEAD_SHA,
        runId: RUN_ID,
        triggeringActor: 'drive-by',
      }),
      repoFiles: BROKEN,
      github: { workflowJobs: jobs(), permissions: { octocat: 'write', 'drive-by': 'none' } },
      model: fixAdd(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(0);
    expect(await git(run.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads')).toBe(
      'refs/heads/main\n',
    );
    expect(createdPulls(run)).toEqual([]);
    expect(run.stdout).toContain('drive-by');
  });
});
