/** Diff ranges from real git patches, checked against the fake GitHub's independent rules. */
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkPlacement,
  formatRanges,
  parseCommentableLines,
  type DiffSide,
} from '../../src/github-side/review/diff-ranges.js';
import { pullFilesFromGit, reviewCommentProblem } from '../fakes/github-git.js';
import { removeTempDirs } from '../git/helpers.js';
import { numbered, pullRepo } from './helpers.js';

afterAll(removeTempDirs);

const base = numbered(40);
const head = base
  .replace('line 5\n', 'line 5 changed\nline 5b\n')
  .replace('line 30\n', '')
  .replace('line 33\n', 'line 33 changed\n');

function patchOf(path = 'a.txt'): string {
  const repo = pullRepo({ [path]: base }, { [path]: head });
  const file = pullFilesFromGit(repo.origin, 'main', 'feature').find((f) => f.filename === path);
  return file!.patch!;
}

describe('parseCommentableLines on a real git patch', () => {
  it('gives the shown lines per side and per hunk', () => {
    const lines = parseCommentableLines(patchOf());
    expect(formatRanges(lines.RIGHT)).toBe('2-9, 28-36');
    expect(formatRanges(lines.LEFT)).toBe('2-8, 27-36');
    expect(lines.hunks).toHaveLength(2);
  });

  it('agrees with GitHub (the fake) on every single line and every range of both sides', () => {
    const patch = patchOf();
    const lines = parseCommentableLines(patch);
    const sides: DiffSide[] = ['RIGHT', 'LEFT'];
    let checked = 0;
    for (const side of sides) {
      for (const startSide of sides) {
        for (let line = 1; line <= 42; line++) {
          for (let start = 0; start <= 42; start++) {
            const placement =
              start === 0 ? { line, side } : { line, side, startLine: start, startSide };
            const ours = checkPlacement(lines, placement).ok;
            const github =
              reviewCommentProblem(patch, {
                path: 'a.txt',
                line,
                side,
                ...(start === 0 ? {} : { start_line: start, start_side: startSide }),
              }) === undefined;
            expect(ours, JSON.stringify(placement)).toBe(github);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(7000);
  });

  it('explains a range across hunks and a start after the end', () => {
    const lines = parseCommentableLines(patchOf());
    expect(
      checkPlacement(lines, { line: 30, side: 'RIGHT', startLine: 5, startSide: 'RIGHT' }),
    ).toMatchObject({ ok: false, problem: expect.stringContaining('different hunks') });
    expect(checkPlacement(lines, { line: 5, side: 'RIGHT', startLine: 7 })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('must come before'),
    });
    expect(checkPlacement(lines, { line: 20, side: 'RIGHT' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('20 is not a line the diff shows on the RIGHT side'),
    });
  });
});

describe('pullFilesFromGit (the fake GitHub files)', () => {
  it('names renames with their old path, binary files without a patch, deletions', () => {
    const repo = pullRepo(
      { 'old/name.ts': numbered(10), 'logo.png': Buffer.from([0, 1, 2, 3]), 'gone.txt': 'x\n' },
      {
        'new/name.ts': numbered(10).replace('line 3\n', 'line three\n'),
        'logo.png': Buffer.from([0, 9, 9, 9, 0]),
        'gone.txt': null,
      },
      { 'old/name.ts': 'new/name.ts' },
    );
    const files = pullFilesFromGit(repo.origin, 'main', 'feature');
    expect(files.find((f) => f.filename === 'new/name.ts')).toMatchObject({
      status: 'renamed',
      previous_filename: 'old/name.ts',
      additions: 1,
      deletions: 1,
      patch: expect.stringMatching(/^@@ -1,6 \+1,6 @@/),
    });
    const png = files.find((f) => f.filename === 'logo.png');
    expect(png).toMatchObject({ status: 'modified', additions: 0, deletions: 0 });
    expect(png?.patch).toBeUndefined();
    expect(files.find((f) => f.filename === 'gone.txt')).toMatchObject({ status: 'removed' });
  });
});
