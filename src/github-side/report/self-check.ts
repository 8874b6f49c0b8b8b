/**
 * The "Checked before publishing" part of the pull request body, the final report and the
 * step summary: each check with its result and time, the self-review's findings, what was not
 * checked and why; and the short form a follow-up run's memory keeps of what still fails.
 */
import type { CheckRun, SelfCheckSummary } from '../../engine/events/stream.js';
import { sanitizeModelText, type Redactor } from '../../engine/safety/markdown-safety.js';
import { describeEnding, fenceFor, formatCheckDuration } from '../../engine/self-check/feedback.js';
import { cutTextKeepingEnd } from '../../engine/text/cut.js';

/** How much of a failing check's output the pull request body shows. */
const SHOWN_OUTPUT_CHARS = 3000;

const STATUS_WORDS: Record<CheckRun['status'], string> = {
  passed: '✅ passed',
  failed: '❌ failed',
  failing_before: '➖ failed before this change too (not held against it)',
};

/** The part's heading. */
export const SELF_CHECK_HEADING = '### Checked before publishing';

/** The part as Markdown lines (empty when the run had no self-check to report). */
export function renderSelfCheck(summary: SelfCheckSummary | undefined, redact: Redactor): string[] {
  if (!summary) return [];
  if (summary.status === 'skipped') {
    return [
      SELF_CHECK_HEADING,
      '',
      `Not checked: ${oneLine(summary.reason ?? 'skipped', redact)}.`,
    ];
  }
  const lines = [SELF_CHECK_HEADING, '', headline(summary)];
  // No check ran when none was found: the self-review alone read the work.
  if (summary.checks.length > 0) {
    lines.push('', '| Command | Result | Time |', '| --- | --- | --- |');
  }
  for (const check of summary.checks) {
    const result =
      check.status === 'passed'
        ? STATUS_WORDS.passed
        : `${STATUS_WORDS[check.status]} (${describeEnding(check)})`;
    lines.push(
      `| ${code(check.command, redact)} | ${result} | ${formatCheckDuration(check.duration_ms)} |`,
    );
  }
  for (const check of summary.checks.filter((entry) => entry.status === 'failed')) {
    lines.push('', ...failureDetails(check, redact));
  }
  if (summary.findings.length > 0) {
    lines.push('', 'The self-review found:');
    for (const finding of summary.findings) {
      lines.push(
        `- **${finding.severity}** ${code(`${finding.path}:${finding.line}`, redact)}: ${oneLine(finding.body, redact)}`,
      );
    }
  }
  const notChecked = summary.not_checked.map((note) => `- ${oneLine(note, redact)}`);
  if (notChecked.length > 0) lines.push('', 'Not checked:', ...notChecked);
  return lines;
}

function headline(summary: SelfCheckSummary): string {
  const rounds = summary.rounds === 1 ? 'once' : `${summary.rounds} times`;
  const checked = summary.checks.length > 0;
  if (summary.status === 'passed') {
    return checked
      ? `The repository's checks ran ${rounds} on this work before it was published; none fails because of it.`
      : `The self-review read this work ${rounds} before it was published; nothing it found blocks it.`;
  }
  if (summary.checks.some((check) => check.status === 'failed')) {
    return `> [!WARNING]\n> The repository's checks ran ${rounds} on this work and still fail because of it: this pull request is a draft until they pass.`;
  }
  return `> [!WARNING]\n> The self-review read this work ${rounds} and still finds a blocking problem in it: this pull request is a draft until it is fixed.`;
}

/** A failing check's output, folded away. */
function failureDetails(check: CheckRun, redact: Redactor): string[] {
  const output = cutTextKeepingEnd(redact(check.output?.trim() ?? ''), SHOWN_OUTPUT_CHARS);
  const fence = fenceFor(output);
  return [
    `<details><summary>The end of the output of ${escapeHtml(redact(oneLineRaw(check.command)))}</summary>`,
    '',
    `${fence}text`,
    output || '(no output)',
    fence,
    '',
    '</details>',
  ];
}

/**
 * What a follow-up run on the pull request should know: the checks that still failed when
 * this run published, with the end of their output (for the run's memory).
 */
export function failingChecksNote(summary: SelfCheckSummary | undefined): string {
  const failing = summary?.checks.filter((check) => check.status === 'failed') ?? [];
  if (summary?.status !== 'failed' || failing.length === 0) return '';
  const lines = ['Checks still failing when this run published (self-check):'];
  for (const check of failing) {
    lines.push(
      `- \`${oneLineRaw(check.command)}\`: ${describeEnding(check)}; the end of its output: ${oneLineRaw(cutTextKeepingEnd(check.output ?? '', 400))}`,
    );
  }
  return lines.join('\n');
}

function code(text: string, redact: Redactor): string {
  return `\`${oneLineRaw(redact(text)).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}

function oneLine(text: string, redact: Redactor): string {
  return oneLineRaw(sanitizeModelText(text, redact));
}

function oneLineRaw(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
