/**
 * `Agent`: hands a self-contained task to a sub-agent, a loop of its own with a
 * fresh context, and returns its final answer as the tool result. The loop that
 * runs it is supplied by the caller (src/engine/session/sub-agents.ts), so the tools know
 * nothing of the loop. Several Agent calls in one response run at once.
 */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import type { Tool, ToolEvent, ToolResult } from './types.js';

/** The kinds of sub-agent, as Claude Code names them. */
export const SUB_AGENT_TYPES = ['general-purpose', 'Explore'] as const;
/** A built-in kind, or the name of a repository's own agent (`.claude/agents/<name>.md`). */
export type SubAgentType = string;

/** A repository's own agent, as the Agent tool offers it. */
export interface NamedSubAgent {
  name: string;
  description: string;
}

/** The input with the built-in kinds only; `subagent_type` widened by {@link inputSchemaFor}. */
const builtInFields = (z: Zod) => ({
  description: z.string().min(1).describe('The task in 3-5 words'),
  prompt: z.string().min(1).describe('The task, with everything the sub-agent needs'),
  subagent_type: z
    .enum(SUB_AGENT_TYPES)
    .optional()
    .describe(
      'general-purpose (default: every tool but Agent) or Explore (read-only: Read, Glob, Grep)',
    ),
});
type Zod = typeof z;

export const agentInputSchema = deferredSchema((z) => z.strictObject(builtInFields(z)));
type AgentInput = Omit<z.infer<typeof agentInputSchema>, 'subagent_type'> & {
  subagent_type?: string;
};

/**
 * The input schema: `subagent_type` is one of the built-in kinds or the repository's
 * agents. Its JSON Schema is the generated one with that list (as zod makes it:
 * test/tools/input-schemas.test.ts), so zod need not load before the first request.
 */
function inputSchemaFor(custom: readonly NamedSubAgent[]): {
  inputSchema: z.ZodType<AgentInput>;
  inputJsonSchema: Record<string, unknown>;
} {
  const inputJsonSchema = builtInJsonSchema('Agent');
  if (custom.length === 0) {
    return { inputSchema: agentInputSchema as z.ZodType<AgentInput>, inputJsonSchema };
  }
  const names = [...SUB_AGENT_TYPES, ...custom.map((agent) => agent.name)] as [string, ...string[]];
  const description = `general-purpose (default), Explore (read-only), or one of this repository's agents: ${custom.map((agent) => agent.name).join(', ')}`;
  const inputSchema = deferredSchema((z) =>
    z.strictObject({
      ...builtInFields(z),
      subagent_type: z.enum(names).optional().describe(description),
    }),
  );
  const properties = inputJsonSchema.properties as Record<string, unknown>;
  properties.subagent_type = { description, type: 'string', enum: names };
  return { inputSchema: inputSchema as unknown as z.ZodType<AgentInput>, inputJsonSchema };
}

/** One sub-agent to run, as the Agent tool asks for it. */
export interface SubAgentRequest {
  description: string;
  prompt: string;
  type: SubAgentType;
  /** The Agent call's tool_use id: the sub-agent's events carry it as `parent_tool_use_id`. */
  toolUseId: string;
  signal: AbortSignal;
  /** Reports the sub-agent's events as they happen. */
  emit: (event: ToolEvent) => void;
}

/** Runs a sub-agent to its end; never throws (a failure is an error result). */
export type RunSubAgent = (request: SubAgentRequest) => Promise<ToolResult>;

/** Creates the Agent tool over the loop that runs sub-agents. */
export function createAgentTool(
  runSubAgent: RunSubAgent,
  custom: readonly NamedSubAgent[] = [],
): Tool<AgentInput> {
  const repositoryAgents =
    custom.length === 0
      ? []
      : [
          "This repository's own agents (subagent_type = the name; each has its own instructions and tools):",
          ...custom.map((agent) => `- ${agent.name}: ${agent.description.replace(/\s+/g, ' ')}`),
        ];
  return {
    name: 'Agent',
    description: [
      // What each subagent_type may use is in that parameter's description.
      "Starts a sub-agent with a fresh context and its own tools on one task; its final report is this tool's result.",
      'Use it for work that would flood your context or splits into independent parts; calls in one response run at once (up to 4).',
      'A few direct calls (a known file, one Grep) are cheaper done yourself.',
      'The sub-agent sees nothing of this conversation: the prompt must say everything it needs (the goal, file paths, what to return).',
      'Its report is shown to no one else: summarise what matters in your answer.',
      ...repositoryAgents,
    ].join('\n'),
    ...inputSchemaFor(custom),
    isConcurrencySafe: () => true,
    call: (input, context) =>
      runSubAgent({
        description: input.description,
        prompt: input.prompt,
        type: input.subagent_type ?? 'general-purpose',
        toolUseId: context.toolUseId,
        signal: context.signal,
        emit: context.emit,
      }),
  };
}
