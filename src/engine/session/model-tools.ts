/**
 * The tools of a session that run the model themselves: the Agent tool (sub-agents,
 * ./sub-agents.ts) and the web tools (./server-tools.ts), each drawing from the
 * session's spend cap.
 */
import type { RunSpendCap } from '../budgets/run-spend-cap.js';
import type { ResultEvent } from '../events/stream.js';
import type { QueryDeps } from '../loop/query-loop.js';
import { createAgentTool } from '../tools/agent.js';
import type { CanUseTool, Tool } from '../tools/types.js';
import type { SessionOptions } from './options.js';
import type { RunRules } from './run-rules.js';
import { createWebTools } from './server-tools.js';
import { createSubAgentRunner } from './sub-agents.js';
import { buildSubAgentPrompt, type buildSystemPrompt } from './system-prompt.js';

/** What the session lends these tools. */
export interface ModelToolContext {
  spendCap: RunSpendCap;
  deps: QueryDeps;
  deadline: number;
  tools: () => readonly Tool[];
  canUseTool: CanUseTool;
  sessionId: string;
  workspaceRoot: string;
  toolResultDirectory: string;
  redact: (text: string) => string;
  promptOptions: Parameters<typeof buildSystemPrompt>[0];
  webRequests: NonNullable<ResultEvent['web_requests']>;
}

/** The tools that run the model themselves: Agent always; the web tools only when named. */
export function modelTools(
  options: SessionOptions,
  rules: RunRules,
  context: ModelToolContext,
): Tool[] {
  const { model } = options;
  const limits = {
    model: model.id,
    ...(model.fallback ? { fallbackModel: model.fallback } : {}),
    maxTurns: options.limits.maxTurns,
    deadline: context.deadline,
    ...(model.effort === undefined ? {} : { effort: model.effort }),
  };
  const customAgents = options.project?.agents ?? [];
  const agent = createAgentTool(
    createSubAgentRunner({
      ...context,
      limits,
      customAgents,
      systemPrompt: (type, custom) => buildSubAgentPrompt(context.promptOptions, type, custom),
    }),
    customAgents,
  );
  const runner = {
    callModel: context.deps.callModel,
    model: model.id,
    deadline: context.deadline,
    spendCap: context.spendCap,
    ...(context.deps.sleep ? { sleep: context.deps.sleep } : {}),
    now: context.deps.now,
  };
  const web = {
    ...{ redact: context.redact, domains: options.tools.webDomains },
    into: context.webRequests,
  };
  return [agent, ...createWebTools(rules.allowed, runner, web)];
}
