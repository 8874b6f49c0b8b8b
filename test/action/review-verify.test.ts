/**
 * End to end: review findings before they are posted. A blocking finding the
 * scripted verifier refutes is not posted; an important one it confirms is posted
 * with its failure scenario; the summary counts both; the transcript (stream-json)
 * carries each finding with its verdict. And with 90 % of what a 3-part review
 * costs, the parts that got money post their findings and the rest are named.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type RecordedRequest } from '../fakes/anthropic-server.js';
import type { FakePull } from '../fakes/github-server.js';
import { cleanupActionRuns, issueCommentEvent, pushFiles, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const BOT = 'github-actions[bot]';
const WRONG = 'Dividing by `count` throws when the list is empty.';
const RIGHT = 'The loop stops one item early: `i < items.length - 1` skips the last item.';
const CODE = [
  'export function total(items) {',
  '  let sum = 0;',
  '  for (let i = 0; i < items.length - 1; i++) sum += items[i];',
  '  return items.length === 0 ? 0 : sum / items.length;',
  '}',
  '',
].join('\n');

const all = (request: RecordedRequest) => JSON.stringify(request.body?.messages ?? []);
const turns = (request: RecordedRequest) =>
  (request.body?.messages ?? []).filter((m: { role: string }) => m.role === 'assistant').length;

function pullRequest(number: number): FakePull {
  return {
    number,
    title: 'Averages',
    body: 'Adds total().',
    state: 'open',
    user: { login: 'contributor' },
    head: { ref: `feature/avg-${number}`, repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
}

describe('verified findings', () => {
  it('drops a blocking finding its verifier refutes and posts a confirmed one with its scenario', async () => {
    const pull = pullRequest(41);
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent review',
        issueNumber: 41,
        issueTitle: pull.title,
        pullRequest: true,
      }),
      github: { pulls: [pull] },
      prepareOrigin: async (origin) => {
        pull.head.sha = await pushFiles(origin, {
          ref: `refs/heads/${pull.head.ref}`,
          files: { 'src/avg.js': CODE },
        });
      },
      model: (request) => {
        const messages = all(request);
        if (messages.includes('You check one finding')) {
          // The verifier: the division is guarded, the loop bound is not.
          return messages.includes('Dividing by')
            ? reply(text('{"verdict": "refuted", "reason": "line 4 returns 0 for an empty list"}'))
            : reply(
                text(
                  '{"verdict": "confirmed", "inputs": "total([1, 2, 3])", "wrong_result": "returns 1 (3 / 3) instead of 2"}',
                ),
              );
        }
        if (turns(request) === 0) {
          return reply([
            toolUse('ReviewComment', {
              path: 'src/avg.js',
              line: 4,
              severity: 'blocking',
              body: WRONG,
            }),
            toolUse('ReviewComment', {
              path: 'src/avg.js',
              line: 3,
              severity: 'important',
              body: RIGHT,
            }),
          ]);
        }
        return reply(text('One real bug in the loop bound.'));
      },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    const review = run.github.state.reviews[0]!;
    const bodies = JSON.stringify(review);
    expect(bodies).not.toContain('Dividing by');
    expect(bodies).toContain('🟠 **Important**: The loop stops one item early');
    const summary = run.github.state.comments.find((c) => c.user.login === BOT)!.body;
    expect(summary).toContain('**Findings:** 0 blocking · 1 important · 0 nits');
    expect(summary).toContain('**Verified:** 1 confirmed with a failure scenario · 1 dropped');
    // Two verifiers ran, with no tool that writes or comments.
    const verifiers = run.anthropic.requests.filter((r) =>
      all(r).includes('You check one finding'),
    );
    expect(verifiers).toHaveLength(2);
    const tools = (verifiers[0]!.body.tools as { name: string }[]).map((tool) => tool.name);
    expect(tools).toContain('Read');
    expect(tools).not.toContain('ReviewComment');
    expect(tools).not.toContain('Edit');
    // The stream-json transcript carries each finding with its verdict.
    const lines = (await readFile(run.outputs.execution_file!, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const verdicts = lines.filter((line) => line.subtype === 'review_verdict');
    expect(verdicts.map((line) => line.verdict).sort()).toEqual(['confirmed', 'refuted']);
    expect(JSON.stringify(verdicts)).toContain('line 4 returns 0 for an empty list');
    expect(JSON.stringify(verdicts)).toContain('total([1, 2, 3]) → returns 1 (3 / 3) instead of 2');
  });
});

/** `count` new files of 200 lines: each part's prompt costs far more than its answer. */
function files(count: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const lines = Array.from({ length: 200 }, (_, n) => `export const f${i}_${n} = ${n} * ${i};`);
    out[`src/f${String(i).padStart(2, '0')}.js`] = `${lines.join('\n')}\n`;
  }
  return out;
}

/** A reviewer that comments (a nit) on the first file of its part, then sums up. */
function partReviewer(request: RecordedRequest) {
  const first = /- `(src\/f\d+\.js)`/.exec(all(request))?.[1] ?? 'src/f00.js';
  if (turns(request) === 0) {
    return reply(
      toolUse('ReviewComment', {
        path: first,
        line: 1,
        severity: 'nit',
        body: `Name ${first} better.`,
      }),
    );
  }
  return reply(text(`Reviewed the part starting at ${first}.`));
}

describe('one budget pool', () => {
  async function review(number: number, maxBudgetUsd?: string) {
    const pull = pullRequest(number);
    return runAction({
      event: issueCommentEvent({
        body: '@agent review',
        issueNumber: number,
        issueTitle: pull.title,
        pullRequest: true,
      }),
      github: { pulls: [pull] },
      ...(maxBudgetUsd ? { inputs: { max_budget_usd: maxBudgetUsd } } : {}),
      prepareOrigin: async (origin) => {
        pull.head.sha = await pushFiles(origin, {
          ref: `refs/heads/${pull.head.ref}`,
          files: files(60),
        });
      },
      model: partReviewer,
    });
  }

  it('with 90 % of the full cost, the parts that ran post their findings and the rest are named', async () => {
    const full = await review(51);
    expect(full.outputs.conclusion).toBe('success');
    const cost = Number(full.outputs.total_cost_usd);
    expect(full.github.state.reviews[0]!.comments).toHaveLength(3);

    const run = await review(52, (cost * 0.9).toFixed(6));
    expect(run.exitCode, run.stderr).toBe(0);
    expect(Number(run.outputs.total_cost_usd)).toBeLessThanOrEqual(cost * 0.9);
    const summary = run.github.state.comments.find((c) => c.user.login === BOT)!.body;
    // Something was reviewed and posted: success, partial, with the files not reviewed named.
    expect(run.outputs.conclusion, summary).toBe('success');
    const posted = run.github.state.reviews[0]!.comments.length;
    expect(posted).toBeGreaterThan(0);
    expect(posted).toBeLessThan(3);
    expect(summary).toContain('Partial review');
    expect(summary).toMatch(/\*\*Coverage:\*\* \d+ of 60 changed files reviewed/);
    expect(summary).not.toContain('**Coverage:** 60 of 60');
    expect(summary).toContain('its part stopped');
  });
});
