/**
 * The final comment, the step summary and the PR body: what the agent did, where
 * it is, what it cost and why it stopped. The model's summary is the part that is
 * cut when the body would exceed GitHub's limit; the footer always survives.
 */
import { runMarker, stripAgentMarkers } from '../../engine/safety/marker.js';
import {
  GITHUB_BODY_LIMIT,
  sanitizeModelText,
  truncateText,
  type Redactor,
} from '../../engine/safety/markdown-safety.js';
import { formatDuration, formatUsd } from './progress-comment.js';

export { formatDuration };
import { renderRunSummary, type StepSummaryView } from './step-summary.js';
import type { FinalReportView } from './report-view.js';
import type { SelfCheckSummary, WebRequest } from '../../engine/events/stream.js';
import { renderSelfCheck } from './self-check.js';
import { describeTerminalReason } from './terminal-reason.js';
import { projectConfigNote } from './project-config.js';
import { imagesNote } from './images.js';
import { changeSetNote } from './change-set.js';

const MAX_FILES = 50;

/** The final progress-comment body (with the run marker). */
export function renderFinalReport(view: FinalReportView, redact: Redactor): string {
  const marker = runMarker(view.runId);
  return renderReport(view, redact, view.memoryBlock ? `${marker}\n${view.memoryBlock}` : marker);
}

/**
 * Markdown for GITHUB_STEP_SUMMARY: the same notes, laid out as the run at a glance (with
 * the cost by model and the tool calls when the view has them), no marker.
 */
export function renderStepSummary(view: StepSummaryView, redact: Redactor): string {
  return renderRunSummary(view, redact, reportNotes(view, redact));
}

function renderReport(view: FinalReportView, redact: Redactor, marker: string): string {
  const head = [headline(view), ''];
  const notes = reportNotes(view, redact);
  const footer = [
    ...notes,
    ...filesSection(view.filesChanged, redact),
    linksLine(view),
    '',
    `<sub>Turns: ${view.turns} · Cost: ${formatUsd(view.costUsd)} · Duration: ${formatDuration(view.durationMs)}${
      view.terminalReason ? ` · Stopped because ${describeTerminalReason(view.terminalReason)}` : ''
    }</sub>`,
    ...(marker ? ['', marker] : []),
  ].join('\n');
  const headText = head.join('\n');
  const summary = sanitizeModelText(view.summary.trim(), redact) || '_The agent gave no summary._';
  // Room for the summary is what the header and footer leave (with a margin).
  const room = GITHUB_BODY_LIMIT - 1000 - headText.length - footer.length;
  return `${headText}${truncateText(summary, Math.max(200, room))}\n\n${footer}`;
}

function headline(view: FinalReportView): string {
  if (view.conclusion === 'skipped') return '### ⏭️ agent-loop skipped this request';
  if (view.conclusion === 'success') return '### ✅ agent-loop finished';
  return `### ⚠️ agent-loop stopped: ${view.terminalReason ? describeTerminalReason(view.terminalReason) : 'the run failed'}`;
}

function reportNotes(view: FinalReportView, redact: Redactor): string[] {
  const notes: string[] = [];
  if (view.partialWorkCommitted) {
    notes.push(
      '> [!NOTE]\n> The run ended early; the work done so far was committed so it is not lost. Review it before merging.',
    );
  }
  if (view.pushFailure) {
    notes.push(
      `> [!WARNING]\n> The changes are committed in the runner's checkout but could not be pushed: ${oneLine(
        sanitizeModelText(view.pushFailure, redact),
      )}`,
    );
  }
  const set = changeSetNote(view.changeSet, redact);
  if (set) notes.push(set);
  for (const note of view.publishNotes ?? []) {
    notes.push(`> [!NOTE]\n> ${oneLine(sanitizeModelText(note, redact))}`);
  }
  if (view.leftOut && view.leftOut.length > 0) notes.push(leftOutNote(view.leftOut, redact));
  if (view.skipReason) {
    notes.push(`> [!NOTE]\n> ${oneLine(sanitizeModelText(view.skipReason, redact))}`);
  }
  if (view.nothingToChange) {
    const pr = view.nothingToChange.pullRequestUrl;
    notes.push(
      `> [!NOTE]\n> Nothing to change: the agent left the files as they were, so no commit was made${
        pr ? ` and the [pull request](${pr}) was left as it was` : ''
      }.`,
    );
  }
  if (view.forkPullRequest) {
    notes.push(
      '> [!NOTE]\n> This pull request comes from a fork, so the agent answered read-only and pushed nothing.',
    );
  }
  if (view.review?.folded) {
    notes.push(
      '> [!NOTE]\n> GitHub refused the inline comments (their lines are no longer in the diff), so they are listed in the review body instead.',
    );
  }
  const boundaryNote = sandboxNote(view.sandbox, redact);
  if (boundaryNote) notes.push(boundaryNote);
  if (view.sandbox?.warning) {
    notes.push(`> [!CAUTION]\n> ${oneLine(sanitizeModelText(view.sandbox.warning, redact))}`);
  }
  if (view.sandbox?.missing?.length) {
    const line = `The tool boundary was active, but this host could not give it: ${view.sandbox.missing.join('; ')}.`;
    notes.push(`> [!WARNING]\n> ${oneLine(sanitizeModelText(line, redact))}`);
  }
  for (const line of view.sandbox?.staleFailures ?? []) {
    notes.push(`> [!WARNING]\n> ${oneLine(sanitizeModelText(`The sandbox: ${line}.`, redact))}`);
  }
  const checked = renderSelfCheck(view.selfCheck, redact);
  if (checked.length > 0) notes.push(checked.join('\n'));
  const project = projectConfigNote(view.projectConfig, redact);
  if (project) notes.push(project);
  const pictures = imagesNote(view.images, redact);
  if (pictures) notes.push(pictures);
  const failedServers = (view.mcpServers ?? []).filter((server) => server.status === 'failed');
  if (failedServers.length > 0) notes.push(mcpNote(failedServers, redact));
  if (view.webRequests?.length) notes.push(webNote(view.webRequests, redact));
  for (const error of view.errors ?? [])
    notes.push(`> [!WARNING]\n> ${oneLine(sanitizeModelText(error, redact))}`);
  return notes.flatMap((note) => [note, '']);
}

/** Most web requests the note names one by one. */
const MAX_WEB_REQUESTS = 30;

/** What left for the web through WebSearch and WebFetch: each query and URL, as code. */
export function webNote(requests: readonly WebRequest[], redact: Redactor): string {
  const code = (value: string) => `\`${oneLine(redact(value)).replace(/`/g, "'").slice(0, 300)}\``;
  const lines = requests
    .slice(0, MAX_WEB_REQUESTS)
    .map(
      (request) =>
        `> - ${request.kind === 'search' ? 'searched' : 'fetched'} ${code(request.value)}`,
    );
  const more = requests.length - MAX_WEB_REQUESTS;
  return [
    '> [!NOTE]',
    `> Web requests the API made for the web tools (${requests.length}):`,
    ...lines,
    ...(more > 0 ? [`> - and ${more} more`] : []),
  ].join('\n');
}

/**
 * MCP servers that did not start or stopped, each with why: the run went on without
 * their tools (the final comment, the step summary and the review summary show it).
 */
export function mcpNote(
  servers: readonly { name: string; error?: string }[],
  redact: Redactor,
): string {
  const lines = servers.map(
    (server) =>
      `> - \`${inlinePath(server.name, redact)}\`: ${oneLine(sanitizeModelText(server.error ?? 'failed', redact))}`,
  );
  return [
    '> [!WARNING]',
    '> These MCP servers were not available (the run went on without their tools):',
    ...lines,
  ].join('\n');
}

function leftOutNote(
  leftOut: readonly { path: string; detail: string }[],
  redact: Redactor,
): string {
  const lines = leftOut
    .slice(0, MAX_FILES)
    .map(
      (entry) =>
        `> - \`${inlinePath(entry.path, redact)}\`: ${oneLine(sanitizeModelText(entry.detail, redact))}`,
    );
  if (leftOut.length > MAX_FILES) lines.push(`> - … and ${leftOut.length - MAX_FILES} more`);
  return [
    `> [!CAUTION]\n> ${leftOut.length === 1 ? 'One change was' : `${leftOut.length} changes were`} left out of the commit (the files keep their content from before the run); the rest was committed:`,
    ...lines,
  ].join('\n');
}

/**
 * A path inside backticks on one line: secrets masked, no backtick or line break to break
 * out, and no agent-loop marker (a file named `<!-- agent-loop:memory:v1 … -->` would be read
 * from the comment as a memory block: markers are found in the raw text, code span or not).
 */
function inlinePath(path: string, redact: Redactor): string {
  return stripAgentMarkers(oneLine(redact(path)).replace(/`/g, "'"));
}

function filesSection(files: readonly string[], redact: Redactor): string[] {
  if (files.length === 0) return [];
  const shown = files.slice(0, MAX_FILES).map((file) => `- \`${inlinePath(file, redact)}\``);
  if (files.length > MAX_FILES) shown.push(`- … and ${files.length - MAX_FILES} more`);
  return [
    `<details><summary>Files changed (${files.length})</summary>`,
    '',
    ...shown,
    '',
    '</details>',
    '',
  ];
}

function linksLine(view: FinalReportView): string {
  const links: string[] = [];
  if (view.pullRequest) {
    links.push(
      `${view.pullRequest.created ? 'Opened' : 'Updated'} PR [#${view.pullRequest.number}](${view.pullRequest.url})`,
    );
  }
  if (view.review) {
    const count = view.review.inlineComments;
    links.push(
      `Posted [review](${view.review.url}) with ${count} inline comment${count === 1 ? '' : 's'}`,
    );
  }
  if (view.branch) links.push(`Branch [\`${view.branch.name}\`](${view.branch.url})`);
  links.push(`[View run](${view.runUrl})`);
  return links.join(' · ');
}

/**
 * The body of the PR opened for an issue: `Fixes #n`, the summary, a link to the
 * run. For partial work (`partialReason` set) it says `Refs #n` instead, so that
 * merging it does not close the issue. For an automation run (no `issueNumber`)
 * it quotes the `prompt` instead: there is no issue to close.
 */
export function renderPullRequestBody(
  input: {
    issueNumber?: number;
    /**
     * `owner/name#n`: the request of a change set made in another repository (the body of
     * that set's other pull requests refers to it, never closes it).
     */
    requestRef?: string;
    /** The automation run's prompt (shown when there is no issue). */
    prompt?: string;
    summary: string;
    runUrl: string;
    requester?: string;
    partialReason?: string;
    /** The run's memory block (src/github-side/memory/encode.ts), hidden at the end. */
    memoryBlock?: string;
    /** Markdown the action wrote (the approved plan and its denials), after the summary. */
    section?: string;
    /** The self-check before publishing: "Checked before publishing", after the summary. */
    selfCheck?: SelfCheckSummary;
  },
  redact: Redactor,
): string {
  const warning = input.partialReason
    ? `> [!WARNING]\n> Partial work: the agent stopped early (${oneLine(input.partialReason)}). Review before merging.\n\n`
    : input.selfCheck?.status === 'failed'
      ? `> [!WARNING]\n> Draft: ${draftReason(input.selfCheck)} (see "Checked before publishing" below). Fix them before merging.\n\n`
      : '';
  let header: string;
  if (input.issueNumber !== undefined) {
    // A draft whose checks fail still fixes the issue once they pass; partial work only refers to it.
    header = input.partialReason
      ? `Refs #${input.issueNumber}\n\n${warning}`
      : `Fixes #${input.issueNumber}\n\n${warning}`;
  } else if (input.requestRef !== undefined) {
    header = `Refs ${input.requestRef}\n\n${warning}`;
  } else {
    const prompt = truncateText(sanitizeModelText((input.prompt ?? '').trim(), redact), 8_000);
    const quoted = prompt
      .split('\n')
      .map((line) => `> ${line}`.trimEnd())
      .join('\n');
    header = `${warning}**Prompt of this automated run:**\n\n${quoted || '> (empty)'}\n\n**Summary:**\n\n`;
  }
  const checked = renderSelfCheck(input.selfCheck, redact).join('\n');
  const section = [input.section, checked]
    .filter(Boolean)
    .map((part) => `\n\n${part}`)
    .join('');
  const footer = `${section}\n\n---\n<sub>Opened by agent-loop${input.requester ? ` for \`@${input.requester}\`` : ''} · [View run](${input.runUrl})</sub>${
    input.memoryBlock ? `\n\n${input.memoryBlock}` : ''
  }`;
  const summary = sanitizeModelText(input.summary.trim(), redact) || '_No summary._';
  return (
    header +
    truncateText(summary, GITHUB_BODY_LIMIT - 1000 - header.length - footer.length) +
    footer
  );
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The active boundary's network, and the one window it leaves, as one note. */
function sandboxNote(sandbox: FinalReportView['sandbox'], redact: Redactor): string | undefined {
  if (!sandbox?.active) return undefined;
  const lines = [
    ...(sandbox.network
      ? [`Network for tool processes: ${oneLine(redact(sandbox.network))}.`]
      : []),
    ...(sandbox.window
      ? [`Not yet given by the boundary: ${oneLine(redact(sandbox.window))}.`]
      : []),
  ];
  return lines.length > 0
    ? ['> [!NOTE]', ...lines.map((line) => `> ${line}`)].join('\n')
    : undefined;
}

/** Why a self-checked pull request is a draft: its checks, else the self-review's blocking findings. */
function draftReason(summary: SelfCheckSummary): string {
  return summary.checks.some((check) => check.status === 'failed')
    ? "the repository's checks still fail because of this change"
    : 'the self-review still finds blocking problems in this change';
}
