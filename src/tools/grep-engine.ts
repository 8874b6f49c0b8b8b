/**
 * The two engines behind Grep: ripgrep, and a JavaScript search over the
 * fallback walker. Both return the same structured answer, which grep.ts formats,
 * so the model sees the same text whichever ran.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { RIPGREP_WALK_FLAGS, runRipgrep } from './ripgrep.js';
import { comparePaths, walkFiles } from './file-walk.js';

/** What to search. Paths are posix, relative to the workspace root. */
export interface GrepQuery {
  root: string;
  pattern: string;
  caseInsensitive: boolean;
  multiline: boolean;
  globs: string[];
  typeGlobs?: string[];
  /** Folder or file to search ('' = the root). */
  base: string;
  baseIsFile: boolean;
  mode: 'files_with_matches' | 'content' | 'count';
  before: number;
  after: number;
  /** Content mode: stop after this many lines (files are taken in path order). */
  lineLimit: number;
  signal?: AbortSignal;
}

/** One printed line of content mode. */
export interface GrepLine {
  number: number;
  text: string;
  isMatch: boolean;
}

/** The answer, before formatting. */
export type GrepAnswer =
  | { mode: 'files_with_matches'; files: string[] }
  | { mode: 'count'; counts: { path: string; count: number }[] }
  | { mode: 'content'; files: { path: string; lines: GrepLine[] }[]; complete: boolean };

/** Thrown for a pattern the engine rejects; the message is for the model. */
export class GrepPatternError extends Error {
  override name = 'GrepPatternError';
}

/** Searches with ripgrep. */
export async function searchWithRipgrep(rgPath: string, query: GrepQuery): Promise<GrepAnswer> {
  const args = [...RIPGREP_WALK_FLAGS, '--null', '--no-messages'];
  if (query.caseInsensitive) args.push('-i');
  if (query.multiline) args.push('-U', '--multiline-dotall');
  for (const glob of query.globs) args.push('-g', glob);
  // Last, so no user glob can re-include it.
  args.push('-g', '!.git');
  if (query.typeGlobs) {
    for (const glob of query.typeGlobs) args.push('--type-add', `agentloop:${glob}`);
    args.push('-t', 'agentloop');
  }
  if (query.mode === 'files_with_matches') args.push('-l');
  else if (query.mode === 'count') args.push('-c', '--with-filename');
  else {
    // Path order lets the search stop as soon as enough lines are in.
    args.push('-n', '--with-filename', '--sort', 'path');
    if (query.before > 0) args.push('-B', String(query.before));
    if (query.after > 0) args.push('-A', String(query.after));
  }
  args.push('-e', query.pattern, '--');
  // Always name the path: without one, rg searches stdin when it is not a terminal.
  args.push(query.base === '' ? '.' : query.base);

  const files: string[] = [];
  const counts: { path: string; count: number }[] = [];
  const content: { path: string; lines: GrepLine[] }[] = [];
  let lineCount = 0;
  const result = await runRipgrep(rgPath, args, query.root, query.signal, (line) => {
    const nul = line.indexOf('\0');
    if (query.mode === 'files_with_matches') {
      // `-l --null` ends each path with NUL and no newline: one "line" may hold several.
      for (const path of line.split('\0')) if (path) files.push(stripDot(path));
      return true;
    }
    if (nul < 0) return true; // a `--` group separator: rebuilt by the formatter
    const path = stripDot(line.slice(0, nul));
    const rest = line.slice(nul + 1);
    if (query.mode === 'count') {
      counts.push({ path, count: Number(rest) });
      return true;
    }
    const parsed = /^(\d+)([:-])/.exec(rest);
    if (!parsed) return true;
    let file = content[content.length - 1];
    if (!file || file.path !== path) {
      file = { path, lines: [] };
      content.push(file);
    }
    file.lines.push({
      number: Number(parsed[1]),
      text: rest.slice(parsed[0].length),
      isMatch: parsed[2] === ':',
    });
    lineCount++;
    return lineCount <= query.lineLimit;
  });
  if (result.code === 2 && files.length === 0 && counts.length === 0 && content.length === 0) {
    throw new GrepPatternError(result.stderr.trim() || 'ripgrep failed');
  }
  if (query.mode === 'files_with_matches') return { mode: query.mode, files };
  if (query.mode === 'count') return { mode: query.mode, counts };
  return { mode: 'content', files: content, complete: !result.stopped };
}

/** Searches with JavaScript regular expressions over the fallback walker. */
export async function searchWithFallback(query: GrepQuery): Promise<GrepAnswer> {
  const regex = compilePattern(query);
  const paths = query.baseIsFile
    ? [query.base]
    : await walkFiles({
        root: query.root,
        base: query.base,
        globs: query.globs,
        signal: query.signal,
        ...(query.typeGlobs ? { typeGlobs: query.typeGlobs } : {}),
      });
  if (query.mode === 'content') paths.sort(comparePaths);

  const files: string[] = [];
  const counts: { path: string; count: number }[] = [];
  const content: { path: string; lines: GrepLine[] }[] = [];
  let lineCount = 0;
  let complete = true;
  // Reads run concurrently; results are consumed in path order for content mode.
  const concurrency = 16;
  for (let start = 0; start < paths.length; start += concurrency) {
    if (query.signal?.aborted) throw new Error('aborted');
    const batch = paths.slice(start, start + concurrency);
    const texts = await Promise.all(batch.map((path) => readSearchable(join(query.root, path))));
    for (let index = 0; index < batch.length; index++) {
      const text = texts[index];
      const path = batch[index];
      if (text === undefined || path === undefined) continue;
      const regions = matchRegions(
        regex,
        text,
        query.multiline,
        query.mode === 'files_with_matches',
      );
      if (regions.length === 0) continue;
      if (query.mode === 'files_with_matches') files.push(path);
      else if (query.mode === 'count') counts.push({ path, count: regions.length });
      else {
        const lines = contentLines(text, regions, query.before, query.after);
        content.push({ path, lines });
        lineCount += lines.length;
        if (lineCount > query.lineLimit) {
          complete = false;
          return { mode: 'content', files: content, complete };
        }
      }
    }
  }
  if (query.mode === 'files_with_matches') return { mode: query.mode, files };
  if (query.mode === 'count') return { mode: query.mode, counts };
  return { mode: 'content', files: content, complete };
}

/** Text of a file to search, or undefined for a binary (NUL byte) or unreadable one. */
async function readSearchable(path: string): Promise<string | undefined> {
  let buffer: Buffer;
  try {
    buffer = await fs.readFile(path);
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
 */
export function compilePattern(
  query: Pick<GrepQuery, 'pattern' | 'caseInsensitive' | 'multiline'>,
): RegExp {
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
      throw new GrepPatternError(
        `Invalid regular expression: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** A run of lines one match (or several merged) covers, 0-based and inclusive. */
interface Region {
  first: number;
  last: number;
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
  const starts = lineStarts(text);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const lineCount = starts.length - (text.endsWith('\n') ? 1 : 0);
  const regions: Region[] = [];
  const add = (first: number, last: number) => {
    const previous = regions[regions.length - 1];
    if (previous && first <= previous.last) previous.last = Math.max(previous.last, last);
    else regions.push({ first, last });
  };
  if (!multiline) {
    // Whole-text search first (fast); a match across a line break means per-line search is needed.
    regex.lastIndex = 0;
    let crossed = false;
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      if (match[0].includes('\n')) {
        crossed = true;
        break;
      }
      const line = lineOf(match.index);
      if (line >= lineCount) break;
      add(line, line);
      if (firstOnly) return regions;
      // One hit per line is enough: go on from the next line.
      regex.lastIndex = starts[line + 1] ?? text.length + 1;
      if (regex.lastIndex > text.length) break;
    }
    if (!crossed) return regions;
    regions.length = 0;
    const single = new RegExp(regex.source, regex.flags.replace('g', ''));
    for (let line = 0; line < lineCount; line++) {
      const end = (starts[line + 1] ?? text.length + 1) - 1;
      if (single.test(text.slice(starts[line] ?? 0, end))) {
        add(line, line);
        if (firstOnly) return regions;
      }
    }
    return regions;
  }
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    const first = lineOf(match.index);
    if (first >= lineCount) break;
    // A match ending in a line break ends on the line that break closes.
    const endOffset = match[0].length > 0 ? match.index + match[0].length - 1 : match.index;
    add(first, Math.min(lineOf(endOffset), lineCount - 1));
    if (firstOnly) return regions;
    if (match[0].length === 0) regex.lastIndex++;
  }
  return regions;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1))
    starts.push(index + 1);
  return starts;
}

function contentLines(text: string, regions: Region[], before: number, after: number): GrepLine[] {
  const allLines = text.split('\n');
  if (text.endsWith('\n')) allLines.pop();
  const matched = new Set<number>();
  for (const region of regions)
    for (let line = region.first; line <= region.last; line++) matched.add(line);
  const shown = new Set<number>();
  for (const line of matched) {
    for (
      let other = Math.max(0, line - before);
      other <= Math.min(allLines.length - 1, line + after);
      other++
    ) {
      shown.add(other);
    }
  }
  return [...shown]
    .sort((a, b) => a - b)
    .map((line) => ({ number: line + 1, text: allLines[line] ?? '', isMatch: matched.has(line) }));
}

function stripDot(path: string): string {
  return path.startsWith('./') ? path.slice(2) : path;
}
