/**
 * The self-review in a session (src/engine/self-check/self-review.ts): the host's review of
 * the run's diff runs after the checks; a blocking finding goes back to the agent in the same
 * one message as the failing checks, the others are reported; a review that does not run
 * (no budget, an error) is named in `not_checked`. The model is scripted; the repository,
 * the Bash tool and the checks are real.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  LoopEvent,
  ResultEvent,
  SelfCheckEvent,
  SelfCheckFinding,
} from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import { listedChecks } from '../../src/engine/self-check/detect.js';
import type { SelfCheckOptions } from '../../src/engine/self-check/self-check.js';
import type { SelfReview, SelfReviewRequest } from '../../src/engine/self-check/self-review.js';
import { drain, reply, scriptedModel, toolUse } from '../loop/helpers.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

function repository(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'self-review-session-'));
  folders.push(root);
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'config', 'user.email', 'test@example.com');
  git(root, 'config', 'user.name', 'Test');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  return { root, base: git(root, 'rev-parse', 'HEAD') };
}

const bash = (command: string) => toolUse('Bash', { command });

async function session(
  root: string,
  steps: Parameters<typeof scriptedModel>[0],
  selfCheck: SelfCheckOptions,
) {
  const model = scriptedModel(steps);
  const { events, value } = await drain<LoopEvent, ResultEvent>(
    runSession({
      prompt: 'Fix it.',
      workspaceRoot: root,
      model: { id: 'claude-sonnet-4-0', call: model.callModel },
      limits: { maxTurns: 10, maxBudgetUsd: 1, timeoutMinutes: 5 },
      tools: {
        allowedTools: ['Bash'],
        disallowedTools: [],
        toolResultDirectory: join(root, '..', `${root.split('/').at(-1)}-results`),
        ripgrepPath: null,
      },
      host: { secrets: [], env: { PATH: process.env.PATH, HOME: process.env.HOME } },
      selfCheck,
    }),
  );
  const rounds = events.filter(
    (event): event is SelfCheckEvent => event.type === 'system' && event.subtype === 'self_check',
  );
  return { result: value, rounds, requests: model.requests };
}

function lastUserText(request: { messages: { role: string; content: unknown }[] }): string {
  return JSON.stringify(request.messages.at(-1)?.content ?? '');
}

/** A reviewer that reads the workspace: `value.txt` holding "bad" is a blocking finding. */
function valueReviewer(calls: SelfReviewRequest[]): SelfReview {
  return async (request) => {
    calls.push(request);
    const value = readFileSync(join(request.workspaceRoot, 'value.txt'), 'utf8').trim();
    const findings: SelfCheckFinding[] = [
      { path: 'notes.txt', line: 1, severity: 'nit', body: 'Say why in the notes.' },
    ];
    if (value === 'bad') {
      findings.push({
        path: 'value.txt',
        line: 1,
        severity: 'blocking',
        body: 'value.txt must not be "bad": the release script rejects it.',
      });
    }
    return { findings };
  };
}

describe('self-review in a session', () => {
  it('sends a blocking finding back with the failing check in one message, then passes', async () => {
    const { root, base } = repository({ 'value.txt': 'good\n', 'other.txt': 'x\n' });
    const calls: SelfReviewRequest[] = [];
    const run = await session(
      root,
      [
        reply([bash('echo bad > value.txt; echo y > other.txt')]),
        reply('Done.'),
        reply([bash('echo good > value.txt; echo x > other.txt; echo z > notes.txt')]),
        reply('Fixed.'),
      ],
      {
        baseSha: base,
        commands: listedChecks('test "$(cat other.txt)" = x || { echo other is wrong; exit 4; }'),
        timeoutMinutes: 1,
        rounds: 2,
        review: valueReviewer(calls),
      },
    );
    expect(calls.map((call) => [call.round, call.baseSha])).toEqual([
      [1, base],
      [2, base],
    ]);
    // One message: the failing check and the blocking finding, not the nit.
    expect(run.requests).toHaveLength(4);
    const feedback = lastUserText(run.requests[2]!);
    expect(feedback).toContain('other is wrong');
    expect(feedback).toContain('Blocking finding at value.txt:1');
    expect(feedback).toContain('the release script rejects it');
    expect(feedback).not.toContain('Say why in the notes');
    expect(run.rounds.map((round) => [round.sent_back, round.findings.length])).toEqual([
      [true, 2],
      [false, 1],
    ]);
    expect(run.result.self_check).toMatchObject({
      status: 'passed',
      rounds: 2,
      findings: [{ path: 'notes.txt', severity: 'nit' }],
    });
  });

  it('fails when a blocking finding stays after the last round, with no checks in the repository', async () => {
    const { root, base } = repository({ 'value.txt': 'good\n' });
    const calls: SelfReviewRequest[] = [];
    const run = await session(
      root,
      [reply([bash('echo bad > value.txt')]), reply('Done.'), reply('Still done.')],
      { baseSha: base, commands: [], timeoutMinutes: 1, rounds: 1, review: valueReviewer(calls) },
    );
    expect(run.rounds.map((round) => round.sent_back)).toEqual([true, false]);
    expect(run.result.self_check?.status).toBe('failed');
    expect(run.result.self_check?.findings.map((finding) => finding.severity)).toEqual([
      'nit',
      'blocking',
    ]);
    expect(run.result.self_check?.not_checked.join(' ')).toContain('no checks found');
  });

  it('names a skipped or failing self-review in not_checked and publishes on the checks alone', async () => {
    const { root, base } = repository({ 'value.txt': 'good\n' });
    const skipped = await session(root, [reply([bash('echo bad > value.txt')]), reply('Done.')], {
      baseSha: base,
      commands: listedChecks('true'),
      timeoutMinutes: 1,
      rounds: 2,
      review: async () => ({ skipped: 'skipped: the budget left cannot pay for it' }),
    });
    expect(skipped.requests).toHaveLength(2);
    expect(skipped.result.self_check?.status).toBe('passed');
    expect(skipped.result.self_check?.not_checked).toEqual([
      'the self-review: skipped: the budget left cannot pay for it',
    ]);
    const failing = await session(root, [reply([bash('echo worse > value.txt')]), reply('Done.')], {
      baseSha: base,
      commands: listedChecks('true'),
      timeoutMinutes: 1,
      rounds: 2,
      review: () => Promise.reject(new Error('reviewer exploded')),
    });
    expect(failing.result.self_check?.not_checked).toEqual([
      'the self-review could not run: reviewer exploded',
    ]);
  });
});
