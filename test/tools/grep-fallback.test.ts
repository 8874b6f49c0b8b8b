/**
 * Grep's JavaScript fallback runs its matching in a worker thread: a runaway
 * pattern is stopped at the time limit or on abort, and the event loop stays
 * free meanwhile; files over the size cap are skipped with a note.
 */
import { createGrepTool } from '../../src/engine/tools/built-in.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FallbackLimits } from '../../src/engine/tools/grep-engine.js';
import { compilePattern, search } from '../../src/engine/tools/grep-kernel.js';
import { makeContext, makeTempDir, noRedaction, text, writeTree } from './helpers.js';

/** `(a+)+$` backtracks exponentially on this line: it would never finish. */
const CATASTROPHIC = '(a+)+$';
const workspace = makeTempDir();

beforeAll(() => {
  writeTree(workspace.dir, {
    'evil.txt': `${'a'.repeat(64)}b\n`,
    'src/small.ts': 'const needle = 1;\nconst other = 2;\n',
    'logs/big.log': `${'x'.repeat(2000)}\nneedle in a big file\n`,
  });
});
afterAll(() => workspace.cleanup());

const grep = (fallbackLimits?: FallbackLimits) =>
  createGrepTool({
    workspaceRoot: workspace.dir,
    redactSecrets: noRedaction,
    ripgrepPath: null,
    ...(fallbackLimits ? { fallbackLimits } : {}),
  });

describe('Grep fallback in a worker', () => {
  it('stops a catastrophic pattern at the time limit with advice for the model', async () => {
    // The event loop stays free while the worker backtracks: it turns many times before
    // the call ends (counted in turns, not time; a search on this thread would allow none).
    let turns = 0;
    let finished = false;
    const turn = () => {
      turns++;
      if (!finished) setImmediate(turn);
    };
    setImmediate(turn);
    const result = await grep({ timeLimitMs: 400 })
      .call({ pattern: CATASTROPHIC, output_mode: 'content' }, makeContext())
      .finally(() => (finished = true));
    expect(turns).toBeGreaterThan(5);
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/had not finished after 400 ms/);
    expect(text(result)).toMatch(/Simplify the pattern, or narrow the search with path or glob/);
    // The tool still works afterwards.
    const after = await grep().call({ pattern: 'needle', path: 'src' }, makeContext());
    expect(text(after)).toBe('Found 1 file\nsrc/small.ts');
  });

  it('stops at once when the run is aborted', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const result = await grep().call({ pattern: CATASTROPHIC }, makeContext(controller.signal));
    expect(result).toEqual({ content: 'Grep failed: aborted', isError: true });
  });

  it('reports an invalid pattern before searching', async () => {
    const result = await grep().call({ pattern: 'a(b' }, makeContext());
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^Invalid regular expression: /);
  });

  it('skips files over the size cap and says so', async () => {
    const limits = { maxFileBytes: 1024 };
    const found = await grep(limits).call({ pattern: 'needle' }, makeContext());
    expect(text(found)).toBe(
      'Found 1 file\nsrc/small.ts\n(Not searched: 1 file over 1 KB, which Grep skips because ' +
        'ripgrep is not installed here: logs/big.log. Use Read with offset/limit, or Bash, to ' +
        'look inside them.)',
    );
    const none = await grep(limits).call(
      { pattern: 'needle', path: 'logs', output_mode: 'count' },
      makeContext(),
    );
    expect(text(none)).toMatch(/^No matches found\n\(Not searched: 1 file over 1 KB/);
    // Under the default cap (20 MB) the file is searched.
    const all = await grep().call({ pattern: 'needle' }, makeContext());
    expect(text(all)).toMatch(/^Found 2 files\n/);
    expect(text(all)).not.toContain('Not searched');
  });

  it('searches with the kernel module the worker runs', () => {
    expect(compilePattern({ pattern: '(?i)ab', caseInsensitive: false, multiline: false })).toEqual(
      /ab/gimu,
    );
    const reply = search({
      root: workspace.dir,
      paths: ['logs/big.log', 'src/small.ts'],
      pattern: 'needle',
      caseInsensitive: false,
      multiline: false,
      mode: 'content',
      before: 0,
      after: 1,
      lineLimit: 250,
      maxFileBytes: 1024,
    });
    expect(reply).toEqual({
      ok: true,
      answer: {
        mode: 'content',
        complete: true,
        files: [
          {
            path: 'src/small.ts',
            lines: [
              { number: 1, text: 'const needle = 1;', isMatch: true },
              { number: 2, text: 'const other = 2;', isMatch: false },
            ],
          },
        ],
      },
      skipped: ['logs/big.log'],
    });
  });
});
