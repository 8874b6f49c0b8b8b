/**
 * The folders the file tools reach besides the workspace (docs/contract.md#change-sets): an
 * absolute path under an added folder is checked against that folder as a path of the workspace
 * is against the workspace (no `..` or link out of it, no `.git` write, the workflow rule); a
 * relative path is always the workspace's. A read-only folder is refused to every write.
 */
import { isAbsolute, resolve } from 'node:path';
import type { WorkspaceFile } from './file-state.js';
import {
  isInside,
  PathAccessError,
  realWorkspaceRoot,
  resolveInWorkspace,
  type ResolveOptions,
} from './workspace-paths.js';

/** One folder beside the workspace that a run may reach (see SessionTools.addedDirs). */
export interface AddedDir {
  /** Absolute path. */
  path: string;
  /** How the prompt names it (an `owner/name` for the action's repositories). */
  label: string;
  readOnly: boolean;
  /** Why it is read-only, said in the prompt (e.g. "the requester cannot write to it"). */
  readOnlyReason?: string;
}

/** Where the file tools may go: the workspace, and the folders added to the run. */
export interface ToolReach {
  workspaceRoot: string;
  addedDirs?: readonly AddedDir[];
}

/** A checked path, the real root of the folder it lies in, and that folder when it is an added one. */
export interface ReachedFile extends WorkspaceFile {
  added?: AddedDir;
}

/**
 * Resolves `path` (relative to the workspace, or absolute) in the workspace or the added folder
 * it names, under that folder's rules. Throws {@link PathAccessError}: outside all of them, out
 * of its folder through a link, a write refused by the rules or to a read-only folder.
 */
export function resolveReachable(
  reach: ToolReach,
  path: string,
  options: ResolveOptions = {},
): ReachedFile {
  const added = isAbsolute(path) ? addedDirOf(reach, resolve(path)) : undefined;
  if (!added) {
    const alsoReachable = (reach.addedDirs ?? []).map((dir) => dir.path);
    const target = resolveInWorkspace(reach.workspaceRoot, path, { ...options, alsoReachable });
    return { root: realWorkspaceRoot(reach.workspaceRoot), target };
  }
  const folderName = `the added folder ${added.path}`;
  if (options.forWrite && added.readOnly) {
    throw new PathAccessError(
      `${path} is in ${folderName} (${added.label}), which is read-only in this run` +
        `${added.readOnlyReason ? `: ${added.readOnlyReason}` : ''}. It can be read, not changed.`,
    );
  }
  const target = resolveInWorkspace(added.path, path, { ...options, folderName });
  return { root: realWorkspaceRoot(added.path), target, added };
}

/** The added folder `absolute` lies in (as written or through its real path), if any. */
function addedDirOf(reach: ToolReach, absolute: string): AddedDir | undefined {
  const workspace = resolve(reach.workspaceRoot);
  if (isInside(workspace, absolute) || isInside(realOrSame(workspace), absolute)) return undefined;
  return reach.addedDirs?.find(
    (dir) => isInside(resolve(dir.path), absolute) || isInside(realOrSame(dir.path), absolute),
  );
}

function realOrSame(path: string): string {
  try {
    return realWorkspaceRoot(path);
  } catch {
    return resolve(path);
  }
}

/** The path a Glob or Grep result shows: the workspace's relative, an added folder's absolute. */
export function shownPath(file: ReachedFile, relativePath: string): string {
  return file.added ? resolve(file.added.path, relativePath) : relativePath;
}
