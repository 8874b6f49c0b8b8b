/** How Grep runs (its definition, what the model sees, is grep.ts). */
import { promises as fs } from 'node:fs';
import { resolve } from 'node:path';
import { cutText } from '../text/cut.js';
import { comparePaths, toPosix } from './file-walk.js';
import { GrepPatternError, searchWithFallback, searchWithRipgrep } from './grep-engine.js';
import type { GrepAnswer, GrepLine } from './grep-answer.js';
import type { GrepQuery } from './grep-engine.js';
import { PathAccessError } from './workspace-paths.js';
import { resolveReachable, shownPath } from './added-dirs.js';
import type { ToolCall } from './types.js';
import { errorMessage } from '../text/error-message.js';
import { toolError } from './tool-error.js';
import {
  DEFAULT_HEAD_LIMIT,
  FILE_TYPES,
  MAX_GREP_OUTPUT_CHARS,
  type GrepInput,
  type GrepToolOptions,
} from './grep.js';

/** A matching line longer than this is cut (minified files). */
const MAX_GREP_LINE_CHARS = 500;

/** Grep's call. */
export function grepCall(options: GrepToolOptions): ToolCall<GrepInput> {
  return async (input, context) => {
    try {
      const text = await grep(input, options, context.signal);
      return { content: options.redactSecrets(text) };
    } catch (error) {
      if (error instanceof PathAccessError || error instanceof GrepPatternError) {
        return toolError(error.message);
      }
      return toolError(`Grep failed: ${errorMessage(error)}`);
    }
  };
}

async function grep(
  input: GrepInput,
  options: GrepToolOptions,
  signal: AbortSignal,
): Promise<string> {
  const searched = resolveReachable(options, input.path ?? '.');
  const { root, target } = searched;
  if (!target.exists) throw new PathAccessError(`Path does not exist: ${input.path ?? '.'}`);
  const stat = await fs.stat(target.realPath);
  let typeGlobs: string[] | undefined;
  if (input.type !== undefined) {
    typeGlobs = FILE_TYPES[input.type];
    if (!typeGlobs) {
      throw new GrepPatternError(
        `Unknown file type "${input.type}". Known types: ${Object.keys(FILE_TYPES).join(', ')}. Or use glob.`,
      );
    }
  }
  const mode = input.output_mode ?? 'files_with_matches';
  const headLimit = input.head_limit === 0 ? Infinity : (input.head_limit ?? DEFAULT_HEAD_LIMIT);
  const context = input['-C'] ?? 0;
  const query: GrepQuery = {
    root,
    pattern: input.pattern,
    caseInsensitive: input['-i'] === true,
    multiline: input.multiline === true,
    globs: input.glob ? input.glob.split(/\s+/).filter(Boolean) : [],
    ...(typeGlobs ? { typeGlobs } : {}),
    base: toPosix(target.relativePath),
    baseIsFile: stat.isFile(),
    mode,
    before: input['-B'] ?? context,
    after: input['-A'] ?? context,
    lineLimit: headLimit,
    signal,
  };
  const found = options.ripgrepPath
    ? await searchWithRipgrep(options.ripgrepPath, query)
    : await searchWithFallback(query, options.fallbackLimits);
  const answer = searched.added ? answerShown(found, (path) => shownPath(searched, path)) : found;
  return formatAnswer(answer, {
    root,
    headLimit,
    lineNumbers: input['-n'] !== false,
    context: query.before + query.after > 0,
  });
}

/** The answer with each path as `shown` gives it (an added folder's files absolute). */
function answerShown(answer: GrepAnswer, shown: (path: string) => string): GrepAnswer {
  const skipped = answer.skipped
    ? { skipped: { ...answer.skipped, paths: answer.skipped.paths.map(shown) } }
    : {};
  if (answer.mode === 'files_with_matches')
    return { ...answer, files: answer.files.map(shown), ...skipped };
  if (answer.mode === 'count') {
    const counts = answer.counts.map((entry) => ({ ...entry, path: shown(entry.path) }));
    return { ...answer, counts, ...skipped };
  }
  const files = answer.files.map((file) => ({ ...file, path: shown(file.path) }));
  return { ...answer, files, ...skipped };
}

/** Formats an engine's answer: the one place output text is made, for both engines. */
export async function formatAnswer(
  answer: GrepAnswer,
  options: { root: string; headLimit: number; lineNumbers: boolean; context: boolean },
): Promise<string> {
  const text = await formatMatches(answer, options);
  if (!answer.skipped) return text;
  const { paths, overBytes } = answer.skipped;
  const shown = [...paths].sort(comparePaths).slice(0, 20);
  const more = paths.length > shown.length ? `, and ${paths.length - shown.length} more` : '';
  return (
    `${text}\n(Not searched: ${paths.length} file${paths.length === 1 ? '' : 's'} over ` +
    `${formatBytes(overBytes)}, which Grep skips because ripgrep is not installed here: ` +
    `${shown.join(', ')}${more}. Use Read with offset/limit, or Bash, to look inside them.)`
  );
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

async function formatMatches(
  answer: GrepAnswer,
  options: { root: string; headLimit: number; lineNumbers: boolean; context: boolean },
): Promise<string> {
  let lines: string[];
  let total: number;
  let summary: string;
  let structure: ReadonlySet<number> = new Set();
  if (answer.mode === 'files_with_matches') {
    if (answer.files.length === 0) return 'No files found';
    const sorted = await newestFirst(options.root, answer.files);
    total = sorted.length;
    lines = sorted.slice(0, options.headLimit);
    summary = `Found ${total} file${total === 1 ? '' : 's'}`;
  } else if (answer.mode === 'count') {
    if (answer.counts.length === 0) return 'No matches found';
    const sorted = [...answer.counts].sort((a, b) => comparePaths(a.path, b.path));
    const matches = sorted.reduce((sum, entry) => sum + entry.count, 0);
    total = sorted.length;
    lines = sorted.slice(0, options.headLimit).map((entry) => `${entry.path}:${entry.count}`);
    summary = `Found ${matches} matching line${matches === 1 ? '' : 's'} in ${total} file${total === 1 ? '' : 's'}`;
  } else {
    if (answer.files.length === 0) return 'No matches found';
    const grouped = contentLines(answer.files, options);
    total = grouped.count;
    lines = grouped.lines;
    structure = grouped.structure;
    const more = total > options.headLimit || !answer.complete;
    summary = more
      ? `Showing the first ${Math.min(total, options.headLimit)} lines`
      : `Found ${total} line${total === 1 ? '' : 's'}`;
  }
  let body = lines.join('\n');
  const notes: string[] = [];
  if (answer.mode !== 'content' && total > lines.length) {
    notes.push(
      `(Showing ${lines.length} of ${total}; raise head_limit or narrow the search to see more.)`,
    );
  } else if (answer.mode === 'content' && summary.startsWith('Showing')) {
    notes.push('(More lines matched; raise head_limit or narrow the search to see them.)');
  }
  if (body.length > MAX_GREP_OUTPUT_CHARS) {
    body = fitLines(lines, structure);
    notes.push(
      `(Output cut at ${MAX_GREP_OUTPUT_CHARS} characters; narrow the search or use head_limit.)`,
    );
  }
  return [summary, body, ...notes].join('\n');
}

/**
 * Content mode's lines grouped by file, as ripgrep prints them with --heading: the path
 * once, then `number:text` (a match) or `number-text` (context), `--` between separate
 * context groups, a blank line between files. The path is not repeated on every line: it
 * was most of a match's characters. Only matching and context lines count toward head_limit.
 */
function contentLines(
  files: { path: string; lines: GrepLine[] }[],
  options: { headLimit: number; lineNumbers: boolean; context: boolean },
): { lines: string[]; count: number; structure: Set<number> } {
  const lines: string[] = [];
  /** The indexes of the lines that are not found lines: paths, blanks, `--`. */
  const structure = new Set<number>();
  const pushStructure = (line: string) => structure.add(lines.push(line) - 1);
  let count = 0;
  for (const file of [...files].sort((a, b) => comparePaths(a.path, b.path))) {
    if (count < options.headLimit) {
      if (lines.length > 0) pushStructure('');
      pushStructure(file.path);
    }
    let previousLine = -1;
    for (const line of file.lines) {
      count++;
      if (count > options.headLimit) continue;
      if (options.context && previousLine >= 0 && line.number > previousLine + 1) {
        pushStructure('--');
      }
      previousLine = line.number;
      const separator = line.isMatch ? ':' : '-';
      const prefix = options.lineNumbers ? `${line.number}${separator}` : '';
      lines.push(prefix + cutLine(line.text.replace(/\r$/, '')));
    }
  }
  return { lines, count, structure };
}

/**
 * The first lines that fit in MAX_GREP_OUTPUT_CHARS, cut at a line's end, with no path,
 * blank or `--` left at the end with none of its lines after it.
 */
function fitLines(lines: string[], structure: ReadonlySet<number>): string {
  let length = -1;
  let kept = 0;
  while (kept < lines.length && length + 1 + lines[kept]!.length <= MAX_GREP_OUTPUT_CHARS) {
    length += 1 + lines[kept]!.length;
    kept++;
  }
  if (kept === 0) return cutText(lines[0] ?? '', MAX_GREP_OUTPUT_CHARS);
  while (kept > 1 && structure.has(kept - 1)) kept--;
  return lines.slice(0, kept).join('\n');
}

function cutLine(text: string): string {
  if (text.length <= MAX_GREP_LINE_CHARS) return text;
  const kept = cutText(text, MAX_GREP_LINE_CHARS);
  return `${kept}… [${text.length - kept.length} more characters]`;
}

/** Sorts paths newest first (ties by path), as Claude Code lists matches. */
export async function newestFirst(root: string, paths: string[]): Promise<string[]> {
  const withTimes = await Promise.all(
    paths.map(async (path) => {
      try {
        return { path, mtime: (await fs.stat(resolve(root, path))).mtimeMs };
      } catch {
        return { path, mtime: 0 };
      }
    }),
  );
  withTimes.sort((a, b) => b.mtime - a.mtime || comparePaths(a.path, b.path));
  return withTimes.map((entry) => entry.path);
}
