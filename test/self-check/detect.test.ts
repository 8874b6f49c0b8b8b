/** Which checks a repository has (src/engine/self-check/detect.ts), read from real files. */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detectChecks, hasMakeTarget, listedChecks } from '../../src/engine/self-check/detect.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'self-check-detect-'));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

const commands = async (files: Record<string, string>) =>
  (await detectChecks(repo(files))).map((check) => check.command);

const scripts = (entries: Record<string, string>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'x', scripts: entries, ...extra });

describe('detectChecks', () => {
  it('runs test, lint and typecheck of package.json in that order, with npm by default', async () => {
    const found = await commands({
      'package.json': scripts({
        typecheck: 'tsc',
        build: 'tsc -b',
        lint: 'eslint .',
        test: 'vitest',
      }),
    });
    expect(found).toEqual(['npm run test', 'npm run lint', 'npm run typecheck']);
  });

  it.each([
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
    ['package-lock.json', 'npm'],
  ])('uses the package manager of %s', async (lockfile, manager) => {
    const found = await commands({ 'package.json': scripts({ test: 'jest' }), [lockfile]: '' });
    expect(found).toEqual([`${manager} run test`]);
  });

  it('prefers the packageManager field over the lockfile', async () => {
    const found = await commands({
      'package.json': scripts({ lint: 'eslint .' }, { packageManager: 'pnpm@9.1.0' }),
      'yarn.lock': '',
    });
    expect(found).toEqual(['pnpm run lint']);
  });

  it("skips npm's placeholder test script and a package.json that is not JSON", async () => {
    expect(
      await commands({
        'package.json': scripts({ test: 'echo "Error: no test specified" && exit 1' }),
      }),
    ).toEqual([]);
    expect(await commands({ 'package.json': '{ not json' })).toEqual([]);
  });

  it.each([
    ['pytest.ini', '[pytest]\n'],
    ['pyproject.toml', '[project]\nname = "x"\n\n[tool.pytest.ini_options]\naddopts = "-q"\n'],
    ['setup.cfg', '[metadata]\nname = x\n[tool:pytest]\ntestpaths = tests\n'],
    ['tox.ini', '[tox]\nenvlist = py3\n[pytest]\naddopts = -q\n'],
    ['conftest.py', 'import pytest\n'],
  ])('finds pytest configured in %s', async (name, text) => {
    expect(await detectChecks(repo({ [name]: text }))).toEqual([
      { command: 'pytest', source: name },
    ]);
  });

  it('does not take a pyproject.toml without a pytest section for pytest', async () => {
    expect(await commands({ 'pyproject.toml': '[tool.ruff]\nline-length = 100\n' })).toEqual([]);
  });

  it('finds go test and cargo test', async () => {
    expect(await commands({ 'go.mod': 'module x\n', 'Cargo.toml': '[package]\n' })).toEqual([
      'go test ./...',
      'cargo test',
    ]);
  });

  it("uses the Makefile's test target instead of the language guesses, after package.json", async () => {
    const found = await commands({
      'package.json': scripts({ lint: 'eslint .' }),
      'go.mod': 'module x\n',
      Makefile: '.PHONY: test\nbuild:\n\tgo build\ntest: build\n\tgo test -race ./...\n',
    });
    expect(found).toEqual(['npm run lint', 'make test']);
  });

  it('uses make check when the Makefile has no test target, and neither when it has none', async () => {
    expect(await commands({ Makefile: 'check:\n\t./run-checks\n' })).toEqual(['make check']);
    expect(await commands({ Makefile: 'all:\n\tcc x.c\n', 'go.mod': 'module x\n' })).toEqual([
      'go test ./...',
    ]);
  });

  it('reads no file through a link', async () => {
    const outside = repo({ 'package.json': scripts({ test: 'jest' }) });
    const root = repo({});
    symlinkSync(join(outside, 'package.json'), join(root, 'package.json'));
    expect(await detectChecks(root)).toEqual([]);
  });
});

describe('hasMakeTarget', () => {
  it('tells a rule from a variable, a recipe line and a comment', () => {
    expect(hasMakeTarget('test:\n\techo', 'test')).toBe(true);
    expect(hasMakeTarget('lint test: deps\n', 'test')).toBe(true);
    expect(hasMakeTarget('test:: a\n', 'test')).toBe(true);
    expect(hasMakeTarget('test := 1\n', 'test')).toBe(false);
    expect(hasMakeTarget('test = 1\n', 'test')).toBe(false);
    expect(hasMakeTarget('\ttest: x\n', 'test')).toBe(false);
    expect(hasMakeTarget('# test:\n', 'test')).toBe(false);
    expect(hasMakeTarget('.PHONY: test\n', 'test')).toBe(false);
    expect(hasMakeTarget('tests:\n', 'test')).toBe(false);
  });
});

describe('listedChecks', () => {
  it('takes one command a line, skipping blank lines and comments', () => {
    expect(listedChecks('npm test\n\n  # not this\n  make lint  \r\n')).toEqual([
      { command: 'npm test', source: 'check_commands' },
      { command: 'make lint', source: 'check_commands' },
    ]);
  });
});
