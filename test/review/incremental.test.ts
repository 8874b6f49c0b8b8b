import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import {
  describeRange,
  findLastReviewedSha,
  planReviewRange,
} from '../../src/github-side/review/incremental.js';
import type { PullFile } from '../../src/github-side/github/context.js';
import { reviewedHeadMarker } from '../../src/engine/safety/marker.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';
import { git, removeTempDirs, repos } from '../git/helpers.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  removeTempDirs();
});

const REPO = { owner: 'octo-org', repo: 'octo-repo' };

/** A PR branch `feature` on origin with one commit; returns the work clone and commit helper. */
function featureBranch() {
  const { origin, work } = repos();
  git(work, 'checkout', '-q', '-b', 'feature');
  const commit = (files: Record<string, string>, message: string): string => {
    for (const [path, text] of Object.entries(files)) writeFileSync(join(work, path), text);
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', message);
    git(work, 'push', '-q', '-f', 'origin', 'HEAD:refs/heads/feature');
    return git(work, 'rev-parse', 'HEAD');
  };
  return { origin, work, commit };
}

async function clientFor(origin: string) {
  fake = await startFakeGitHub({ gitRepository: origin });
  return createGitHubClient({ token: 'ghs_test', baseUrl: fake.url });
}

const prFiles = (...names: string[]): PullFile[] =>
  names.map((filename) => ({ filename, status: 'modified', additions: 1, deletions: 0 }));

describe('planReviewRange', () => {
  it('reviews only the PR files changed since the last reviewed commit, with their diff since', async () => {
    const { origin, commit } = featureBranch();
    const first = commit({ 'a.ts': 'one\n', 'b.ts': 'two\n' }, 'first');
    const head = commit({ 'b.ts': 'two\nthree\n', 'c.txt': 'x\n' }, 'second\n\nbody');
    const client = await clientFor(origin);
    const range = await planReviewRange({
      client,
      repo: REPO,
      headSha: head,
      lastReviewedSha: first,
      files: prFiles('a.ts', 'b.ts'),
    });
    expect(range.kind).toBe('incremental');
    if (range.kind !== 'incremental') return;
    expect(range.files.map((f) => f.file.filename)).toEqual(['b.ts']);
    expect(range.files[0]?.patchSince).toBe('@@ -1 +1,2 @@\n two\n+three');
    expect(range.changedPaths.sort()).toEqual(['b.ts', 'c.txt']);
    expect(range.commits).toEqual([{ sha: head, subject: 'second' }]);
    expect(describeRange(range)).toBe(
      `Changes since ${first.slice(0, 7)}: 1 commit, 1 file of this pull request.`,
    );
  });

  it('reviews everything when the last reviewed commit was dropped by a force-push and is gone', async () => {
    const { origin, work, commit } = featureBranch();
    const first = commit({ 'a.ts': 'one\n' }, 'first');
    git(work, 'reset', '-q', '--hard', 'main');
    const head = commit({ 'a.ts': 'rewritten\n' }, 'rewritten');
    // The old commit is unreachable: once pruned, GitHub answers 404 for it.
    git(origin, 'reflog', 'expire', '--expire=now', '--all');
    git(origin, 'gc', '-q', '--prune=now');
    const client = await clientFor(origin);
    const range = await planReviewRange({
      client,
      repo: REPO,
      headSha: head,
      lastReviewedSha: first,
      files: prFiles('a.ts'),
    });
    expect(range).toEqual({
      kind: 'full',
      reason: `the last reviewed commit ${first.slice(0, 7)} no longer exists (force-push)`,
    });
  });

  it('reviews everything when the force-pushed branch no longer contains the reviewed commit', async () => {
    const { origin, work, commit } = featureBranch();
    const first = commit({ 'a.ts': 'one\n' }, 'first');
    git(work, 'reset', '-q', '--hard', 'main');
    const head = commit({ 'a.ts': 'rewritten\n' }, 'rewritten');
    const client = await clientFor(origin);
    const range = await planReviewRange({
      client,
      repo: REPO,
      headSha: head,
      lastReviewedSha: first,
      files: prFiles('a.ts'),
    });
    expect(range.kind).toBe('full');
    expect(describeRange(range)).toMatch(/no longer in the branch's history \(force-push\)/);
  });

  it('has nothing new to review when the head is the reviewed commit', async () => {
    const { origin, commit } = featureBranch();
    const head = commit({ 'a.ts': 'one\n' }, 'first');
    const client = await clientFor(origin);
    const range = await planReviewRange({
      client,
      repo: REPO,
      headSha: head,
      lastReviewedSha: head,
      files: prFiles('a.ts'),
    });
    expect(range).toEqual({ kind: 'up-to-date', sha: head });
    expect(fake?.calls.filter((c) => c.path.includes('/compare/'))).toEqual([]);
  });

  it('reviews everything the first time', async () => {
    const { origin } = featureBranch();
    const client = await clientFor(origin);
    const range = await planReviewRange({
      client,
      repo: REPO,
      headSha: 'f'.repeat(40),
      lastReviewedSha: undefined,
      files: [],
    });
    expect(range).toEqual({ kind: 'full', reason: 'first review of this pull request' });
  });
});

describe('findLastReviewedSha', () => {
  const sha = (c: string) => c.repeat(40);
  const comment = (id: number, login: string, body: string) => ({
    id: 3_500_000_000 + id,
    issue_number: 7,
    body,
    user: { login },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  });

  it("trusts only the bot's summary comment, not a marker someone else wrote", async () => {
    fake = await startFakeGitHub({
      pulls: [
        {
          number: 7,
          title: 't',
          body: '',
          state: 'open',
          head: { ref: 'feature', repo: null },
          base: { ref: 'main' },
        },
      ],
      comments: [
        comment(1, 'github-actions[bot]', `Review summary\n${reviewedHeadMarker(sha('a'))}`),
        comment(2, 'contributor', `skip me ${reviewedHeadMarker(sha('b'))}`),
        // A person whose login is the bot's without `[bot]`.
        comment(3, 'github-actions', `skip me too ${reviewedHeadMarker(sha('c'))}`),
      ],
    });
    const client = createGitHubClient({ token: 'ghs_test', baseUrl: fake.url });
    const found = await findLastReviewedSha({
      client,
      repo: REPO,
      pullNumber: 7,
      botLogin: 'github-actions[bot]',
    });
    expect(found).toBe(sha('a'));
  });
});
