import { describe, expect, it } from 'vitest';
import {
  EARLIER_HISTORY_OMITTED,
  MISSING_TOOL_RESULT,
  normalizeMessagesForApi,
} from '../../src/engine/context/normalize.js';
import type { MessageParam } from '../../src/engine/model/types.js';
import { apiViolation, conversation, output } from './conversation.js';

describe('normalizeMessagesForApi', () => {
  const valid = conversation([
    { name: 'Read', input: { file_path: '/w/a.ts' }, result: output(100) },
    { name: 'Bash', input: { command: 'ls' }, result: output(100) },
  ]);

  it('returns a valid list unchanged (same objects)', () => {
    const out = normalizeMessagesForApi(valid);
    expect(out).toEqual(valid);
    out.forEach((message, i) => expect(message).toBe(valid[i]));
  });

  it('repairs a list cut in the middle of a tool pair without losing the rest', () => {
    // Cut after the first assistant turn: starts with orphan results.
    const cut = valid.slice(2);
    expect(apiViolation(cut)).not.toBeNull();
    const out = normalizeMessagesForApi(cut);
    expect(apiViolation(out)).toBeNull();
    expect(out).toEqual([{ role: 'user', content: EARLIER_HISTORY_OMITTED }, valid[3], valid[4]]);
    expect(out[1]).toBe(valid[3]);
  });

  it('puts a placeholder user turn before a list that starts with the assistant', () => {
    const out = normalizeMessagesForApi(valid.slice(1));
    expect(apiViolation(out)).toBeNull();
    expect(out.slice(1)).toEqual(valid.slice(1));
  });

  it('answers a tool_use whose result is missing, and drops tool_use from a trailing assistant', () => {
    const broken: MessageParam[] = [
      valid[0]!,
      valid[1]!,
      { role: 'user', content: 'keep going' }, // the result of toolu_0000 got lost
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Running it.' },
          { type: 'tool_use', id: 'toolu_last', name: 'Bash', input: { command: 'x' } },
        ],
      },
    ];
    const out = normalizeMessagesForApi(broken);
    expect(apiViolation(out)).toBeNull();
    expect(out[2]!.content).toEqual([
      {
        type: 'tool_result',
        tool_use_id: 'toolu_0000',
        content: MISSING_TOOL_RESULT,
        is_error: true,
      },
      { type: 'text', text: 'keep going' },
    ]);
    expect(out[3]!.content).toEqual([{ type: 'text', text: 'Running it.' }]);
  });

  it('merges consecutive messages of one role, tool results first', () => {
    const out = normalizeMessagesForApi([
      valid[0]!,
      valid[1]!,
      { role: 'user', content: 'note' },
      valid[2]!,
    ]);
    expect(apiViolation(out)).toBeNull();
    expect(out).toHaveLength(3);
    const blocks = out[2]!.content as { type: string }[];
    expect(blocks.map((b) => b.type)).toEqual(['tool_result', 'text']);
  });
});
