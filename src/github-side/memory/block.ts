/**
 * The hidden block a run's memory travels in: an HTML comment (GitHub does not show
 * it) starting with the agent-loop marker prefix, holding the memory as zlib-deflated
 * JSON in base64.
 */

/** `<!-- agent-loop:memory:v1 <base64> -->` */
export const MEMORY_BLOCK_START = '<!-- agent-loop:memory:v1 ';
export const MEMORY_BLOCK_END = ' -->';

/** The base64 payloads of every memory block in `body`, in order. */
export function memoryPayloads(body: string | null | undefined): string[] {
  if (!body) return [];
  const pattern = /<!-- agent-loop:memory:v1 ([A-Za-z0-9+/]+={0,2}) -->/g;
  return Array.from(body.matchAll(pattern), (match) => match[1]!);
}
