/**
 * The JavaScript fallback's matching: compiling a ripgrep pattern and searching
 * the files the walk found. It runs in a worker thread (grep-kernel-worker.ts,
 * started by grep-worker.ts), where a runaway pattern can be stopped; the main
 * thread uses {@link compilePattern} to check a pattern before the walk.
 */
import * as fs from 'node:fs';
import { join } from 'node:path';
import type { GrepAnswer } from './grep-answer.js';
import { errorMessage } from '../text/error-message.js';

/** What the worker searches: the walk (paths, in search order) is done already. */
export interface KernelRequest {
  root: string;
  /** Posix paths relative to `root`; content mode expects them in path order. */
  paths: string[];
  pattern: string;
  caseInsensitive: boolean;
  multiline: boolean;
  mode: 'files_with_matches' | 'content' | 'count';
  before: number;
  after: number;
  lineLimit: number;
  /** Files larger than this are not read; they are listed in `skipped`. */
  maxFileBytes: number;
}

/** The worker's reply. */
export type KernelReply =
  | { ok: true; answer: GrepAnswer; skipped: string[] }
  | { ok: false; patternError?: string; failure?: string };

/** A run of lines one match (or several merged) covers, 0-based and inclusive. */
interface Region {
  first: number;
  last: number;
}

/** One line of content-mode output. */
interface ContentLine {
  number: number;
  text: string;
  isMatch: boolean;
}

const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = fs.constants;

/**
 * Linux names the file a descriptor opened: a folder on the way swapped for a link
 * since the walk (by a tool user's process) shows up as another path, and is skipped.
 * Decided on first use, so that importing the module reads nothing.
 */
let checkOpened: boolean | undefined;

/**
 * A file's text; undefined for a binary (NUL byte) or unreadable one, or one
 * that is not at `path` any more; null when too big. Synchronous: in the worker
 * nothing else waits, and it is several times faster than promise-based reads.
 */
function readSearchable(path: string, maxBytes: number): string | undefined | null {
  checkOpened ??= process.platform === 'linux' && fs.existsSync('/proc/self/fd');
  let buffer: Buffer;
  try {
    const fd = fs.openSync(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
    try {
      if (checkOpened && fs.readlinkSync(`/proc/self/fd/${fd}`) !== path) return undefined;
      if (!fs.fstatSync(fd).isFile()) return undefined;
      if (fs.fstatSync(fd).size > maxBytes) return null;
      buffer = fs.readFileSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
  if (buffer.includes(0)) return undefined;
  const text = buffer.toString('utf8');
  // ripgrep drops a UTF-8 byte-order mark before searching.
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/**
 * Compiles a ripgrep pattern as a JavaScript RegExp. The common syntax is the
 * same; a leading `(?i)`/`(?s)`/`(?m)` flag group (Rust-only) is turned into flags.
 * Throws a SyntaxError (its message is for the model) when the pattern is invalid.
 */
export function compilePattern(query: {
  pattern: string;
  caseInsensitive: boolean;
  multiline: boolean;
}): RegExp {
  let source = query.pattern;
  let flags = 'gm';
  if (query.caseInsensitive) flags += 'i';
  if (query.multiline) flags += 's';
  const inline = /^\(\?([imsx]+)\)/.exec(source);
  if (inline?.[1]) {
    source = source.slice(inline[0].length);
    for (const flag of inline[1]) if (flag !== 'x' && !flags.includes(flag)) flags += flag;
  }
  try {
    return new RegExp(source, `${flags}u`);
  } catch {
    try {
      return new RegExp(source, flags);
    } catch (error) {
      throw new SyntaxError(`Invalid regular expression: ${errorMessage(error)}`, {
        cause: error,
      });
    }
  }
}

/** A text's line structure: where each line starts, and how many lines it has. */
class Lines {
  readonly starts = [0];
  readonly count: number;

  constructor(readonly text: string) {
    for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1))
      this.starts.push(index + 1);
    this.count = this.starts.length - (text.endsWith('\n') ? 1 : 0);
  }

  /** The 0-based line an offset is on. */
  lineOf(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Where the line after `line` starts (past the end for the last one). */
  next(line: number): number {
    return this.starts[line + 1] ?? this.text.length + 1;
  }
}

/** Adds a region, merged with the previous one when they touch. */
function addRegion(regions: Region[], first: number, last: number): void {
  const previous = regions[regions.length - 1];
  if (previous && first <= previous.last) previous.last = Math.max(previous.last, last);
  else regions.push({ first, last });
}

/**
 * The matching lines in line mode, searching the whole text at once (fast);
 * undefined when a match crosses a line break, so lines must be searched one by one.
 */
function matchingLinesAtOnce(regex: RegExp, lines: Lines, firstOnly: boolean) {
  const { text } = lines;
  const regions: Region[] = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    if (match[0].includes('\n')) return undefined;
    const line = lines.lineOf(match.index);
    if (line >= lines.count) break;
    addRegion(regions, line, line);
    if (firstOnly) return regions;
    // One hit per line is enough: go on from the next line.
    regex.lastIndex = lines.next(line);
    if (regex.lastIndex > text.length) break;
  }
  return regions;
}

/** The matching lines in line mode, each line searched on its own. */
function matchingLinesOneByOne(regex: RegExp, lines: Lines, firstOnly: boolean): Region[] {
  const regions: Region[] = [];
  const single = new RegExp(regex.source, regex.flags.replace('g', ''));
  for (let line = 0; line < lines.count; line++) {
    if (single.test(lines.text.slice(lines.starts[line] ?? 0, lines.next(line) - 1))) {
      addRegion(regions, line, line);
      if (firstOnly) return regions;
    }
  }
  return regions;
}

/** In multiline mode: each match's lines, merged when they touch. */
function matchingSpans(regex: RegExp, lines: Lines, firstOnly: boolean): Region[] {
  const { text } = lines;
  const regions: Region[] = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    const first = lines.lineOf(match.index);
    if (first >= lines.count) break;
    // A match ending in a line break ends on the line that break closes.
    const endOffset = match[0].length > 0 ? match.index + match[0].length - 1 : match.index;
    addRegion(regions, first, Math.min(lines.lineOf(endOffset), lines.count - 1));
    if (firstOnly) return regions;
    if (match[0].length === 0) regex.lastIndex++;
  }
  return regions;
}

/**
 * The line regions that match, as ripgrep reports them: in line mode each
 * matching line; in multiline mode each match's lines, merged when they touch.
 */
function matchRegions(
  regex: RegExp,
  text: string,
  multiline: boolean,
  firstOnly: boolean,
): Region[] {
  const lines = new Lines(text);
  if (multiline) return matchingSpans(regex, lines, firstOnly);
  return (
    matchingLinesAtOnce(regex, lines, firstOnly) ?? matchingLinesOneByOne(regex, lines, firstOnly)
  );
}

/** The lines content mode shows: the matched ones and their context. */
function contentLines(
  text: string,
  regions: Region[],
  before: number,
  after: number,
): ContentLine[] {
  const allLines = text.split('\n');
  if (text.endsWith('\n')) allLines.pop();
  const matched = new Set<number>();
  for (const region of regions)
    for (let line = region.first; line <= region.last; line++) matched.add(line);
  const shown = new Set<number>();
  for (const line of matched) {
    const last = Math.min(allLines.length - 1, line + after);
    for (let other = Math.max(0, line - before); other <= last; other++) shown.add(other);
  }
  return [...shown]
    .sort((a, b) => a - b)
    .map((line) => ({ number: line + 1, text: allLines[line] ?? '', isMatch: matched.has(line) }));
}

/** Searches the files of a request, in order. */
export function search(request: KernelRequest): KernelReply {
  let regex: RegExp;
  try {
    regex = compilePattern(request);
  } catch (error) {
    return { ok: false, patternError: (error as Error).message };
  }
  const { paths, mode } = request;
  const files: string[] = [];
  const counts: { path: string; count: number }[] = [];
  const content: { path: string; lines: ContentLine[] }[] = [];
  const skipped: string[] = [];
  let lineCount = 0;
  for (const path of paths) {
    const text = readSearchable(join(request.root, path), request.maxFileBytes);
    if (text === undefined) continue;
    if (text === null) {
      skipped.push(path);
      continue;
    }
    const regions = matchRegions(regex, text, request.multiline, mode === 'files_with_matches');
    if (regions.length === 0) continue;
    if (mode === 'files_with_matches') files.push(path);
    else if (mode === 'count') counts.push({ path, count: regions.length });
    else {
      const lines = contentLines(text, regions, request.before, request.after);
      content.push({ path, lines });
      lineCount += lines.length;
      if (lineCount > request.lineLimit) {
        return { ok: true, answer: { mode, files: content, complete: false }, skipped };
      }
    }
  }
  if (mode === 'files_with_matches') return { ok: true, answer: { mode, files }, skipped };
  if (mode === 'count') return { ok: true, answer: { mode, counts }, skipped };
  return { ok: true, answer: { mode, files: content, complete: true }, skipped };
}
