/**
 * The plan gate on the command line (docs/plan-approve.md): `agent-loop plan
 * "<request>"` runs read-only and writes the checked plan to a file; `agent-loop
 * run --plan <file>` runs bound to it (its files, commands, hosts and budget),
 * and writes an amended plan beside it when the agent asks for more.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ResultEvent } from '../engine/events/stream.js';
import type { FinalAnswerCheck } from '../engine/loop/structured-output.js';
import { amendedPlan, createAmendPlanTool, type Amendment } from '../engine/plan/amend-tool.js';
import { planBounds, type PlanBounds } from '../engine/plan/bounds.js';
import {
  parsePlan,
  planAnswerCheck,
  planDigest,
  PlanError,
  type Plan,
  type PlanAnswer,
} from '../engine/plan/plan.js';
import type { Tool } from '../engine/tools/types.js';
import { loadShellParser } from '../engine/tools/shell-parser.js';
import { errorMessage } from '../engine/text/error-message.js';
import type { RunOptions } from './run-flags.js';
import { UsageError } from './usage-error.js';

/** What a planning or bound run adds to the session. */
export interface PlanMode {
  /** Rules added to --disallowed-tools. */
  disallowedTools: string[];
  structuredOutput?: FinalAnswerCheck;
  bounds?: PlanBounds;
  extraTools: Tool[];
  /** How an accepted final answer ends the run when not `completed` (an amended plan). */
  completedAs?: () => 'needs_approval' | undefined;
  appendSystemPrompt?: string;
  /** After the run: writes the plan (or the amended plan); returns a line for stderr. */
  finish(result: ResultEvent | undefined): string | undefined;
}

/** The run's plan mode, or undefined for an ordinary run. Throws {@link UsageError}. */
export async function preparePlanMode(
  options: RunOptions,
  rules: { allowedTools: readonly string[] },
): Promise<PlanMode | undefined> {
  if (options.planOut !== undefined && options.planFile !== undefined) {
    throw new UsageError('agent-loop plan writes a plan; --plan runs one: not both');
  }
  if (options.planOut !== undefined) return planning(options, rules.allowedTools);
  if (options.planFile !== undefined) return bound(options, options.planFile);
  return undefined;
}

/** Read-only: no Write/Edit/NotebookEdit; Bash only inside a required boundary with a Bash rule. */
async function planning(options: RunOptions, allowedTools: readonly string[]): Promise<PlanMode> {
  const bashAllowed =
    options.sandbox === 'required' &&
    allowedTools.some((rule) => rule === 'Bash' || rule.startsWith('Bash('));
  const out = resolve(options.planOut!);
  return {
    disallowedTools: ['Write', 'Edit', 'NotebookEdit', ...(bashAllowed ? [] : ['Bash'])],
    structuredOutput: await planAnswerCheck(options.maxBudgetUsd),
    extraTools: [],
    finish(result) {
      const answer = result?.structured_output as PlanAnswer | undefined;
      if (result?.is_error || answer === undefined) return undefined;
      const plan: Plan = { ...answer, version: 1, request: options.prompt };
      writeFileSync(out, `${JSON.stringify(plan, null, 2)}\n`);
      return `agent-loop: plan ${planDigest(plan).slice(0, 12)} written to ${out}; run it with: agent-loop run --plan ${out} <prompt>`;
    },
  };
}

async function bound(options: RunOptions, file: string): Promise<PlanMode> {
  const path = resolve(file);
  // The plan's Bash rules are parsed when it is read.
  await loadShellParser();
  let plan: Plan;
  try {
    plan = parsePlan(readFileSync(path, 'utf8'));
  } catch (error) {
    const why = error instanceof PlanError ? error.message : errorMessage(error);
    throw new UsageError(`--plan: ${file} is not a usable plan: ${why}`);
  }
  const bounds = planBounds(plan, {
    workspaceRoot: resolve(options.cwd),
    maxBudgetUsd: options.maxBudgetUsd,
    allowedDomains: options.allowedDomains,
  });
  let amendment: Amendment | undefined;
  const list = (entries: readonly string[]) => entries.join(', ') || 'none';
  return {
    disallowedTools: [],
    bounds,
    extraTools: [
      createAmendPlanTool({
        approved: plan,
        maxBudgetUsd: options.maxBudgetUsd,
        record: (asked) => (amendment = asked),
      }),
    ],
    completedAs: () => (amendment ? 'needs_approval' : undefined),
    appendSystemPrompt: [
      '# The approved plan',
      `This run is held to an approved plan: files ${list(plan.files)}; commands ${list(plan.commands)}; hosts ${list(plan.hosts)}; budget $${bounds.maxBudgetUsd}.`,
      `Steps: ${plan.steps.map((step, index) => `${index + 1}. ${step}`).join(' ')}`,
      'Any other call is denied. If the work truly needs more, call AmendPlan with only what the plan lacks and why, then stop.',
    ].join('\n'),
    finish() {
      if (!amendment) return undefined;
      const amended: Plan = { ...amendedPlan(plan, amendment), amends: planDigest(plan) };
      const out = path.replace(/\.json$/, '') + '.amended.json';
      writeFileSync(out, `${JSON.stringify(amended, null, 2)}\n`);
      return `agent-loop: needs_approval: the work needs more than the plan; the amended plan is in ${out}`;
    },
  };
}
