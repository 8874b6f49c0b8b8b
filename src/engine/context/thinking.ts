/**
 * Preserved thinking: the API checks every thinking block sent back against the exact
 * `system`, `tools` and messages that came before it when it was produced. A step that
 * rewrites a message (microcompact clearing old tool results) therefore invalidates the
 * thinking of every later turn. The API docs give two ways out: let the API write the
 * summary, or remove the thinking of the turns kept after the change. This module does
 * the second; earlier thinking stays, so no block between others goes missing.
 */
import type { ContentBlockParam, MessageParam } from '../model/types.js';
import { withContent } from './blocks.js';

/** Stands in for an assistant turn that held nothing but thinking. */
export const THINKING_OMITTED = '(thinking omitted)';

/**
 * `after` with the thinking blocks removed from every assistant message that follows the
 * first message that differs from `before` (compared by identity: the context steps
 * return untouched messages as the same objects). Returns `after` itself when nothing
 * changed or no later turn holds thinking.
 */
export function dropThinkingAfterRewrite(
  before: readonly MessageParam[],
  after: readonly MessageParam[],
): MessageParam[] {
  let firstChanged = after.findIndex((message, index) => message !== before[index]);
  if (firstChanged < 0) {
    if (after.length === before.length) return [...after];
    firstChanged = after.length;
  }
  let touched = false;
  const out = after.map((message, index) => {
    if (index <= firstChanged || message.role !== 'assistant') return message;
    if (typeof message.content === 'string' || !message.content.some(isThinking)) return message;
    touched = true;
    const kept = message.content.filter((block) => !isThinking(block));
    return withContent(
      message,
      kept.length > 0 ? kept : [{ type: 'text', text: THINKING_OMITTED }],
    );
  });
  return touched ? out : [...after];
}

export function isThinking(block: ContentBlockParam): boolean {
  return block.type === 'thinking' || block.type === 'redacted_thinking';
}
