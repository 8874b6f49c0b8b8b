/** Shared by Read, Write and Edit: read tracking, staleness, atomic writes, text checks. */
import { createHash } from 'node:crypto';
import { digestConfined, statConfined, writeConfined } from './confined-fs.js';
import type { FileReadState } from './types.js';
import type { ResolvedPath } from './workspace-paths.js';

/**
 * The largest file Edit, NotebookEdit and Write change (and the most they write): they
 * hold the whole text, and a notebook its parsed JSON too, so a larger file is refused
 * with the reason instead of exhausting the process's memory (docs/how-it-works.md).
 */
export const MAX_EDIT_FILE_BYTES = 10 * 1024 * 1024;

/** `10 MB`, `1.5 MB`: a size as the tools' messages give it. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

/** Why `tool` refuses a file (or a new content) of `bytes`, or null when it is within the cap. */
export function sizeProblem(
  tool: 'Edit' | 'NotebookEdit' | 'Write',
  displayPath: string,
  bytes: number,
  what: 'is' | 'would be',
): string | null {
  if (bytes <= MAX_EDIT_FILE_BYTES) return null;
  const instead =
    tool === 'Write'
      ? 'Write smaller files, or produce this one with a command (Bash).'
      : 'Change it with Bash (e.g. sed, or a script) instead.';
  return `${displayPath} ${what} ${bytes} bytes, more than the ${formatMegabytes(MAX_EDIT_FILE_BYTES)} (${MAX_EDIT_FILE_BYTES} bytes) ${tool} changes at once. ${instead}`;
}

/** SHA-256 (hex) of a text as UTF-8. */
export function sha256Of(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

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
  if (stat?.isFile() && record.sha256 !== undefined && stat.size === record.size) {
    const current = await digestConfined(file.root, file.target.relativePath);
    if (current === record.sha256) return null;
  }
  return `${displayPath} has been modified since it was last read (by a command or another process). Read it again before writing.`;
}

/**
 * Records that a file was read (after Read/Write/Edit): its mtime, size and the digest
 * of `content`, the whole text as read (undefined when only part of it was read).
 */
export async function recordRead(
  readState: FileReadState,
  file: WorkspaceFile,
  content: string | Buffer | undefined,
  partial: boolean,
): Promise<void> {
  const stat = await statConfined(file.root, file.target.relativePath);
  if (!stat) throw new Error(`${file.target.relativePath} disappeared`);
  readState.set(file.target.realPath, {
    mtimeMs: stat.mtimeMs,
    size: stat.size,
    ...(content === undefined ? {} : { sha256: sha256Of(content) }),
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

/** A numbered line as Read shows it: the number, a tab, the line (no padding). */
export function numberLine(lineNumber: number, text: string): string {
  return `${lineNumber}\t${text}`;
}
