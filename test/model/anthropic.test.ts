import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createAnthropicModel,
  UNPARSED_TOOL_INPUT_KEY,
  unparsedToolInput,
} from '../../src/engine/model/anthropic.js';
import { ModelError, type ModelRequest } from '../../src/engine/model/types.js';
import {
  cutStream,
  delay,
  hang,
  httpError,
  overloaded,
  overloadedInStream,
  promptTooLong,
  rateLimited,
  rawToolUse,
  reply,
  serverError,
  startFakeAnthropic,
  text,
  thinking,
  toolUse,
  type FakeAnthropic,
  type Script,
} from '../fakes/anthropic-server.js';

const API_KEY = 'sk-ant-test-0123456789abcdef';

let fake: FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/**
 * These tests check how the adapter assembles exactly what was streamed, so the fake adds
 * no thinking block of its own here (the loop tests run with it on).
 */
async function modelFor(script: Script, options: { streamIdleTimeoutMs?: number } = {}) {
  fake = await startFakeAnthropic(script, { thinking: false });
  return createAnthropicModel({ apiKey: API_KEY, baseURL: fake.url, ...options });
}

function request(overrides: Partial<ModelRequest> = {}): ModelRequest {
  return {
    model: 'claude-sonnet-5-5',
    system: [{ type: 'text', text: 'You are a careful engineer.' }],
    messages: [{ role: 'user', content: 'Fix the failing test.' }],
    tools: [
      {
        name: 'Read',
        description: 'Read a file',
        input_schema: { type: 'object', properties: { file_path: { type: 'string' } } },
      },
    ],
    maxTokens: 4096,
    signal: new AbortController().signal,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

describe('createAnthropicModel: answers', () => {
  it('assembles text streamed across several deltas, with id, model, stop reason and usage', async () => {
    const callModel = await modelFor([reply(text('All tests pass now, the fix was in parse().'))]);
    const message = await callModel(request());
    expect(message.content).toEqual([
      { type: 'text', text: 'All tests pass now, the fix was in parse().', citations: null },
    ]);
    expect(message.stop_reason).toBe('end_turn');
    expect(message.model).toBe('claude-sonnet-5-5');
    expect(message.id).toMatch(/^msg_fake_/);
    expect(message.usage.input_tokens).toBeGreaterThan(10);
    // message_delta's output count replaces message_start's placeholder of 1.
    expect(message.usage.output_tokens).toBe(20); // the fake bills 0.45 a byte (test/fakes)
  });

  it('sends the request the loop built, authenticated, with the SDK retries off', async () => {
    const callModel = await modelFor([reply(text('ok'))]);
    await callModel(request());
    const sent = fake!.requests[0]!;
    expect(sent.body).toMatchObject({
      model: 'claude-sonnet-5-5',
      max_tokens: 4096,
      stream: true,
      system: [{ type: 'text', text: 'You are a careful engineer.' }],
      messages: [{ role: 'user', content: 'Fix the failing test.' }],
    });
    expect(sent.body.tools[0].name).toBe('Read');
    expect(sent.headers['authorization'] ?? sent.headers['x-api-key']).toContain(API_KEY);
    expect(sent.headers['x-stainless-retry-count']).toBe('0');
  });

  it('asks adaptive-thinking models to show their thinking, sends effort only when set', async () => {
    const callModel = await modelFor(() => reply(text('ok')));
    await callModel(request({ showThinking: true }));
    await callModel(request({ showThinking: true, effort: 'xhigh' }));
    await callModel(request({ showThinking: true, model: 'claude-3-5-haiku-latest' }));
    const [current, withEffort, older] = fake!.requests.map((sent) => sent.body);
    expect(current.thinking).toEqual({ type: 'adaptive', display: 'summarized' });
    expect(current.output_config).toBeUndefined();
    expect(withEffort.output_config).toEqual({ effort: 'xhigh' });
    // A model without adaptive thinking refuses the field: it is not sent.
    expect(older.thinking).toBeUndefined();
  });

  it('leaves tools out of a text-only request', async () => {
    const callModel = await modelFor([reply(text('summary'))]);
    await callModel(request({ tools: [] }));
    expect(fake!.requests[0]!.body).not.toHaveProperty('tools');
  });

  it('assembles tool_use input split across input_json_delta events', async () => {
    const input = { file_path: 'src/parse.ts', offset: 120, limit: 40, note: 'ünïcode ✓' };
    const callModel = await modelFor([
      reply([text('Let me read it.'), toolUse('Read', input, 'toolu_1'), toolUse('Glob', {})]),
    ]);
    const message = await callModel(request());
    expect(message.stop_reason).toBe('tool_use');
    expect(message.content[1]).toMatchObject({
      type: 'tool_use',
      id: 'toolu_1',
      name: 'Read',
      input,
    });
    expect(message.content[2]).toMatchObject({ type: 'tool_use', name: 'Glob', input: {} });
  });

  it('keeps the raw text of tool input that is not valid JSON', async () => {
    const callModel = await modelFor([reply(rawToolUse('Read', '{"file_path": "src/a.ts",'))]);
    const message = await callModel(request());
    const block = message.content[0]!;
    expect(block.type).toBe('tool_use');
    if (block.type !== 'tool_use') return;
    expect(block.input).toEqual({ [UNPARSED_TOOL_INPUT_KEY]: '{"file_path": "src/a.ts",' });
    expect(unparsedToolInput(block)).toBe('{"file_path": "src/a.ts",');
    expect(unparsedToolInput({ input: { file_path: 'x' } })).toBeUndefined();
  });

  it('assembles thinking blocks with their signature', async () => {
    const callModel = await modelFor([
      reply([thinking('The parser drops the last token.', 'sig-abc'), text('Found it.')]),
    ]);
    const message = await callModel(request());
    expect(message.content[0]).toEqual({
      type: 'thinking',
      thinking: 'The parser drops the last token.',
      signature: 'sig-abc',
    });
  });

  it('reports cache reads and writes from the cache_control breakpoints', async () => {
    const callModel = await modelFor([reply(text('one')), reply(text('two'))]);
    const cached = request({
      system: [{ type: 'text', text: 'S'.repeat(4000), cache_control: { type: 'ephemeral' } }],
    });
    const first = await callModel(cached);
    expect(first.usage.cache_creation_input_tokens).toBeGreaterThan(1000);
    expect(first.usage.cache_read_input_tokens).toBe(0);
    const second = await callModel(cached);
    expect(second.usage.cache_read_input_tokens).toBe(first.usage.cache_creation_input_tokens);
    expect(second.usage.cache_creation_input_tokens).toBe(0);
  });

  it('uses a usage override when the step gives one', async () => {
    const callModel = await modelFor([
      reply(text('hi'), {
        usage: { input_tokens: 1234, output_tokens: 56, cache_read_input_tokens: 7 },
      }),
    ]);
    const message = await callModel(request());
    expect(message.usage).toMatchObject({
      input_tokens: 1234,
      output_tokens: 56,
      cache_read_input_tokens: 7,
    });
  });
});

describe('createAnthropicModel: errors', () => {
  it('maps 429 to rate_limit with retry-after in ms', async () => {
    const callModel = await modelFor([rateLimited(7)]);
    const error = await failure(callModel(request()));
    expect(error.kind).toBe('rate_limit');
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(7000);
    expect(error.retryable).toBe(true);
  });

  it('prefers retry-after-ms and reads an HTTP-date retry-after', async () => {
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    const callModel = await modelFor([
      httpError(429, 'rate_limit_error', 'slow down', {
        'retry-after-ms': '1500',
        'retry-after': '9',
      }),
      httpError(503, 'api_error', 'unavailable', { 'retry-after': inTenSeconds }),
    ]);
    expect((await failure(callModel(request()))).retryAfterMs).toBe(1500);
    const dated = await failure(callModel(request()));
    expect(dated.kind).toBe('server');
    expect(dated.retryAfterMs).toBeGreaterThan(8000);
    expect(dated.retryAfterMs).toBeLessThanOrEqual(10_000);
  });

  it('maps 529 to overloaded and 500 to server', async () => {
    const callModel = await modelFor([overloaded(), serverError()]);
    const first = await failure(callModel(request()));
    expect([first.kind, first.status]).toEqual(['overloaded', 529]);
    const second = await failure(callModel(request()));
    expect([second.kind, second.status]).toEqual(['server', 500]);
  });

  it('maps 408 and 409', async () => {
    const callModel = await modelFor([
      httpError(408, 'timeout_error', 'Request timed out'),
      httpError(409, 'conflict_error', 'Conflict'),
    ]);
    expect((await failure(callModel(request()))).kind).toBe('timeout');
    expect((await failure(callModel(request()))).kind).toBe('conflict');
  });

  it('maps 400 "prompt is too long" to prompt_too_long and other 400s to invalid_request', async () => {
    const callModel = await modelFor([
      promptTooLong(),
      httpError(400, 'invalid_request_error', 'temperature: unexpected value'),
    ]);
    const tooLong = await failure(callModel(request()));
    expect(tooLong.kind).toBe('prompt_too_long');
    expect(tooLong.retryable).toBe(false);
    expect((await failure(callModel(request()))).kind).toBe('invalid_request');
  });

  it('maps 401 to authentication and never puts the key in the message', async () => {
    const callModel = await modelFor([
      httpError(401, 'authentication_error', `invalid x-api-key ${API_KEY}`),
    ]);
    const error = await failure(callModel(request()));
    expect(error.kind).toBe('authentication');
    expect(error.message).not.toContain(API_KEY);
    expect(error.message).toContain('[redacted]');
  });

  it('maps the fake API rejecting a malformed request to invalid_request', async () => {
    const callModel = await modelFor([reply(text('never sent'))]);
    const error = await failure(
      callModel(request({ messages: [{ role: 'assistant', content: 'I start' }] })),
    );
    expect(error.kind).toBe('invalid_request');
    expect(error.message).toContain('first message must use the "user" role');
    expect(fake!.requests[0]!.rejected?.status).toBe(400);
  });

  it('maps an overloaded_error event inside a 200 stream to overloaded', async () => {
    const callModel = await modelFor([overloadedInStream()]);
    const error = await failure(callModel(request()));
    expect(error.kind).toBe('overloaded');
    expect(error.status).toBeUndefined();
    expect(error.retryable).toBe(true);
  });

  it('maps a connection dropped mid-stream to stream_cut', async () => {
    const callModel = await modelFor([cutStream()]);
    const error = await failure(callModel(request()));
    expect(error.kind).toBe('stream_cut');
    expect(error.retryable).toBe(true);
  });

  it('maps a stream that ends cleanly without message_stop to stream_cut', async () => {
    const callModel = await modelFor([cutStream({ how: 'end', afterEvents: 6 })]);
    const error = await failure(callModel(request()));
    expect(error.kind).toBe('stream_cut');
    expect(error.message).toContain('message_stop');
  });

  it('maps a stream that stalls past the idle timeout to stream_cut', async () => {
    const callModel = await modelFor([reply(text('slow answer'), { eventDelayMs: 400 })], {
      streamIdleTimeoutMs: 100,
    });
    const error = await failure(callModel(request()));
    expect(error.kind).toBe('stream_cut');
    expect(error.message).toContain('stalled');
  });

  it('maps connection refused to connection', async () => {
    const port = await closedPort();
    const callModel = createAnthropicModel({
      apiKey: API_KEY,
      baseURL: `http://127.0.0.1:${port}`,
    });
    const error = await failure(callModel(request()));
    expect(error.kind).toBe('connection');
    expect(error.retryable).toBe(true);
    expect(error.message).not.toContain(API_KEY);
  });

  it('maps our abort during the wait for headers to aborted', async () => {
    const callModel = await modelFor([hang()]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(callModel(request({ signal: controller.signal })));
    expect(error.kind).toBe('aborted');
    expect(error.retryable).toBe(false);
  });

  it('maps our abort mid-stream to aborted and closes the connection', async () => {
    const callModel = await modelFor([
      reply(text('a long answer that streams slowly, piece by piece'), { eventDelayMs: 40 }),
    ]);
    const controller = new AbortController();
    const pending = failure(callModel(request({ signal: controller.signal })));
    // Aborted once the server has the request (however slow the machine), while the
    // answer streams for a second or more.
    await waitFor(() => fake!.requests.length > 0, 30_000);
    setTimeout(() => controller.abort(), 100);
    const error = await pending;
    expect(error.kind).toBe('aborted');
    await waitFor(() => fake!.requests[0]!.clientDisconnected, 30_000);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const callModel = await modelFor([reply(text('unused'))]);
    const error = await failure(callModel(request({ signal: AbortSignal.abort() })));
    expect(error.kind).toBe('aborted');
    expect(fake!.requests).toHaveLength(0);
  });

  it('waits out a delay step and then answers', async () => {
    const callModel = await modelFor([delay(100, reply(text('late but fine')))]);
    const message = await callModel(request());
    expect(message.content[0]).toMatchObject({ text: 'late but fine' });
  });

  it('answers 500 naming the request index when the script runs out', async () => {
    const callModel = await modelFor([reply(text('only one'))]);
    await callModel(request());
    const error = await failure(callModel(request()));
    expect(error.kind).toBe('server');
    expect(error.message).toContain('no step for request #1');
  });
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
