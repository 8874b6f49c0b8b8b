/**
 * Runs the sub-agents the `Agent` tool asks for: each is the same query loop with
 * its own messages, its own read state and a tool set chosen by its type (no
 * `Agent` inside it), under the run's deadline and abort signal, each request reserved
 * in its own node of the run's spend cap (src/engine/budgets/run-spend-cap.ts). At most
 * {@link MAX_CONCURRENT_SUB_AGENTS} run at once. Every line a sub-agent yields is passed
 * on, marked with the calling Agent call's id as `parent_tool_use_id`; its last line says
 * what it took (`sub_agent_result`: its own turns and cost, not the run's).
 */
import { join } from 'node:path';
import type { TextBlockParam } from '../model/types.js';
import type { RunSubAgent, SubAgentRequest, SubAgentType } from '../tools/agent.js';
import type { CanUseTool, Tool, ToolResult } from '../tools/types.js';
import type { LoopEvent } from '../events/stream.js';
import { queryLoop, type QueryDeps, type QueryParams, type Terminal } from '../loop/query-loop.js';
import type { RunSpendCap } from '../budgets/run-spend-cap.js';
import { errorMessage } from '../text/error-message.js';
import { toolError } from '../tools/tool-error.js';
import { coversToolName } from '../tools/permissions.js';
import type { CustomAgent } from '../project/types.js';

/** Sub-agents running at once; more wait for a free place. */
export const MAX_CONCURRENT_SUB_AGENTS = 4;

/** Tools an Explore sub-agent gets (those of the run that it may use): nothing that writes. */
export const EXPLORE_TOOLS: ReadonlySet<string> = new Set([
  'Read',
  'Glob',
  'Grep',
  'WebSearch',
  'WebFetch',
]);
/** Tools no sub-agent gets: another Agent, and the run's own task list. */
const NEVER_IN_SUB_AGENTS: ReadonlySet<string> = new Set(['Agent', 'TodoWrite']);

/** What every sub-agent of a run shares with the run's own loop. */
export interface SubAgentSettings {
  /** The run's tools (as the model sees them); each sub-agent gets a subset. */
  tools: () => readonly Tool[];
  canUseTool: CanUseTool;
  /** The system prompt of a sub-agent of `type` with these tools (a repository's agent: with its own). */
  systemPrompt: (type: SubAgentType, custom?: CustomAgent) => TextBlockParam[];
  /** The repository's own agents (`.claude/agents/`), each a `subagent_type` of its name. */
  customAgents?: readonly CustomAgent[];
  /** The run's limits a sub-agent keeps (its cap is `spendCap`'s). */
  limits: Pick<QueryParams, 'model' | 'fallbackModel' | 'maxTurns' | 'deadline' | 'effort'>;
  sessionId: string;
  workspaceRoot: string;
  /** Each sub-agent saves its oversized tool results in a folder below this one. */
  toolResultDirectory: string;
  redact: (text: string) => string;
  /** The run's spend cap node each sub-agent gets a child of. */
  spendCap: RunSpendCap;
  deps: QueryDeps;
}

/** The tools of a sub-agent of `type`, out of the run's. */
export function subAgentTools(tools: readonly Tool[], type: SubAgentType): Tool[] {
  return tools.filter(
    (tool) =>
      !NEVER_IN_SUB_AGENTS.has(tool.name) && (type !== 'Explore' || EXPLORE_TOOLS.has(tool.name)),
  );
}

/** The function the Agent tool calls. */
export function createSubAgentRunner(settings: SubAgentSettings): RunSubAgent {
  const slots = semaphore(MAX_CONCURRENT_SUB_AGENTS);
  return async (request) => {
    const release = await slots.acquire(request.signal);
    if (!release) return toolError('The run was stopped before the sub-agent started.');
    try {
      return await runOne(settings, request);
    } catch (error) {
      const message = errorMessage(error);
      return toolError(`The sub-agent failed: ${settings.redact(message)}`);
    } finally {
      release();
    }
  };
}

/**
 * A repository's agent gets the tools its `tools` names (the tool part of each, as
 * in Claude Code), out of those a general-purpose sub-agent has; none named: all of them.
 */
export function customAgentTools(tools: readonly Tool[], agent: CustomAgent): Tool[] {
  const all = subAgentTools(tools, 'general-purpose');
  if (!agent.tools) return all;
  const names = new Set(agent.tools.map((rule) => rule.split('(')[0]!.trim()));
  return all.filter((tool) =>
    [...names].some((name) => name === tool.name || coversToolName(name, tool.name)),
  );
}

/** Claude Code's model aliases: the run's own model when it is of that family. */
const MODEL_ALIASES: Readonly<Record<string, string>> = {
  sonnet: 'claude-sonnet-5-5',
  opus: 'claude-opus-5-5',
  haiku: 'claude-haiku-5-5',
};

/** The model a repository's agent asks for (`sonnet`, `opus`, `haiku` or an id), or the run's. */
export function customAgentModel(agent: CustomAgent, runModel: string): string {
  const wanted = agent.model;
  if (!wanted) return runModel;
  const alias = MODEL_ALIASES[wanted.toLowerCase()];
  if (!alias) return wanted;
  return runModel.toLowerCase().includes(wanted.toLowerCase()) ? runModel : alias;
}

async function runOne(settings: SubAgentSettings, request: SubAgentRequest): Promise<ToolResult> {
  const spendCap = settings.spendCap.child(`agent:${request.toolUseId}`);
  try {
    const terminal = await runLoop(settings, request, spendCap);
    request.emit({
      type: 'sub_agent_event',
      event: resultLine(settings, request, terminal, spendCap),
    });
    return resultOf(terminal, request, settings.redact);
  } finally {
    spendCap.close();
  }
}

async function runLoop(
  settings: SubAgentSettings,
  request: SubAgentRequest,
  spendCap: RunSpendCap,
): Promise<Terminal> {
  const custom = settings.customAgents?.find((agent) => agent.name === request.type);
  const tools = custom
    ? customAgentTools(settings.tools(), custom)
    : subAgentTools(settings.tools(), request.type);
  const params: QueryParams = {
    ...settings.limits,
    ...(custom ? { model: customAgentModel(custom, settings.limits.model) } : {}),
    messages: [{ role: 'user', content: [{ type: 'text', text: request.prompt }] }],
    systemPrompt: settings.systemPrompt(request.type, custom),
    tools,
    canUseTool: settings.canUseTool,
    signal: request.signal,
    sessionId: settings.sessionId,
    workspaceRoot: settings.workspaceRoot,
    toolResultDirectory: join(settings.toolResultDirectory, 'agents', request.toolUseId),
    // Its own context: what it read is not in the caller's, nor the reverse.
    readState: new Map(),
    redact: settings.redact,
    host: { spendCap },
    parentToolUseId: request.toolUseId,
  };
  const loop = queryLoop(params, settings.deps);
  let step = await loop.next();
  while (!step.done) {
    request.emit({ type: 'sub_agent_event', event: withParent(step.value, request.toolUseId) });
    step = await loop.next();
  }
  return step.value;
}

/** The sub-agent's own ending, turns and spending, on a line of its own. */
function resultLine(
  settings: SubAgentSettings,
  request: SubAgentRequest,
  terminal: Terminal,
  spendCap: RunSpendCap,
): LoopEvent {
  const spent = spendCap.accounting();
  return {
    type: 'system',
    subtype: 'sub_agent_result',
    parent_tool_use_id: request.toolUseId,
    terminal_reason: terminal.reason,
    is_error: terminal.reason !== 'completed',
    num_turns: terminal.state.turnCount,
    total_cost_usd: Math.round(spent.costUsd * 1e6) / 1e6,
    usage: { ...spent.usage },
    duration_api_ms: Math.round(spent.apiDurationMs),
    session_id: settings.sessionId,
    uuid: settings.deps.uuid(),
  };
}

function withParent(event: LoopEvent, parent: string): LoopEvent {
  return { ...event, parent_tool_use_id: parent } as LoopEvent;
}

/** The sub-agent's final words; an early stop says why, as an error the caller can act on. */
function resultOf(
  terminal: Terminal,
  request: SubAgentRequest,
  redact: (text: string) => string,
): ToolResult {
  const text = redact(terminal.state.lastAssistantText);
  // Its refused calls are the run's too: they reach the result's permission_denials.
  const denials = terminal.state.permissionDenials;
  const inner = denials.length > 0 ? { innerDenials: denials } : {};
  if (terminal.reason === 'completed') {
    const content = text || `The sub-agent (${request.description}) finished without a report.`;
    return { content, ...inner };
  }
  const why = terminal.error ? `: ${redact(terminal.error)}` : '';
  const stop = `The sub-agent (${request.description}) stopped before it finished (${terminal.reason}${why}).`;
  return { ...toolError(text ? `${stop}\nIts last words:\n${text}` : stop), ...inner };
}

/** At most `limit` holders; acquire resolves undefined when the signal aborts first. */
function semaphore(limit: number) {
  let free = limit;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    acquire(signal: AbortSignal): Promise<(() => void) | undefined> {
      if (signal.aborted) return Promise.resolve(undefined);
      if (free > 0) {
        free -= 1;
        return Promise.resolve(once(release));
      }
      return new Promise((resolve) => {
        const grant = () => {
          signal.removeEventListener('abort', onAbort);
          resolve(once(release));
        };
        const onAbort = () => {
          const index = waiting.indexOf(grant);
          if (index >= 0) waiting.splice(index, 1);
          resolve(undefined);
        };
        waiting.push(grant);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
