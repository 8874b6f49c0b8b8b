import { afterEach, describe, expect, it } from 'vitest';
import { createAnthropicModel } from '../../src/engine/model/anthropic.js';
import {
  backoffDelayMs,
  callWithRetry,
  type RetryNotice,
  type RetryOptions,
  type RetryResult,
} from '../../src/engine/loop/retry.js';
import {
  ModelError,
  type CallModel,
  type Message,
  type ModelRequest,
} from '../../src/engine/model/types.js';
import {
  cutStream,
  httpError,
  overloaded,
  overloadedInStream,
  promptTooLong,
  rateLimited,
  reply,
  serverError,
  startFakeAnthropic,
  text,
  type FakeAnthropic,
  type Script,
} from '../fakes/anthropic-server.js';

let fake: FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function realModel(script: Script): Promise<CallModel> {
  fake = await startFakeAnthropic(script);
  return createAnthropicModel({ apiKey: 'sk-ant-test-key-123456', baseURL: fake.url });
}

function request(signal: AbortSignal = new AbortController().signal): ModelRequest {
  return {
    model: 'claude-sonnet-5-5',
    system: [],
    messages: [{ role: 'user', content: 'hello' }],
    tools: [],
    maxTokens: 1024,
    signal,
  };
}

/** Records every wait instead of waiting. */
function recordingSleep(): { sleep: NonNullable<RetryOptions['sleep']>; waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    sleep: async (ms) => {
      waits.push(ms);
    },
  };
}

/** Runs the generator to the end, collecting notices and the result or the error. */
async function drive(
  generator: AsyncGenerator<RetryNotice, RetryResult>,
): Promise<{ notices: RetryNotice[]; result?: RetryResult; error?: unknown }> {
  const notices: RetryNotice[] = [];
  try {
    while (true) {
      const step = await generator.next();
      if (step.done) return { notices, result: step.value };
      notices.push(step.value);
    }
  } catch (error) {
    return { notices, error };
  }
}

/** A CallModel that throws the given errors in turn, then answers. */
function scriptedModel(errors: ModelError[]): { callModel: CallModel; models: string[] } {
  const models: string[] = [];
  let call = 0;
  const callModel: CallModel = async (modelRequest) => {
    models.push(modelRequest.model);
    const error = errors[call++];
    if (error) throw error;
    return { id: 'msg_1', model: modelRequest.model, content: [] } as unknown as Message;
  };
  return { callModel, models };
}

describe('backoffDelayMs', () => {
  it('doubles from 500 ms, caps the base at 32 s, and adds up to 25 % jitter', () => {
    const noJitter = Array.from({ length: 10 }, (_, index) => backoffDelayMs(index + 1, () => 0));
    expect(noJitter).toEqual([500, 1000, 2000, 4000, 8000, 16000, 32000, 32000, 32000, 32000]);
    expect(backoffDelayMs(1, () => 0.999999)).toBe(625);
    expect(backoffDelayMs(10, () => 0.5)).toBe(36000);
  });
});

describe('callWithRetry against the fake API', () => {
  it('retries 429, 529, 500, a cut stream and an in-stream overload, then returns the answer', async () => {
    const callModel = await realModel([
      rateLimited(),
      overloaded(),
      serverError(),
      cutStream(),
      overloadedInStream(),
      reply(text('finally')),
    ]);
    const { sleep, waits } = recordingSleep();
    const { notices, result, error } = await drive(
      callWithRetry(callModel, request(), {
        signal: new AbortController().signal,
        sleep,
        random: () => 0,
      }),
    );
    expect(error).toBeUndefined();
    expect(result?.message.content.find((b) => b.type === 'text')).toMatchObject({
      text: 'finally',
    });
    expect(result?.model).toBe('claude-sonnet-5-5');
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(notices.map((notice) => notice.kind === 'retry' && notice.error.kind)).toEqual([
      'rate_limit',
      'overloaded',
      'server',
      'stream_cut',
      'overloaded',
    ]);
    expect(notices[0]).toMatchObject({ kind: 'retry', attempt: 1, maxRetries: 10, delayMs: 500 });
    expect(fake!.requests).toHaveLength(6);
  });

  it('honours retry-after instead of the backoff', async () => {
    const callModel = await realModel([rateLimited(3), reply(text('ok'))]);
    const { sleep, waits } = recordingSleep();
    await drive(
      callWithRetry(callModel, request(), { signal: new AbortController().signal, sleep }),
    );
    expect(waits).toEqual([3000]);
  });

  it('does not retry a 400 or a 401', async () => {
    for (const step of [
      httpError(400, 'invalid_request_error', 'bad'),
      httpError(401, 'authentication_error', 'invalid x-api-key'),
      promptTooLong(),
    ]) {
      const callModel = await realModel([step, reply(text('never'))]);
      const { sleep, waits } = recordingSleep();
      const { notices, error } = await drive(
        callWithRetry(callModel, request(), { signal: new AbortController().signal, sleep }),
      );
      expect(error).toBeInstanceOf(ModelError);
      expect((error as ModelError).status).toBe(step.status);
      expect(notices).toEqual([]);
      expect(waits).toEqual([]);
      expect(fake!.requests).toHaveLength(1);
      await fake!.close();
      fake = undefined;
    }
  });

  it('switches to the fallback model after three overloads in a row', async () => {
    const callModel = await realModel((sent) =>
      sent.body.model === 'claude-opus-5-5' ? overloaded() : reply(text(`from ${sent.body.model}`)),
    );
    const { sleep, waits } = recordingSleep();
    const { notices, result } = await drive(
      callWithRetry(
        callModel,
        { ...request(), model: 'claude-opus-5-5' },
        {
          signal: new AbortController().signal,
          sleep,
          random: () => 0,
          fallbackModel: 'claude-sonnet-5-5',
        },
      ),
    );
    expect(notices.map((notice) => notice.kind)).toEqual(['retry', 'retry', 'fallback']);
    expect(notices[2]).toEqual({
      kind: 'fallback',
      fromModel: 'claude-opus-5-5',
      toModel: 'claude-sonnet-5-5',
    });
    expect(waits).toEqual([500, 1000]);
    expect(result?.model).toBe('claude-sonnet-5-5');
    expect(result?.message.content.find((b) => b.type === 'text')).toMatchObject({
      text: 'from claude-sonnet-5-5',
    });
    expect(fake!.requests.map((sent) => sent.body.model)).toEqual([
      'claude-opus-5-5',
      'claude-opus-5-5',
      'claude-opus-5-5',
      'claude-sonnet-5-5',
    ]);
  });
});

describe('callWithRetry rules', () => {
  const overload = (): ModelError => new ModelError('overloaded', 'overloaded', { status: 529 });
  const rateLimit = (): ModelError => new ModelError('slow down', 'rate_limit', { status: 429 });

  it('throws the last error once the retries run out', async () => {
    const errors = Array.from(
      { length: 12 },
      (_, index) => new ModelError(`failure ${index}`, 'server', { status: 500 }),
    );
    const { callModel, models } = scriptedModel(errors);
    const { sleep, waits } = recordingSleep();
    const { notices, error } = await drive(
      callWithRetry(callModel, request(), {
        signal: new AbortController().signal,
        sleep,
        random: () => 0,
      }),
    );
    expect(models).toHaveLength(11);
    expect(notices).toHaveLength(10);
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 16000, 32000, 32000, 32000, 32000]);
    expect((error as ModelError).message).toBe('failure 10');
  });

  it('respects a smaller maxRetries', async () => {
    const { callModel, models } = scriptedModel([rateLimit(), rateLimit(), rateLimit()]);
    const { sleep } = recordingSleep();
    const { error } = await drive(
      callWithRetry(callModel, request(), {
        signal: new AbortController().signal,
        sleep,
        maxRetries: 2,
      }),
    );
    expect((error as ModelError).kind).toBe('rate_limit');
    expect(models).toHaveLength(3);
  });

  it('counts only overloads in a row towards the fallback', async () => {
    const { callModel, models } = scriptedModel([
      overload(),
      overload(),
      rateLimit(),
      overload(),
      overload(),
    ]);
    const { sleep } = recordingSleep();
    const { notices, result } = await drive(
      callWithRetry(callModel, request(), {
        signal: new AbortController().signal,
        sleep,
        fallbackModel: 'claude-haiku-5-5',
      }),
    );
    expect(notices.some((notice) => notice.kind === 'fallback')).toBe(false);
    expect(result?.model).toBe('claude-sonnet-5-5');
    expect(models).toHaveLength(6);
  });

  it('does not switch to a fallback that the budget cannot pay for', async () => {
    const { callModel, models } = scriptedModel([overload(), overload(), overload(), overload()]);
    const { sleep } = recordingSleep();
    const { notices, result } = await drive(
      callWithRetry(callModel, request(), {
        signal: new AbortController().signal,
        sleep,
        fallbackModel: 'claude-opus-4-1',
        maxTokensFor: () => null,
      }),
    );
    expect(notices.some((notice) => notice.kind === 'fallback')).toBe(false);
    expect(new Set(models)).toEqual(new Set(['claude-sonnet-5-5']));
    expect(result?.model).toBe('claude-sonnet-5-5');
  });

  it('keeps retrying the same model after three overloads when no fallback is set', async () => {
    const { callModel, models } = scriptedModel([overload(), overload(), overload(), overload()]);
    const { sleep } = recordingSleep();
    const { notices, result } = await drive(
      callWithRetry(callModel, request(), { signal: new AbortController().signal, sleep }),
    );
    expect(notices.map((notice) => notice.kind)).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect(new Set(models)).toEqual(new Set(['claude-sonnet-5-5']));
    expect(result?.model).toBe('claude-sonnet-5-5');
  });

  it('stops with aborted when the signal aborts during a wait (real timer)', async () => {
    // The server asks for a 20 s wait: only the abort can end it within the bound below.
    const slow = new ModelError('slow down', 'rate_limit', { status: 429, retryAfterMs: 20_000 });
    const { callModel, models } = scriptedModel([slow, rateLimit()]);
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 50);
    const { notices, error } = await drive(
      callWithRetry(callModel, request(controller.signal), {
        signal: controller.signal,
        random: () => 0,
        maxRetries: 3,
      }),
    );
    expect(notices).toHaveLength(1);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(models).toHaveLength(1);
  });

  it('does not start a wait that would pass the deadline', async () => {
    const { callModel, models } = scriptedModel([rateLimit(), rateLimit(), rateLimit()]);
    const { sleep, waits } = recordingSleep();
    let clock = 1_000_000;
    const { notices, error } = await drive(
      callWithRetry(callModel, request(), {
        signal: new AbortController().signal,
        sleep: async (ms, signal) => {
          clock += ms;
          await sleep(ms, signal);
        },
        now: () => clock,
        random: () => 0,
        deadline: 1_000_000 + 1200,
      }),
    );
    // 500 fits (ends at +500), 1000 would end at +1500 > +1200.
    expect(waits).toEqual([500]);
    expect(notices).toHaveLength(1);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).kind).toBe('deadline');
    expect((error as ModelError).lastError?.kind).toBe('rate_limit');
    expect(models).toHaveLength(2);
  });

  it('does not call the model when the signal is already aborted', async () => {
    const { callModel, models } = scriptedModel([]);
    const { error } = await drive(
      callWithRetry(callModel, request(), { signal: AbortSignal.abort() }),
    );
    expect((error as ModelError).kind).toBe('aborted');
    expect(models).toHaveLength(0);
  });

  it('wraps a non-ModelError failure as unknown and does not retry it', async () => {
    const callModel: CallModel = async () => {
      throw new TypeError('bug');
    };
    const { notices, error } = await drive(
      callWithRetry(callModel, request(), { signal: new AbortController().signal }),
    );
    expect(notices).toEqual([]);
    expect((error as ModelError).kind).toBe('unknown');
  });
});
