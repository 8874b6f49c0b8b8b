/**
 * The sticky review summary comment: one per pull request, edited by every
 * review run. While a run works it shows progress; at the end the verdict,
 * the findings by severity, the coverage, what changed since the last review,
 * turns and cost, and a link to the review.
 */
import type { TodoItem } from '../../engine/events/stream.js';
import type { ReviewSeverity } from './finding.js';
import { REVIEW_SUMMARY_MARKER, reviewedHeadMarker } from '../../engine/safety/marker.js';
import {
  GITHUB_BODY_LIMIT,
  sanitizeModelText,
  truncateText,
  type Redactor,
} from '../../engine/safety/markdown-safety.js';
import { mcpNote } from '../report/final-report.js';
import { formatUsd, renderChecklist } from '../report/progress-comment.js';
import { cutText } from '../../engine/text/cut.js';

import type { ReviewCoverage } from './coverage.js';
import { describeUnsettled, type VerificationCounts } from './verify.js';

/** Counts of findings by severity. */
export type SeverityCounts = Record<ReviewSeverity, number>;

/** What the summary comment shows. */
export interface ReviewSummaryView {
  /**
   * The head of the last review actually posted (this run's once posted, else the
   * one the comment recorded before): kept in a hidden marker for incremental review.
   */
  reviewedHead?: string;
  /** `working` while the run goes; then how it ended. */
  state: 'working' | 'complete' | 'partial' | 'failed';
  /** The PR head this review looks at ('' while not known yet). */
  headSha: string;
  runUrl: string;
  /** Why this review ran: "automatic review of a push", "requested by `@x`". */
  origin: string;
  /** The focus the request gave, if any (sanitized here). */
  focus?: string;
  todos?: readonly TodoItem[];
  currentStep?: string;
  counts?: SeverityCounts;
  /** Findings listed in the review body rather than on lines. */
  inBody?: number;
  coverage?: ReviewCoverage;
  /** What the verifiers concluded of the blocking and important findings. */
  verification?: VerificationCounts;
  /**
   * What changed since the last review, as Markdown (filled by incremental
   * review: commits, files, findings fixed). Omitted: not shown.
   */
  sinceLastReview?: string;
  /** Trusted one-line notes shown last (e.g. the check run was skipped). */
  notes?: readonly string[];
  /** Set when the run had nothing new to review (no model call): why, in words. */
  nothingNew?: string;
  /** For `partial`: why the run stopped, in words. */
  partialReason?: string;
  /** For `failed`: what went wrong. */
  errors?: readonly string[];
  review?: { url: string };
  /** The run's MCP servers (the result's `mcp_servers`): the failed ones are named, with why. */
  mcpServers?: readonly { name: string; status: 'connected' | 'failed'; error?: string }[];
  turns: number;
  costUsd: number;
}

const MAX_SKIPPED_LISTED = 50;

/** The comment body, with the summary marker and the reviewed head. */
export function renderReviewSummary(view: ReviewSummaryView, redact: Redactor): string {
  const at = view.headSha ? ` · \`${view.headSha.slice(0, 7)}\`` : '';
  const lines = [`### 🔍 agent-loop review${at}`, ''];
  lines.push(
    `${view.origin}${view.focus ? ` · focus: ${oneLine(view.focus, redact, 200)}` : ''}`,
    '',
  );
  if (view.state === 'working') lines.push(...workingLines(view, redact));
  else lines.push(...finishedLines(view, redact));
  lines.push(
    '',
    `Turns: ${view.turns} · Cost: ${formatUsd(view.costUsd)} · [View run](${view.runUrl})`,
  );
  // The reviewed head is recorded only once a review about it was posted.
  const head = view.reviewedHead ? `\n${reviewedHeadMarker(view.reviewedHead)}` : '';
  const footer = `\n\n${REVIEW_SUMMARY_MARKER}${head}`;
  return truncateText(lines.join('\n'), GITHUB_BODY_LIMIT - 1000 - footer.length) + footer;
}

/** The one-line verdict for the counts (the review itself is always a plain comment). */
export function countsVerdict(counts: SeverityCounts): string {
  if (counts.blocking > 0)
    return `🔴 Changes needed: ${plural(counts.blocking, 'blocking finding')}`;
  if (counts.important > 0)
    return `🟠 Worth another look: ${plural(counts.important, 'important finding')}`;
  return '🟢 No blocking or important findings';
}

function workingLines(view: ReviewSummaryView, redact: Redactor): string[] {
  const lines = ['⏳ **Reviewing…**', ''];
  if (view.todos && view.todos.length > 0) lines.push(renderChecklist(view.todos, redact), '');
  if (view.currentStep) lines.push(`**Now:** ${oneLine(view.currentStep, redact, 300)}`);
  if (view.counts) lines.push(`Findings so far: ${formatCounts(view.counts)}`);
  return lines;
}

function finishedLines(view: ReviewSummaryView, redact: Redactor): string[] {
  const lines: string[] = [];
  const counts = view.counts ?? { blocking: 0, important: 0, nit: 0 };
  if (view.nothingNew) {
    lines.push(`✅ **Nothing new to review**: ${oneLine(view.nothingNew, redact, 300)}`);
    return lines;
  }
  if (view.state === 'failed') {
    lines.push('❌ **The review could not be posted.**');
    for (const error of view.errors ?? []) lines.push(`- ${oneLine(error, redact, 500)}`);
  } else {
    const partial = view.state === 'partial';
    lines.push(
      partial
        ? `⚠️ **Partial review**: ${oneLine(view.partialReason ?? 'the run stopped early', redact, 300)}. What it found so far:`
        : `**Verdict:** ${countsVerdict(counts)}`,
    );
    if (partial) lines.push('', `**Verdict so far:** ${countsVerdict(counts)}`);
    lines.push(
      '',
      `**Findings:** ${formatCounts(counts)}${view.inBody ? ` (${view.inBody} in the review body)` : ''}`,
    );
    if (view.verification) lines.push('', ...verificationLines(view.verification));
    if (view.review) lines.push('', `[Read the review](${view.review.url})`);
  }
  if (view.coverage) lines.push('', ...coverageLines(view.coverage, redact));
  if (view.sinceLastReview) {
    lines.push('', `**Since the last review:** ${sanitizeModelText(view.sinceLastReview, redact)}`);
  }
  const failedServers = (view.mcpServers ?? []).filter((server) => server.status === 'failed');
  if (failedServers.length > 0) lines.push('', mcpNote(failedServers, redact));
  for (const note of view.notes ?? []) lines.push('', `**Note:** ${oneLine(note, redact, 500)}`);
  return lines;
}

function coverageLines(coverage: ReviewCoverage, redact: Redactor): string[] {
  const total = coverage.reviewed.length + coverage.skipped.length;
  const head = `**Coverage:** ${coverage.reviewed.length} of ${plural(total, 'changed file')} reviewed${
    coverage.skipped.length > 0 ? `, ${coverage.skipped.length} skipped` : ''
  }`;
  const notes = (coverage.notes ?? []).map((note) => `- ${oneLine(note, redact, 300)}`);
  if (coverage.skipped.length === 0) return notes.length > 0 ? [head, '', ...notes] : [head];
  const listed = coverage.skipped
    .slice(0, MAX_SKIPPED_LISTED)
    .map(
      (file) =>
        `- \`${oneLine(file.path, redact, 200).replace(/`/g, "'")}\`: ${oneLine(file.reason, redact, 200)}`,
    );
  const more = coverage.skipped.length - listed.length;
  return [
    head,
    ...(notes.length > 0 ? ['', ...notes] : []),
    '',
    '<details><summary>Skipped files</summary>',
    '',
    ...listed,
    ...(more > 0 ? [`- … and ${more} more`] : []),
    '',
    '</details>',
  ];
}

/** `2 blocking · 1 important · 0 nits`. */
export function formatCounts(counts: SeverityCounts): string {
  return `${counts.blocking} blocking · ${counts.important} important · ${plural(counts.nit, 'nit')}`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function oneLine(text: string, redact: Redactor, max: number): string {
  return cutText(sanitizeModelText(text, redact).replace(/\s+/g, ' ').trim(), max);
}

/**
 * What the verifiers concluded; findings they could not settle stand at their
 * severity, and the review says its verification is incomplete.
 */
function verificationLines(counts: VerificationCounts): string[] {
  const { verified, dropped, unverified } = counts;
  const lines = [
    `**Verified:** ${verified} confirmed with a failure scenario · ${dropped} dropped as refuted · ${unverified} not verified`,
  ];
  if (unverified > 0) {
    lines.push(
      '',
      `⚠️ **Verification incomplete:** ${describeUnsettled(counts)} blocking or important ${unverified === 1 ? 'finding' : 'findings'} could not be settled by ${unverified === 1 ? 'its verifier' : 'their verifiers'} and ${unverified === 1 ? 'stands' : 'stand'} at full severity, marked "not verified".`,
    );
  }
  return lines;
}
