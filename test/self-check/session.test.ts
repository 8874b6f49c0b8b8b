/**
 * The self-check in a session (src/engine/self-check/, src/engine/loop/self-check-step.ts): a
 * scripted model works in a real git repository through the real Bash tool, and the checks
 * run as real shell processes: a new failure goes back to the model as one message and the
 * loop goes on within its turns; a failure the base commit has too is not sent back; the
 * result line and the `self_check` lines say what happened.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoopEvent, ResultEvent, SelfCheckEvent } from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import type { SelfCheckOptions } from '../../src/engine/self-check/self-check.js';
import { listedChecks } from '../../src/engine/self-check/detect.js';
import { drain, reply, scriptedModel, toolUse } from '../loop/helpers.js';

const SECRET = 'SECRET-VALUE-0123456789abcdef';
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** A repository whose first commit holds `files`; returns its root and that commit. */
function repository(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'self-check-session-'));
  folders.push(root);
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'config', 'user.email', 'test@example.com');
  git(root, 'config', 'user.name', 'Test');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  return { root, base: git(root, 'rev-parse', 'HEAD') };
}

/** A check that passes when value.txt holds "good". */
const VALUE_CHECK =
  'test "$(cat value.txt)" = good || { echo "value.txt is $(cat value.txt), want good"; exit 3; }';

const bash = (command: string) => toolUse('Bash', { command });

async function session(
  root: string,
  steps: Parameters<typeof scriptedModel>[0],
  selfCheck: SelfCheckOptions,
  maxTurns = 10,
) {
  const model = scriptedModel(steps);
  const { events, value } = await drain<LoopEvent, ResultEvent>(
    runSession({
      prompt: 'Fix it.',
      workspaceRoot: root,
      model: { id: 'claude-sonnet-4-0', call: model.callModel },
      limits: { maxTurns, maxBudgetUsd: 1, timeoutMinutes: 5 },
      tools: {
        allowedTools: ['Bash'],
        disallowedTools: [],
        toolResultDirectory: join(root, '..', `${root.split('/').at(-1)}-results`),
        ripgrepPath: null,
      },
      host: { secrets: [SECRET], env: { PATH: process.env.PATH, HOME: process.env.HOME } },
      selfCheck,
    }),
  );
  const rounds = events.filter(
    (event): event is SelfCheckEvent => event.type === 'system' && event.subtype === 'self_check',
  );
  return { result: value, rounds, requests: model.requests, events };
}

/** The text of the last user message of a request. */
function lastUserText(request: { messages: { role: string; content: unknown }[] }): string {
  const last = request.messages.at(-1);
  return JSON.stringify(last?.content ?? '');
}

const checks = (text: string, rounds = 2): SelfCheckOptions => ({
  baseSha: '',
  commands: listedChecks(text),
  timeoutMinutes: 1,
  rounds,
});

describe('self-check in a session', () => {
  it('sends a new failure back once, then ends completed with the checks passing', async () => {
    const { root, base } = repository({ 'value.txt': 'good\n' });
    const run = await session(
      root,
      [
        reply([bash('echo bad > value.txt')]),
        reply('Done.'),
        // After the feedback: the fix, then done again.
        reply([bash('echo good > value.txt')]),
        reply('Fixed for real.'),
      ],
      { ...checks(VALUE_CHECK), baseSha: base },
    );
    expect(run.result.terminal_reason).toBe('completed');
    expect(run.result.num_turns).toBe(4);
    expect(run.result.result).toBe('Fixed for real.');
    expect(
      run.rounds.map((round) => [round.round, round.sent_back, round.checks[0]?.status]),
    ).toEqual([
      [1, true, 'failed'],
      [2, false, 'passed'],
    ]);
    // The feedback is the third request's last message: the command, its ending, its output.
    const feedback = lastUserText(run.requests[2]!);
    expect(feedback).toContain('Self-check before publishing (round 1 of 2)');
    expect(feedback).toContain('exit code 3');
    expect(feedback).toContain('value.txt is bad, want good');
    expect(run.result.self_check).toMatchObject({
      status: 'passed',
      rounds: 2,
      checks: [{ command: VALUE_CHECK, source: 'check_commands', status: 'passed', exit_code: 0 }],
    });
  });

  it('reports a check that fails on the base commit too as failing before, and does not send it back', async () => {
    const { root, base } = repository({ 'value.txt': 'old\n', 'other.txt': 'x\n' });
    const run = await session(root, [reply([bash('echo changed > other.txt')]), reply('Done.')], {
      ...checks(`${VALUE_CHECK}\ntrue`),
      baseSha: base,
    });
    expect(run.requests).toHaveLength(2);
    expect(run.rounds).toHaveLength(1);
    expect(run.result.self_check?.status).toBe('passed');
    expect(run.result.self_check?.checks.map((check) => check.status)).toEqual([
      'failing_before',
      'passed',
    ]);
    expect(run.result.self_check?.checks[0]?.output).toContain('value.txt is old, want good');
  });

  it('fails after the last round when the failure stays, and keeps the end of the output', async () => {
    const { root, base } = repository({ 'value.txt': 'good\n' });
    const noisy = `${VALUE_CHECK.replace('exit 3', 'head -c 20000 /dev/zero | tr "\\0" x; echo; echo LAST LINE; exit 3')}`;
    const run = await session(
      root,
      [reply([bash('echo bad > value.txt')]), reply('Done.'), reply('Still done.')],
      { ...checks(noisy, 1), baseSha: base },
    );
    expect(run.requests).toHaveLength(3);
    expect(run.rounds.map((round) => round.sent_back)).toEqual([true, false]);
    const summary = run.result.self_check!;
    expect(summary.status).toBe('failed');
    expect(summary.rounds).toBe(2);
    const output = summary.checks[0]!.output!;
    expect(output.trim().endsWith('LAST LINE')).toBe(true);
    expect(output.length).toBeLessThanOrEqual(6000);
    expect(output).not.toContain('value.txt is'); // the start was cut, the end kept
  });

  it('does not send failures back when no turn is left', async () => {
    const { root, base } = repository({ 'value.txt': 'good\n' });
    const run = await session(
      root,
      [reply([bash('echo bad > value.txt')]), reply('Done.')],
      { ...checks(VALUE_CHECK), baseSha: base },
      2,
    );
    expect(run.result.terminal_reason).toBe('completed');
    expect(run.rounds.map((round) => round.sent_back)).toEqual([false]);
    expect(run.result.self_check?.status).toBe('failed');
    expect(run.result.self_check?.not_checked.join(' ')).toContain('no turns were left');
  });

  it('redacts secrets in the output and stops a check at its time limit', async () => {
    const { root, base } = repository({ 'value.txt': 'good\n' });
    const run = await session(root, [reply([bash('echo bad > value.txt')]), reply('Done.')], {
      ...checks(`echo "token ${SECRET}"; exit 1\nsleep 30`, 0),
      baseSha: base,
      timeoutMinutes: 0.02,
    });
    const [leaky, slow] = run.result.self_check!.checks;
    expect(leaky?.output).not.toContain(SECRET);
    expect(leaky?.status).toBe('failing_before');
    expect(slow?.ending).toBe('timeout');
    expect(JSON.stringify(run.events)).not.toContain(SECRET);
  });

  it('skips, saying why, when the run changed nothing or the repository has no checks', async () => {
    const { root, base } = repository({ 'value.txt': 'good\n' });
    const unchanged = await session(root, [reply('Nothing to do.')], {
      ...checks('false'),
      baseSha: base,
    });
    expect(unchanged.rounds).toEqual([]);
    expect(unchanged.result.self_check).toMatchObject({
      status: 'skipped',
      reason: 'the run changed nothing',
    });
    const { commands: _none, ...detect } = checks('');
    const none = await session(root, [reply([bash('echo new > new.txt')]), reply('Done.')], {
      ...detect,
      baseSha: base,
    });
    expect(none.result.self_check?.status).toBe('skipped');
    expect(none.result.self_check?.reason).toContain('no checks found');
  });

  it("finds package.json's test script and runs it with npm, the base in a copy removed after", async () => {
    const leftBefore = readdirSync(tmpdir()).filter((name) => name.startsWith('agent-loop-base-'));
    const { root, base } = repository({
      'package.json': JSON.stringify({ name: 'x', scripts: { test: 'node test.js' } }),
      'test.js':
        "if (require('fs').readFileSync('value.txt', 'utf8').trim() !== 'good') { console.error('value is wrong'); process.exit(1); }\n",
      'value.txt': 'good\n',
    });
    const run = await session(
      root,
      [reply([bash('echo bad > value.txt')]), reply('Done.'), reply('Gave up.')],
      { baseSha: base, timeoutMinutes: 1, rounds: 1 },
    );
    expect(run.rounds[0]?.checks).toMatchObject([
      { command: 'npm run test', source: 'package.json', status: 'failed' },
    ]);
    expect(run.rounds[0]?.checks[0]?.output).toContain('value is wrong');
    const leftAfter = readdirSync(tmpdir()).filter((name) => name.startsWith('agent-loop-base-'));
    expect(leftAfter).toEqual(leftBefore);
  });
});
