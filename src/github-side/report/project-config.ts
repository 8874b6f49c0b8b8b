/**
 * What the run took from the repository's Claude Code configuration, as one note
 * of the final comment and the step summary (docs/contract.md#project-configuration: the report lists it).
 */

import type { ProjectConfigSummary } from '../../engine/events/stream.js';
import { sanitizeModelText, type Redactor } from '../../engine/safety/markdown-safety.js';

/** Names shown per kind; the rest are counted. */
const MAX_NAMES = 20;

/** The note, or undefined when nothing was loaded. */
export function projectConfigNote(
  summary: ProjectConfigSummary | undefined,
  redact: Redactor,
): string | undefined {
  if (!summary) return undefined;
  const line = (label: string, names: readonly string[] | undefined) =>
    names && names.length > 0 ? [`> - ${label}: ${codeList(names, redact)}`] : [];
  const lines = [
    ...line('Files', summary.files),
    ...line('Instructions', summary.instructions),
    ...line('Agents', summary.agents),
    ...line('Commands', summary.commands),
    ...line('Skills', summary.skills),
    ...line('Hooks', summary.hooks),
    ...line('Rules left out (tools agent-loop does not have)', summary.ignored_rules),
  ];
  const extra = [summary.hooks_refused, ...(summary.warnings ?? [])].filter(
    (text): text is string => Boolean(text),
  );
  if (lines.length === 0 && extra.length === 0) return undefined;
  return [
    '> [!NOTE]',
    `> Project configuration from ${plain(summary.source, redact)}:`,
    ...lines,
    ...extra.map((text) => `> - ${plain(text, redact)}`),
  ].join('\n');
}

function codeList(names: readonly string[], redact: Redactor): string {
  const shown = names
    .slice(0, MAX_NAMES)
    .map((name) => `\`${plain(name, redact).replace(/`/g, "'")}\``);
  const more = names.length > MAX_NAMES ? ` and ${names.length - MAX_NAMES} more` : '';
  return `${shown.join(', ')}${more}`;
}

function plain(text: string, redact: Redactor): string {
  return sanitizeModelText(text, redact).replace(/\s+/g, ' ').trim();
}
