/**
 * What a run may do in each other repository of a change set, asked of the fake GitHub as the
 * REST API documents it (test/fakes/github-repositories.ts: one API URL, each repository its own
 * fake): the token's push and every gated account's permission; doubt keeps the repository out
 * or read-only, never writable.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkAccess } from '../../src/github-side/change-set/access.js';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import {
  startFakeGitHubRepositories,
  type FakeGitHubRepositories,
} from '../fakes/github-repositories.js';
import type { FakeGitHubState } from '../fakes/github-server.js';

const fakes: FakeGitHubRepositories[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

const alice = { login: 'alice', type: 'User' };
const bob = { login: 'bob', type: 'User' };
const lib = { owner: 'acme', repo: 'lib' };

/** acme/lib as seeded (none: the token cannot see it), beside the run's own acme/app. */
async function ask(
  seeded: Partial<FakeGitHubState> | 'invisible',
  options: { accounts?: { login: string; type: string }[]; read?: string } = {},
) {
  const app = { owner: 'acme', repo: 'app' };
  const github = await startFakeGitHubRepositories(
    seeded === 'invisible' ? [app] : [app, { ...lib, permissions: { alice: 'write' }, ...seeded }],
  );
  fakes.push(github);
  const client = createGitHubClient({
    token: 'ghs_ACCESStoken0123456789abcdefghijklmno',
    baseUrl: github.url,
    retry: { msPerSecondOfWait: 0, writeSpacingMs: 0 },
  });
  const access = await checkAccess({
    client,
    repo: lib,
    accounts: options.accounts ?? [alice],
    wants: options.read ? { kind: 'read', reason: options.read } : { kind: 'write' },
  });
  const calls = (github.repos['acme/lib']?.calls ?? []).map((c) => `${c.method} ${c.path}`);
  return { access, calls, github };
}

describe('access to an other repository', () => {
  it('is write when every account may write and the token may push, with its default branch', async () => {
    const { access, calls, github } = await ask({ defaultBranch: 'trunk' });
    expect(access).toEqual({ kind: 'write', defaultBranch: 'trunk' });
    // Asked of the library's own fake, not the run's repository's.
    expect(github.repos['acme/app']!.calls).toEqual([]);
    expect(calls).toEqual([
      'GET /repos/acme/lib',
      'GET /repos/acme/lib/collaborators/alice/permission',
    ]);
  });

  it('is read-only, with why, where an account can only read or the token cannot push', async () => {
    expect((await ask({ permissions: { alice: 'triage' } })).access).toEqual({
      kind: 'read',
      defaultBranch: 'main',
      reason: 'alice has "triage" permission there, not write',
    });
    expect((await ask({ tokenPush: false })).access).toMatchObject({
      kind: 'read',
      reason: 'the token cannot push to it',
    });
    expect((await ask({ archived: true })).access).toMatchObject({ reason: 'it is archived' });
    // The event's sender counts as the request's writer does.
    expect(
      (await ask({ permissions: { alice: 'admin', bob: 'read' } }, { accounts: [alice, bob] }))
        .access,
    ).toMatchObject({ kind: 'read', reason: 'bob has "read" permission there, not write' });
  });

  it("leaves a bot's request read-only: its write access cannot be checked", async () => {
    const { access, calls } = await ask(
      {},
      { accounts: [{ login: 'renovate[bot]', type: 'Bot' }] },
    );
    expect(access).toMatchObject({ kind: 'read' });
    expect(access.kind === 'read' && access.reason).toMatch(/bot renovate\[bot\]/);
    expect(calls).toEqual(['GET /repos/acme/lib']);
  });

  it('skips a repository the token cannot see, or an account cannot read', async () => {
    const invisible = await ask('invisible');
    expect(invisible.access).toEqual({
      kind: 'skip',
      reason: 'the token cannot see it (GitHub answers 404 Not Found)',
    });
    expect(invisible.github.unheld).toEqual(['GET /repos/acme/lib']);
    expect((await ask({ permissions: { alice: 'none' } })).access).toEqual({
      kind: 'skip',
      reason: 'alice has no access to it',
    });
    const unknown = await ask({ permissions: {} });
    expect(unknown.access.kind).toBe('skip');
    expect(unknown.access.kind === 'skip' && unknown.access.reason).toMatch(
      /could not read alice's permission on it \(GitHub API 404/,
    );
  });

  it('reads where the run only reads, still only for accounts that may read it', async () => {
    expect(
      (
        await ask(
          { permissions: { alice: 'read' } },
          { read: 'a review run changes no repository' },
        )
      ).access,
    ).toEqual({
      kind: 'read',
      defaultBranch: 'main',
      reason: 'a review run changes no repository',
    });
    expect((await ask({ permissions: { alice: 'none' } }, { read: 'a review' })).access.kind).toBe(
      'skip',
    );
  });
});
