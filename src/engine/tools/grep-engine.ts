/**
 * The two engines behind Grep: ripgrep, and a JavaScript search over the
 * fallback walker. Both return the same structured answer, which grep.ts formats,
 * so the model sees the same text whichever ran.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import { RIPGREP_WALK_FLAGS, runRipgrep } from './ripgrep.js';
import { comparePaths, walkFiles } from './file-walk.js';
import { compilePattern as compileForKernel } from './grep-kernel.js';
import type { GrepAnswer, GrepLine } from './grep-answer.js';
import type { KernelReply, KernelRequest } from './grep-kernel.js';
import { KernelStopped, startKernelWorker } from './grep-worker.js';

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

/** Thrown for a pattern the engine rejects; the message is for the model. */
export class GrepPatternError extends AgentLoopError<'grep_pattern'> {
  override name = 'GrepPatternError';
  get kind() {
    return 'grep_pattern' as const;
  }
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

/** The fallback stops a search that has not finished after this long (a runaway pattern). */
export const FALLBACK_TIME_LIMIT_MS = 60_000;
/** The fallback does not read files larger than this (ripgrep has no such limit). */
export const FALLBACK_MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Limits of the fallback; the defaults suit real use, tests lower them. */
export interface FallbackLimits {
  timeLimitMs?: number;
  maxFileBytes?: number;
}

/**
 * Searches with JavaScript regular expressions over the fallback walker. The
 * matching runs in a worker thread (see grep-worker.ts), stopped on abort or
 * after the time limit, so no pattern can hang the process.
 */
export async function searchWithFallback(
  query: GrepQuery,
  limits: FallbackLimits = {},
): Promise<GrepAnswer> {
  // Checked here first, so an invalid pattern fails before the walk.
  compileGrepPattern(query);
  if (query.signal?.aborted) throw new Error('aborted');
  // The worker starts while the tree is walked.
  const worker = startKernelWorker();
  let paths: string[];
  try {
    paths = query.baseIsFile
      ? [query.base]
      : await walkFiles({
          root: query.root,
          base: query.base,
          globs: query.globs,
          signal: query.signal,
          ...(query.typeGlobs ? { typeGlobs: query.typeGlobs } : {}),
        });
  } catch (error) {
    worker.dispose();
    throw error;
  }
  if (query.mode === 'content') paths.sort(comparePaths);
  const timeLimitMs = limits.timeLimitMs ?? FALLBACK_TIME_LIMIT_MS;
  const request: KernelRequest = {
    root: query.root,
    paths,
    pattern: query.pattern,
    caseInsensitive: query.caseInsensitive,
    multiline: query.multiline,
    mode: query.mode,
    before: query.before,
    after: query.after,
    lineLimit: query.lineLimit,
    maxFileBytes: limits.maxFileBytes ?? FALLBACK_MAX_FILE_BYTES,
  };
  let reply: KernelReply;
  try {
    reply = await worker.search(request, timeLimitMs, query.signal);
  } catch (error) {
    if (error instanceof KernelStopped && error.reason === 'aborted') {
      throw new Error('aborted', { cause: error });
    }
    if (error instanceof KernelStopped) {
      throw new GrepPatternError(
        `Grep stopped: the search had not finished after ${formatSeconds(timeLimitMs)}. ` +
          'ripgrep is not installed here (or not used inside the tool boundary), so Grep uses JavaScript regular expressions, and this ' +
          'pattern is too slow for them (likely catastrophic backtracking, e.g. nested quantifiers ' +
          'like (a+)+ or overlapping alternatives). Simplify the pattern, or narrow the search ' +
          'with path or glob.',
        { cause: error },
      );
    }
    throw error;
  }
  if (!reply.ok) {
    if (reply.patternError !== undefined) throw new GrepPatternError(reply.patternError);
    throw new Error(reply.failure ?? 'the search worker failed');
  }
  if (reply.skipped.length === 0) return reply.answer;
  return { ...reply.answer, skipped: { paths: reply.skipped, overBytes: request.maxFileBytes } };
}

function formatSeconds(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/**
 * Compiles a ripgrep pattern as a JavaScript RegExp, as the fallback does. The
 * common syntax is the same; a leading `(?i)`/`(?s)`/`(?m)` flag group
 * (Rust-only) is turned into flags.
 */
export function compileGrepPattern(
  query: Pick<GrepQuery, 'pattern' | 'caseInsensitive' | 'multiline'>,
): RegExp {
  try {
    return compileForKernel(query);
  } catch (error) {
    throw new GrepPatternError((error as Error).message);
  }
}

function stripDot(path: string): string {
  return path.startsWith('./') ? path.slice(2) : path;
}
