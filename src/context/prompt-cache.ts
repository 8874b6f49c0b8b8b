/**
 * Prompt-cache breakpoints. The API caches the prefix up to each
 * `cache_control` marker; marking the last system block and the newest
 * message's last block means each request reads the previous request's prefix
 * from cache and writes one step further. Markers on older messages are removed,
 * so every message before the newest serialises the same way request after
 * request (a marker is part of the JSON, and old ones would pile up past 4).
 */
import type { ContentBlockParam, MessageParam, TextBlockParam } from '../model/types.js';
import { withContent, withoutCacheControl } from './blocks.js';

/** The API rejects a request with more than this many breakpoints. */
export const MAX_CACHE_BREAKPOINTS = 4;

const EPHEMERAL = { type: 'ephemeral' } as const;

/**
 * Returns copies of `system` and `messages` with breakpoints on the last system
 * block and on the last cacheable block of the newest message (a string content
 * becomes one text block), and no other breakpoint. Inputs are not mutated;
 * untouched messages are returned as the same objects.
 */
export function withCacheBreakpoints(
  system: readonly TextBlockParam[],
  messages: readonly MessageParam[],
): { system: TextBlockParam[]; messages: MessageParam[] } {
  const lastSystem = system.length - 1;
  const newSystem = system.map((block, index) =>
    index === lastSystem ? { ...block, cache_control: EPHEMERAL } : withoutCacheControl(block),
  );

  const lastMessage = messages.length - 1;
  const newMessages = messages.map((message, index) =>
    index === lastMessage ? markLastBlock(message) : stripMessage(message),
  );
  return { system: newSystem, messages: newMessages };
}

/** Thinking blocks cannot carry a breakpoint; anything else can. */
function isCacheable(block: ContentBlockParam): boolean {
  return block.type !== 'thinking' && block.type !== 'redacted_thinking';
}

function markLastBlock(message: MessageParam): MessageParam {
  if (typeof message.content === 'string') {
    // An empty text block is invalid, so an empty string is left without a marker.
    if (message.content === '') return message;
    return {
      ...message,
      content: [{ type: 'text', text: message.content, cache_control: EPHEMERAL }],
    };
  }
  let target = -1;
  for (let index = message.content.length - 1; index >= 0; index--) {
    if (isCacheable(message.content[index]!)) {
      target = index;
      break;
    }
  }
  return withContent(
    message,
    message.content.map((block, index) =>
      index === target
        ? ({ ...stripNested(block), cache_control: EPHEMERAL } as ContentBlockParam)
        : stripNested(withoutCacheControl(block)),
    ),
  );
}

function stripMessage(message: MessageParam): MessageParam {
  if (typeof message.content === 'string') return message;
  if (!message.content.some(hasCacheControl)) return message;
  return withContent(
    message,
    message.content.map((block) => stripNested(withoutCacheControl(block))),
  );
}

function hasCacheControl(block: ContentBlockParam): boolean {
  if ('cache_control' in block && block.cache_control != null) return true;
  return (
    block.type === 'tool_result' &&
    Array.isArray(block.content) &&
    block.content.some((inner) => 'cache_control' in inner && inner.cache_control != null)
  );
}

/** Markers inside a tool_result's content count against the limit too. */
function stripNested(block: ContentBlockParam): ContentBlockParam {
  if (block.type !== 'tool_result' || !Array.isArray(block.content)) return block;
  if (!block.content.some((inner) => 'cache_control' in inner)) return block;
  return { ...block, content: block.content.map(withoutCacheControl) };
}

/** Counts the breakpoints in a request (system, messages and tool_result contents). */
export function countCacheBreakpoints(
  system: readonly TextBlockParam[],
  messages: readonly MessageParam[],
): number {
  let count = system.filter((block) => block.cache_control != null).length;
  for (const message of messages) {
    if (typeof message.content === 'string') continue;
    for (const block of message.content) {
      if ('cache_control' in block && block.cache_control != null) count++;
      if (block.type === 'tool_result' && Array.isArray(block.content)) {
        count += block.content.filter(
          (inner) => 'cache_control' in inner && inner.cache_control != null,
        ).length;
      }
    }
  }
  return count;
}
