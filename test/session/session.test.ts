import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoopEvent } from '../../src/engine/events/stream.js';
import { runSession, type SessionOptions } from '../../src/engine/session/session.js';
import { ModelError, type CallModel, type MessageParam } from '../../src/engine/model/types.js';
import { drain, reply } from '../loop/helpers.js';

function options(overrides: Partial<SessionOptions>): SessionOptions {
  return {
    prompt: 'Say hello.',
    workspaceRoot: mkdtempSync(join(tmpdir(), 'session-ws-')),
    model: 'claude-sonnet-4-0',
    maxTurns: 5,
    maxBudgetUsd: 1,
    timeoutMinutes: 30,
    allowedTools: [],
    disallowedTools: [],
    callModel: async () => reply('hello'),
    secrets: [],
    toolResultDirectory: mkdtempSync(join(tmpdir(), 'session-results-')),
    ripgrepPath: null,
    ...overrides,
  };
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
    const { value } = await drain(runSession(options({ timeoutMinutes: 100_000, callModel })));
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
    const firstRequest = async (overrides: Partial<SessionOptions>) => {
      let sent: MessageParam[] = [];
      await drain(
        runSession(
          options({
            workspaceRoot,
            promptDate: '2026-11-30',
            prompt: 'and now?',
            onConversation: (conversation) => (fingerprint = conversation.fingerprint),
            callModel: async (request) => {
              if (sent.length === 0) sent = request.messages;
              return reply('ok');
            },
            ...overrides,
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
    const same = await firstRequest({ history: { messages: history, fingerprint } });
    expect(same).toEqual([
      ...history,
      { role: 'user', content: [{ type: 'text', text: 'and now?' }] },
    ]);
    // Another tool list: the API would refuse the old thinking, so it goes.
    const other = await firstRequest({
      history: { messages: history, fingerprint },
      disallowedTools: ['Bash'],
    });
    expect(other[1]).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'done' }] });
  });
});
