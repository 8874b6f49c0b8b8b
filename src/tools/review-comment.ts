/**
 * `ReviewComment`: leaves an inline comment on a line of the pull request's diff
 * during a review run. Comments are only collected here; the action posts them
 * all as one review when the run ends. A comment GitHub would refuse (a file the
 * PR does not change, a line outside every diff hunk) is refused now, with the
 * lines that are accepted, so the model can correct it.
 */
import { z } from 'zod';
import type { Tool } from './types.js';

/** Which version of the file a comment's line refers to: new (`RIGHT`) or old (`LEFT`). */
export type DiffSide = 'RIGHT' | 'LEFT';

/** An inclusive range of line numbers. */
export interface LineRange {
  start: number;
  end: number;
}

/** The lines of one file's diff that accept an inline comment, per side. */
export interface CommentableLines {
  /** New-file lines shown in a hunk (added and context lines). */
  RIGHT: LineRange[];
  /** Old-file lines shown in a hunk (deleted and context lines). */
  LEFT: LineRange[];
}

/** A changed file of the pull request: its path and GitHub's unified diff `patch`. */
export interface ReviewableFile {
  filename: string;
  /** Absent when GitHub shows no diff (binary or too large). */
  patch?: string;
}

/** An inline comment ready for `POST /pulls/{n}/reviews`. */
export interface InlineReviewComment {
  path: string;
  line: number;
  side: DiffSide;
  body: string;
  /** A hidden marker the action appends after the body is sanitized (the finding's fingerprint). */
  marker?: string;
}

/** Default cap on the inline comments of one review. */
export const MAX_REVIEW_COMMENTS = 30;

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/**
 * Parses the hunks of a unified diff (GitHub's `patch` of one file) into the
 * line numbers that accept an inline comment on each side.
 */
export function parseCommentableLines(patch: string): CommentableLines {
  const lines: CommentableLines = { RIGHT: [], LEFT: [] };
  let oldLine = 0;
  let newLine = 0;
  let oldLeft = 0;
  let newLeft = 0;
  for (const raw of patch.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const header = HUNK_HEADER.exec(line);
    if (header) {
      oldLine = Number(header[1]);
      oldLeft = header[2] === undefined ? 1 : Number(header[2]);
      newLine = Number(header[3]);
      newLeft = header[4] === undefined ? 1 : Number(header[4]);
      continue;
    }
    if (oldLeft <= 0 && newLeft <= 0) continue;
    const marker = line[0];
    if (marker === '+' && newLeft > 0) {
      addLine(lines.RIGHT, newLine++);
      newLeft--;
    } else if (marker === '-' && oldLeft > 0) {
      addLine(lines.LEFT, oldLine++);
      oldLeft--;
    } else if ((marker === ' ' || line === '') && oldLeft > 0 && newLeft > 0) {
      // A context line (a blank one may have lost its leading space).
      addLine(lines.LEFT, oldLine++);
      addLine(lines.RIGHT, newLine++);
      oldLeft--;
      newLeft--;
    }
    // `\ No newline at end of file` and anything else: not a line of either file.
  }
  return lines;
}

/** True when `line` lies in one of `ranges`. */
export function inRanges(ranges: readonly LineRange[], line: number): boolean {
  return ranges.some((range) => line >= range.start && line <= range.end);
}

/** `3-9, 40-52` (single lines as `12`). */
export function formatRanges(ranges: readonly LineRange[]): string {
  return ranges
    .map((range) => (range.start === range.end ? `${range.start}` : `${range.start}-${range.end}`))
    .join(', ');
}

function addLine(ranges: LineRange[], line: number): void {
  const last = ranges.at(-1);
  if (last && line === last.end + 1) last.end = line;
  else if (!last || line > last.end) ranges.push({ start: line, end: line });
}

const inputSchema = z.strictObject({
  path: z
    .string()
    .min(1)
    .describe(
      'The file to comment on, relative to the repository root, exactly as the PR lists it',
    ),
  line: z
    .number()
    .int()
    .positive()
    .describe(
      'The line to comment on: a line number of the new file (side RIGHT) or of the old file (side LEFT). It must lie inside a diff hunk of that file.',
    ),
  body: z
    .string()
    .trim()
    .min(1)
    .max(16_000)
    .describe('The comment (GitHub Markdown): the problem and, ideally, the fix'),
  side: z
    .enum(['RIGHT', 'LEFT'])
    .optional()
    .describe(
      'RIGHT (default): the new version (added or unchanged lines). LEFT: the old version (deleted lines).',
    ),
});
type ReviewCommentInput = z.infer<typeof inputSchema>;

/** The ReviewComment tool plus the comments it has collected. */
export interface ReviewCommentTool extends Tool<ReviewCommentInput> {
  /** The accepted comments so far, in call order. */
  comments(): InlineReviewComment[];
}

/** Options of {@link createReviewCommentTool}. */
export interface ReviewCommentToolOptions {
  /** Most comments collected (default {@link MAX_REVIEW_COMMENTS}). */
  maxComments?: number;
}

const MAX_FILES_NAMED = 50;

/** Creates the ReviewComment tool for a PR whose changed files are `files`. */
export function createReviewCommentTool(
  files: readonly ReviewableFile[],
  options: ReviewCommentToolOptions = {},
): ReviewCommentTool {
  const maxComments = options.maxComments ?? MAX_REVIEW_COMMENTS;
  const byPath = new Map(files.map((file) => [file.filename, file]));
  const parsed = new Map<string, CommentableLines>();
  const collected: InlineReviewComment[] = [];
  const linesOf = (file: ReviewableFile & { patch: string }): CommentableLines => {
    let lines = parsed.get(file.filename);
    if (!lines) {
      lines = parseCommentableLines(file.patch);
      parsed.set(file.filename, lines);
    }
    return lines;
  };
  const fail = (content: string) => ({ content, isError: true });

  return {
    name: 'ReviewComment',
    description: [
      'Adds an inline review comment on one line of the pull request diff. Use it for findings tied to a',
      'specific line (a bug, a missing check, a clearer alternative); put general remarks in your final summary.',
      'The line must be inside a diff hunk of a file the PR changes: side RIGHT (default) uses line numbers of',
      'the new file (added or unchanged lines), side LEFT those of the old file (deleted lines).',
      'Comments are posted together as one review when you finish, with your final message as its summary.',
      `At most ${maxComments} comments; an invalid line is refused with the lines that are accepted.`,
    ].join('\n'),
    inputSchema,
    isConcurrencySafe: () => false,
    comments: () => collected.map((comment) => ({ ...comment })),
    call: async (input) => {
      const path = input.path.trim().replace(/^\.\//, '').replace(/^\/+/, '');
      const side: DiffSide = input.side ?? 'RIGHT';
      const file = byPath.get(path);
      if (!file) {
        const names = files.slice(0, MAX_FILES_NAMED).map((f) => f.filename);
        const more = files.length > names.length ? ` and ${files.length - names.length} more` : '';
        return fail(
          `"${path}" is not a file this pull request changes, so GitHub cannot take an inline comment on it. ` +
            (names.length > 0
              ? `Changed files: ${names.join(', ')}${more}.`
              : 'The pull request lists no changed files: put your remarks in the final summary.'),
        );
      }
      if (file.patch === undefined || file.patch === '') {
        return fail(
          `GitHub shows no diff for ${path} (binary, renamed without changes, or too large), so it takes no inline comment. Mention it in your final summary instead.`,
        );
      }
      const lines = linesOf({ ...file, patch: file.patch });
      if (!inRanges(lines[side], input.line)) {
        const other: DiffSide = side === 'RIGHT' ? 'LEFT' : 'RIGHT';
        const valid =
          lines[side].length > 0
            ? `Lines of ${path} that accept a comment on the ${side} side: ${formatRanges(lines[side])}.`
            : `${path} has no ${side}-side lines in the diff${side === 'RIGHT' ? ' (the file was deleted)' : ' (the file is new)'}.`;
        const hint = inRanges(lines[other], input.line)
          ? ` Line ${input.line} is in the diff on the ${other} side (${other === 'LEFT' ? 'the old file' : 'the new file'}): pass side "${other}" if you meant that version.`
          : lines[other].length > 0
            ? ` On the ${other} side: ${formatRanges(lines[other])}.`
            : '';
        return fail(
          `Line ${input.line} of ${path} is not inside a diff hunk on the ${side} side, and GitHub only accepts inline comments on lines shown in the diff. ${valid}${hint} Pick a line in these ranges, or put the remark in your final summary.`,
        );
      }
      const comment: InlineReviewComment = { path, line: input.line, side, body: input.body };
      if (
        collected.some(
          (c) =>
            c.path === path && c.line === input.line && c.side === side && c.body === input.body,
        )
      ) {
        return { content: `An identical comment on ${path}:${input.line} is already recorded.` };
      }
      if (collected.length >= maxComments) {
        return fail(
          `The review already has ${maxComments} inline comments, the most it can hold. Put further points in your final summary.`,
        );
      }
      collected.push(comment);
      return {
        content: `Comment ${collected.length} recorded on ${path} line ${input.line} (${side}). It will be posted with the others as one review when you finish; your final message becomes the review's summary.`,
      };
    },
  };
}
