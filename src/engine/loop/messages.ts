/**
 * Message helpers: response blocks as request blocks (normalised once, on arrival, so every
 * later request carries the same bytes; loop-state.ts appends a response with them), and
 * the history's shape the API wants (alternating roles, block content).
 */
import type { ContentBlock, ContentBlockParam, Message, MessageParam } from '../model/types.js';

function textOf(content: readonly ContentBlock[], type: 'text' | 'thinking'): string {
  return content
    .flatMap((block) => {
      if (type === 'text' && block.type === 'text') return [block.text];
      if (type === 'thinking' && block.type === 'thinking') return [block.thinking];
      return [];
    })
    .join('\n')
    .trim();
}

/** The response's text, else the thinking text it showed, else what was said before. */
export function latestWords(content: readonly ContentBlock[], previous: string): string {
  return textOf(content, 'text') || textOf(content, 'thinking') || previous;
}

/** Response blocks as request blocks (dropping response-only fields). */
export function toParams(content: readonly ContentBlock[]): ContentBlockParam[] {
  return content.map((block): ContentBlockParam => {
    switch (block.type) {
      case 'text':
        return { type: 'text', text: block.text };
      case 'tool_use':
        return { type: 'tool_use', id: block.id, name: block.name, input: block.input };
      case 'thinking':
        return { type: 'thinking', thinking: block.thinking, signature: block.signature };
      case 'redacted_thinking':
        return { type: 'redacted_thinking', data: block.data };
      default:
        return block as unknown as ContentBlockParam;
    }
  });
}

/**
 * The response as it goes into the history, normalised once, on arrival, so every later
 * request carries the same bytes (the preserved-thinking prefix check compares them):
 * text blocks that are empty or only whitespace are dropped, since the API refuses them
 * in a request ("text content blocks must be non-empty"). Thinking blocks stay exactly as
 * they came, empty ones included.
 */
export function normalizeResponse(message: Message): Message {
  const content = message.content.filter(
    (block) => block.type !== 'text' || block.text.trim() !== '',
  );
  return content.length === message.content.length ? message : { ...message, content };
}

/**
 * A cut response keeps its text; a cut tool call would need a result, so it goes. A
 * thinking block goes too when it lost its signature to the cut, or when it came after a
 * dropped tool call (its prefix within the turn changed).
 */
export function withoutToolUse(content: readonly ContentBlock[]): ContentBlockParam[] {
  const firstToolUse = content.findIndex((block) => block.type === 'tool_use');
  const kept = content.filter((block, index) => {
    if (block.type === 'tool_use') return false;
    if (block.type === 'thinking') {
      return block.signature !== '' && (firstToolUse < 0 || index < firstToolUse);
    }
    if (block.type === 'redacted_thinking') return firstToolUse < 0 || index < firstToolUse;
    return true;
  });
  const params = toParams(kept);
  return params.some((block) => block.type !== 'thinking' && block.type !== 'redacted_thinking')
    ? params
    : [...params, { type: 'text', text: '(output cut off)' }];
}

/**
 * `mergeSameRoleMessages([...messages, message])` in the time of the last pair when the
 * history already alternates (as the loop keeps it): a turn's work does not grow with it.
 */
export function appendMerged(
  messages: readonly MessageParam[],
  message: MessageParam,
): MessageParam[] {
  for (let index = 1; index < messages.length; index++) {
    if (messages[index]!.role === messages[index - 1]!.role) {
      return mergeSameRoleMessages([...messages, message]);
    }
  }
  const last = messages.at(-1);
  if (!last || last.role !== message.role) return [...messages, message];
  return [
    ...messages.slice(0, -1),
    { ...last, content: [...asBlocks(last.content), ...asBlocks(message.content)] } as MessageParam,
  ];
}

/** The API wants roles to alternate: consecutive messages of one role are joined. */
export function mergeSameRoleMessages(messages: readonly MessageParam[]): MessageParam[] {
  const merged: MessageParam[] = [];
  for (const message of messages) {
    const last = merged.at(-1);
    if (last && last.role === message.role) {
      merged[merged.length - 1] = {
        ...last,
        content: [...asBlocks(last.content), ...asBlocks(message.content)],
      } as MessageParam;
    } else {
      merged.push(message);
    }
  }
  return merged;
}

/**
 * String content as one text block: the newest message gets a cache breakpoint
 * on its last block, so a string there would turn into blocks for one request
 * and back into a string for the next, changing the cached prefix.
 */
export function withBlockContent(message: MessageParam): MessageParam {
  return typeof message.content === 'string'
    ? ({ ...message, content: asBlocks(message.content) } as MessageParam)
    : message;
}

function asBlocks(content: MessageParam['content']): ContentBlockParam[] {
  return typeof content === 'string' ? [{ type: 'text', text: content }] : [...content];
}
