/**
 * Killing a boundary call from outside: the spawned process (sudo or unshare)
 * and everything below it. Killing `unshare` is enough on its own (--kill-child
 * takes its namespace's init down, and the kernel kills every process of the
 * namespace with it), but the whole tree is signalled so nothing depends on one
 * link. Processes of another user are signalled through `sudo -n kill`.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import type { Privilege } from './host.js';

/** `rootPid` and every live process below it, by the parent links in /proc. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z' || fields[0] === 'X') continue;
      const ppid = Number(fields[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // exited while we looked
    }
  }
  const found: number[] = [];
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    found.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** True while `pid` exists and is not a zombie. */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
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
