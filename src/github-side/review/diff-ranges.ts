/**
 * Which lines of a pull request's diff accept an inline review comment. GitHub
 * places a comment only on a line shown in the file's diff, on the side it names
 * (RIGHT: the new file, LEFT: the old one), and a multi-line comment only on a
 * range inside one hunk. This module parses GitHub's per-file `patch` into those
 * rules, so a bad placement is refused before the review is posted.
 */

/** Which version of the file a line number refers to: new (`RIGHT`) or old (`LEFT`). */
export type DiffSide = 'RIGHT' | 'LEFT';

/** An inclusive range of line numbers. */
export interface LineRange {
  start: number;
  end: number;
}

/** One hunk: the lines it shows of each side (null when it shows none of that side). */
export interface DiffHunk {
  LEFT: LineRange | null;
  RIGHT: LineRange | null;
  /** Each shown line with its row in the patch, to tell which end of a range comes first. */
  order: { side: DiffSide; line: number; row: number }[];
}

/** The commentable lines of one file, per side, and its hunks. */
export interface CommentableLines {
  RIGHT: LineRange[];
  LEFT: LineRange[];
  hunks: DiffHunk[];
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** Parses the hunks of a unified diff (GitHub's `patch` of one file). */
export function parseCommentableLines(patch: string): CommentableLines {
  const hunks: DiffHunk[] = [];
  let hunk: DiffHunk | undefined;
  let oldLine = 0;
  let newLine = 0;
  let oldLeft = 0;
  let newLeft = 0;
  let row = -1;
  const show = (side: DiffSide, line: number) => {
    if (!hunk) return;
    const range = hunk[side];
    if (range) range.end = line;
    else hunk[side] = { start: line, end: line };
    hunk.order.push({ side, line, row });
  };
  for (const raw of patch.split('\n')) {
    row++;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const header = HUNK_HEADER.exec(line);
    if (header) {
      oldLine = Number(header[1]);
      oldLeft = header[2] === undefined ? 1 : Number(header[2]);
      newLine = Number(header[3]);
      newLeft = header[4] === undefined ? 1 : Number(header[4]);
      hunk = { LEFT: null, RIGHT: null, order: [] };
      hunks.push(hunk);
      continue;
    }
    if (oldLeft <= 0 && newLeft <= 0) continue;
    const marker = line[0];
    if (marker === '+' && newLeft > 0) {
      show('RIGHT', newLine++);
      newLeft--;
    } else if (marker === '-' && oldLeft > 0) {
      show('LEFT', oldLine++);
      oldLeft--;
    } else if ((marker === ' ' || line === '') && oldLeft > 0 && newLeft > 0) {
      // A context line (a blank one may have lost its leading space) is on both sides.
      show('LEFT', oldLine++);
      show('RIGHT', newLine++);
      oldLeft--;
      newLeft--;
    }
    // `\ No newline at end of file` and anything else: not a line of either file.
  }
  const ranges = (side: DiffSide) =>
    hunks.flatMap((h) => (h[side] ? [{ ...h[side] }] : [])).sort((a, b) => a.start - b.start);
  return { RIGHT: ranges('RIGHT'), LEFT: ranges('LEFT'), hunks };
}

/** `3-9, 40-52` (single lines as `12`); `none` for no ranges. */
export function formatRanges(ranges: readonly LineRange[]): string {
  if (ranges.length === 0) return 'none';
  return ranges
    .map((range) => (range.start === range.end ? `${range.start}` : `${range.start}-${range.end}`))
    .join(', ');
}

/** Where a comment should go: a single line, or `startLine..line` (sides default to `side`). */
export interface Placement {
  line: number;
  side: DiffSide;
  startLine?: number;
  startSide?: DiffSide;
}

/** Either the placement fits the diff, or why not (a sentence for the model). */
export type PlacementCheck = { ok: true } | { ok: false; problem: string };

/**
 * Checks a placement as GitHub does: each end on a shown line of its side, both
 * ends in the same hunk, the start before the end.
 */
export function checkPlacement(lines: CommentableLines, placement: Placement): PlacementCheck {
  const end = findHunk(lines, placement.side, placement.line);
  if (end === undefined) {
    return { ok: false, problem: notShown(placement.line, placement.side) };
  }
  if (placement.startLine === undefined) return { ok: true };
  const startSide = placement.startSide ?? placement.side;
  const start = findHunk(lines, startSide, placement.startLine);
  if (start === undefined) {
    return { ok: false, problem: `start_line ${notShown(placement.startLine, startSide)}` };
  }
  if (start !== end) {
    return {
      ok: false,
      problem: `lines ${placement.startLine} and ${placement.line} are in different hunks of the diff; a multi-line comment must stay inside one hunk`,
    };
  }
  const hunk = lines.hunks[end]!;
  // A context line is one row for both sides: a range must span at least two rows.
  const position = (side: DiffSide, line: number) =>
    hunk.order.find((entry) => entry.side === side && entry.line === line)?.row ?? -1;
  if (position(startSide, placement.startLine) >= position(placement.side, placement.line)) {
    return {
      ok: false,
      problem: `start_line ${placement.startLine} must come before line ${placement.line} in the diff`,
    };
  }
  return { ok: true };
}

function findHunk(lines: CommentableLines, side: DiffSide, line: number): number | undefined {
  const index = lines.hunks.findIndex((hunk) => {
    const range = hunk[side];
    return range !== null && line >= range.start && line <= range.end;
  });
  return index === -1 ? undefined : index;
}

function notShown(line: number, side: DiffSide): string {
  return `${line} is not a line the diff shows on the ${side} side (${side === 'RIGHT' ? 'the new file' : 'the old file'})`;
}
