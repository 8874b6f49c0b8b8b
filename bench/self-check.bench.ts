/**
 * The self-check's own cost (docs/self-check.md): a three-turn fix run through the whole loop
 * against the fake Anthropic server, in a real git repository, with one passing check against
 * the same run without the self-check. The check's own time (what the repository's command
 * takes, reported as its `duration_ms`) is taken out, so the ratio is what the self-check adds
 * around it: finding the changes, the spawn, the `self_check` line. Then the self-review's
 * cost as a share of a fix run's (self-review-share.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSession } from '../src/engine/session/session.js';
import { createAnthropicModel } from '../src/engine/model/anthropic.js';
import { listedChecks } from '../src/engine/self-check/detect.js';
import type { SelfCheckOptions } from '../src/engine/self-check/self-check.js';
import { reply, startFakeAnthropic, text, toolUse } from '../test/fakes/anthropic-server.js';
import { selfReviewShares } from './self-review-share.js';
import { printTable, ratio } from './table.js';

const RUNS = 7;

/** Edits a file, looks at it, and is done. */
const script = (_request: unknown, index: number) =>
  [
    reply(toolUse('Bash', { command: 'date +%s%N > value.txt' })),
    reply(toolUse('Bash', { command: 'cat value.txt' })),
    reply(text('Done.')),
  ][index % 3]!;

function repository(): { root: string; base: string } {
  const root = mkdtempSync(join(tmpdir(), 'bench-self-check-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  writeFileSync(join(root, 'value.txt'), '0\n');
  git('add', '-A');
  git('-c', 'user.name=B', '-c', 'user.email=b@example.com', 'commit', '-q', '-m', 'base');
  return { root, base: git('rev-parse', 'HEAD').trim() };
}

/** One run's wall time, less the time its checks took themselves. */
async function fixRun(url: string, root: string, selfCheck?: SelfCheckOptions): Promise<number> {
  const started = performance.now();
  let checksMs = 0;
  for await (const event of runSession({
    prompt: 'Change value.txt.',
    workspaceRoot: root,
    model: {
      id: 'claude-sonnet-5-5',
      call: createAnthropicModel({ apiKey: 'bench-key', baseURL: url }),
    },
    limits: { maxTurns: 5, maxBudgetUsd: 10, timeoutMinutes: 5 },
    tools: { allowedTools: ['Bash'], disallowedTools: [] },
    host: { secrets: [], env: process.env },
    ...(selfCheck ? { selfCheck } : {}),
  })) {
    if (event.type === 'system' && event.subtype === 'self_check') {
      checksMs += event.checks.reduce((sum, check) => sum + check.duration_ms, 0);
    }
    if (event.type === 'result' && event.self_check && event.self_check.status !== 'passed') {
      throw new Error(`bench self-check ended ${event.self_check.status}`);
    }
  }
  return performance.now() - started - checksMs;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function run(): Promise<void> {
  const { root, base } = repository();
  const model = await startFakeAnthropic(script);
  const selfCheck: SelfCheckOptions = {
    baseSha: base,
    commands: listedChecks('test -s value.txt'),
    timeoutMinutes: 1,
    rounds: 2,
  };
  try {
    await fixRun(model.url, root);
    await fixRun(model.url, root, selfCheck);
    const off: number[] = [];
    const on: number[] = [];
    // Interleaved, so a busy moment of the machine falls on both alike.
    for (let index = 0; index < RUNS; index++) {
      off.push(await fixRun(model.url, root));
      on.push(await fixRun(model.url, root, selfCheck));
    }
    const reference = median(off);
    const checked = median(on);
    printTable(
      ['run (3 turns, one Bash edit)', 'median wall time', 'ratio'],
      [
        ['self_check false', `${reference.toFixed(0)} ms`, '1.00×'],
        [
          'one passing check (its own time excluded)',
          `${checked.toFixed(0)} ms`,
          ratio(checked, reference),
        ],
      ],
    );
    console.log('\nThe self-review (through dist/index.js, with the self-review on):\n');
    printTable(
      ['fix run (a typo), the review', 'requests', "review's cost ÷ run's", 'cost'],
      await selfReviewShares(),
    );
  } finally {
    await model.close();
    rmSync(root, { recursive: true, force: true });
  }
}
