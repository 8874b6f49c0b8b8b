/**
 * The review's figures over the last days (docs/contract.md#review-outcomes), from its
 * outcomes (./outcomes.ts): findings posted by severity, the share fixed, the share
 * dismissed (the false-positive signal) and its reasons, the median time to a fix, the
 * paths with most findings, and a Mermaid pie chart GitHub renders. `@agent review-stats`
 * posts them; a review run's step summary shows them too. The paths whose findings are
 * mostly dismissed are named in the review's prompt as noisy.
 */
import type { ReviewSeverity } from './finding.js';
import type { FindingRecord, Outcome, ReviewOutcomes } from './outcomes.js';

/** The window the figures cover, in days. */
export const STATS_DAYS = 30;
const DAY_MS = 86_400_000;
const TOP_PATHS = 5;
const TOP_REASONS = 5;
/** A path is noisy with at least this many decided findings, most of them dismissed. */
const NOISY_MIN_DECIDED = 3;

/** The figures. */
export interface ReviewStats {
  days: number;
  total: number;
  bySeverity: Record<ReviewSeverity, number>;
  byOutcome: Record<Outcome, number>;
  /** Median hours from posting to the review that found it fixed; undefined when none was. */
  medianHoursToFix: number | undefined;
  /** Dismissal reasons, most frequent first. */
  reasons: { reason: string; count: number }[];
  paths: { path: string; count: number }[];
}

/** The findings posted in the last {@link STATS_DAYS} days. */
function recent(outcomes: ReviewOutcomes, now: Date): FindingRecord[] {
  const since = now.getTime() - STATS_DAYS * DAY_MS;
  return Object.values(outcomes.findings).filter((r) => Date.parse(r.posted_at) >= since);
}

export function reviewStats(outcomes: ReviewOutcomes, now: Date): ReviewStats {
  const records = recent(outcomes, now);
  const bySeverity: Record<ReviewSeverity, number> = { blocking: 0, important: 0, nit: 0 };
  const byOutcome: Record<Outcome, number> = { open: 0, fixed: 0, dismissed: 0, outdated: 0 };
  for (const record of records) {
    bySeverity[record.severity]++;
    byOutcome[record.outcome]++;
  }
  const hours = records
    .filter((r) => r.outcome === 'fixed' && r.decided_at)
    .map((r) => (Date.parse(r.decided_at!) - Date.parse(r.posted_at)) / 3_600_000);
  return {
    days: STATS_DAYS,
    total: records.length,
    bySeverity,
    byOutcome,
    medianHoursToFix: median(hours),
    reasons: ranked(
      records.filter((r) => r.outcome === 'dismissed').map((r) => reasonKind(r.reason ?? '')),
    )
      .slice(0, TOP_REASONS)
      .map(([reason, count]) => ({ reason, count })),
    paths: ranked(records.map((r) => r.path))
      .slice(0, TOP_PATHS)
      .map(([path, count]) => ({ path, count })),
  };
}

/** A dismissal's reason as a kind: the reply's opening words, or the 👎. */
function reasonKind(reason: string): string {
  if (reason === '👎') return '👎 reaction';
  if (/^\s*false[\s-]+positive/i.test(reason)) return 'false positive';
  return "won't fix";
}

function ranked(values: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;

function duration(hours: number | undefined): string {
  if (hours === undefined) return 'none fixed yet';
  return hours < 48 ? `${hours.toFixed(1)} hours` : `${(hours / 24).toFixed(1)} days`;
}

/** A path as Markdown code, its backticks made harmless. */
const code = (path: string) => `\`${path.replace(/`/g, "'").replace(/\s+/g, ' ')}\``;

/** The figures as Markdown, with the Mermaid chart. */
export function renderReviewStats(stats: ReviewStats): string {
  const { total, byOutcome, bySeverity } = stats;
  const head = `### agent-loop review: the last ${stats.days} days`;
  if (total === 0) return `${head}\n\nNo findings were posted in the last ${stats.days} days.`;
  const lines = [
    head,
    '',
    `**${total}** findings posted: ${bySeverity.blocking} blocking, ${bySeverity.important} important, ${bySeverity.nit} nits.`,
    '',
    `- Fixed: ${byOutcome.fixed} (${percent(byOutcome.fixed, total)})`,
    `- Dismissed: ${byOutcome.dismissed} (${percent(byOutcome.dismissed, total)}), the false-positive signal`,
    `- Outdated: ${byOutcome.outdated} (${percent(byOutcome.outdated, total)})`,
    `- Still open: ${byOutcome.open} (${percent(byOutcome.open, total)})`,
    `- Median time to a fix: ${duration(stats.medianHoursToFix)}`,
  ];
  if (stats.reasons.length > 0) {
    lines.push('', '**Why findings were dismissed**', '');
    for (const { reason, count } of stats.reasons) lines.push(`- ${reason}: ${count}`);
  }
  lines.push('', '**Paths with most findings**', '', '| Path | Findings |', '| --- | ---: |');
  for (const { path, count } of stats.paths) lines.push(`| ${code(path)} | ${count} |`);
  lines.push('', '```mermaid', 'pie title What became of the findings');
  for (const outcome of ['fixed', 'dismissed', 'outdated', 'open'] as const) {
    if (byOutcome[outcome] > 0) lines.push(`  "${outcome}" : ${byOutcome[outcome]}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/**
 * The paths whose decided findings (fixed or dismissed) are mostly dismissed, at
 * least {@link NOISY_MIN_DECIDED} of them: the review holds its findings there to a higher bar.
 */
export function noisyPaths(outcomes: ReviewOutcomes): string[] {
  const decided = new Map<string, { dismissed: number; all: number }>();
  for (const record of Object.values(outcomes.findings)) {
    if (record.outcome !== 'fixed' && record.outcome !== 'dismissed') continue;
    const entry = decided.get(record.path) ?? { dismissed: 0, all: 0 };
    entry.all++;
    if (record.outcome === 'dismissed') entry.dismissed++;
    decided.set(record.path, entry);
  }
  return [...decided]
    .filter(([, { dismissed, all }]) => all >= NOISY_MIN_DECIDED && dismissed * 2 > all)
    .map(([path]) => path)
    .sort();
}

/** The prompt's lines naming the noisy paths ('' when none). */
export function noisyPrompt(paths: readonly string[]): string {
  if (paths.length === 0) return '';
  return [
    '## Noisy paths',
    '',
    "Most of this reviewer's earlier findings on these paths were dismissed by the maintainers: raise a finding there only when it is clearly a real defect.",
    '',
    ...paths.map((path) => `- ${code(path)}`),
  ].join('\n');
}
