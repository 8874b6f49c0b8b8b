/**
 * A memory cgroup bounded to a limit, for tests that run the action under memory
 * pressure (issue #19, item 6): cgroup v1's memory hierarchy, or v2 with the
 * memory controller delegated. Needs root; undefined when the host has neither.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The bounded group: `procs` is the folder whose cgroup.procs the action joins. */
export interface BoundedCgroup {
  procs: string;
  remove(): void;
}

export function boundedCgroup(name: string, limitBytes: number): BoundedCgroup | undefined {
  const lines = readFileSync('/proc/self/cgroup', 'utf8').split('\n');
  const v1 = lines.map((line) => /^\d+:([^:]*):(.*)$/.exec(line)).find((m) => m?.[1] === 'memory');
  if (v1?.[2] !== undefined) {
    const folder = join('/sys/fs/cgroup/memory', v1[2], name);
    mkdirSync(folder);
    writeFileSync(join(folder, 'memory.limit_in_bytes'), String(limitBytes));
    return { procs: folder, remove: () => removeGroup(folder) };
  }
  const v2 = lines.map((line) => /^0::(.*)$/.exec(line)).find(Boolean)?.[1];
  if (v2 === undefined || !existsSync('/sys/fs/cgroup/cgroup.subtree_control')) return undefined;
  // v2: the bounded group holds the action in a leaf; the tools' group goes beside it.
  const folder = join('/sys/fs/cgroup', v2 === '/' ? '' : v2.replace(/\/[^/]*$/, ''), name);
  mkdirSync(folder);
  writeFileSync(join(folder, 'memory.max'), String(limitBytes));
  writeFileSync(join(folder, 'cgroup.subtree_control'), '+memory');
  mkdirSync(join(folder, 'action'));
  return {
    procs: join(folder, 'action'),
    remove: () => {
      removeGroup(join(folder, 'action'));
      removeGroup(folder);
    },
  };
}

function removeGroup(folder: string): void {
  try {
    rmdirSync(folder);
  } catch {
    // still in use or gone: the kernel frees it with its last process
  }
}
