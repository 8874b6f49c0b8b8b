/**
 * Killing everything a command started. Process groups are not enough (`setsid`
 * leaves them, a double fork leaves the parent chain), so each command's
 * processes carry a random marker in their environment and, on Linux, /proc is
 * searched for it as well as for descendants; elsewhere `ps` gives the tree.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { descendants, liveProcesses, type ProcessEntry } from './proc.js';

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
  const linux = process.platform === 'linux';
  const table = linux ? liveProcesses() : psTable();
  const live = new Set(table.map((entry) => entry.pid));
  const marked = linux ? [...live].filter((pid) => carriesMarker(pid, marker)) : [];
  return [...descendants(table, [rootPid, ...marked])].filter((pid) => live.has(pid));
}

function carriesMarker(pid: number, marker: string): boolean {
  try {
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
    return environ.split('\0').includes(`${PROCESS_MARKER_VARIABLE}=${marker}`);
  } catch {
    return false; // another user's process, or gone: not ours
  }
}

function psTable(): ProcessEntry[] {
  try {
    const output = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,stat='], { encoding: 'utf8' });
    return output
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields.length >= 3 && !fields[2]?.startsWith('Z'))
      .map((fields) => ({ pid: Number(fields[0]), ppid: Number(fields[1]) }));
  } catch {
    return [];
  }
}
