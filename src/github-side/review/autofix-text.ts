/**
 * The words of a review's autofix (docs/contract.md#review-autofix): its branch, the
 * findings it is given as a numbered list, the agent's `Fixed: …` line read back, the
 * reply in a fixed finding's thread and the part of the review's report about it.
 */
import { truncateText } from '../../engine/safety/markdown-safety.js';
import type { ReviewFinding, ReviewSeverity } from './finding.js';
import type { TerminalReason } from '../../engine/events/stream.js';
import { describeTerminalReason } from '../report/terminal-reason.js';

declare module '../run/policy.js' {
  interface Publication {
    /** The findings a review posted (inline or in its body), for its autofix. */
    reviewFindings?: readonly ReviewFinding[];
  }
}

/** `<branch_prefix>autofix-<number>`. */
export function autofixBranch(branchPrefix: string, pullNumber: number): string {
  return `${branchPrefix}autofix-${pullNumber}`;
}

const RANK: Record<ReviewSeverity, number> = { blocking: 2, important: 1, nit: 0 };

/** The findings at or above `threshold`. */
export function findingsToFix(
  findings: readonly ReviewFinding[],
  threshold: 'blocking' | 'important',
): ReviewFinding[] {
  return findings.filter((finding) => RANK[finding.severity] >= RANK[threshold]);
}

/** One line per finding: `1. [blocking] path line 10: first line of the body`. */
export function renderAutofixList(findings: readonly ReviewFinding[]): string {
  return findings
    .map((finding, index) => {
      const lines =
        finding.startLine !== undefined
          ? `lines ${finding.startLine}-${finding.line}`
          : `line ${finding.line}`;
      const point = truncateText(finding.body.trim().split('\n')[0] ?? '', 300);
      return `${index + 1}. [${finding.severity}] \`${finding.path}\` ${lines}: ${point}`;
    })
    .join('\n');
}

/** Less than this for the autofix: it does not run. */
const MIN_AUTOFIX_USD = 0.01;

/**
 * The autofix's cap: `autofix_budget_usd`, at most what the review left of `max_budget_usd`;
 * or why there is none.
 */
export function autofixBudget(
  caps: { autofixBudgetUsd: number; maxBudgetUsd: number },
  spentUsd: number,
): { usd: number } | { none: string } {
  if (caps.autofixBudgetUsd < MIN_AUTOFIX_USD)
    return { none: 'autofix_budget_usd is below a cent' };
  const usd = Math.min(caps.autofixBudgetUsd, caps.maxBudgetUsd - spentUsd);
  return usd < MIN_AUTOFIX_USD
    ? { none: 'the review left less than a cent of max_budget_usd' }
    : { usd };
}

/** The numbers the agent's `Fixed: 1, 3` line names, within 1..count (none when absent). */
export function fixedNumbers(answer: string, count: number): number[] {
  const lines = answer.split('\n').filter((line) => /^\s*fixed\s*:/i.test(line));
  const last = lines.at(-1);
  if (!last) return [];
  const numbers = (last.split(':')[1] ?? '').match(/\d+/g) ?? [];
  return [...new Set(numbers.map(Number))].filter((n) => n >= 1 && n <= count);
}

/** The reply in a fixed finding's thread. */
export function fixedReplyText(commitSha: string, pullRequest: { number: number; url: string }) {
  return `Proposed fix in ${commitSha.slice(0, 7)} ([#${pullRequest.number}](${pullRequest.url})): merge it into this branch to apply it.`;
}

/** What the autofix did, for the review's report (its summary comment). */
export interface AutofixReport {
  /** Why no autofix ran, when none did. */
  skipped?: string;
  pullRequest?: { number: number; url: string };
  fixed: readonly ReviewFinding[];
  notFixed: readonly ReviewFinding[];
  /** Why the autofix failed, when it did. */
  failure?: string;
  /** Why the fix run stopped before it finished, when its partial work was pushed. */
  partial?: TerminalReason;
}

/** The review report's "Autofix" part. */
export function renderAutofixReport(report: AutofixReport): string {
  const lines = ['### Autofix', ''];
  if (report.skipped) return [...lines, `No autofix: ${report.skipped}`].join('\n');
  if (report.pullRequest && report.partial) {
    lines.push(
      `[#${report.pullRequest.number}](${report.pullRequest.url}) is a partial fix (a draft pull request into this branch): the fix run stopped before it finished, because ${partialReason(report.partial)}. It fixes ${report.fixed.length} of ${report.fixed.length + report.notFixed.length} findings; what it changed so far is in it.`,
    );
  } else if (report.pullRequest) {
    lines.push(
      `[#${report.pullRequest.number}](${report.pullRequest.url}) fixes ${report.fixed.length} of ${report.fixed.length + report.notFixed.length} findings (a pull request into this branch).`,
    );
  } else {
    lines.push(
      `The autofix published no pull request${report.failure ? `: ${report.failure}` : '.'}`,
    );
  }
  if (report.notFixed.length > 0) {
    lines.push('', 'Not fixed:', '', renderAutofixList(report.notFixed));
  }
  return lines.join('\n');
}

function partialReason(reason: TerminalReason): string {
  return reason === 'budget_exhausted'
    ? 'it reached its budget (autofix_budget_usd, or what the review left of max_budget_usd)'
    : describeTerminalReason(reason);
}
