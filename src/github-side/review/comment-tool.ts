/**
 * `ReviewComment`: records one finding of a review run: on a line or a range of
 * the pull request's diff, with a severity and, optionally, a suggested
 * replacement. Nothing is posted here: each accepted finding is reported as a
 * `review_comment` event through the loop's event stream (as TodoWrite reports
 * its list), and the action posts them all as one review when the run ends.
 *
 * A placement GitHub would refuse is refused now, with the lines of that file
 * the diff does show, so the model can move it. If the model sends the same
 * finding to the same place again, it is accepted as outside the diff and will
 * be listed in the review body under "Outside the diff".
 */
import type { ReviewFinding } from './finding.js';
import { z } from 'zod';
import type { PullFile } from '../github/context.js';
import type { Tool } from '../../engine/tools/types.js';
import {
  checkPlacement,
  formatRanges,
  parseCommentableLines,
  type CommentableLines,
  type DiffSide,
} from './diff-ranges.js';

/** A changed file of the pull request as the tool sees it (no patch: binary, or too large). */
export type ReviewableFile = Pick<PullFile, 'filename' | 'previousFilename' | 'patch' | 'binary'>;

/** Default cap on the findings of one review. */
export const MAX_REVIEW_FINDINGS = 30;
const MAX_FILES_NAMED = 50;

const sideSchema = z.enum(['RIGHT', 'LEFT']);
const inputSchema = z.strictObject({
  path: z
    .string()
    .min(1)
    .describe(
      'The file, relative to the repository root, exactly as the PR lists it (new path of a rename)',
    ),
  line: z
    .number()
    .int()
    .positive()
    .describe(
      'The line the comment is on (the last line of a range): a line number of the new file (side RIGHT) or of the old file (side LEFT), shown in the diff',
    ),
  side: sideSchema
    .optional()
    .describe(
      'RIGHT (default): the new version (added or unchanged lines). LEFT: the old version (deleted lines).',
    ),
  start_line: z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      'For a comment on several lines: the first line of the range (in the same hunk as line)',
    ),
  start_side: sideSchema.optional().describe('The side of start_line (default: side)'),
  severity: z
    .enum(['blocking', 'important', 'nit'])
    .describe(
      'blocking: must be fixed before merging (a bug, a security hole, data loss). important: should be fixed. nit: minor or a matter of taste.',
    ),
  body: z
    .string()
    .trim()
    .min(1)
    .max(16_000)
    .describe('The comment (GitHub Markdown): the problem and why it matters'),
  suggestion: z
    .string()
    .max(16_000)
    .optional()
    .describe(
      'Replacement text for the new-file lines start_line..line (or line alone), exactly as they should read, without a code fence; shown as a suggestion the author can commit. RIGHT side only. An empty string deletes the lines.',
    ),
});
type ReviewCommentInput = z.infer<typeof inputSchema>;

/** Options of {@link createReviewCommentTool}. */
export interface ReviewCommentToolOptions {
  /** Most findings recorded (default {@link MAX_REVIEW_FINDINGS}). */
  maxFindings?: number;
}

/** Creates the ReviewComment tool for a PR whose changed files are `files`. */
export function createReviewCommentTool(
  files: readonly ReviewableFile[],
  options: ReviewCommentToolOptions = {},
): Tool<ReviewCommentInput> {
  const maxFindings = options.maxFindings ?? MAX_REVIEW_FINDINGS;
  const byPath = new Map(files.map((file) => [file.filename, file]));
  const parsed = new Map<string, CommentableLines>();
  const linesOf = (file: ReviewableFile): CommentableLines | undefined => {
    if (file.binary || !file.patch) return undefined;
    let lines = parsed.get(file.filename);
    if (!lines) {
      lines = parseCommentableLines(file.patch);
      parsed.set(file.filename, lines);
    }
    return lines;
  };
  const recorded = new Set<string>();
  const refused = new Set<string>();
  let count = 0;

  return {
    name: 'ReviewComment',
    description: [
      'Records one finding of your review as an inline comment on the pull request diff: a line, or a range',
      'start_line..line inside one hunk, with a severity (blocking, important, nit). Use it for findings tied to',
      'specific code; put general remarks in your final summary. side RIGHT (default) uses line numbers of the',
      'new file (added or unchanged lines), LEFT those of the old file (deleted lines). Give `suggestion` to',
      'propose replacement text for exactly the new-file lines start_line..line. A placement outside the diff is',
      'refused with the lines that are accepted; if the finding really concerns code outside the diff, send the',
      "same call again and it is listed in the review body under 'Outside the diff'. Findings are posted together",
      `as one review when you finish, with your final message as its summary. At most ${maxFindings} findings.`,
    ].join('\n'),
    inputSchema,
    isConcurrencySafe: () => false,
    call: async (input, context) => {
      const finding = toFinding(input);
      const key = JSON.stringify({ ...finding, inDiff: undefined });
      if (recorded.has(key)) {
        return { content: `This finding on ${finding.path} is already recorded.` };
      }
      if (count >= maxFindings) {
        return {
          content: `The review already has ${maxFindings} findings, the most it holds. Put further points in your final summary.`,
          isError: true,
        };
      }
      const inputProblem = checkInput(finding);
      if (inputProblem) return { content: inputProblem, isError: true };
      const problem = placementProblem(finding);
      if (problem && !refused.has(key)) {
        refused.add(key);
        return { content: problem, isError: true };
      }
      const accepted: ReviewFinding = { ...finding, inDiff: problem === undefined };
      recorded.add(key);
      count++;
      context.emit({
        type: 'host_report',
        report: { subtype: 'review_comment', comment: accepted },
      });
      return {
        content: accepted.inDiff
          ? `Finding ${count} recorded on ${describePlace(accepted)}. It will be posted with the others as one review when you finish.`
          : `Finding ${count} recorded outside the diff: it will be listed in the review body under "Outside the diff".`,
      };
    },
  };

  function placementProblem(finding: ReviewFinding): string | undefined {
    const file = byPath.get(finding.path);
    if (!file) {
      const names = files.slice(0, MAX_FILES_NAMED).map((f) => f.filename);
      const more = files.length > names.length ? ` and ${files.length - names.length} more` : '';
      return (
        `"${finding.path}" is not a file this pull request changes, so it takes no inline comment. ` +
        (names.length > 0 ? `Changed files: ${names.join(', ')}${more}. ` : '') +
        repeatHint()
      );
    }
    const lines = linesOf(file);
    if (!lines) {
      const why = file.binary
        ? 'it is a binary file'
        : 'GitHub shows no diff for it (too large or a pure rename)';
      return `${finding.path} takes no inline comment: ${why}. ${repeatHint()}`;
    }
    const check = checkPlacement(lines, {
      line: finding.line,
      side: finding.side,
      ...(finding.startLine !== undefined ? { startLine: finding.startLine } : {}),
      ...(finding.startSide !== undefined ? { startSide: finding.startSide } : {}),
    });
    if (check.ok) return undefined;
    return (
      `Cannot place this comment on ${finding.path}: line ${check.problem}. ` +
      `Lines of ${finding.path} the diff shows: RIGHT (new file) ${formatRanges(lines.RIGHT)}; LEFT (old file) ${formatRanges(lines.LEFT)}. ` +
      `Pick lines in these ranges (a range must stay inside one hunk), or ${repeatHint().toLowerCase()}`
    );
  }
}

/** Normalises the input: a clean path, default sides, a one-line range folded to a line. */
function toFinding(input: ReviewCommentInput): ReviewFinding {
  const side: DiffSide = input.side ?? 'RIGHT';
  const startSide: DiffSide = input.start_side ?? side;
  const single =
    input.start_line === undefined || (input.start_line === input.line && startSide === side);
  return {
    path: input.path.trim().replace(/^\.\//, '').replace(/^\/+/, ''),
    line: input.line,
    side,
    ...(single ? {} : { startLine: input.start_line, startSide }),
    severity: input.severity,
    body: input.body,
    ...(input.suggestion !== undefined ? { suggestion: input.suggestion } : {}),
    inDiff: true,
  };
}

/** Problems with the input itself, whatever the diff. */
function checkInput(finding: ReviewFinding): string | undefined {
  if (finding.suggestion === undefined) return undefined;
  if (finding.side !== 'RIGHT' || (finding.startSide ?? 'RIGHT') !== 'RIGHT') {
    return 'A suggestion replaces lines of the new file: use side RIGHT (and start_side RIGHT) with a suggestion, or drop the suggestion.';
  }
  return undefined;
}

function describePlace(finding: ReviewFinding): string {
  const range =
    finding.startLine !== undefined
      ? `lines ${finding.startLine}${finding.startSide !== finding.side ? ` (${finding.startSide})` : ''}-${finding.line}`
      : `line ${finding.line}`;
  return `${finding.path} ${range} (${finding.side})`;
}

function repeatHint(): string {
  return 'If the finding concerns code outside the diff, send the same call again to list it in the review body under "Outside the diff".';
}
