/**
 * What became of each finding a review posted (docs/contract.md#review-outcomes):
 * `open` until a later review decides it `fixed` (it no longer holds), `outdated` (the
 * file it was on is gone) or a person with write access `dismissed` it (who, and the
 * reason they gave). The record is `reviews.json` on the ledger ref, keyed by the
 * finding's fingerprint (./posted-findings.ts), written by compare-and-swap
 * (./outcome-store.ts). Pure here: the format, and how a review's news changes it.
 */
import { z } from 'zod';
import type { ReviewSeverity } from './finding.js';

/** The file on the ledger ref. */
export const REVIEWS_FILE = 'reviews.json';

/** A finding's fate. */
export type Outcome = 'open' | 'fixed' | 'dismissed' | 'outdated';

/** Findings older than this (by when they were posted) leave the record. */
export const KEPT_DAYS = 180;
const DAY_MS = 86_400_000;
/** Longest dismissal reason kept, in characters. */
const MAX_REASON_CHARS = 300;

const recordSchema = z.object({
  pull: z.number().int().positive(),
  path: z.string().max(4_096),
  severity: z.enum(['blocking', 'important', 'nit']),
  posted_at: z.string(),
  outcome: z.enum(['open', 'fixed', 'dismissed', 'outdated']),
  decided_at: z.string().optional(),
  dismissed_by: z.string().optional(),
  reason: z.string().optional(),
});

/** One finding's record. */
export type FindingRecord = z.infer<typeof recordSchema>;

const outcomesSchema = z.object({
  version: z.literal(1),
  findings: z.record(z.string(), recordSchema),
});

/** The whole record. */
export type ReviewOutcomes = z.infer<typeof outcomesSchema>;

/** What a review learned about one finding. */
export interface OutcomeNews {
  /** The fingerprint's key (`path.code.lines.point`). */
  key: string;
  pull: number;
  path: string;
  /** Unknown for an earlier finding whose label could not be read: then it is not recorded new. */
  severity: ReviewSeverity | undefined;
  outcome: Outcome;
  /** For a dismissal: the person and what they said. */
  by?: string;
  reason?: string;
}

/** The record in `text`; an empty one when there is none. Throws on a malformed file. */
export function parseOutcomes(text: string | undefined): ReviewOutcomes {
  if (text === undefined) return { version: 1, findings: {} };
  return outcomesSchema.parse(JSON.parse(text));
}

export function serializeOutcomes(outcomes: ReviewOutcomes): string {
  return `${JSON.stringify(outcomes, null, 2)}\n`;
}

/**
 * The record with a review's news: a finding not yet known is added (posted now);
 * an open one takes its new outcome; a decided one keeps its first decision. Findings
 * posted more than {@link KEPT_DAYS} ago leave the record.
 */
export function applyNews(
  outcomes: ReviewOutcomes,
  news: readonly OutcomeNews[],
  now: Date,
): ReviewOutcomes {
  const at = now.toISOString();
  const findings: Record<string, FindingRecord> = {};
  for (const [key, record] of Object.entries(outcomes.findings)) {
    if (now.getTime() - Date.parse(record.posted_at) <= KEPT_DAYS * DAY_MS) findings[key] = record;
  }
  for (const item of news) {
    const known = findings[item.key];
    if (known && known.outcome !== 'open') continue;
    if (!known && item.severity === undefined) continue;
    const base: FindingRecord = known ?? {
      pull: item.pull,
      path: item.path,
      severity: item.severity!,
      posted_at: at,
      outcome: 'open',
    };
    findings[item.key] = item.outcome === 'open' ? base : decided(base, item, at);
  }
  return { version: 1, findings };
}

function decided(base: FindingRecord, item: OutcomeNews, at: string): FindingRecord {
  return {
    ...base,
    outcome: item.outcome,
    decided_at: at,
    ...(item.by ? { dismissed_by: item.by } : {}),
    ...(item.reason ? { reason: item.reason.slice(0, MAX_REASON_CHARS) } : {}),
  };
}

/** How many of a pull request's findings have each outcome. */
export function countOutcomes(outcomes: ReviewOutcomes, pull: number): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { open: 0, fixed: 0, dismissed: 0, outdated: 0 };
  for (const record of Object.values(outcomes.findings)) {
    if (record.pull === pull) counts[record.outcome]++;
  }
  return counts;
}
