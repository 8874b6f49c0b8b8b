/**
 * The hidden marker in every comment the action writes: it lets a re-run find
 * its own comment, and lets the gate refuse to answer the action's own words.
 */

const MARKER_PREFIX = '<!-- agent-loop:';

/** `<!-- agent-loop:run:<runId> -->` for GITHUB_RUN_ID `runId`. */
export function runMarker(runId: string | number): string {
  return `${MARKER_PREFIX}run:${String(runId)} -->`;
}

/** True when `body` carries any agent-loop marker (a comment the action wrote). */
export function hasAgentMarker(body: string | null | undefined): boolean {
  return typeof body === 'string' && body.includes(MARKER_PREFIX);
}

/**
 * What may sit unseen between the characters of a forged marker and be taken
 * out later (whitespace folded into one line, invisible characters stripped,
 * text cut): whitespace, invisible and formatting characters, controls.
 */
const IGNORABLE =
  '[\\s\\u0000-\\u001F\\u007F-\\u009F\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u3164\\uFEFF\\uFFA0\\uFFF9-\\uFFFB\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}]*';

/**
 * `<!--` then `agent-loop` in any case, with anything ignorable between any two
 * characters: every text that is, or could later become, a marker's start.
 */
const FORGED_MARKER = new RegExp(
  // The class lists lone invisible marks on purpose (as invisible-characters.ts).
  // eslint-disable-next-line no-misleading-character-class
  [...'<!--agent-loop'].join(IGNORABLE),
  'giu',
);

/**
 * Removes agent-loop markers from text the model or a user wrote (file names,
 * task items, summaries), so it cannot forge one: also a marker that would only
 * form after whitespace is normalized or invisible characters are removed
 * (`<!--\tagent-loop:reviewed-head:…`), and a marker's start cut off at the end.
 */
export function stripAgentMarkers(text: string): string {
  return text.replace(FORGED_MARKER, '<!-- (removed)');
}

/** Marks the one sticky review summary comment of a pull request. */
export const REVIEW_SUMMARY_MARKER = `${MARKER_PREFIX}review-summary -->`;

/** `<!-- agent-loop:reviewed-head:<sha> -->`: the PR head a summary comment describes. */
export function reviewedHeadMarker(sha: string): string {
  return `${MARKER_PREFIX}reviewed-head:${sha} -->`;
}

/** The sha of the last `reviewedHeadMarker` in `body`, if any. */
export function readReviewedHead(body: string | null | undefined): string | undefined {
  const pattern = /<!-- agent-loop:reviewed-head:([0-9a-f]{7,64}) -->/g;
  return Array.from((body ?? '').matchAll(pattern), (match) => match[1]).at(-1);
}

/**
 * `<!-- agent-loop:plan:<digest>:<data> -->`: a plan comment's digest (SHA-256 hex
 * of the plan's canonical text) and that text, base64url (which holds no `-->`).
 */
export function planMarker(digest: string, text: string): string {
  return `${MARKER_PREFIX}plan:${digest}:${Buffer.from(text, 'utf8').toString('base64url')} -->`;
}

/** The digest and canonical text of the plan marker in `body`, if it has exactly one. */
export function readPlanMarker(
  body: string | null | undefined,
): { digest: string; text: string } | undefined {
  const pattern = /<!-- agent-loop:plan:([0-9a-f]{64}):([A-Za-z0-9_-]+) -->/g;
  const found = [...(body ?? '').matchAll(pattern)];
  if (found.length !== 1) return undefined;
  const [, digest, data] = found[0]!;
  return { digest: digest!, text: Buffer.from(data!, 'base64url').toString('utf8') };
}
