/**
 * A saved session's conversation, rebuilt from its stream-json lines exactly as the
 * loop held it: each assistant turn as it joined the history (thinking blocks byte for
 * byte, since the API checks them against what came before), tool results as the
 * tools returned them, and only what follows the last compact boundary.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import { CLEARED_TOOL_RESULT } from '../context/microcompact.js';
import { dropThinkingAfterRewrite } from '../context/thinking.js';
import type { ContentBlock, ContentBlockParam, MessageParam } from '../model/types.js';
import { mergeSameRoleMessages, toParams, withoutToolUse } from '../loop/messages.js';

/** A line of the file that is not the stream-json this module wrote. */
export class SessionFormatError extends AgentLoopError<'session_format'> {
  override readonly name = 'SessionFormatError';
  get kind() {
    return 'session_format' as const;
  }
}

/** What a resumed run needs from a saved session. */
export interface SavedConversation {
  /** The conversation after the last compact boundary; empty when nothing was said. */
  messages: MessageParam[];
  /** The workspace of the latest run in the session. */
  cwd: string | undefined;
  /** The session the chain started with (its tool-result files live under its id). */
  rootSessionId: string | undefined;
  /** The latest run's system prompt and tools, hashed (see `conversationFingerprint`). */
  fingerprint: string | undefined;
  /** The date the latest run's system prompt carried. */
  promptDate: string | undefined;
  /**
   * The conversation was once refused by the preserved-thinking prefix check and sent
   * again with `drop_block` (its `system/api_retry` line says so): the setting stays for
   * the rest of the conversation, across resumes and compactions.
   */
  dropMismatchedThinking: boolean;
}

/** Told to the model for a tool call the earlier run never answered (it was killed). */
export const INTERRUPTED_TOOL_RESULT =
  'The earlier run stopped before this tool call finished; its effect is unknown. Check the workspace before relying on it.';

/** Rebuilds the conversation; throws {@link SessionFormatError} on a damaged line. */
export function rebuildConversation(lines: readonly string[]): SavedConversation {
  const saved: SavedConversation = {
    messages: [],
    cwd: undefined,
    rootSessionId: undefined,
    fingerprint: undefined,
    promptDate: undefined,
    dropMismatchedThinking: false,
  };
  let messages: MessageParam[] = [];
  lines.forEach((line, index) => {
    const event = parseLine(line, index, index === lines.length - 1);
    if (!event) return;
    // A sub-agent's lines are its own conversation, not part of the run's.
    if (typeof event.parent_tool_use_id === 'string') return;
    if (event.type === 'system') {
      if (event.subtype === 'init') {
        saved.cwd = stringField(event, 'cwd') ?? saved.cwd;
        saved.rootSessionId ??= stringField(event, 'session_id');
      } else if (event.subtype === 'session_state') {
        saved.fingerprint = stringField(event, 'conversation_sha256');
        saved.promptDate = stringField(event, 'prompt_date');
      } else if (event.subtype === 'api_retry' && event.reason === 'thinking_prefix_mismatch') {
        saved.dropMismatchedThinking = true;
      } else if (event.subtype === 'compact_boundary') {
        messages = [];
      } else if (event.subtype === 'microcompact_boundary') {
        messages = replayMicrocompact(messages, clearedIds(event, index));
      }
    } else if (event.type === 'assistant') {
      messages.push({ role: 'assistant', content: assistantContent(event, index) });
    } else if (event.type === 'user') {
      messages.push({ role: 'user', content: contentOf(event, index) as ContentBlockParam[] });
    }
  });
  saved.messages = mergeSameRoleMessages(answerOpenToolCalls(messages));
  return saved;
}

type Line = Record<string, unknown> & { type: unknown; subtype?: unknown };

/** A damaged last line is what a kill mid-write leaves: it is dropped. Elsewhere it is an error. */
function parseLine(line: string, index: number, last: boolean): Line | undefined {
  try {
    const value = JSON.parse(line) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Line;
  } catch {
    if (last) return undefined;
  }
  throw new SessionFormatError(`line ${index + 1} is not a stream-json event`);
}

/** As the loop appended it: a response cut by the output limit lost its tool calls. */
function assistantContent(event: Line, index: number): ContentBlockParam[] {
  const content = contentOf(event, index) as unknown as ContentBlock[];
  const message = event.message as { stop_reason?: unknown };
  return message.stop_reason === 'max_tokens' ? withoutToolUse(content) : toParams(content);
}

function contentOf(event: Line, index: number): unknown[] {
  const message = event.message as { content?: unknown } | undefined;
  const content = message?.content;
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  if (!Array.isArray(content) || !content.every(isBlock)) {
    throw new SessionFormatError(`line ${index + 1}: the message has no content blocks`);
  }
  return content;
}

function isBlock(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as Line).type === 'string';
}

function stringField(event: Line, name: string): string | undefined {
  const value = event[name];
  return typeof value === 'string' ? value : undefined;
}

function clearedIds(event: Line, index: number): Set<string> {
  const metadata = event.microcompact_metadata as { cleared_tool_use_ids?: unknown } | undefined;
  const ids = metadata?.cleared_tool_use_ids;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
    throw new SessionFormatError(`line ${index + 1}: microcompact_boundary without tool use ids`);
  }
  return new Set(ids);
}

/**
 * What microcompact did to the history, done again: the listed tool results cleared,
 * and the thinking of every later turn dropped (see `dropThinkingAfterRewrite`).
 */
function replayMicrocompact(messages: MessageParam[], ids: ReadonlySet<string>): MessageParam[] {
  const cleared = messages.map((message) => {
    if (message.role !== 'user' || typeof message.content === 'string') return message;
    if (!message.content.some((b) => b.type === 'tool_result' && ids.has(b.tool_use_id))) {
      return message;
    }
    return {
      ...message,
      content: message.content.map((block) =>
        block.type === 'tool_result' && ids.has(block.tool_use_id)
          ? { ...block, content: CLEARED_TOOL_RESULT }
          : block,
      ),
    };
  });
  return dropThinkingAfterRewrite(messages, cleared);
}

/**
 * A run killed between a tool call and its result leaves a tool_use nobody answered;
 * the API refuses that, so each gets an error result saying what happened.
 */
function answerOpenToolCalls(messages: readonly MessageParam[]): MessageParam[] {
  const last = messages.at(-1);
  if (!last || last.role !== 'assistant' || typeof last.content === 'string') return [...messages];
  const open = last.content.filter((block) => block.type === 'tool_use');
  if (open.length === 0) return [...messages];
  return [
    ...messages,
    {
      role: 'user',
      content: open.map((block) => ({
        type: 'tool_result' as const,
        tool_use_id: block.id,
        content: INTERRUPTED_TOOL_RESULT,
        is_error: true,
      })),
    },
  ];
}
