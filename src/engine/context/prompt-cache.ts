/**
 * Prompt-cache breakpoints. The API caches the prefix up to each `cache_control` marker,
 * and a marker finds an earlier cached prefix only within the 20 blocks before it
 * (https://platform.claude.com/docs/en/build-with-claude/prompt-caching, "the lookback
 * window"). So three markers: the last system block; the last block of the message the
 * previous request ended on (the latest user message before the newest turn), where the
 * previous request's prefix is read back exactly however many blocks the turn added (25
 * parallel tool calls and their results are over 50); and the newest message's last block,
 * which writes one step further. Markers on older messages are removed (they would pile up
 * past 4). The fourth is for a history rewritten before the previous request's end (old tool
 * results cleared): the previous end is no longer cached, and its lookback finds no entry
 * when the change lies more than 20 blocks back, so everything after the system prompt
 * would be written again. A marker on the last user message before the change, where an
 * earlier request ended and so wrote an entry, reads that part back: only what follows the
 * change is written.
 */
import type { ContentBlockParam, MessageParam, TextBlockParam } from '../model/types.js';
import { withContent, withoutCacheControl } from './blocks.js';

/** The API rejects a request with more than this many breakpoints. */
export const MAX_CACHE_BREAKPOINTS = 4;

/** How long a cache entry lives: 5 minutes (the default), or 1 hour at a higher write price. */
export type CacheTtl = '5m' | '1h';

type Marker = { type: 'ephemeral' } | { type: 'ephemeral'; ttl: '1h' };

/**
 * Returns copies of `system` and `messages` with breakpoints on the last system
 * block, the end of the previous request and the last cacheable block of the newest
 * message (a string content becomes one text block), and, when `changedFrom` (the first
 * message that differs from what the previous request sent) lies before the previous
 * end, on the last user message before it; no other breakpoint. Inputs are not mutated;
 * untouched messages are returned as the same objects. With `ttl: "1h"` every marker
 * asks for the hour, since 1-hour entries must come before any 5-minute one
 * (https://platform.claude.com/docs/en/build-with-claude/prompt-caching, "Mixing different TTLs").
 */
export function withCacheBreakpoints(
  system: readonly TextBlockParam[],
  messages: readonly MessageParam[],
  ttl: CacheTtl = '5m',
  changedFrom?: number,
): { system: TextBlockParam[]; messages: MessageParam[] } {
  const marker: Marker = ttl === '1h' ? { type: 'ephemeral', ttl: '1h' } : { type: 'ephemeral' };
  const lastSystem = system.length - 1;
  const newSystem = system.map((block, index) =>
    index === lastSystem ? { ...block, cache_control: marker } : withoutCacheControl(block),
  );

  const marked = markedMessages(messages, changedFrom);
  const newMessages = messages.map((message, index) =>
    marked.includes(index) ? markLastBlock(message, marker) : stripMessage(message),
  );
  return { system: newSystem, messages: newMessages };
}

/**
 * The messages that carry a marker: the one before a rewrite (when `changedFrom` lies at
 * or before the previous request's end), the previous end, the newest; each once.
 */
function markedMessages(messages: readonly MessageParam[], changedFrom?: number): number[] {
  const previousEnd = previousRequestEnd(messages);
  const beforeChange =
    changedFrom !== undefined && changedFrom <= previousEnd
      ? lastUserBefore(messages, changedFrom)
      : -1;
  return [beforeChange, previousEnd, messages.length - 1].filter(
    (index, at, all) => index >= 0 && all.indexOf(index) === at,
  );
}

function lastUserBefore(messages: readonly MessageParam[], end: number): number {
  for (let index = end - 1; index >= 0; index--) {
    if (messages[index]!.role === 'user') return index;
  }
  return -1;
}

/** What {@link withCacheBreakpointsAfter} keeps of one call for the next. */
export interface MarkedHistory {
  /** The messages it was given and what it returned for them, index by index. */
  input: readonly MessageParam[];
  output: readonly MessageParam[];
  /** The indices it put a marker on. */
  marked: readonly number[];
}

/**
 * {@link withCacheBreakpoints}, in the time of what changed since `previous` (the call
 * before, for the same conversation): a message given as the same object at the same
 * index as then, and not marked then, is returned as it was returned then (the function
 * is pure and messages are not changed in place). The result is the same as
 * withCacheBreakpoints' for these arguments and, as `changedFrom`, the first message not
 * given as it was then when one the previous call got is among them; `history` is what the
 * next call needs.
 */
export function withCacheBreakpointsAfter(
  previous: MarkedHistory | undefined,
  system: readonly TextBlockParam[],
  messages: readonly MessageParam[],
  ttl: CacheTtl = '5m',
): { system: TextBlockParam[]; messages: MessageParam[]; history: MarkedHistory } {
  const marker: Marker = ttl === '1h' ? { type: 'ephemeral', ttl: '1h' } : { type: 'ephemeral' };
  const lastSystem = system.length - 1;
  const newSystem = system.map((block, index) =>
    index === lastSystem ? { ...block, cache_control: marker } : withoutCacheControl(block),
  );
  let same = 0;
  if (previous) {
    const most = Math.min(previous.input.length, messages.length);
    while (same < most && previous.input[same] === messages[same]) same += 1;
  }
  const out = previous ? previous.output.slice(0, same) : [];
  for (const index of previous?.marked ?? []) {
    if (index < same) out[index] = stripMessage(messages[index]!);
  }
  for (let index = same; index < messages.length; index++) {
    out.push(stripMessage(messages[index]!));
  }
  const rewritten = previous !== undefined && same < previous.input.length;
  const marked = markedMessages(messages, rewritten ? same : undefined);
  for (const index of marked) out[index] = markLastBlock(messages[index]!, marker);
  return {
    system: newSystem,
    messages: out,
    history: { input: [...messages], output: out.slice(), marked },
  };
}

/**
 * The message the previous request ended on: the latest user message before the newest
 * message (and, when the newest is a user message, before the assistant turn it answers).
 */
function previousRequestEnd(messages: readonly MessageParam[]): number {
  for (let index = messages.length - 2; index >= 0; index--) {
    if (messages[index]!.role === 'user') return index;
  }
  return -1;
}

/** Thinking blocks cannot carry a breakpoint; anything else can. */
function isCacheable(block: ContentBlockParam): boolean {
  return block.type !== 'thinking' && block.type !== 'redacted_thinking';
}

function markLastBlock(message: MessageParam, marker: Marker): MessageParam {
  if (typeof message.content === 'string') {
    // An empty text block is invalid, so an empty string is left without a marker.
    if (message.content === '') return message;
    return {
      ...message,
      content: [{ type: 'text', text: message.content, cache_control: marker }],
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
        ? ({ ...stripNested(block), cache_control: marker } as ContentBlockParam)
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
