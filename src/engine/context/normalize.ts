/**
 * Makes a message list acceptable to the Messages API after it has been cut or
 * filtered: starts with a user message, roles alternate, every tool_use is
 * answered by a tool_result in the next message and every tool_result answers a
 * tool_use of the message before.
 */
import type { ContentBlockParam, MessageParam, ToolResultBlockParam } from '../model/types.js';
import { withContent } from './blocks.js';

/** What a tool_use that lost its result (cut history) is answered with. */
export const MISSING_TOOL_RESULT = '[Tool result missing from the history]';
/** The user turn put in front of a list that would start with the assistant. */
export const EARLIER_HISTORY_OMITTED = '[Earlier conversation omitted]';

/**
 * Returns a valid list built from `messages` (which is not mutated):
 * - empty messages are dropped; a list starting with the assistant gets a placeholder user turn;
 * - consecutive messages of one role are merged (tool_results first, as the API asks);
 * - a tool_result without its tool_use in the message before is dropped;
 * - a tool_use without a result gets an error result, except in a trailing
 *   assistant message, where the tool_use itself is dropped (nothing ran).
 */
export function normalizeMessagesForApi(messages: readonly MessageParam[]): MessageParam[] {
  let list = mergeSameRole(ensureUserFirst(dropEmpty(messages)));
  // Pairing can empty a message (one of only orphan results), which can expose a
  // leading assistant whose removal orphans the next results: repeat until stable.
  // Every step returns the same objects when it has nothing to fix, so identity shows stability;
  // each unstable pass removes or rewrites a message, hence the bound is only a safety net.
  for (let pass = 0; pass <= messages.length + 1; pass++) {
    const next = mergeSameRole(ensureUserFirst(dropEmpty(pairToolCalls(list))));
    if (next.length === list.length && next.every((message, i) => message === list[i])) break;
    list = next;
  }
  return list;
}

function isEmpty(message: MessageParam): boolean {
  return typeof message.content === 'string'
    ? message.content.trim() === ''
    : message.content.length === 0;
}

function dropEmpty(messages: readonly MessageParam[]): MessageParam[] {
  return messages.filter((message) => !isEmpty(message));
}

/**
 * Dropping a leading assistant message would orphan the results after it and
 * cascade through the whole list, so a placeholder user turn goes in front instead.
 */
function ensureUserFirst(messages: MessageParam[]): MessageParam[] {
  const first = messages[0];
  if (first === undefined || first.role === 'user') return messages;
  return [{ role: 'user', content: EARLIER_HISTORY_OMITTED }, ...messages];
}

function blocksOf(message: MessageParam): ContentBlockParam[] {
  return typeof message.content === 'string'
    ? [{ type: 'text', text: message.content }]
    : message.content;
}

function mergeSameRole(messages: MessageParam[]): MessageParam[] {
  const out: MessageParam[] = [];
  for (const message of messages) {
    const previous = out.at(-1);
    if (previous === undefined || previous.role !== message.role || message.role === 'system') {
      out.push(message);
      continue;
    }
    const blocks = [...blocksOf(previous), ...blocksOf(message)];
    out[out.length - 1] = withContent(
      message,
      message.role === 'user'
        ? [
            ...blocks.filter((block) => block.type === 'tool_result'),
            ...blocks.filter((block) => block.type !== 'tool_result'),
          ]
        : blocks,
    );
  }
  return out;
}

function toolUseIds(message: MessageParam | undefined): string[] {
  if (message === undefined || message.role !== 'assistant' || typeof message.content === 'string')
    return [];
  return message.content.flatMap((block) => (block.type === 'tool_use' ? [block.id] : []));
}

function pairToolCalls(messages: MessageParam[]): MessageParam[] {
  const out: MessageParam[] = [];
  for (let index = 0; index < messages.length; index++) {
    const message = messages[index]!;
    // System-role messages are passed through; the loop does not write them.
    if (message.role === 'system') {
      out.push(message);
      continue;
    }
    if (message.role === 'assistant') {
      const isLast = index === messages.length - 1;
      if (
        isLast &&
        typeof message.content !== 'string' &&
        message.content.some((block) => block.type === 'tool_use')
      ) {
        out.push(
          withContent(
            message,
            message.content.filter((b) => b.type !== 'tool_use'),
          ),
        );
      } else {
        out.push(message);
      }
      continue;
    }
    const expected = toolUseIds(messages[index - 1]);
    if (typeof message.content === 'string' && expected.length === 0) {
      out.push(message);
      continue;
    }
    const blocks = blocksOf(message);
    const seen = new Set<string>();
    const results: ToolResultBlockParam[] = [];
    for (const block of blocks) {
      if (block.type !== 'tool_result') continue;
      if (!expected.includes(block.tool_use_id) || seen.has(block.tool_use_id)) continue;
      seen.add(block.tool_use_id);
      results.push(block);
    }
    for (const id of expected) {
      if (!seen.has(id)) {
        results.push({
          type: 'tool_result',
          tool_use_id: id,
          content: MISSING_TOOL_RESULT,
          is_error: true,
        });
      }
    }
    const rest = blocks.filter((block) => block.type !== 'tool_result');
    // Keep the original object when it was already right, so callers can compare by identity.
    const unchanged = [...results, ...rest].every((block, i) => block === blocks[i]);
    const content = [...results, ...rest];
    out.push(
      unchanged && content.length === blocks.length ? message : withContent(message, content),
    );
  }
  return out;
}
