/**
 * A first look at a webhook payload, before the event schema, the trigger rules
 * and the Markdown parser they need are loaded: most comments on a busy
 * repository do not mention the agent, and their runs should end as soon as
 * node starts. Only the request text is read; anything unexpected is left to
 * the full rules (which also validate the payload).
 *
 * Sound by construction: `containsTriggerPhrase` tests the phrase on pieces of
 * `sanitizeUntrusted(text)`, which is the text without invisible characters,
 * parsed further only when it holds `<`, `&` or `[`. Without those, every piece
 * is a substring of the stripped text, so a stripped text in which the phrase
 * does not occur (same case folding, no word-boundary rules) mentions nothing.
 */
import { stripInvisibleCharacters } from '../../engine/safety/invisible-characters.js';
import { escapeRegExp } from '../../engine/text/regexp.js';

/**
 * The reason to skip a `payload` of `eventName` when its request text certainly
 * does not mention `phrase` (the reason the trigger rules give), else undefined:
 * the full rules decide.
 */
export function certainSkip(
  eventName: string,
  payload: unknown,
  phrase: string,
): string | undefined {
  const request = requestText(eventName, payload);
  if (!request || mayMention(request.body, phrase)) return undefined;
  return `${request.what} does not mention ${phrase}`;
}

/** False only when `text` cannot mention `phrase` in live prose. */
export function mayMention(text: string, phrase: string): boolean {
  const trimmed = phrase.trim();
  // A phrase across lines could meet again once code lines are blanked: no shortcut.
  if (!trimmed || /[\r\n]/.test(trimmed)) return true;
  const visible = stripInvisibleCharacters(text);
  if (/[<&[]/.test(visible)) return true;
  return new RegExp(escapeRegExp(trimmed), 'iu').test(visible);
}

/** Where each comment-like event keeps its request, and the actions that can carry one. */
const REQUESTS: Record<string, { actions: string[]; field: string; what: string }> = {
  issue_comment: { actions: ['created', 'edited'], field: 'comment', what: 'the comment' },
  pull_request_review_comment: {
    actions: ['created', 'edited'],
    field: 'comment',
    what: 'the review comment',
  },
  pull_request_review: { actions: ['submitted', 'edited'], field: 'review', what: 'the review' },
  issues: { actions: ['opened', 'edited'], field: 'issue', what: 'the issue body' },
};

/** The request text of a comment-like payload (a missing body is empty, as the schema reads it). */
function requestText(
  eventName: string,
  payload: unknown,
): { body: string; what: string } | undefined {
  const place = Object.hasOwn(REQUESTS, eventName) ? REQUESTS[eventName] : undefined;
  if (!place || !isRecord(payload) || typeof payload.action !== 'string') return undefined;
  if (!place.actions.includes(payload.action)) return undefined;
  const holder = payload[place.field];
  if (!isRecord(holder)) return undefined;
  const body = holder.body ?? '';
  return typeof body === 'string' ? { body, what: place.what } : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
