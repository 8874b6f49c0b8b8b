import { describe, expect, it } from 'vitest';
import {
  MAX_CACHE_BREAKPOINTS,
  countCacheBreakpoints,
  withCacheBreakpoints,
} from '../../src/engine/context/prompt-cache.js';
import type { MessageParam, TextBlockParam } from '../../src/engine/model/types.js';
import { conversation, output, toolRound } from './conversation.js';

const system: TextBlockParam[] = [
  { type: 'text', text: 'You are a coding agent.' },
  { type: 'text', text: 'Repository instructions: use pnpm.' },
];

/** The JSON the SDK would send for a request built from the loop's history. */
function request(history: MessageParam[]): { system: TextBlockParam[]; messages: MessageParam[] } {
  return withCacheBreakpoints(system, history);
}

describe('withCacheBreakpoints', () => {
  const history = conversation([
    { name: 'Read', input: { file_path: '/w/a.ts' }, result: output(3_000) },
    { name: 'Bash', input: { command: 'npm test' }, result: output(2_000) },
  ]);

  it('marks the last system block, the end of the previous request and the newest message, nothing else', () => {
    const out = request(history);
    expect(out.system[0]).not.toHaveProperty('cache_control');
    expect(out.system[1]!.cache_control).toEqual({ type: 'ephemeral' });
    const last = out.messages.at(-1)!.content as { cache_control?: unknown }[];
    expect(last.at(-1)!.cache_control).toEqual({ type: 'ephemeral' });
    // The previous request ended on the user message before the newest assistant turn.
    const previous = out.messages.at(-3)!;
    expect(previous.role).toBe('user');
    const blocks = previous.content as { cache_control?: unknown }[];
    expect(blocks.at(-1)!.cache_control).toEqual({ type: 'ephemeral' });
    expect(countCacheBreakpoints(out.system, out.messages)).toBe(3);
  });

  it('turns a string content into one marked text block', () => {
    const out = request([{ role: 'user', content: 'Fix the bug' }]);
    expect(out.messages[0]!.content).toEqual([
      { type: 'text', text: 'Fix the bug', cache_control: { type: 'ephemeral' } },
    ]);
  });

  it('keeps everything before the newest message byte-identical between consecutive requests', () => {
    let current = history;
    for (let turn = 0; turn < 3; turn++) {
      const requestN = request(current);
      const next = [
        ...current,
        ...toolRound(
          { name: 'Bash', input: { command: `step ${turn}` }, result: output(500) },
          10 + turn,
        ),
      ];
      const requestN1 = request(next);
      // Request N's newest message is sent as it was (marked where it was), and everything
      // before request N's own previous-end marker too.
      const prefix = current.length;
      expect(JSON.stringify(requestN1.messages[prefix - 1])).toBe(
        JSON.stringify(requestN.messages[prefix - 1]),
      );
      expect(JSON.stringify(requestN1.messages.slice(0, prefix - 3))).toBe(
        JSON.stringify(requestN.messages.slice(0, prefix - 3)),
      );
      expect(JSON.stringify(requestN1.system)).toBe(JSON.stringify(requestN.system));
      // Request N-1's end is plain in request N+1: only two message markers move along.
      expect(JSON.stringify(requestN1.messages[prefix - 3])).toBe(JSON.stringify(next[prefix - 3]));
      expect(countCacheBreakpoints(requestN1.system, requestN1.messages)).toBe(3);
      current = next;
    }
  });

  it('removes stale markers, so there are never more than 4 breakpoints', () => {
    const stale: MessageParam[] = request(history).messages.concat(
      request([...history, { role: 'assistant', content: 'ok' }]).messages.slice(-1),
      {
        role: 'user',
        content: [
          { type: 'text', text: 'more', cache_control: { type: 'ephemeral' } },
          { type: 'text', text: 'and more' },
        ],
      },
    );
    const staleSystem = system.map((b) => ({
      ...b,
      cache_control: { type: 'ephemeral' as const },
    }));
    expect(countCacheBreakpoints(staleSystem, stale)).toBeGreaterThan(MAX_CACHE_BREAKPOINTS);
    const out = withCacheBreakpoints(staleSystem, stale);
    expect(countCacheBreakpoints(out.system, out.messages)).toBe(3);
    const last = out.messages.at(-1)!.content as { text: string; cache_control?: unknown }[];
    expect(last.map((b) => b.cache_control ?? null)).toEqual([null, { type: 'ephemeral' }]);
  });

  it('skips a trailing thinking block, which cannot carry a marker', () => {
    const out = request([
      { role: 'user', content: 'hi' },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'partial' },
          { type: 'thinking', thinking: 't', signature: 's' },
        ],
      },
    ]);
    const blocks = out.messages[1]!.content as { cache_control?: unknown }[];
    expect(blocks[0]!.cache_control).toEqual({ type: 'ephemeral' });
    expect(blocks[1]).not.toHaveProperty('cache_control');
  });

  it('does not mutate its inputs and shares untouched messages', () => {
    const before = JSON.stringify({ system, history });
    const out = request(history);
    expect(JSON.stringify({ system, history })).toBe(before);
    expect(out.messages[0]).toBe(history[0]);
    expect(out.messages.at(-1)).not.toBe(history.at(-1));
  });
});
