/**
 * The cost bench's pricing (bench/cost-pricing.ts): every request priced as the API prices
 * prompt caching (https://platform.claude.com/docs/en/build-with-claude/prompt-caching,
 * "Pricing": a 5-minute write 1.25× the input price, a 1-hour write 2×, a read 0.1×), at the
 * prices of the model the request names; a 1-hour breakpoint, as the fake bills it through
 * the real SDK, is priced as a 1-hour write.
 */
import Anthropic from '@anthropic-ai/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import {
  inputDollars,
  promptChars,
  requestDollars,
  toolResultChars,
} from '../../bench/cost-pricing.js';
import { findModel } from '../../src/engine/model/models.js';
import {
  reply,
  startFakeAnthropic,
  text,
  type FakeAnthropic,
  type RecordedRequest,
} from '../fakes/anthropic-server.js';

const OPUS = findModel('claude-opus-5')!.prices;

let fake: FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function recorded(body: unknown, billed?: RecordedRequest['billed']): RecordedRequest {
  return {
    method: 'POST',
    path: '/v1/messages',
    headers: {},
    body,
    rawBody: JSON.stringify(body),
    query: '',
    wireBody: body,
    stepIndex: 0,
    clientDisconnected: false,
    ...(billed ? { billed } : {}),
  };
}

describe('inputDollars', () => {
  it('prices reads at 0.1×, 5-minute writes at 1.25× and 1-hour writes at 2× the input', () => {
    expect(OPUS.cacheWrite5m / OPUS.input).toBe(1.25);
    expect(OPUS.cacheWrite1h / OPUS.input).toBe(2);
    expect(OPUS.cacheRead / OPUS.input).toBeCloseTo(0.1);
    const usage = {
      input_tokens: 1_000_000,
      cache_read_input_tokens: 10_000_000,
      cache_creation_input_tokens: 3_000_000,
      cache_creation: {
        ephemeral_5m_input_tokens: 1_000_000,
        ephemeral_1h_input_tokens: 2_000_000,
      },
    };
    // $5 + 10 × $0.50 + 1 × $6.25 + 2 × $10.
    expect(inputDollars(usage, OPUS)).toBeCloseTo(36.25, 6);
  });

  it('prices writes the usage does not split as 5-minute writes', () => {
    expect(inputDollars({ cache_creation_input_tokens: 1_000_000 }, OPUS)).toBeCloseTo(6.25, 6);
  });
});

describe('requestDollars', () => {
  const usage = { input_tokens: 1_000_000 };

  it("prices a request at its own model's price, an unknown one at the fallback's", () => {
    const haiku = findModel('claude-haiku-4-5')!.prices;
    expect(haiku.input).not.toBe(OPUS.input);
    const side = recorded({ model: 'claude-haiku-4-5', messages: [] }, usage);
    expect(requestDollars(side, 'claude-opus-5')).toBeCloseTo(haiku.input, 6);
    const unknown = recorded({ model: 'made-up-model', messages: [] }, usage);
    expect(requestDollars(unknown, 'claude-opus-5')).toBeCloseTo(OPUS.input, 6);
  });

  it('bills nothing for a request the fake refused', () => {
    expect(requestDollars(recorded({ model: 'claude-opus-5' }), 'claude-opus-5')).toBe(0);
  });

  it("prices the fake's 1-hour writes, from the request's own breakpoints, at 2×", async () => {
    fake = await startFakeAnthropic([reply(text('one')), reply(text('two'))]);
    const client = new Anthropic({ apiKey: 'sk-ant-bench-pricing', baseURL: fake.url });
    // Two prefixes of the same size, one written for an hour, the other for 5 minutes.
    for (const ttl of ['1h', '5m'] as const) {
      await client.messages
        .stream({
          model: 'claude-opus-5',
          max_tokens: 100,
          system: [
            {
              type: 'text',
              text: `System prompt ${ttl}. `.repeat(200),
              cache_control: { type: 'ephemeral', ttl },
            },
          ],
          messages: [{ role: 'user', content: 'Hello.' }],
        })
        .finalMessage();
    }
    const [hour, minutes] = fake.requests.map((request) => request.billed!);
    const written = Number(hour!.cache_creation_input_tokens);
    expect(written).toBeGreaterThan(1000);
    expect(minutes!.cache_creation_input_tokens).toBe(written);
    const uncached = (usage: typeof hour) => (Number(usage!.input_tokens) * OPUS.input) / 1e6;
    const [hourDollars, minutesDollars] = fake.requests.map(
      (request, index) =>
        requestDollars(request, 'claude-opus-5') - uncached([hour, minutes][index]),
    );
    expect(hourDollars).toBeCloseTo((written * OPUS.input * 2) / 1e6, 9);
    expect(minutesDollars).toBeCloseTo((written * OPUS.input * 1.25) / 1e6, 9);
  });
});

describe('sizes', () => {
  it('counts a prompt without its cache markers', () => {
    const plain = {
      tools: [{ name: 'Read' }],
      system: [{ type: 'text', text: 'x' }],
      messages: [],
    };
    const marked = {
      ...plain,
      system: [{ type: 'text', text: 'x', cache_control: { type: 'ephemeral' } }],
    };
    expect(promptChars(recorded(marked))).toBe(promptChars(recorded(plain)));
    expect(promptChars(recorded(plain))).toBe(
      JSON.stringify(plain.tools).length + JSON.stringify(plain.system).length + 2,
    );
  });

  it("lists each tool result's characters in order", () => {
    const body = {
      messages: [
        { role: 'user', content: 'Go.' },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'a', content: 'abc' }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'b', content: 'a\nb' }] },
      ],
    };
    expect(toolResultChars(recorded(body))).toEqual([5, 6]);
  });
});
