import { describe, expect, it } from 'vitest';
import {
  groupInstructions,
  groupLabel,
  splitIntoGroups,
  DEFAULT_GROUP_LIMITS,
} from '../../src/github-side/review/groups.js';
import type { PullFile } from '../../src/github-side/github/context.js';

const file = (filename: string, chars = 400): PullFile => ({
  filename,
  status: 'modified',
  additions: 1,
  deletions: 0,
  patch: `@@ -1 +1 @@\n+${'x'.repeat(chars)}`,
});

describe('splitIntoGroups', () => {
  it('keeps a small pull request in one group', () => {
    const files = Array.from({ length: 20 }, (_, i) => file(`src/f${i}.ts`));
    expect(splitIntoGroups(files)).toHaveLength(1);
  });

  it('splits 200 files into at most 8 balanced groups, every file once, folders together', () => {
    const files = Array.from({ length: 200 }, (_, i) => file(`pkg${i % 10}/f${i}.ts`));
    const groups = splitIntoGroups(files);
    expect(groups).toHaveLength(DEFAULT_GROUP_LIMITS.maxGroups);
    expect(
      groups
        .flat()
        .map((f) => f.filename)
        .sort(),
    ).toEqual(files.map((f) => f.filename).sort());
    const sizes = groups.map((group) => group.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    // Sorted by path: a group spans consecutive folders.
    for (const group of groups) {
      const folders = new Set(group.map((f) => f.filename.split('/')[0]));
      expect(folders.size).toBeLessThanOrEqual(3);
    }
  });

  it('splits by diff tokens too: one huge file gets a group of its own', () => {
    const files = [file('a.ts', 200_000), file('b.ts'), file('c.ts'), file('d.ts')];
    const groups = splitIntoGroups(files, {
      maxGroupTokens: 30_000,
      maxGroupFiles: 25,
      maxGroups: 8,
    });
    expect(groups[0]?.map((f) => f.filename)).toEqual(['a.ts']);
    expect(groups.flat()).toHaveLength(4);
    expect(groups.every((group) => group.length > 0)).toBe(true);
  });

  it('has no groups for no files', () => {
    expect(splitIntoGroups([])).toEqual([]);
  });
});

describe('group texts', () => {
  const group = [file('src/api/a.ts'), file('src/api/v2/b.ts')];
  it('labels a group by its common folder', () => {
    expect(groupLabel(group, 2)).toBe('Part 3: src/api/ (2 files)');
    expect(groupLabel([file('a.ts'), file('b/c.ts')], 0)).toBe('Part 1: files (2 files)');
  });
  it('tells a sub-loop its own files, and says nothing for a single group', () => {
    expect(groupInstructions(group, 0, 3)).toContain('you review part 1');
    expect(groupInstructions(group, 0, 3)).toContain('- `src/api/v2/b.ts`');
    expect(groupInstructions(group, 0, 1)).toBe('');
  });
});
