/**
 * Killing a boundary call from outside: the spawned process (sudo or unshare)
 * and everything below it. Killing `unshare` is enough on its own (--kill-child
 * takes its namespace's init down, and the kernel kills every process of the
 * namespace with it), but the whole tree is signalled so nothing depends on one
 * link. Processes of another user are signalled through `sudo -n kill`.
 */
import { execFile } from 'node:child_process';
import type { Privilege } from './host.js';
import { descendants, liveProcesses, readProcessEntry } from './proc.js';

/** `rootPid` and every live process below it, by the parent links in /proc. */
export function processTree(rootPid: number): number[] {
  return [...descendants(liveProcesses(), [rootPid])];
}

/** True while `pid` exists and is not a zombie. */
export function isAlive(pid: number): boolean {
  return readProcessEntry(pid) !== undefined;
}

/** Sends SIGKILL to `pids` with the right to do so. */
export async function killAll(
  pids: readonly number[],
  privilege: Privilege,
  kill: string,
): Promise<void> {
  if (pids.length === 0) return;
  if (privilege.kind === 'root') {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    return;
  }
  await new Promise<void>((resolve) => {
    execFile(
      privilege.sudo,
      ['-n', kill, '-KILL', '--', ...pids.map(String)],
      { timeout: 10_000 },
      () => resolve(),
    );
  });
}
