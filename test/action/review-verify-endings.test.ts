/**
 * End to end through the bundle: verification fails closed (docs/contract.md#review). The
 * scripted model itself is each finding's verifier: one refutes its finding (the
 * only outcome that drops it), one runs out of turns, one meets an API error, one
 * runs the run's budget out, one confirms without a scenario, one stops (a refusal). Every unsettled finding is posted at its own severity
 * marked "not verified (<cause>)", the summary and the check run say verification
 * was incomplete, and a blocking one still fails the check run. And the check run
 * is completed also when the review cannot be posted, with the reason.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  httpError,
  reply,
  text,
  toolUse,
  type RecordedRequest,
  type Step,
} from '../fakes/anthropic-server.js';
import { pullFilesFromGit } from '../fakes/github-git.js';
import type { FakeGitHubState, FakePull } from '../fakes/github-server.js';
import { cleanupActionRuns, git, issueCommentEvent, pushFiles, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const PR = 61;
const BASE = 'export const NAME = "x";\n';
const HEAD = [
  BASE.trimEnd(),
  'export function add(a, b) {',
  '  return a - b;',
  '}',
  'export function half(n) {',
  '  return n / 3;',
  '}',
  'export const LIMIT = 10;',
  '',
].join('\n');

const REFUTED = 'NAME is exported twice.';
const TURNS = '`add` subtracts: it must return `a + b`.';
const API = '`half` divides by 3, not 2.';
const BUDGET = 'LIMIT is off by one for the pager.';
const NO_SCENARIO = '`add` swaps the sign of its result.';
const STOPPED = '`half` loses precision for odd numbers.';

const finding = (severity: string, line: number, body: string) =>
  toolUse('ReviewComment', { severity, path: 'src/math.js', line, body });

/** The verifier of each finding, as the model answers it. */
function verifier(request: RecordedRequest): Step {
  const messages = JSON.stringify(request.body?.messages ?? []);
  if (messages.includes(REFUTED)) {
    return reply(text('{"verdict": "refuted", "reason": "NAME is exported once, on line 1"}'));
  }
  // Reads and reads (a line further each time) and never concludes: its 12 turns run out.
  if (messages.includes(TURNS)) {
    const turn = (request.body?.messages ?? []).filter(
      (m: { role: string }) => m.role === 'assistant',
    ).length;
    return reply(toolUse('Read', { file_path: 'src/math.js', offset: turn + 1, limit: 1 }));
  }
  // "Confirmed" with no inputs and no wrong result, again after the correction.
  if (messages.includes(NO_SCENARIO)) return reply(text('{"verdict": "confirmed"}'));
  // The model stops: the API's refusal ends the verifier without a verdict.
  if (messages.includes(STOPPED)) {
    return reply(text('I will not continue with this.'), {
      stopReason: 'refusal',
      stopDetails: { type: 'refusal', category: 'cyber', explanation: 'Declined.' },
    });
  }
  if (messages.includes(API)) {
    return httpError(
      400,
      'invalid_request_error',
      'messages.1.content: text blocks must be non-empty',
    );
  }
  // An answer far dearer than the run's budget: the pool is spent after it.
  return reply(toolUse('Read', { file_path: 'src/math.js' }), {
    usage: { input_tokens: 150_000, output_tokens: 10 },
  });
}

async function review(options: {
  findings: ReturnType<typeof finding>[];
  inputs?: Record<string, string>;
  github?: Partial<FakeGitHubState>;
}) {
  const pull: FakePull = {
    number: PR,
    title: 'Math',
    body: 'Adds math.',
    state: 'open',
    user: { login: 'contributor' },
    head: { ref: 'feature/verify', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
  const github: Partial<FakeGitHubState> = { pulls: [pull], ...options.github };
  const run = await runAction({
    event: issueCommentEvent({
      body: '@agent review',
      issueNumber: PR,
      issueTitle: 'Math',
      pullRequest: true,
    }),
    repoFiles: { 'src/math.js': BASE },
    inputs: { review_fail_on: 'blocking', ...options.inputs },
    github,
    prepareOrigin: async (origin) => {
      pull.head.sha = await pushFiles(origin, {
        ref: 'refs/heads/feature/verify',
        from: 'main',
        files: { 'src/math.js': HEAD },
      });
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      github.pullFiles = { [PR]: pullFilesFromGit(origin, pull.base.sha, pull.head.sha) };
    },
    // The reviewer's steps; the verifiers are answered by `verifier`.
    model: [reply(options.findings), reply(text('Findings posted.'))],
    verifier,
    timeoutMs: 120_000,
  });
  const summary = run.github.state.comments.find((c) =>
    c.body.includes('agent-loop:review-summary'),
  )?.body;
  return { run, summary: summary ?? '' };
}

describe('verification fails closed', () => {
  it('drops only the refuted finding; turns and API errors leave theirs at full severity, marked', async () => {
    const { run, summary } = await review({
      findings: [
        finding('blocking', 1, REFUTED),
        finding('blocking', 4, TURNS),
        finding('important', 7, API),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const posted = JSON.stringify(run.github.state.reviews[0]!);
    expect(posted).not.toContain(REFUTED);
    const comments = run.github.state.reviews[0]!.comments.map((c) => c.body);
    const turns = comments.find((body) => body.includes('subtracts'))!;
    expect(turns).toContain('**Blocking**');
    expect(turns).toContain('Not verified (turns)');
    const api = comments.find((body) => body.includes('divides by 3'))!;
    expect(api).toContain('**Important**');
    expect(api).toContain('Not verified (API error)');
    expect(summary).toContain('**Findings:** 1 blocking · 1 important · 0 nits');
    expect(summary).toContain('1 dropped as refuted · 2 not verified');
    expect(summary).toContain('**Verification incomplete:** 2 (turns 1 · API error 1)');
    // The blocking finding its verifier could not settle still fails the check run.
    const [check] = run.github.state.checkRuns;
    expect(check!.status).toBe('completed');
    expect(check!.conclusion).toBe('failure');
    expect(check!.output.summary).toContain('Verification incomplete');
    // The turns verifier ran to its limit; the verdicts are in stream-json with their cause.
    expect(
      run.anthropic.requests.filter((r) => JSON.stringify(r.body.messages).includes(TURNS)).length,
    ).toBeGreaterThanOrEqual(12);
    expect(run.stdout).toContain('Verification incomplete');
  }, 180_000);

  it('a verifier that gives no scenario, or stops, leaves its finding standing, marked', async () => {
    const { run, summary } = await review({
      findings: [finding('blocking', 3, NO_SCENARIO), finding('important', 6, STOPPED)],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const comments = run.github.state.reviews[0]!.comments.map((c) => c.body);
    expect(comments).toHaveLength(2);
    const unproven = comments.find((body) => body.includes('swaps the sign'))!;
    expect(unproven).toContain('**Blocking**');
    expect(unproven).toContain('Not verified (no scenario)');
    const stopped = comments.find((body) => body.includes('loses precision'))!;
    expect(stopped).toContain('**Important**');
    expect(stopped).toContain('Not verified (refusal)');
    expect(summary).toContain('0 dropped as refuted · 2 not verified');
    expect(summary).toContain('**Verification incomplete:** 2 (no scenario 1 · refusal 1)');
    // Its verifier was told what was missing once, and answered the same.
    const asked = run.anthropic.requests.filter((r) => {
      const sent = JSON.stringify(r.body.messages);
      return sent.includes('You check one finding') && sent.includes('swaps the sign');
    });
    expect(asked).toHaveLength(2);
    expect(JSON.stringify(asked[1]!.body.messages)).toContain('must name the concrete inputs');
    expect(run.github.state.checkRuns[0]!.conclusion).toBe('failure');
  }, 180_000);

  it('a verifier stopped by the budget leaves its blocking finding standing', async () => {
    const { run, summary } = await review({
      findings: [finding('blocking', 8, BUDGET)],
      inputs: { max_budget_usd: '0.2' },
    });
    const comments = run.github.state.reviews[0]!.comments.map((c) => c.body);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toContain('**Blocking**');
    expect(comments[0]).toContain('Not verified (budget)');
    expect(summary).toContain('**Verification incomplete:** 1 (budget 1)');
    const [check] = run.github.state.checkRuns;
    expect(check!.status).toBe('completed');
    expect(check!.conclusion).toBe('failure');
  }, 180_000);

  it('completes the check run, with the reason, when the review cannot be posted', async () => {
    const { run } = await review({
      findings: [finding('important', 4, TURNS.replace('subtracts', 'is wrong'))],
      github: {
        faults: [
          {
            method: 'POST',
            path: new RegExp(`/pulls/${PR}/reviews$`),
            status: 422,
            body: { message: 'Validation Failed', errors: ['pull_request_review_thread.line'] },
            count: 10,
          },
        ],
      },
    });
    expect(run.github.state.reviews).toEqual([]);
    const [check] = run.github.state.checkRuns;
    expect(check!.requests.map((r) => r.status)).toEqual(['in_progress', 'completed']);
    expect(check!.conclusion).toBe('failure');
    expect(check!.output.title).toBe('The review failed');
    expect(check!.output.summary).toContain('Validation Failed');
  }, 180_000);
});
