/**
 * The GitHub client's pacing, against the fake GitHub server: writes spaced as
 * GitHub asks, a primary rate-limit reset waited for only when the deadline allows,
 * no retry of an ordinary 4xx. Waits are recorded (msPerSecondOfWait: 0), not slept.
 */
import diagnostics from 'node:diagnostics_channel';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';
import {
  createGitHubClient,
  type GitHubRetryOptions,
} from '../../src/github-side/github/octokit.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const ISSUE = { owner: 'o', repo: 'r', issue_number: 1 };

async function setup(retry: GitHubRetryOptions) {
  fake = await startFakeGitHub({
    owner: 'o',
    repo: 'r',
    issues: [{ number: 1, title: 'Bug', body: 'b', user: { login: 'u', type: 'User' } }],
    permissions: { u: 'write' },
  });
  const waits: number[] = [];
  const logs: string[] = [];
  const client = createGitHubClient({
    token: 'ghs_faketoken1234567890abcdefghijklmnop',
    baseUrl: fake.url,
    retry: { msPerSecondOfWait: 0, onWait: (ms) => void waits.push(ms), ...retry },
    log: (line) => void logs.push(line),
  });
  return { fake, client, waits, logs };
}

function primaryLimit(secondsAway: number) {
  return {
    method: 'POST',
    path: /\/comments$/,
    status: 403,
    // The reset is reckoned when the fake answers, so a slow machine's delay before the
    // request cannot shorten the wait the client computes from it.
    headers: () => ({
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + secondsAway),
    }),
    body: { message: 'API rate limit exceeded for installation.' },
    count: 1,
  };
}

/** When each POST left the client (performance.now()), from undici's request channel. */
const sentWrites: number[] = [];
const onRequestCreated = (message: unknown) => {
  if ((message as { request?: { method?: string } }).request?.method === 'POST') {
    sentWrites.push(performance.now());
  }
};
beforeAll(() => diagnostics.subscribe('undici:request:create', onRequestCreated));
afterAll(() => diagnostics.unsubscribe('undici:request:create', onRequestCreated));

describe('GitHub client pacing', () => {
  it('sends writes one at a time, at least the spacing apart; reads are not held back', async () => {
    const { fake, client } = await setup({ writeSpacingMs: 500 });
    // A first request opens the connection, so arrival times show the spacing.
    await client.rest.issues.get(ISSUE);
    await Promise.all([
      client.rest.issues.createComment({ ...ISSUE, body: 'one' }),
      client.rest.issues.createComment({ ...ISSUE, body: 'two' }),
      client.rest.issues.createComment({ ...ISSUE, body: 'three' }),
      client.rest.issues.get(ISSUE),
    ]);
    const writes = fake.calls.filter((call) => call.method === 'POST');
    expect(writes).toHaveLength(3);
    // The spacing is the client's: measured when each request leaves it (node's fetch
    // announces every request it creates), not when the fake, slower under load, reads it.
    const sent = sentWrites.splice(0);
    expect(sent).toHaveLength(3);
    for (let index = 1; index < sent.length; index++) {
      expect(sent[index]! - sent[index - 1]!).toBeGreaterThanOrEqual(400);
    }
    const read = fake.calls.filter((call) => call.method === 'GET')[1]!;
    expect(read.at).toBeLessThan(writes[2]!.at);
  });

  it('waits for a primary reset 90 s away when the deadline allows', async () => {
    const { fake, client, waits } = await setup({
      writeSpacingMs: 0,
      deadline: Date.now() + 10 * 60_000,
    });
    fake.state.faults.push(primaryLimit(90));
    await client.rest.issues.createComment({ ...ISSUE, body: 'final report' });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(90_000);
    expect(waits[0]).toBeLessThanOrEqual(92_000);
    expect(fake.calls.map((call) => call.status)).toEqual([403, 201]);
  });

  it('does not wait past the deadline, and says why', async () => {
    const { fake, client, waits, logs } = await setup({
      writeSpacingMs: 0,
      deadline: Date.now() + 60_000,
    });
    fake.state.faults.push(primaryLimit(90));
    await expect(
      client.rest.issues.createComment({ ...ISSUE, body: 'final report' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(waits).toEqual([]);
    expect(logs.join('\n')).toMatch(/rate limit; not waiting 9\d s \(it would end too late\)/);
  });

  it('without a deadline waits at most a minute', async () => {
    const { fake, client, waits } = await setup({ writeSpacingMs: 0 });
    fake.state.faults.push(primaryLimit(90));
    await expect(client.rest.issues.createComment({ ...ISSUE, body: 'x' })).rejects.toMatchObject({
      status: 403,
    });
    fake.state.faults.push(primaryLimit(20));
    await client.rest.issues.createComment({ ...ISSUE, body: 'x' });
    expect(waits).toHaveLength(1);
  });

  it('a secondary limit without retry-after waits a minute; gives up after the retries', async () => {
    const { fake, client, waits } = await setup({ writeSpacingMs: 0, maxRateLimitRetries: 2 });
    fake.state.faults.push({
      method: 'POST',
      path: /\/comments$/,
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes.' },
      count: 5,
    });
    await expect(client.rest.issues.createComment({ ...ISSUE, body: 'x' })).rejects.toMatchObject({
      status: 403,
    });
    expect(waits).toEqual([60_000, 60_000]);
    expect(fake.calls).toHaveLength(3);
  });

  it.each([400, 409, 422])('never repeats a %i', async (status) => {
    const { fake, client, waits } = await setup({ writeSpacingMs: 0 });
    fake.state.faults.push({ method: 'POST', path: /\/comments$/, status, count: 3 });
    await expect(client.rest.issues.createComment({ ...ISSUE, body: 'x' })).rejects.toMatchObject({
      status,
    });
    expect(fake.calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});
