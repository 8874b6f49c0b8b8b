/**
 * The findings a review has already posted. It lives on GitHub, not in
 * the runner: every inline comment the action posts carries a hidden marker with
 * the finding's fingerprint (and so does every finding its review body lists
 * outside the diff), and the sticky summary comment carries the last
 * reviewed commit. A later run reads them back, so it neither repeats a finding
 * nor loses track of what it reviewed.
 *
 * A fingerprint is three hashes and a count: the file's path, the code at the
 * comment's anchor (normalized: whitespace and blank lines do not count, so a
 * re-indent or a moved block keeps its fingerprint) with its number of lines,
 * and the point made (normalized text of the comment). Line numbers are not in
 * it: the same code shifted by a push is the same anchor.
 *
 * Markers start with the prefix of src/engine/safety/marker.ts, so the gate treats them
 * as the action's own words and `stripAgentMarkers` keeps the model from forging one.
 */
import { createHash } from 'node:crypto';
import { escapeRegExp } from '../../engine/text/regexp.js';

/** The prefix every agent-loop marker shares (see src/engine/safety/marker.ts). */
const PREFIX = '<!-- agent-loop:';
const FINDING_TAG = 'finding:v1:';
const REVIEWED_TAG = 'reviewed-head:';
const HASH_CHARS = 16;

/** What identifies a finding across runs. */
export interface Fingerprint {
  /** Hash of the file's path. */
  path: string;
  /** Hash of the normalized anchor code. */
  code: string;
  /** Non-blank lines of the anchor code (to look for it again in a later version). */
  codeLines: number;
  /** Hash of the normalized point. */
  point: string;
}

/** A finding as the fingerprint needs it. */
export interface FindingText {
  path: string;
  /** The lines the comment is anchored to (`start_line..line` on its side). */
  anchorLines: readonly string[];
  /** The comment's text (a suggestion block and markers are ignored). */
  body: string;
}

/** A finding already on GitHub, as read back from its review thread or a review body's list. */
export interface PostedFinding {
  fingerprint: Fingerprint;
  path: string;
  /** The comment's visible text (marker removed), for near-duplicate matching. */
  body: string;
  /**
   * A person with write access dismissed it (👎 or a "won't fix" reply,
   * ./dismissals.ts): its point is never raised again on this file, whatever the code.
   */
  dismissed?: boolean;
  /** Who dismissed it and why (./dismissals.ts), for the review's outcomes (./outcomes.ts). */
  dismissal?: { by: string; reason: string };
}

/** Code with every run of whitespace made one space and blank lines dropped. */
export function normalizeCode(lines: readonly string[]): string[] {
  return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line !== '');
}

/**
 * The point of a comment as words: suggestion blocks, markers, Markdown
 * punctuation and case removed, so rewrapped or restyled text matches.
 */
export function normalizePoint(body: string): string {
  return body
    .replace(/```suggestion[\s\S]*?(```|$)/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, HASH_CHARS);
}

/** The fingerprint of a finding. */
export function fingerprintOf(finding: FindingText): Fingerprint {
  const code = normalizeCode(finding.anchorLines);
  return {
    path: hash(finding.path),
    code: hash(code.join('\n')),
    codeLines: code.length,
    point: hash(normalizePoint(finding.body)),
  };
}

/** `<!-- agent-loop:finding:v1:<path>.<code>.<lines>.<point> -->` */
export function findingMarker(fingerprint: Fingerprint): string {
  const { path, code, codeLines, point } = fingerprint;
  return `${PREFIX}${FINDING_TAG}${path}.${code}.${codeLines}.${point} -->`;
}

const FINDING_PATTERN = new RegExp(
  `${escapeRegExp(PREFIX + FINDING_TAG)}([0-9a-f]{${HASH_CHARS}})\\.([0-9a-f]{${HASH_CHARS}})\\.(\\d{1,6})\\.([0-9a-f]{${HASH_CHARS}}) -->`,
);

/** The fingerprint in a comment body, or undefined when it has none (or a malformed one). */
export function parseFindingMarker(body: string): Fingerprint | undefined {
  const match = FINDING_PATTERN.exec(body);
  if (!match) return undefined;
  return {
    path: match[1] ?? '',
    code: match[2] ?? '',
    codeLines: Number(match[3]),
    point: match[4] ?? '',
  };
}

/** Every well-formed finding marker in `text`, in order, with where it ends. */
export function findingMarkersIn(
  text: string,
): { fingerprint: Fingerprint; start: number; end: number }[] {
  return Array.from(text.matchAll(new RegExp(FINDING_PATTERN.source, 'g')), (match) => ({
    fingerprint: {
      path: match[1] ?? '',
      code: match[2] ?? '',
      codeLines: Number(match[3]),
      point: match[4] ?? '',
    },
    start: match.index,
    end: match.index + match[0].length,
  }));
}

const REVIEWED_PATTERN = new RegExp(
  `${escapeRegExp(PREFIX + REVIEWED_TAG)}([0-9a-f]{40}(?:[0-9a-f]{24})?) -->`,
);

/** The last reviewed commit recorded in a summary comment's body. */
export function parseReviewedSha(body: string): string | undefined {
  return REVIEWED_PATTERN.exec(body)?.[1];
}

/** The comment text a person sees: the body without agent-loop markers. */
export function visibleText(body: string): string {
  return body.replace(/<!-- agent-loop:[\s\S]*?-->/g, '').trim();
}

/** Words shared / words in either: 1 for the same set of words, 0 for none in common. */
export function pointSimilarity(a: string, b: string): number {
  const words = (text: string) => new Set(normalizePoint(text).split(' ').filter(Boolean));
  const left = words(a);
  const right = words(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared);
}

/**
 * Two comments on the same code make the same point when their normalized text
 * is equal or they share most of their words: a model re-reviewing the same
 * code rewords a little, and a person would call it a repeat.
 */
export const SAME_POINT_SIMILARITY = 0.6;

/**
 * The earlier entry this finding repeats (same file, same code, same point), if
 * any; a dismissed entry is repeated by the same point anywhere in the file.
 */
export function findRepeat(
  posted: readonly PostedFinding[],
  fingerprint: Fingerprint,
  body: string,
): PostedFinding | undefined {
  const samePoint = (entry: PostedFinding) =>
    entry.fingerprint.point === fingerprint.point ||
    pointSimilarity(entry.body, body) >= SAME_POINT_SIMILARITY;
  const onFile = posted.filter((entry) => entry.fingerprint.path === fingerprint.path);
  return (
    onFile.find((entry) => entry.dismissed && samePoint(entry)) ??
    onFile.find((entry) => entry.fingerprint.code === fingerprint.code && samePoint(entry))
  );
}

/**
 * True when the anchor code of `fingerprint` still appears in `fileText` (any
 * window of as many non-blank lines, normalized, with the same hash).
 */
export function anchorStillPresent(fingerprint: Fingerprint, fileText: string): boolean {
  if (fingerprint.codeLines === 0) return true;
  return findAnchor(fingerprint, fileText) !== undefined;
}

/**
 * The lines of `fileText` the anchor of `fingerprint` covers (as written, blank
 * lines inside it included), or undefined when it is not there.
 */
export function findAnchor(fingerprint: Fingerprint, fileText: string): string[] | undefined {
  const raw = fileText.split('\n');
  // Each non-blank line, normalized, with where it is in the file.
  const lines = raw.flatMap((line, at) => {
    const [normal] = normalizeCode([line]);
    return normal === undefined ? [] : [{ normal, at }];
  });
  const size = fingerprint.codeLines;
  if (size === 0) return undefined;
  for (let start = 0; start + size <= lines.length; start++) {
    const window = lines.slice(start, start + size);
    if (hash(window.map((line) => line.normal).join('\n')) === fingerprint.code) {
      return raw.slice(window[0]!.at, window[size - 1]!.at + 1);
    }
  }
  return undefined;
}

/** The lines `start..end` (1-based, inclusive) of a file's text. */
export function linesOf(fileText: string, start: number, end: number): string[] {
  return fileText.split('\n').slice(Math.max(0, start - 1), end);
}

/** A finding about to be posted, as the posted findings need it (the fields of a ReviewFinding). */
export interface PendingComment {
  path: string;
  line: number;
  startLine?: number;
  side: 'LEFT' | 'RIGHT';
  body: string;
}

/** The findings worth posting, each with its fingerprint, and the repeats left out. */
export interface LedgerFilter<C extends PendingComment> {
  /** Post these, with `findingMarker(fingerprint)` appended to the rendered comment. */
  fresh: (C & { fingerprint: Fingerprint })[];
  repeats: C[];
  /** Points a person dismissed earlier (./dismissals.ts): never posted again. */
  dismissed: C[];
}

/**
 * Fingerprints each finding and leaves out those already posted (and
 * those repeating an earlier finding of this same review). The marker is not
 * put in the body here: the body is sanitized when rendered, which removes
 * markers, so the poster appends it after. `readFile(path, side)` gives the
 * file's text on that side (new version for RIGHT, old for LEFT).
 */
export async function filterRepeats<C extends PendingComment>(
  comments: readonly C[],
  posted: readonly PostedFinding[],
  readFile: (path: string, side: 'LEFT' | 'RIGHT') => Promise<string | undefined>,
): Promise<LedgerFilter<C>> {
  const seen: PostedFinding[] = [...posted];
  const result: LedgerFilter<C> = { fresh: [], repeats: [], dismissed: [] };
  for (const comment of comments) {
    const text = (await readFile(comment.path, comment.side)) ?? '';
    const fingerprint = fingerprintOf({
      path: comment.path,
      anchorLines: linesOf(text, comment.startLine ?? comment.line, comment.line),
      body: comment.body,
    });
    const earlier = findRepeat(seen, fingerprint, comment.body);
    if (earlier) {
      (earlier.dismissed ? result.dismissed : result.repeats).push(comment);
      continue;
    }
    seen.push({ fingerprint, path: comment.path, body: comment.body });
    result.fresh.push({ ...comment, fingerprint });
  }
  return result;
}
