import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { locateRepository } from '../../src/github-side/git/git-client.js';
import type { PullFile } from '../../src/github-side/github/context.js';
import {
  describeScope,
  globMatcher,
  readLinguistAttributes,
  selectScope,
} from '../../src/github-side/review/scope.js';
import { parseGlobList } from '../../src/github-side/run/glob-list.js';
import { git, removeTempDirs, repos } from '../git/helpers.js';

afterEach(() => removeTempDirs());

const file = (filename: string, patch = '@@ -1 +1 @@\n-a\n+b'): PullFile => ({
  filename,
  status: 'modified',
  additions: 1,
  deletions: 1,
  patch,
});

function commitFiles(work: string, files: Record<string, string>, message: string): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), text);
  }
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', message);
  return git(work, 'rev-parse', 'HEAD');
}

describe('glob inputs', () => {
  it('splits on commas and newlines and skips comments', () => {
    expect(parseGlobList('review_paths', 'src/**, lib/**\n# note\n\n*.md')).toEqual([
      'src/**',
      'lib/**',
      '*.md',
    ]);
  });
  it('refuses a negated glob and one that leaves the repository, naming the input', () => {
    expect(() => parseGlobList('review_paths', 'src/**,!src/gen/**')).toThrow(
      /review_paths: "!src\/gen\/\*\*" is a negated glob/,
    );
    expect(() => parseGlobList('review_ignore', '../secrets/*')).toThrow(
      /review_ignore: "..\/secrets\/\*" leaves the repository/,
    );
  });
  it('matches a bare name at any depth, a directory with a trailing slash, and dotfiles', () => {
    const match = globMatcher(['*.snap', 'vendor/', 'src/**/*.ts']);
    expect(match('a/b/c.snap')).toBe(true);
    expect(match('vendor/x/y.go')).toBe(true);
    expect(match('src/.hidden/x.ts')).toBe(true);
    expect(match('lib/x.ts')).toBe(false);
  });
});

describe('selectScope', () => {
  it('applies review_paths, review_ignore, lockfiles and the diff budget, and says why', () => {
    const big = file('src/big.ts', `@@ -1 +1 @@\n+${'x'.repeat(4000)}`);
    const scope = selectScope(
      [
        file('src/a.ts'),
        file('src/a.test.ts'),
        file('docs/guide.md'),
        file('package-lock.json'),
        file('web/yarn.lock'),
        big,
        file('src/image.png', ''),
        file('src/b.ts'),
      ],
      {
        reviewPaths: ['src/**', '*.json', '*.lock'],
        reviewIgnore: ['*.test.ts'],
        diffBudgetTokens: 500,
      },
    );
    expect(scope.reviewed.map((f) => f.filename)).toEqual(['src/a.ts', 'src/b.ts']);
    expect(scope.summarized.map((s) => [s.file.filename, s.reason])).toEqual([
      ['package-lock.json', 'lockfile'],
      ['web/yarn.lock', 'lockfile'],
      ['src/image.png', 'no diff'],
    ]);
    expect(scope.skipped.map((s) => [s.file.filename, s.reason])).toEqual([
      ['src/a.test.ts', 'matches review_ignore'],
      ['docs/guide.md', 'outside review_paths'],
      ['src/big.ts', 'over the diff budget'],
    ]);
    expect(describeScope(scope)).toContain('- `package-lock.json` (lockfile, +1 −1)');
  });
});

describe('readLinguistAttributes', () => {
  it("reads the base commit's .gitattributes with git, not the pull request's", async () => {
    const { work } = repos();
    const base = commitFiles(
      work,
      {
        '.gitattributes':
          'gen/** linguist-generated\nthird_party/** linguist-vendored\ngen/keep.ts -linguist-generated\n',
        'gen/api.ts': 'x\n',
      },
      'base',
    );
    // The PR tries to mark its own code as generated and un-vendor third_party.
    commitFiles(
      work,
      { '.gitattributes': 'src/** linguist-generated=true\n', 'src/sneaky.ts': 'y\n' },
      'pr',
    );
    const repository = await locateRepository(work);
    const paths = ['gen/api.ts', 'gen/keep.ts', 'third_party/lib.c', 'src/sneaky.ts'];
    const attributes = await readLinguistAttributes(repository, base, paths);
    expect(Object.fromEntries(attributes)).toEqual({
      'gen/api.ts': { generated: true, vendored: false },
      'gen/keep.ts': { generated: false, vendored: false },
      'third_party/lib.c': { generated: false, vendored: true },
      'src/sneaky.ts': { generated: false, vendored: false },
    });
    const scope = selectScope(
      paths.map((p) => file(p)),
      {
        reviewPaths: [],
        reviewIgnore: [],
        attributes,
      },
    );
    expect(scope.reviewed.map((f) => f.filename)).toEqual(['gen/keep.ts', 'src/sneaky.ts']);
    expect(scope.summarized.map((s) => s.reason)).toEqual(['generated', 'vendored']);
    // The index of the checkout is untouched.
    expect(git(work, 'status', '--porcelain')).toBe('');
  });

  it('fails clearly when the base commit is not in the repository', async () => {
    const { work } = repos();
    const repository = await locateRepository(work);
    await expect(readLinguistAttributes(repository, 'b'.repeat(40), ['a'])).rejects.toThrow(
      /git read-tree/,
    );
  });
});
