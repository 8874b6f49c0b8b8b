/**
 * The loop against the fake server's preserved-thinking prefix check: every assistant turn
 * goes back as it arrived (normalised once), and a history rewrite drops the thinking of
 * the turns after it instead of sending blocks whose prefix changed.
 */
import { describe, expect, it } from 'vitest';
import { CLEARED_TOOL_RESULT, microcompact } from '../../src/engine/context/microcompact.js';
import { queryLoop } from '../../src/engine/loop/query-loop.js';
import { rebuildConversation } from '../../src/engine/session/history.js';
import type { Tool } from '../../src/engine/tools/types.js';
import {
  baseParams,
  createEchoTool,
  drain,
  reply,
  scriptedModel,
  testDeps,
  toolUse,
} from './helpers.js';

const thinkingCount = (message: { content: unknown }): number =>
  Array.isArray(message.content)
    ? message.content.filter((block: { type: string }) => block.type === 'thinking').length
    : 0;

describe('queryLoop and preserved thinking', () => {
  it('sends every assistant turn back with its thinking, byte for byte, turn after turn', async () => {
    const model = scriptedModel([
      reply([toolUse('Echo', { text: 'a' })]),
      reply([toolUse('Echo', { text: 'b' })]),
      reply([toolUse('Echo', { text: 'c' })]),
      reply('done'),
    ]);
    const { value } = await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    expect(value.reason).toBe('completed');
    const last = model.requests[3]!.messages;
    expect(last.filter((message) => message.role === 'assistant').map(thinkingCount)).toEqual([
      1, 1, 1,
    ]);
    // Each earlier request's assistant turns reappear unchanged (cache markers aside).
    const plain = (value: unknown) =>
      JSON.stringify(value).replace(/,"cache_control":\{[^}]*\}/g, '');
    for (let index = 1; index < 3; index++) {
      expect(plain(last.slice(0, index * 2 + 1))).toBe(
        plain(model.requests[index]!.messages.slice(0, index * 2 + 1)),
      );
    }
  });

  it('drops an empty or blank text block when the response arrives, not later', async () => {
    const model = scriptedModel([
      reply([
        { type: 'text', text: '' },
        { type: 'text', text: ' \n' },
        toolUse('Echo', { text: 'a' }),
      ]),
      reply('done'),
    ]);
    const { events, value } = await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    expect(value.reason).toBe('completed');
    const first = events.find((event) => event.type === 'assistant');
    const types = (first as { message: { content: { type: string }[] } }).message.content.map(
      (block) => block.type,
    );
    expect(types).toEqual(['thinking', 'tool_use']);
    expect(JSON.stringify(model.requests[1]!.messages[1])).toContain('"type":"thinking"');
  });

  it('after microcompact clears old results, sends no thinking whose prefix changed', async () => {
    const bulky: Tool<{ text: string }> = {
      ...createEchoTool().tool,
      call: async (input) => ({ content: `${input.text}: ${'x'.repeat(400)}` }),
    };
    const model = scriptedModel([
      reply([toolUse('Echo', { text: 'one' })]),
      reply([toolUse('Echo', { text: 'two' })]),
      reply([toolUse('Echo', { text: 'three' })]),
      reply('done'),
    ]);
    let clearings = 0;
    const deps = testDeps(model.callModel, {
      // The real microcompact, with thresholds small enough for a test conversation.
      microcompact: (messages, options) => {
        const result = microcompact(messages, {
          ...options,
          warningThreshold: 0,
          keepRecent: 1,
          minToolResultTokens: 50,
          minFreedTokens: 50,
        });
        if (result) clearings++;
        return result;
      },
    });
    const params = baseParams({ tools: [bulky] });
    const { value, events } = await drain(queryLoop(params, deps));
    expect(value.reason).toBe('completed');
    expect(clearings).toBeGreaterThan(0);
    const last = model.requests.at(-1)!.messages;

    // A saved session of this run rebuilds exactly the history the last request carried.
    const saved = [...params.messages.map((message) => ({ type: 'user', message })), ...events].map(
      (event) => JSON.stringify(event),
    );
    expect(saved.some((line) => line.includes('"microcompact_boundary"'))).toBe(true);
    const plain = (value: unknown) =>
      JSON.stringify(value).replace(/,"cache_control":\{[^}]*\}/g, '');
    expect(plain(rebuildConversation(saved).messages.slice(0, last.length))).toBe(plain(last));
    expect(JSON.stringify(last)).toContain(CLEARED_TOOL_RESULT);
    // Turn 1 came before any cleared result and keeps its thinking; later turns lost theirs.
    const assistants = last.filter((message) => message.role === 'assistant');
    expect(thinkingCount(assistants[0]!)).toBe(1);
    expect(assistants.slice(1).map(thinkingCount)).toEqual([0, 0]);
  });

  it('on Sonnet 5.5 asks for the notes in thinking and reports the latest one when no text came', async () => {
    const model = scriptedModel([reply([toolUse('Echo', { text: 'a' })])]);
    const params = baseParams({ model: 'claude-sonnet-5-5', maxTurns: 1 });
    const { value } = await drain(queryLoop(params, testDeps(model.callModel)));
    expect(value.reason).toBe('max_turns');
    expect(model.requests[0]!.showThinking).toBe(true);
    // The fake shows a note only when the request asked for display: 'summarized'.
    expect(value.state.lastAssistantText).toMatch(/^Working on step \d+\.$/);
  });

  it('after an output-limit cut, drops a thinking block the cut left unsigned', async () => {
    const cut = reply('', { stop: 'max_tokens' });
    (cut as { content: unknown[] }).content = [
      { type: 'thinking', thinking: 'half a thou', signature: '' },
    ];
    const model = scriptedModel([cut, cut, reply('done')]);
    const params = baseParams({ maxOutputTokens: 64_000 });
    const { value } = await drain(queryLoop(params, testDeps(model.callModel)));
    expect(value.reason).toBe('completed');
    const resent = model.requests.at(-1)!.messages[1]!;
    expect(JSON.stringify(resent)).not.toContain('half a thou');
  });
});
