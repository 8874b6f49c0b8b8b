/**
 * File access that a folder swapped for a symbolic link cannot redirect. The
 * tool user's processes (a background command, an MCP server) live during the
 * run and may swap a folder for a link between the moment a path is checked
 * (workspace-paths.ts) and the moment it is opened. So on Linux every folder on
 * the way is opened from the one before it, through `/proc/self/fd/<fd>/<name>`
 * (what `openat` does), with `O_NOFOLLOW`: a link is refused wherever it shows
 * up, and the file that is read or written is always the one inside the folder
 * that was held open. Elsewhere there is no boundary (no other user's process
 * can race the tools), and plain paths are used.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  promises as fs,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { PathAccessError } from './workspace-paths.js';

const PROC_FD = '/proc/self/fd';
const { O_RDONLY, O_DIRECTORY, O_NOFOLLOW, O_NONBLOCK, O_WRONLY, O_CREAT, O_EXCL } = constants;

/** Whether folders can be held open and entered by descriptor (Linux with /proc). */
export const folderDescriptors = process.platform === 'linux' && existsSync(PROC_FD);

/** A folder of the workspace, held open: paths to its entries go through the held folder. */
export interface HeldFolder {
  /** A path naming `name` inside the held folder, whatever happens to the folder's own path. */
  entry(name: string): string;
  /** A path naming the held folder itself (for readdir). */
  readonly self: string;
  close(): void;
}

/**
 * Opens the folder `relative` (a path relative to the workspace's real `root`,
 * '' for the root) component by component, never following a link. `create`
 * makes missing folders on the way. Throws {@link PathAccessError} on a link.
 */
export function openFolder(root: string, relative: string, create = false): HeldFolder {
  const parts = relative.split(sep).filter((part) => part !== '' && part !== '.');
  if (!folderDescriptors) {
    const folder = join(root, ...parts);
    if (create) mkdirSync(folder, { recursive: true });
    return { entry: (name) => join(folder, name), self: folder, close: () => undefined };
  }
  let fd = openSync(root, O_RDONLY | O_DIRECTORY);
  try {
    for (const [index, part] of parts.entries()) {
      const next = `${PROC_FD}/${fd}/${part}`;
      const opened = openComponent(next, create, parts.slice(0, index + 1).join('/'));
      closeSync(fd);
      fd = opened;
    }
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  const held = fd;
  let open = true;
  return {
    entry: (name) => `${PROC_FD}/${held}/${name}`,
    self: `${PROC_FD}/${held}`,
    close: () => {
      if (open) closeSync(held);
      open = false;
    },
  };
}

function openComponent(path: string, create: boolean, shown: string): number {
  try {
    return openSync(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && create) {
      try {
        mkdirSync(path);
      } catch (made) {
        if ((made as NodeJS.ErrnoException).code !== 'EEXIST') throw made;
      }
      return openComponent(path, false, shown);
    }
    if (code === 'ENOTDIR' || code === 'ELOOP') throw swapped(shown);
    throw error;
  }
}

function swapped(shown: string): PathAccessError {
  return new PathAccessError(
    `${shown} is a symbolic link or not a folder any more (it changed after the path was checked); refused.`,
  );
}

/** Runs `use` with the folder holding `relative` open, and closes it afterwards. */
export async function inFolderOf<T>(
  root: string,
  relative: string,
  use: (folder: HeldFolder, name: string) => Promise<T>,
  create = false,
): Promise<T> {
  const folder = openFolder(root, dirname(relative), create);
  try {
    return await use(folder, basename(relative));
  } finally {
    folder.close();
  }
}

/**
 * Opens the file `relative` for reading without following a link anywhere on
 * the way (nor blocking on a FIFO). Throws {@link PathAccessError} on a link.
 */
export function openForReading(root: string, relative: string): Promise<fs.FileHandle> {
  return inFolderOf(root, relative, async (folder, name) => {
    try {
      return await fs.open(folder.entry(name), O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw swapped(relative);
      throw error;
    }
  });
}

/** Reads the whole file `relative` (a regular file, else a PathAccessError). */
export async function readConfined(root: string, relative: string): Promise<Buffer> {
  const handle = await openForReading(root, relative);
  try {
    if (!(await handle.stat()).isFile())
      throw new PathAccessError(`${relative} is not a regular file.`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** SHA-256 (hex) of the regular file `relative`, read in pieces (never whole in memory). */
export async function digestConfined(root: string, relative: string): Promise<string> {
  const handle = await openForReading(root, relative);
  try {
    if (!(await handle.stat()).isFile())
      throw new PathAccessError(`${relative} is not a regular file.`);
    const hash = createHash('sha256');
    const chunk = Buffer.allocUnsafe(1024 * 1024);
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) return hash.digest('hex');
      hash.update(chunk.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}

/** The file's own status (a link is not followed), or undefined when it does not exist. */
export async function statConfined(root: string, relative: string): Promise<Stats | undefined> {
  return inFolderOf(root, relative, async (folder, name) => {
    try {
      return await fs.lstat(folder.entry(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  });
}

/**
 * Writes `content` to `relative` through a temporary file and a rename in the
 * same held folder (creating missing folders), so a crash leaves the old file
 * or the new one and a swapped link never redirects the write. Keeps the mode
 * of the file it replaces.
 */
export async function writeConfined(
  root: string,
  relative: string,
  content: string,
): Promise<void> {
  await inFolderOf(
    root,
    relative,
    async (folder, name) => {
      let mode: number | undefined;
      try {
        const stat = lstatSync(folder.entry(name));
        if (stat.isFile()) mode = stat.mode & 0o7777;
      } catch {
        mode = undefined;
      }
      const temporary = folder.entry(`.${name}.${randomBytes(6).toString('hex')}.tmp`);
      const flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW;
      const handle = await fs.open(temporary, flags, mode ?? 0o666);
      try {
        await handle.writeFile(content, 'utf8');
        if (mode !== undefined) await handle.chmod(mode);
        await handle.sync();
        await handle.close();
        await fs.rename(temporary, folder.entry(name));
      } catch (error) {
        await handle.close().catch(() => undefined);
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    true,
  );
}
