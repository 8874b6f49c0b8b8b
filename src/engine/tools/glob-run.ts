/** How Glob runs (its definition, what the model sees, is glob.ts). */
import { promises as fs } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { loadMatchers } from './matchers.js';
import { mtimeOf, newestPaths, selectNewest, toPosix, walkFiles } from './file-walk.js';
import { RIPGREP_WALK_FLAGS, runRipgrep } from './ripgrep.js';
import { PathAccessError } from './workspace-paths.js';
import { resolveReachable, shownPath } from './added-dirs.js';
import type { ToolCall, ToolResult } from './types.js';
import { errorMessage } from '../text/error-message.js';
import { toolError } from './tool-error.js';
import { MAX_GLOB_RESULTS, type GlobInput, type GlobToolOptions } from './glob.js';

/** Glob's call. */
export function globCall(options: GlobToolOptions): ToolCall<GlobInput> {
  return async (input, context) => {
    try {
      return await glob(input, options, context.signal);
    } catch (error) {
      if (error instanceof PathAccessError) return toolError(error.message);
      return toolError(`Glob failed: ${errorMessage(error)}`);
    }
  };
}

async function glob(
  input: GlobInput,
  options: GlobToolOptions,
  signal: AbortSignal,
): Promise<ToolResult> {
  const searched = resolveReachable(options, input.path ?? '.');
  const { root, target } = searched;
  if (!target.exists) return toolError(`Path does not exist: ${input.path ?? '.'}`);
  if (!(await fs.stat(target.realPath)).isDirectory()) {
    return toolError(`${input.path} is not a folder; Glob searches folders.`);
  }
  let pattern = input.pattern;
  if (isAbsolute(pattern)) {
    // An absolute pattern must point inside the searched folder.
    const inside = relative(target.realPath, pattern);
    if (inside.startsWith('..') || isAbsolute(inside)) {
      return toolError(`The pattern ${pattern} points outside ${input.path ?? 'the workspace'}.`);
    }
    pattern = toPosix(inside);
  }
  if (pattern.split('/').includes('..')) {
    return toolError('The pattern cannot contain "..": set path to search another folder.');
  }
  const base = toPosix(target.relativePath);
  const { picomatch } = await loadMatchers();
  const matcher = picomatch(pattern, { dot: true });
  const prefix = base === '' ? '' : `${base}/`;
  const wanted = (path: string) => matcher(path.slice(prefix.length));
  let shown: string[];
  let total: number;
  if (options.ripgrepPath) {
    // Matches are stat'ed as rg streams them, so the stats overlap rg's walk.
    const found = await listWithRipgrep(options.ripgrepPath, root, base, wanted, signal);
    total = found.paths.length;
    shown = selectNewest(found.paths, found.mtimes, MAX_GLOB_RESULTS);
  } else {
    const matches = (await walkFiles({ root, base, signal })).filter(wanted);
    total = matches.length;
    shown = await newestPaths(root, matches, MAX_GLOB_RESULTS, signal);
  }
  if (total === 0) return { content: 'No files found' };
  const note =
    total > shown.length
      ? `\n(Showing ${shown.length} of ${total} files, newest first; use a narrower pattern or path to see others.)`
      : '';
  return { content: shown.map((path) => shownPath(searched, path)).join('\n') + note };
}

/** The files rg lists under `base` that are `wanted`, each with its mtime. */
async function listWithRipgrep(
  rgPath: string,
  root: string,
  base: string,
  wanted: (path: string) => boolean,
  signal: AbortSignal,
): Promise<{ paths: string[]; mtimes: number[] }> {
  const paths: string[] = [];
  const mtimes: number[] = [];
  let listed = false;
  const args = [...RIPGREP_WALK_FLAGS, '--files', '--null', '-g', '!.git'];
  // Always name the path: without one, rg may read stdin.
  args.push('--', base === '' ? '.' : base);
  const result = await runRipgrep(
    rgPath,
    args,
    root,
    signal,
    (entry) => {
      if (!entry) return true;
      listed = true;
      const path = entry.startsWith('./') ? entry.slice(2) : entry;
      if (wanted(path)) {
        paths.push(path);
        mtimes.push(mtimeOf(root, path));
      }
      return true;
    },
    '\0',
  );
  if (result.code === 2 && !listed) throw new Error(result.stderr.trim() || 'ripgrep failed');
  return { paths, mtimes };
}
