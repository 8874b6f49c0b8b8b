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
