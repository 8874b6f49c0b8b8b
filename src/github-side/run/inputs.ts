/**
 * The action's inputs (action.yml), read through a getter and validated into
 * typed values. A bad value is an {@link InputError} naming the input.
 */
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';
import type { ModelPrices } from '../../engine/model/models.js';
import { parseModelPrices } from '../../engine/model/price-overrides.js';
import { parseLimit, type LimitKind } from '../../engine/config/numbers.js';
import { EFFORT_LEVELS, type Effort } from '../../engine/model/types.js';
import { parsePermissionRules } from '../../engine/tools/permissions.js';
import { slugify } from '../git/ref-name.js';
import { AllowedDomainsError, type AllowedDomains } from '../../engine/sandbox/domains.js';
import {
  parseAllowedDomainsSetting,
  type AllowedDomainsSetting,
} from '../../engine/sandbox/network-setting.js';
import { SANDBOX_MODES, type SandboxMode } from '../../engine/sandbox/modes.js';
import { parseGlobList } from './glob-list.js';
import { GITHUB_HOST_TOOLS } from './host-tools.js';
import {
  REVIEW_AUTOFIX,
  REVIEW_FAIL_ON,
  type ReviewAutofix,
  type ReviewFailOn,
} from './fail-on.js';
import { errorMessage } from '../../engine/text/error-message.js';
import type { SpendCaps } from '../../engine/budgets/caps.js';
import { listedChecks, type CheckCommand } from '../../engine/self-check/detect.js';
import type { RepoRef } from '../github/types.js';
import { parseRepositories } from './repositories.js';

export interface ActionInputs {
  anthropicApiKey: string;
  /** A bearer token for a gateway, sent instead of the API key. */
  anthropicAuthToken: string;
  githubToken: string;
  anthropicBaseUrl: string;
  /** Run the model on Amazon Bedrock (as CLAUDE_CODE_USE_BEDROCK=1 does). */
  useBedrock: boolean;
  /** Run the model on Google Vertex AI (as CLAUDE_CODE_USE_VERTEX=1 does). */
  useVertex: boolean;
  /** Appended to the system prompt, after the project's instructions. */
  appendSystemPrompt: string;
  triggerPhrase: string;
  labelTrigger: string;
  assigneeTrigger: string;
  prompt: string;
  model: string;
  fallbackModel: string;
  maxTurns: number;
  /** Images of the request's text given to the model (docs/contract.md#images); 0: none. */
  maxImages: number;
  maxBudgetUsd: number;
  timeoutMinutes: number;
  allowedTools: string[];
  disallowedTools: string[];
  branchPrefix: string;
  baseBranch: string;
  allowedBots: string;
  createPr: boolean;
  /** Every fix request first posts a plan that someone with write access approves (docs/contract.md#plan-and-approve). */
  requirePlan: boolean;
  /** Globs of the files a review reads (empty: all). */
  reviewPaths: string[];
  /** Globs of the files a review leaves out (wins over reviewPaths). */
  reviewIgnore: string[];
  /** The tool boundary: auto (default), required or off. */
  sandbox: SandboxMode;
  /** Hosts tool processes may reach, as named (an approved plan's are bounded by them). */
  allowedDomains: AllowedDomains;
  /**
   * The `package-registries` preset: named (true), `none` or hosts alone (false), or
   * unset (undefined: the run kind's policy decides, src/github-side/run/policy.ts).
   */
  packageRegistries: boolean | undefined;
  /** undefined: the model's own default. */
  effort: Effort | undefined;
  /** Input `model_prices`: prices per model id that replace the table's. */
  modelPrices: Record<string, ModelPrices>;
  /** Publish changes under .github/workflows/ (off by default: they run with the repository's secrets). */
  allowWorkflowChanges: boolean;
  /** MCP servers: inline JSON or a file path, '' for none (loaded after the checkout, see action/mcp-config.ts). */
  mcpConfig: string;
  /** Read the repository's Claude Code configuration (`.claude/`, nested CLAUDE.md) from the trusted tree. */
  projectConfig: boolean;
  /** `hooks_without_bash`: hooks run although disallowed_tools denies Bash. */
  hooksWithoutBash: boolean;
  /** Review draft pull requests automatically too (default false: wait for ready_for_review). */
  reviewDrafts: boolean;
  /** Post the check run `agent-loop review` on the reviewed head (default true). */
  reviewCheck: boolean;
  /** The lowest finding severity that makes the check run fail (`never`: none does). */
  reviewFailOn: ReviewFailOn;
  /** After a review, fix its findings at or above this severity in a pull request (`off`: never). */
  reviewAutofix: ReviewAutofix;
  /** The autofix's own cap, drawn inside max_budget_usd. */
  autofixBudgetUsd: number;
  /** Names a maintenance task (its branch `<prefix>task-<slug>`); empty: the slug comes from the prompt. */
  taskName: string;
  /** Fixes in a row the agent may push to one branch for failed CI runs. */
  maxCiFixAttempts: number;
  /**
   * How the agent's commits are signed: `none` (a plain push), `api` (made through
   * GitHub's Git database API, which signs them), `ssh` (signed locally with sshSigningKey).
   */
  commitSigning: CommitSigning;
  /** The SSH private key for `commit_signing: ssh` (a secret; '' otherwise). */
  sshSigningKey: string;
  /** A JSON Schema for the final answer: inline JSON or a file path in the checkout; '' for none. */
  jsonSchema: string;
  /** Caps across runs (`budget_daily_usd`, `budget_monthly_usd`, `budget_user_daily_usd`); unset: none. */
  spendCaps: SpendCaps;
  /** Staged mode (docs/staged.md): no write to GitHub and no push; each is recorded and shown instead. */
  staged: boolean;
  /** Check a fix's or task's work before publishing it (docs/self-check.md). */
  selfCheck: boolean;
  /** `check_commands`: the checks to run instead of those found in the repository (none: find them). */
  checkCommands: CheckCommand[];
  /** Each check's time limit. */
  checkTimeoutMinutes: number;
  /** How many times new failures go back to the agent (0: check and report only). */
  selfCheckRounds: number;
  /** Other repositories the run may reach, as written (docs/contract.md#change-sets). */
  repositories: RepoRef[];
}

export const COMMIT_SIGNING_MODES = ['none', 'api', 'ssh'] as const;
export type CommitSigning = (typeof COMMIT_SIGNING_MODES)[number];

export class InputError extends AgentLoopError<'input'> {
  override readonly name = 'InputError';
  get kind() {
    return 'input' as const;
  }
}

/** `get(name)` returns the raw input ('' when unset), as `core.getInput` does. */
export function parseActionInputs(get: (name: string) => string): ActionInputs {
  const read = inputReader(get);
  // Checked first, in this order: the first bad one is the error reported.
  const checked = checkedInputs(read);
  return {
    anthropicApiKey: read.text('anthropic_api_key'),
    anthropicAuthToken: read.text('anthropic_auth_token'),
    githubToken: read.text('github_token'),
    anthropicBaseUrl: read.text('anthropic_base_url'),
    useBedrock: checked.useBedrock,
    useVertex: checked.useVertex,
    // Kept as written (inner line breaks and indentation are the author's), only trimmed.
    appendSystemPrompt: read.text('append_system_prompt'),
    triggerPhrase: checked.triggerPhrase,
    labelTrigger: read.text('label_trigger'),
    assigneeTrigger: read.text('assignee_trigger'),
    prompt: read.text('prompt'),
    model: read.text('model', 'claude-sonnet-5-5'),
    fallbackModel: read.text('fallback_model'),
    maxTurns: read.number('max_turns', 30, 'count'),
    maxImages: maxImagesInput(read),
    maxBudgetUsd: read.number('max_budget_usd', 5, 'amount'),
    timeoutMinutes: read.number('timeout_minutes', 30, 'amount'),
    allowedTools: read.rules('allowed_tools'),
    disallowedTools: read.rules('disallowed_tools'),
    branchPrefix: checked.branchPrefix,
    baseBranch: read.text('base_branch'),
    allowedBots: read.text('allowed_bots'),
    createPr: read.boolean('create_pr', true),
    requirePlan: read.boolean('require_plan', false),
    reviewPaths: read.globs('review_paths'),
    reviewIgnore: read.globs('review_ignore'),
    sandbox: checked.sandbox,
    allowedDomains: checked.allowedDomains.domains,
    packageRegistries: checked.allowedDomains.packageRegistries,
    effort: checked.effort,
    modelPrices: checked.modelPrices,
    allowWorkflowChanges: read.boolean('allow_workflow_changes', false),
    mcpConfig: read.text('mcp_config'),
    projectConfig: read.boolean('project_config', true),
    hooksWithoutBash: read.boolean('hooks_without_bash', false),
    reviewDrafts: read.boolean('review_drafts', false),
    reviewCheck: read.boolean('review_check', true),
    reviewFailOn: checked.reviewFailOn,
    reviewAutofix: read.choice('review_autofix', REVIEW_AUTOFIX, 'off'),
    autofixBudgetUsd: read.number('autofix_budget_usd', 1, 'amount'),
    taskName: checked.taskName,
    maxCiFixAttempts: read.number('max_ci_fix_attempts', 2, 'count'),
    jsonSchema: read.text('json_schema'),
    commitSigning: checked.commitSigning,
    sshSigningKey: checked.sshSigningKey,
    spendCaps: {
      ...read.optionalAmount('budget_daily_usd', 'dailyUsd'),
      ...read.optionalAmount('budget_monthly_usd', 'monthlyUsd'),
      ...read.optionalAmount('budget_user_daily_usd', 'userDailyUsd'),
    },
    staged: read.boolean('staged', false),
    selfCheck: read.boolean('self_check', true),
    checkCommands: listedChecks(read.raw('check_commands')),
    checkTimeoutMinutes: read.number('check_timeout_minutes', 10, 'amount'),
    // 0 is a choice here (check and report, never send back), unlike the other counts.
    selfCheckRounds:
      read.text('self_check_rounds') === '0' ? 0 : read.number('self_check_rounds', 2, 'count'),
    repositories: repositoriesInput(read),
  };
}

type InputReader = ReturnType<typeof inputReader>;

/** Input `repositories`: `owner/name` one per line. */
function repositoriesInput(read: InputReader): RepoRef[] {
  try {
    return parseRepositories(read.raw('repositories'));
  } catch (error) {
    throw new InputError(`Input repositories: ${errorMessage(error)}`);
  }
}

/** Reads inputs by name, as text, numbers, rules, booleans or globs; bad ones throw InputError. */
function inputReader(get: (name: string) => string) {
  // An empty input is an unset one (the runner passes '' for both): the default.
  const text = (name: string, fallback = '') => get(name).trim() || fallback;
  return {
    text,
    /** As the runner passed it, untrimmed. */
    raw: get,
    number(name: string, fallback: number, kind: LimitKind): number {
      const raw = get(name);
      if (raw.trim() === '') return fallback;
      try {
        return parseLimit(`Input ${name}`, raw, kind);
      } catch (error) {
        throw new InputError((error as Error).message);
      }
    },
    /** `{ [key]: amount }`, or `{}` when the input is empty (no cap). */
    optionalAmount<K extends string>(name: string, key: K): Partial<Record<K, number>> {
      if (get(name).trim() === '') return {};
      return { [key]: this.number(name, 0, 'amount') } as Partial<Record<K, number>>;
    },
    rules(name: string): string[] {
      try {
        return parsePermissionRules(text(name), GITHUB_HOST_TOOLS);
      } catch (error) {
        throw new InputError(`Input ${name}: ${errorMessage(error)}`);
      }
    },
    boolean(name: string, fallback: boolean): boolean {
      const raw = text(name).toLowerCase();
      if (raw === '') return fallback;
      if (raw === 'true') return true;
      if (raw === 'false') return false;
      throw new InputError(`Input ${name} must be true or false, got "${raw}"`);
    },
    globs(name: string): string[] {
      try {
        return parseGlobList(`Input ${name}`, get(name));
      } catch (error) {
        throw new InputError(errorMessage(error));
      }
    },
    /** One of `allowed` (lowercased), or `fallback` when empty. */
    choice<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
      const value = text(name, fallback).toLowerCase();
      if (!(allowed as readonly string[]).includes(value)) {
        throw new InputError(`Input ${name} must be one of ${allowed.join(', ')}, got "${value}"`);
      }
      return value as T;
    },
  };
}

/** The inputs checked beyond their type (names, choices, combinations), in reporting order. */
function checkedInputs(read: InputReader) {
  const branchPrefix = read.text('branch_prefix', 'agent/');
  if (!/^[A-Za-z0-9._/-]+$/.test(branchPrefix) || branchPrefix.includes('..')) {
    throw new InputError(`Input branch_prefix is not usable in a branch name: "${branchPrefix}"`);
  }
  const triggerPhrase = read.text('trigger_phrase', '@agent');
  if (/\s/.test(triggerPhrase)) {
    throw new InputError(`Input trigger_phrase must be a single word, got "${triggerPhrase}"`);
  }
  const sandbox = read.choice('sandbox', SANDBOX_MODES, 'auto');
  const allowedDomains = allowedDomainsInput(read);
  const useBedrock = read.boolean('use_bedrock', false);
  const useVertex = read.boolean('use_vertex', false);
  if (useBedrock && useVertex) {
    throw new InputError('Inputs use_bedrock and use_vertex are both true: choose one provider');
  }
  const effort = effortInput(read);
  const commitSigning = read.choice('commit_signing', COMMIT_SIGNING_MODES, 'none');
  // Kept as written: a private key's line breaks are part of it.
  const sshSigningKey = read.text('ssh_signing_key');
  if (commitSigning === 'ssh' && sshSigningKey === '') {
    throw new InputError('Input commit_signing is ssh but ssh_signing_key is empty');
  }
  const modelPrices = modelPricesInput(read);
  const reviewFailOn: ReviewFailOn = read.choice('review_fail_on', REVIEW_FAIL_ON, 'never');
  const taskName = read.text('task_name');
  if (taskName !== '' && slugify(taskName) === '') {
    throw new InputError(
      `Input task_name must contain letters or digits (a-z, 0-9) to name a branch, got "${taskName}"`,
    );
  }
  const checked = { branchPrefix, triggerPhrase, sandbox, allowedDomains, useBedrock, useVertex };
  return { ...checked, effort, commitSigning, sshSigningKey, modelPrices, reviewFailOn, taskName };
}

/** The API reads at most 20 images of full size in one request (docs/contract.md#images). */
const MOST_IMAGES = 20;

/** `max_images`: 0 gives the model no image; above {@link MOST_IMAGES} is refused. */
function maxImagesInput(read: InputReader): number {
  if (read.text('max_images') === '0') return 0;
  const count = read.number('max_images', 10, 'count');
  if (count > MOST_IMAGES) {
    throw new InputError(
      `Input max_images is ${count}: at most ${MOST_IMAGES} (the images the API reads at full size in one request)`,
    );
  }
  return count;
}

function allowedDomainsInput(read: InputReader): AllowedDomainsSetting {
  try {
    return parseAllowedDomainsSetting(read.text('allowed_domains'));
  } catch (error) {
    if (!(error instanceof AllowedDomainsError)) throw error;
    throw new InputError(`Input allowed_domains: ${error.message}`);
  }
}

/** A level of EFFORT_LEVELS, or undefined (empty) for the model's default. */
function effortInput(read: InputReader): Effort | undefined {
  const effort = read.text('effort').toLowerCase();
  if (effort === '') return undefined;
  if (!(EFFORT_LEVELS as readonly string[]).includes(effort)) {
    throw new InputError(
      `Input effort must be one of ${EFFORT_LEVELS.join(', ')} (or empty for the model's default), got "${effort}"`,
    );
  }
  return effort as Effort;
}

function modelPricesInput(read: InputReader): Record<string, ModelPrices> {
  try {
    return parseModelPrices(read.raw('model_prices'), 'Input model_prices');
  } catch (error) {
    throw new InputError(errorMessage(error));
  }
}
