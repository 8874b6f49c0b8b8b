import { createGlobTool, createGrepTool } from '../../src/engine/tools/built-in.js';
import { execFileSync } from 'node:child_process';
import { symlinkSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePaths, selectNewest } from '../../src/engine/tools/file-walk.js';
import { findRipgrep } from '../../src/engine/tools/ripgrep.js';
import { makeContext, makeTempDir, noRedaction, text, writeTree } from './helpers.js';

const rg = findRipgrep();
let workspace: ReturnType<typeof makeTempDir>;
let outside: ReturnType<typeof makeTempDir>;

beforeAll(() => {
  workspace = makeTempDir();
  outside = makeTempDir();
  execFileSync('git', ['init', '-q'], { cwd: workspace.dir, stdio: 'pipe' });
  writeTree(workspace.dir, {
    '.gitignore': 'dist/\n*.log\n!keep.log\n',
    'src/a.ts': 'export const alpha = 1;\n// TODO: alpha\nconst beta = 2;\n',
    'src/b.tsx': 'export function Beta() {\n  return null;\n}\nconst ALPHA = 3;\n',
    'src/nested/.gitignore': 'generated.ts\n',
    'src/nested/generated.ts': 'alpha generated\n',
    'src/nested/deep.ts': 'first line\nalpha\nmiddle\nlast alpha\n',
    'lib/util.js': 'function alpha() {}\nmodule.exports = alpha;\n',
    'dist/out.js': 'alpha in dist\n',
    'debug.log': 'alpha in log\n',
    'keep.log': 'alpha kept\n',
    '.hidden/conf.json': '{"alpha": true}\n',
    'docs/readme.md': '# Alpha\nalpha\nbeta\ngamma\nalpha\n',
    'data.bin': Buffer.concat([Buffer.from('alpha'), Buffer.from([0, 1, 2])]),
    'multi.txt': 'start\nfoo bar\nbaz end\n',
  });
  writeTree(outside.dir, { 'secret.ts': 'alpha outside\n' });
  symlinkSync(outside.dir, join(workspace.dir, 'escape'));
  symlinkSync(join(outside.dir, 'secret.ts'), join(workspace.dir, 'src/link.ts'));
  // Distinct mtimes so "newest first" is testable.
  const files = [
    'src/a.ts',
    'src/b.tsx',
    'src/nested/deep.ts',
    'lib/util.js',
    'keep.log',
    '.hidden/conf.json',
    'docs/readme.md',
    'multi.txt',
  ];
  files.forEach((file, index) => {
    const time = new Date(Date.UTC(2024, 0, 1 + index));
    utimesSync(join(workspace.dir, file), time, time);
  });
});
afterAll(() => {
  workspace.cleanup();
  outside.cleanup();
});

const engines: { name: string; ripgrepPath: string | null }[] = [
  { name: 'fallback', ripgrepPath: null },
];
if (rg) engines.push({ name: 'ripgrep', ripgrepPath: rg });

describe.each(engines)('Glob ($name)', ({ ripgrepPath }) => {
  const glob = () => createGlobTool({ workspaceRoot: workspace.dir, ripgrepPath });

  it('lists matches newest first, honouring .gitignore (nested too), skipping links', async () => {
    expect(text(await glob().call({ pattern: '**/*.ts' }, makeContext()))).toBe(
      'src/nested/deep.ts\nsrc/a.ts',
    );
    expect(text(await glob().call({ pattern: '*.log' }, makeContext()))).toBe('keep.log');
    expect(text(await glob().call({ pattern: '**/*.json' }, makeContext()))).toBe(
      '.hidden/conf.json',
    );
    expect(text(await glob().call({ pattern: '*.ts', path: 'src' }, makeContext()))).toBe(
      'src/a.ts',
    );
    expect(text(await glob().call({ pattern: '**/*.nothing' }, makeContext()))).toBe(
      'No files found',
    );
  });

  it('refuses paths outside and caps at 100 with a note', async () => {
    expect((await glob().call({ pattern: '*', path: '../' }, makeContext())).isError).toBe(true);
    expect((await glob().call({ pattern: '*', path: 'escape' }, makeContext())).isError).toBe(true);
    expect((await glob().call({ pattern: '../*' }, makeContext())).isError).toBe(true);
    const many = makeTempDir();
    try {
      writeTree(
        many.dir,
        Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`f${i}.txt`, 'x'])),
      );
      const output = text(
        await createGlobTool({ workspaceRoot: many.dir, ripgrepPath }).call(
          { pattern: '*.txt' },
          makeContext(),
        ),
      );
      expect(output.split('\n').filter((line) => line.endsWith('.txt'))).toHaveLength(100);
      expect(output).toMatch(/Showing 100 of 150 files/);
    } finally {
      many.cleanup();
    }
  });
});

describe('Glob ordering on a big folder', () => {
  // 3,000 long names: rg's output spans several pipe chunks, and most mtimes tie.
  let big: ReturnType<typeof makeTempDir>;
  let expected: string;
  beforeAll(() => {
    big = makeTempDir();
    execFileSync('git', ['init', '-q'], { cwd: big.dir, stdio: 'pipe' });
    const names = Array.from(
      { length: 3000 },
      (_, i) => `d${i % 7}/${'long-file-name-'.repeat(3)}${(i * 7919) % 3000}.txt`,
    );
    writeTree(big.dir, Object.fromEntries(names.map((name) => [name, 'x'])));
    const old = new Date(Date.UTC(2023, 0, 1));
    const times = names.map((name, i) => {
      // 40 distinct newer files, the rest tied at one time.
      const time = i % 75 === 0 ? new Date(Date.UTC(2024, 0, 1, 0, i)) : old;
      utimesSync(join(big.dir, name), time, time);
      return { name, time: time.getTime() };
    });
    times.sort((a, b) => b.time - a.time || comparePaths(a.name, b.name));
    expected = [
      ...times.slice(0, 100).map((entry) => entry.name),
      '(Showing 100 of 3000 files, newest first; use a narrower pattern or path to see others.)',
    ].join('\n');
  });
  afterAll(() => big.cleanup());

  it.each(engines)('$name: newest 100, ties by path, as a full sort gives', async (engine) => {
    const glob = createGlobTool({ workspaceRoot: big.dir, ripgrepPath: engine.ripgrepPath });
    expect(text(await glob.call({ pattern: '**/*' }, makeContext()))).toBe(expected);
  });

  it('selectNewest equals a full sort, whatever the limit', () => {
    const paths = Array.from({ length: 500 }, (_, i) => `p${(i * 37) % 500}/f${i % 13}`);
    const mtimes = paths.map((_, i) => (i * 7919) % 23);
    const full = paths
      .map((path, i) => ({ path, mtime: mtimes[i] ?? 0 }))
      .sort((a, b) => b.mtime - a.mtime || comparePaths(a.path, b.path))
      .map((entry) => entry.path);
    for (const limit of [0, 1, 22, 100, 499, 500, 600])
      expect(selectNewest(paths, mtimes, limit)).toEqual(full.slice(0, limit));
  });
});

describe.each(engines)('Grep ($name)', ({ ripgrepPath }) => {
  const grep = (redact = noRedaction) =>
    createGrepTool({ workspaceRoot: workspace.dir, redactSecrets: redact, ripgrepPath });
  const run = async (input: Record<string, unknown>) =>
    text(await grep().call(input as never, makeContext()));

  it('lists files with matches, newest first, skipping ignored, binary and linked files', async () => {
    expect(await run({ pattern: 'alpha' })).toBe(
      [
        'Found 6 files',
        'docs/readme.md',
        '.hidden/conf.json',
        'keep.log',
        'lib/util.js',
        'src/nested/deep.ts',
        'src/a.ts',
      ].join('\n'),
    );
    expect(await run({ pattern: 'nothing-matches-this' })).toBe('No files found');
  });

  it('shows content with line numbers and context, and counts', async () => {
    expect(await run({ pattern: 'alpha', output_mode: 'content', path: 'src' })).toBe(
      [
        // Grouped by file, as ripgrep's --heading prints: the path once, a blank line between.
        'Found 4 lines',
        'src/a.ts',
        '1:export const alpha = 1;',
        '2:// TODO: alpha',
        '',
        'src/nested/deep.ts',
        '2:alpha',
        '4:last alpha',
      ].join('\n'),
    );
    expect(await run({ pattern: '^alpha$', output_mode: 'content', path: 'docs', '-B': 1 })).toBe(
      [
        // The lines it found; the `--` between two groups is not one of them.
        'Found 4 lines',
        'docs/readme.md',
        '1-# Alpha',
        '2:alpha',
        '--',
        '4-gamma',
        '5:alpha',
      ].join('\n'),
    );
    expect(
      await run({ pattern: 'alpha', output_mode: 'content', path: 'docs/readme.md', '-n': false }),
    ).toBe(['Found 2 lines', 'docs/readme.md', 'alpha', 'alpha'].join('\n'));
    expect(
      await run({ pattern: 'alpha', output_mode: 'count', '-i': true, glob: '*.{ts,tsx}' }),
    ).toBe(
      // As in ripgrep, a -g glob overrides .gitignore: generated.ts is searched.
      [
        'Found 6 matching lines in 4 files',
        'src/a.ts:2',
        'src/b.tsx:1',
        'src/nested/deep.ts:2',
        'src/nested/generated.ts:1',
      ].join('\n'),
    );
  });

  it('filters by type, is case-insensitive on request, matches across lines in multiline mode', async () => {
    expect(await run({ pattern: 'alpha', type: 'js' })).toBe('Found 1 file\nlib/util.js');
    expect(await run({ pattern: 'ALPHA', type: 'ts', output_mode: 'content', '-i': false })).toBe(
      'Found 1 line\nsrc/b.tsx\n4:const ALPHA = 3;',
    );
    expect(await run({ pattern: 'bar.baz', multiline: true, output_mode: 'content' })).toBe(
      'Found 2 lines\nmulti.txt\n2:foo bar\n3:baz end',
    );
    expect(await run({ pattern: 'bar.baz', output_mode: 'content' })).toBe('No matches found');
    const unknown = await grep().call({ pattern: 'x', type: 'cobol-ish' }, makeContext());
    expect(unknown.isError).toBe(true);
  });

  it('applies head_limit and refuses paths outside the workspace', async () => {
    const output = await run({ pattern: 'a', output_mode: 'content', head_limit: 3 });
    // Three matching lines under their files' paths; the paths are not entries.
    expect(output.split('\n').filter((line) => /^\d+:/.test(line))).toHaveLength(3);
    expect(output).toMatch(/^Showing the first 3 lines\n/);
    expect(output).toMatch(/More lines matched/);
    expect((await grep().call({ pattern: 'alpha', path: 'escape' }, makeContext())).isError).toBe(
      true,
    );
    expect((await grep().call({ pattern: 'root', path: '/etc' }, makeContext())).isError).toBe(
      true,
    );
  });

  it('redacts secrets and caps output at 20,000 characters', async () => {
    const big = makeTempDir();
    try {
      writeTree(big.dir, {
        'long.txt': Array.from(
          { length: 400 },
          (_, i) => `match ${i} ${'x'.repeat(200)} s3cr3t-value`,
        ).join('\n'),
      });
      const tool = createGrepTool({
        workspaceRoot: big.dir,
        redactSecrets: (value) => value.replaceAll('s3cr3t-value', '***'),
        ripgrepPath,
      });
      const output = text(
        await tool.call({ pattern: 'match', output_mode: 'content', head_limit: 0 }, makeContext()),
      );
      expect(output.length).toBeLessThan(20_300);
      expect(output).toMatch(/cut at 20000 characters/);
      expect(output).not.toContain('s3cr3t-value');
    } finally {
      big.cleanup();
    }
  });

  it("cuts before a file's path when none of its lines fit", async () => {
    // a.txt's lines fill the answer to 19,993 characters: b.txt's path (with the blank
    // line before it) still fits in 20,000, its first line does not.
    const line = (n: number, pad: number) => `match ${n} ${'x'.repeat(pad)}`;
    const lines = Array.from({ length: 150 }, (_, i) => line(i + 1, 120));
    const printed = (all: string[]) =>
      ['a.txt', ...all.map((value, i) => `${i + 1}:${value}`)].join('\n').length;
    lines[149] = line(150, 120 + 19_993 - printed(lines));
    expect(printed(lines) + '\n\nb.txt'.length).toBeLessThanOrEqual(20_000);
    const big = makeTempDir();
    try {
      writeTree(big.dir, { 'a.txt': `${lines.join('\n')}\n`, 'b.txt': `${line(1, 300)}\n` });
      const output = text(
        await createGrepTool({
          workspaceRoot: big.dir,
          redactSecrets: noRedaction,
          ripgrepPath,
        }).call({ pattern: 'match', output_mode: 'content', head_limit: 0 }, makeContext()),
      );
      const shown = output.split('\n');
      expect(shown.at(-1)).toMatch(/cut at 20000 characters/);
      expect(shown.at(-2)).toBe(`150:${lines[149]}`);
      expect(output).not.toContain('b.txt');
    } finally {
      big.cleanup();
    }
  });
});

describe.skipIf(!rg)('Grep and Glob: ripgrep and the fallback agree', () => {
  const inputs: Record<string, unknown>[] = [
    { pattern: 'alpha' },
    { pattern: 'alpha', output_mode: 'content', '-C': 1 },
    { pattern: 'a.', output_mode: 'count' },
    { pattern: 'ALPHA|beta', '-i': true, output_mode: 'content' },
    { pattern: 'alpha', glob: '!src/**' },
    { pattern: 'alpha', glob: '*.log' },
    { pattern: 'o\\s+b', multiline: true, output_mode: 'content' },
    { pattern: 'e', type: 'md', output_mode: 'content', head_limit: 4 },
  ];
  it.each(inputs)('same answer for %o', async (input) => {
    const answers = await Promise.all(
      [null, rg].map((ripgrepPath) =>
        createGrepTool({
          workspaceRoot: workspace.dir,
          redactSecrets: noRedaction,
          ripgrepPath,
        }).call(input as never, makeContext()),
      ),
    );
    expect(text(answers[0]!)).toBe(text(answers[1]!));
  });

  it.each(['**/*', '**/*.{ts,js}', 'src/**'])('Glob %s: same answer', async (pattern) => {
    const answers = await Promise.all(
      [null, rg].map((ripgrepPath) =>
        createGlobTool({ workspaceRoot: workspace.dir, ripgrepPath }).call(
          { pattern },
          makeContext(),
        ),
      ),
    );
    expect(text(answers[0]!)).toBe(text(answers[1]!));
  });
});
