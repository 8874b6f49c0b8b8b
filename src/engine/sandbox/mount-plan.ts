/**
 * What the tool user sees of the file system, as a list of mounts made in its
 * own mount namespace: the runner's home, RUNNER_TEMP and any folder on the way
 * to the workspace that others may not enter are covered by empty tmpfs; /tmp is
 * the run's own temp folder; /var is hidden whole but for the package databases
 * tools read (bound back read-only); the workspace (and the node binary the
 * network forwarder needs) are bound back at their own paths; `.git` is read-only.
 * A folder added to the run (docs/contract.md#change-sets) is shown as the workspace
 * is, at its own path, its `.git` read-only; a read-only one is read-only whole.
 */
import { realpathSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { RootEntry } from './visible.js';

/** The mounts of one call, in order (see callScript). */
export interface MountPlan {
  /** Empty tmpfs over these (outermost first). */
  hide: string[];
  /** Bound back at the same path, after `hide` (sources staged first). */
  bindBack: { path: string; file: boolean; readOnly?: boolean }[];
  /** Empty tmpfs over these after the binds (hidden folders inside the workspace). */
  hideInside: string[];
  /** Made read-only (the workspace's `.git`). */
  readOnly: string[];
  /** Host sockets outside the hidden folders: /dev/null is bound over each. */
  coverSockets: string[];
  /** The root the tools get instead of the host's, when the host allows (see callScript). */
  root?: readonly RootEntry[];
}

/** A folder beside the workspace the tools reach (docs/contract.md#change-sets). */
export interface AddedFolder {
  /** Absolute path. */
  path: string;
  /** Shown read-only whole (else written as the workspace is, `.git` read-only). */
  readOnly: boolean;
}

/** Inputs of {@link planMounts}; every path absolute. */
export interface MountPlanInput {
  workspace: string;
  /** Folders shown besides the workspace, at their own paths (default: none). */
  added?: readonly AddedFolder[];
  /** The run's private folder: bound back when it lies in a hidden folder (/var/tmp). */
  base: string;
  /** Folders to hide: the action user's home(s), RUNNER_TEMP. */
  hide: readonly string[];
  /** Extra files to bind back when hidden (the node binary, resolv.conf's target). */
  keepFiles: readonly string[];
  /** Host sockets in what is shown (host-sockets.ts; default: none). */
  sockets?: readonly string[];
  /** Folders of the workspace made read-only besides `.git` (the CLI's `.claude`), by relative path. */
  readOnlyInside?: readonly string[];
  /** Files and folders to bind back read-only when hidden (what an MCP server's command names). */
  keepReadOnly?: readonly string[];
  /** The root to build for the tools ({@link rootEntries} of visible.ts); default: the host's, with `hide` over it. */
  root?: readonly RootEntry[];
}

/**
 * Folders hidden on every host, whole, so that no socket a daemon makes there
 * later is reachable (the socket scan of host-sockets.ts covers a new one only
 * from the next call on, and neither a network namespace nor a read-only mount
 * stops connect() to a path):
 * /run with the host's sockets (systemd-resolved's varlink socket, the D-Bus
 * system bus, nscd, docker.sock) and its lock files; /var, where daemons keep
 * their state and sockets (/var/lib/lxd, /var/lib/docker, /var/spool/postfix,
 * /var/lib/mysql) and other runs leave their folders in /var/tmp; the Nix
 * daemon's socket folder (its daemon builds and writes the store for anyone).
 */
const ALWAYS_HIDDEN = ['/var', '/run', '/var/run', '/nix/var/nix/daemon-socket'];

/**
 * Folders of /var bound back read-only, where they exist: what the tools read of
 * it. The package databases (`dpkg -l`, `dpkg -S`, `update-alternatives`,
 * `apt-cache`), Debian's system gems, TeX's generated formats, the XML and SGML
 * catalogs /etc links into, aspell's compiled dictionaries, GHC's package
 * database and the fontconfig cache. No daemon makes sockets in these; the socket
 * scan (host-sockets.ts) covers them besides.
 */
export const SHOWN_IN_VAR = [
  '/var/lib/dpkg',
  '/var/lib/apt',
  '/var/cache/apt',
  '/var/lib/gems',
  '/var/lib/texmf',
  '/var/lib/xml-core',
  '/var/lib/sgml-base',
  '/var/lib/aspell',
  '/var/lib/ghc',
  '/var/cache/fontconfig',
];

/** True when `path` is `parent` or lies below it. */
export function isWithin(parent: string, path: string): boolean {
  return path === parent || path.startsWith(parent.endsWith(sep) ? parent : parent + sep);
}

/** The shallowest folder on the way to `path` that others may not enter, if any. */
export function closedAncestor(path: string): string | undefined {
  const chain: string[] = [];
  for (let current = dirname(path); ; current = dirname(current)) {
    chain.unshift(current);
    if (current === dirname(current)) break;
  }
  return chain.find((folder) => (statSync(folder).mode & 0o001) === 0);
}

/** The folders of {@link SHOWN_IN_VAR} this host has. */
function shownInVar(): string[] {
  return SHOWN_IN_VAR.filter((path) => {
    try {
      return statSync(path).isDirectory() && isWithin('/var', realpathSync(path));
    } catch {
      return false;
    }
  });
}

function realOrUndefined(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/** Computes the mounts; throws when the run's folder would be hidden. */
export function planMounts(input: MountPlanInput): MountPlan {
  const workspace = realpathSync(input.workspace);
  const added = (input.added ?? []).map((dir) => ({ ...dir, path: realpathSync(dir.path) }));
  const shown = [workspace, ...added.map((dir) => dir.path)];
  const candidates = [
    ...ALWAYS_HIDDEN.map(realOrUndefined),
    ...input.hide.map(realOrUndefined),
    ...shown.map(closedAncestor),
    ...input.keepFiles.map((file) => closedAncestor(realpathSync(file))),
    ...(input.keepReadOnly ?? []).map((path) => closedAncestor(path)),
  ].filter((path): path is string => path !== undefined && path !== '/');
  const base = realpathSync(input.base);
  for (const folder of shown) {
    if (isWithin(base, folder) || isWithin(folder, base)) {
      throw new Error(`the sandbox's own folder ${base} and the shown folder ${folder} overlap`);
    }
  }
  const unique = [...new Set(candidates)].sort((a, b) => a.length - b.length);
  // A folder under /tmp is hidden already: /tmp is replaced by the run's own.
  const covered = (path: string, others: readonly string[]) =>
    isWithin('/tmp', path) || others.some((other) => other !== path && isWithin(other, path));
  // Hidden folders inside a shown one are covered after its bind (hideInside).
  const inWorkspace = unique.filter((path) =>
    shown.some((folder) => isWithin(folder, path) && path !== folder),
  );
  const outside = unique.filter((path) => !inWorkspace.includes(path));
  const hide = outside.filter((path) => !covered(path, outside));
  const hidden = (path: string) =>
    isWithin('/tmp', path) || hide.some((root) => isWithin(root, path));
  const bindBack = [
    ...(hidden(workspace) ? [{ path: workspace, file: false }] : []),
    ...added
      .filter((dir) => hidden(dir.path))
      .map((dir) => ({ path: dir.path, file: false, ...(dir.readOnly ? { readOnly: true } : {}) })),
    ...(hidden(base) ? [{ path: base, file: false }] : []),
    ...input.keepFiles
      .map((file) => realpathSync(file))
      .filter((file) => hidden(file) && !isWithin(workspace, file))
      .map((path) => ({ path, file: true })),
    ...[...new Set([...(hidden('/var') ? shownInVar() : []), ...(input.keepReadOnly ?? [])])]
      .filter((path) => hidden(path) && !isWithin(workspace, path) && !isWithin(base, path))
      .map((path) => ({ path, file: !statSync(path).isDirectory(), readOnly: true })),
  ];
  // A socket is seen where it is not hidden, or hidden and bound back again.
  const seen = (path: string) =>
    !hidden(path) || bindBack.some((entry) => isWithin(entry.path, path));
  return {
    hide,
    bindBack,
    hideInside: inWorkspace.filter((path) => !covered(path, inWorkspace)),
    readOnly: [
      `${workspace}${sep}.git`,
      ...(input.readOnlyInside ?? []).map((name) => join(workspace, name)),
      ...added.map((dir) => (dir.readOnly ? dir.path : `${dir.path}${sep}.git`)),
    ],
    coverSockets: (input.sockets ?? []).filter(
      (path) => seen(path) && !isWithin(workspace, path) && !isWithin(base, path),
    ),
    ...(input.root ? { root: input.root } : {}),
  };
}
