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
  MessageParam,
  TextBlockParam,
  ToolDefinition,
} from '../model/types.js';
import { buildSystemPrompt } from './system-prompt.js';
import { createSkillTool, skillsSection } from '../tools/skill.js';
import { createBackgroundTasks, type BackgroundTasks } from '../tools/background/tasks.js';
import { createRunSpendCap, type RunSpendCap } from '../budgets/run-spend-cap.js';
import { startClock } from './clock.js';
import { modelTools } from './model-tools.js';
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
import type { McpConnections } from '../mcp/index.js';
import { DEFAULT_MCP_STARTUP_TIMEOUT_MS, DEFAULT_MCP_TOOL_TIMEOUT_MS } from '../mcp/types.js';
import { runRules, visibleTools, type RunRules } from './run-rules.js';
import { startProjectRun, type Opening, type ProjectRun } from './project-run.js';
import type { LoopEvent, ResultEvent } from '../events/stream.js';
import { observeModelCalls } from '../events/observer.js';
import { mergeSameRoleMessages } from '../loop/messages.js';
import { promptContent, promptWords } from './prompt-images.js';
import { buildResult } from './result.js';
import {
  defaultDeps,
  initialState,
  queryLoop,
  type QueryDeps,
  type Terminal,
} from '../loop/query-loop.js';
import { errorMessage } from '../text/error-message.js';
import {
  createSelfCheck,
  notCheckedSummary,
  type SelfCheckOptions,
} from '../self-check/self-check.js';
import type { SessionConversation, SessionOptions } from './options.js';

/** Runs the engine: yields every event, the result last, and returns the result. */
export async function* runSession(options: SessionOptions): AsyncGenerator<LoopEvent, ResultEvent> {
  const now = options.seams?.now ?? Date.now;
  const startedAt = now();
  const clock = startClock(options, startedAt);
  const scope = sessionScope(options, now, clock.deadline);
  const { redact } = scope;
  const uuid = options.seams?.deps?.uuid ?? randomUUID;
  let terminal: Terminal | undefined;
  let internalError: string | undefined;
  let mcp: McpConnections | undefined;
  let mcpStatuses: ResultEvent['mcp_servers'];
  let selfCheck: ReturnType<typeof createSelfCheck> | undefined;
  try {
    mcp = await openMcp(options, scope.workspaceRoot, clock.signal);
    const rules = runRules({ ...options.tools, project: options.project });
    await prepareShellParser([...rules.allowed, ...rules.disallowed, ...rules.ask]);
    const conversation = setUpConversation(scope, startedAt, mcp, rules);
    options.conversation?.onConversation?.({
      fingerprint: conversation.fingerprint,
      promptDate: conversation.promptDate,
    });
    yield initEvent(scope, conversation.tools, mcp, uuid());
    const start = {
      prompt: promptWords(options.prompt, options.conversation?.images),
      resumed: Boolean(options.conversation?.history),
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
      scope.mainSpendCap.close();
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
    accounting: scope.spendCap.accounting(),
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
function observedDeps(deps: QueryDeps, host: SessionOptions['host']): QueryDeps {
  const observer = host.observer;
  if (!observer) return deps;
  return { ...deps, callModel: observeModelCalls(deps.callModel, observer), observer };
}

/** What the steps of one run share. */
interface SessionScope {
  options: SessionOptions;
  sessionId: string;
  workspaceRoot: string;
  redact: (text: string) => string;
  /** The session's node of the spend cap: all its spending, for the result. */
  spendCap: RunSpendCap;
  /** The main loop's node; its sub-agents and web calls are its children. */
  mainSpendCap: RunSpendCap;
  deps: QueryDeps;
  deadline: number;
  spawner: ToolSpawner;
  background: BackgroundTasks;
  webRequests: NonNullable<ResultEvent['web_requests']>;
  /** The repository's configuration at work in this run, if any. */
  project?: ProjectRun;
}

function sessionScope(options: SessionOptions, now: () => number, deadline: number): SessionScope {
  const sessionId = options.conversation?.sessionId ?? randomUUID();
  const redact = createRedactor(options.host.secrets);
  const spawner = options.host.spawner ?? createDirectSpawner();
  const spendCap = options.limits.spendCap ?? createRunSpendCap(options.limits.maxBudgetUsd, now);
  return {
    options,
    sessionId,
    workspaceRoot: resolve(options.workspaceRoot),
    redact,
    spendCap,
    mainSpendCap: spendCap.child('main'),
    deps: observedDeps(
      { ...defaultDeps(loadingToolsOnFirstCall(options.model.call)), ...options.seams?.deps },
      options.host,
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
            ...{
              spawner,
              redact,
              sessionId,
              env: childEnvironment(options.host.env ?? process.env),
            },
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
  const { tools: toolOptions, conversation } = options;
  const toolResultDirectory =
    toolOptions.toolResultDirectory ?? join(tmpdir(), 'agent-loop', sessionId, 'tool-results');
  const promptDate = conversation?.promptDate ?? new Date(startedAt).toISOString().slice(0, 10);
  const promptOptions = {
    workspaceRoot,
    platform: process.platform,
    date: promptDate,
    append: conversation?.appendSystemPrompt,
    ...(toolOptions.addedDirs?.length ? { addedDirs: toolOptions.addedDirs } : {}),
  };
  const canUseTool = bothAllow(
    createPermissionChecker({ ...rules, workspaceRoot, hostTools: toolOptions.hostTools }),
    toolOptions.boundBy,
  );
  let tools: Tool[] = [];
  const allTools = [
    ...createTools({
      workspaceRoot,
      ...(toolOptions.addedDirs ? { addedDirs: toolOptions.addedDirs } : {}),
      redactSecrets: redact,
      allowWorkflowEdits: toolOptions.allowWorkflowEdits,
      env: options.host.env,
      ripgrepPath: toolOptions.ripgrepPath,
      spawner: scope.spawner,
      background: scope.background,
    }),
    ...modelTools(options, rules, {
      ...{ spendCap: scope.mainSpendCap, deps: scope.deps, deadline: scope.deadline },
      ...{ tools: () => tools, canUseTool, sessionId, workspaceRoot, toolResultDirectory },
      ...{ redact, promptOptions, webRequests: scope.webRequests },
    }),
    ...(options.project?.skills.length ? [createSkillTool(options.project.skills)] : []),
    ...(toolOptions.extraTools ?? []),
    ...(mcp?.tools ?? []),
  ];
  tools = visibleTools(scope.project?.wrapTools(allTools) ?? allTools, rules.disallowed);
  const systemPrompt = buildSystemPrompt({
    ...promptOptions,
    append: joinPromptParts(
      conversation?.appendSystemPrompt,
      skillsSection(options.project?.skills ?? []),
      options.answer?.structuredOutput?.instructions,
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
    model: options.model.id,
    tools: tools.map((tool) => tool.name),
    max_turns: options.limits.maxTurns,
    max_budget_usd: options.limits.maxBudgetUsd,
    permissionMode: 'default',
    mcp_servers: (mcp?.statuses() ?? []).map(({ name, status, error }) =>
      error === undefined ? { name, status } : { name, status, error: redact(error) },
    ),
    ...(scope.project ? { project_config: scope.project.summary() } : {}),
    ...(options.tools.addedDirs?.length
      ? {
          added_dirs: options.tools.addedDirs.map(({ path, label, readOnly }) => ({
            ...{ path, label, read_only: readOnly },
          })),
        }
      : {}),
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
  const { model, answer } = options;
  const history = options.conversation?.history;
  const readState: FileReadState = new Map();
  const prompt = [
    ...promptContent(options.prompt, options.conversation?.images),
    ...(opening?.context ?? []).map((text) => ({ type: 'text' as const, text })),
  ];
  return {
    messages: firstMessages(history, conversation.fingerprint, prompt),
    systemPrompt: conversation.systemPrompt,
    tools: conversation.tools,
    canUseTool: conversation.canUseTool,
    model: model.id,
    fallbackModel: model.fallback,
    maxTurns: options.limits.maxTurns,
    deadline: scope.deadline,
    signal,
    sessionId: scope.sessionId,
    workspaceRoot: scope.workspaceRoot,
    toolResultDirectory: conversation.toolResultDirectory,
    readState,
    redact: scope.redact,
    ...(model.effort === undefined ? {} : { effort: model.effort }),
    ...(history?.dropMismatchedThinking ? { dropMismatchedThinking: true } : {}),
    // The cap and what arrives between turns, in one object: the main loop's node of the
    // run's spend cap (its sub-agents and web calls draw from it too).
    host: {
      spendCap: scope.mainSpendCap,
      takeNotices: scope.project
        ? () => [...background.takeNotices(), ...scope.project!.takeNotices()]
        : background.takeNotices,
    },
    ...(answer?.structuredOutput ? { finalAnswer: answer.structuredOutput } : {}),
    ...(answer?.completedAs ? { completedAs: answer.completedAs } : {}),
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
  history: SessionConversation['history'],
  fingerprint: string,
  prompt: ContentBlockParam[],
): MessageParam[] {
  const earlier = history?.messages ?? [];
  const kept =
    history?.fingerprint === fingerprint ? [...earlier] : dropThinkingAfterRewrite([], earlier);
  return mergeSameRoleMessages([...kept, { role: 'user', content: prompt }]);
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
  const mcp = options.mcp;
  if (!mcp || mcp.servers.length === 0) return undefined;
  const env = options.host.env ?? process.env;
  return startMcpServers(mcp.servers, {
    spawner: options.host.spawner ?? createDirectSpawner(),
    workspaceRoot,
    baseEnv: { PATH: env.PATH, HOME: env.HOME },
    startupTimeoutMs: mcp.startupTimeoutMs ?? DEFAULT_MCP_STARTUP_TIMEOUT_MS,
    toolTimeoutMs: mcp.toolTimeoutMs ?? DEFAULT_MCP_TOOL_TIMEOUT_MS,
    signal,
  });
}

/** The self-check of a run: its commands run with the Bash tool's spawner and environment. */
function openSelfCheck(scope: SessionScope, options: SelfCheckOptions, signal: AbortSignal) {
  return createSelfCheck(options, {
    workspaceRoot: scope.workspaceRoot,
    spawner: scope.spawner,
    env: childEnvironment(scope.options.host.env ?? process.env),
    redact: scope.redact,
    signal,
  });
}
