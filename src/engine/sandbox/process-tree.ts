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

/**
 * How long search-and-kill goes on while it still finds something: a process forking
 * while we kill is caught next round, and on a busy machine a killed process may take a
 * while to end.
 */
const KILL_DEADLINE_MS = 2_000;
const ROUND_PAUSE_MS = 10;
/** How long a process whose environment reads empty is looked at again (an exec is brief). */
const EMPTY_ENVIRONMENT_MS = 1_000;

/**
 * Kills the process tree of `rootPid` and every process carrying `marker`, until none is
 * left. `rootStart` (clock ticks since boot, taken before the root was started) lets a
 * process started since then whose environment reads empty count as one to look at
 * again: that is how a process looks between the two halves of an exec, where its marker
 * cannot be seen.
 */
export async function killProcessTree(
  rootPid: number,
  marker: string,
  rootStart?: number,
): Promise<void> {
  const deadline = Date.now() + KILL_DEADLINE_MS;
  const emptySince = new Map<number, number>();
  while (true) {
    signal(-rootPid, 'SIGKILL');
    // Zombies are left out: they are dead, only waiting for their parent.
    const found = findProcesses(rootPid, marker, rootStart);
    const pids = found.pids.filter((pid) => pid !== process.pid);
    const now = Date.now();
    const unsure = found.empty.some((pid) => {
      if (!emptySince.has(pid)) emptySince.set(pid, now);
      return now - emptySince.get(pid)! < EMPTY_ENVIRONMENT_MS;
    });
    if (pids.length === 0 && !unsure) return;
    // Stop first so nothing forks between finding and killing.
    for (const pid of pids) signal(pid, 'SIGSTOP');
    for (const pid of pids) signal(pid, 'SIGKILL');
    if (Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, ROUND_PAUSE_MS));
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // exited meanwhile
  }
}

/**
 * Live processes that descend from `rootPid` or carry the marker, and (`empty`) those
 * started since `rootStart` whose environment could not be seen.
 */
function findProcesses(
  rootPid: number,
  marker: string,
  rootStart: number | undefined,
): { pids: number[]; empty: number[] } {
  const linux = process.platform === 'linux';
  const table = linux ? liveProcesses() : psTable();
  const live = new Set(table.map((entry) => entry.pid));
  const marked: number[] = [];
  const empty: number[] = [];
  for (const entry of linux ? table : []) {
    const carries = carriesMarker(entry.pid, marker);
    if (carries === 'yes') marked.push(entry.pid);
    // Kernel threads (children of kthreadd, pid 2) have no environment at all.
    const startedSince = rootStart !== undefined && (entry.start ?? -1) >= rootStart;
    if (carries === 'empty' && startedSince && entry.ppid !== 2) empty.push(entry.pid);
  }
  const pids = [...descendants(table, [rootPid, ...marked])].filter((pid) => live.has(pid));
  return { pids, empty };
}

/** `empty`: readable but empty, as a process's environment is in the middle of an exec. */
function carriesMarker(pid: number, marker: string): 'yes' | 'no' | 'empty' {
  try {
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
    if (environ === '') return 'empty';
    return environ.split('\0').includes(`${PROCESS_MARKER_VARIABLE}=${marker}`) ? 'yes' : 'no';
  } catch {
    return 'no'; // another user's process, or gone: not ours
  }
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on every architecture node runs on). */
const USER_HZ = 100;

/**
 * Now, in the clock ticks since boot that /proc/<pid>/stat gives a process's start in
 * (USER_HZ), one tick early so a process started this instant counts as later; undefined
 * off Linux.
 */
export function ticksSinceBoot(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const seconds = Number.parseFloat(readFileSync('/proc/uptime', 'utf8'));
    return Number.isFinite(seconds) ? Math.floor(seconds * USER_HZ) - 1 : undefined;
  } catch {
    return undefined;
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
