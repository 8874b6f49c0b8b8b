/** Shared by Read, Write and Edit: read tracking, staleness, atomic writes, text checks. */
import { readConfined, statConfined, writeConfined } from './confined-fs.js';
import type { FileReadState } from './types.js';
import type { ResolvedPath } from './workspace-paths.js';

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

/** A checked path (see resolveInWorkspace) and the workspace's real root it lies in. */
export interface WorkspaceFile {
  root: string;
  target: ResolvedPath;
}

/**
 * Why Write/Edit must not touch an existing file yet, or null: it was never read
 * in this run, or it changed since (mtime moved and the content differs).
 */
export async function stalenessProblem(
  readState: FileReadState,
  file: WorkspaceFile,
  displayPath: string,
): Promise<string | null> {
  const record = readState.get(file.target.realPath);
  if (!record) return `${displayPath} has not been read yet. Read it first, then write or edit it.`;
  const stat = await statConfined(file.root, file.target.relativePath);
  if (stat?.mtimeMs === record.mtimeMs) return null;
  // A touched file with the same content (a formatter, git checkout) is still safe to edit.
  if (stat && (!record.partial || record.content.length > 0)) {
    const current = (await readConfined(file.root, file.target.relativePath)).toString('utf8');
    if (current === record.content) return null;
  }
  return `${displayPath} has been modified since it was last read (by a command or another process). Read it again before writing.`;
}

/** Records that the whole current content of a file is known (after Read/Write/Edit). */
export async function recordRead(
  readState: FileReadState,
  file: WorkspaceFile,
  content: string,
  partial: boolean,
): Promise<void> {
  const stat = await statConfined(file.root, file.target.relativePath);
  if (!stat) throw new Error(`${file.target.relativePath} disappeared`);
  readState.set(file.target.realPath, {
    mtimeMs: stat.mtimeMs,
    content,
    timestamp: Date.now(),
    partial,
  });
}

/**
 * Writes `content` to the file through a temporary file in the same folder and
 * a rename, so a crash leaves the old file or the new one, never half of one;
 * every folder on the way is entered without following links (confined-fs.ts).
 */
export function writeFileAtomic(file: WorkspaceFile, content: string): Promise<void> {
  return writeConfined(file.root, file.target.relativePath, content);
}

/** `cat -n` numbering: the line number right-aligned in 6 columns, a tab, the line. */
export function numberLine(lineNumber: number, text: string): string {
  return `${String(lineNumber).padStart(6, ' ')}\t${text}`;
}
