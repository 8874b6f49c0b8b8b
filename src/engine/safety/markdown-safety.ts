/**
 * Making model-written text safe to post on GitHub: no pings, no forged
 * agent-loop markers, no secrets, and within GitHub's comment size limit.
 */
import { defangMentions, neutralizeClosingKeywords } from './mentions.js';
import { stripAgentMarkers } from './marker.js';
import { cutText } from '../text/cut.js';

/** GitHub rejects comment and PR bodies longer than this many characters. */
export const GITHUB_BODY_LIMIT = 65_536;

/** Redacts secret values from text (the caller knows the secrets). */
export type Redactor = (text: string) => string;

/** One redactor for the whole project: tool output, comments and logs alike. */
export { createRedactor } from './secrets.js';

/** Mentions in every form GitHub links, and closing keywords: src/engine/safety/mentions.ts. */
export { defangMentions, neutralizeClosingKeywords } from './mentions.js';

/**
 * A title or commit subject made from outside text (an issue's title, a prompt):
 * forged markers removed and closing keywords neutralised, as in bodies, so a
 * title saying `closes #3` closes nothing when the pull request is squash-merged.
 */
export function neutralizeTitle(text: string): string {
  return neutralizeClosingKeywords(stripAgentMarkers(text));
}

/**
 * Redacts, removes forged markers, defangs mentions and closing keywords: for
 * any model- or user-derived text the action posts.
 */
export function sanitizeModelText(text: string, redact: Redactor): string {
  return defangMentions(neutralizeClosingKeywords(stripAgentMarkers(redact(text))));
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
