/**
 * Writes under load: three busy runs share one token limited to 20 writes a
 * (scaled) minute by the fake GitHub. Each posts 👀 and its progress comment,
 * edits it as it works, answers review threads, opens a pull request and writes
 * its final report. The
 * reference is the same runs with the fixed pacing of earlier releases
 * (`adaptiveWrites: false`), measured in the same run. Target (issue 37): at
 * most 10 % of writes refused, no `POST /pulls` refused, every pull request
 * opened, every comment ending in its report. Time is the wall clock sped up
 * `scale` times (the fake's minute, every wait GitHub asks for, every pause).
 */
import { runBusyRuns, type BusyRunsResult } from '../test/support/busy-runs.js';
import { printTable } from './table.js';

const RUNS = 3;
const PER_MINUTE = 20;
/** The target: busy runs that answer review threads as they work. */
const BUSY = {
  runs: RUNS,
  perMinute: PER_MINUTE,
  scale: 30,
  workMinutes: 2,
  stepSeconds: 1,
  replies: 10,
};
/** Short runs with nothing but progress (about the 38 writes of issue 37's figure). */
const SHORT = { ...BUSY, workMinutes: 1, replies: 0 };

const percent = (result: BusyRunsResult): string =>
  `${((100 * result.refused) / Math.max(1, result.accepted + result.refused)).toFixed(1)} %`;

export async function run(): Promise<void> {
  console.log(
    `${RUNS} runs, a progress step every ${BUSY.stepSeconds} s, ` +
      `${PER_MINUTE} writes a minute for the token; time ×${BUSY.scale}\n`,
  );
  const rows: (string | number)[][] = [];
  const failures: string[] = [];
  let target: BusyRunsResult | undefined;
  for (const [name, scenario] of [
    [`busy: ${BUSY.workMinutes} min, ${BUSY.replies} thread replies each`, BUSY],
    [`short: ${SHORT.workMinutes} min, no replies`, SHORT],
  ] as const) {
    const before = await runBusyRuns({ ...scenario, adaptive: false });
    const after = await runBusyRuns({ ...scenario, adaptive: true });
    target ??= after;
    rows.push(row(name, 'fixed (before)', before, scenario.replies));
    rows.push(row(name, 'learned share + priority (after)', after, scenario.replies));
    failures.push(...before.reportFailures, ...after.reportFailures);
  }
  printTable(
    [
      'runs',
      'pacing',
      'writes accepted',
      'refused',
      'refused %',
      'progress edits',
      'replies',
      'PRs opened',
      'reports',
      'POST /pulls refused',
      'busiest minute after a refusal',
    ],
    rows,
  );
  for (const failure of failures) console.log(failure);
  const busy = target!;
  const refusedShare = busy.refused / Math.max(1, busy.accepted + busy.refused);
  console.log(
    `\nbusy runs, after: ${percent(busy)} of writes refused (target ≤ 10 %: ${refusedShare <= 0.1 ? 'met' : 'NOT met'}), ` +
      `POST /pulls refused: ${busy.pullsRefused === 0 ? 'none (target met)' : `${busy.pullsRefused} (target NOT met)`}`,
  );
}

function row(scenario: string, name: string, result: BusyRunsResult, replies: number) {
  return [
    scenario,
    name,
    result.accepted,
    result.refused,
    percent(result),
    result.progressEdits,
    `${result.replies}/${RUNS * replies}`,
    `${result.pullsOpened}/${RUNS}`,
    `${result.reportsWritten}/${RUNS}`,
    result.pullsRefused === 0 ? 'none' : String(result.pullsRefused),
    `${result.busiestMinuteAfterRefusal}/${PER_MINUTE}`,
  ];
}
