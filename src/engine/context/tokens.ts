/**
 * Token accounting for the context window. The API's own usage numbers are
 * exact, so they anchor the count; only what was appended since the last
 * response is estimated.
 */
import type { ContentBlockParam, MessageParam, Usage } from '../model/types.js';

/** Characters per token for the estimate; rough, but errs on the generous side for code. */
const CHARS_PER_TOKEN = 4;

/**
 * An image or document is billed by its pixels/pages, not by its base64 size; counting
 * the base64 text would overstate it a hundredfold, so it gets a flat figure.
 */
const MEDIA_BLOCK_TOKENS = 2_000;

/** Estimates tokens as characters / 4 (rounded up); non-strings are measured as JSON. */
export function estimateTokens(value: unknown): number {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** Total tokens a response reports for its request plus its output. */
export function usageTokens(usage: Usage): number {
  return (
    usage.input_tokens +
    (usage.cache_creation_input_tokens ?? 0) +
    (usage.cache_read_input_tokens ?? 0) +
    usage.output_tokens
  );
}

/** Estimated tokens of one content block (media at a flat rate, text by its characters). */
export function estimateBlockTokens(block: ContentBlockParam): number {
  switch (block.type) {
    case 'text':
      return estimateTokens(block.text);
    case 'image':
    case 'document':
      return MEDIA_BLOCK_TOKENS;
    case 'thinking':
      return estimateTokens(block.thinking);
    case 'redacted_thinking':
      return estimateTokens(block.data);
    case 'tool_use':
      return estimateTokens(block.name) + estimateTokens(block.input);
    case 'tool_result': {
      const content = block.content;
      if (content === undefined) return 0;
      if (typeof content === 'string') return estimateTokens(content);
      let total = 0;
      for (const inner of content) total += estimateBlockTokens(inner as ContentBlockParam);
      return total;
    }
    default:
      return estimateTokens(block);
  }
}

/**
 * Estimated tokens of one block as the request sends it: {@link estimateBlockTokens} plus its
 * framing (type, ids, a thinking block's signature), which weighs when blocks are small and
 * many (25 parallel tool calls of a few lines each).
 */
export function estimateSentBlockTokens(block: ContentBlockParam): number {
  const fields = block as unknown as Record<string, unknown>;
  const framing: Record<string, unknown> = { type: block.type };
  for (const key of ['id', 'tool_use_id', 'signature', 'is_error']) {
    if (fields[key] !== undefined) framing[key] = fields[key];
  }
  return estimateBlockTokens(block) + estimateTokens(framing);
}

/** Estimated tokens of one message's content. */
export function estimateMessageTokens(message: MessageParam): number {
  if (typeof message.content === 'string') return estimateTokens(message.content);
  let total = 0;
  for (const block of message.content) total += estimateBlockTokens(block);
  return total;
}

/** Estimated tokens of a list of messages. */
export function estimateMessagesTokens(messages: readonly MessageParam[]): number {
  let total = 0;
  for (const message of messages) total += estimateMessageTokens(message);
  return total;
}

/** The last response's usage, and how many messages its request plus reply covered. */
export interface TokenAnchor {
  usage: Usage;
  /** Messages covered by `usage`: the request's messages plus the assistant reply. */
  messageCount: number;
}

/**
 * Tokens the conversation occupies: the last response's reported usage plus an
 * estimate of the messages appended after the first `anchor.messageCount`.
 * Without an anchor (first turn, or one that no longer fits the list because the
 * list was compacted and is now shorter) everything is estimated.
 */
export function contextTokenCount(messages: readonly MessageParam[], anchor?: TokenAnchor): number {
  if (anchor === undefined || anchor.messageCount > messages.length) {
    return estimateMessagesTokens(messages);
  }
  return usageTokens(anchor.usage) + estimateMessagesTokens(messages.slice(anchor.messageCount));
}
