/**
 * Files another user keeps to themselves are not the agent's to publish. The
 * action's git runs as the action's user (root, often) and would add whatever
 * it can read; a file in the workspace that belongs to another user and that
 * others may not read (a service container's output, a credentials file a step
 * wrote as another user) was never readable by the agent's tools, which run as
 * an unprivileged user of their own. Such a file (or one in a folder others may
 * not enter) keeps its content from before the run and is listed.
 */
import { lstatSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/** Who the action's files belong to: the tools see the action's own files as theirs. */
export interface ActionOwner {
  uid: number;
  gid: number;
}

/**
 * Why the tools could not have read `path` (relative to `workTree`, `/`-separated),
 * or undefined when they could (or it is gone, or a link).
 */
export function privateToAnother(
  workTree: string,
  path: string,
  owner: ActionOwner,
  folders = new Map<string, string | undefined>(),
): string | undefined {
  const parts = path.split('/');
  for (let depth = 1; depth < parts.length; depth++) {
    const folder = parts.slice(0, depth).join('/');
    if (!folders.has(folder)) {
      const stat = statOrUndefined(join(workTree, folder));
      folders.set(folder, stat && !allowed(stat, owner, 0o1) ? folder : undefined);
    }
    const closed = folders.get(folder);
    if (closed) {
      const uid = statOrUndefined(join(workTree, closed))?.uid ?? '?';
      return `it is in ${closed}/, a folder of another user's (uid ${uid}) that others may not enter: not the agent's to publish (its tools could not read it)`;
    }
  }
  const stat = statOrUndefined(join(workTree, path));
  if (!stat || stat.isSymbolicLink() || allowed(stat, owner, 0o4)) return undefined;
  return `it belongs to another user (uid ${stat.uid}) who keeps it to themselves: not the agent's to publish (its tools could not read it)`;
}

/** True when the action's user (as the tools see it) or anyone may `bit` (4 read, 1 enter). */
function allowed(stat: Stats, owner: ActionOwner, bit: number): boolean {
  if (stat.uid === owner.uid) return (stat.mode & (bit << 6)) !== 0;
  if (stat.gid === owner.gid && (stat.mode & (bit << 3)) !== 0) return true;
  return (stat.mode & bit) !== 0;
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}
