import { describe, expect, it } from 'vitest';
import {
  INTERRUPTED_TOOL_RESULT,
  rebuildConversation,
  SessionFormatError,
} from '../../src/engine/session/history.js';

const thinking = { type: 'thinking', thinking: 'plan', signature: 'sig_1' };

function lines(...events: object[]): string[] {
  return events.map((event) => JSON.stringify(event));
}

const init = (id: string) => ({ type: 'system', subtype: 'init', session_id: id, cwd: '/ws' });
const user = (content: unknown) => ({ type: 'user', message: { role: 'user', content } });
const assistant = (content: unknown[], stop = 'end_turn') => ({
  type: 'assistant',
  message: { role: 'assistant', content, stop_reason: stop, usage: {} },
});

describe('rebuildConversation', () => {
  it('keeps assistant turns as they joined the history, thinking included', () => {
    const saved = rebuildConversation(
      lines(
        init('root'),
        {
          type: 'system',
          subtype: 'session_state',
          conversation_sha256: 'abc',
          prompt_date: '2026-11-30',
        },
        user([{ type: 'text', text: 'hi' }]),
        assistant([thinking, { type: 'text', text: 'hello', citations: null }]),
        { type: 'result', subtype: 'success' },
        init('second'),
      ),
    );
    expect(saved).toMatchObject({
      cwd: '/ws',
      rootSessionId: 'root',
      fingerprint: 'abc',
      promptDate: '2026-11-30',
    });
    expect(saved.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'hi' }] },
      { role: 'assistant', content: [thinking, { type: 'text', text: 'hello' }] },
    ]);
  });

  it('starts after the last compact boundary and drops tool calls cut by the output limit', () => {
    const saved = rebuildConversation(
      lines(
        user('old'),
        { type: 'system', subtype: 'compact_boundary' },
        user([{ type: 'text', text: 'summary' }]),
        assistant(
          [
            thinking,
            { type: 'text', text: 'part' },
            { type: 'tool_use', id: 't1', name: 'Read', input: {} },
          ],
          'max_tokens',
        ),
        user([{ type: 'text', text: 'continue' }]),
      ),
    );
    expect(saved.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'summary' }] },
      { role: 'assistant', content: [thinking, { type: 'text', text: 'part' }] },
      { role: 'user', content: [{ type: 'text', text: 'continue' }] },
    ]);
  });

  it('answers a tool call a killed run left open and ignores its half-written last line', () => {
    const saved = rebuildConversation([
      ...lines(
        user('go'),
        assistant([thinking, { type: 'tool_use', id: 't1', name: 'Bash', input: {} }]),
      ),
      '{"type":"user","mess',
    ]);
    expect(saved.messages.at(-1)).toEqual({
      role: 'user',
      content: [
        {
          type: 'tool_result',
          tool_use_id: 't1',
          content: INTERRUPTED_TOOL_RESULT,
          is_error: true,
        },
      ],
    });
  });

  it('joins a new prompt to the tool results the earlier run ended on', () => {
    const saved = rebuildConversation(
      lines(
        user('go'),
        assistant([{ type: 'tool_use', id: 't1', name: 'Read', input: {} }]),
        user([{ type: 'tool_result', tool_use_id: 't1', content: 'x' }]),
        user([{ type: 'text', text: 'next' }]),
      ),
    );
    expect(saved.messages.at(-1)).toEqual({
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 't1', content: 'x' },
        { type: 'text', text: 'next' },
      ],
    });
  });

  it('refuses a damaged line in the middle and a message without content', () => {
    expect(() => rebuildConversation(['{oops', JSON.stringify(user('x'))])).toThrow(
      SessionFormatError,
    );
    expect(() => rebuildConversation(lines({ type: 'assistant', message: {} }))).toThrow(
      /line 1: the message has no content blocks/,
    );
  });
});
