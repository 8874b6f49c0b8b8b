/**
 * Killing everything a command started. Process groups are not enough (`setsid`
 * leaves them, a double fork leaves the parent chain), so each command's
 * processes carry a random marker in their environment and, on Linux, /proc is
 * searched for it as well as for descendants; elsewhere `ps` gives the tree.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/** The environment variable that marks a command's processes. */
export const PROCESS_MARKER_VARIABLE = 'AGENT_LOOP_PROCESS_TAG';

/** Rounds of search-and-kill: a process forking while we kill is caught next round. */
const KILL_ROUNDS = 20;

/** Kills the process tree of `rootPid` and every process carrying `marker`, until none is left. */
export async function killProcessTree(rootPid: number, marker: string): Promise<void> {
  for (let round = 0; round < KILL_ROUNDS; round++) {
    signal(-rootPid, 'SIGKILL');
    // Zombies are left out: they are dead, only waiting for their parent.
    const pids = findProcesses(rootPid, marker).filter((pid) => pid !== process.pid);
    if (pids.length === 0) return;
    // Stop first so nothing forks between finding and killing.
    for (const pid of pids) signal(pid, 'SIGSTOP');
    for (const pid of pids) signal(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // exited meanwhile
  }
}

/** Live processes that descend from `rootPid` or carry the marker. */
function findProcesses(rootPid: number, marker: string): number[] {
  const table = process.platform === 'linux' ? procTable(marker) : psTable();
  const children = new Map<number, number[]>();
  for (const entry of table) {
    const list = children.get(entry.ppid) ?? [];
    list.push(entry.pid);
    children.set(entry.ppid, list);
  }
  const found = new Set<number>(table.filter((entry) => entry.marked).map((entry) => entry.pid));
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    for (const child of children.get(pid) ?? []) {
      if (!found.has(child)) stack.push(child);
      found.add(child);
    }
  }
  return [...found];
}

interface ProcessEntry {
  pid: number;
  ppid: number;
  marked: boolean;
}

function procTable(marker: string): ProcessEntry[] {
  const needle = `${PROCESS_MARKER_VARIABLE}=${marker}`;
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: parse after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z' || fields[0] === 'X') continue;
      let marked = false;
      try {
        marked = readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').includes(needle);
      } catch {
        // another user's process: not ours
      }
      entries.push({ pid: Number(name), ppid: Number(fields[1]), marked });
    } catch {
      // exited while we looked
    }
  }
  return entries;
}

function psTable(): ProcessEntry[] {
  try {
    const output = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,stat='], { encoding: 'utf8' });
    return output
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields.length >= 3 && !fields[2]?.startsWith('Z'))
      .map((fields) => ({ pid: Number(fields[0]), ppid: Number(fields[1]), marked: false }));
  } catch {
    return [];
  }
}
