/**
 * `--self-check` (docs/self-check.md): the run's work is checked against the commit the working
 * tree was at when the run began, with the checks found in it, each with 10 minutes, and new
 * failures go back to the agent at most twice (the action's defaults).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { SelfCheckOptions } from '../engine/self-check/self-check.js';
import { UsageError } from './usage-error.js';

const run = promisify(execFile);

/** The action's `check_timeout_minutes` and `self_check_rounds` defaults. */
const CHECK_TIMEOUT_MINUTES = 10;
const SELF_CHECK_ROUNDS = 2;

/** The self-check of a run in `cwd`; a UsageError when `cwd` has no commit to compare with. */
export async function selfCheckOptions(cwd: string): Promise<SelfCheckOptions> {
  let baseSha: string;
  try {
    const { stdout } = await run('git', ['-C', cwd, 'rev-parse', '--verify', 'HEAD^{commit}']);
    baseSha = stdout.trim();
  } catch {
    throw new UsageError(
      `--self-check: "${cwd}" is not in a git repository with a commit (the checks compare the work with it)`,
    );
  }
  return { baseSha, timeoutMinutes: CHECK_TIMEOUT_MINUTES, rounds: SELF_CHECK_ROUNDS };
}
