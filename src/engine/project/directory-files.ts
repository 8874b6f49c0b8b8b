/**
 * The trusted tree as a folder on disk: the CLI's working tree (the user's own
 * files). Paths stay inside the folder, also through symbolic links.
 */
import { promises as fs } from 'node:fs';
import { join, resolve } from 'node:path';
import { isInside } from '../tools/workspace-paths.js';
import type { ProjectFiles } from './types.js';

/** Larger files are not configuration: they read as absent. */
export const MAX_CONFIG_FILE_BYTES = 1024 * 1024;
/** A listing stops after this many files (a `.claude/` folder is small). */
const MAX_LISTED_FILES = 5000;

/** The files of the folder `root`; `source` names it in messages. */
export function directoryProjectFiles(root: string, source = 'the working tree'): ProjectFiles {
  const top = resolve(root);
  const inside = async (path: string): Promise<string | undefined> => {
    if (path.includes('\0') || path.split('/').includes('..')) return undefined;
    const full = join(top, path);
    try {
      const real = await fs.realpath(full);
      return isInside(await fs.realpath(top), real) ? real : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    source,
    async read(path) {
      const real = await inside(path);
      if (!real) return undefined;
      try {
        const stat = await fs.stat(real);
        if (!stat.isFile() || stat.size > MAX_CONFIG_FILE_BYTES) return undefined;
        return await fs.readFile(real, 'utf8');
      } catch {
        return undefined;
      }
    },
    async list(folder) {
      const start = await inside(folder);
      if (!start) return [];
      const found: string[] = [];
      const walk = async (dir: string, prefix: string): Promise<void> => {
        let entries;
        try {
          entries = await fs.readdir(dir, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of entries) {
          if (found.length >= MAX_LISTED_FILES) return;
          const path = `${prefix}/${entry.name}`;
          // Folders are walked without following links; a linked file is judged by read().
          if (entry.isDirectory()) await walk(join(dir, entry.name), path);
          else if (entry.isFile() || entry.isSymbolicLink()) found.push(path);
        }
      };
      await walk(start, folder.replace(/\/+$/, ''));
      return found.sort();
    },
  };
}
