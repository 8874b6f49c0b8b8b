/**
 * A staged run (input `staged`, docs/staged.md) from the action's side: the record its
 * writes go to, made before the client (so no write can come first), and, when the run
 * ends however it ends, the step summary's account of them.
 */
import * as core from '@actions/core';
import { join } from 'node:path';
import { renderStagedWrites } from '../staged/render.js';
import { StagedWrites } from '../staged/staged-writes.js';
import type { RunLog } from '../run/run-log.js';
import type { RunnerEnvironment } from '../run/run-context.js';
import { errorMessage } from '../../engine/text/error-message.js';

/** The run's staged writes, or undefined when the run writes for real. */
export function startStaged(
  staged: boolean,
  runner: RunnerEnvironment,
  redact: (text: string) => string,
  log: RunLog,
): StagedWrites | undefined {
  if (!staged) return undefined;
  const file = join(
    runner.runnerTemp,
    `agent-loop-staged-writes-${runner.runId}-${runner.runAttempt}.jsonl`,
  );
  const writes = new StagedWrites({ file, serverUrl: runner.serverUrl, redact });
  core.setOutput('staged_writes', file);
  log.notice(
    'Staged run (staged: true): nothing is written to GitHub and nothing is pushed; the step summary shows what would have been.',
  );
  return writes;
}

/** Adds the account of the staged writes to the step summary (a failure is a warning). */
export async function reportStaged(
  staged: StagedWrites,
  outgoing: Promise<(text: string) => string>,
  log: RunLog,
): Promise<void> {
  log.info(`Staged run: ${staged.writes.length} writes kept from GitHub, listed in ${staged.file}`);
  try {
    const markdown = renderStagedWrites(staged.writes, staged.file);
    await core.summary.addRaw((await outgoing)(markdown)).write();
  } catch (error) {
    log.warning(`Could not write the staged writes to the step summary: ${errorMessage(error)}`);
  }
}
