/**
 * The fake GitHub holds requests to GitHub's published contracts: a REST request
 * the OpenAPI description refuses fails (an error status the client sees, and a
 * recorded violation that fails `close()`), a GraphQL query the schema refuses gets
 * GitHub's `errors` answer, and a 32-bit `Int` cannot carry today's ids.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import { FIRST_CONTENT_ID, startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  // Tests that sent refused requests on purpose empty the violations first.
  await fake?.close();
  fake = undefined;
});

const ISSUE = { number: 5, title: 'Bug', body: 'It breaks.', user: { login: 'octocat' } };

async function start(): Promise<FakeGitHub> {
  fake = await startFakeGitHub({
    issues: [ISSUE],
    pulls: [
      {
        number: 6,
        title: 'Fix',
        body: '',
        state: 'open',
        head: { ref: 'fix', repo: 'octo-org/octo-repo' },
        base: { ref: 'main' },
      },
    ],
  });
  return fake;
}

const send = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${fake!.url}${path}`, {
    method,
    headers: { authorization: 'token ghs_x', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const graphql = (query: string, variables: Record<string, unknown> = {}) =>
  send('POST', '/graphql', { query, variables });

describe('the fake GitHub refuses what GitHub’s REST description refuses', () => {
  it('an unknown route is a 404 and a violation that fails close()', async () => {
    const server = await start();
    const answer = await send('GET', '/repos/octo-org/octo-repo/issues/5/commentz');
    expect(answer.status).toBe(404);
    expect(String(answer.body.message)).toContain('no route');
    expect(server.violations).toHaveLength(1);
    await expect(server.close()).rejects.toThrow(/outside GitHub's published REST description/);
    fake = undefined;
  });

  it('an unknown query parameter, an unknown body field and a wrong type are refused', async () => {
    const server = await start();
    const unknownQuery = await send('GET', '/repos/octo-org/octo-repo/issues/5/comments?sort=asc');
    expect(unknownQuery.status).toBe(422);
    const unknownField = await send('POST', '/repos/octo-org/octo-repo/issues/5/comments', {
      body: 'hi',
      pinned: true,
    });
    expect(unknownField.status).toBe(422);
    const wrongType = await send('POST', '/repos/octo-org/octo-repo/issues/5/comments', {
      body: 42,
    });
    expect(wrongType.status).toBe(422);
    const wrongEnum = await send('POST', '/repos/octo-org/octo-repo/issues/5/reactions', {
      content: 'thumbsup',
    });
    expect(wrongEnum.status).toBe(422);
    expect(server.violations.join('\n')).toMatch(/unknown query parameter "sort"/);
    expect(server.violations.join('\n')).toMatch(/undocumented field "pinned"/);
    expect(server.violations.join('\n')).toMatch(/body\.body is integer, documented as string/);
    expect(server.violations.join('\n')).toMatch(/body\.content is "thumbsup"/);
    // Nothing the spec refused reached the state.
    expect(server.state.comments).toEqual([]);
    server.violations.length = 0;
  });

  it('a request through Octokit that the spec refuses fails the test', async () => {
    const server = await start();
    const client = createGitHubClient({ token: 'ghs_x', baseUrl: server.url });
    await expect(
      client.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner: 'octo-org',
        repo: 'octo-repo',
        issue_number: 5,
        body: 'hi',
        sticky: true,
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(server.violations).toHaveLength(1);
    server.violations.length = 0;
  });

  it('answers in the documented shape, with ids of today’s size', async () => {
    const server = await start();
    const created = await send('POST', '/repos/octo-org/octo-repo/issues/5/comments', {
      body: 'hi',
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toBeGreaterThanOrEqual(FIRST_CONTENT_ID);
    expect(created.body.id as number).toBeGreaterThan(2 ** 31);
    expect(created.body).toMatchObject({
      node_id: expect.any(String),
      url: expect.stringContaining('/repos/octo-org/octo-repo/issues/comments/'),
      author_association: expect.any(String),
      user: { login: 'github-actions[bot]', id: 41898282, type: 'Bot' },
    });
    const issue = await send('GET', '/repos/octo-org/octo-repo/issues/5');
    expect(issue.body).not.toHaveProperty('pull_request');
    expect(issue.body.id as number).toBeGreaterThan(2 ** 31);
    expect(server.violations).toEqual([]);
  });
});

describe('the fake GitHub’s GraphQL follows GitHub’s schema', () => {
  it('refuses an unknown field or argument with GitHub’s errors answer, and no data', async () => {
    await start();
    const unknownField = await graphql('query { viewer { login nickname } }');
    expect(unknownField.status).toBe(200);
    expect(unknownField.body.data).toBeUndefined();
    expect(JSON.stringify(unknownField.body.errors)).toContain(
      'Cannot query field \\"nickname\\" on type \\"User\\"',
    );
    const unknownArgument = await graphql(
      'query($n: Int!) { repository(owner: "octo-org", name: "octo-repo") { pullRequest(number: $n) { reviewThreads(first: 10, sort: NEWEST) { totalCount } } } }',
      { n: 6 },
    );
    expect(JSON.stringify(unknownArgument.body.errors)).toContain('Unknown argument \\"sort\\"');
  });

  it('cannot carry an id past 2^31 in `databaseId` (a field error and null); `fullDatabaseId` can', async () => {
    const server = await start();
    const id = 3_612_345_678;
    server.state.reviewComments.push({
      id,
      pull_number: 6,
      body: 'Off by one.',
      user: { login: 'github-actions[bot]' },
      path: 'a.js',
      line: 1,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    });
    const query = (field: string) =>
      graphql(
        `query($n: Int!) { repository(owner: "octo-org", name: "octo-repo") { pullRequest(number: $n) { reviewThreads(first: 10) { nodes { comments(first: 10) { nodes { ${field} } } } } } } }`,
        { n: 6 },
      );
    const narrow = await query('databaseId');
    expect(narrow.body.errors).toEqual([
      expect.objectContaining({
        message: `Int cannot represent non 32-bit signed integer value: ${id}`,
      }),
    ]);
    expect(JSON.stringify(narrow.body.data)).toContain('{"databaseId":null}');
    const full = await query('fullDatabaseId');
    expect(full.body.errors).toBeUndefined();
    expect(JSON.stringify(full.body.data)).toContain(`{"fullDatabaseId":"${id}"}`);
  });
});
