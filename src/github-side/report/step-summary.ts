/**
 * The step summary (GITHUB_STEP_SUMMARY): the run at a glance. How it ended, what it cost
 * by model, the tool calls one per row, the files changed and the links; then the model's
 * own summary. Every text from the run (paths, commands, model ids) is redacted, kept on
 * one line and escaped for a table cell, so none of it can break the layout or leak.
 */
import type { ModelUsageEntry } from '../../engine/events/stream.js';
import { stripInvisibleCharacters } from '../../engine/safety/invisible-characters.js';
import { stripAgentMarkers } from '../../engine/safety/marker.js';
import {
  GITHUB_BODY_LIMIT,
  sanitizeModelText,
  truncateText,
  type Redactor,
} from '../../engine/safety/markdown-safety.js';
import { cutTextWithMarker } from '../../engine/text/cut.js';
import type { FinalReportView } from './report-view.js';
import { formatDuration, formatUsd } from './progress-comment.js';
import { describeTerminalReason } from './terminal-reason.js';
import type { ToolCallRecord } from './tool-calls.js';

export interface StepSummaryView extends FinalReportView {
  /** The run's tool calls (src/github-side/report/tool-calls.ts). */
  toolCalls?: readonly ToolCallRecord[];
  /** The result's `modelUsage`: tokens and cost per model. */
  modelUsage?: Readonly<Record<string, ModelUsageEntry>>;
  /** Where the model ran, e.g. "Amazon Bedrock (eu-west-1)". */
  provider?: string;
  /** What is left in each budget across runs after this run (src/engine/budgets/caps.ts), one line each. */
  budgets?: readonly string[];
}

const MAX_TOOL_ROWS = 200;
const MAX_FILES = 100;
const MAX_CELL = 100;

/** The step summary's Markdown. */
export function renderRunSummary(view: StepSummaryView, redact: Redactor, notes: string[]): string {
  const sections = [
    headline(view),
    '',
    ...glanceTable(view, redact),
    ...notes,
    ...budgetSection(view.budgets ?? []),
    ...costSection(view.modelUsage, redact),
    ...toolSection(view.toolCalls ?? [], redact),
    ...filesSection(view.filesChanged, redact),
    ...linksSection(view),
  ];
  const head = sections.join('\n');
  const summary = sanitizeModelText(view.summary.trim(), redact) || '_The agent gave no summary._';
  const room = GITHUB_BODY_LIMIT * 8 - head.length;
  return `${head}#### Summary\n\n${truncateText(summary, Math.max(200, room))}\n`;
}

function headline(view: StepSummaryView): string {
  if (view.conclusion === 'skipped') return '### ⏭️ agent-loop skipped this request';
  if (view.conclusion === 'success') return '### ✅ agent-loop finished';
  return `### ⚠️ agent-loop stopped: ${view.terminalReason ? describeTerminalReason(view.terminalReason) : 'the run failed'}`;
}

function glanceTable(view: StepSummaryView, redact: Redactor): string[] {
  const stopped = view.terminalReason ? ` (${describeTerminalReason(view.terminalReason)})` : '';
  const rows: [string, string][] = [
    ['Conclusion', `${view.conclusion}${stopped}`],
    ['Turns', String(view.turns)],
    ['Cost', formatUsd(view.costUsd)],
    ['Duration', formatDuration(view.durationMs)],
  ];
  if (view.provider) rows.push(['Model provider', cellText(view.provider, redact)]);
  return ['| | |', '| --- | --- |', ...rows.map(([name, value]) => `| ${name} | ${value} |`), ''];
}

/** Lines the action made from the ledger (amounts and logins it validated): shown as they are. */
function budgetSection(lines: readonly string[]): string[] {
  if (lines.length === 0) return [];
  return ['#### Budgets across runs', '', ...lines.map((line) => `- ${line}`), ''];
}

function costSection(
  usage: Readonly<Record<string, ModelUsageEntry>> | undefined,
  redact: Redactor,
): string[] {
  const entries = Object.entries(usage ?? {});
  if (entries.length === 0) return [];
  const count = (value: number) => value.toLocaleString('en-US');
  return [
    '#### Cost by model',
    '',
    '| Model | Input | Output | Cache reads | Cache writes | Cost |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...entries.map(
      ([model, entry]) =>
        `| ${codeCell(model, redact)} | ${count(entry.inputTokens)} | ${count(entry.outputTokens)} | ${count(entry.cacheReadInputTokens)} | ${count(entry.cacheCreationInputTokens)} | ${formatUsd(entry.costUSD)} |`,
    ),
    '',
  ];
}

const OUTCOME_TEXT: Record<ToolCallRecord['outcome'], string> = {
  ok: '✅ ok',
  error: '❌ error',
  denied: '🚫 denied',
  'not run': '⏹️ not run',
};

function toolSection(calls: readonly ToolCallRecord[], redact: Redactor): string[] {
  if (calls.length === 0) return [];
  const rows = calls.slice(0, MAX_TOOL_ROWS).map((call, index) => {
    const duration =
      call.durationMs === undefined
        ? ''
        : `${formatDuration(call.durationMs)}${call.sharedWith > 0 ? ` (with ${call.sharedWith} more)` : ''}`;
    const target = call.target ? codeCell(call.target, redact) : '';
    return `| ${index + 1} | ${cellText(call.tool, redact)} | ${target} | ${OUTCOME_TEXT[call.outcome]} | ${duration} |`;
  });
  const more =
    calls.length > MAX_TOOL_ROWS ? [`_… and ${calls.length - MAX_TOOL_ROWS} more calls._`, ''] : [];
  return [
    `#### Tool calls (${calls.length})`,
    '',
    '| # | Tool | Target | Outcome | Duration |',
    '| ---: | --- | --- | --- | --- |',
    ...rows,
    '',
    ...more,
  ];
}

function filesSection(files: readonly string[], redact: Redactor): string[] {
  if (files.length === 0) return [];
  const shown = files.slice(0, MAX_FILES).map((file) => `- ${codeCell(file, redact)}`);
  if (files.length > MAX_FILES) shown.push(`- … and ${files.length - MAX_FILES} more`);
  return [`#### Files changed (${files.length})`, '', ...shown, ''];
}

function linksSection(view: StepSummaryView): string[] {
  const links: string[] = [];
  if (view.pullRequest) {
    links.push(
      `- Pull request: [#${view.pullRequest.number}](${view.pullRequest.url}) (${view.pullRequest.created ? 'opened' : 'updated'})`,
    );
  }
  if (view.branch)
    links.push(`- Branch: [${codeCell(view.branch.name, (t) => t)}](${view.branch.url})`);
  if (view.review) {
    const count = view.review.inlineComments;
    links.push(
      `- Review: [posted](${view.review.url}) with ${count} inline comment${count === 1 ? '' : 's'}`,
    );
  }
  links.push(`- Run: [${view.runId}](${view.runUrl})`);
  return ['#### Links', '', ...links, ''];
}

/** Text from the run, made one safe line: redacted, no markers or invisible characters. */
function oneSafeLine(text: string, redact: Redactor): string {
  const line = stripInvisibleCharacters(stripAgentMarkers(redact(text)))
    .replace(/\s+/g, ' ')
    .trim();
  return cutTextWithMarker(line, MAX_CELL);
}

/**
 * A code span for a table cell: no backtick can close it early, and `|` is escaped (in a
 * GFM table the row is split on pipes before code spans are read).
 */
export function codeCell(text: string, redact: Redactor): string {
  const safe = oneSafeLine(text, redact).replace(/`/g, "'").replace(/\|/g, '\\|');
  return safe ? `\`${safe}\`` : '';
}

/** Plain text for a table cell: Markdown and HTML characters escaped. */
function cellText(text: string, redact: Redactor): string {
  return oneSafeLine(text, redact).replace(/[\\`*_[\]<>|#!~&]/g, (char) => `\\${char}`);
}
