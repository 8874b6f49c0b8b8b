/**
 * What `agent-loop run` reads before the run starts: the permission rules, the folder, the
 * provider, the prompt, and the files the flags name (MCP configuration, JSON Schema, plan,
 * transcript, project configuration). Whatever is wrong with them is a {@link UsageError}
 * (exit status 2), said before any model request.
 */
import { readCliImages } from './images.js';
import { readAddedDirs } from './added-dirs.js';
import type { AddedDir } from '../engine/session/options.js';
import type { PromptImage } from '../engine/session/prompt-images.js';
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { isErrorOfKind } from '../engine/errors/agent-loop-error.js';
import type { McpConfig, McpTimeouts } from '../engine/mcp/index.js';
import { providerModelId } from '../engine/model/provider-models.js';
import {
  providerSettingsFromEnvironment,
  selectProvider,
  type ProviderConfig,
} from '../engine/model/providers.js';
import {
  compileStructuredOutput,
  readJsonSchema,
  type FinalAnswerCheck,
} from '../engine/loop/structured-output.js';
import { openTranscript, type TranscriptWriter } from '../engine/session/transcript.js';
import { resolveSlashCommand, withInvokedCommand } from '../engine/project/commands.js';
import type { ProjectConfig } from '../engine/project/types.js';
import {
  createRedactor,
  secretValuesFromCredentialsFile,
  secretValuesFromEnvironment,
} from '../engine/safety/secrets.js';
import type { SelfCheckOptions } from '../engine/self-check/self-check.js';
import { errorMessage } from '../engine/text/error-message.js';
import { parsePermissionRules } from '../engine/tools/permissions.js';
import { prepareShellParser } from '../engine/tools/shell-parser.js';
import { GITHUB_HOST_TOOLS } from '../github-side/run/host-tools.js';
import type { CliIo } from './io.js';
import type { PlanMode } from './plan-mode.js';
import {
  CLAUDE_FOLDER_RULE,
  readCliProjectConfig,
  rootInstructionsSection,
} from './project-config.js';
import type { RunOptions } from './run-flags.js';
import { selfCheckOptions } from './self-check.js';
import { planSession, type SessionPlan } from './sessions.js';
import { UsageError } from './usage-error.js';

/** What a run needs once the command line, the environment and the files it names are read. */
export interface PreparedRun {
  options: RunOptions;
  allowedTools: string[];
  disallowedTools: string[];
  provider: ProviderConfig;
  secrets: string[];
  redact: (text: string) => string;
  mcp?: { config: McpConfig; timeouts: McpTimeouts };
  transcript?: TranscriptWriter;
  plan: SessionPlan;
  structuredOutput?: FinalAnswerCheck;
  /** The working tree's Claude Code configuration (none with --no-project-config). */
  project?: ProjectConfig;
  /** The root AGENTS.md / CLAUDE.md and its imports, after a new session's prompt. */
  instructions?: string;
  /** `agent-loop plan`, or `run --plan <file>` (src/cli/plan-mode.ts). */
  planMode?: PlanMode;
  /** `--self-check`: the commit the work is compared with, and the checks' limits. */
  selfCheck?: SelfCheckOptions;
  /** `--image`: read and checked (src/cli/images.ts). */
  images: PromptImage[];
  /** `--add-dir`: checked, by real path (src/cli/added-dirs.ts). */
  addedDirs: AddedDir[];
}

/** Reads the rules, the folder, the provider, the prompt and the files the flags name; a UsageError when one is bad. */
export async function prepareRun(parsed: RunOptions, io: CliIo): Promise<PreparedRun> {
  let options = parsed;
  let secrets = [
    ...secretValuesFromEnvironment(io.env),
    ...secretValuesFromCredentialsFile(io.env.GOOGLE_APPLICATION_CREDENTIALS),
  ];
  await prepareShellParser([options.allowedTools, options.disallowedTools]);
  const allowedTools = parseRules('--allowed-tools', options.allowedTools);
  // `.claude/` is the user's, written outside a run: never by the run's tools.
  const disallowedTools = [
    ...parseRules('--disallowed-tools', options.disallowedTools),
    CLAUDE_FOLDER_RULE,
  ];
  const cwd = resolve(options.cwd);
  if (!existsSync(cwd) || !statSync(cwd).isDirectory()) {
    throw new UsageError(`--cwd: "${options.cwd}" is not a directory`);
  }
  const addedDirs = readAddedDirs(options.addDirs ?? [], cwd);
  const provider = providerOrFail(io.env);
  options = { ...options, ...providerModels(provider, options) };
  if (options.prompt === '-') options = { ...options, prompt: await io.readStdin() };
  if (options.prompt.trim() === '') throw new UsageError('the prompt is empty');
  const plan = planSession(options, cwd, io.env, randomUUID());
  const mcp =
    options.mcpConfig !== undefined ? await readMcpConfig(options.mcpConfig, io.env) : undefined;
  if (mcp) secrets = [...secrets, ...mcp.config.secrets];
  const redact = createRedactor(secrets);
  const structuredOutput =
    options.jsonSchema !== undefined ? await readSchema(options.jsonSchema) : undefined;
  const images = await readCliImages(options.images ?? []);
  let project = options.projectConfig
    ? await readCliProjectConfig(cwd, {
        env: io.env,
        disallowedTools,
        hooksWithoutBash: options.hooksWithoutBash,
      })
    : undefined;
  const invoked = project && resolveSlashCommand(options.prompt, project.commands);
  if (invoked?.kind === 'unknown') throw new UsageError(invoked.error);
  if (invoked && project) {
    options = { ...options, prompt: invoked.prompt };
    project = withInvokedCommand(project, invoked.command);
  }
  const instructions = project && (await rootInstructionsSection(project));
  const planMode = await preparePlanMode(options, allowedTools);
  const selfCheck = options.selfCheck ? await selfCheckOptions(cwd) : undefined;
  const transcript = options.transcript
    ? openTranscriptOrFail(options.transcript, redact)
    : undefined;
  return {
    ...{ options, allowedTools, disallowedTools, provider, secrets, redact, plan, images },
    addedDirs,
    ...(project ? { project } : {}),
    ...(instructions ? { instructions } : {}),
    ...(planMode ? { planMode } : {}),
    ...(selfCheck ? { selfCheck } : {}),
    ...(mcp ? { mcp } : {}),
    ...(structuredOutput ? { structuredOutput } : {}),
    ...(transcript ? { transcript } : {}),
  };
}

function providerOrFail(env: NodeJS.ProcessEnv): ProviderConfig {
  try {
    return selectProvider(providerSettingsFromEnvironment(env));
  } catch (error) {
    return asUsageError(error);
  }
}

/** --model and --fallback-model in the provider's own form (src/engine/model/provider-models.ts). */
function providerModels(
  provider: ProviderConfig,
  options: Pick<RunOptions, 'model' | 'fallbackModel'>,
): Pick<RunOptions, 'model' | 'fallbackModel'> {
  try {
    return {
      model: providerModelId(provider, options.model, '--model'),
      ...(options.fallbackModel
        ? { fallbackModel: providerModelId(provider, options.fallbackModel, '--fallback-model') }
        : {}),
    };
  } catch (error) {
    return asUsageError(error);
  }
}

function openTranscriptOrFail(path: string, redact: (text: string) => string): TranscriptWriter {
  try {
    return openTranscript(resolve(path), redact);
  } catch (error) {
    throw new UsageError(`--transcript: cannot write "${path}": ${reason(error)}`);
  }
}

/**
 * The MCP configuration and timeouts; a relative path is relative to where the command
 * runs. Its parser (and zod) is loaded only for --mcp-config.
 */
async function readMcpConfig(
  value: string,
  env: NodeJS.ProcessEnv,
): Promise<{ config: McpConfig; timeouts: McpTimeouts }> {
  const { loadMcpConfig, mcpTimeoutsFromEnvironment } = await import('../engine/mcp/index.js');
  try {
    return {
      config: loadMcpConfig(value, { source: '--mcp-config', baseDirectory: process.cwd(), env }),
      timeouts: mcpTimeoutsFromEnvironment(env),
    };
  } catch (error) {
    if (isErrorOfKind(error, ['mcp_config'])) return asUsageError(error);
    throw new UsageError(reason(error));
  }
}

/** `agent-loop plan` or `--plan`; the plan's code (and zod) is loaded only for them. */
async function preparePlanMode(
  options: RunOptions,
  allowedTools: string[],
): Promise<PlanMode | undefined> {
  if (options.planOut === undefined && options.planFile === undefined) return undefined;
  const planMode = await import('./plan-mode.js');
  return planMode.preparePlanMode(options, { allowedTools });
}

/** `--json-schema`: inline JSON or a file relative to where the command runs. */
async function readSchema(value: string): Promise<FinalAnswerCheck> {
  try {
    return await compileStructuredOutput(readJsonSchema(value, process.cwd()));
  } catch (error) {
    return asUsageError(error, '--json-schema: ');
  }
}

function parseRules(flag: string, text: string): string[] {
  try {
    return parsePermissionRules(text, GITHUB_HOST_TOOLS);
  } catch (error) {
    throw new UsageError(`${flag}: ${errorMessage(error)}`);
  }
}

/**
 * The errors of a setting the run was given (its provider, an MCP configuration, a JSON
 * Schema), by kind: on the command line each is a usage error (exit status 2).
 */
const SETTING_ERRORS = [
  'provider_config',
  'missing_credentials',
  'mcp_config',
  'json_schema',
] as const;

/** Throws a setting's error as the usage error it is, its message after `prefix`; any other as it is. */
function asUsageError(error: unknown, prefix = ''): never {
  if (isErrorOfKind(error, SETTING_ERRORS)) throw new UsageError(`${prefix}${error.message}`);
  throw error;
}

function reason(error: unknown): string {
  return errorMessage(error).split('\n')[0]!;
}
