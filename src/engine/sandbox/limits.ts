/**
 * Limits that keep the tools from getting the action killed: the run's tool
 * processes share one memory cgroup whose limit leaves the action room (cgroup
 * v2 beside the action's own group, or a v1 memory child of it), a process
 * count limit, and out-of-memory scores that make the kernel pick a tool first.
 * Found here, unprivileged; the set-up script (as root) creates the group.
 */
import { accessSync, constants, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What the action keeps for itself out of the memory its group may use. */
const ACTION_RESERVE_BYTES = 512 * 1024 * 1024;
/** The share of the memory the tools may use at most. */
const TOOL_SHARE = 0.75;
/** Processes (threads) the tool user may have at once: far beyond a build, short of a fork bomb. */
export const TOOL_PROCESS_LIMIT = 4096;
/** OOM scores: the action as unlikely a victim as it can ask, every tool process the first. */
export const ACTION_OOM_SCORE = -500;
export const TOOL_OOM_SCORE = 1000;

/** Where the run's tool cgroup goes and its memory limit. */
export interface ToolCgroup {
  /** The folder to create (absolute, under /sys/fs/cgroup). */
  path: string;
  /** The limit's file in it: `memory.max` (v2) or `memory.limit_in_bytes` (v1). */
  limitFile: string;
  limitBytes: number;
}

const CGROUP_ROOT = '/sys/fs/cgroup';
const NO_LIMIT = Number.MAX_SAFE_INTEGER;
const MIN_LIMIT_BYTES = 64 * 1024 * 1024;

/** The tool cgroup for a run named `name`, or why the host has no usable one. */
export function planToolCgroup(
  name: string,
  procCgroup = '/proc/self/cgroup',
): ToolCgroup | { missing: string } {
  let lines: string[];
  try {
    lines = readFileSync(procCgroup, 'utf8').split('\n');
  } catch {
    return { missing: `${procCgroup} cannot be read` };
  }
  const v1 = lines
    .map((line) => /^\d+:([^:]*):(.*)$/.exec(line))
    .find((match) => match?.[1]?.split(',').includes('memory'));
  if (v1?.[2] !== undefined) {
    const own = join(CGROUP_ROOT, 'memory', v1[2]);
    // A v1 child counts toward its parent's limit, so it may sit below the action's group.
    return sized(join(own, name), 'memory.limit_in_bytes', own, join(CGROUP_ROOT, 'memory'));
  }
  const v2 = lines.map((line) => /^0::(.*)$/.exec(line)).find(Boolean);
  if (v2?.[1] === undefined) return { missing: 'the host has no cgroup memory controller' };
  const own = join(CGROUP_ROOT, v2[1]);
  // v2 allows no processes beside child groups: the tools' group is the action's sibling.
  const parent = v2[1] === '/' ? own : dirname(own);
  if (!readText(join(parent, 'cgroup.subtree_control'))?.split(/\s+/).includes('memory')) {
    return { missing: `the memory controller is not enabled for ${parent}` };
  }
  return sized(join(parent, name), 'memory.max', parent, CGROUP_ROOT);
}

function sized(
  path: string,
  limitFile: string,
  from: string,
  root: string,
): ToolCgroup | { missing: string } {
  try {
    accessSync(dirname(path), constants.F_OK);
  } catch {
    return { missing: `${dirname(path)} does not exist` };
  }
  const total = Math.min(memoryTotal(), effectiveLimit(from, root, limitFile));
  const limitBytes = Math.floor(Math.min(total * TOOL_SHARE, total - ACTION_RESERVE_BYTES));
  if (!Number.isFinite(limitBytes) || limitBytes < MIN_LIMIT_BYTES) {
    return { missing: `the memory the action may use leaves the tools less than 64 MB` };
  }
  return { path, limitFile, limitBytes };
}

/** The smallest limit on the way from `folder` up to the hierarchy's `root`. */
function effectiveLimit(folder: string, root: string, limitFile: string): number {
  let limit = NO_LIMIT;
  for (let current = folder; current.startsWith(root); current = dirname(current)) {
    const value = Number(readText(join(current, limitFile))?.trim());
    if (Number.isFinite(value) && value > 0) limit = Math.min(limit, value);
    if (current === root) break;
  }
  return limit;
}

function memoryTotal(): number {
  const kilobytes = /^MemTotal:\s+(\d+) kB/m.exec(readText('/proc/meminfo') ?? '')?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : NO_LIMIT;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
