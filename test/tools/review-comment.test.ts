import { describe, expect, it } from 'vitest';
import {
  createReviewCommentTool,
  formatRanges,
  parseCommentableLines,
} from '../../src/tools/review-comment.js';
import { makeContext } from './helpers.js';

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
    const lines = parseCommentableLines(PATCH);
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
    expect(parseCommentableLines('@@ -0,0 +1,3 @@\n+a\n+b\n+c\n')).toEqual({
      RIGHT: [{ start: 1, end: 3 }],
      LEFT: [],
    });
    expect(parseCommentableLines('@@ -1,2 +0,0 @@\n-a\n-b')).toEqual({
      RIGHT: [],
      LEFT: [{ start: 1, end: 2 }],
    });
    expect(parseCommentableLines('@@ -3 +3 @@\r\n-x\r\n+y\r\n')).toEqual({
      RIGHT: [{ start: 3, end: 3 }],
      LEFT: [{ start: 3, end: 3 }],
    });
    expect(parseCommentableLines('')).toEqual({ RIGHT: [], LEFT: [] });
  });

  it('ignores lines beyond the counts of a hunk', () => {
    expect(parseCommentableLines('@@ -1 +1 @@\n-a\n+b\n+stray\n stray')).toEqual({
      RIGHT: [{ start: 1, end: 1 }],
      LEFT: [{ start: 1, end: 1 }],
    });
  });
});

describe('ReviewComment', () => {
  const files = [{ filename: 'src/app.ts', patch: PATCH }, { filename: 'assets/logo.png' }];
  const call = (tool: ReturnType<typeof createReviewCommentTool>, input: unknown) =>
    tool.call(tool.inputSchema.parse(input), makeContext());

  it('collects a valid comment (RIGHT by default) and normalises the path', async () => {
    const tool = createReviewCommentTool(files);
    const result = await call(tool, { path: './src/app.ts', line: 3, body: 'b is unused' });
    expect(result.isError).toBeFalsy();
    expect(result.content).toContain('recorded');
    const left = await call(tool, { path: 'src/app.ts', line: 21, side: 'LEFT', body: 'why?' });
    expect(left.isError).toBeFalsy();
    expect(tool.comments()).toEqual([
      { path: 'src/app.ts', line: 3, side: 'RIGHT', body: 'b is unused' },
      { path: 'src/app.ts', line: 21, side: 'LEFT', body: 'why?' },
    ]);
  });

  it('refuses a line outside the diff, listing the valid ranges and the other side', async () => {
    const tool = createReviewCommentTool(files);
    const outside = await call(tool, { path: 'src/app.ts', line: 12, body: 'x' });
    expect(outside.isError).toBe(true);
    expect(outside.content).toContain('Line 12 of src/app.ts is not inside a diff hunk');
    expect(outside.content).toContain('1-6, 21-24');
    expect(outside.content).toContain('1-5, 20-22');

    const wrongSide = await call(tool, { path: 'src/app.ts', line: 24, side: 'LEFT', body: 'x' });
    expect(wrongSide.isError).toBe(true);
    expect(wrongSide.content).toContain('pass side "RIGHT"');
    expect(tool.comments()).toEqual([]);
  });

  it('refuses files the PR does not change, and files without a diff', async () => {
    const tool = createReviewCommentTool(files);
    const unknown = await call(tool, { path: 'src/other.ts', line: 1, body: 'x' });
    expect(unknown.isError).toBe(true);
    expect(unknown.content).toContain('Changed files: src/app.ts, assets/logo.png');
    const binary = await call(tool, { path: 'assets/logo.png', line: 1, body: 'x' });
    expect(binary.isError).toBe(true);
    expect(binary.content).toContain('no diff');
  });

  it('dedupes identical comments and caps the number collected', async () => {
    const tool = createReviewCommentTool(files, { maxComments: 2 });
    await call(tool, { path: 'src/app.ts', line: 1, body: 'one' });
    const again = await call(tool, { path: 'src/app.ts', line: 1, body: ' one ' });
    expect(again.isError).toBeFalsy();
    expect(again.content).toContain('already recorded');
    await call(tool, { path: 'src/app.ts', line: 2, body: 'two' });
    const third = await call(tool, { path: 'src/app.ts', line: 4, body: 'three' });
    expect(third.isError).toBe(true);
    expect(third.content).toContain('2 inline comments');
    expect(tool.comments().map((c) => c.body)).toEqual(['one', 'two']);
  });

  it('rejects malformed input at the schema', () => {
    const tool = createReviewCommentTool(files);
    expect(tool.inputSchema.safeParse({ path: 'src/app.ts', line: 0, body: 'x' }).success).toBe(
      false,
    );
    expect(tool.inputSchema.safeParse({ path: 'src/app.ts', line: 2, body: '  ' }).success).toBe(
      false,
    );
    expect(
      tool.inputSchema.safeParse({ path: 'src/app.ts', line: 2, body: 'x', side: 'BOTH' }).success,
    ).toBe(false);
  });
});
