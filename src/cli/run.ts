/**
 * `agent-loop run` once the command line is read: provider, tools, sandbox,
 * session, output. Loaded only for a run, so `--version`, `--help` and usage
 * errors start without the SDK, the loop and the tools (see bench/cold-start).
 * Exit status: 0 for a result that is not an error, 1 for one that is, 2 for a
 * usage error.
 */
import { setModelPriceOverrides } from '../engine/model/pricing.js';
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { createProviderModel } from '../engine/model/anthropic.js';
import { providerModelId } from '../engine/model/provider-models.js';
import {
  ProviderConfigError,
  providerSettingsFromEnvironment,
  selectProvider,
  type ProviderConfig,
} from '../engine/model/providers.js';
import type { LoopEvent, ResultEvent } from '../engine/events/stream.js';
import { selfCheckOptions } from './self-check.js';
import type { SelfCheckOptions } from '../engine/self-check/self-check.js';
import { runSession, type SessionOptions } from '../engine/loop/session.js';
import { webDomainsFor } from '../engine/tools/web-urls.js';
import { openTranscript, type TranscriptWriter } from '../engine/loop/transcript.js';
import {
  compileStructuredOutput,
  JsonSchemaError,
  readJsonSchema,
  type FinalAnswerCheck,
} from '../engine/loop/structured-output.js';
import { parsePermissionRules } from '../engine/tools/permissions.js';
import { prepareShellParser } from '../engine/tools/shell-parser.js';
import {
  createRedactor,
  secretValuesFromCredentialsFile,
  secretValuesFromEnvironment,
} from '../engine/safety/secrets.js';
import {
  SandboxRequiredError,
  beginningOnFirstCall,
  boundaryWarnings,
  startSandbox,
  type StartedSandbox,
} from '../engine/sandbox/index.js';
import type { McpConfig, McpTimeouts } from '../engine/mcp/index.js';
import type { RunOptions } from './run-flags.js';
import { UsageError } from './usage-error.js';
import type { PlanMode } from './plan-mode.js';
import type { AllowedDomains } from '../engine/sandbox/domains.js';
import { describeNetwork, resolveAllowedDomains } from '../engine/sandbox/network-setting.js';
import type { CliIo } from './io.js';
import { createProgressReporter } from './progress.js';
import { openSessionSaving } from './session-saving.js';
import { planSession, type SessionPlan } from './sessions.js';
import { agentLoopHome, homeNotice } from './home.js';
import { errorMessage } from '../engine/text/error-message.js';
import { startTracing, type RunTracing } from '../engine/telemetry/index.js';
import {
  CLAUDE_FOLDER,
  CLAUDE_FOLDER_RULE,
  readCliProjectConfig,
  rootInstructionsSection,
} from './project-config.js';
import { resolveSlashCommand, withInvokedCommand } from '../engine/project/commands.js';
import type { ProjectConfig } from '../engine/project/types.js';

/** What a run needs once the command line, the environment and the files it names are read. */
interface PreparedRun {
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
}

/** Runs a session with the parsed `options`; resolves with the exit status. */
export async function runCommand(parsed: RunOptions, io: CliIo): Promise<number> {
  let run: PreparedRun;
  try {
    run = await prepareRun(parsed, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`agent-loop: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const { options, plan, redact } = run;
  if (plan.notSaved) io.stderr(homeNotice(plan.notSaved));
  const saving = openSessionSaving(plan, options.prompt, redact, io);
  const transcript = transcriptSink(run.transcript, io);
  const controller = new AbortController();
  const onSignal = () => controller.abort('aborted');
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const release = () => {
    transcript.close();
    saving.close();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  let sandbox: StartedSandbox;
  const bounds = run.planMode?.bounds?.allowedDomains;
  const network = bounds ? undefined : cliNetwork(options, io);
  try {
    sandbox = await startRunSandbox(options, plan, io, bounds, network);
  } catch (error) {
    release();
    if (!(error instanceof SandboxRequiredError)) throw error;
    io.stderr(`agent-loop: --sandbox ${error.message.replace(/^sandbox: /, '')}\n`);
    return 1;
  }
  const refusal = watchSandbox(sandbox, io, controller, options.verbose === true);
  if (options.modelPrices) setModelPriceOverrides(options.modelPrices);
  const tracing = await startCliTracing(io, redact, run.provider);
  let result: ResultEvent | undefined;
  try {
    const session = runSession(
      sessionOptions(run, sandbox, saving, controller.signal, io, tracing),
    );
    const textMode = options.outputFormat === 'text';
    const progress = createProgressReporter({
      turns: options.verbose || (textMode && io.stderrIsTerminal === true),
      retries: options.verbose || textMode,
    });
    for await (const event of session) {
      tracing?.event(event);
      transcript.write(event);
      saving.write(event);
      const line = progress(event);
      if (line !== undefined) io.stderr(`${redact(line)}\n`);
      render(event, options.outputFormat, io, redact);
      if (event.type === 'result') result = event;
    }
  } finally {
    await closeSandbox(sandbox, io);
    // The --verbose line, also when no tool process needed the hosts (asked once).
    if (options.verbose) await network?.().catch(() => undefined);
    release();
    await tracing?.end();
  }
  const planned = run.planMode?.finish(result);
  if (planned) io.stderr(`${redact(planned)}\n`);
  return (await sandboxRefused(sandbox, refusal, io)) ?? (result && !result.is_error ? 0 : 1);
}

/** Reads the rules, the folder, the provider, the prompt and the files the flags name; a UsageError when one is bad. */
async function prepareRun(parsed: RunOptions, io: CliIo): Promise<PreparedRun> {
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
    ...{ options, allowedTools, disallowedTools, provider, secrets, redact, plan },
    ...(project ? { project } : {}),
    ...(instructions ? { instructions } : {}),
    ...(planMode ? { planMode } : {}),
    ...(selfCheck ? { selfCheck } : {}),
    ...(mcp ? { mcp } : {}),
    ...(structuredOutput ? { structuredOutput } : {}),
    ...(transcript ? { transcript } : {}),
  };
}

/**
 * The hosts the run allows (--allowed-domains, its preset resolved), said when verbose.
 * Asked once, when first needed: the boundary's set-up asks once the first request has left.
 */
function cliNetwork(options: RunOptions, io: CliIo): () => Promise<AllowedDomains> {
  const { allowedDomains: domains, packageRegistries } = options;
  let asked: Promise<AllowedDomains> | undefined;
  const ask = async () => {
    const allowed = await resolveAllowedDomains({ domains, packageRegistries }, 'none', io.env);
    if (options.verbose)
      io.stderr(`agent-loop: network for tool processes: ${describeNetwork(allowed)}\n`);
    return allowed;
  };
  return () => (asked ??= ask());
}

/**
 * The tool boundary for the run's folder; the agent-loop home is hidden from the tools.
 * Only the host is checked here: the boundary is set up while the first request is
 * in flight, and the first tool process waits for it.
 */
function startRunSandbox(
  options: RunOptions,
  plan: SessionPlan,
  io: CliIo,
  allowedDomains: AllowedDomains = options.allowedDomains,
  network?: () => Promise<AllowedDomains>,
): Promise<StartedSandbox> {
  const registries = options.packageRegistries && allowedDomains.kind !== 'all';
  return startSandbox({
    mode: options.sandbox,
    setting: '--sandbox ',
    allowedDomains,
    ...(network && registries ? { registries: network } : {}),
    workspace: resolve(options.cwd),
    readOnlyInside: [CLAUDE_FOLDER],
    // The agent-loop home (saved sessions, the compile caches) is the user's, not the
    // tools': hidden whole wherever it lies (code from the caches runs outside the boundary).
    hide: [
      ...(io.env.HOME ? [io.env.HOME] : []),
      agentLoopHome(io.env),
      plan.directory,
      ...(options.hide ?? []),
    ],
    ...(io.env.PATH ? { path: io.env.PATH } : {}),
    ...(io.env.AGENT_LOOP_SANDBOX_USER ? { userName: io.env.AGENT_LOOP_SANDBOX_USER } : {}),
  });
}

/** The loop's settings for the prepared run. */
function sessionOptions(
  run: PreparedRun,
  sandbox: StartedSandbox,
  saving: ReturnType<typeof openSessionSaving>,
  signal: AbortSignal,
  io: CliIo,
  tracing: RunTracing | undefined,
): SessionOptions {
  const { options, plan, mcp, project, planMode } = run;
  const structuredOutput = planMode?.structuredOutput ?? run.structuredOutput;
  const appendSystemPrompt = [options.appendSystemPrompt, planMode?.appendSystemPrompt]
    .filter(Boolean)
    .join('\n\n');
  return {
    prompt:
      run.instructions && !plan.resumed
        ? `${options.prompt}\n\n${run.instructions}`
        : options.prompt,
    workspaceRoot: resolve(options.cwd),
    model: options.model,
    fallbackModel: options.fallbackModel,
    maxTurns: options.maxTurns,
    maxBudgetUsd: planMode?.bounds?.maxBudgetUsd ?? options.maxBudgetUsd,
    timeoutMinutes: options.timeoutMinutes,
    allowedTools:
      planMode?.extraTools.length && run.allowedTools.length > 0
        ? [...run.allowedTools, 'AmendPlan']
        : run.allowedTools,
    disallowedTools: [...run.disallowedTools, ...(planMode?.disallowedTools ?? [])],
    ...(appendSystemPrompt ? { appendSystemPrompt } : {}),
    ...(planMode?.bounds ? { boundBy: planMode.bounds.guard } : {}),
    ...(planMode?.extraTools.length ? { extraTools: planMode.extraTools } : {}),
    ...(planMode?.completedAs ? { completedAs: planMode.completedAs } : {}),
    ...(options.effort === undefined ? {} : { effort: options.effort }),
    ...(structuredOutput ? { structuredOutput } : {}),
    callModel: beginningOnFirstCall(createProviderModel({ provider: run.provider }), sandbox),
    secrets: run.secrets,
    signal,
    env: io.env,
    spawner: sandbox.spawner,
    webDomains: webDomainsFor(options.allowedDomains),
    sessionId: plan.id,
    toolResultDirectory: plan.toolResultDirectory,
    ...(plan.resumed
      ? {
          history: {
            messages: plan.resumed.messages,
            ...(plan.resumed.fingerprint ? { fingerprint: plan.resumed.fingerprint } : {}),
            ...(plan.resumed.dropMismatchedThinking ? { dropMismatchedThinking: true } : {}),
          },
          ...(plan.resumed.promptDate ? { promptDate: plan.resumed.promptDate } : {}),
        }
      : {}),
    onConversation: saving.onConversation,
    ...(project ? { project } : {}),
    ...(tracing ? { observer: tracing.observer } : {}),
    ...(run.selfCheck ? { selfCheck: run.selfCheck } : {}),
    ...(mcp
      ? {
          mcpServers: mcp.config.servers,
          mcpToolTimeoutMs: mcp.timeouts.toolTimeoutMs,
          mcpStartupTimeoutMs: mcp.timeouts.startupTimeoutMs,
        }
      : {}),
  };
}

/**
 * The --transcript file, if any. One that can no longer be written (disk full)
 * must not cost the run or its result line: it says so once and goes on without it.
 */
function transcriptSink(initial: TranscriptWriter | undefined, io: CliIo) {
  let transcript = initial;
  return {
    write(event: LoopEvent): void {
      if (!transcript) return;
      try {
        transcript.write(event);
      } catch (error) {
        io.stderr(
          `agent-loop: --transcript: writing failed, the transcript stops here: ${reason(error)}\n`,
        );
        closeQuietly(transcript);
        transcript = undefined;
      }
    },
    close(): void {
      if (transcript) closeQuietly(transcript);
      transcript = undefined;
    },
  };
}

/** The run's tracer when an OTLP endpoint is set (src/engine/telemetry/); its warnings go to stderr. */
function startCliTracing(
  io: CliIo,
  redact: (text: string) => string,
  provider: ProviderConfig,
): Promise<RunTracing | undefined> {
  const repository = io.env.GITHUB_REPOSITORY;
  return startTracing({
    env: io.env,
    redact,
    warn: (message) => io.stderr(`agent-loop: warning: ${redact(message)}\n`),
    provider: provider.provider,
    attributes: {
      'agent_loop.mode': 'cli',
      ...(repository ? { 'agent_loop.repository': repository } : {}),
    },
  });
}

/**
 * Says the sandbox's warning, now or once the boundary's set-up has failed
 * (`auto`); in `required` mode such a failure aborts the run. Returns the refusal, if any.
 */
function watchSandbox(
  sandbox: StartedSandbox,
  io: CliIo,
  controller: AbortController,
  verbose: boolean,
): () => string | undefined {
  const warnedAtStart = sandbox.status.warning;
  if (warnedAtStart) io.stderr(`agent-loop: warning: ${warnedAtStart}\n`);
  let refused: string | undefined;
  void sandbox.ready.then(
    (status) => {
      if (status.warning && !warnedAtStart) io.stderr(`agent-loop: warning: ${status.warning}\n`);
      // The host-socket window is every boundary's: said with --verbose, not as a warning.
      for (const line of boundaryWarnings(status, verbose))
        io.stderr(`agent-loop: warning: ${line}\n`);
    },
    (error: unknown) => {
      // Nothing may run without the boundary: no tool process started (they wait for it).
      refused = errorMessage(error);
      controller.abort('sandbox');
    },
  );
  return () => refused;
}

/** Exit status 1 when `--sandbox required` could not set the boundary up, after saying why. */
async function sandboxRefused(
  sandbox: StartedSandbox,
  refusal: () => string | undefined,
  io: CliIo,
): Promise<number | undefined> {
  await sandbox.ready.catch(() => undefined);
  const refused = refusal();
  if (refused === undefined) return undefined;
  io.stderr(`agent-loop: --sandbox ${refused.replace(/^sandbox: /, '')}\n`);
  return 1;
}

/** Kills what is left of the tools and hands the workspace back; a failure is said, not thrown. */
async function closeSandbox(sandbox: StartedSandbox, io: CliIo): Promise<void> {
  try {
    await sandbox.close();
  } catch (error) {
    io.stderr(`agent-loop: warning: closing the sandbox failed: ${reason(error)}\n`);
  }
}

function providerOrFail(env: NodeJS.ProcessEnv): ProviderConfig {
  try {
    return selectProvider(providerSettingsFromEnvironment(env));
  } catch (error) {
    if (error instanceof ProviderConfigError) throw new UsageError(error.message);
    throw error;
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
    if (error instanceof ProviderConfigError) throw new UsageError(error.message);
    throw error;
  }
}

function openTranscriptOrFail(path: string, redact: (text: string) => string): TranscriptWriter {
  try {
    return openTranscript(resolve(path), redact);
  } catch (error) {
    throw new UsageError(`--transcript: cannot write "${path}": ${reason(error)}`);
  }
}

function closeQuietly(transcript: TranscriptWriter): void {
  try {
    transcript.close();
  } catch {
    // Nothing more can be saved; the result line already went to stdout.
  }
}

function reason(error: unknown): string {
  return errorMessage(error).split('\n')[0]!;
}

/**
 * The MCP configuration and timeouts; a relative path is relative to where the command
 * runs. Its parser (and zod) is loaded only for --mcp-config.
 */
async function readMcpConfig(
  value: string,
  env: NodeJS.ProcessEnv,
): Promise<{ config: McpConfig; timeouts: McpTimeouts }> {
  const { loadMcpConfig, McpConfigError, mcpTimeoutsFromEnvironment } =
    await import('../engine/mcp/index.js');
  try {
    return {
      config: loadMcpConfig(value, { source: '--mcp-config', baseDirectory: process.cwd(), env }),
      timeouts: mcpTimeoutsFromEnvironment(env),
    };
  } catch (error) {
    if (error instanceof McpConfigError) throw new UsageError(error.message);
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
    if (error instanceof JsonSchemaError) throw new UsageError(`--json-schema: ${error.message}`);
    throw error;
  }
}

function parseRules(flag: string, text: string): string[] {
  try {
    return parsePermissionRules(text);
  } catch (error) {
    throw new UsageError(`${flag}: ${errorMessage(error)}`);
  }
}

/** Prints an event in the chosen format; every line goes through `redact` last. */
function render(
  event: LoopEvent,
  format: RunOptions['outputFormat'],
  io: CliIo,
  redact: (text: string) => string,
): void {
  if (format === 'stream-json') {
    io.stdout(`${redact(JSON.stringify(event))}\n`);
    return;
  }
  if (event.type !== 'result') return;
  if (format === 'json') {
    io.stdout(`${redact(JSON.stringify(event))}\n`);
    return;
  }
  if (event.result) io.stdout(`${event.result}\n`);
  if (event.is_error) {
    const why = event.errors?.join('; ') ?? event.terminal_reason;
    io.stderr(`agent-loop: ${event.subtype} (${event.terminal_reason}): ${why}\n`);
  }
}
