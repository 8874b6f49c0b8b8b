/** The comment shown while the agent works: task list, current step, turns, cost. */
import type { TodoItem } from '../../engine/events/stream.js';
import { runMarker } from '../../engine/safety/marker.js';
import { cutText } from '../../engine/text/cut.js';

import {
  GITHUB_BODY_LIMIT,
  sanitizeModelText,
  truncateText,
  type Redactor,
} from '../../engine/safety/markdown-safety.js';

/** What the progress comment shows. */
export interface ProgressView {
  /** GITHUB_RUN_ID (the hidden marker) and the run's web URL. */
  runId: string;
  runUrl: string;
  /** The latest TodoWrite list. */
  todos: readonly TodoItem[];
  /** What the agent is doing now, e.g. "Running `npm test`". */
  currentStep?: string;
  turns: number;
  costUsd: number;
  /** Who asked (shown, not pinged). */
  requester?: string;
  /** Sub-agents (the Agent tool) running now. */
  subAgents?: readonly SubAgentView[];
}

/** A running sub-agent: what it was asked to do, and its latest step. */
export interface SubAgentView {
  id: string;
  description: string;
  step?: string;
}

/** Renders `todos` as a markdown checklist (`- [x]` done, in progress in bold). */
export function renderChecklist(todos: readonly TodoItem[], redact: Redactor): string {
  return todos
    .map((todo) => {
      const text = oneLine(
        sanitizeModelText(
          todo.status === 'in_progress' ? todo.activeForm || todo.content : todo.content,
          redact,
        ),
      );
      if (todo.status === 'completed') return `- [x] ${text}`;
      if (todo.status === 'in_progress') return `- [ ] **${text}**`;
      return `- [ ] ${text}`;
    })
    .join('\n');
}

/** The progress comment body (with the run marker). */
export function renderProgressComment(view: ProgressView, redact: Redactor): string {
  const lines: string[] = [
    `### 🤖 agent-loop is working${view.requester ? ` on \`@${view.requester}\`'s request` : ''}`,
    '',
  ];
  if (view.todos.length > 0) lines.push(renderChecklist(view.todos, redact), '');
  if (view.currentStep)
    lines.push(
      `**Now:** ${cutText(oneLine(sanitizeModelText(view.currentStep, redact)), 300)}`,
      '',
    );
  if (view.subAgents && view.subAgents.length > 0) {
    lines.push(`**Sub-agents running (${view.subAgents.length}):**`);
    for (const agent of view.subAgents) {
      const text = agent.step ? `${agent.description} — ${agent.step}` : agent.description;
      lines.push(`- ${cutText(oneLine(sanitizeModelText(text, redact)), 200)}`);
    }
    lines.push('');
  }
  lines.push(
    `Turns: ${view.turns} · Cost: ${formatUsd(view.costUsd)} · [View run](${view.runUrl})`,
  );
  const footer = `\n\n${runMarker(view.runId)}`;
  return truncateText(lines.join('\n'), GITHUB_BODY_LIMIT - 1000 - footer.length) + footer;
}

/** `$0.0123` below a dollar, `$1.23` above. */
export function formatUsd(value: number): string {
  return `$${value < 1 ? value.toFixed(4) : value.toFixed(2)}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `1m 05s`, `42s`, `1h 02m`. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  if (m > 0) return `${m}m ${String(s).padStart(2, '0')}s`;
  return `${s}s`;
}
