/**
 * The action's inputs (action.yml), read through a getter and validated into
 * typed values. A bad value is an {@link InputError} naming the input.
 */
import type { ModelPrices } from '../model/models.js';
import { parseModelPrices } from '../model/price-overrides.js';
import { parseLimit, type LimitKind } from '../config/numbers.js';
import { EFFORT_LEVELS, type Effort } from '../model/types.js';
import { parsePermissionRules } from '../tools/permissions.js';
import { slugify } from '../git/ref-name.js';
import {
  AllowedDomainsError,
  parseAllowedDomains,
  type AllowedDomains,
} from '../sandbox/domains.js';
import { SANDBOX_MODES, type SandboxMode } from '../sandbox/modes.js';
import { parseGlobList } from '../review/glob-list.js';
import { errorMessage } from '../text/error-message.js';

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
  maxBudgetUsd: number;
  timeoutMinutes: number;
  allowedTools: string[];
  disallowedTools: string[];
  branchPrefix: string;
  baseBranch: string;
  allowedBots: string;
  createPr: boolean;
  /** Globs of the files a review reads (empty: all). */
  reviewPaths: string[];
  /** Globs of the files a review leaves out (wins over reviewPaths). */
  reviewIgnore: string[];
  /** The tool boundary: auto (default), required or off. */
  sandbox: SandboxMode;
  /** Hosts tool processes may reach (default: none). */
  allowedDomains: AllowedDomains;
  /** undefined: the model's own default. */
  effort: Effort | undefined;
  /** Input `model_prices`: prices per model id that replace the table's. */
  modelPrices: Record<string, ModelPrices>;
  /** Publish changes under .github/workflows/ (off by default: they run with the repository's secrets). */
  allowWorkflowChanges: boolean;
  /** MCP servers: inline JSON or a file path, '' for none (loaded after the checkout, see action/mcp-config.ts). */
  mcpConfig: string;
  /** Review draft pull requests automatically too (default false: wait for ready_for_review). */
  reviewDrafts: boolean;
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
}

export const COMMIT_SIGNING_MODES = ['none', 'api', 'ssh'] as const;
export type CommitSigning = (typeof COMMIT_SIGNING_MODES)[number];

export class InputError extends Error {
  override readonly name = 'InputError';
}

/** `get(name)` returns the raw input ('' when unset), as `core.getInput` does. */
export function parseActionInputs(get: (name: string) => string): ActionInputs {
  const text = (name: string, fallback = '') => get(name).trim() || fallback;
  // An empty input is an unset one (the runner passes '' for both): the default.
  const number = (name: string, fallback: number, kind: LimitKind) => {
    const raw = get(name);
    if (raw.trim() === '') return fallback;
    try {
      return parseLimit(`Input ${name}`, raw, kind);
    } catch (error) {
      throw new InputError((error as Error).message);
    }
  };
  const rules = (name: string) => {
    try {
      return parsePermissionRules(text(name));
    } catch (error) {
      throw new InputError(`Input ${name}: ${errorMessage(error)}`);
    }
  };
  const boolean = (name: string, fallback: boolean) => {
    const raw = text(name).toLowerCase();
    if (raw === '') return fallback;
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    throw new InputError(`Input ${name} must be true or false, got "${raw}"`);
  };
  const branchPrefix = text('branch_prefix', 'agent/');
  if (!/^[A-Za-z0-9._/-]+$/.test(branchPrefix) || branchPrefix.includes('..')) {
    throw new InputError(`Input branch_prefix is not usable in a branch name: "${branchPrefix}"`);
  }
  const triggerPhrase = text('trigger_phrase', '@agent');
  if (/\s/.test(triggerPhrase)) {
    throw new InputError(`Input trigger_phrase must be a single word, got "${triggerPhrase}"`);
  }
  const sandbox = text('sandbox', 'auto').toLowerCase();
  if (!SANDBOX_MODES.includes(sandbox as SandboxMode)) {
    throw new InputError(
      `Input sandbox must be one of ${SANDBOX_MODES.join(', ')}, got "${sandbox}"`,
    );
  }
  let allowedDomains: AllowedDomains;
  try {
    allowedDomains = parseAllowedDomains(text('allowed_domains'));
  } catch (error) {
    if (!(error instanceof AllowedDomainsError)) throw error;
    throw new InputError(`Input allowed_domains: ${error.message}`);
  }
  const useBedrock = boolean('use_bedrock', false);
  const useVertex = boolean('use_vertex', false);
  if (useBedrock && useVertex) {
    throw new InputError('Inputs use_bedrock and use_vertex are both true: choose one provider');
  }
  const globs = (name: string) => {
    try {
      return parseGlobList(`Input ${name}`, get(name));
    } catch (error) {
      throw new InputError(errorMessage(error));
    }
  };
  const effort = text('effort').toLowerCase();
  if (effort !== '' && !(EFFORT_LEVELS as readonly string[]).includes(effort)) {
    throw new InputError(
      `Input effort must be one of ${EFFORT_LEVELS.join(', ')} (or empty for the model's default), got "${effort}"`,
    );
  }
  const commitSigning = text('commit_signing', 'none').toLowerCase();
  if (!(COMMIT_SIGNING_MODES as readonly string[]).includes(commitSigning)) {
    throw new InputError(
      `Input commit_signing must be one of ${COMMIT_SIGNING_MODES.join(', ')}, got "${commitSigning}"`,
    );
  }
  // Kept as written: a private key's line breaks are part of it.
  const sshSigningKey = get('ssh_signing_key').trim();
  if (commitSigning === 'ssh' && sshSigningKey === '') {
    throw new InputError('Input commit_signing is ssh but ssh_signing_key is empty');
  }
  let modelPrices: Record<string, ModelPrices>;
  try {
    modelPrices = parseModelPrices(get('model_prices'), 'Input model_prices');
  } catch (error) {
    throw new InputError(errorMessage(error));
  }
  const taskName = text('task_name');
  if (taskName !== '' && slugify(taskName) === '') {
    throw new InputError(
      `Input task_name must contain letters or digits (a-z, 0-9) to name a branch, got "${taskName}"`,
    );
  }
  return {
    anthropicApiKey: text('anthropic_api_key'),
    anthropicAuthToken: text('anthropic_auth_token'),
    githubToken: text('github_token'),
    anthropicBaseUrl: text('anthropic_base_url'),
    useBedrock,
    useVertex,
    // Kept as written (inner line breaks and indentation are the author's), only trimmed.
    appendSystemPrompt: get('append_system_prompt').trim(),
    triggerPhrase,
    labelTrigger: text('label_trigger'),
    assigneeTrigger: text('assignee_trigger'),
    prompt: get('prompt').trim(),
    model: text('model', 'claude-sonnet-5-5'),
    fallbackModel: text('fallback_model'),
    maxTurns: number('max_turns', 30, 'count'),
    maxBudgetUsd: number('max_budget_usd', 5, 'amount'),
    timeoutMinutes: number('timeout_minutes', 30, 'amount'),
    allowedTools: rules('allowed_tools'),
    disallowedTools: rules('disallowed_tools'),
    branchPrefix,
    baseBranch: text('base_branch'),
    allowedBots: text('allowed_bots'),
    createPr: boolean('create_pr', true),
    reviewPaths: globs('review_paths'),
    reviewIgnore: globs('review_ignore'),
    sandbox: sandbox as SandboxMode,
    allowedDomains,
    effort: effort === '' ? undefined : (effort as Effort),
    modelPrices,
    allowWorkflowChanges: boolean('allow_workflow_changes', false),
    mcpConfig: get('mcp_config').trim(),
    reviewDrafts: boolean('review_drafts', false),
    taskName,
    maxCiFixAttempts: number('max_ci_fix_attempts', 2, 'count'),
    jsonSchema: get('json_schema').trim(),
    commitSigning: commitSigning as CommitSigning,
    sshSigningKey,
  };
}
