/**
 * Pure renderers of the plan gate (docs/contract.md#plan-and-approve): the plan comment (the steps,
 * files, commands, hosts and budget a maintainer approves, with the hidden marker
 * holding the plan and its digest), the answer to an approval that is none, and
 * the plan section of the pull request body. Every model- or user-written text is
 * sanitized (redacted, markers stripped, mentions defanged).
 */
import { planMarker, runMarker } from '../../engine/safety/marker.js';
import {
  sanitizeModelText,
  truncateText,
  type Redactor,
} from '../../engine/safety/markdown-safety.js';
import { addedEntries, planText, type Plan } from '../../engine/plan/plan.js';

/** What the plan comment shows besides the plan. */
export interface PlanCommentView {
  plan: Plan;
  digest: string;
  runId: string;
  runUrl: string;
  /** Who asked for the plan (or whose approval the amended plan continues). */
  requester: string;
  triggerPhrase: string;
  /** The run's own limit, which no plan's budget goes above. */
  maxBudgetUsd: number;
  /** For an amended plan: the approved plan it amends, and the calls that were denied. */
  amended?: { earlierUrl: string; earlier: Plan; denied: readonly string[] };
  /** Hosts the workflow's allowed_domains does not allow: an approval cannot open them. */
  unreachableHosts?: readonly string[];
  /** On a pull request from this repository: its branch, where the approved work is committed. */
  pullBranch?: string;
}

/** Inline code that shows `text` exactly, whatever backticks it holds; one line. */
export function inlineCode(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

function codeList(entries: readonly string[], redact: Redactor, added?: readonly string[]): string {
  if (entries.length === 0) return '_none_';
  return entries
    .map((entry) => {
      const shown = inlineCode(sanitizeModelText(entry, redact));
      return added?.includes(entry) ? `${shown} (new)` : shown;
    })
    .join(', ');
}

/** The plan comment: the plan for a person to read, the marker for the approval to check. */
export function renderPlanComment(view: PlanCommentView, redact: Redactor): string {
  const { plan, amended } = view;
  const text = (value: string) => sanitizeModelText(value.trim(), redact);
  const added = amended ? addedEntries(amended.earlier, plan) : undefined;
  const lines = [
    amended ? '### Amended plan: approval needed to continue' : '### Plan: approval needed',
    '',
    truncateText(text(plan.summary), 8_000),
    '',
  ];
  if (amended) {
    lines.push(
      `This amends [the approved plan](${amended.earlierUrl}) of this work: ${truncateText(text(plan.reason ?? ''), 4_000) || '_no reason given_'}`,
      '',
    );
    if (amended.denied.length > 0) {
      lines.push('Calls denied as outside the approved plan:', '');
      for (const call of amended.denied.slice(0, 20)) lines.push(`- ${inlineCode(text(call))}`);
      lines.push('');
    }
  }
  lines.push('**Steps**', '');
  plan.steps.forEach((step, index) =>
    lines.push(`${index + 1}. ${text(step).replace(/\n+/g, ' ')}`),
  );
  lines.push(
    '',
    `**Files it will change:** ${codeList(plan.files, redact, added?.files)}`,
    '',
    `**Commands it will run:** ${codeList(plan.commands, redact, added?.commands)}`,
    '',
    `**Hosts it needs:** ${codeList(plan.hosts, redact, added?.hosts)}`,
    '',
    `**Budget:** $${plan.budget_usd} (the run's limit: $${view.maxBudgetUsd})`,
    '',
  );
  if (view.pullBranch !== undefined) {
    lines.push(
      `**Commits go to:** ${inlineCode(sanitizeModelText(view.pullBranch, redact))}, this pull request's branch`,
      '',
    );
  }
  if (view.unreachableHosts?.length) {
    lines.push(
      `> [!NOTE]\n> Not in the workflow's \`allowed_domains\`, so unreachable even when approved: ${codeList(view.unreachableHosts, redact)}`,
      '',
    );
  }
  lines.push(
    `To run exactly this plan, someone with write access comments \`${view.triggerPhrase} approve\` here. The execution may change only these files, run only these commands, reach only these hosts and spend at most this budget; anything else is denied and listed. An edited plan, or one a newer plan supersedes, cannot be approved; reactions are not approvals.`,
    '',
    `<sub>Planned by agent-loop for \`@${view.requester}\` · [View run](${view.runUrl}) · plan \`${view.digest.slice(0, 12)}\`</sub>`,
    '',
    runMarker(view.runId),
    planMarker(view.digest, planText(plan)),
  );
  return lines.join('\n');
}

/** The answer to an `approve` that is no approval: which plan, and why not. */
export function renderNotAnApproval(
  input: { approver: string; reason: string; planUrl?: string; runUrl: string; runId: string },
  redact: Redactor,
): string {
  const plan = input.planUrl ? ` of [the plan](${input.planUrl})` : '';
  return [
    `**Not an approval${plan}:** ${sanitizeModelText(input.reason, redact)}`,
    '',
    'Nothing was run. A plan is approved by a comment `approve` from someone with write access, on the latest plan of this issue or pull request while that plan is unedited.',
    '',
    `<sub>agent-loop, answering \`@${input.approver}\` · [View run](${input.runUrl})</sub>`,
    '',
    runMarker(input.runId),
  ].join('\n');
}

/** The pull request body's plan section: the plan, who approved it, and every denied call. */
export function renderPlanSection(
  input: {
    planUrl: string;
    approvedBy: readonly string[];
    denied: readonly string[];
    /** Changed paths left out of the commit: the plan's globs do not match them. */
    outside?: readonly string[];
  },
  redact: Redactor,
): string {
  const approvers = input.approvedBy.map((login) => `\`@${login}\``).join(', ');
  const lines = [`**Plan:** [approved plan](${input.planUrl}), approved by ${approvers}.`];
  if (input.denied.length === 0) {
    lines.push('', 'No call was denied as outside the plan.');
  } else {
    lines.push('', 'Calls denied as outside the plan:', '');
    for (const call of input.denied.slice(0, 30)) {
      lines.push(`- ${inlineCode(sanitizeModelText(call, redact))}`);
    }
  }
  const outside = input.outside ?? [];
  if (outside.length > 0) {
    lines.push('', 'Changes left out of the commit, outside the approved plan:', '');
    for (const path of outside.slice(0, 30)) {
      lines.push(`- ${inlineCode(sanitizeModelText(path, redact))}`);
    }
    if (outside.length > 30) lines.push(`- … and ${outside.length - 30} more`);
  }
  return lines.join('\n');
}
