/**
 * Posting one review to the fake GitHub, which computes the PR's diff from a real
 * repository and refuses (422) any comment its diff does not show.
 */
import type { ReviewFinding } from '../../src/github-side/review/finding.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import { postReview } from '../../src/github-side/review/post.js';

import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';
import { git, removeTempDirs } from '../git/helpers.js';
import { numbered, pullRepo, suggestionPatch, type PullRepo } from './helpers.js';

afterAll(removeTempDirs);
let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const HEAD_FILE = numbered(30).replace('line 10\n', 'let a = 1;\nlet b = 2;\nlet c = a + b;\n');

async function setup(): Promise<{ repo: PullRepo; post: typeof postReview; fake: FakeGitHub }> {
  const repo = pullRepo({ 'src/sum.js': numbered(30) }, { 'src/sum.js': HEAD_FILE });
  fake = await startFakeGitHub({
    owner: 'o',
    repo: 'r',
    gitRepository: repo.origin,
    pulls: [
      {
        number: 5,
        title: 'Sum',
        body: '',
        state: 'open',
        head: { ref: 'feature', sha: repo.headSha, repo: 'o/r' },
        base: { ref: 'main', sha: repo.baseSha },
      },
    ],
  });
  const client = createGitHubClient({ token: 'ghs_x', baseUrl: fake.url });
  const bound: typeof postReview = (input) => postReview({ ...input, client });
  return { repo, post: bound, fake };
}

const base = (repo: PullRepo) => ({
  client: undefined as never,
  repo: { owner: 'o', repo: 'r' },
  pullNumber: 5,
  commitId: repo.headSha,
  body: 'Summary of the review.',
  redact: (text: string) => text,
});

const suggestion: ReviewFinding = {
  path: 'src/sum.js',
  startLine: 10,
  startSide: 'RIGHT',
  line: 12,
  side: 'RIGHT',
  severity: 'nit',
  body: 'One declaration reads better.',
  suggestion: 'const a = 1, b = 2;\nconst c = a + b;\n',
  inDiff: true,
};

describe('postReview', () => {
  it('posts one COMMENT review; a multi-line suggestion GitHub accepts applies cleanly with git apply', async () => {
    const { repo, post, fake } = await setup();
    const outside: ReviewFinding = {
      path: 'src/other.js',
      line: 3,
      side: 'RIGHT',
      severity: 'important',
      body: 'The caller in other.js still passes strings.',
      inDiff: false,
    };
    const posted = await post({ ...base(repo), findings: [suggestion, outside] });
    expect(posted).toMatchObject({ inlineComments: 1, outsideDiff: 1, refusedByGitHub: 0 });
    expect(fake.state.reviews).toHaveLength(1);
    const review = fake.state.reviews[0]!;
    expect(review.event).toBe('COMMENT');
    expect(review.body).toContain('### Outside the diff');
    expect(review.body).toContain('`src/other.js` line 3 (new file)');
    const comment = review.comments[0]!;
    expect(comment).toMatchObject({ path: 'src/sum.js', start_line: 10, line: 12, side: 'RIGHT' });
    expect(comment.body).toContain('⚪ **Nit**: One declaration reads better.');

    // Commit the suggestion as GitHub would: replace lines start_line..line with the block.
    const block = /```suggestion\n([\s\S]*?)\n```/.exec(comment.body)?.[1];
    expect(block).toBe('const a = 1, b = 2;\nconst c = a + b;');
    const patch = suggestionPatch('src/sum.js', HEAD_FILE, 10, 12, `${block}\n`);
    writeFileSync(join(repo.work, 'suggestion.patch'), patch);
    git(repo.work, 'apply', '--check', 'suggestion.patch');
    git(repo.work, 'apply', 'suggestion.patch');
    const applied = git(repo.work, 'diff', '--', 'src/sum.js');
    expect(applied).toContain(
      '-let a = 1;\n-let b = 2;\n-let c = a + b;\n+const a = 1, b = 2;\n+const c = a + b;',
    );
  });

  it('when GitHub answers 422, keeps the comments it can place and moves the others to the body', async () => {
    const { repo, post, fake } = await setup();
    const stale: ReviewFinding = {
      path: 'src/sum.js',
      line: 25,
      side: 'RIGHT',
      severity: 'blocking',
      body: 'This line is not in the diff any more.',
      inDiff: true,
    };
    const posted = await post({ ...base(repo), findings: [suggestion, stale] });
    expect(posted).toMatchObject({ inlineComments: 1, refusedByGitHub: 1 });
    const posts = fake.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/reviews'));
    expect(posts.map((c) => c.status)).toEqual([422, 200]);
    expect(fake.state.reviews).toHaveLength(1);
    const review = fake.state.reviews[0]!;
    expect(review.comments.map((c) => c.line)).toEqual([12]);
    expect(review.body).toContain('### Comments GitHub would not place on the diff');
    expect(review.body).toContain('🔴 **Blocking**: This line is not in the diff any more.');
  });

  it('when the files cannot be read either, posts every finding in the body: never lost', async () => {
    const { repo, post, fake } = await setup();
    fake.state.faults.push(
      { method: 'POST', path: /\/reviews$/, status: 422, count: 1 },
      { method: 'GET', path: /\/files$/, status: 404, count: 1 },
    );
    const posted = await post({ ...base(repo), findings: [suggestion] });
    expect(posted).toMatchObject({ inlineComments: 0, refusedByGitHub: 1 });
    const review = fake.state.reviews[0]!;
    expect(review.comments).toEqual([]);
    // The suggestion stays readable as code, not as a suggestion block outside a line.
    expect(review.body).toContain('const a = 1, b = 2;');
    expect(review.body).not.toContain('```suggestion');
  });

  it('other errors are thrown for the caller to report', async () => {
    const { repo, post, fake } = await setup();
    fake.state.faults.push({ method: 'POST', path: /\/reviews$/, status: 403, count: 5 });
    await expect(post({ ...base(repo), findings: [suggestion] })).rejects.toMatchObject({
      status: 403,
    });
  });
});
