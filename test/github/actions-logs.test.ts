/** The Actions jobs and logs API, against the fake GitHub (302 to a download URL included). */
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanLog,
  collectFailureLogs,
  downloadJobLog,
  failingSections,
  listFailedJobs,
} from '../../src/github-side/github/actions-logs.js';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import { createRedactor } from '../../src/engine/safety/secrets.js';
import {
  FAKE_LOG_DOWNLOAD_PATH,
  startFakeGitHub,
  type FakeGitHub,
  type FakeWorkflowJob,
} from '../fakes/github-server.js';
import { runnerLog } from './runner-log.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const TOKEN = 'ghs_faketoken1234567890abcdefghijklmnop';
const REPO = { owner: 'octo-org', repo: 'octo-repo' };
const SECRET = 'npm_SECRETvalue0123456789abcdef';
/** Workflow-run and job ids of today's sizes (past 2^32): kept as exact strings. */
const RUN_ID = 19_876_543_210;
const JOB_ID = 54_321_987_612;

const failingLog = runnerLog([
  { run: 'npm ci', output: ['added 220 packages'] },
  {
    run: 'npm test',
    output: [
      '\u001b[31mFAIL\u001b[39m test/math.test.ts > adds',
      `AssertionError: expected 3 to be 4 (token ${SECRET})`,
      ...Array.from({ length: 400 }, (_, i) => `noise line ${i}`),
      '\u001b[1mTests  1 failed | 12 passed\u001b[22m',
    ],
    error: 'Process completed with exit code 1.',
  },
]);

const jobs: FakeWorkflowJob[] = [
  {
    id: JOB_ID - 1,
    run_id: RUN_ID,
    name: 'build',
    conclusion: 'success',
    steps: [{ name: 'Run npm ci', conclusion: 'success' }],
    log: 'ok',
  },
  {
    id: JOB_ID,
    run_id: RUN_ID,
    name: 'test',
    conclusion: 'failure',
    steps: [
      { name: 'Run npm ci', conclusion: 'success' },
      { name: 'Run npm test', conclusion: 'failure' },
    ],
    log: failingLog,
  },
  // An earlier attempt: left out by filter=latest.
  {
    id: JOB_ID - 3,
    run_id: RUN_ID,
    run_attempt: 0,
    name: 'old',
    conclusion: 'failure',
    log: 'old',
  },
];

async function setup() {
  fake = await startFakeGitHub({ ...REPO, workflowJobs: jobs });
  const client = createGitHubClient({ token: TOKEN, baseUrl: fake.url });
  return { fake, client };
}

describe('listFailedJobs', () => {
  it("lists the latest attempt's failed jobs with their failed steps", async () => {
    const { client, fake } = await setup();
    expect(await listFailedJobs(client, REPO, String(RUN_ID))).toEqual([
      expect.objectContaining({ id: String(JOB_ID), name: 'test', failedSteps: ['Run npm test'] }),
    ]);
    expect(fake.calls[0]).toMatchObject({
      path: `/repos/octo-org/octo-repo/actions/runs/${RUN_ID}/jobs`,
      query: expect.objectContaining({ filter: 'latest' }),
    });
  });
});

describe('downloadJobLog', () => {
  it('follows the 302 by hand and sends no token to the download URL', async () => {
    const { client, fake } = await setup();
    expect(await downloadJobLog(client, REPO, String(JOB_ID))).toBe(failingLog);
    const [api, download] = fake.calls;
    expect(api).toMatchObject({ path: `/repos/octo-org/octo-repo/actions/jobs/${JOB_ID}/logs` });
    expect(api!.status).toBe(302);
    expect(api!.authorized).toBe(true);
    expect(download!.path).toBe(`${FAKE_LOG_DOWNLOAD_PATH}${JOB_ID}`);
    expect(download!.status).toBe(200);
    expect(download!.authorized).toBe(false);
  });

  it('reports a failed download with the job and status', async () => {
    const { client, fake } = await setup();
    fake.state.faults.push({ path: `${FAKE_LOG_DOWNLOAD_PATH}${JOB_ID}`, status: 403, count: 1 });
    await expect(downloadJobLog(client, REPO, String(JOB_ID))).rejects.toThrow(
      new RegExp(`job ${JOB_ID} failed with 403`),
    );
  });
});

describe('cleanLog and failingSections', () => {
  it('strips timestamps, colours, the BOM and carriage returns', () => {
    const clean = cleanLog(failingLog);
    expect(clean.startsWith('Current runner version')).toBe(true);
    expect(clean).toContain('FAIL test/math.test.ts > adds\n');
    // eslint-disable-next-line no-control-regex
    expect(clean).not.toMatch(/\u001b|\r|2026-11-30T/);
  });

  it('keeps the failing step within the budget, with its command and the error', () => {
    const excerpt = failingSections(cleanLog(failingLog), 2_000);
    expect(excerpt.length).toBeLessThanOrEqual(2_000);
    expect(excerpt.startsWith('##[group]Run npm test')).toBe(true);
    expect(excerpt).toContain('Tests  1 failed | 12 passed');
    expect(excerpt).toContain('##[error]Process completed with exit code 1.');
    expect(excerpt).toMatch(/\[… \d+ characters cut …\]/);
    expect(excerpt).not.toContain('added 220 packages');
  });

  it('falls back to the end of the whole log when no step shows an error', () => {
    const log = cleanLog(runnerLog([{ run: 'make', output: ['a', 'b', 'killed'] }]));
    expect(failingSections(log, 30)).toBe(log.slice(-30));
  });
});

describe('collectFailureLogs', () => {
  it('masks secrets before cutting, and names a job whose log could not be read', async () => {
    const { client, fake } = await setup();
    fake.state.workflowJobs.push({
      id: JOB_ID + 1,
      run_id: RUN_ID,
      name: 'lint',
      conclusion: 'timed_out',
      log: 'x',
    });
    fake.state.faults.push({
      path: `/repos/octo-org/octo-repo/actions/jobs/${JOB_ID + 1}/logs`,
      status: 404,
      count: 1,
    });
    const { jobs: failed, logs } = await collectFailureLogs({
      client,
      repo: REPO,
      runId: String(RUN_ID),
      budgetChars: 100_000,
      redact: createRedactor([SECRET]),
    });
    expect(failed.map((job) => job.name)).toEqual(['test', 'lint']);
    expect(logs[0]!.excerpt).toContain('expected 3 to be 4 (token ***)');
    expect(logs[0]!.excerpt).not.toContain(SECRET);
    expect(logs[1]).toMatchObject({ excerpt: '', error: expect.stringContaining('404') });
  });
});
