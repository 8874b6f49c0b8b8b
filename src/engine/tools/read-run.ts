/** How Read runs (its definition, what the model sees, is read.ts). */
import { readdirSync, type promises as fs } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { basename, dirname, extname, isAbsolute, join } from 'node:path';
import { cutText } from '../text/cut.js';
import { isValidUtf8, looksBinary, numberLine, recordRead } from './file-state.js';
import type { WorkspaceFile } from './file-state.js';
import { openFolder, openForReading } from './confined-fs.js';
import { PathAccessError } from './workspace-paths.js';
import { resolveReachable } from './added-dirs.js';
import type { ToolCall, ToolContext, ToolResult } from './types.js';
import { rememberShown, unchangedNote } from './read-unchanged.js';
import { errorMessage } from '../text/error-message.js';
import { toolError } from './tool-error.js';
import {
  DEFAULT_READ_LINES,
  MAX_LINE_CHARS,
  MAX_READ_OUTPUT_CHARS,
  MAX_WHOLE_FILE_BYTES,
  splitLines,
  type FileToolOptions,
  type ReadInput,
} from './read.js';

/** Files larger than this are streamed rather than loaded (offset/limit only). */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
const MAX_IMAGE_BYTES = 3_750_000;
const IMAGE_TYPES: Record<string, 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** Read's call. */
export function readCall(options: FileToolOptions): ToolCall<ReadInput> {
  return async (input, context) => {
    try {
      return await readFile(input, options, context);
    } catch (error) {
      if (error instanceof PathAccessError) return toolError(error.message);
      return toolError(`Could not read ${input.file_path}: ${errorMessage(error)}`);
    }
  };
}

/**
 * The path inside the workspace, or one of the few files outside it Read may open
 * (a background task's output): then the file's own folder is the root it is opened
 * from, so the file itself is still never reached through a link.
 */
function resolveReadable(options: FileToolOptions, path: string): WorkspaceFile {
  try {
    return resolveReachable(options, path);
  } catch (error) {
    const outside = isAbsolute(path) ? options.outsideFile?.(path) : undefined;
    if (error instanceof PathAccessError && outside) {
      const target = { realPath: outside, relativePath: basename(outside), exists: true };
      return { root: dirname(outside), target };
    }
    throw error;
  }
}

async function readFile(
  input: ReadInput,
  options: FileToolOptions,
  context: ToolContext,
): Promise<ToolResult> {
  const file = resolveReadable(options, input.file_path);
  const { target } = file;
  const shown = input.file_path;
  if (!target.exists) return toolError(missingFileMessage(file.root, target.relativePath, shown));
  // Opened once, never through a link: everything below reads this handle.
  const handle = await openForReading(file.root, target.relativePath);
  try {
    return await readOpened(handle, input, options, context, file);
  } finally {
    await handle.close();
  }
}

async function readOpened(
  handle: fs.FileHandle,
  input: ReadInput,
  options: FileToolOptions,
  context: ToolContext,
  file: WorkspaceFile,
): Promise<ToolResult> {
  const { readState } = context;
  const shown = input.file_path;
  const stat = await handle.stat();
  if (stat.isDirectory()) {
    return toolError(`${shown} is a directory, not a file. Use Glob (or Bash \`ls\`) to list it.`);
  }
  if (!stat.isFile())
    return toolError(
      `${shown} is not a regular file (a device, socket or pipe); it cannot be read.`,
    );

  const imageType = IMAGE_TYPES[extname(file.target.realPath).toLowerCase()];
  if (imageType && stat.size > 0 && stat.size <= MAX_IMAGE_BYTES) {
    const data = await handle.readFile();
    return {
      content: [
        {
          type: 'image',
          source: { type: 'base64', media_type: imageType, data: data.toString('base64') },
        },
      ],
    };
  }

  const ranged = input.offset !== undefined || input.limit !== undefined;
  if (stat.size > MAX_WHOLE_FILE_BYTES && !ranged) {
    return toolError(
      `${shown} is ${formatSize(stat.size)}, more than the ${MAX_WHOLE_FILE_BYTES / 1024} KB Read returns at once. ` +
        'Read it in parts with offset and limit (e.g. offset: 1, limit: 500), or search it with Grep.',
    );
  }
  const start = Math.max(1, input.offset ?? 1);
  const limit = input.limit ?? DEFAULT_READ_LINES;

  let lines: string[];
  let totalLines: number | undefined;
  // The bytes as read, for the read state's digest (undefined for a streamed file).
  let wholeBytes: Buffer | undefined;
  let invalidUtf8 = false;
  if (stat.size > MAX_BUFFERED_BYTES) {
    const head = await readHead(handle);
    if (looksBinary(head)) return toolError(binaryMessage(shown, stat.size));
    const streamed = await streamLines(handle, start, limit);
    lines = streamed.lines;
    totalLines = streamed.totalLines;
  } else {
    const buffer = await handle.readFile();
    if (looksBinary(buffer)) return toolError(binaryMessage(shown, stat.size));
    invalidUtf8 = !isValidUtf8(buffer);
    wholeBytes = buffer;
    const all = splitLines(buffer.toString('utf8'));
    totalLines = all.length;
    lines = all.slice(start - 1, start - 1 + limit);
  }

  if (totalLines === 0) {
    await recordRead(readState, file, wholeBytes, false);
    return { content: `The file ${shown} exists but is empty.` };
  }
  if (lines.length === 0) {
    return {
      content: `${shown} has ${totalLines ?? 'fewer'} lines; offset ${start} is past the end. Use a smaller offset.`,
    };
  }
  const request = { start, limit, mtimeMs: stat.mtimeMs, bytes: wholeBytes };
  const note = unchangedNote(shown, file.target.realPath, request, context);
  if (note) return { content: note };
  const rendered = lines.map((line, index) => numberLine(start + index, cutLine(line))).join('\n');
  if (rendered.length > MAX_READ_OUTPUT_CHARS) {
    const perLine = rendered.length / lines.length;
    const suggested = Math.max(1, Math.floor(MAX_READ_OUTPUT_CHARS / perLine));
    return toolError(
      `Lines ${start}-${start + lines.length - 1} of ${shown} are ${rendered.length} characters, more than the ` +
        `${MAX_READ_OUTPUT_CHARS} one Read returns. Read fewer lines (e.g. limit: ${suggested}) or use Grep.`,
    );
  }
  const partial = start > 1 || totalLines === undefined || start - 1 + lines.length < totalLines;
  // A streamed file's whole text was never held: no digest, so a touched file must be read again.
  await recordRead(readState, file, wholeBytes, partial);
  const notes = readNotes(invalidUtf8, start, start + lines.length - 1, totalLines);
  const text = notes.length > 0 ? `${rendered}\n\n${notes.join('\n')}` : rendered;
  const content = options.redactSecrets(text);
  rememberShown(context, file.target.realPath, { start, limit }, content);
  return { content };
}

/** What follows the lines: an encoding warning, and where to read on from. */
function readNotes(
  invalidUtf8: boolean,
  start: number,
  end: number,
  totalLines: number | undefined,
): string[] {
  const notes: string[] = [];
  if (invalidUtf8)
    notes.push(
      '(The file is not valid UTF-8; invalid bytes are shown as \uFFFD. Edit cannot change it.)',
    );
  if (totalLines === undefined) {
    notes.push(
      `(Showing lines ${start}-${end} of a large file; use offset: ${end + 1} to read on.)`,
    );
  } else if (end < totalLines) {
    notes.push(
      `(Showing lines ${start}-${end} of ${totalLines}; use offset: ${end + 1} to read on.)`,
    );
  }
  return notes;
}

function cutLine(line: string): string {
  if (line.length <= MAX_LINE_CHARS) return line;
  const kept = cutText(line, MAX_LINE_CHARS);
  return `${kept}… [line cut: ${line.length - kept.length} more characters]`;
}

async function readHead(handle: fs.FileHandle): Promise<Buffer> {
  const buffer = Buffer.alloc(8192);
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
  return buffer.subarray(0, bytesRead);
}

/** Reads lines `start`..`start+limit-1` of a large file without loading it. */
async function streamLines(
  handle: fs.FileHandle,
  start: number,
  limit: number,
): Promise<{ lines: string[]; totalLines: number | undefined }> {
  const decoder = new StringDecoder('utf8');
  const lines: string[] = [];
  let lineNumber = 0;
  let pending = '';
  const stream = handle.createReadStream({
    start: 0,
    highWaterMark: 1024 * 1024,
    autoClose: false,
  });
  const take = (line: string) => {
    lineNumber++;
    if (lineNumber >= start && lines.length < limit) {
      lines.push(line.endsWith('\r') ? line.slice(0, -1) : line);
    }
  };
  try {
    for await (const chunk of stream) {
      pending += decoder.write(chunk as Buffer);
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        take(pending.slice(0, newline));
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
      // Only the line count matters before `start`; don't hold a huge skipped line.
      if (lineNumber + 1 < start) pending = '';
      if (lines.length >= limit) return { lines, totalLines: undefined };
    }
  } finally {
    stream.destroy();
  }
  pending += decoder.end();
  if (pending.length > 0) take(pending);
  return { lines, totalLines: lineNumber };
}

function missingFileMessage(root: string, relative: string, shown: string): string {
  let entries: string[];
  try {
    const folder = openFolder(root, dirname(relative));
    try {
      entries = readdirSync(folder.self);
    } finally {
      folder.close();
    }
  } catch {
    return `File does not exist: ${shown} (its folder does not exist either).`;
  }
  const suggestion = nearestName(basename(relative), entries);
  const hint = suggestion ? ` Did you mean ${join(dirname(shown), suggestion)}?` : '';
  return `File does not exist: ${shown}.${hint}`;
}

/** The entry most like `name` (case, extension, a typo or two), or undefined. */
export function nearestName(name: string, entries: string[]): string | undefined {
  const lower = name.toLowerCase();
  const stem = (value: string) =>
    value.slice(0, value.length - extname(value).length).toLowerCase();
  let best: { entry: string; score: number } | undefined;
  for (const entry of entries) {
    let score: number;
    if (entry.toLowerCase() === lower) score = 0;
    else if (stem(entry) === stem(name) && stem(name).length > 0) score = 1;
    else score = 1 + editDistance(entry.toLowerCase(), lower);
    const tolerance = 1 + Math.max(2, Math.floor(name.length / 4));
    if (score <= tolerance && (!best || score < best.score)) best = { entry, score };
  }
  return best?.entry;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 8) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? Infinity;
}

function binaryMessage(shown: string, size: number): string {
  return `${shown} is a binary file (${formatSize(size)}); Read shows text only. Inspect it with Bash (e.g. \`file\` or \`xxd | head\`).`;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
