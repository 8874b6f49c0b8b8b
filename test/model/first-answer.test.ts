/**
 * What only the answer needs (the tools' code, the boundary's set-up) starts once the
 * first request has reached the API: not while the request is being sent, where its
 * compile work would hold the request's own bytes back (src/engine/model/first-answer.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAnthropicModel } from '../../src/engine/model/anthropic.js';
import { onFirstAnswer } from '../../src/engine/model/first-answer.js';
import { ModelError, type CallModel, type ModelRequest } from '../../src/engine/model/types.js';
import { beginningOnFirstCall } from '../../src/engine/sandbox/index.js';
import { reply, startFakeAnthropic, text, type FakeAnthropic } from '../fakes/anthropic-server.js';

let fake: FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function request(): ModelRequest {
  return {
    model: 'claude-sonnet-5-5',
    system: [{ type: 'text', text: 'You are a careful engineer.' }],
    messages: [{ role: 'user', content: 'Say hello.' }],
    tools: [],
    maxTokens: 1024,
    signal: new AbortController().signal,
  };
}

/** The real client against the fake API; `seen` gets `count()` as each request arrives. */
async function realModel(count: () => number, seen: number[]): Promise<CallModel> {
  fake = await startFakeAnthropic(
    () => {
      seen.push(count());
      return reply(text('Hello.'));
    },
    { thinking: false },
  );
  return createAnthropicModel({ apiKey: 'sk-ant-test-0123456789abcdef', baseURL: fake.url });
}

describe('the first answer', () => {
  it('starts the waiting work once, after the first request has reached the API', async () => {
    let started = 0;
    const seen: number[] = [];
    const callModel = onFirstAnswer(await realModel(() => started, seen), () => (started += 1));
    await callModel(request());
    await callModel(request());
    expect(seen).toEqual([0, 1]);
    expect(started).toBe(1);
  });

  it("begins the tool boundary's set-up after the first request has reached the API", async () => {
    let begun = 0;
    const seen: number[] = [];
    const sandbox = { begin: () => (begun += 1) };
    const callModel = beginningOnFirstCall(await realModel(() => begun, seen), sandbox);
    await callModel(request());
    expect(seen).toEqual([0]);
    expect(begun).toBe(1);
  });

  it('starts when the first call settles for a model without the signal, also on a failure', async () => {
    let started = 0;
    const failing: CallModel = () => Promise.reject(new ModelError('refused', 'server'));
    const callModel = onFirstAnswer(failing, () => (started += 1));
    await expect(callModel(request())).rejects.toThrow('refused');
    expect(started).toBe(1);
  });
});
