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

/** Removes agent-loop markers from text the model wrote, so it cannot forge one. */
export function stripAgentMarkers(text: string): string {
  return text.split(MARKER_PREFIX).join('<!-- (removed):');
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
