/**
 * The Linux process table, read from /proc: what both ways of killing a tool's
 * processes (marker search outside the boundary, tree walk inside it) start from.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** One live (not zombie) process. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  /** When it started, in clock ticks since boot (/proc only). */
  start?: number;
}

/** State and parent of `pid`, or undefined when it is gone or a zombie. */
export function readProcessEntry(pid: number): ProcessEntry | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: parse after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return undefined;
    // fields[0] is stat's 3rd field (state), so its 22nd (starttime) is fields[19].
    return { pid, ppid: Number(fields[1]), start: Number(fields[19]) };
  } catch {
    return undefined; // exited while we looked
  }
}

/** Every live process. */
export function liveProcesses(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const entry = readProcessEntry(Number(name));
    if (entry) entries.push(entry);
  }
  return entries;
}

/** `roots` and every process below them, by the parent links of `table`. */
export function descendants(table: readonly ProcessEntry[], roots: Iterable<number>): Set<number> {
  const children = new Map<number, number[]>();
  for (const entry of table) {
    const list = children.get(entry.ppid) ?? [];
    list.push(entry.pid);
    children.set(entry.ppid, list);
  }
  const found = new Set<number>(roots);
  const stack = [...found];
  while (stack.length > 0) {
    for (const child of children.get(stack.pop() as number) ?? []) {
      if (!found.has(child)) stack.push(child);
      found.add(child);
    }
  }
  return found;
}
