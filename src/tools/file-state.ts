/** Shared by Read, Write and Edit: read tracking, staleness, atomic writes, text checks. */
import { randomBytes } from 'node:crypto';
import { promises as fs, realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { FileReadState } from './types.js';
import { PathAccessError } from './workspace-paths.js';

/** Bytes looked at to decide whether a file is binary (as git and ripgrep do). */
const BINARY_SNIFF_BYTES = 8192;

/** True when the buffer looks binary: a NUL byte near the start. */
export function looksBinary(buffer: Buffer): boolean {
  return buffer.subarray(0, BINARY_SNIFF_BYTES).includes(0);
}

/** True when the bytes are valid UTF-8 (so decoding and re-encoding keeps them). */
export function isValidUtf8(buffer: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why Write/Edit must not touch an existing file yet, or null: it was never read
 * in this run, or it changed since (mtime moved and the content differs).
 */
export async function stalenessProblem(
  readState: FileReadState,
  realPath: string,
  displayPath: string,
): Promise<string | null> {
  const record = readState.get(realPath);
  if (!record) return `${displayPath} has not been read yet. Read it first, then write or edit it.`;
  const stat = await fs.stat(realPath);
  if (stat.mtimeMs === record.mtimeMs) return null;
  // A touched file with the same content (a formatter, git checkout) is still safe to edit.
  if (!record.partial || record.content.length > 0) {
    const current = await fs.readFile(realPath, 'utf8');
    if (current === record.content) return null;
  }
  return `${displayPath} has been modified since it was last read (by a command or another process). Read it again before writing.`;
}

/** Records that the whole current content of a file is known (after Read/Write/Edit). */
export async function recordRead(
  readState: FileReadState,
  realPath: string,
  content: string,
  partial: boolean,
): Promise<void> {
  const stat = await fs.stat(realPath);
  readState.set(realPath, { mtimeMs: stat.mtimeMs, content, timestamp: Date.now(), partial });
}

/**
 * Writes `content` to `realPath` through a temporary file in the same folder and
 * a rename, so a crash leaves the old file or the new one, never half of one.
 * Keeps the mode of the file it replaces.
 */
export async function writeFileAtomic(realPath: string, content: string): Promise<void> {
  const folder = dirname(realPath);
  await makeRealFolder(folder);
  let mode: number | undefined;
  try {
    mode = (await fs.stat(realPath)).mode & 0o7777;
  } catch {
    mode = undefined;
  }
  const temporary = join(folder, `.${basename(realPath)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.open(temporary, 'wx', mode ?? 0o666);
  try {
    await handle.writeFile(content, 'utf8');
    if (mode !== undefined) await handle.chmod(mode);
    await handle.sync();
    await handle.close();
    // Checked again as late as possible: a folder swapped for a link meanwhile is refused.
    await assertRealFolder(folder);
    await fs.rename(temporary, realPath);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Creates `folder` (a real path: confinement resolved every link in it) one
 * level at a time without following symbolic links, so a folder replaced by a
 * link after the path was checked (by a command still running, say) cannot
 * send the write elsewhere. Throws {@link PathAccessError} if a link shows up.
 */
async function makeRealFolder(folder: string): Promise<void> {
  const missing: string[] = [];
  let existing = folder;
  for (;;) {
    const stat = await fs.lstat(existing).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (stat) {
      if (!stat.isDirectory()) throw linkAppeared(existing);
      break;
    }
    const parent = dirname(existing);
    if (parent === existing) break;
    missing.unshift(existing);
    existing = parent;
  }
  for (const path of missing) {
    try {
      await fs.mkdir(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!(await fs.lstat(path)).isDirectory()) throw linkAppeared(path);
    }
  }
  await assertRealFolder(folder);
}

async function assertRealFolder(folder: string): Promise<void> {
  if (realpathSync(folder) !== folder) throw linkAppeared(folder);
}

function linkAppeared(path: string): PathAccessError {
  return new PathAccessError(
    `${path} changed into a symbolic link or a file after the path was checked; the write was refused.`,
  );
}

/** `cat -n` numbering: the line number right-aligned in 6 columns, a tab, the line. */
export function numberLine(lineNumber: number, text: string): string {
  return `${String(lineNumber).padStart(6, ' ')}\t${text}`;
}

/** The message of an unknown error, for tool results. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
