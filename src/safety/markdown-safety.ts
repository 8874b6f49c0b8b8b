/**
 * Making model-written text safe to post on GitHub: no pings, no forged
 * agent-loop markers, no secrets, and within GitHub's comment size limit.
 */
import { splitMarkdown } from './markdown-scan.js';
import { stripAgentMarkers } from './marker.js';
import { cutText } from '../text/cut.js';

/** GitHub rejects comment and PR bodies longer than this many characters. */
export const GITHUB_BODY_LIMIT = 65_536;

/** Redacts secret values from text (the caller knows the secrets). */
export type Redactor = (text: string) => string;

/** One redactor for the whole project: tool output, comments and logs alike. */
export { createRedactor } from './secrets.js';

// @user or @org/team, not an email (a@b.c) nor already in code.
const MENTION =
  /(?<![\p{L}\p{N}_`@./-])@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9_.-]+)?)/gu;

/**
 * Wraps `@user` and `@org/team` mentions outside code in backticks so posting
 * the model's text does not notify anyone.
 */
export function defangMentions(text: string): string {
  return splitMarkdown(text)
    .map((segment) =>
      segment.kind === 'code' ? segment.text : segment.text.replace(MENTION, '`@$1`'),
    )
    .join('');
}

/** Redacts, removes forged markers and defangs mentions: for any model-written text. */
export function sanitizeModelText(text: string, redact: Redactor): string {
  return defangMentions(stripAgentMarkers(redact(text)));
}

/**
 * Cuts `text` to at most `max` characters, ending with a note; keeps whole
 * characters (graphemes) and closes an open code fence so the footer renders.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const note = '\n\n… (truncated)';
  let cut = cutText(text, Math.max(0, max - note.length - 8));
  const fences = cut.match(/^ {0,3}(`{3,}|~{3,})/gm)?.length ?? 0;
  if (fences % 2 === 1) cut += '\n```';
  return cut + note;
}
