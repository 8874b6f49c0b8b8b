/**
 * End to end: the limits of `review_autofix` (docs/contract.md#review-autofix) through the
 * bundled action. With `important`, findings at or above it are fixed and a nit is not; a fix
 * run whose budget runs out midway pushes what it changed, as a draft pull request the review
 * calls partial; a budget under the floor runs no fix and says so. In each, the run's
 * `total_cost_usd` and the budgets across runs hold every request the API billed.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { cleanupActionRuns, confirmingVerifier, git } from './harness.js';
import {
  BASE_FILE,
  BLOCKING,
  HEAD_FILE,
  IMPORTANT,
  NIT,
  billedUsd,
  fixSteps,
  review,
  reviewSteps,
  reviewSummary,
  samePull,
} from './autofix-setup.js';

afterAll(cleanupActionRuns);

const HEAD = 'refs/heads/feature/greet';

/** The run's entries in the budgets across runs (refs/agent-loop/spend of the origin). */
function ledgerEntries(origin: string): { reserved_usd: number; spent_usd: number | null }[] {
  const json = execFileSync(
    'git',
    ['--git-dir', origin, 'show', 'refs/agent-loop/spend:spend.json'],
    { encoding: 'utf8' },
  );
  return (JSON.parse(json) as { entries: { reserved_usd: number; spent_usd: number | null }[] })
    .entries;
}

describe('review_autofix: important', () => {
  it('fixes the blocking and important findings, never the nit; one bill in the ledger', async () => {
    const model = [
      reply(
        toolUse('ReviewComment', {
          path: 'src/greet.js',
          line: 2,
          severity: 'blocking',
          body: BLOCKING,
        }),
      ),
      reply(
        toolUse('ReviewComment', {
          path: 'src/greet.js',
          line: 1,
          severity: 'important',
          body: IMPORTANT,
        }),
      ),
      reply(
        toolUse('ReviewComment', { path: 'src/greet.js', line: 3, severity: 'nit', body: NIT }),
      ),
      reply(text('One blocking bug, one important.')),
      // The two verifiers' places (blocking and important are verified; the harness answers).
      confirmingVerifier(),
      confirmingVerifier(),
      ...fixSteps().slice(0, 2),
      reply(text('Fixed the undefined variable.\n\nFixed: 1\nNot fixed 2: out of scope.')),
    ];
    const { run } = await review(samePull(41), HEAD, {
      inputs: { review_autofix: 'important', budget_daily_usd: '50' },
      model,
    });
    expect(run.exitCode, run.stderr).toBe(0);

    // The fix run was given the blocking and the important finding, not the nit.
    const fixPrompt = JSON.stringify(run.anthropic.requests[6]!.body.messages);
    expect(fixPrompt).toContain('Fix the findings of the review');
    expect(fixPrompt).toContain(BLOCKING);
    expect(fixPrompt).toContain(IMPORTANT);
    expect(fixPrompt).not.toContain(NIT);
    const opened = run.github.state.pulls.find((p) => p.head.ref === 'agent/autofix-41')!;
    expect(opened.body).toContain('**Fixed (1):**');
    expect(opened.body).toContain('**Could not fix (1):**');
    expect(opened.body).toContain(IMPORTANT);
    expect(opened.body).not.toContain(NIT);
    expect(await git(run.origin, 'show', 'agent/autofix-41:src/greet.js')).toBe(BASE_FILE);

    // One bill: the output and the one ledger entry are everything the API billed.
    const billed = billedUsd(run);
    expect(Number(run.outputs.total_cost_usd)).toBeCloseTo(billed, 5);
    const entries = ledgerEntries(run.origin);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.spent_usd).toBeCloseTo(billed, 5);
  });
});

describe('review_autofix: a budget that runs out midway', () => {
  it('pushes what it changed as a draft pull request, and the review says partial', async () => {
    // The fix's edit comes with a long answer (3,000 output tokens billed, within the 3,038
    // max_tokens the cap lets that request ask for): what is left of the autofix's $0.06 no
    // longer pays for the request after it. (2,000 did, once the prefix got smaller.)
    const model = [
      ...reviewSteps(),
      reply(toolUse('Read', { file_path: 'src/greet.js' })),
      reply(
        toolUse('Edit', { file_path: 'src/greet.js', old_string: '${nam}', new_string: '${name}' }),
        { usage: { output_tokens: 3000 } },
      ),
      reply(text('Fixed: 1')),
    ];
    const { run, headSha } = await review(samePull(42), HEAD, {
      inputs: { autofix_budget_usd: '0.06' },
      model,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    // The fix run stopped before its answer: the request after the edit never left.
    expect(run.anthropic.requests, run.stdout).toHaveLength(6);
    expect(run.stdout).toContain('error_max_budget_usd (budget_exhausted)');

    // What it fixed is pushed, on the autofix branch from the reviewed head, as a draft.
    expect((await git(run.origin, 'rev-parse', 'agent/autofix-42~1')).trim()).toBe(headSha);
    expect(await git(run.origin, 'show', 'agent/autofix-42:src/greet.js')).toBe(BASE_FILE);
    expect(await git(run.origin, 'show', 'feature/greet:src/greet.js')).toBe(HEAD_FILE);
    const opened = run.github.state.pulls.find((p) => p.head.ref === 'agent/autofix-42')!;
    const create = run.github.calls.find((c) => c.method === 'POST' && c.path.endsWith('/pulls'));
    expect((create?.body as { draft?: boolean }).draft).toBe(true);
    expect(opened.base.ref).toBe('feature/greet');

    // The review's report says it is partial and why; no thread is told it was fixed.
    const summary = reviewSummary(run);
    expect(summary).toContain(`[#${opened.number}]`);
    expect(summary).toContain('is a partial fix');
    expect(summary).toContain('it reached its budget (autofix_budget_usd');
    expect(run.github.state.reviewComments.some((c) => c.in_reply_to_id !== undefined)).toBe(false);
    expect(Number(run.outputs.total_cost_usd)).toBeCloseTo(billedUsd(run), 5);
  });
});

describe('review_autofix: a budget under the floor', () => {
  it('runs no fix, spends nothing on it and says why', async () => {
    const { run, before } = await review(samePull(43), HEAD, {
      inputs: { autofix_budget_usd: '0.005' },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.github.state.reviews).toHaveLength(1);
    // The review and its verifier only: no fix request, no branch, no pull request.
    expect(run.anthropic.requests).toHaveLength(4);
    expect(run.anthropic.asideRequests).toHaveLength(0);
    expect(
      await git(
        run.origin,
        'for-each-ref',
        '--format=%(refname) %(objectname)',
        'refs/heads',
        'refs/tags',
      ),
    ).toBe(before);
    expect(run.github.state.pulls).toHaveLength(1);
    expect(reviewSummary(run)).toContain('No autofix: autofix_budget_usd is below a cent');
    expect(run.stdout).toContain('No autofix: autofix_budget_usd is below a cent');
    expect(Number(run.outputs.total_cost_usd)).toBeCloseTo(billedUsd(run), 5);
  });
});
