/**
 * What the action refuses to publish, path by path: a change is left out of the
 * commit (the path keeps its content from before the run) when it carries a known
 * secret (in its content or its name), touches a workflow, is a symbolic link out
 * of the repository, is larger than the host accepts, or is a submodule.
 */
import { isAbsolute, posix } from 'node:path';
import type { SecretScanner } from '../../engine/safety/secret-scan.js';

/** GitHub refuses files over 100 MiB. */
export const DEFAULT_MAX_FILE_BYTES = 100 * 1024 * 1024;

/** Git's file modes for the entries the checks care about. */
export const SYMLINK_MODE = '120000';
export const GITLINK_MODE = '160000';
/** The mode and id of "no entry" in `git diff-tree --raw`. */
export const MISSING_MODE = '000000';

/** One changed path between the start commit and the agent's tree (`git diff-tree --raw`). */
export interface TreeChange {
  path: string;
  oldMode: string;
  newMode: string;
  oldSha: string;
  newSha: string;
}

export type LeftOutReason =
  | 'secret'
  | 'workflow'
  | 'symlink'
  | 'too_large'
  | 'submodule'
  | 'nested_repository'
  | 'unreadable'
  | 'outside_scope';

/** A path whose change was not published, and why (never the secret itself). */
export interface LeftOutPath {
  path: string;
  /** The path as reports show it: a name that holds a secret is withheld. */
  displayPath: string;
  reason: LeftOutReason;
  /** A sentence for the report. */
  detail: string;
}

/** The paths a commit may carry (an approved plan's files); every other change is left out. */
export interface PathScope {
  covers(path: string): boolean;
  /** Why a path outside it is left out, for the report (`outside the approved plan …`). */
  detail: string;
}

/** `change` left out when it lies outside `scope` (its name withheld when it holds a secret). */
export function outsideScope(
  change: TreeChange,
  scope: PathScope | undefined,
  scan: SecretScanner,
): LeftOutPath | undefined {
  if (!scope || scope.covers(change.path)) return undefined;
  const shown = scan(change.path).length > 0 ? '(name withheld)' : change.path;
  return { path: change.path, displayPath: shown, reason: 'outside_scope', detail: scope.detail };
}

/**
 * A folder the agent left with its own `.git` (a planted `sub/.git`): git takes it
 * for a nested repository (a gitlink, or an error without a commit) and would
 * drop every file in it, so it is named rather than silently missing.
 */
export function nestedRepository(path: string, scan: SecretScanner): LeftOutPath {
  const folder = path.replace(/\/+$/, '');
  const shown = scan(folder).length > 0 ? '(name withheld)/' : `${folder}/`;
  return {
    path: folder,
    displayPath: shown,
    reason: 'nested_repository',
    detail: `it holds its own .git, so git takes it for a nested repository and none of its files were committed (remove ${shown}.git to publish them)`,
  };
}

/** What the checks need to read. */
export interface ChangeReader {
  /** The size of a blob, in bytes. */
  blobSize(sha: string): Promise<number>;
  /** A blob's content (as UTF-8 text: secrets are text). */
  readBlob(sha: string): Promise<string>;
}

export interface PublishPolicy {
  scan: SecretScanner;
  allowWorkflowChanges: boolean;
  maxFileBytes: number;
}

/** The first reason `change` must be left out, or undefined when it may be published. */
export async function checkChange(
  change: TreeChange,
  policy: PublishPolicy,
  reader: ChangeReader,
): Promise<LeftOutPath | undefined> {
  const { path } = change;
  const leftOut = (reason: LeftOutReason, detail: string): LeftOutPath => ({
    path,
    displayPath: path,
    reason,
    detail,
  });
  if (policy.scan(path).length > 0) {
    const folder = posix.dirname(path);
    return {
      ...leftOut('secret', 'its name contains a known secret value'),
      displayPath: `${folder === '.' ? '' : `${folder}/`}(name withheld)`,
    };
  }
  if (change.oldMode === GITLINK_MODE || change.newMode === GITLINK_MODE || path === '.gitmodules')
    return leftOut('submodule', 'submodules (.gitmodules and gitlinks) are not published');
  if (!policy.allowWorkflowChanges && touchesWorkflows(change))
    return leftOut(
      'workflow',
      'changes under .github/workflows are not published (allow_workflow_changes is false)',
    );
  if (change.newMode === MISSING_MODE) return undefined;
  if (change.newMode === SYMLINK_MODE) {
    const target = await reader.readBlob(change.newSha);
    if (pointsOutside(path, target))
      return leftOut('symlink', 'a symbolic link pointing outside the repository');
    return undefined;
  }
  const size = await reader.blobSize(change.newSha);
  if (size > policy.maxFileBytes)
    return leftOut(
      'too_large',
      `${formatMegabytes(size)} is over the host's limit of ${formatMegabytes(policy.maxFileBytes)}`,
    );
  const found = policy.scan(await reader.readBlob(change.newSha));
  if (found.length === 0) return undefined;
  // A value the file already held before the run is not the agent's doing (and is public already).
  if (change.oldMode !== MISSING_MODE && change.oldMode !== GITLINK_MODE) {
    const before = new Set(policy.scan(await reader.readBlob(change.oldSha)));
    if (found.every((hint) => before.has(hint))) return undefined;
  }
  return leftOut('secret', 'it contains a known secret value');
}

/** A path under `.github/workflows/`, or a link standing in for `.github` or that directory. */
function touchesWorkflows(change: TreeChange): boolean {
  const path = change.path.toLowerCase();
  if (path.startsWith('.github/workflows/')) return true;
  const isLink = change.newMode === SYMLINK_MODE || change.oldMode === SYMLINK_MODE;
  return isLink && (path === '.github' || path === '.github/workflows');
}

/**
 * True when a link at `path` with `target` leads out of the repository, judged
 * on the text (an absolute target, or `..` climbing above the root).
 */
export function pointsOutside(path: string, target: string): boolean {
  if (target === '' || isAbsolute(target) || /^[A-Za-z]:[\\/]/.test(target)) return true;
  const resolved = posix.normalize(posix.join(posix.dirname(path), target.replace(/\\/g, '/')));
  return resolved === '..' || resolved.startsWith('../') || resolved.startsWith('/');
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MiB`;
}
