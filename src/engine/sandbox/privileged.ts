/**
 * The boundary's privileged scripts (set-up, hand-back, teardown), run as root directly
 * or through `sudo -n`. A script past its time is killed with everything it started: a
 * hand-back stuck on a huge tree must not leave its `chown` or `find` running after the
 * run has given up on it.
 */
import { spawn } from 'node:child_process';
import type { HostPrograms, Privilege } from './host.js';
import { killAll, processTree } from './kill.js';

/** Longer than any set-up or hand-back measured (50,000 files take well under 1 s). */
export const PRIVILEGED_TIMEOUT_MS = 120_000;

/** Kept of each stream: the scripts print a line or two. */
const MAX_OUTPUT = 1024 * 1024;

/** Runs `script` with `args`; resolves with its stdout, rejects with its last error lines. */
export function runPrivileged(
  privilege: Privilege,
  programs: Pick<HostPrograms, 'bash' | 'kill'>,
  script: string,
  args: string[],
  timeoutMs = PRIVILEGED_TIMEOUT_MS,
): Promise<string> {
  const command = [programs.bash, '--norc', '-c', script, 'agent-loop-sandbox', ...args];
  const [file, ...rest] = privilege.kind === 'sudo' ? [privilege.sudo, '-n', ...command] : command;
  return new Promise((resolve, reject) => {
    const child = spawn(file!, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = { stdout: '', stderr: '' };
    for (const stream of ['stdout', 'stderr'] as const) {
      // Decoded by the stream, so a character split between two chunks stays whole.
      child[stream].setEncoding('utf8').on('data', (text: string) => {
        if (output[stream].length < MAX_OUTPUT) output[stream] += text;
      });
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      const pid = child.pid;
      if (pid !== undefined) void killAll([...processTree(pid), pid], privilege, programs.kill);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && !timedOut) return resolve(output.stdout);
      const last = output.stderr.trim().split('\n').slice(-3).join(' / ');
      const why = timedOut ? `timed out after ${timeoutMs / 1000} s` : `exit ${code ?? signal}`;
      reject(new Error(last ? `${last} (${why})` : why));
    });
  });
}
