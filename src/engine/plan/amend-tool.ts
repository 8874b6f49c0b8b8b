/**
 * `AmendPlan`: the tool an execution bound by a plan calls when the work needs
 * more than the plan allows (a file, a command, a host, more budget). It records
 * what else is needed and why; the run then stops, and the amended plan is posted
 * for a new approval, which continues from the work so far.
 */
import { z } from 'zod';
import type { Tool } from '../tools/types.js';
import { toolError } from '../tools/tool-error.js';
import { AMEND_PLAN_TOOL } from './bounds.js';
import { normalizeAnswer, planProblems, type Plan } from './plan.js';

const list = (what: string) => z.array(z.string().min(1).max(500)).max(50).describe(what);

const inputSchema = z.strictObject({
  reason: z.string().min(1).max(4_000).describe('Why the work needs more than the approved plan'),
  files: list('Globs of the further files to change (only what the plan lacks)'),
  commands: list('Further Bash rules, e.g. Bash(npm run build)'),
  hosts: list('Further hosts to reach'),
  budget_usd: z
    .number()
    .positive()
    .describe('Dollars the continuation asks for (what is still needed, not what is spent)'),
});
type AmendInput = z.infer<typeof inputSchema>;

/** What an amendment asks for on top of the approved plan. */
export type Amendment = AmendInput;

/** The amended plan: the approved one with the amendment's entries added. */
export function amendedPlan(approved: Plan, amendment: Amendment): Omit<Plan, 'branch' | 'amends'> {
  const merged = normalizeAnswer({
    summary: approved.summary,
    steps: approved.steps,
    files: [...approved.files, ...amendment.files],
    commands: [...approved.commands, ...amendment.commands],
    hosts: [...approved.hosts, ...amendment.hosts],
    budget_usd: amendment.budget_usd,
    reason: amendment.reason,
  });
  return { ...merged, version: 1, request: approved.request };
}

/** Creates AmendPlan; `record` keeps the last amendment the checks accepted. */
export function createAmendPlanTool(options: {
  approved: Plan;
  maxBudgetUsd: number;
  record: (amendment: Amendment) => void;
}): Tool<AmendInput> {
  return {
    name: AMEND_PLAN_TOOL,
    description: [
      'Asks for more than the approved plan allows: further files, commands or hosts, or more budget.',
      'Call it when a call was denied as outside the plan and the work truly needs it; give only what the plan lacks and why.',
      'After it, stop: end your turn with a short summary of the work so far. The run waits for a new approval and then continues from that work.',
    ].join('\n'),
    inputSchema,
    isConcurrencySafe: () => false,
    call: async (input) => {
      const merged = amendedPlan(options.approved, input);
      const problems = planProblems(merged, options.maxBudgetUsd);
      if (problems.length > 0)
        return toolError(`The amendment cannot be used: ${problems.join('; ')}`);
      options.record(input);
      return {
        content:
          'The amended plan is recorded and will be posted for approval. Stop now: make no further calls, and end your turn with a short summary of what is done so far.',
      };
    },
  };
}
