/**
 * A plan (docs/contract.md#plan-and-approve): what a run will do before it does it — the steps, the
 * files it will change (globs), the commands it will run (Bash rules), the hosts
 * it needs and the budget it asks for. The model states it as its final answer,
 * checked by the structured-output machinery (a JSON Schema, then the checks a
 * schema cannot make: each glob, rule and host must parse, the budget must fit),
 * with one corrective turn. Its digest is what an approval names.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import { createHash } from 'node:crypto';
import picomatch from 'picomatch';
import { parseAllowedDomains } from '../sandbox/domains.js';
import { parsePermissionRules } from '../tools/permissions.js';
import { loadShellParser } from '../tools/shell-parser.js';
import { compileStructuredOutput, type FinalAnswerCheck } from '../loop/structured-output.js';
import { errorMessage } from '../text/error-message.js';

/** What the model states (its final answer in a plan run). */
export interface PlanAnswer {
  summary: string;
  steps: string[];
  /** Repository-relative globs of the files it will create, edit or delete. */
  files: string[];
  /** Bash rules (`Bash(npm test)`, `Bash(npm run lint:*)`) of the commands it will run. */
  commands: string[];
  /** Hosts tool processes must reach (`registry.example.com`, `*.example.org`). */
  hosts: string[];
  /** Dollars the execution asks for (never above the run's max_budget_usd). */
  budget_usd: number;
  /** An amended plan: why it needs more than the plan it amends. */
  reason?: string;
}

/** A plan as posted and approved: the answer, what it answers, and where it continues. */
export interface Plan extends PlanAnswer {
  version: 1;
  /** The request the plan answers (the text after `plan`, or the request). */
  request: string;
  /** The branch the work is on when an amended plan continues earlier work. */
  branch?: string;
  /** The plan this one amends (its comment's address on GitHub, its digest on the CLI). */
  amends?: string;
  /** Who approved the plans this one continues (oldest first). */
  approvals?: string[];
}

/** Longest text kept from one field of a plan. */
const MAX_TEXT = 4_000;
/** Most entries of one list. */
const MAX_ENTRIES = 50;

const stringList = (description: string) => ({
  type: 'array',
  maxItems: MAX_ENTRIES,
  items: { type: 'string', minLength: 1, maxLength: 500 },
  description,
});

/** The JSON Schema of the model's answer. */
export const PLAN_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['summary', 'steps', 'files', 'commands', 'hosts', 'budget_usd'],
  properties: {
    summary: { type: 'string', minLength: 1, maxLength: MAX_TEXT },
    steps: { ...stringList('What you will do, in order'), minItems: 1 },
    files: stringList(
      'Globs of every file you will create, change or delete, relative to the repository root (src/parser/**, README.md)',
    ),
    commands: stringList(
      'Bash rules of every command you will run: Bash(npm test) for exactly that command, Bash(npm run lint:*) for a prefix',
    ),
    hosts: stringList(
      'Hosts your commands must reach over the network (pkgs.example.com); [] when none',
    ),
    budget_usd: { type: 'number', exclusiveMinimum: 0 },
    reason: { type: 'string', maxLength: MAX_TEXT },
  },
} as const;

/**
 * The final-answer check of a plan run: the schema, then every glob, Bash rule and
 * host parsed and the budget at most `maxBudgetUsd`. Loads the shell parser (the
 * check itself is synchronous).
 */
export async function planAnswerCheck(maxBudgetUsd: number): Promise<FinalAnswerCheck> {
  await loadShellParser();
  const schema = await compileStructuredOutput(PLAN_SCHEMA as unknown as Record<string, unknown>);
  return {
    check(text) {
      const verdict = schema.check(text);
      if (!verdict.ok) return verdict;
      const answer = normalizeAnswer(verdict.value as PlanAnswer);
      const problems = planProblems(answer, maxBudgetUsd);
      return problems.length > 0 ? { ok: false, problems } : { ok: true, value: answer };
    },
    correction: (problems) =>
      [
        'Your plan cannot be used as it is:',
        ...problems.map((problem) => `- ${problem}`),
        'Reply again with only the corrected plan as one JSON value: no prose, no code fence.',
      ].join('\n'),
    instructions: [
      schema.instructions,
      '',
      'This run only plans: nothing you change is kept. After an approval, the execution may',
      'change only the files your globs match, run only the commands your Bash rules allow,',
      `reach only the hosts you list, and spend at most budget_usd (at most $${maxBudgetUsd}).`,
      'List what the work needs, no more: an approver reads every entry.',
    ].join('\n'),
  };
}

/** The answer with commands written as Bash rules and lists without repeats. */
export function normalizeAnswer(answer: PlanAnswer): PlanAnswer {
  const unique = (list: readonly string[]) => [...new Set(list.map((entry) => entry.trim()))];
  return {
    ...answer,
    files: unique(answer.files).map((glob) => glob.replace(/^\.\//, '')),
    commands: unique(answer.commands).map((rule) =>
      /^Bash\s*\(/.test(rule) ? rule : `Bash(${rule})`,
    ),
    hosts: unique(answer.hosts).map((host) => host.toLowerCase()),
    budget_usd: Math.round(answer.budget_usd * 100) / 100 || 0.01,
  };
}

/** Why a plan cannot bind a run: each glob, rule and host must parse, the budget must fit. */
export function planProblems(plan: PlanAnswer, maxBudgetUsd: number): string[] {
  const problems: string[] = [];
  for (const glob of plan.files) {
    const problem = globProblem(glob);
    if (problem) problems.push(`files: "${glob}" ${problem}`);
  }
  for (const rule of plan.commands) {
    try {
      const [parsed] = parsePermissionRules(rule);
      if (!parsed?.startsWith('Bash(')) problems.push(`commands: "${rule}" is not a Bash rule`);
    } catch (error) {
      problems.push(`commands: ${errorMessage(error)}`);
    }
  }
  for (const host of plan.hosts) {
    const problem = hostProblem(host);
    if (problem) problems.push(`hosts: "${host}" ${problem}`);
  }
  if (!(plan.budget_usd > 0)) problems.push('budget_usd must be more than 0');
  if (plan.budget_usd > maxBudgetUsd) {
    problems.push(`budget_usd ${plan.budget_usd} is above the run's limit of $${maxBudgetUsd}`);
  }
  return problems;
}

function hostProblem(host: string): string | undefined {
  // One entry is one host: the allow-list's own separators would make it several.
  if (/[\s,]/.test(host)) return 'is not one host name';
  try {
    return parseAllowedDomains(host).kind === 'all'
      ? 'is not a host; name each host the work needs'
      : undefined;
  } catch (error) {
    return errorMessage(error);
  }
}

function globProblem(glob: string): string | undefined {
  if (glob.startsWith('/') || glob.startsWith('~')) return 'must be relative to the repository';
  if (glob.startsWith('!')) return 'is negated; list only what you will change';
  if (glob.split('/').includes('..')) return 'leaves the repository ("..")';
  if (glob.split('/')[0] === '.git') return 'is inside .git';
  if (/^\*\*(\/\*+)?$/.test(glob) || glob === '*') return 'matches every file; name the folders';
  try {
    picomatch.makeRe(glob);
    return undefined;
  } catch (error) {
    return `is not a valid glob (${errorMessage(error)})`;
  }
}

/** The plan's canonical text: what its digest is taken of and what the marker carries. */
export function planText(plan: Plan): string {
  const ordered: Plan = {
    version: 1,
    request: plan.request,
    summary: plan.summary,
    steps: plan.steps,
    files: plan.files,
    commands: plan.commands,
    hosts: plan.hosts,
    budget_usd: plan.budget_usd,
    ...(plan.reason ? { reason: plan.reason } : {}),
    ...(plan.branch ? { branch: plan.branch } : {}),
    ...(plan.amends ? { amends: plan.amends } : {}),
    ...(plan.approvals?.length ? { approvals: plan.approvals } : {}),
  };
  return JSON.stringify(ordered);
}

/** SHA-256 of the plan's canonical text, in hex. */
export function planDigest(plan: Plan): string {
  return createHash('sha256').update(planText(plan)).digest('hex');
}

/** A plan file or marker that is not a plan. */
export class PlanError extends AgentLoopError<'plan'> {
  override readonly name = 'PlanError';
  get kind() {
    return 'plan' as const;
  }
}

/**
 * Reads a plan from its canonical text (a marker's, a plan file's) and checks it as
 * the plan run did. Throws {@link PlanError} naming what is wrong. Needs the shell
 * parser loaded (`loadShellParser`).
 */
export function parsePlan(text: string): Plan {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new PlanError(`not JSON (${errorMessage(error)})`);
  }
  const plan = value as Partial<Plan> | null;
  if (typeof plan !== 'object' || plan === null || plan.version !== 1) {
    throw new PlanError('not an agent-loop plan (version 1)');
  }
  const lists = ['steps', 'files', 'commands', 'hosts'] as const;
  for (const name of lists) {
    const list = plan[name];
    if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string')) {
      throw new PlanError(`"${name}" must be a list of strings`);
    }
  }
  if (typeof plan.budget_usd !== 'number' || typeof plan.summary !== 'string') {
    throw new PlanError('"budget_usd" must be a number and "summary" a string');
  }
  const optional = ['request', 'reason', 'branch', 'amends'] as const;
  for (const name of optional) {
    if (plan[name] !== undefined && typeof plan[name] !== 'string') {
      throw new PlanError(`"${name}" must be a string`);
    }
  }
  const approvals = plan.approvals;
  if (
    approvals !== undefined &&
    (!Array.isArray(approvals) || approvals.some((a) => typeof a !== 'string'))
  ) {
    throw new PlanError('"approvals" must be a list of logins');
  }
  const full = plan as Plan;
  const problems = planProblems(full, Number.POSITIVE_INFINITY);
  if (problems.length > 0) throw new PlanError(problems.join('; '));
  return { ...full, request: typeof full.request === 'string' ? full.request : '' };
}

/** The entries of `amended` that `earlier` does not have, per list (what an amendment adds). */
export function addedEntries(
  earlier: Pick<Plan, 'files' | 'commands' | 'hosts'> | undefined,
  amended: Pick<Plan, 'files' | 'commands' | 'hosts'>,
): { files: string[]; commands: string[]; hosts: string[] } {
  const added = (now: readonly string[], before: readonly string[] | undefined) =>
    now.filter((entry) => !(before ?? []).includes(entry));
  return {
    files: added(amended.files, earlier?.files),
    commands: added(amended.commands, earlier?.commands),
    hosts: added(amended.hosts, earlier?.hosts),
  };
}
