/**
 * `--add-dir <path>` (docs/contract.md#change-sets): folders beside the working folder that the
 * run's tools reach as they reach it. Each is resolved against the current directory (as a
 * shell user means it, and as `--image` is), must be a directory, and must not overlap the
 * working folder or another added one (each folder is under exactly one folder's rules).
 */
import { realpathSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { AddedDir } from '../engine/session/options.js';
import { isInside } from '../engine/tools/workspace-paths.js';
import { UsageError } from './usage-error.js';

/** The added folders of `--add-dir`, by real path; a UsageError names the first bad one. */
export function readAddedDirs(paths: readonly string[], workspace: string): AddedDir[] {
  const root = realpathSync(workspace);
  const dirs: AddedDir[] = [];
  for (const given of paths) {
    const path = realDirectory(given);
    const problem =
      path === root
        ? 'is the working folder (--cwd) itself'
        : isInside(root, path)
          ? `is inside the working folder (--cwd ${root}), which the tools reach already`
          : isInside(path, root)
            ? `contains the working folder (--cwd ${root}); add the folders beside it instead`
            : overlap(dirs, path);
    if (problem === 'same') continue;
    if (problem) throw new UsageError(`--add-dir: "${given}" ${problem}`);
    dirs.push({ path, label: basename(path), readOnly: false });
  }
  return dirs;
}

function realDirectory(given: string): string {
  try {
    const path = realpathSync(resolve(given));
    if (statSync(path).isDirectory()) return path;
  } catch {
    // Said below, as for a file.
  }
  throw new UsageError(`--add-dir: "${given}" is not a directory`);
}

/** Why `path` cannot join `dirs`: 'same' for one given twice (kept once). */
function overlap(dirs: readonly AddedDir[], path: string): string | undefined {
  for (const dir of dirs) {
    if (dir.path === path) return 'same';
    if (isInside(dir.path, path) || isInside(path, dir.path)) {
      return `overlaps the added folder ${dir.path}; give one of them`;
    }
  }
  return undefined;
}
