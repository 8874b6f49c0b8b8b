import { afterEach, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
  type Script,
} from '../fakes/anthropic-server.js';

let fake: FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(script: Script = () => reply(text('ok'))): Promise<FakeAnthropic> {
  fake = await startFakeAnthropic(script);
  return fake;
}

async function post(
  body: unknown,
  headers: Record<string, string> = { authorization: 'Bearer sk-test' },
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${fake!.url}/v1/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** The text of all text_delta events, joined. */
function streamedText(body: string): string {
  return [...body.matchAll(/^data: (.*)$/gm)]
    .map((match) => JSON.parse(match[1]!) as { delta?: { type: string; text?: string } })
    .filter((event) => event.delta?.type === 'text_delta')
    .map((event) => event.delta!.text)
    .join('');
}

const base = { model: 'claude-sonnet-5-5', max_tokens: 1024 };
const toolTurn = [
  { role: 'user', content: 'read it' },
  {
    role: 'assistant',
    content: [{ type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: 'a' } }],
  },
];

describe('fake Anthropic server: protocol', () => {
  it('streams SSE with event lines, pings, and text and tool input split across deltas', async () => {
    await start([
      reply([
        text('Hello there, this is a streamed answer.'),
        toolUse('Read', { file_path: 'src/index.ts' }),
      ]),
    ]);
    const { status, text: body } = await post({
      ...base,
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(status).toBe(200);
    const events = [...body.matchAll(/^event: (\S+)$/gm)].map((match) => match[1]);
    expect(events[0]).toBe('message_start');
    expect(events.at(-1)).toBe('message_stop');
    expect(events).toContain('ping');
    expect(body.match(/"text_delta"/g)!.length).toBeGreaterThanOrEqual(3);
    expect(body.match(/"input_json_delta"/g)!.length).toBeGreaterThanOrEqual(2);
    expect(body).toContain('"stop_reason":"tool_use"');
  });

  it('gives a function script each request and its index, and records the requests', async () => {
    const seen: number[] = [];
    await start((request, index) => {
      seen.push(index);
      return reply(text(`answer ${index} to ${request.body.messages[0].content}`));
    });
    await post({ ...base, messages: [{ role: 'user', content: 'first' }] });
    const second = await post(
      { ...base, messages: [{ role: 'user', content: 'second' }] },
      { 'x-api-key': 'k' },
    );
    expect(seen).toEqual([0, 1]);
    expect(streamedText(second.text)).toBe('answer 1 to second');
    expect(fake!.requests.map((request) => request.stepIndex)).toEqual([0, 1]);
    expect(fake!.requests[1]!.headers['x-api-key']).toBe('k');
  });

  it('accepts a well-formed tool round trip', async () => {
    await start();
    const { status } = await post({
      ...base,
      tools: [{ name: 'Read', description: 'Read a file', input_schema: { type: 'object' } }],
      messages: [
        ...toolTurn,
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'toolu_1', content: 'file text' },
            { type: 'text', text: 'continue' },
          ],
        },
      ],
    });
    expect(status).toBe(200);
  });
});

describe('fake Anthropic server: rejects what the real API rejects', () => {
  const cases: [string, unknown, RegExp][] = [
    [
      'max_tokens missing',
      { model: 'm', messages: [{ role: 'user', content: 'x' }] },
      /max_tokens: Field required/,
    ],
    [
      'max_tokens too large',
      { ...base, max_tokens: 128_001, messages: [{ role: 'user', content: 'x' }] },
      /maximum allowed/,
    ],
    [
      'first message from the assistant',
      { ...base, messages: [{ role: 'assistant', content: 'x' }] },
      /first message/,
    ],
    [
      'two user messages in a row',
      {
        ...base,
        messages: [
          { role: 'user', content: 'a' },
          { role: 'user', content: 'b' },
        ],
      },
      /must alternate/,
    ],
    [
      'a tool_use without its result',
      { ...base, messages: [...toolTurn, { role: 'user', content: 'go on' }] },
      /without `tool_result`/,
    ],
    [
      'a tool_use that ends the conversation',
      { ...base, messages: toolTurn },
      /without `tool_result`/,
    ],
    [
      'a tool_result for another id',
      {
        ...base,
        messages: [
          ...toolTurn,
          {
            role: 'user',
            content: [{ type: 'tool_result', tool_use_id: 'toolu_2', content: 'x' }],
          },
        ],
      },
      /unexpected `tool_use_id`/,
    ],
    [
      'a tool_result after text',
      {
        ...base,
        messages: [
          ...toolTurn,
          {
            role: 'user',
            content: [
              { type: 'text', text: 'first' },
              { type: 'tool_result', tool_use_id: 'toolu_1', content: 'x' },
            ],
          },
        ],
      },
      /must come first/,
    ],
    [
      'a tool_result with no tool_use before it',
      {
        ...base,
        messages: [
          {
            role: 'user',
            content: [{ type: 'tool_result', tool_use_id: 'toolu_9', content: 'x' }],
          },
        ],
      },
      /unexpected `tool_use_id`/,
    ],
    [
      'five cache breakpoints',
      {
        ...base,
        system: [1, 2, 3].map((n) => ({
          type: 'text',
          text: `s${n}`,
          cache_control: { type: 'ephemeral' },
        })),
        messages: [
          {
            role: 'user',
            content: [1, 2].map((n) => ({
              type: 'text',
              text: `u${n}`,
              cache_control: { type: 'ephemeral' },
            })),
          },
        ],
      },
      /maximum of 4 blocks with cache_control/,
    ],
    [
      'tool blocks in a request without tools',
      {
        ...base,
        messages: [
          ...toolTurn,
          {
            role: 'user',
            content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'x' }],
          },
        ],
      },
      /must define tools/,
    ],
    [
      'an empty text block',
      { ...base, messages: [{ role: 'user', content: [{ type: 'text', text: '' }] }] },
      /non-empty/,
    ],
  ];

  it.each(cases)('rejects %s with 400 invalid_request_error', async (_name, body, message) => {
    await start();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.text).toContain('invalid_request_error');
    expect(response.text).toMatch(message);
    expect(fake!.requests[0]!.stepIndex).toBe(-1);
  });

  it('rejects a request without credentials with 401', async () => {
    await start();
    const response = await post({ ...base, messages: [{ role: 'user', content: 'x' }] }, {});
    expect(response.status).toBe(401);
    expect(response.text).toContain('authentication_error');
  });

  it('does not spend a script step on a rejected request', async () => {
    await start([reply(text('the only answer'))]);
    await post({ ...base, messages: [{ role: 'assistant', content: 'x' }] });
    const good = await post({ ...base, messages: [{ role: 'user', content: 'x' }] });
    expect(good.status).toBe(200);
    expect(streamedText(good.text)).toBe('the only answer');
  });

  it("answers a request for another route 404 and keeps it out of the client's requests", async () => {
    await start([reply(text('the only answer'))]);
    // A leftover client of an earlier server on this port, say (a GitHub client's GET).
    const stray = await fetch(`${fake!.url}/repos/o/r/issues/comments/1`);
    expect(stray.status).toBe(404);
    expect(await stray.text()).toContain('not_found_error');
    const good = await post({ ...base, messages: [{ role: 'user', content: 'x' }] });
    expect(streamedText(good.text)).toBe('the only answer');
    expect(fake!.requests.map((request) => request.path)).toEqual(['/v1/messages']);
    expect(fake!.strays.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /repos/o/r/issues/comments/1',
    ]);
  });

  it('keeps a wrong route the SDK was sent to among the requests', async () => {
    await start([reply(text('the only answer'))]);
    const wrong = await fetch(`${fake!.url}/v1/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stainless-lang': 'js' },
      body: JSON.stringify({ ...base, messages: [{ role: 'user', content: 'x' }] }),
    });
    expect(wrong.status).toBe(404);
    expect(fake!.requests.map((request) => request.rejected?.status)).toEqual([404]);
    expect(fake!.strays).toEqual([]);
  });
});

describe('fake Anthropic server: answers like the current models', () => {
  /** The assistant content blocks of a streamed response, from its content_block_start events. */
  function streamedBlocks(body: string): Record<string, unknown>[] {
    const events = [...body.matchAll(/^data: (.*)$/gm)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const blocks: Record<string, unknown>[] = [];
    for (const event of events) {
      if (event.type === 'content_block_start') {
        blocks.push({ ...(event.content_block as Record<string, unknown>) });
      } else if (event.type === 'content_block_delta') {
        const delta = event.delta as Record<string, unknown>;
        const block = blocks[event.index as number]!;
        if (delta.type === 'signature_delta') block.signature = delta.signature;
        if (delta.type === 'thinking_delta') {
          block.thinking = String(block.thinking) + String(delta.thinking);
        }
      }
    }
    return blocks;
  }

  it('starts every response with a signed thinking block, empty unless a display returns text', async () => {
    await start(() => reply(text('ok')));
    const plain = await post({ ...base, messages: [{ role: 'user', content: 'hi' }] });
    const [first] = streamedBlocks(plain.text);
    expect(first).toMatchObject({ type: 'thinking', thinking: '' });
    expect(String(first!.signature)).toMatch(/^sig_fake_/);

    const shown = await post({
      ...base,
      thinking: { type: 'adaptive', display: 'summarized' },
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(streamedBlocks(shown.text)[0]!.thinking).not.toBe('');
  });

  it('puts an empty text block before the tool call of every second tool-calling response', async () => {
    await start(() => reply(toolUse('Read', { file_path: 'a' })));
    const types: string[][] = [];
    for (let i = 0; i < 2; i++) {
      const { text: body } = await post({
        ...base,
        tools: [{ name: 'Read', description: 'r', input_schema: { type: 'object' } }],
        messages: [{ role: 'user', content: `hi ${i}` }],
      });
      types.push(streamedBlocks(body).map((block) => String(block.type)));
    }
    expect(types).toEqual([
      ['thinking', 'tool_use'],
      ['thinking', 'text', 'tool_use'],
    ]);
  });

  it('accepts a thinking block sent back after the same prefix, cache_control aside', async () => {
    await start(() => reply(text('done')));
    const system = [{ type: 'text', text: 'You are terse.' }];
    const first = await post({ ...base, system, messages: [{ role: 'user', content: 'hi' }] });
    const [thinkingBlock, answer] = streamedBlocks(first.text);
    const assistant = {
      role: 'assistant',
      content: [thinkingBlock, { type: 'text', text: String(answer!.text) || 'done' }],
    };
    // The same conversation, now with cache breakpoints on the system and the newest message.
    const again = await post({
      ...base,
      system: [{ ...system[0], cache_control: { type: 'ephemeral' } }],
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'hi' }] },
        assistant,
        {
          role: 'user',
          content: [{ type: 'text', text: 'more', cache_control: { type: 'ephemeral' } }],
        },
      ],
    });
    expect(again.status).toBe(200);
  });

  it('refuses a thinking block whose prefix changed, with the API error text', async () => {
    await start(() => reply(text('done')));
    const first = await post({ ...base, messages: [{ role: 'user', content: 'hi' }] });
    const [thinkingBlock] = streamedBlocks(first.text);
    const assistant = {
      role: 'assistant',
      content: [thinkingBlock, { type: 'text', text: 'done' }],
    };
    const changedSystem = await post({
      ...base,
      system: 'A new system prompt.',
      messages: [{ role: 'user', content: 'hi' }, assistant, { role: 'user', content: 'more' }],
    });
    expect(changedSystem.status).toBe(400);
    expect(changedSystem.text).toContain('invalid_request_error');
    expect(changedSystem.text).toContain(
      'messages.1.content.0: Invalid `signature` in `thinking` block. The block is bound to a different conversation.',
    );
    const changedMessage = await post({
      ...base,
      messages: [{ role: 'user', content: 'hi!' }, assistant, { role: 'user', content: 'more' }],
    });
    expect(changedMessage.status).toBe(400);
    const unknown = await post({
      ...base,
      messages: [
        { role: 'user', content: 'hi' },
        {
          role: 'assistant',
          content: [
            { type: 'thinking', thinking: '', signature: 'forged' },
            { type: 'text', text: 'x' },
          ],
        },
        { role: 'user', content: 'more' },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('Invalid `signature`');
  });

  it('refuses thinking disabled on Sonnet 5.5 and an unknown effort', async () => {
    await start(() => reply(text('ok')));
    const messages = [{ role: 'user', content: 'hi' }];
    expect((await post({ ...base, thinking: { type: 'disabled' }, messages })).status).toBe(400);
    expect((await post({ ...base, output_config: { effort: 'huge' }, messages })).status).toBe(400);
    expect((await post({ ...base, output_config: { effort: 'xhigh' }, messages })).status).toBe(
      200,
    );
  });
});
