/**
 * The tree walk Glob and Grep use when ripgrep is not available. It follows
 * ripgrep's defaults as the tools run it: `.gitignore` files (nested ones too)
 * and `.git/info/exclude` are honoured, hidden files are included, `.git` is
 * skipped, symbolic links are not followed (so the walk never leaves the
 * workspace), and `-g` globs override ignore rules the way ripgrep's do.
 */
import { promises as fs, lstatSync, type Dirent } from 'node:fs';
import { join, posix, sep } from 'node:path';
import type { Ignore } from 'ignore';
import { loadMatchers, type Matchers } from './matchers.js';
import { openFolder, readConfined, type HeldFolder } from './confined-fs.js';

/** Gitignore rules read from one folder, for paths below it. */
interface IgnoreLevel {
  /** The folder, relative to the workspace root ('' or 'a/b/'). */
  prefix: string;
  rules: Ignore;
}

/** A `-g` glob: later ones win, a `!` one excludes. */
interface OverrideGlob {
  negated: boolean;
  matches: (path: string) => boolean;
}

/** What to walk and how to filter it. */
export interface WalkOptions {
  /** The workspace's real root; ignore rules and paths are relative to it. */
  root: string;
  /** The folder to walk, relative to the root ('' for the root). */
  base: string;
  /** ripgrep-style `-g` globs. */
  globs?: string[];
  /** File-name globs of a `--type` (a file must match one). */
  typeGlobs?: string[];
  signal?: AbortSignal;
}

/** How many folders are read at once: enough to keep the disk busy. */
const CONCURRENCY = 32;

/** Lists the files under `base` (posix paths relative to the root), in no particular order. */
export async function walkFiles(options: WalkOptions): Promise<string[]> {
  const { picomatch, ignore } = await loadMatchers();
  const overrides = compileOverrides(options.globs ?? [], picomatch);
  const hasWhitelist = overrides.some((glob) => !glob.negated);
  const typeMatcher = options.typeGlobs ? picomatch(options.typeGlobs, { dot: true }) : undefined;
  const gitRepo = await exists(join(options.root, '.git'));
  const rootLevels: IgnoreLevel[] = [];
  if (gitRepo) {
    const exclude = await readConfinedText(options.root, ['.git', 'info', 'exclude']);
    if (exclude) rootLevels.push({ prefix: '', rules: ignore({ ignorecase: false }).add(exclude) });
    // Ignore files of the folders above `base` apply to it too.
    const parts = options.base === '' ? [] : options.base.split('/');
    for (let depth = 0; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      const level = await loadLevel(options.root, folder, ignore);
      if (level) rootLevels.push(level);
    }
  }

  const files: string[] = [];
  const queue: { folder: string; levels: IgnoreLevel[] }[] = [
    { folder: options.base, levels: rootLevels },
  ];
  const visit = async (folder: string, inherited: IgnoreLevel[]) => {
    const entries = await readFolder(options.root, folder);
    let levels = inherited;
    if (gitRepo && entries.some((entry) => entry.name === '.gitignore' && entry.isFile())) {
      const level = await loadLevel(options.root, folder, ignore);
      if (level) levels = [...inherited, level];
    }
    for (const entry of entries) {
      if (entry.name === '.git') continue;
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        const override = overrideMatch(overrides, path, entry.name);
        if (override === 'exclude') continue;
        if (override !== 'include' && isIgnored(levels, path, true)) continue;
        queue.push({ folder: path, levels });
      } else if (entry.isFile()) {
        const override = overrideMatch(overrides, path, entry.name);
        if (override === 'exclude') continue;
        if (override !== 'include') {
          if (hasWhitelist) continue;
          if (isIgnored(levels, path, false)) continue;
          if (typeMatcher && !typeMatcher(entry.name)) continue;
        }
        files.push(path);
      }
    }
  };
  const running = new Set<Promise<void>>();
  while (queue.length > 0 || running.size > 0) {
    if (options.signal?.aborted) throw new Error('aborted');
    while (queue.length > 0 && running.size < CONCURRENCY) {
      const next = queue.pop();
      if (!next) break;
      const task: Promise<void> = visit(next.folder, next.levels).finally(() =>
        running.delete(task),
      );
      running.add(task);
    }
    if (running.size > 0) await Promise.race(running);
  }
  return files;
}

/**
 * The entries of a folder, read through a descriptor opened without following
 * links (confined-fs.ts): a folder swapped for a link since its parent was
 * listed is skipped, never listed from wherever the link points.
 */
async function readFolder(root: string, folder: string): Promise<Dirent[]> {
  let held: HeldFolder;
  try {
    held = openFolder(root, folder.split('/').join(sep));
  } catch {
    return [];
  }
  try {
    return await fs.readdir(held.self, { withFileTypes: true });
  } catch {
    return [];
  } finally {
    held.close();
  }
}

function isIgnored(levels: IgnoreLevel[], path: string, isDirectory: boolean): boolean {
  let ignored = false;
  // Deeper files win, as in git: a nested `!pattern` re-includes.
  for (const level of levels) {
    if (!path.startsWith(level.prefix)) continue;
    const relative = path.slice(level.prefix.length) + (isDirectory ? '/' : '');
    const result = level.rules.test(relative);
    if (result.ignored) ignored = true;
    else if (result.unignored) ignored = false;
  }
  return ignored;
}

/**
 * ripgrep's `-g`: a glob without a slash matches the name at any depth, one with
 * a slash matches the path from the root; the last matching glob decides.
 */
function compileOverrides(globs: string[], picomatch: Matchers['picomatch']): OverrideGlob[] {
  return globs.map((raw) => {
    const negated = raw.startsWith('!');
    let glob = negated ? raw.slice(1) : raw;
    const anchored = glob.includes('/');
    if (glob.startsWith('/')) glob = glob.slice(1);
    if (glob.endsWith('/')) glob = glob.slice(0, -1);
    const matcher = picomatch(glob, { dot: true });
    return {
      negated,
      matches: anchored
        ? (path: string) => matcher(path)
        : (path: string) => matcher(posix.basename(path)),
    };
  });
}

function overrideMatch(
  overrides: OverrideGlob[],
  path: string,
  _name: string,
): 'include' | 'exclude' | 'none' {
  for (let index = overrides.length - 1; index >= 0; index--) {
    const glob = overrides[index];
    if (glob?.matches(path)) return glob.negated ? 'exclude' : 'include';
  }
  return 'none';
}

async function loadLevel(
  root: string,
  folder: string,
  ignore: Matchers['ignore'],
): Promise<IgnoreLevel | undefined> {
  const text = await readConfinedText(root, [...folder.split('/').filter(Boolean), '.gitignore']);
  if (!text) return undefined;
  return {
    prefix: folder === '' ? '' : `${folder}/`,
    rules: ignore({ ignorecase: false }).add(text),
  };
}

async function readConfinedText(root: string, parts: string[]): Promise<string | undefined> {
  try {
    return (await readConfined(root, parts.join(sep))).toString('utf8');
  } catch {
    return undefined;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await fs.lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** Compares posix paths folder by folder, as ripgrep's `--sort path` orders them. */
export function comparePaths(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const x = left[index] ?? '';
    const y = right[index] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/** How many files are stat'ed between yields to the event loop (~1–2 ms of work). */
const STAT_CHUNK = 512;

/**
 * The mtime of a posix path relative to `root` (0 when it cannot be stat'ed).
 * Synchronous on purpose: a promise per `fs.stat` costs several times the
 * system call itself, which dominated Glob on big trees; callers stat in small
 * chunks so the event loop is never held for long.
 */
export function mtimeOf(root: string, path: string): number {
  const native = sep === '/' ? path : path.split('/').join(sep);
  try {
    const full = root.endsWith(sep) ? root + native : root + sep + native;
    // lstat: a link swapped in since the walk is not followed out of the workspace.
    return lstatSync(full, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  } catch {
    return 0;
  }
}

/**
 * The `limit` newest of `paths` (posix, relative to `root`), newest first by
 * mtime, ties in {@link comparePaths} order; a path that cannot be stat'ed counts
 * as time 0. The same answer as fully sorting every path by stat'ing them all,
 * only cheaper: see {@link mtimeOf} and {@link selectNewest}.
 */
export async function newestPaths(
  root: string,
  paths: string[],
  limit: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const mtimes: number[] = [];
  for (let start = 0; start < paths.length; start += STAT_CHUNK) {
    if (start > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      if (signal?.aborted) throw new Error('aborted');
    }
    for (const path of paths.slice(start, start + STAT_CHUNK)) mtimes.push(mtimeOf(root, path));
  }
  return selectNewest(paths, mtimes, limit);
}

/**
 * The first `limit` of `paths` ordered by `mtimes` (same indexes) descending, then
 * by {@link comparePaths}: a numeric threshold (the limit-th newest time) leaves
 * only the candidates for the shown places to be compared by path.
 */
export function selectNewest(paths: string[], mtimes: number[], limit: number): string[] {
  if (limit <= 0) return [];
  const times = Float64Array.from(mtimes);
  const threshold =
    paths.length > limit ? (times.slice().sort()[paths.length - limit] ?? -Infinity) : -Infinity;
  const candidates: number[] = [];
  for (let index = 0; index < paths.length; index++)
    if ((times[index] ?? 0) >= threshold) candidates.push(index);
  candidates.sort(
    (a, b) => (times[b] ?? 0) - (times[a] ?? 0) || comparePaths(paths[a] ?? '', paths[b] ?? ''),
  );
  return candidates.slice(0, limit).map((index) => paths[index] ?? '');
}

/** A native path relative to the root as a posix path. */
export function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}
