/**
 * The JavaScript fallback's matching, run in a worker thread. A model-supplied
 * pattern can backtrack catastrophically (`(a+)+$` on a long line): JavaScript
 * regular expressions cannot be interrupted, so on the main thread it would block
 * the event loop for good. In a worker it can be stopped: the worker is
 * terminated on abort or at the time limit.
 *
 * The bundle ships no separate worker file, so the worker runs the source
 * text of {@link grepKernel} (`new Worker(source, { eval: true })`). The kernel
 * must therefore reference nothing outside its own body: no imports, no
 * module-level names. The main thread uses the same kernel to check patterns.
 */
import * as fs from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GrepAnswer } from './grep-engine.js';
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

/** The Node modules the kernel uses, handed in (the worker's `require`, or imports). */
interface KernelModules {
  fs: Pick<
    typeof fs,
    | 'openSync'
    | 'fstatSync'
    | 'readFileSync'
    | 'closeSync'
    | 'readlinkSync'
    | 'existsSync'
    | 'constants'
  >;
  join: typeof join;
}

/**
 * The matching code, self-contained (see the file comment). `load` returns a
 * Node built-in module by name: the worker passes its `require`.
 */
export function grepKernel(load: (id: string) => unknown) {
  const modules: KernelModules = {
    fs: load('node:fs') as KernelModules['fs'],
    join: (load('node:path') as { join: KernelModules['join'] }).join,
  };

  const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = modules.fs.constants;
  // Linux names the file a descriptor opened: a folder on the way swapped for a link
  // since the walk (by a tool user's process) shows up as another path, and is skipped.
  const checkOpened = process.platform === 'linux' && modules.fs.existsSync('/proc/self/fd');

  /**
   * A file's text; undefined for a binary (NUL byte) or unreadable one, or one
   * that is not at `path` any more; null when too big. Synchronous: in the worker
   * nothing else waits, and it is several times faster than promise-based reads.
   */
  function readSearchable(path: string, maxBytes: number): string | undefined | null {
    let buffer: Buffer;
    try {
      const fd = modules.fs.openSync(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
      try {
        if (checkOpened && modules.fs.readlinkSync(`/proc/self/fd/${fd}`) !== path)
          return undefined;
        if (!modules.fs.fstatSync(fd).isFile()) return undefined;
        if (modules.fs.fstatSync(fd).size > maxBytes) return null;
        buffer = modules.fs.readFileSync(fd);
      } finally {
        modules.fs.closeSync(fd);
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
  function compilePattern(query: {
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

  /** A run of lines one match (or several merged) covers, 0-based and inclusive. */
  interface Region {
    first: number;
    last: number;
  }

  function lineStarts(text: string): number[] {
    const starts = [0];
    for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1))
      starts.push(index + 1);
    return starts;
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

  function contentLines(
    text: string,
    regions: Region[],
    before: number,
    after: number,
  ): { number: number; text: string; isMatch: boolean }[] {
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
      .map((line) => ({
        number: line + 1,
        text: allLines[line] ?? '',
        isMatch: matched.has(line),
      }));
  }

  /** Searches the files of a request, in order. */
  function search(request: KernelRequest): KernelReply {
    let regex: RegExp;
    try {
      regex = compilePattern(request);
    } catch (error) {
      return { ok: false, patternError: (error as Error).message };
    }
    const { paths, mode } = request;
    const files: string[] = [];
    const counts: { path: string; count: number }[] = [];
    const content: { path: string; lines: ReturnType<typeof contentLines> }[] = [];
    const skipped: string[] = [];
    let lineCount = 0;
    for (const path of paths) {
      const text = readSearchable(modules.join(request.root, path), request.maxFileBytes);
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

  return { compilePattern, search };
}

/** The kernel on the main thread: for checking a pattern before the walk. */
export const mainThreadKernel = grepKernel((id) => {
  if (id === 'node:fs') return fs;
  if (id === 'node:path') return { join };
  throw new Error(`grepKernel: unknown module ${id}`);
});

/**
 * The worker's whole program. `__name` stands in for the helper esbuild adds
 * when it keeps function names (tsx, vitest), which the bundle does not have.
 * `require` appears only inside this string, so the bundler leaves it alone.
 */
const WORKER_SOURCE = [
  'var __name = (target) => target;',
  `const kernel = (${grepKernel.toString()})(require);`,
  "const { parentPort } = require('node:worker_threads');",
  "parentPort.once('message', (request) => {",
  '  let reply;',
  '  try {',
  '    reply = kernel.search(request);',
  '  } catch (error) {',
  '    reply = { ok: false, failure: String((error && error.message) || error) };',
  '  }',
  '  parentPort.postMessage(reply);',
  '});',
].join('\n');

/** Why a worker search did not answer. */
export class KernelStopped extends Error {
  constructor(readonly reason: 'aborted' | 'time-limit') {
    super(reason);
  }
}

/** A started worker: give it one request; or dispose of it unused. */
export interface KernelWorker {
  search(request: KernelRequest, timeLimitMs: number, signal?: AbortSignal): Promise<KernelReply>;
  dispose(): void;
}

/**
 * Starts a worker. Starting takes a few milliseconds, so the caller starts it
 * before walking the tree and sends the request when the walk is done.
 */
export function startKernelWorker(): KernelWorker {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  // Until search() listens, an early failure must not become an unhandled 'error'.
  let earlyError: Error | undefined;
  const onEarlyError = (error: Error) => (earlyError ??= error);
  const onEarlyExit = (code: number) =>
    (earlyError ??= new Error(`the search worker exited (code ${code})`));
  worker.on('error', onEarlyError);
  worker.on('exit', onEarlyExit);
  const dispose = () => void worker.terminate();
  return {
    dispose,
    search: (request, timeLimitMs, signal) =>
      new Promise<KernelReply>((resolve, reject) => {
        worker.off('error', onEarlyError);
        worker.off('exit', onEarlyExit);
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          worker.removeAllListeners();
          worker.on('error', () => undefined);
          dispose();
          settle();
        };
        const onAbort = () => finish(() => reject(new KernelStopped('aborted')));
        const timer = setTimeout(
          () => finish(() => reject(new KernelStopped('time-limit'))),
          timeLimitMs,
        );
        if (earlyError) return finish(() => reject(earlyError));
        if (signal?.aborted) return onAbort();
        signal?.addEventListener('abort', onAbort, { once: true });
        worker.once('message', (reply: KernelReply) => finish(() => resolve(reply)));
        worker.once('error', (error) => finish(() => reject(error)));
        worker.once('exit', (code) =>
          finish(() => reject(new Error(`the search worker exited (code ${code})`))),
        );
        worker.postMessage(request);
      }),
  };
}
