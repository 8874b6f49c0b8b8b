/**
 * Confinement: every path a tool touches is resolved (`..`, symlinks, also for
 * files and folders that do not exist yet) and must stay inside the workspace.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { errorMessage } from '../text/error-message.js';

/** A path that passed confinement. */
export interface ResolvedPath {
  /** The real location (symlinks resolved), inside the workspace. */
  realPath: string;
  /** `realPath` relative to the workspace's real root ('' for the root itself). */
  relativePath: string;
  /** Whether something exists at `realPath`. */
  exists: boolean;
}

/** Options of {@link resolveInWorkspace}. */
export interface ResolveOptions {
  /** The path will be written: `.git` internals and (unless allowed) workflows are refused. */
  forWrite?: boolean;
  /** Allow writing under `.github/workflows/` (off by default: a stranger could plant CI code). */
  allowWorkflowEdits?: boolean;
  /** How messages name the folder (default `the workspace`; an added folder's own words). */
  folderName?: string;
  /** Other folders the tools reach (a run's added folders), named when a path is outside all. */
  alsoReachable?: readonly string[];
}

/** Thrown when a path is refused; its message is meant for the model. */
export class PathAccessError extends AgentLoopError<'path_access'> {
  override name = 'PathAccessError';
  get kind() {
    return 'path_access' as const;
  }
}

/** More hops than any honest tree needs; a loop of links ends here. */
const MAX_SYMLINK_HOPS = 40;

/** The workspace root's real path (resolves a symlinked root such as macOS /tmp). */
export function realWorkspaceRoot(root: string): string {
  return realpathSync(resolve(root));
}

/**
 * Resolves `path` (relative to the workspace root, or absolute) and checks that
 * its real location lies inside the workspace. Throws {@link PathAccessError}.
 */
export function resolveInWorkspace(
  root: string,
  path: string,
  options: ResolveOptions = {},
): ResolvedPath {
  if (typeof path !== 'string' || path.length === 0)
    throw new PathAccessError('The path is empty.');
  if (path.includes('\0')) throw new PathAccessError('The path contains a NUL byte.');
  const realRoot = realWorkspaceRoot(root);
  const lexicalRoot = resolve(root);
  const folderName = options.folderName ?? 'the workspace';
  let lexical = isAbsolute(path) ? resolve(path) : resolve(realRoot, path);
  // An absolute path spelled through the given (possibly symlinked) root is fine.
  if (lexical !== realRoot && isInside(lexicalRoot, lexical) && !isInside(realRoot, lexical)) {
    lexical = join(realRoot, relative(lexicalRoot, lexical));
  }
  if (!isInside(realRoot, lexical)) {
    const others = options.alsoReachable ?? [];
    const where = others.length
      ? `${folderName} (${realRoot}) and the added folders (${others.join(', ')}); only files inside them`
      : `${folderName} (${realRoot}); only files inside it`;
    throw new PathAccessError(`${path} is outside ${where} can be used.`);
  }
  const { realPath, exists } = resolveReal(lexical);
  if (!isInside(realRoot, realPath)) {
    throw new PathAccessError(
      `${path} resolves (through a symbolic link) to ${realPath}, outside ${folderName}; refused.`,
    );
  }
  const relativePath = relative(realRoot, realPath);
  if (options.forWrite) {
    for (const candidate of [relative(realRoot, lexical), relativePath]) {
      checkWritable(candidate, path, options.allowWorkflowEdits === true, folderName);
    }
  }
  return { realPath, relativePath, exists };
}

/** True when `child` is `parent` or below it. */
export function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
}

function checkWritable(
  relativePath: string,
  original: string,
  allowWorkflowEdits: boolean,
  folderName: string,
): void {
  if (relativePath === '')
    throw new PathAccessError(`The root of ${folderName} itself cannot be written.`);
  // Lower-case: on a case-insensitive disk `.GIT/config` is `.git/config`. Windows
  // also drops trailing dots and spaces (`.git.`) and reads `name:stream` as `name`.
  const parts = relativePath.split(/[\\/]/).map((part) =>
    part
      .toLowerCase()
      .replace(/:.*$/s, '')
      .replace(/[. ]+$/, ''),
  );
  if (parts.includes('.git') || parts.includes('git~1')) {
    throw new PathAccessError(
      `${original} is inside a .git folder; git internals are never written by tools.`,
    );
  }
  if (
    !allowWorkflowEdits &&
    parts[0] === '.github' &&
    parts[1] === 'workflows' &&
    parts.length > 2
  ) {
    throw new PathAccessError(
      `${original} is a GitHub workflow file; editing workflows is not allowed in this run.`,
    );
  }
}

/**
 * Resolves symlinks of an absolute path whose tail may not exist: the existing
 * part goes through realpath, a dangling link is followed by hand, and the
 * missing remainder is appended as is (it has no links because it has no files).
 */
function resolveReal(absolute: string, hops = 0): { realPath: string; exists: boolean } {
  if (hops > MAX_SYMLINK_HOPS) throw new PathAccessError('Too many levels of symbolic links.');
  try {
    return { realPath: realpathSync(absolute), exists: true };
  } catch (error) {
    if (!isMissing(error))
      throw new PathAccessError(`Cannot resolve ${absolute}: ${errorMessage(error)}`);
  }
  const parent = dirname(absolute);
  if (parent === absolute) return { realPath: absolute, exists: false };
  const name = basename(absolute);
  const realParent = resolveReal(parent, hops + 1).realPath;
  const candidate = join(realParent, name);
  let linkTarget: string | undefined;
  try {
    if (lstatSync(candidate).isSymbolicLink()) linkTarget = readlinkSync(candidate);
  } catch (error) {
    if (!isMissing(error))
      throw new PathAccessError(`Cannot resolve ${absolute}: ${errorMessage(error)}`);
  }
  if (linkTarget !== undefined) {
    // A dangling link: writing through it would create its target, so confine the target.
    return resolveReal(resolve(realParent, linkTarget), hops + 1);
  }
  return { realPath: candidate, exists: false };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
