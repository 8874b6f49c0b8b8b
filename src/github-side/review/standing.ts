/**
 * Which earlier findings still stand after a review (for the check run,
 * ./check-policy.ts). A finding stands until a later review
 * finds it no longer holds or a person with write access dismisses it:
 * - an inline finding while its thread is open: not resolved, or resolved by
 *   someone who may not (./resolutions.ts; those threads are reopened here);
 * - a finding listed in a review body (outside the diff: no thread) while the
 *   code it points at is still in the file, by more than a cosmetic change.
 * A finding this review raised again is counted with this review's, not here.
 */
import type { ReviewSeverity } from './finding.js';
import type { GitHubClient } from '../github/octokit.js';

import { errorMessage } from '../../engine/text/error-message.js';
import { onlyCosmeticChange } from './cosmetic.js';
import {
  anchorStillPresent,
  findAnchor,
  normalizePoint,
  pointSimilarity,
  SAME_POINT_SIMILARITY,
  visibleText,
  type Fingerprint,
  type PostedFinding,
  type PendingComment,
} from './posted-findings.js';
import type { ListedFinding } from './listed-findings.js';
import { SEVERITY_LABELS } from './render-finding.js';
import { unresolveThread, type FindingThread, type ReviewThread } from './threads.js';

/** Opens again each thread someone without write access resolved; failures are told, never fatal. */
export async function reopenThreads(
  client: GitHubClient,
  threads: readonly ReviewThread[],
): Promise<{ count: number; failures: string[] }> {
  const result = { count: 0, failures: [] as string[] };
  for (const thread of threads) {
    try {
      await unresolveThread(client, thread.id);
      result.count++;
    } catch (error) {
      result.failures.push(`${thread.path} (reopening): ${errorMessage(error)}`);
    }
  }
  return result;
}

/** Severities of the open finding threads not fixed now, not dismissed, not raised again. */
export function standingEarlier(input: {
  open: readonly FindingThread[];
  /** Ids of the threads this review found fixed. */
  closed: ReadonlySet<string>;
  dismissed: readonly PostedFinding[];
  repeats: readonly PendingComment[];
}): ReviewSeverity[] {
  return input.open.flatMap(({ thread, fingerprint }) => {
    if (input.closed.has(thread.id)) return [];
    if (input.dismissed.some((entry) => sameFingerprint(entry.fingerprint, fingerprint))) return [];
    if (input.repeats.some((comment) => raisesThread(comment, thread))) return [];
    const severity = severityOf(thread.comments[0]?.body ?? '');
    return severity ? [severity] : [];
  });
}

/** What deciding a listed finding's fate reads. */
export interface ListedCheck {
  listed: readonly ListedFinding[];
  repeats: readonly PendingComment[];
  /** Paths this review did not read: their findings cannot be found gone. */
  unread: ReadonlySet<string>;
  /** A file's text now, on a side (head for RIGHT, base for LEFT); undefined when gone. */
  readFile: (path: string, side: 'LEFT' | 'RIGHT') => Promise<string | undefined>;
  /** A file's text at the last reviewed commit, when known (a cosmetic change is no fix). */
  readOldFile?: (path: string) => Promise<string | undefined>;
}

/**
 * Severities of the findings earlier review bodies listed that still stand:
 * each once (by fingerprint), left out when dismissed, raised again by this
 * review, or when its code is gone from a file this review read.
 */
export async function standingListed(check: ListedCheck): Promise<ReviewSeverity[]> {
  const seen = new Set<string>();
  const standing: ReviewSeverity[] = [];
  for (const entry of check.listed) {
    const key = fingerprintKey(entry.fingerprint);
    if (seen.has(key) || entry.dismissed) continue;
    seen.add(key);
    if (check.repeats.some((comment) => raises(comment, entry.path, entry.body))) continue;
    const severity = severityOf(entry.body);
    if (!severity || (await noLongerHolds(entry, check))) continue;
    standing.push(severity);
  }
  return standing;
}

/** True when the listed finding's code is gone from the file, by more than a cosmetic change. */
async function noLongerHolds(entry: ListedFinding, check: ListedCheck): Promise<boolean> {
  if (check.unread.has(entry.path)) return false;
  const text = await check.readFile(entry.path, entry.side);
  if (text !== undefined && anchorStillPresent(entry.fingerprint, text)) return false;
  // The old side of the diff does not change with a push: only a new-side finding is fixed.
  if (entry.side === 'LEFT') return false;
  const oldFile = text === undefined ? undefined : await check.readOldFile?.(entry.path);
  if (text === undefined || oldFile === undefined) return true;
  const oldAnchor = findAnchor(entry.fingerprint, oldFile);
  return !(oldAnchor && onlyCosmeticChange({ oldAnchor, oldFile, newFile: text }));
}

function fingerprintKey(f: Fingerprint): string {
  return `${f.path}.${f.code}.${f.codeLines}.${f.point}`;
}

function sameFingerprint(a: Fingerprint, b: Fingerprint): boolean {
  return fingerprintKey(a) === fingerprintKey(b);
}

/** The severity a finding was posted with (its label, ./render-finding.ts). */
export function severityOf(body: string): ReviewSeverity | undefined {
  const labels = Object.entries(SEVERITY_LABELS) as [ReviewSeverity, string][];
  return labels.find(([, label]) => body.startsWith(`${label}:`))?.[0];
}

/** True when `comment` makes the point of the thread's first comment, on the same file. */
export function raisesThread(comment: PendingComment, thread: ReviewThread): boolean {
  return raises(comment, thread.path, thread.comments[0]?.body ?? '');
}

function raises(comment: PendingComment, path: string, body: string): boolean {
  const root = visibleText(body);
  return (
    comment.path === path &&
    (normalizePoint(root) === normalizePoint(comment.body) ||
      pointSimilarity(root, comment.body) >= SAME_POINT_SIMILARITY)
  );
}
