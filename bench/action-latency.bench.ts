/**
 * Latency before the first model request, in GitHub round trips: the bundled
 * action runs against a fake GitHub whose every answer waits a fixed latency,
 * and the time from spawn to the first model request is compared with the same
 * run without the delay. (delayed − undelayed) ÷ latency is the number of
 * GitHub round trips the run waited for, one after the other.
 */
import { reply, text } from '../test/fakes/anthropic-server.js';
import type { FakePull } from '../test/fakes/github-server.js';
import { issueCommentEvent, pushFiles, runAction } from '../test/action/harness.js';
import { printTable } from './table.js';

// Large against the noise of a spawn (±100 ms on a busy machine); a real API answers in 100–300 ms.
const LATENCY_MS = 1_000;
const RUNS = 3;
/** The issue's own yardstick (#37): a busy API's 250 ms a call, and the whole start in its units. */
const BUSY_LATENCY_MS = 250;

type Scenario = 'issue comment' | 'PR comment' | 'review';

const pull = (): FakePull => ({
  number: 21,
  title: 'Fix the greeting',
  body: 'Fixes the typo.',
  state: 'open',
  user: { login: 'contributor' },
  head: { ref: 'feature/greeting', repo: 'octo-org/octo-repo' },
  base: { ref: 'main' },
});

/** Milliseconds from spawn to the first model request. */
async function firstRequest(scenario: Scenario, latencyMs: number): Promise<number> {
  let firstRequestAt = 0;
  const model = () => {
    firstRequestAt ||= performance.now();
    return reply(text('Done.'));
  };
  const onPull = scenario !== 'issue comment';
  const thePull = pull();
  const run = await runAction({
    event: issueCommentEvent({
      body: scenario === 'review' ? '@agent review' : '@agent say hello',
      ...(onPull ? { issueNumber: 21, issueTitle: 'Fix the greeting', pullRequest: true } : {}),
    }),
    repoFiles: { 'README.md': '# sample\n', 'AGENTS.md': 'Run the tests.\n' },
    github: {
      latencyMs,
      ...(onPull
        ? {
            pulls: [thePull],
            pullFiles: {
              21: [{ filename: 'README.md', status: 'modified', additions: 1, deletions: 1 }],
            },
          }
        : {}),
    },
    ...(onPull
      ? {
          prepareOrigin: async (origin: string) => {
            thePull.head.sha = await pushFiles(origin, {
              ref: 'refs/heads/feature/greeting',
              files: { 'README.md': '# sample!\n' },
            });
          },
        }
      : {}),
    model,
    timeoutMs: 120_000,
  });
  await run.cleanup();
  if (run.outputs.conclusion !== 'success') {
    throw new Error(`bench run ended ${run.outputs.conclusion}: ${run.stdout.slice(-800)}`);
  }
  return firstRequestAt - run.spawnedAt;
}

async function median(fn: () => Promise<number>, runs = RUNS): Promise<number> {
  const values: number[] = [];
  for (let index = 0; index < runs; index++) values.push(await fn());
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
}

export async function run(): Promise<void> {
  const rows: string[][] = [];
  for (const scenario of ['issue comment', 'PR comment', 'review'] as const) {
    const undelayed = await median(() => firstRequest(scenario, 0));
    const delayed = await median(() => firstRequest(scenario, LATENCY_MS));
    // Five: at 250 ms a call the machine's noise is a larger part of the figure.
    const busy = await median(() => firstRequest(scenario, BUSY_LATENCY_MS), 5);
    rows.push([
      scenario,
      `${undelayed.toFixed(0)} ms`,
      `${delayed.toFixed(0)} ms`,
      ((delayed - undelayed) / LATENCY_MS).toFixed(1),
      `${busy.toFixed(0)} ms`,
      (busy / BUSY_LATENCY_MS).toFixed(1),
    ]);
  }
  printTable(
    [
      'request',
      'spawn → first model request, no delay',
      `with ${LATENCY_MS} ms per GitHub call`,
      'GitHub round trips waited for',
      `with ${BUSY_LATENCY_MS} ms per call`,
      `the whole start in ${BUSY_LATENCY_MS} ms round trips`,
    ],
    rows,
  );
}
