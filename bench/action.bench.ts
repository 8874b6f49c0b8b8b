/**
 * Cold start of the action: from spawning the bundled dist/index.js (as the
 * runner does, no install step) to its first model request — which includes
 * reading the event, the permission check, the 👀 reaction and progress
 * comment, the context fetch and the branch checkout against local fakes —
 * compared with spawning plain `node`; and the bundle's size.
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { reply, text } from '../test/fakes/anthropic-server.js';
import { issueCommentEvent, runAction } from '../test/action/harness.js';
import { printTable, ratio } from './table.js';

const RUNS = 5;

async function actionColdStart(): Promise<number> {
  let firstRequestAt = 0;
  const run = await runAction({
    event: issueCommentEvent({ body: '@agent say hello' }),
    repoFiles: { 'README.md': '# sample\n' },
    model: () => {
      firstRequestAt ||= performance.now();
      return reply(text('Hello.'));
    },
  });
  await run.cleanup();
  if (run.outputs.conclusion !== 'success') {
    throw new Error(`bench run ended ${run.outputs.conclusion}: ${run.stderr.slice(0, 500)}`);
  }
  return firstRequestAt - run.spawnedAt;
}

async function plainNodeStart(): Promise<number> {
  const started = performance.now();
  await new Promise<void>((done) => {
    spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' }).on('close', () => done());
  });
  return performance.now() - started;
}

async function median(fn: () => Promise<number>): Promise<number> {
  await fn();
  const values: number[] = [];
  for (let index = 0; index < RUNS; index++) values.push(await fn());
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
}

/** Bytes of JavaScript below a folder (the entries and their shared chunks). */
function bundleBytes(directory: string): number {
  return readdirSync(directory, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sum + bundleBytes(path);
    return /\.c?js$/.test(entry.name) ? sum + statSync(path).size : sum;
  }, 0);
}

export async function run(): Promise<void> {
  const node = await median(plainNodeStart);
  const action = await median(actionColdStart);
  printTable(
    ['measure', 'time', 'ratio', 'reference'],
    [
      [
        'action: spawn of dist/index.js → first model request',
        `${action.toFixed(0)} ms`,
        ratio(action, node),
        `spawn of plain node: ${node.toFixed(0)} ms`,
      ],
    ],
  );
  console.log(
    `\nBundle: dist/ ${(bundleBytes('dist') / 1e6).toFixed(1)} MB of JavaScript, run with plain node, nothing installed.`,
  );
}
