/**
 * What the tools may see of the host: the workspace, the system's own folders
 * and their temporary folders, nothing of the runner's. A machine that runs
 * several runners keeps each one's `_work` (every repository it checked out, the
 * `_temp` folder with event payloads and step scripts that hold rendered
 * secrets), its `.credentials` and its users' homes side by side, readable by
 * others more often than not. So every top-level folder that is not the
 * system's (`/home`, `/root`, `/srv`, `/mnt`, a `/actions-runner`, a container's
 * `/__w` and `/github`…) is hidden, `/var` is hidden whole (mount-plan.ts), and
 * in the system's folders that may hold a runner and stay shown (`/opt`,
 * `/usr/local`) a bounded walk hides every runner folder
 * (one with a `.runner` file, and the work folder it names) and every work
 * folder (one holding `_temp` and `_actions`). The mount plan binds the workspace
 * (and what else must stay) back.
 */
import { readdirSync, readFileSync, readlinkSync, type Dirent } from 'node:fs';
import { isAbsolute, join } from 'node:path';

/** The system's top-level folders; every other top-level folder is hidden. */
const SYSTEM_FOLDERS = new Set([
  'bin',
  'boot',
  'dev',
  'etc',
  'lib',
  'lib32',
  'lib64',
  'libx32',
  'nix',
  'opt',
  'proc',
  'run',
  'sbin',
  'snap',
  'sys',
  'tmp',
  'usr',
  'var',
]);

/** Where a runner may be installed among the shown system folders (searched a few levels deep). */
const RUNNER_PLACES = ['/opt', '/usr/local'];
/** Not searched: the run's own, the logs, caches and container storage (for a caller's `places`). */
const NOT_SEARCHED = ['/var/tmp', '/var/run', '/var/log', '/var/cache', '/var/lib/docker'];
const RUNNER_DEPTH = 5;
/** Folders looked into at most: the search is bounded on any host. */
const FOLDER_LIMIT = 5_000;

/** Top-level folders the tools get their own of, so none of the host's is bound in. */
const REPLACED = new Set(['tmp', 'run', 'var']);

/** One entry of the root the tools get (see {@link rootEntries}). */
export type RootEntry =
  /** The host's folder, bound in with what is mounted below it. */
  | { name: string; kind: 'bind' }
  /** An empty folder: one of the host's hidden folders (or replaced), kept as a place to mount on. */
  | { name: string; kind: 'dir' }
  /** The same link as the host's (`bin -> usr/bin`). */
  | { name: string; kind: 'link'; target: string };

/**
 * The root the tools get, made afresh for the run from what `root` holds now:
 * the system's folders bound in, every other folder an empty one, the links as
 * they are; files at the top are left out. So a folder the host makes at the top
 * later (and a socket in it) is never seen, whatever its name.
 */
export function rootEntries(root = '/'): RootEntry[] {
  return entries(root).flatMap((entry): RootEntry[] => {
    const name = entry.name;
    if (entry.isSymbolicLink()) {
      try {
        return [{ name, kind: 'link', target: readlinkSync(join(root, name)) }];
      } catch {
        return [];
      }
    }
    if (!entry.isDirectory()) return [];
    return [{ name, kind: SYSTEM_FOLDERS.has(name) && !REPLACED.has(name) ? 'bind' : 'dir' }];
  });
}

/** The top-level folders of `root` that are not the system's (links are left to their targets). */
export function nonSystemFolders(root = '/'): string[] {
  return entries(root)
    .filter((entry) => entry.isDirectory() && !SYSTEM_FOLDERS.has(entry.name))
    .map((entry) => join(root, entry.name));
}

/**
 * Runner folders and work folders under `places`: a folder with a `.runner`
 * file (and the absolute work folder it names), a folder holding `_temp` and
 * `_actions`. A walk that never follows links, bounded in depth and size.
 */
export function runnerFolders(places: readonly string[] = RUNNER_PLACES): string[] {
  const found: string[] = [];
  const queue = places.map((folder) => ({ folder, depth: 0 }));
  for (let visited = 0; queue.length > 0 && visited < FOLDER_LIMIT; visited++) {
    const { folder, depth } = queue.shift()!;
    if (NOT_SEARCHED.includes(folder)) continue;
    const list = entries(folder);
    const names = new Set(list.map((entry) => entry.name));
    if (list.some((entry) => entry.name === '.runner' && entry.isFile())) {
      found.push(folder, ...namedWorkFolder(join(folder, '.runner')));
      continue;
    }
    if (names.has('_temp') && names.has('_actions')) {
      found.push(folder);
      continue;
    }
    if (depth + 1 >= RUNNER_DEPTH) continue;
    for (const entry of list) {
      if (entry.isDirectory()) queue.push({ folder: join(folder, entry.name), depth: depth + 1 });
    }
  }
  return found;
}

/** The absolute `workFolder` a runner's `.runner` file names, if it can be read. */
function namedWorkFolder(file: string): string[] {
  try {
    // The runner writes it with a byte-order mark.
    const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    const { workFolder } = JSON.parse(text) as { workFolder?: unknown };
    return typeof workFolder === 'string' && isAbsolute(workFolder) ? [workFolder] : [];
  } catch {
    return [];
  }
}

function entries(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}
