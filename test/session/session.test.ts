import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoopEvent } from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import type { SessionOptions } from '../../src/engine/session/options.js';
import { ModelError, type CallModel, type MessageParam } from '../../src/engine/model/types.js';
import { drain, reply } from '../loop/helpers.js';
import { withOverrides, type SessionOverrides } from './overrides.js';

function options(overrides: SessionOverrides): SessionOptions {
  return withOverrides(
    {
      prompt: 'Say hello.',
      workspaceRoot: mkdtempSync(join(tmpdir(), 'session-ws-')),
      model: { id: 'claude-sonnet-4-0', call: async () => reply('hello') },
      limits: { maxTurns: 5, maxBudgetUsd: 1, timeoutMinutes: 30 },
      tools: {
        allowedTools: [],
        disallowedTools: [],
        toolResultDirectory: mkdtempSync(join(tmpdir(), 'session-results-')),
        ripgrepPath: null,
      },
      host: { secrets: [] },
    },
    overrides,
  );
}

describe('runSession', () => {
  it('does not time out at once when the timeout exceeds what setTimeout can hold', async () => {
    // Answers after a short while unless the run is aborted first.
    const callModel: CallModel = (request) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(reply('hello')), 50);
        request.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new ModelError('aborted', 'aborted'));
        });
      });
    const { value } = await drain(
      runSession(
        options({
          limits: { timeoutMinutes: 100_000 },
          model: { call: callModel },
        }),
      ),
    );
    expect(value.terminal_reason).toBe('completed');
  });

  it('still ends with a result line when setting up the run fails', async () => {
    const { events } = await drain<LoopEvent, unknown>(
      runSession(options({ workspaceRoot: '/dev/null/cannot-be-a-workspace' })),
    );
    const last = events.at(-1);
    expect(last?.type).toBe('result');
    expect(last && last.type === 'result' && last.is_error).toBe(true);
    // The failure is the set-up's (the workspace), not a model call's.
    expect(events.some((event) => event.type === 'assistant')).toBe(false);
    expect(JSON.stringify(last)).toContain('cannot-be-a-workspace');
  });

  it('sends a saved conversation first, keeping its thinking only under the same prefix', async () => {
    const history: MessageParam[] = [
      { role: 'user', content: [{ type: 'text', text: 'earlier' }] },
      {
        role: 'assistant',
        content: [
          { type: 'thinking', thinking: 'plan', signature: 'sig' },
          { type: 'text', text: 'done' },
        ],
      },
    ];
    const workspaceRoot = mkdtempSync(join(tmpdir(), 'session-ws-'));
    let fingerprint = '';
    const firstRequest = async (overrides: SessionOverrides) => {
      let sent: MessageParam[] = [];
      await drain(
        runSession(
          options({
            workspaceRoot,
            ...overrides,
            conversation: {
              promptDate: '2026-11-30',
              onConversation: (conversation) => (fingerprint = conversation.fingerprint),
              ...overrides.conversation,
            },
            prompt: 'and now?',
            model: {
              call: async (request) => {
                if (sent.length === 0) sent = request.messages;
                return reply('ok');
              },
            },
          }),
        ),
      );
      return JSON.parse(
        JSON.stringify(sent, (key, value: unknown) =>
          key === 'cache_control' ? undefined : value,
        ),
      ) as MessageParam[];
    };
    await firstRequest({});
    const same = await firstRequest({
      conversation: { history: { messages: history, fingerprint } },
    });
    expect(same).toEqual([
      ...history,
      { role: 'user', content: [{ type: 'text', text: 'and now?' }] },
    ]);
    // Another tool list: the API would refuse the old thinking, so it goes.
    const other = await firstRequest({
      conversation: { history: { messages: history, fingerprint } },
      tools: { disallowedTools: ['Bash'] },
    });
    expect(other[1]).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'done' }] });
  });
});
