/** Parsing GitHub's per-file patches: edge cases (blank context, CRLF, no counts, stray lines). */
import { describe, expect, it } from 'vitest';
import { formatRanges, parseCommentableLines } from '../../src/github-side/review/diff-ranges.js';

/** The side ranges only (the hunks are checked through checkPlacement elsewhere). */
const ranges = (patch: string) => {
  const { RIGHT, LEFT } = parseCommentableLines(patch);
  return { RIGHT, LEFT };
};

const PATCH = [
  "@@ -1,5 +1,6 @@ import x from 'y';",
  " import x from 'y';",
  '-const a = 1;',
  '+const a = 2;',
  '+const b = 3;',
  // A blank context line whose leading space was lost.
  '',
  ' export function f() {',
  '   return a;',
  '@@ -20,3 +21,4 @@ function g() {',
  ' line20',
  '-line21',
  '+line21b',
  '+line22',
  ' line22old',
  '\\ No newline at end of file',
].join('\n');

describe('parseCommentableLines', () => {
  it('maps hunks to new-file (RIGHT) and old-file (LEFT) line ranges', () => {
    const lines = ranges(PATCH);
    expect(lines.RIGHT).toEqual([
      { start: 1, end: 6 },
      { start: 21, end: 24 },
    ]);
    expect(lines.LEFT).toEqual([
      { start: 1, end: 5 },
      { start: 20, end: 22 },
    ]);
    expect(formatRanges(lines.RIGHT)).toBe('1-6, 21-24');
  });

  it('handles new files, deleted files, headers without counts and CRLF', () => {
    expect(ranges('@@ -0,0 +1,3 @@\n+a\n+b\n+c\n')).toEqual({
      RIGHT: [{ start: 1, end: 3 }],
      LEFT: [],
    });
    expect(ranges('@@ -1,2 +0,0 @@\n-a\n-b')).toEqual({
      RIGHT: [],
      LEFT: [{ start: 1, end: 2 }],
    });
    expect(ranges('@@ -3 +3 @@\r\n-x\r\n+y\r\n')).toEqual({
      RIGHT: [{ start: 3, end: 3 }],
      LEFT: [{ start: 3, end: 3 }],
    });
    expect(ranges('')).toEqual({ RIGHT: [], LEFT: [] });
  });

  it('ignores lines beyond the counts of a hunk', () => {
    expect(ranges('@@ -1 +1 @@\n-a\n+b\n+stray\n stray')).toEqual({
      RIGHT: [{ start: 1, end: 1 }],
      LEFT: [{ start: 1, end: 1 }],
    });
  });
});
