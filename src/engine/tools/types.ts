/**
 * The tool interface the loop runs. Tools are plain objects made by factories
 * (`createReadTool(workspace)`, src/engine/tools/built-in.ts), listed by
 * `src/engine/tools/index.ts`.
 */
import type { z } from 'zod';
import type { ContentBlockParam, MessageParam } from '../model/types.js';
import type {
  HookResponse,
  HostReport,
  LoopEvent,
  PermissionDenial,
  TodoItem,
} from '../events/stream.js';

/** What a tool returns; a failing tool returns `isError: true`, it never throws. */
export interface ToolResult {
  /** Text, or blocks (text/image) for tools that return them. */
  content: string | Exclude<ContentBlockParam, { type: 'tool_use' | 'tool_result' }>[];
  isError?: boolean;
  /** The call was refused before it ran (a PreToolUse hook): listed in `permission_denials`. */
  denied?: boolean;
  /** Calls refused inside this one (a sub-agent's): listed in the run's `permission_denials` too. */
  innerDenials?: readonly PermissionDenial[];
}

/** Side events a tool reports while it runs (shown live by the action). */
export type ToolEvent =
  | { type: 'todo_update'; todos: TodoItem[] }
  /** A line of a tool the host brings (src/engine/events/stream.ts HostEvents), carried as it is. */
  | { type: 'host_report'; report: HostReport }
  /** A line of a sub-agent's own stream (the Agent tool), already marked with its parent. */
  | { type: 'sub_agent_event'; event: LoopEvent }
  /** A project hook ran around a call (src/engine/project/hooks.ts). */
  | { type: 'hook_response'; response: HookResponse };

/** What a file's last Read saw, so Write/Edit can refuse stale or unread files. */
export interface FileReadRecord {
  /** mtime in ms at the time of the read. */
  mtimeMs: number;
  /** The file's size in bytes at the time of the read. */
  size: number;
  /**
   * SHA-256 of the whole content as read (hex), to tell a touched file from a changed
   * one; undefined when the whole content was not read. The text itself is not kept.
   */
  sha256?: string;
  /** When the read happened (ms since epoch). */
  timestamp: number;
  /** True when only part of the file was read (offset/limit). */
  partial: boolean;
}

/**
 * Per-run state shared by the tools: which files were read, keyed by absolute
 * real path. The loop clears entries when microcompact drops a Read's output.
 */
export type FileReadState = Map<string, FileReadRecord>;

/** Everything a tool call may use besides its input. */
export interface ToolContext {
  /** Aborts on timeout, SIGINT/SIGTERM; every long operation must honour it. */
  signal: AbortSignal;
  readState: FileReadState;
  /** The tool_use id of this call. */
  toolUseId: string;
  emit: (event: ToolEvent) => void;
  /**
   * The conversation so far, as the model was last sent it (WebFetch fetches only a
   * URL already in it: src/engine/tools/web-urls.ts).
   */
  conversation?: readonly MessageParam[];
}

/** A tool the model can call. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of tools mixes input types
export interface Tool<Input = any> {
  name: string;
  /** Shown to the model. */
  description: string;
  /** Validates the model's input; its JSON schema is what the API sees. */
  inputSchema: z.ZodType<Input>;
  /** The JSON schema the API sees, when it is not `inputSchema`'s (MCP tools bring their own). */
  inputJsonSchema?: Record<string, unknown>;
  /** Read-only calls may run in parallel with their neighbours (≤ 10 at once). */
  isConcurrencySafe: (input: Input) => boolean;
  call: (input: Input, context: ToolContext) => Promise<ToolResult>;
}

/** What a tool does with one call. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Tool's
export type ToolCall<Input = any> = Tool<Input>['call'];

/**
 * A built-in tool as the model sees it and the request needs it: everything but its
 * call, whose code loads once the first request is on its way (src/engine/tools/built-in.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Tool's
export type ToolSpec<Input = any> = Omit<Tool<Input>, 'call'>;

/** The verdict of the permission rules for one call. */
export type PermissionDecision =
  | { behavior: 'allow' }
  | {
      behavior: 'deny';
      /** Says which rule denied it (or that no rule allowed it), for the model and the log. */
      message: string;
    };

/** Checks a call against the allow/deny rules before it runs. */
export type CanUseTool = (toolName: string, input: unknown) => PermissionDecision;
