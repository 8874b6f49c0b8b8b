import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { locateRepository } from '../../src/github-side/git/git-client.js';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import type { PullFile } from '../../src/github-side/github/context.js';
import { findingMarker, fingerprintOf } from '../../src/github-side/review/posted-findings.js';
import { planReview, settleFindings } from '../../src/github-side/review/plan.js';
import { renderFindingList } from '../../src/github-side/review/render-finding.js';
import { reviewedHeadMarker } from '../../src/engine/safety/marker.js';
import { pullFilesFromGit } from '../fakes/github-git.js';
import { startFakeGitHub, type FakeGitHub, type FakeReview } from '../fakes/github-server.js';
import { git, removeTempDirs, repos } from '../git/helpers.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  removeTempDirs();
});

const REPO = { owner: 'octo-org', repo: 'octo-repo' };
const BOT = 'github-actions[bot]';
const MATH_V1 = 'export function add(a, b) {\n  return a - b;\n}\n\nexport const TWICE = 3;\n';
const UTIL = 'export function parse(s) {\n  return s;\n}\n';
const MATH_V2 = MATH_V1.replace('a - b', 'a + b') + '\nexport const HALF = 0.3;\n';

function commit(work: string, files: Record<string, string>, message: string): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), text);
  }
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', message);
  git(work, 'push', '-q', '-f', 'origin', 'HEAD:refs/heads/feature');
  return git(work, 'rev-parse', 'HEAD');
}

const pullFiles = (origin: string, base: string, head: string): PullFile[] =>
  pullFilesFromGit(origin, base, head).map((f) => ({
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    ...(f.patch ? { patch: f.patch } : {}),
  }));

describe('planReview and settleFindings across two pushes', () => {
  it('reviews all, then only the new commit; repeats are dropped and fixed threads resolved', async () => {
    const { origin, work } = repos();
    const base = commit(
      work,
      { '.gitattributes': 'gen/** linguist-generated\n', 'gen/api.ts': 'old\n' },
      'base',
    );
    git(work, 'push', '-q', 'origin', 'HEAD:refs/heads/main');
    git(work, 'checkout', '-q', '-b', 'feature');
    const head1 = commit(
      work,
      { 'src/math.ts': MATH_V1, 'gen/api.ts': 'new\n', 'yarn.lock': 'x\n', 'docs/a.md': 'hi\n' },
      'feature',
    );
    fake = await startFakeGitHub({
      gitRepository: origin,
      pulls: [
        {
          number: 7,
          title: 'Math',
          body: '',
          state: 'open',
          head: { ref: 'feature', sha: head1, repo: 'octo-org/octo-repo' },
          base: { ref: 'main', sha: base },
        },
      ],
    });
    const client = createGitHubClient({ token: 'ghs_test', baseUrl: fake.url });
    const repository = await locateRepository(work);
    const warnings: string[] = [];
    const common = {
      client,
      repo: REPO,
      pullNumber: 7,
      baseSha: base,
      repository,
      botLogin: BOT,
      reviewPaths: [],
      reviewIgnore: ['docs/'],
      requested: false,
      warn: (message: string) => warnings.push(message),
    };

    // First review: everything.
    const first = await planReview({
      ...common,
      headSha: head1,
      files: pullFiles(origin, base, head1),
    });
    expect(first.range).toEqual({ kind: 'full', reason: 'first review of this pull request' });
    expect(first.scope.reviewed.map((f) => f.filename)).toEqual(['src/math.ts']);
    expect(first.scope.summarized.map((s) => [s.file.filename, s.reason])).toEqual([
      ['gen/api.ts', 'generated'],
      ['yarn.lock', 'lockfile'],
    ]);
    expect(first.coverage).toContain('- `docs/a.md` (matches review_ignore, +1 −0)');
    const bug = {
      path: 'src/math.ts',
      line: 2,
      side: 'RIGHT' as const,
      body: 'Subtracts instead of adding.',
    };
    const magic = { path: 'src/math.ts', line: 5, side: 'RIGHT' as const, body: 'TWICE is 3?' };
    const settled1 = await settleFindings({
      ...common,
      headSha: head1,
      plan: first,
      comments: [bug, magic],
    });
    expect(settled1.fresh).toHaveLength(2);
    await client.rest.pulls.createReview({
      ...{ owner: REPO.owner, repo: REPO.repo },
      pull_number: 7,
      commit_id: head1,
      event: 'COMMENT',
      body: 'Review',
      comments: settled1.fresh.map(({ fingerprint, ...comment }) => ({
        ...comment,
        body: `${comment.body}\n\n${findingMarker(fingerprint)}`,
      })),
    });
    await client.rest.issues.createComment({
      owner: REPO.owner,
      repo: REPO.repo,
      issue_number: 7,
      body: `Summary\n\n${reviewedHeadMarker(head1)}`,
    });

    // The same head again, automatically: nothing to do.
    const again = await planReview({
      ...common,
      headSha: head1,
      files: pullFiles(origin, base, head1),
    });
    expect(again.shouldReview).toBe(false);

    // A push fixes the bug and adds code; the model repeats one point and makes a new one.
    const head2 = commit(work, { 'src/math.ts': MATH_V2 }, 'fix add');
    const second = await planReview({
      ...common,
      headSha: head2,
      files: pullFiles(origin, base, head2),
    });
    expect(second.range.kind).toBe('incremental');
    expect(second.scope.reviewed.map((f) => [f.filename, f.patch])).toEqual([
      [
        'src/math.ts',
        '@@ -1,5 +1,7 @@\n export function add(a, b) {\n-  return a - b;\n+  return a + b;\n }\n \n export const TWICE = 3;\n+\n+export const HALF = 0.3;',
      ],
    ]);
    expect(second.posted).toHaveLength(2);
    const repeat = { ...magic, body: 'TWICE is 3??' };
    const fresh = { path: 'src/math.ts', line: 7, side: 'RIGHT' as const, body: 'HALF is 0.3?' };
    const settled2 = await settleFindings({
      ...common,
      headSha: head2,
      plan: second,
      comments: [repeat, fresh],
    });
    expect(settled2.repeats).toEqual([repeat]);
    expect(settled2.fresh.map((c) => c.body)).toEqual(['HALF is 0.3?']);
    expect(settled2.closed).toEqual({ resolved: 1, failures: [] });
    const bugThread = fake.state.reviewComments.find((c) => c.body.startsWith('Subtracts'))!;
    expect(fake.state.resolvedThreads[bugThread.id]).toBe(BOT);
    expect(warnings).toEqual([]);
  });
});

describe("planReview reads the findings listed in the bot's review bodies", () => {
  it("adds them to the ledger (never a person's); an unreadable list is a warning", async () => {
    const { origin, work } = repos();
    const base = commit(work, { 'src/util.ts': UTIL }, 'base');
    git(work, 'push', '-q', 'origin', 'HEAD:refs/heads/main');
    git(work, 'checkout', '-q', '-b', 'feature');
    const head = commit(work, { 'src/math.ts': MATH_V1 }, 'feature');
    const listed = (body: string, login: string, id: number): FakeReview => ({
      id,
      pull_number: 7,
      body: `Summary.\n\n### Outside the diff\n\n${renderFindingList(
        [{ path: 'src/util.ts', line: 2, side: 'RIGHT', severity: 'nit', body, inDiff: false }],
        (text) => text,
        () =>
          findingMarker(fingerprintOf({ path: 'src/util.ts', anchorLines: ['  return s;'], body })),
      )}`,
      event: 'COMMENT',
      commit_id: head,
      comments: [],
      user: { login },
      submitted_at: '2026-01-01T00:00:00Z',
    });
    fake = await startFakeGitHub({
      gitRepository: origin,
      pulls: [
        {
          number: 7,
          title: 'Math',
          body: '',
          state: 'open',
          head: { ref: 'feature', sha: head, repo: 'octo-org/octo-repo' },
          base: { ref: 'main', sha: base },
        },
      ],
      reviews: [
        listed('Trim `s`.', BOT, 2_500_000_001),
        listed('Person says so.', 'maintainer', 2_500_000_002),
      ],
    });
    const repository = await locateRepository(work);
    const warnings: string[] = [];
    const plan = () =>
      planReview({
        client: createGitHubClient({ token: 'ghs_test', baseUrl: fake!.url }),
        repo: REPO,
        pullNumber: 7,
        headSha: head,
        baseSha: base,
        files: pullFiles(origin, base, head),
        repository,
        botLogin: BOT,
        reviewPaths: [],
        reviewIgnore: [],
        requested: true,
        warn: (message: string) => warnings.push(message),
      });
    const read = await plan();
    expect(read.posted.map((entry) => [entry.path, entry.body])).toEqual([
      ['src/util.ts', '⚪ **Nit**: Trim `s`.'],
    ]);
    expect(warnings).toEqual([]);

    fake.state.faults.push({ method: 'GET', path: /\/pulls\/7\/reviews$/, status: 404, count: 1 });
    const unread = await plan();
    expect(unread.posted).toEqual([]);
    expect(warnings).toEqual([
      expect.stringContaining(
        'Could not read the earlier reviews (findings listed outside the diff may repeat)',
      ),
    ]);
  });
});
