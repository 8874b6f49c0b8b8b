/**
 * One run of the engine, as both shells use it: builds the tools, the
 * permission rules, the system prompt and the limits, runs the loop, and always
 * ends with a result event, whatever happened.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { dropThinkingAfterRewrite } from '../context/thinking.js';
import type {
  CallModel,
  ContentBlockParam,
  Effort,
  MessageParam,
  TextBlockParam,
  ToolDefinition,
} from '../model/types.js';
import { buildSubAgentPrompt, buildSystemPrompt } from './system-prompt.js';
import { createAgentTool } from '../tools/agent.js';
import { createSkillTool, skillsSection } from '../tools/skill.js';
import { createBackgroundTasks, type BackgroundTasks } from '../tools/background/tasks.js';
import type { WebDomains } from '../tools/web-urls.js';
import { createSpendLedger, type SpendLedger } from './spend-ledger.js';
import { createWebTools } from './server-tools.js';
import { createSubAgentRunner } from './sub-agents.js';
import { createTools } from '../tools/index.js';
import { toToolDefinition } from '../tools/orchestrate.js';
import { createPermissionChecker } from '../tools/permissions.js';
import { prepareShellParser } from '../tools/shell-parser.js';
import { loadZod } from '../tools/deferred-schema.js';
import { startLoadingToolCode } from '../tools/built-in.js';
import { onFirstAnswer } from '../model/first-answer.js';
import { childEnvironment, createRedactor } from '../safety/secrets.js';
import type { CanUseTool, FileReadState, Tool } from '../tools/types.js';
import { createDirectSpawner, type ToolSpawner } from '../sandbox/spawner.js';
import { startMcpServers } from '../mcp/start.js';
import type { McpConnections, McpServerConfig } from '../mcp/index.js';
import { DEFAULT_MCP_STARTUP_TIMEOUT_MS, DEFAULT_MCP_TOOL_TIMEOUT_MS } from '../mcp/types.js';
import { runRules, visibleTools, type RunRules } from './run-rules.js';
import { startProjectRun, type Opening, type ProjectRun } from './project-run.js';
import type { LoopEvent, ResultEvent } from '../events/stream.js';
import type { FinalAnswerCheck } from './structured-output.js';
import { observeModelCalls, type RunObserver } from '../events/observer.js';
import { mergeSameRoleMessages } from './messages.js';
import { promptContent, promptWords, type PromptImage } from './prompt-images.js';
import { buildResult } from './session-result.js';
import {
  defaultDeps,
  initialState,
  queryLoop,
  type QueryDeps,
  type Terminal,
} from './query-loop.js';
import { errorMessage } from '../text/error-message.js';
import type { ProjectConfig } from '../project/types.js';
import {
  createSelfCheck,
  notCheckedSummary,
  type SelfCheckOptions,
} from '../self-check/self-check.js';

export interface SessionOptions {
  prompt: string;
  /** Images standing in the prompt at their markers (prompt-images.ts). */
  images?: readonly PromptImage[];
  /** The workspace root; tools are confined to it. */
  workspaceRoot: string;
  model: string;
  fallbackModel?: string;
  maxTurns: number;
  maxBudgetUsd: number;
  timeoutMinutes: number;
  allowedTools: string[];
  disallowedTools: string[];
  /**
   * A second permission check every call must pass too (an approved plan's bounds,
   * src/engine/plan/bounds.ts); its denials are listed like the rules'.
   */
  boundBy?: CanUseTool;
  /** Tools offered after the built-in ones (e.g. ReviewComment in a review run). */
  extraTools?: readonly Tool[];
  /** How an accepted final answer ends the run when not `completed` (see loop-run.ts). */
  completedAs?: () => 'needs_approval' | undefined;
  appendSystemPrompt?: string;
  /** `output_config.effort`; undefined leaves the model's default. */
  effort?: Effort;
  /** With a JSON Schema: what the final answer must be (see structured-output.ts). */
  structuredOutput?: FinalAnswerCheck;
  callModel: CallModel;
  /** Values to redact from everything the model and the user see. */
  secrets: string[];
  /** Aborts the run (SIGINT/SIGTERM, a cancelled workflow). */
  signal?: AbortSignal;
  /** Environment the Bash tool's children start from (filtered by the tools). */
  env?: NodeJS.ProcessEnv;
  allowWorkflowEdits?: boolean;
  /** Where oversized tool results are saved; default under the OS temp dir. */
  toolResultDirectory?: string;
  sessionId?: string;
  /**
   * A saved conversation to continue (`--resume`): its messages come before the prompt.
   * When its fingerprint differs from this run's system prompt and tools, its thinking
   * blocks are dropped, since the API would refuse them under another prefix.
   */
  history?: {
    messages: readonly MessageParam[];
    fingerprint?: string;
    /** The saved conversation needed `drop_block` once: its requests keep sending it. */
    dropMismatchedThinking?: boolean;
  };
  /** The date the system prompt states (a resumed run keeps the earlier run's). */
  promptDate?: string;
  /** Told the run's conversation fingerprint and prompt date before the first event. */
  onConversation?: (conversation: { fingerprint: string; promptDate: string }) => void;
  /** Hosts WebSearch / WebFetch may use (the boundary's list; default: any). */
  webDomains?: WebDomains;
  /** Starts tool processes (the sandbox's); default: directly, with no boundary. */
  spawner?: ToolSpawner;
  /**
   * MCP servers to start for the run (their tools follow the others). Values the
   * configuration took from the environment belong in `secrets`.
   */
  mcpServers?: readonly McpServerConfig[];
  /** How long one MCP tool call may take (default 5 minutes). */
  mcpToolTimeoutMs?: number;
  /** How long an MCP server has to start and list its tools (default 30 s). */
  mcpStartupTimeoutMs?: number;
  /** `null` forces the Grep fallback; undefined detects rg. */
  ripgrepPath?: string | null;
  /**
   * Told of every model request and tool call, the sub-agents' too (tracing); the
   * events themselves are the generator's.
   */
  observer?: RunObserver;
  /**
   * The node of a spend ledger shared with loops running at once (a review's groups and
   * verifiers, spend-ledger.ts): every request of this session, its sub-agents' and web
   * calls' included, draws from its cap. Default: a ledger of its own with `maxBudgetUsd`.
   */
  ledger?: SpendLedger;
  /**
   * The repository's Claude Code configuration, read by the shell from the trusted
   * tree (src/engine/project/): its permission rules join the run's, and the rest shapes the run.
   */
  project?: ProjectConfig;
  /**
   * Check the work before the run ends `completed` (src/engine/self-check/): the repository's
   * checks as tools, new failures sent back; the result line says how it ended.
   */
  selfCheck?: SelfCheckOptions;
  /** Test seams for the loop. */
  deps?: Partial<QueryDeps>;
  now?: () => number;
}

/** Runs the engine: yields every event, the result last, and returns the result. */
export async function* runSession(options: SessionOptions): AsyncGenerator<LoopEvent, ResultEvent> {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const clock = startClock(options, startedAt);
  const scope = sessionScope(options, now, clock.deadline);
  const { redact } = scope;
  const uuid = options.deps?.uuid ?? randomUUID;
  let terminal: Terminal | undefined;
  let internalError: string | undefined;
  let mcp: McpConnections | undefined;
  let mcpStatuses: ResultEvent['mcp_servers'];
  let selfCheck: ReturnType<typeof createSelfCheck> | undefined;
  try {
    mcp = await openMcp(options, scope.workspaceRoot, clock.signal);
    const rules = runRules(options);
    await prepareShellParser([...rules.allowed, ...rules.disallowed, ...rules.ask]);
    const conversation = setUpConversation(scope, startedAt, mcp, rules);
    options.onConversation?.({
      fingerprint: conversation.fingerprint,
      promptDate: conversation.promptDate,
    });
    yield initEvent(scope, conversation.tools, mcp, uuid());
    const start = {
      prompt: promptWords(options.prompt, options.images),
      resumed: Boolean(options.history),
      uuid,
    };
    const opening = await scope.project?.opening({ ...start, signal: clock.signal });
    if (opening) yield* opening.events;
    const params = loopParams(scope, conversation, clock.signal, opening);
    selfCheck = options.selfCheck && openSelfCheck(scope, options.selfCheck, clock.signal);
    if (selfCheck) params.selfCheck = selfCheck;
    try {
      terminal = opening?.blocked
        ? { reason: 'hook_stopped', state: initialState(params), error: opening.blocked }
        : yield* queryLoop(params, scope.deps);
    } finally {
      scope.mainLedger.close();
    }
  } catch (error) {
    internalError = redact(errorMessage(error));
  } finally {
    clock.stop();
    // No background process outlives the run; their output folder goes with them.
    await closeBackground(scope.background, redact, (error) => (internalError ??= error));
    mcpStatuses = mcp
      ?.statuses()
      .map((entry) =>
        entry.error === undefined ? entry : { ...entry, error: redact(entry.error) },
      );
    await mcp?.close();
  }
  const result = buildResult({
    terminal,
    // Everything the session asked the model: its turns, sub-agents and web calls.
    accounting: scope.ledger.accounting(),
    internalError,
    sessionId: scope.sessionId,
    durationMs: now() - startedAt,
    uuid: uuid(),
    redact,
  });
  if (mcpStatuses) result.mcp_servers = mcpStatuses;
  if (scope.webRequests.length > 0) result.web_requests = [...scope.webRequests];
  if (scope.project) result.project_config = scope.project.summary();
  if (options.selfCheck) {
    const reason = result.terminal_reason;
    result.self_check = selfCheck?.summary(reason) ?? notCheckedSummary(reason);
  }
  yield result;
  return result;
}

/** The loop's dependencies with the run's observer watching every model request. */
function observedDeps(deps: QueryDeps, options: Pick<SessionOptions, 'observer'>): QueryDeps {
  const observer = options.observer;
  if (!observer) return deps;
  return { ...deps, callModel: observeModelCalls(deps.callModel, observer), observer };
}

/**
 * The run's abort signal: the caller's signal and the timeout both abort it.
 * `stop` clears the timer and lets go of the caller's signal.
 */
function startClock(options: SessionOptions, startedAt: number) {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort('aborted');
  if (options.signal?.aborted) controller.abort('aborted');
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const timeoutMs = options.timeoutMinutes * 60_000;
  // Node fires a longer timer at once: a very long run simply has no timer.
  const timer =
    timeoutMs <= MAX_TIMER_MS
      ? setTimeout(() => controller.abort('timeout'), timeoutMs)
      : undefined;
  timer?.unref?.();
  return {
    signal: controller.signal,
    deadline: startedAt + timeoutMs,
    stop(): void {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** What the steps of one run share. */
interface SessionScope {
  options: SessionOptions;
  sessionId: string;
  workspaceRoot: string;
  redact: (text: string) => string;
  /** The session's node of the spend ledger: all its spending, for the result. */
  ledger: SpendLedger;
  /** The main loop's node; its sub-agents and web calls are its children. */
  mainLedger: SpendLedger;
  deps: QueryDeps;
  deadline: number;
  spawner: ToolSpawner;
  background: BackgroundTasks;
  webRequests: NonNullable<ResultEvent['web_requests']>;
  /** The repository's configuration at work in this run, if any. */
  project?: ProjectRun;
}

function sessionScope(options: SessionOptions, now: () => number, deadline: number): SessionScope {
  const sessionId = options.sessionId ?? randomUUID();
  const redact = createRedactor(options.secrets);
  const spawner = options.spawner ?? createDirectSpawner();
  const ledger = options.ledger ?? createSpendLedger(options.maxBudgetUsd, now);
  return {
    options,
    sessionId,
    workspaceRoot: resolve(options.workspaceRoot),
    redact,
    ledger,
    mainLedger: ledger.child('main'),
    deps: observedDeps(
      { ...defaultDeps(loadingToolsOnFirstCall(options.callModel)), ...options.deps },
      options,
    ),
    deadline,
    spawner,
    webRequests: [],
    // The run's own temporary folder for background output, removed when the run ends.
    background: createBackgroundTasks({
      spawner,
      directory: join(tmpdir(), `agent-loop-tasks-${sessionId}-${randomBytes(4).toString('hex')}`),
      redact,
    }),
    ...(options.project
      ? {
          project: startProjectRun(options.project, options.workspaceRoot, {
            ...{ spawner, redact, sessionId, env: childEnvironment(options.env ?? process.env) },
          }),
        }
      : {}),
  };
}

/**
 * `callModel`, which starts loading what only the tool calls need (zod, for the
 * built-in tools' input schemas, and the tools' own code) once the first request has
 * left (src/engine/model/first-answer.ts): the request does not wait for it, and the
 * answer takes longer than the loading.
 */
function loadingToolsOnFirstCall(callModel: CallModel): CallModel {
  // A failure is the tool runner's to report, when it waits for the same load.
  return onFirstAnswer(callModel, () => {
    void loadZod().catch(() => undefined);
    startLoadingToolCode();
  });
}

/** The tools the model sees, the permission rules, and the system prompt they make. */
interface Conversation {
  tools: Tool[];
  canUseTool: CanUseTool;
  systemPrompt: TextBlockParam[];
  fingerprint: string;
  promptDate: string;
  toolResultDirectory: string;
}

function setUpConversation(
  scope: SessionScope,
  startedAt: number,
  mcp: McpConnections | undefined,
  rules: RunRules,
): Conversation {
  const { options, workspaceRoot, sessionId, redact } = scope;
  const toolResultDirectory =
    options.toolResultDirectory ?? join(tmpdir(), 'agent-loop', sessionId, 'tool-results');
  const promptDate = options.promptDate ?? new Date(startedAt).toISOString().slice(0, 10);
  const promptOptions = {
    workspaceRoot,
    platform: process.platform,
    date: promptDate,
    append: options.appendSystemPrompt,
  };
  const canUseTool = bothAllow(
    createPermissionChecker({ ...rules, workspaceRoot }),
    options.boundBy,
  );
  let tools: Tool[] = [];
  const allTools = [
    ...createTools({
      workspaceRoot,
      redactSecrets: redact,
      allowWorkflowEdits: options.allowWorkflowEdits,
      env: options.env,
      ripgrepPath: options.ripgrepPath,
      spawner: scope.spawner,
      background: scope.background,
    }),
    ...loopTools(options, rules, {
      ...{ ledger: scope.mainLedger, deps: scope.deps, deadline: scope.deadline },
      ...{ tools: () => tools, canUseTool, sessionId, workspaceRoot, toolResultDirectory },
      ...{ redact, promptOptions, webRequests: scope.webRequests },
    }),
    ...(options.project?.skills.length ? [createSkillTool(options.project.skills)] : []),
    ...(options.extraTools ?? []),
    ...(mcp?.tools ?? []),
  ];
  tools = visibleTools(scope.project?.wrapTools(allTools) ?? allTools, rules.disallowed);
  const systemPrompt = buildSystemPrompt({
    ...promptOptions,
    toolNames: tools.map((tool) => tool.name),
    append: joinPromptParts(
      options.appendSystemPrompt,
      skillsSection(options.project?.skills ?? []),
      options.structuredOutput?.instructions,
    ),
  });
  const fingerprint = conversationFingerprint(systemPrompt, tools.map(toToolDefinition));
  return { tools, canUseTool, systemPrompt, fingerprint, promptDate, toolResultDirectory };
}

/** The rules' check, then `bound` when there is one: a call runs only when both allow it. */
function bothAllow(rules: CanUseTool, bound: CanUseTool | undefined): CanUseTool {
  if (!bound) return rules;
  return (toolName, input) => {
    const decision = rules(toolName, input);
    return decision.behavior === 'deny' ? decision : bound(toolName, input);
  };
}

/** The first event: what the run starts with. */
function initEvent(
  scope: SessionScope,
  tools: readonly Tool[],
  mcp: McpConnections | undefined,
  uuid: string,
): LoopEvent {
  const { options, redact } = scope;
  return {
    type: 'system',
    subtype: 'init',
    session_id: scope.sessionId,
    cwd: scope.workspaceRoot,
    model: options.model,
    tools: tools.map((tool) => tool.name),
    max_turns: options.maxTurns,
    max_budget_usd: options.maxBudgetUsd,
    permissionMode: 'default',
    mcp_servers: (mcp?.statuses() ?? []).map(({ name, status, error }) =>
      error === undefined ? { name, status } : { name, status, error: redact(error) },
    ),
    ...(scope.project ? { project_config: scope.project.summary() } : {}),
    uuid,
  };
}

/** The main loop's settings. */
function loopParams(
  scope: SessionScope,
  conversation: Conversation,
  signal: AbortSignal,
  opening?: Opening,
): Parameters<typeof queryLoop>[0] {
  const { options, background } = scope;
  const readState: FileReadState = new Map();
  const prompt = [
    ...promptContent(options.prompt, options.images),
    ...(opening?.context ?? []).map((text) => ({ type: 'text' as const, text })),
  ];
  return {
    messages: firstMessages(options.history, conversation.fingerprint, prompt),
    systemPrompt: conversation.systemPrompt,
    tools: conversation.tools,
    canUseTool: conversation.canUseTool,
    model: options.model,
    fallbackModel: options.fallbackModel,
    maxTurns: options.maxTurns,
    deadline: scope.deadline,
    signal,
    sessionId: scope.sessionId,
    workspaceRoot: scope.workspaceRoot,
    toolResultDirectory: conversation.toolResultDirectory,
    readState,
    redact: scope.redact,
    ...(options.effort === undefined ? {} : { effort: options.effort }),
    ...(options.history?.dropMismatchedThinking ? { dropMismatchedThinking: true } : {}),
    // The cap and what arrives between turns, in one object: the main loop's node of the
    // run's ledger (its sub-agents and web calls draw from it too).
    host: {
      ledger: scope.mainLedger,
      takeNotices: scope.project
        ? () => [...background.takeNotices(), ...scope.project!.takeNotices()]
        : background.takeNotices,
    },
    ...(options.structuredOutput ? { finalAnswer: options.structuredOutput } : {}),
    ...(options.completedAs ? { completedAs: options.completedAs } : {}),
    ...(scope.project?.hooks ? { hooks: scope.project.hooks } : {}),
  };
}

/**
 * What the preserved-thinking check binds every thinking block to, besides the messages
 * before it: the exact system prompt and tool definitions.
 */
export function conversationFingerprint(
  system: readonly TextBlockParam[],
  tools: readonly ToolDefinition[],
): string {
  return createHash('sha256').update(JSON.stringify({ system, tools })).digest('hex');
}

/**
 * The saved conversation (if any) and the prompt as one new message at the end. Under
 * another system prompt or tool list every earlier thinking block would be refused, so
 * they all go (`dropThinkingAfterRewrite` with nothing before: the whole history changed).
 */
function firstMessages(
  history: SessionOptions['history'],
  fingerprint: string,
  prompt: ContentBlockParam[],
): MessageParam[] {
  const earlier = history?.messages ?? [];
  const kept =
    history?.fingerprint === fingerprint ? [...earlier] : dropThinkingAfterRewrite([], earlier);
  return mergeSameRoleMessages([...kept, { role: 'user', content: prompt }]);
}

interface LoopToolContext {
  ledger: SpendLedger;
  deps: QueryDeps;
  deadline: number;
  tools: () => readonly Tool[];
  canUseTool: CanUseTool;
  sessionId: string;
  workspaceRoot: string;
  toolResultDirectory: string;
  redact: (text: string) => string;
  promptOptions: Omit<Parameters<typeof buildSystemPrompt>[0], 'toolNames'>;
  webRequests: SessionScope['webRequests'];
}

/** The tools that run the model themselves: Agent always; the web tools only when named. */
function loopTools(options: SessionOptions, rules: RunRules, context: LoopToolContext): Tool[] {
  const limits = {
    model: options.model,
    ...(options.fallbackModel ? { fallbackModel: options.fallbackModel } : {}),
    maxTurns: options.maxTurns,
    deadline: context.deadline,
    ...(options.effort === undefined ? {} : { effort: options.effort }),
  };
  const customAgents = options.project?.agents ?? [];
  const agent = createAgentTool(
    createSubAgentRunner({
      ...context,
      limits,
      customAgents,
      systemPrompt: (type, toolNames, custom) =>
        buildSubAgentPrompt({ ...context.promptOptions, toolNames }, type, custom),
    }),
    customAgents,
  );
  const runner = {
    callModel: context.deps.callModel,
    model: options.model,
    deadline: context.deadline,
    ledger: context.ledger,
    ...(context.deps.sleep ? { sleep: context.deps.sleep } : {}),
    now: context.deps.now,
  };
  const web = { redact: context.redact, domains: options.webDomains, into: context.webRequests };
  return [agent, ...createWebTools(rules.allowed, runner, web)];
}

async function closeBackground(
  background: BackgroundTasks,
  redact: (text: string) => string,
  onError: (message: string) => void,
): Promise<void> {
  try {
    await background.close();
  } catch (error) {
    onError(redact(`stopping background tasks failed: ${errorMessage(error)}`));
  }
}

/** The user's appended system prompt and the answer format, in that order. */
function joinPromptParts(...parts: (string | undefined)[]): string | undefined {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join('\n\n') : undefined;
}

/** Starts the configured MCP servers, if any (the SDK is loaded only then). */
async function openMcp(
  options: SessionOptions,
  workspaceRoot: string,
  signal: AbortSignal,
): Promise<McpConnections | undefined> {
  if (!options.mcpServers || options.mcpServers.length === 0) return undefined;
  const env = options.env ?? process.env;
  return startMcpServers(options.mcpServers, {
    spawner: options.spawner ?? createDirectSpawner(),
    workspaceRoot,
    baseEnv: { PATH: env.PATH, HOME: env.HOME },
    startupTimeoutMs: options.mcpStartupTimeoutMs ?? DEFAULT_MCP_STARTUP_TIMEOUT_MS,
    toolTimeoutMs: options.mcpToolTimeoutMs ?? DEFAULT_MCP_TOOL_TIMEOUT_MS,
    signal,
  });
}

/** The self-check of a run: its commands run with the Bash tool's spawner and environment. */
function openSelfCheck(scope: SessionScope, options: SelfCheckOptions, signal: AbortSignal) {
  return createSelfCheck(options, {
    workspaceRoot: scope.workspaceRoot,
    spawner: scope.spawner,
    env: childEnvironment(scope.options.env ?? process.env),
    redact: scope.redact,
    signal,
  });
}

/** The longest delay setTimeout accepts (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;
