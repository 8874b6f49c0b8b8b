/**
 * The agent step of an action run: the loop runs with the checkout's
 * credentials hidden and every tool process inside the boundary; its events go
 * to the transcript, the Actions log, the progress comment and the policy.
 */
import * as core from '@actions/core';
import { setModelPriceOverrides } from '../../engine/model/pricing.js';
import { join } from 'node:path';
import { errorMessage } from '../../engine/text/error-message.js';
import { hideGitCredentials, type HiddenCredentials } from '../git/credentials.js';
import { describeApiError } from '../github/octokit.js';
import type { LoopEvent, ResultEvent } from '../../engine/events/stream.js';
import { runSession } from '../../engine/session/session.js';
import type { AddedDir, SessionConversation } from '../../engine/session/options.js';
import { createRunSpendCap, type RunSpendCap } from '../../engine/budgets/run-spend-cap.js';
import { webDomainsFor } from '../../engine/tools/web-urls.js';
import { drainSession, failedResult, runGroupsInParallel, withExtraLoops } from './parallel.js';
import { openTranscript } from '../../engine/session/transcript.js';
import { createProviderModel } from '../../engine/model/anthropic.js';
import { createToolCallLog } from '../report/tool-calls.js';
import type { McpServerConfig } from '../../engine/mcp/index.js';
import type { ProjectConfig } from '../../engine/project/types.js';
import { mcpTimeoutsFromEnvironment } from '../../engine/mcp/timeouts.js';
import {
  beginningOnFirstCall,
  type AllowedDomains,
  type StartedSandbox,
} from '../../engine/sandbox/index.js';
import type { NetworkPreset } from '../../engine/sandbox/network-setting.js';
import type {
  AfterPartsStep,
  AgentOutcome,
  AgentPart,
  ExtraLoop,
  RunLimits,
} from '../run/policy.js';
import type { ProgressReporter } from '../run/progress.js';
import type { ActionRun } from '../run/run-context.js';
import { closeRunSandbox, openRunSandbox, runNetwork, type RunNetwork } from './sandbox.js';
import { createTurnLog } from './turn-log.js';
import { denyWebTools } from './web-tools.js';
import { SELF_REVIEW_SYSTEM_NOTE } from './self-review.js';
import type { SelfCheckOptions } from '../../engine/self-check/self-check.js';
import { GITHUB_HOST_TOOLS } from '../run/host-tools.js';

/** What the policy does with the loops: each part's events, and a step after them. */
export interface AgentHooks {
  /** Folds a part's loop event into the policy's state; true when the live comment should change. */
  observe(event: LoopEvent): boolean;
  afterParts?: AfterPartsStep;
  /** Limits below the inputs' (an approved plan's budget and hosts). */
  limits?(): RunLimits | undefined;
}

/** Where the transcript of this run attempt goes. */
export function executionFilePath(run: ActionRun): string {
  const { runnerTemp, runId, runAttempt } = run.runner;
  return join(runnerTemp, `agent-loop-${runId}-${runAttempt}.jsonl`);
}

/**
 * Runs the loop on each part (in parallel when several, none when there is
 * nothing to do); never throws: a failure is in `errors`.
 */
export async function runAgent(
  run: ActionRun,
  parts: readonly AgentPart[],
  progress: ProgressReporter,
  mcpServers: readonly McpServerConfig[],
  hooks: AgentHooks,
  setting: {
    project?: ProjectConfig | undefined;
    network: NetworkPreset;
    /** The other repositories' folders (docs/contract.md#change-sets). */
    addedDirs?: readonly AddedDir[];
  },
): Promise<AgentOutcome> {
  const outcome: AgentOutcome = { errors: [], toolCalls: [] };
  if (parts.length === 0) return outcome;
  const { project, network } = setting;
  const addedDirs = setting.addedDirs ?? [];
  try {
    await runLoop(
      run,
      parts,
      { mcpServers, project, network, addedDirs },
      progress,
      outcome,
      hooks,
    );
  } catch (error) {
    const message = `Running the agent failed: ${run.redact(describeApiError(error))}`;
    outcome.errors.push(message);
    run.log.error(message);
  }
  return outcome;
}

/** Where a loop's events go besides the policy: the transcript and the tool-call log. */
interface EventSinks {
  transcript: ReturnType<typeof openTranscript>;
  toolCalls: ReturnType<typeof createToolCallLog>;
}

/**
 * Starts one loop of the run: a part, or an extra loop after them, or a loop of a part's
 * self-review (`index` names its tool results' folder: 0 is the first part's).
 */
type StartSession = (
  part: SessionPart,
  ledger: RunSpendCap,
  index: number | string,
) => ReturnType<typeof runSession>;

/** What every loop of the run gets besides its part: the MCP servers and the project's configuration. */
interface RunExtras {
  mcpServers: readonly McpServerConfig[];
  project: ProjectConfig | undefined;
  /** The policy's network when allowed_domains is unset. */
  network: NetworkPreset;
  /** Folders beside the workspace the tools reach (a change set's other repositories). */
  addedDirs: readonly AddedDir[];
}

async function runLoop(
  run: ActionRun,
  parts: readonly AgentPart[],
  extras: RunExtras,
  progress: ProgressReporter,
  outcome: AgentOutcome,
  hooks: AgentHooks,
): Promise<void> {
  const { runner, redact } = run;
  // The transcript first: if it cannot be opened, the credentials were never hidden.
  const executionFile = executionFilePath(run);
  const sinks: EventSinks = {
    // One file per run attempt: what runs after publishing (a review's autofix) adds to it.
    transcript: openTranscript(executionFile, redact, { append: true }),
    toolCalls: createToolCallLog(),
  };
  core.setOutput('execution_file', executionFile);
  const hidden: HiddenCredentials[] = [];
  let sandbox: StartedSandbox | undefined;
  let network: RunNetwork | undefined;
  try {
    const limits = hooks.limits?.();
    hidden.push(await hideGitCredentials(runner.workspace));
    // Each clone of a change set too: its git config goes back as it was before the agent ran
    // (the action commits and pushes there after the loop).
    for (const dir of extras.addedDirs) hidden.push(await hideGitCredentials(dir.path));
    network = runNetwork(run, extras.network, limits?.allowedDomains);
    // The copy of the trusted tree hooks run from is theirs to read, never to change.
    const hookTree = extras.project?.hookTree;
    // After the credentials are hidden: the tool user must not see them either.
    sandbox = await openRunSandbox(run, network, hookTree ? [hookTree] : [], extras.addedDirs);
    // One ledger for every loop of the run: the parts, then the verifiers after them.
    const maxBudgetUsd = limits?.maxBudgetUsd ?? run.inputs.maxBudgetUsd;
    const ledger = createRunSpendCap(maxBudgetUsd);
    const session = await sessionStarter(run, parts, extras, sandbox, outcome, {
      maxBudgetUsd,
      allowedDomains: limits?.allowedDomains ?? run.inputs.allowedDomains,
    });
    // The policy sees each event first: the live comment then renders its new state.
    const observe = (event: LoopEvent) => progress.observe(event, hooks.observe(event));
    await runParts(run, parts, { ledger, session, sinks, observe, outcome });
    if (hooks.afterParts && outcome.result) {
      await runAfterParts(hooks.afterParts, parts.length, { session, ledger, sinks, outcome });
    }
  } finally {
    outcome.toolCalls = sinks.toolCalls.calls();
    sinks.transcript.close();
    // Every tool process dies and the workspace is handed back before any git step.
    const closing = await closeRunSandbox(sandbox);
    if (closing) outcome.errors.push(redact(closing));
    // Closed: settled now, also when the run ended before the set-up began.
    if (sandbox) outcome.sandboxStatus = await sandbox.ready.catch(() => sandbox!.status);
    // The hosts for the report: asked by the set-up, or now when no tool process needed them.
    if (network) outcome.allowedDomains = await network.allowed();
    await restoreAll(hidden);
  }
}

/** Puts every checkout's git config back; the first failure is thrown once all were tried. */
async function restoreAll(hidden: readonly HiddenCredentials[]): Promise<void> {
  const failures = await Promise.allSettled(hidden.map((entry) => entry.restore()));
  const failed = failures.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * How each loop of the run starts: inside the boundary, with the part's tools as
 * the boundary's status decides them (a review waits for it), from the run's ledger.
 */
async function sessionStarter(
  run: ActionRun,
  parts: readonly AgentPart[],
  { mcpServers, project, addedDirs }: RunExtras,
  sandbox: StartedSandbox,
  outcome: AgentOutcome,
  bounds: { maxBudgetUsd: number; allowedDomains: AllowedDomains },
): Promise<StartSession> {
  const { maxBudgetUsd } = bounds;
  const { inputs, runner } = run;
  const signal = abortOnRefusal(sandbox, run.signal, outcome);
  // A review's tools depend on whether the boundary came up: it waits for it.
  const waits = parts.some((part) => part.tools.forBoundary);
  if (waits) sandbox.begin();
  const status = waits ? await sandbox.ready : sandbox.status;
  const spawner = sandbox.spawner;
  // The boundary is set up while the first request is in flight.
  const callModel = beginningOnFirstCall(createProviderModel({ provider: run.provider }), sandbox);
  setModelPriceOverrides(inputs.modelPrices);
  const start: StartSession = (part, partLedger, index) => {
    const decided = part.tools.forBoundary?.(status) ?? part.tools;
    const rules = part.webTools === false ? denyWebTools(decided) : decided;
    return runSession({
      prompt: part.prompt,
      workspaceRoot: runner.workspace,
      model: {
        id: inputs.model,
        fallback: inputs.fallbackModel || undefined,
        ...(inputs.effort === undefined ? {} : { effort: inputs.effort }),
        call: callModel,
      },
      limits: {
        maxTurns: part.maxTurns ?? inputs.maxTurns,
        maxBudgetUsd,
        spendCap: partLedger,
        timeoutMinutes: inputs.timeoutMinutes,
      },
      tools: {
        allowedTools: rules.allowedTools,
        disallowedTools: rules.disallowedTools,
        hostTools: GITHUB_HOST_TOOLS,
        ...(part.tools.boundBy ? { boundBy: part.tools.boundBy } : {}),
        ...(part.tools.extraTools.length > 0 ? { extraTools: part.tools.extraTools } : {}),
        toolResultDirectory: join(
          runner.runnerTemp,
          `agent-loop-${runner.runId}-tool-results${index !== 0 ? `-${index}` : ''}`,
        ),
        // The run's hosts (an approved plan's, within the workflow's) bound the web tools too.
        webDomains: webDomainsFor(bounds.allowedDomains),
        ...(addedDirs.length > 0 ? { addedDirs } : {}),
      },
      conversation: conversationOf(part, inputs.appendSystemPrompt),
      answer: {
        ...(part.tools.completedAs ? { completedAs: part.tools.completedAs } : {}),
        ...(part.structuredOutput
          ? { structuredOutput: part.structuredOutput }
          : run.structuredOutput && !part.ownAnswer
            ? { structuredOutput: run.structuredOutput }
            : {}),
      },
      host: {
        secrets: [...run.secrets.values],
        signal,
        env: run.env,
        spawner,
        ...(run.tracing ? { observer: run.tracing.observer } : {}),
      },
      ...(mcpServers.length > 0 ? { mcp: mcpOptions(run, mcpServers) } : {}),
      ...(project ? { project } : {}),
      ...(part.selfCheck ? { selfCheck: withSelfReview(part, partLedger, start, index) } : {}),
    });
  };
  return start;
}

/**
 * The part's self-check with its review attached: each review loop runs as a child of the
 * part's ledger node (the run's one budget; its cost counts in the part's result), with web
 * tools off and no json_schema, the self-review's note in its system prompt.
 */
function withSelfReview(
  part: SessionPart,
  partLedger: RunSpendCap,
  start: StartSession,
  index: number | string,
): SelfCheckOptions | undefined {
  const { selfCheck, selfReview } = part;
  if (!selfCheck || !selfReview) return selfCheck;
  let count = 0;
  const review = selfReview({
    ledger: partLedger,
    runLoop: (loop, onEvent) => {
      count += 1;
      const reviewPart: SessionPart = {
        ...loop,
        webTools: false,
        ownAnswer: true,
        appendSystemPrompt: SELF_REVIEW_SYSTEM_NOTE,
      };
      const ledger = partLedger.child(`self-review:${count}`);
      return drainSession(
        start(reviewPart, ledger, `${index}-self-review-${count}`),
        onEvent,
      ).catch((error: unknown) => failedResult(error));
    },
  });
  return { ...selfCheck, review };
}

/** What running the loops needs and fills. */
interface LoopRun {
  session: StartSession;
  /** The run's one spend ledger: every loop of the run draws from a node of it. */
  ledger: RunSpendCap;
  sinks: EventSinks;
  outcome: AgentOutcome;
}

/** The parts: one loop, its events streamed as they come; or several at once, merged. */
async function runParts(
  run: ActionRun,
  parts: readonly AgentPart[],
  loops: LoopRun & { observe: (event: LoopEvent) => void },
): Promise<void> {
  const { session, sinks, outcome, observe } = loops;
  const { transcript, toolCalls } = sinks;
  if (parts.length === 1 && parts[0]) {
    const log = createTurnLog(run.redact);
    for await (const event of session(parts[0], loops.ledger.child('group:0'), 0)) {
      run.tracing?.event(event);
      transcript.write(event);
      log(event);
      toolCalls.add(event);
      if (event.type === 'result') outcome.result = event;
      else observe(event);
    }
    log(undefined);
    outcome.partResults = outcome.result ? [outcome.result] : [];
    return;
  }
  const merged = await runPartsAtOnce(run, parts, loops.ledger, session, (event) => {
    transcript.write(event);
    toolCalls.add(event);
    observe(event);
  });
  outcome.result = merged.result;
  outcome.partResults = merged.groups.map((group) => group.result);
  // One result line closes the transcript, as for a single loop.
  transcript.write(outcome.result);
  run.tracing?.event(outcome.result);
}

/** The policy's step after the parts; its loops' cost is added to the run's result. */
async function runAfterParts(
  afterParts: AfterPartsStep,
  partCount: number,
  loops: LoopRun,
): Promise<void> {
  const { session, sinks, outcome } = loops;
  const extras: ResultEvent[] = [];
  let count = 0;
  await afterParts(
    {
      runLoop: async (loop) => {
        const index = ++count;
        const result = await drainSession(
          session(loop, loops.ledger.child(`extra:${index}`), partCount + index),
          (event) => {
            sinks.transcript.write(event);
            sinks.toolCalls.add(event);
          },
        ).catch((error: unknown) => failedResult(error));
        extras.push(result);
        return result;
      },
      record: (event) => sinks.transcript.write(event),
    },
    outcome.partResults ?? [],
  );
  if (extras.length > 0 && outcome.result) {
    outcome.result = withExtraLoops(outcome.result, extras);
    sinks.transcript.write(outcome.result);
  }
}

/**
 * The run's signal, aborted too when `sandbox: required` and the boundary's
 * set-up failed after the host check (no tool process ran: they wait for it).
 */
function abortOnRefusal(
  sandbox: StartedSandbox,
  runSignal: AbortSignal,
  outcome: AgentOutcome,
): AbortSignal {
  const refused = new AbortController();
  sandbox.ready.catch((error: unknown) => {
    outcome.errors.push(errorMessage(error));
    refused.abort('sandbox');
  });
  return AbortSignal.any([runSignal, refused.signal]);
}

/** The part's conversation: its images, and the workflow's and the part's system prompt extras. */
function conversationOf(
  part: SessionPart,
  workflowAppend: string | undefined,
): SessionConversation {
  const append = [workflowAppend, part.appendSystemPrompt].filter(Boolean).join('\n\n');
  return {
    ...(part.images?.length ? { images: part.images } : {}),
    ...(append ? { appendSystemPrompt: append } : {}),
  };
}

/** What a session needs of a part or an extra loop. */
type SessionPart = Pick<
  AgentPart,
  'prompt' | 'images' | 'tools' | 'webTools' | 'selfCheck' | 'selfReview'
> &
  Pick<ExtraLoop, 'maxTurns' | 'appendSystemPrompt' | 'structuredOutput'> & {
    /** The loop's final answer is its own: json_schema does not apply (a self-review's loop). */
    ownAnswer?: boolean;
  };

/** Several parts at once, drawing from the run's one spend ledger; one merged result. */
async function runPartsAtOnce(
  run: ActionRun,
  parts: readonly AgentPart[],
  ledger: RunSpendCap,
  session: StartSession,
  observe: (event: LoopEvent) => void,
) {
  run.log.info(`Large pull request: ${parts.length} parts reviewed at once, sharing the budget`);
  return runGroupsInParallel({
    groups: parts,
    maxBudgetUsd: run.inputs.maxBudgetUsd,
    spendCap: ledger,
    label: (part) => part.label,
    run: async (part, index, budget) => {
      const result = await drainSession(session(part, budget.spendCap, index), observe);
      run.log.info(
        `${part.label}: ${result.terminal_reason} after ${result.num_turns} turns, $${result.total_cost_usd}`,
      );
      // The findings arrive as loop events (observe); the policy collects them.
      return { result };
    },
  });
}

/** The MCP part of the session's options; MCP_TOOL_TIMEOUT and MCP_TIMEOUT come from the environment. */
function mcpOptions(run: ActionRun, servers: readonly McpServerConfig[]) {
  const timeouts = mcpTimeoutsFromEnvironment(run.env);
  return {
    servers,
    toolTimeoutMs: timeouts.toolTimeoutMs,
    startupTimeoutMs: timeouts.startupTimeoutMs,
  };
}
