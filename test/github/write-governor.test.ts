/**
 * Writes under load (src/github-side/github/write-governor.ts): after a secondary-limit refusal
 * the run keeps to the share of the limit it learned, and progress edits yield to
 * the writes that matter. Everything is judged by counters and by the order in which the fake
 * GitHub received the writes, never by elapsed time: waits asked for are scaled to
 * nothing (msPerSecondOfWait: 0) and writes are not spaced (writeSpacingMs: 0), so
 * the order comes from the queue alone: a test holds the queue's one slot, as a
 * write in flight would, until the writes it is about are all waiting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';
import {
  createGitHubClient,
  writeGovernor,
  type GitHubClient,
} from '../../src/github-side/github/octokit.js';
import {
  updateProgressComment,
  type ProgressCommentRef,
} from '../../src/github-side/github/progress-comment.js';
import { createWriteGovernor } from '../../src/github-side/github/write-governor.js';
import {
  createCommentUpdater,
  type UpdaterClock,
} from '../../src/github-side/report/comment-updater.js';

const OWNER = 'o';
const REPO = 'r';
const PROGRESS_ID = 3_600_000_500;
const ISSUE = { owner: OWNER, repo: REPO, issue_number: 1 };

/** GitHub's answer to a write over a secondary limit (docs: "Rate limits for the REST API"). */
const secondaryLimit = (path: RegExp, count = 1) => ({
  method: 'POST',
  path,
  status: 403,
  headers: { 'retry-after': '30' },
  body: {
    message:
      'You have exceeded a secondary rate limit and have been temporarily blocked from content creation. Please retry your request again later.',
    documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
  },
  count,
});

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup() {
  fake = await startFakeGitHub({
    owner: OWNER,
    repo: REPO,
    issues: [{ number: 1, title: 'Bug', body: 'b', user: { login: 'u' } }],
    comments: [
      {
        id: PROGRESS_ID,
        issue_number: 1,
        body: 'Working on it',
        user: { login: 'github-actions[bot]' },
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      },
    ],
    permissions: { u: 'write' },
  });
  const client = createGitHubClient({
    token: 'ghs_faketoken1234567890abcdefghijklmnop',
    baseUrl: fake.url,
    retry: { msPerSecondOfWait: 0, writeSpacingMs: 0 },
  });
  const ref: ProgressCommentRef = {
    repo: { owner: OWNER, repo: REPO },
    id: String(PROGRESS_ID),
    kind: 'issue',
    number: 1,
    htmlUrl: '',
    reused: false,
  };
  return { fake, client, ref };
}

/**
 * Lets pending work (the client's own queues run on timers) go on until `done()`;
 * a bounded number of turns, so a broken queue fails the test instead of hanging it.
 */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 2_000 && !done(); turn++) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** Holds the client's write slot, starts the writes one by one, each queued before the next. */
async function queuedInOrder(client: GitHubClient, writes: (() => Promise<unknown>)[]) {
  const governor = writeGovernor(client)!;
  const release = await governor.acquire('essential');
  const started: Promise<unknown>[] = [];
  for (const [index, write] of writes.entries()) {
    await until(() => governor.waiting >= index);
    started.push(write());
  }
  await until(() => governor.waiting >= writes.length);
  release();
  await Promise.all(started);
}

/** The writes the fake received, as "METHOD path body". */
const writes = (server: FakeGitHub) =>
  server.calls
    .filter((call) => call.method !== 'GET')
    .map((call) => `${call.method} ${(call.body as { body?: string } | undefined)?.body ?? ''}`);

describe('the run after a secondary-limit refusal', () => {
  it('keeps to a learned share for the rest of the run, and tells the progress comment', async () => {
    const { fake, client } = await setup();
    const governor = writeGovernor(client)!;
    const told: number[] = [];
    governor.onRefusal((holdMs) => void told.push(holdMs));
    expect(governor.perMinute).toBe(Number.POSITIVE_INFINITY);
    // A write that matters is refused once, waits as asked (scaled to 0) and lands.
    fake.state.faults.push(secondaryLimit(/\/pulls$/));
    await client.rest.pulls.create({ owner: OWNER, repo: REPO, head: 'fix', base: 'main' });
    expect(fake.state.pulls).toHaveLength(1);
    expect(governor.refusals).toBe(1);
    expect(governor.perMinute).toBe(1);
    expect(told).toHaveLength(1);
    // Later writes succeed, and the share stays: it does not recover in the run.
    await client.rest.issues.createComment({ ...ISSUE, body: 'after' });
    expect(governor.perMinute).toBe(1);
    fake.state.faults.push(secondaryLimit(/\/comments$/));
    await client.rest.issues.createComment({ ...ISSUE, body: 'again' });
    expect(governor.refusals).toBe(2);
    expect(governor.started).toEqual(['essential', 'retry', 'essential', 'essential', 'retry']);
  });

  it('a refusal doubles the pause between progress edits, even when it was another write', () => {
    const timers: number[] = [];
    let now = 1_000_000;
    const clock: UpdaterClock = {
      now: () => now,
      setTimeout: (_fn, ms) => timers.push(ms),
      clearTimeout: () => {},
    };
    const updater = createCommentUpdater({
      minIntervalMs: 3_000,
      startedAt: now,
      lastUpdateAt: now,
      clock,
      update: async () => {},
    });
    updater.push('one');
    expect(timers.at(-1)).toBe(3_000);
    now += 3_000;
    updater.written(now);
    // The pull request's creation was refused (retry-after scaled away): no hold, half rate.
    updater.refused(0);
    updater.push('two');
    expect(timers.at(-1)).toBe(6_000);
  });

  it('through the client: after a refused progress edit, the next one is not sent at all', async () => {
    const { fake, ref } = await setup();
    // Waits as GitHub asks (a 30 s hold): only the writes that matter would wait it out.
    const client = createGitHubClient({
      token: 'ghs_faketoken1234567890abcdefghijklmnop',
      baseUrl: fake.url,
      retry: { writeSpacingMs: 0 },
    });
    fake.state.faults.push({ ...secondaryLimit(/\/comments\/\d+$/), method: 'PATCH' });
    await expect(
      updateProgressComment(client, ref, 'step 1', { intermediate: true }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      updateProgressComment(client, ref, 'step 2', { intermediate: true }),
    ).rejects.toThrow(/not sent: the run holds its writes \d+ s after GitHub refused one/);
    expect(writes(fake)).toEqual(['PATCH step 1']);
    expect(writeGovernor(client)!.refusals).toBe(1);
  });

  it('with the fixed pacing (the reference) nothing changes', async () => {
    const governor = createWriteGovernor({ spacingMs: 0, adaptive: false });
    const release = await governor.acquire('essential');
    governor.refused(0, 'essential');
    release();
    expect(governor.perMinute).toBe(Number.POSITIVE_INFINITY);
    await governor.acquire('optional').then((done) => done());
  });
});

describe('progress edits yield to the writes that matter', () => {
  it('a waiting progress edit goes after a pull request queued later', async () => {
    const { fake, client, ref } = await setup();
    // The edit is queued first, the pull request after it.
    await queuedInOrder(client, [
      () => updateProgressComment(client, ref, 'progress', { intermediate: true }),
      () =>
        client.rest.pulls.create({
          owner: OWNER,
          repo: REPO,
          head: 'fix',
          base: 'main',
          body: 'pr',
        }),
    ]);
    expect(writes(fake)).toEqual(['POST pr', 'PATCH progress']);
  });

  it('the final report is not held behind a progress edit waiting its turn', async () => {
    const { fake, client, ref } = await setup();
    const updater = createCommentUpdater({
      minIntervalMs: 0,
      update: (body, { final, signal }) =>
        updateProgressComment(client, ref, body, { intermediate: !final, signal }),
    });
    const governor = writeGovernor(client)!;
    const release = await governor.acquire('essential');
    updater.push('step 7');
    await until(() => governor.waiting >= 1);
    updater.push('### ✅ finished');
    const flushed = updater.flush();
    // "step 7" is withdrawn while it waits: the queue empties before the slot is free.
    await until(() => governor.waiting === 0);
    release();
    await flushed;
    expect(writes(fake)).toEqual(['PATCH ### ✅ finished']);
    expect(fake.state.comments.find((c) => c.id === PROGRESS_ID)?.body).toBe('### ✅ finished');
  });
});

describe('GraphQL through the write queue', () => {
  // GitHub counts a GraphQL request without a mutation as a read (1 point, no content
  // created): https://docs.github.com/en/graphql/overview/rate-limits-and-query-limits-for-the-graphql-api#secondary-rate-limits
  it('a query is not held behind a write in flight; a mutation waits its turn', async () => {
    const { client } = await setup();
    const governor = writeGovernor(client)!;
    const release = await governor.acquire('essential');
    let answered = false;
    const viewer = client
      .graphql<{ viewer: { login: string } }>(
        'query AgentLoopViewer { viewer { login __typename } }',
      )
      .finally(() => (answered = true));
    // Either the answer comes, or the query joins the queue behind the held slot.
    await until(() => answered || governor.waiting > 0);
    expect(governor.waiting).toBe(0);
    expect((await viewer).viewer.login).toBeTruthy();
    const mutation = client.graphql(
      'mutation { addReaction(input: {subjectId: "x", content: EYES}) { clientMutationId } }',
    );
    mutation.catch(() => undefined);
    await until(() => governor.waiting >= 1);
    expect(governor.waiting).toBe(1);
    release();
    await mutation.catch(() => undefined);
  });
});

describe('the posting filter', () => {
  it('a GraphQL query does not wait for the posting filter to load; a write does', async () => {
    const { fake } = await setup();
    let loadFilter: (filter: (text: string) => string) => void = () => undefined;
    const client = createGitHubClient({
      token: 'ghs_faketoken1234567890abcdefghijklmnop',
      baseUrl: fake.url,
      retry: { msPerSecondOfWait: 0, writeSpacingMs: 0 },
      outgoing: new Promise((resolve) => (loadFilter = resolve)),
    });
    let answered = false;
    const viewer = client
      .graphql<{ viewer: { login: string } }>('query { viewer { login } }')
      .finally(() => (answered = true));
    let posted = false;
    const edit = client.rest.issues
      .updateComment({ owner: OWNER, repo: REPO, comment_id: PROGRESS_ID, body: 'raw' })
      .finally(() => (posted = true));
    await until(() => answered);
    expect(answered).toBe(true);
    expect(posted).toBe(false);
    loadFilter((text) => text.toUpperCase());
    await Promise.all([viewer, edit]);
    expect(fake.state.comments.find((c) => c.id === PROGRESS_ID)?.body).toBe('RAW');
  });
});
