/** Small helpers for copying message content without mutating it. */
import type { ContentBlockParam, MessageParam } from '../model/types.js';

/**
 * `message` with new content. Every caller builds the content from the
 * message's own blocks (or text), so a system message still holds only text
 * blocks; the SDK's union cannot see that, hence the cast.
 */
export function withContent(message: MessageParam, content: ContentBlockParam[]): MessageParam {
  return { ...message, content } as MessageParam;
}

/** A copy of `block` without its `cache_control`, or `block` itself when it has none. */
export function withoutCacheControl<T extends object>(block: T): T {
  if (!('cache_control' in block)) return block;
  const { cache_control: _dropped, ...rest } = block as T & { cache_control: unknown };
  return rest as T;
}
