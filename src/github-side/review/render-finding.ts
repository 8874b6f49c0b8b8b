/**
 * How a review finding reads on GitHub: a severity label, the model's text
 * (sanitized: no pings, no secrets, no forged markers) and, for a suggestion, a
 * ```suggestion block GitHub offers to commit on the comment's line range.
 */
import type { ReviewFinding, ReviewSeverity } from './finding.js';
import {
  sanitizeModelText,
  truncateText,
  type Redactor,
} from '../../engine/safety/markdown-safety.js';

/** The label each severity gets. */
export const SEVERITY_LABELS: Record<ReviewSeverity, string> = {
  blocking: '🔴 **Blocking**',
  important: '🟠 **Important**',
  nit: '⚪ **Nit**',
};

/** What puts a line inside a list item (the width of `- `). */
export const ITEM_INDENT = '  ';

/** Longest inline comment body (GitHub's own limit is 65,536). */
const MAX_COMMENT_CHARS = 16_000;

/** A comment as `POST /pulls/{n}/reviews` takes it in `comments`. */
export interface ReviewCommentPayload {
  path: string;
  line: number;
  side: 'RIGHT' | 'LEFT';
  start_line?: number;
  start_side?: 'RIGHT' | 'LEFT';
  body: string;
}

/** The body of one inline comment. */
export function renderFindingBody(finding: ReviewFinding, redact: Redactor): string {
  const text = `${SEVERITY_LABELS[finding.severity]}: ${finding.body.trim()}`;
  const block =
    finding.suggestion === undefined
      ? ''
      : `\n\n${codeBlock(finding.inDiff ? 'suggestion' : '', finding.suggestion)}`;
  // The block goes through the sanitizer too: it leaves code alone but redacts secrets.
  return sanitizeModelText(truncateText(text, MAX_COMMENT_CHARS) + block, redact);
}

/**
 * The REST payload of an inline finding. `marker` (trusted, e.g. the posted findings'
 * hidden fingerprint) is appended after sanitizing, which would remove it.
 */
export function toCommentPayload(
  finding: ReviewFinding,
  redact: Redactor,
  marker?: string,
): ReviewCommentPayload {
  return {
    path: finding.path,
    line: finding.line,
    side: finding.side,
    ...(finding.startLine !== undefined
      ? { start_line: finding.startLine, start_side: finding.startSide ?? finding.side }
      : {}),
    body: marker
      ? `${renderFindingBody(finding, redact)}\n\n${marker}`
      : renderFindingBody(finding, redact),
  };
}

/** `path` lines 3-5 (new file), for a finding listed in a review body. */
export function describeLocation(finding: ReviewFinding): string {
  const file = finding.side === 'LEFT' ? 'old file' : 'new file';
  const lines =
    finding.startLine !== undefined && finding.startLine !== finding.line
      ? `lines ${finding.startLine}-${finding.line}`
      : `line ${finding.line}`;
  return `\`${finding.path.replace(/`/g, "'")}\` ${lines} (${file})`;
}

/**
 * One finding as an item of the Markdown list in a review body, with its
 * location. `marker` (trusted: the hidden fingerprint) is the item's
 * last line, appended after sanitizing, which would remove it.
 */
export function renderFindingItem(
  finding: ReviewFinding,
  redact: Redactor,
  marker?: string,
): string {
  const body = renderFindingBody({ ...finding, inDiff: false }, redact)
    .split('\n')
    .map((line) => (line ? `${ITEM_INDENT}${line}` : ''))
    .join('\n');
  const item = `- ${describeLocation(finding)}:\n\n${body}`;
  return marker ? `${item}\n\n${ITEM_INDENT}${marker}` : item;
}

/** Findings as a Markdown list (for "Outside the diff"), each with its location and marker. */
export function renderFindingList(
  findings: readonly ReviewFinding[],
  redact: Redactor,
  markerOf?: (finding: ReviewFinding) => string | undefined,
): string {
  return findings
    .map((finding) => renderFindingItem(finding, redact, markerOf?.(finding)))
    .join('\n\n');
}

/**
 * A fenced block of `text`, the fence longer than any backtick run inside it. A
 * suggestion's text is the lines as they should read: one trailing newline is
 * the end of the last line, not an extra empty line.
 */
export function codeBlock(info: string, text: string): string {
  const content = text.endsWith('\n') ? text.slice(0, -1) : text;
  const longest = Math.max(2, ...Array.from(content.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return content === '' ? `${fence}${info}\n${fence}` : `${fence}${info}\n${content}\n${fence}`;
}
