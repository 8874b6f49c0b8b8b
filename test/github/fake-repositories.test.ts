/**
 * The fake GitHub for several repositories (test/fakes/github-repositories.ts): one API URL,
 * each repository its own fake with its own state, as GitHub answers one token for every
 * repository it may see (https://docs.github.com/en/rest/repos/repos#get-a-repository); a
 * repository no fake holds is a 404, and a request GitHub's description refuses fails `close()`
 * there too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeGitHubRepositories,
  type FakeGitHubRepositories,
} from '../fakes/github-repositories.js';

let github: FakeGitHubRepositories | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

const get = async (path: string) => {
  const response = await fetch(`${github!.url}${path}`, {
    headers: { authorization: 'token ghs_x' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('one fake GitHub API for several repositories', () => {
  it("answers each repository from its own state: the token's push, archived, each login's role", async () => {
    github = await startFakeGitHubRepositories([
      { owner: 'octo-org', repo: 'app', permissions: { octocat: 'admin' } },
      {
        owner: 'octo-org',
        repo: 'lib',
        defaultBranch: 'trunk',
        tokenPush: false,
        archived: true,
        permissions: { octocat: 'triage' },
      },
    ]);
    const app = await get('/repos/octo-org/app');
    const lib = await get('/repos/Octo-Org/LIB');
    expect(app.body).toMatchObject({
      full_name: 'octo-org/app',
      archived: false,
      permissions: { push: true, pull: true },
    });
    expect(lib.body).toMatchObject({
      full_name: 'octo-org/lib',
      default_branch: 'trunk',
      archived: true,
      permissions: { push: false, pull: true },
    });
    expect(lib.body.id).not.toBe(app.body.id);
    expect((await get('/repos/octo-org/app/collaborators/octocat/permission')).body).toMatchObject({
      permission: 'admin',
      role_name: 'admin',
    });
    expect((await get('/repos/octo-org/lib/collaborators/octocat/permission')).body).toMatchObject({
      permission: 'read',
      role_name: 'triage',
    });
    expect((await get('/repos/octo-org/lib/collaborators/mona/permission')).status).toBe(404);
    expect(github.repos['octo-org/lib']!.calls.map((call) => call.path)).toEqual([
      '/repos/Octo-Org/LIB',
      '/repos/octo-org/lib/collaborators/octocat/permission',
      '/repos/octo-org/lib/collaborators/mona/permission',
    ]);
    // What names no repository (GraphQL here) goes to the first.
    const graphql = await fetch(`${github.url}/graphql`, {
      method: 'POST',
      headers: { authorization: 'token ghs_x', 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query { viewer { login } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(github.repos['octo-org/app']!.calls.map((call) => call.path)).toContain('/graphql');
  });

  it('answers 404 for a repository no fake holds, and says so', async () => {
    github = await startFakeGitHubRepositories([{ owner: 'octo-org', repo: 'app' }]);
    const answer = await get('/repos/octo-org/hidden');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Not Found');
    expect(github.unheld).toEqual(['GET /repos/octo-org/hidden']);
    expect(github.repos['octo-org/app']!.calls).toEqual([]);
  });

  it("fails close() on a request GitHub's description refuses, even one no fake holds", async () => {
    github = await startFakeGitHubRepositories([{ owner: 'octo-org', repo: 'app' }]);
    expect((await get('/repos/octo-org/hidden/issues/5/commentz')).status).toBe(404);
    const closing = github.close();
    github = undefined;
    await expect(closing).rejects.toThrow(/outside GitHub's published REST description/);
  });
});
