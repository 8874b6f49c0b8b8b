/**
 * `agent-loop run` once the command line is read: provider, tools, sandbox,
 * session, output. Loaded only for a run, so `--version`, `--help` and usage
 * errors start without the SDK, the loop and the tools (see bench/cold-start).
 * Exit status: 0 for a result that is not an error, 1 for one that is, 2 for a
 * usage error.
 */
import { setModelPriceOverrides } from '../engine/model/pricing.js';
import { resolve } from 'node:path';
import { createProviderModel } from '../engine/model/anthropic.js';
import type { ProviderConfig } from '../engine/model/providers.js';
import type { LoopEvent, ResultEvent } from '../engine/events/stream.js';
import { runSession } from '../engine/session/session.js';
import type { SessionOptions } from '../engine/session/options.js';
import { webDomainsFor } from '../engine/tools/web-urls.js';
import type { TranscriptWriter } from '../engine/session/transcript.js';
import {
  SandboxRequiredError,
  beginningOnFirstCall,
  boundaryWarnings,
  startSandbox,
  type StartedSandbox,
} from '../engine/sandbox/index.js';
import type { RunOptions } from './run-flags.js';
import { prepareRun, type PreparedRun } from './prepare-run.js';
import { withImagePlaces } from './images.js';
import { UsageError } from './usage-error.js';
import type { AllowedDomains } from '../engine/sandbox/domains.js';
import { describeNetwork, resolveAllowedDomains } from '../engine/sandbox/network-setting.js';
import type { CliIo } from './io.js';
import { createProgressReporter } from './progress.js';
import { openSessionSaving } from './session-saving.js';
import { agentLoopHome, homeNotice } from './home.js';
import { errorMessage } from '../engine/text/error-message.js';
import { startTracing, type RunTracing } from '../engine/telemetry/index.js';
import { CLAUDE_FOLDER } from './project-config.js';
import { GITHUB_HOST_TOOLS } from '../github-side/run/host-tools.js';

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
    sandbox = await startRunSandbox(run, io, bounds, network);
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
  { options, plan, addedDirs }: PreparedRun,
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
    ...(addedDirs.length > 0 ? { added: addedDirs } : {}),
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
  const prompt = withImagePlaces(options.prompt, run.images);
  return {
    prompt: run.instructions && !plan.resumed ? `${prompt}\n\n${run.instructions}` : prompt,
    workspaceRoot: resolve(options.cwd),
    model: {
      id: options.model,
      fallback: options.fallbackModel,
      ...(options.effort === undefined ? {} : { effort: options.effort }),
      call: beginningOnFirstCall(createProviderModel({ provider: run.provider }), sandbox),
    },
    limits: {
      maxTurns: options.maxTurns,
      maxBudgetUsd: planMode?.bounds?.maxBudgetUsd ?? options.maxBudgetUsd,
      timeoutMinutes: options.timeoutMinutes,
    },
    tools: {
      allowedTools:
        planMode?.extraTools.length && run.allowedTools.length > 0
          ? [...run.allowedTools, 'AmendPlan']
          : run.allowedTools,
      disallowedTools: [...run.disallowedTools, ...(planMode?.disallowedTools ?? [])],
      hostTools: GITHUB_HOST_TOOLS,
      ...(planMode?.bounds ? { boundBy: planMode.bounds.guard } : {}),
      ...(planMode?.extraTools.length ? { extraTools: planMode.extraTools } : {}),
      webDomains: webDomainsFor(options.allowedDomains),
      toolResultDirectory: plan.toolResultDirectory,
      ...(run.addedDirs.length > 0 ? { addedDirs: run.addedDirs } : {}),
    },
    conversation: conversationOptions(run, saving, appendSystemPrompt),
    answer: {
      ...(planMode?.completedAs ? { completedAs: planMode.completedAs } : {}),
      ...(structuredOutput ? { structuredOutput } : {}),
    },
    host: {
      secrets: run.secrets,
      signal,
      env: io.env,
      spawner: sandbox.spawner,
      ...(tracing ? { observer: tracing.observer } : {}),
    },
    ...(project ? { project } : {}),
    ...(run.selfCheck ? { selfCheck: run.selfCheck } : {}),
    ...(mcp
      ? {
          mcp: {
            servers: mcp.config.servers,
            toolTimeoutMs: mcp.timeouts.toolTimeoutMs,
            startupTimeoutMs: mcp.timeouts.startupTimeoutMs,
          },
        }
      : {}),
  };
}

/** The session's id, the saved conversation it resumes, and the system prompt's extras. */
function conversationOptions(
  run: PreparedRun,
  saving: ReturnType<typeof openSessionSaving>,
  appendSystemPrompt: string,
): NonNullable<SessionOptions['conversation']> {
  const { plan } = run;
  return {
    sessionId: plan.id,
    ...(run.images.length > 0 ? { images: run.images } : {}),
    ...(appendSystemPrompt ? { appendSystemPrompt } : {}),
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
