/** The end of a review run: complete, partial (posted, and says so) or failed (nothing posted). */
import type { ResultEvent } from '../../src/engine/events/stream.js';
import type { ReviewFinding } from '../../src/github-side/review/finding.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import { finishReview } from '../../src/github-side/review/finish.js';
import { renderReviewSummary } from '../../src/github-side/review/render-summary.js';
import { createRunIdentity } from '../../src/github-side/github/identity.js';
import { openSummaryComment } from '../../src/github-side/review/summary-comment.js';
import { readReviewedHead, REVIEW_SUMMARY_MARKER } from '../../src/engine/safety/marker.js';

import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';
import { removeTempDirs } from '../git/helpers.js';
import { numbered, pullRepo } from './helpers.js';

afterAll(removeTempDirs);
let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const redact = (text: string) => text.replaceAll('sk-secret', '***');

function result(overrides: Partial<ResultEvent>): ResultEvent {
  return {
    type: 'result',
    subtype: 'success',
    is_error: false,
    terminal_reason: 'completed',
    num_turns: 3,
    total_cost_usd: 0.02,
    usage: {
      input_tokens: 0,
      output_tokens: 0,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
    duration_ms: 1,
    duration_api_ms: 1,
    result: 'Looks fine overall.',
    session_id: 's',
    permission_denials: [],
    modelUsage: {},
    uuid: 'u',
    ...overrides,
  };
}

const finding: ReviewFinding = {
  path: 'a.txt',
  line: 5,
  side: 'RIGHT',
  severity: 'blocking',
  body: 'Wrong value.',
  inDiff: true,
};

async function setup() {
  const repo = pullRepo(
    { 'a.txt': numbered(10) },
    { 'a.txt': numbered(10).replace('line 5\n', 'five\n') },
  );
  fake = await startFakeGitHub({
    owner: 'o',
    repo: 'r',
    gitRepository: repo.origin,
    issues: [{ number: 3, title: 'PR', body: '', user: { login: 'dev' }, pull_request: {} }],
    pulls: [
      {
        number: 3,
        title: 'PR',
        body: '',
        state: 'open',
        head: { ref: 'feature', sha: repo.headSha, repo: 'o/r' },
        base: { ref: 'main', sha: repo.baseSha },
      },
    ],
  });
  const client = createGitHubClient({ token: 'ghs_x', baseUrl: fake.url });
  const finish = (over: Partial<Parameters<typeof finishReview>[0]>) =>
    finishReview({
      client,
      repo: { owner: 'o', repo: 'r' },
      pullNumber: 3,
      headSha: repo.headSha,
      findings: [finding],
      errors: [],
      coverage: { reviewed: ['a.txt'], skipped: [{ path: 'b.bin', reason: 'binary file' }] },
      redact,
      footer: 'footer',
      ...over,
    });
  return { fake, client, finish, repo };
}

describe('finishReview', () => {
  it('a complete review: one COMMENT review with the summary', async () => {
    const { finish, fake } = await setup();
    const done = await finish({ result: result({}) });
    expect(done).toMatchObject({
      state: 'complete',
      counts: { blocking: 1, important: 0, nit: 0 },
    });
    expect(fake.state.reviews).toHaveLength(1);
    expect(fake.state.reviews[0]!.body).toContain('Looks fine overall.');
    expect(fake.state.reviews[0]!.body).not.toContain('Partial');
  });

  it('cut short by max_turns: posts what it found, says partial, why and its coverage', async () => {
    const { finish, fake } = await setup();
    const done = await finish({
      result: result({
        is_error: true,
        subtype: 'error_max_turns',
        terminal_reason: 'max_turns',
        result: '',
      }),
    });
    expect(done.state).toBe('partial');
    expect(done.partialReason).toContain('turn limit');
    const body = fake.state.reviews[0]!.body;
    expect(body).toContain(
      '**Partial review**: it stopped because it reached the turn limit (max_turns).',
    );
    expect(body).toContain('the diff of 1 of 2 changed files');
    expect(fake.state.reviews[0]!.comments).toHaveLength(1);
  });

  it('a budget stop with no findings still posts a partial review (it is not a clean bill of health)', async () => {
    const { finish, fake } = await setup();
    const done = await finish({
      findings: [],
      result: result({ is_error: true, terminal_reason: 'budget_exhausted', result: '' }),
    });
    expect(done.state).toBe('partial');
    expect(fake.state.reviews[0]!.body).toContain('cost limit');
  });

  it('a model error with nothing found posts nothing and fails', async () => {
    const { finish, fake } = await setup();
    const done = await finish({
      findings: [],
      result: result({ is_error: true, terminal_reason: 'model_error', result: '' }),
    });
    expect(done.state).toBe('failed');
    expect(done.errors[0]).toContain('the model API kept failing');
    expect(fake.state.reviews).toHaveLength(0);
  });

  it('a review GitHub will not take at all fails, naming the API error', async () => {
    const { finish, fake } = await setup();
    fake.state.faults.push({ method: 'POST', path: /\/reviews$/, status: 403, count: 9 });
    const done = await finish({ result: result({}) });
    expect(done.state).toBe('failed');
    expect(done.errors.at(-1)).toMatch(/^Could not post the review: .*403/);
  });
});

describe('the sticky summary comment', () => {
  it('is created once, found by its marker (only our own), and edited by later runs', async () => {
    const { client, fake } = await setup();
    // Someone pasting the marker does not hijack it.
    fake.state.comments.push({
      id: 3_500_000_077,
      issue_number: 3,
      body: `fake ${REVIEW_SUMMARY_MARKER}`,
      user: { login: 'mallory' },
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    });
    const body = (sha: string, state: 'working' | 'complete') =>
      renderReviewSummary(
        {
          state,
          headSha: sha,
          reviewedHead: sha,
          runUrl: 'https://x/run',
          origin: 'Automatic review of a push',
          counts: { blocking: 1, important: 2, nit: 0 },
          coverage: { reviewed: ['a.txt'], skipped: [{ path: 'b.bin', reason: 'binary file' }] },
          sinceLastReview: '2 commits, 1 finding fixed',
          turns: 4,
          costUsd: 0.1234,
        },
        redact,
      );
    const first = await openSummaryComment({
      client,
      repo: { owner: 'o', repo: 'r' },
      pullNumber: 3,
      identity: createRunIdentity({ client }),
      body: body('a'.repeat(40), 'working'),
    });
    expect(first.reused).toBe(false);
    const second = await openSummaryComment({
      client,
      repo: { owner: 'o', repo: 'r' },
      pullNumber: 3,
      identity: createRunIdentity({ client }),
      body: body('b'.repeat(40), 'complete'),
    });
    expect(second).toMatchObject({ id: first.id, reused: true });
    expect(readReviewedHead(second.previousBody)).toBe('a'.repeat(40));
    const ours = fake.state.comments.filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);
    const text = ours[0]!.body;
    expect(text).toContain('**Verdict:** 🔴 Changes needed: 1 blocking finding');
    expect(text).toContain('**Findings:** 1 blocking · 2 important · 0 nits');
    expect(text).toContain('**Coverage:** 1 of 2 changed files reviewed, 1 skipped');
    expect(text).toContain('- `b.bin`: binary file');
    expect(text).toContain('**Since the last review:** 2 commits, 1 finding fixed');
    expect(text).toContain('Turns: 4 · Cost: $0.1234');
    expect(readReviewedHead(text)).toBe('b'.repeat(40));
  });

  it('says partial and failed plainly', () => {
    const base = {
      headSha: 'c'.repeat(40),
      runUrl: 'u',
      origin: 'o',
      turns: 1,
      costUsd: 0,
    };
    expect(
      renderReviewSummary(
        { ...base, state: 'partial', partialReason: 'it ran out of time' },
        redact,
      ),
    ).toContain('⚠️ **Partial review**: it ran out of time');
    expect(
      renderReviewSummary({ ...base, state: 'failed', errors: ['key sk-secret refused'] }, redact),
    ).toContain('- key *** refused');
  });
});
