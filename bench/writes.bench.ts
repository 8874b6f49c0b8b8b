/**
 * Writes under load: three busy runs share one token limited to 20 writes a
 * (scaled) minute by the fake GitHub. Each posts 👀 and its progress comment,
 * edits it as it works, answers review threads, opens a pull request and writes
 * its final report. The
 * reference is the same runs with the fixed pacing of earlier releases
 * (`adaptiveWrites: false`), measured in the same run. Target: at most 10 % of
 * writes refused, every pull request opened, every comment ending in its report.
 */
import { runBusyRuns, type BusyRunsResult } from '../test/support/busy-runs.js';
import { printTable } from './table.js';

const RUNS = 3;
const SCENARIO = {
  runs: RUNS,
  perMinute: 20,
  scale: 30,
  workMinutes: 2,
  stepSeconds: 1,
  replies: 10,
};

const percent = (result: BusyRunsResult): string =>
  `${((100 * result.refused) / Math.max(1, result.accepted + result.refused)).toFixed(1)} %`;

export async function run(): Promise<void> {
  const before = await runBusyRuns({ ...SCENARIO, adaptive: false });
  const after = await runBusyRuns({ ...SCENARIO, adaptive: true });
  console.log(
    `${RUNS} runs, ${SCENARIO.workMinutes} min of work each (a step every ${SCENARIO.stepSeconds} s, ` +
      `${SCENARIO.replies} thread replies), ` +
      `${SCENARIO.perMinute} writes a minute for the token; time ×${SCENARIO.scale}\n`,
  );
  const row = (name: string, result: BusyRunsResult) => [
    name,
    result.accepted,
    result.refused,
    percent(result),
    result.progressEdits,
    `${result.replies}/${RUNS * SCENARIO.replies}`,
    `${result.pullsOpened}/${RUNS}`,
    `${result.reportsWritten}/${RUNS}`,
  ];
  printTable(
    [
      'pacing',
      'writes accepted',
      'refused',
      'refused %',
      'progress edits',
      'replies',
      'PRs opened',
      'reports',
    ],
    [row('fixed (before)', before), row('halving + priority (after)', after)],
  );
  for (const failure of [...before.reportFailures, ...after.reportFailures]) console.log(failure);
}
