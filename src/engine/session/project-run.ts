/**
 * What the repository's Claude Code configuration does during one run, beyond
 * the permission rules (run-rules.ts): nested instructions joining the context
 * as the tools reach their folders, its hooks (src/engine/project/hooks.ts) around every tool
 * call and at the start, and the summary the init and result lines carry.
 */
import type { LoopEvent, ProjectConfigSummary } from '../events/stream.js';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import {
  createProjectHooks,
  type HookResponse,
  type HooksOptions,
  type ProjectHooks,
} from '../project/hooks.js';
import { createInstructionTracker, type InstructionTracker } from '../project/instructions.js';
import { summarizeProjectConfig } from '../project/load.js';
import type { ProjectConfig } from '../project/types.js';
import type { Tool, ToolResult } from '../tools/types.js';
import { hookResponseEvent } from '../loop/stop-hooks.js';

/** The tools whose call reads or edits one file, and the input key naming it. */
const FILE_TOOLS: Readonly<Record<string, string>> = {
  Read: 'file_path',
  Edit: 'file_path',
  Write: 'file_path',
  NotebookEdit: 'notebook_path',
};

export interface ProjectRun {
  config: ProjectConfig;
  /**
   * The tools, the file tools wrapped so that reaching a folder queues its instructions, and
   * every tool wrapped in the PreToolUse / PostToolUse hooks.
   */
  wrapTools(tools: readonly Tool[]): Tool[];
  /** The hooks, when the settings have any. */
  hooks?: ProjectHooks;
  /** SessionStart, then UserPromptSubmit: what joins the first message, or why it may not go. */
  opening(start: OpeningStart): Promise<Opening>;
  /** Texts for the next message: instructions of folders reached since the last call. */
  takeNotices(): string[];
  summary(): ProjectConfigSummary;
}

/** What the hooks of the run's start gave. */
export interface Opening {
  /** The hooks' lines, for the stream. */
  /**
   * The hooks' lines for the stream, and the context as a user line of its own: a saved
   * session rebuilds the first message (prompt, then context) exactly as the model got it.
   */
  events: LoopEvent[];
  /** Context for the model after the prompt: SessionStart's, then UserPromptSubmit's. */
  context: string[];
  /** A UserPromptSubmit hook refused the prompt (or a hook answered `continue: false`). */
  blocked?: string;
}

export interface OpeningStart {
  prompt: string;
  /** A resumed session (`SessionStart` source `resume`). */
  resumed: boolean;
  signal: AbortSignal;
  uuid: () => string;
}

/** Where hooks run: the Bash tool's spawner, environment and redaction. */
export type HookRunOptions = Omit<HooksOptions, 'projectDir'>;

/** The run's use of `config`, with tools confined to `workspaceRoot` (the repository's root). */
export function startProjectRun(
  config: ProjectConfig,
  workspaceRoot: string,
  hookOptions?: HookRunOptions,
): ProjectRun {
  const tracker = createInstructionTracker(config.files);
  const root = resolve(workspaceRoot);
  const hooks =
    hookOptions && Object.keys(config.hooks).length > 0
      ? createProjectHooks(config.hooks, { ...hookOptions, projectDir: root })
      : undefined;
  const redact = hookOptions?.redact ?? ((text: string) => text);
  return {
    config,
    wrapTools: (tools) =>
      tools.map((tool) => {
        const tracked = trackingFiles(tool, tracker, root);
        return hooks ? withToolHooks(tracked, hooks, redact) : tracked;
      }),
    ...(hooks ? { hooks } : {}),
    opening: (start) =>
      hooks && hookOptions
        ? runOpening(hooks, hookOptions.sessionId, start)
        : Promise.resolve({ events: [], context: [] }),
    takeNotices: () => tracker.take(),
    summary: () => {
      const loaded = tracker.loaded();
      return {
        ...summarizeProjectConfig(config),
        ...(loaded.length > 0 ? { instructions: loaded } : {}),
      };
    },
  };
}

function trackingFiles(tool: Tool, tracker: InstructionTracker, root: string): Tool {
  const key = FILE_TOOLS[tool.name];
  if (!key) return tool;
  return {
    ...tool,
    call: async (input, context) => {
      const result = await tool.call(input, context);
      const path = (input as Record<string, unknown>)[key];
      if (!result.isError && typeof path === 'string') {
        const inside = relative(root, isAbsolute(path) ? resolve(path) : resolve(root, path));
        if (inside && !inside.startsWith(`..${sep}`) && inside !== '..' && !isAbsolute(inside)) {
          await tracker.touched(inside.split(sep).join('/'));
        }
      }
      return result;
    },
  };
}

/** PreToolUse before the call (a denial is listed), PostToolUse after it (feedback appended). */
function withToolHooks(tool: Tool, hooks: ProjectHooks, redact: (text: string) => string): Tool {
  if (!hooks.has('PreToolUse') && !hooks.has('PostToolUse')) return tool;
  return {
    ...tool,
    call: async (input, context) => {
      const call = { toolName: tool.name, toolInput: input, toolUseId: context.toolUseId };
      const emit = (responses: readonly HookResponse[]) => {
        for (const response of responses) context.emit({ type: 'hook_response', response });
      };
      if (hooks.has('PreToolUse')) {
        const pre = await hooks.preToolUse(call, context.signal);
        emit(pre.responses);
        if (pre.deny) return { content: pre.deny, isError: true, denied: true };
      }
      const result = await tool.call(input, context);
      if (!hooks.has('PostToolUse')) return result;
      // Redacted as the model would see it: the hook runs as the tool user.
      const toolResponse = { content: redact(textOf(result)), is_error: result.isError === true };
      const post = await hooks.postToolUse({ ...call, toolResponse }, context.signal);
      emit(post.responses);
      return post.context.length > 0 ? withFeedback(result, post.context) : result;
    },
  };
}

/** Claude Code's words for what a PostToolUse hook tells the model. */
export const POST_TOOL_USE_FEEDBACK = 'PostToolUse hook feedback:';

function withFeedback(result: ToolResult, feedback: readonly string[]): ToolResult {
  const text = `${POST_TOOL_USE_FEEDBACK}\n${feedback.join('\n')}`;
  return typeof result.content === 'string'
    ? { ...result, content: `${result.content}\n\n${text}` }
    : { ...result, content: [...result.content, { type: 'text', text }] };
}

function textOf(result: ToolResult): string {
  if (typeof result.content === 'string') return result.content;
  return result.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
}

async function runOpening(
  hooks: ProjectHooks,
  sessionId: string,
  start: OpeningStart,
): Promise<Opening> {
  const session = await hooks.sessionStart(start.resumed ? 'resume' : 'startup', start.signal);
  const halted = hooks.halted();
  const prompt = halted
    ? { responses: [], context: [], blocked: halted }
    : await hooks.userPromptSubmit(start.prompt, start.signal);
  const events: LoopEvent[] = [...session.responses, ...prompt.responses].map((response) =>
    hookResponseEvent(response, sessionId, start.uuid()),
  );
  const context = [
    ...session.context.map((text) => `SessionStart hook additional context: ${text}`),
    ...prompt.context.map((text) => `UserPromptSubmit hook additional context: ${text}`),
  ];
  if (context.length > 0 && !prompt.blocked) {
    const content = context.map((text) => ({ type: 'text' as const, text }));
    events.push({
      type: 'user',
      message: { role: 'user', content },
      ...{ parent_tool_use_id: null, session_id: sessionId, uuid: start.uuid() },
      isSynthetic: true,
    });
  }
  return {
    events,
    context,
    ...(prompt.blocked
      ? { blocked: `A hook refused the prompt (no model request was made): ${prompt.blocked}` }
      : {}),
  };
}
