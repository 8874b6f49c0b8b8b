/**
 * Host unix sockets in the folders the boundary shows. connect() to a pathname
 * socket needs only write access to the socket file: no network namespace and no
 * read-only mount stops it. The folders where daemons make theirs (/run, /var)
 * are hidden whole (mount-plan.ts); in the folders that stay shown (/usr, /etc,
 * /opt, /dev, what /var binds back…) each socket found is covered by /dev/null.
 *
 * The first walk, at set-up, reads every shown folder to the bottom (bounded by
 * the entries it reads, not by depth; /proc, /sys, the workspace and the run's
 * folder are never walked) and keeps each folder's change time. Before each call
 * a rescan stats the folders it knows and reads again only those that changed
 * (an entry made, removed or renamed changes its folder's ctime), walks the new
 * ones, and adds what the host's /proc/net/unix lists in a shown folder. So a
 * socket made after set-up is covered from the next call on; one made while a
 * call runs is reachable until then (the window the log and the report name),
 * unless /proc/net/unix lists it: that list is looked at every second while calls
 * run (boundary.ts), and what it adds is covered in the running calls at once.
 * Where the unix socket supervisor runs (unix-supervisor.ts), every call that
 * reaches a socket by path is decided when it happens, and these scans only add
 * to it.
 */
import {
  lstatSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
  type Dirent,
} from 'node:fs';
import { isWithin, type MountPlan } from './mount-plan.js';

/** Entries the first walk reads at most (a few seconds on a runner image). */
export const FIRST_WALK_ENTRIES = 1_000_000;
/** Entries one rescan reads at most in changed or new folders; the rest waits for the next. */
export const RESCAN_ENTRIES = 100_000;
/** Known folders one rescan looks at (a stat each), taking turns: all of them on most hosts. */
export const RESCAN_FOLDERS = 60_000;
/**
 * A folder whose ctime is this close to when it was read is read again at the
 * next rescan: an entry made in the same clock tick leaves the ctime as it was.
 */
const RACY_MS = 2_000;

export interface SocketScanInput {
  /** Shown folders, walked whole. */
  places: readonly string[];
  /**
   * Never walked: hidden folders, the workspace, the run's folder, /proc, /sys. A
   * path is walked when the deepest of these and `places` holding it is a place.
   */
  skip: readonly string[];
  /** Entries the first walk reads at most (default {@link FIRST_WALK_ENTRIES}). */
  firstEntries?: number;
  /** Entries a rescan reads at most (default {@link RESCAN_ENTRIES}). */
  rescanEntries?: number;
  /** Known folders a rescan looks at (default {@link RESCAN_FOLDERS}). */
  rescanFolders?: number;
  /** The host's list of unix sockets (default /proc/net/unix; a test seam). */
  netUnix?: () => string;
}

/** The host's sockets in the shown folders, kept up to date by {@link HostSocketScan.rescan}. */
export interface HostSocketScan {
  /** Looks again (see the file's comment): the sockets found that still are sockets, sorted. */
  rescan(): string[];
  /** The sockets found so far, without looking again; sorted. */
  found(): string[];
  /** Only /proc/net/unix, looked at again: the sockets it lists in a shown folder that are new. */
  listedNew(): string[];
  /** How far the scan sees, for {@link socketWindow}: `pending` folders were never read. */
  reach(): { firstEntries: number; pending: number; folders: number; perRescan: number };
}

interface Known {
  ctimeMs: number;
  readAt: number;
}

/** Walks the shown folders once (see the file's comment) and returns the scan. */
export function scanHostSockets(input: SocketScanInput): HostSocketScan {
  const folders = new Map<string, Known>();
  /** The known folders in the order the rescans take turns on (a removed one is dropped later). */
  let order: string[] = [];
  let cursor = 0;
  const sockets = new Set<string>();
  /** Folders to read, in order, each once. */
  const queue = new Set<string>();
  const skipped = (path: string) => deepest(input.skip, path) >= deepest(input.places, path);
  const skipRoots = new Set(input.skip);
  const perRescan = input.rescanFolders ?? RESCAN_FOLDERS;

  /** Reads one folder: its sockets, and its unknown subfolders queued; returns the entries read. */
  const read = (folder: string): number => {
    const stat = lstatSync(folder, { throwIfNoEntry: false });
    if (!stat?.isDirectory()) {
      folders.delete(folder);
      return 0;
    }
    if (!folders.has(folder)) order.push(folder);
    folders.set(folder, { ctimeMs: stat.ctimeMs, readAt: Date.now() });
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return 0;
    }
    const prefix = folder.endsWith('/') ? folder : `${folder}/`;
    for (const entry of entries) {
      const socket = entry.isSocket();
      if (!socket && !entry.isDirectory()) continue;
      const path = prefix + entry.name;
      // Below a walked folder, only a skipped folder itself starts what is skipped.
      if (skipRoots.has(path)) continue;
      if (socket) sockets.add(path);
      else if (!folders.has(path)) queue.add(path);
    }
    return entries.length;
  };
  const drain = (budget: number): number => {
    let used = 0;
    for (const folder of queue) {
      if (used >= budget) break;
      queue.delete(folder);
      used += read(folder);
    }
    return used;
  };
  /**
   * The next known folders in turn whose entries changed since they were read,
   * and those read so soon after their last change that one may be missed.
   */
  const changed = (): { changed: string[]; racy: string[] } => {
    if (order.length > 2 * folders.size) {
      order = [...folders.keys()];
      cursor = 0;
    }
    const found = { changed: [] as string[], racy: [] as string[] };
    for (let looked = 0; looked < Math.min(perRescan, order.length); looked++) {
      if (cursor >= order.length) cursor = 0;
      const folder = order[cursor++]!;
      const known = folders.get(folder);
      if (!known) continue;
      const stat = lstatSync(folder, { throwIfNoEntry: false });
      if (!stat?.isDirectory()) folders.delete(folder);
      else if (stat.ctimeMs !== known.ctimeMs) found.changed.push(folder);
      else if (known.ctimeMs >= known.readAt - RACY_MS) found.racy.push(folder);
    }
    return found;
  };

  for (const place of input.places) if (!skipped(place)) queue.add(place);
  const firstEntries = drain(input.firstEntries ?? FIRST_WALK_ENTRIES);
  const found = () => [...sockets].sort();
  const addListed = () => addListedSockets(sockets, skipped, input.netUnix);
  return {
    found,
    listedNew: addListed,
    reach: () => {
      const pending = [...queue].filter((folder) => !folders.has(folder)).length;
      return { firstEntries, pending, folders: folders.size, perRescan };
    },
    rescan() {
      // The changed folders first, then whatever an earlier walk left, then the racy ones.
      const waiting = [...queue];
      const turn = changed();
      queue.clear();
      for (const folder of [...turn.changed, ...waiting, ...turn.racy]) queue.add(folder);
      drain(input.rescanEntries ?? RESCAN_ENTRIES);
      addListed();
      for (const path of sockets) {
        if (!lstatSync(path, { throwIfNoEntry: false })?.isSocket()) sockets.delete(path);
      }
      return found();
    },
  };
}

/** Adds to `sockets` what /proc/net/unix lists that is not skipped and is a socket; returns those. */
function addListedSockets(
  sockets: Set<string>,
  skipped: (path: string) => boolean,
  netUnix: SocketScanInput['netUnix'],
): string[] {
  return listedSockets(netUnix).filter((path) => {
    if (sockets.has(path) || skipped(path)) return false;
    if (!lstatSync(path, { throwIfNoEntry: false })?.isSocket()) return false;
    sockets.add(path);
    return true;
  });
}

/** The length of the longest of `roots` holding `path`, or -1. */
function deepest(roots: readonly string[], path: string): number {
  return Math.max(-1, ...roots.filter((root) => isWithin(root, path)).map((root) => root.length));
}

/** Top folders the tools' root binds in but that hold no host sockets to walk for. */
const NOT_WALKED = ['/proc', '/sys'];

/**
 * What the tools see of the host, as a scan's places and skips: the top folders
 * the tools' root binds in (the host's root when it has none of its own) and what
 * is bound back, less the hidden folders, the workspace, the run's folder and the
 * folders the tools get their own of.
 */
export function shownFolders(
  plan: MountPlan,
  workspace: string,
  base: string,
): Pick<SocketScanInput, 'places' | 'skip'> {
  const top = plan.root
    ? plan.root.filter((entry) => entry.kind === 'bind').map((entry) => `/${entry.name}`)
    : ['/'];
  return {
    places: [...top, ...plan.bindBack.filter((entry) => !entry.file).map((entry) => entry.path)],
    skip: [
      ...NOT_WALKED,
      ...plan.hide,
      ...plan.hideInside,
      workspace,
      base,
      '/tmp',
      '/run',
      '/var/run',
      '/dev/shm',
    ],
  };
}

/**
 * Writes the sockets for the next call's join script (run-namespace.ts), which
 * binds /dev/null over each that is a socket in the run's namespace: NUL-ended
 * paths, replaced whole (a call that starts meanwhile reads the old list or the new).
 */
export function writeSocketList(file: string, sockets: readonly string[]): void {
  const text = sockets.map((path) => `${path}\0`).join('');
  writeFileSync(`${file}.new`, text, { mode: 0o600 });
  renameSync(`${file}.new`, file);
}

/**
 * The window the rescans leave, for the log and the report: a socket the host
 * makes while a call runs is covered only for the calls after it; on a host with
 * more folders than a rescan looks at, or that the first walk did not finish, later.
 */
export function socketWindow(scan: HostSocketScan): string {
  const { firstEntries, pending, folders, perRescan } = scan.reach();
  const turns = Math.ceil(folders / perRescan);
  const slower = [
    ...(turns > 1
      ? [`a rescan looks at ${perRescan} of the ${folders} folders, each within ${turns} calls`]
      : []),
    ...(pending > 0
      ? [
          `the first walk stopped after ${firstEntries} entries, ${pending} folders are left to the next calls`,
        ]
      : []),
  ];
  return (
    'a connect-time check of host unix sockets: a socket the host makes during the run in a folder the tools see is covered before the next tool call, and the calls running when it appears can reach it until then (within a second when the host lists it in /proc/net/unix)' +
    (slower.length > 0 ? ` (${slower.join('; ')})` : '')
  );
}

/** The absolute paths of the bound sockets in the host's /proc/net/unix (its network namespace). */
export function listedSockets(netUnix = () => readFileSync('/proc/net/unix', 'utf8')): string[] {
  let text: string;
  try {
    text = netUnix();
  } catch {
    return [];
  }
  // "Num RefCount Protocol Flags Type St Inode Path": the path is the rest of the line.
  return text
    .split('\n')
    .slice(1)
    .map((line) => /^\s*(?:\S+\s+){7}(\/.*)$/.exec(line)?.[1])
    .filter((path): path is string => path !== undefined);
}
