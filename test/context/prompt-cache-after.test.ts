/** withCacheBreakpointsAfter (src/engine/context/prompt-cache.ts): the same result, from what changed. */
import { describe, expect, it } from 'vitest';
import {
  withCacheBreakpoints,
  withCacheBreakpointsAfter,
  type CacheTtl,
  type MarkedHistory,
} from '../../src/engine/context/prompt-cache.js';
import type { MessageParam } from '../../src/engine/model/types.js';

const system = [{ type: 'text' as const, text: 'You are a test agent.' }];

function turn(index: number): MessageParam[] {
  return [
    {
      role: 'assistant',
      content: [
        { type: 'text', text: `Step ${index}.` },
        { type: 'tool_use', id: `toolu_${index}`, name: 'Echo', input: { index } },
      ],
    },
    {
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: `toolu_${index}`, content: `r${index}` }],
    },
  ];
}

/** The first message the previous request sent that this history no longer has as it was. */
function changedFrom(
  before: readonly MessageParam[] | undefined,
  history: readonly MessageParam[],
): number | undefined {
  if (!before) return undefined;
  const index = before.findIndex((message, at) => history[at] !== message);
  return index === -1 ? undefined : index;
}

describe('cache breakpoints from the previous request', () => {
  it('are those of every message marked afresh, through growth, a rewrite, a TTL change and a shorter history', () => {
    let history: MessageParam[] = [{ role: 'user', content: [{ type: 'text', text: 'Go.' }] }];
    let previous: MarkedHistory | undefined;
    for (let index = 1; index <= 30; index++) {
      history = [...history, ...turn(index)];
      if (index === 8) {
        // A message that came with a marker of its own (a resumed history): it is stripped.
        history = history.map((message, at) =>
          at === 3
            ? {
                role: 'assistant',
                content: [{ type: 'text', text: 'x', cache_control: { type: 'ephemeral' } }],
              }
            : message,
        );
      }
      if (index === 15) history = history.slice(0, 1).concat(history.slice(-4));
      // A pause_turn continuation: the last message grows without a new one.
      if (index === 20)
        history = [...history, { role: 'assistant', content: [{ type: 'text', text: 'More.' }] }];
      const ttl: CacheTtl = index >= 10 && index < 12 ? '1h' : '5m';
      const after = withCacheBreakpointsAfter(previous, system, history, ttl);
      expect({ system: after.system, messages: after.messages }).toEqual(
        withCacheBreakpoints(system, history, ttl, changedFrom(previous?.input, history)),
      );
      previous = after.history;
    }
  });
});
