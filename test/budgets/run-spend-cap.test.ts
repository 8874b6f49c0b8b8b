/** The run's one spend cap (src/engine/budgets/run-spend-cap.ts) and its worst case (request-bound.ts). */
import { describe, expect, it } from 'vitest';
import { imageSize, imageTokenBound } from '../../src/engine/budgets/media-tokens.js';
import {
  inputTokenBound,
  shapeOf,
  TOOL_PROMPT_TOKENS,
} from '../../src/engine/budgets/request-bound.js';
import { createRunSpendCap, MIN_OUTPUT_TOKENS } from '../../src/engine/budgets/run-spend-cap.js';
import { costOfUsage } from '../../src/engine/model/pricing.js';
import { ModelError, type Message, type ModelRequest } from '../../src/engine/model/types.js';

const MODEL = 'claude-sonnet-5-5';
/** Sonnet 5.5 at the US rate: $11 per million output tokens. */
const OUTPUT_USD = (10 * 1.1) / 1_000_000;

function request(maxTokens: number, text = 'Review a.ts'): ModelRequest {
  return {
    model: MODEL,
    system: [{ type: 'text', text: 'You review code.' }],
    messages: [{ role: 'user', content: [{ type: 'text', text }] }],
    tools: [],
    maxTokens,
    signal: new AbortController().signal,
  };
}

/** A model that answers when told, billing `outputTokens` (at most max_tokens). */
function gatedModel(outputTokens: number, inputTokens = 10) {
  const seen: number[] = [];
  const gates: (() => void)[] = [];
  const call = async (req: ModelRequest): Promise<Message> => {
    seen.push(req.maxTokens);
    await new Promise<void>((resolve) => gates.push(resolve));
    return {
      id: `msg_${seen.length}`,
      type: 'message',
      role: 'assistant',
      model: req.model,
      content: [{ type: 'text', text: 'ok', citations: null }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: inputTokens, output_tokens: Math.min(outputTokens, req.maxTokens) },
    } as Message;
  };
  return { call, seen, open: () => gates.shift()?.() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the spend ledger', () => {
  it('sees the reservations of requests in flight, and settles each to what was billed', async () => {
    // Room for about 10,000 output tokens: the first reserves 8,000, the second gets the rest.
    const ledger = createRunSpendCap(0.11);
    const model = gatedModel(100);
    const a = ledger.child('a');
    const b = ledger.child('b');
    const first = a.track(model.call)(request(8_000));
    await flush();
    const second = b.track(model.call)(request(8_000));
    await flush();
    expect(model.seen[0]).toBe(8_000);
    expect(model.seen[1]).toBeLessThan(2_100);
    expect(model.seen[1]).toBeGreaterThanOrEqual(MIN_OUTPUT_TOKENS);
    model.open();
    model.open();
    await Promise.all([first, second]);
    const billed = costOfUsage(MODEL, { input_tokens: 10, output_tokens: 100 });
    expect(a.accounting().costUsd).toBeCloseTo(billed, 9);
    expect(ledger.accounting().costUsd).toBeCloseTo(2 * billed, 9);
    expect(ledger.runSpentUsd()).toBeCloseTo(2 * billed, 9);
  });

  it('makes a request that does not fit wait for the ones in flight, then sends it', async () => {
    const ledger = createRunSpendCap(2_500 * OUTPUT_USD);
    const model = gatedModel(100);
    const first = ledger.child('a').track(model.call)(request(2_000));
    await flush();
    const second = ledger.child('b').track(model.call)(request(2_000));
    await flush();
    // Only one request fits at a time: the second waits until the first is answered.
    expect(model.seen).toHaveLength(1);
    model.open();
    await first;
    await flush();
    expect(model.seen).toHaveLength(2);
    model.open();
    await second;
  });

  it('gives a loop waiting on its self-check no share: the review it waits on may use all that is free', async () => {
    const ledger = createRunSpendCap(0.11);
    const model = gatedModel(100);
    const agent = ledger.child('main');
    const answered = agent.track(model.call)(request(1_000));
    await flush();
    model.open();
    await answered;
    // The agent's loop is live: a review beside it gets at most half of what is free.
    const first = ledger.child('self-review:1');
    const beside = first.track(model.call)(request(32_000));
    await flush();
    model.open();
    await beside;
    first.close();
    const half = model.seen[1]!;
    expect(half).toBeLessThan(5_500);
    // While the agent's loop waits on its self-check, the review's request may use it all.
    const whole = await agent.whileWaiting(async () => {
      const second = ledger.child('self-review:2');
      const during = second.track(model.call)(request(32_000));
      await flush();
      model.open();
      await during;
      second.close();
      return model.seen[2]!;
    });
    expect(whole).toBeGreaterThan(1.8 * half);
    // Done waiting: the agent's loop takes its share again.
    const after = ledger.child('self-review:3').track(model.call)(request(32_000));
    await flush();
    model.open();
    await after;
    expect(model.seen[3]).toBeLessThan(0.6 * whole);
  });

  it('fails with a budget error naming the whole run’s spending when nothing is in flight', async () => {
    const ledger = createRunSpendCap(0.02);
    const model = gatedModel(1_500);
    const sent = ledger.child('a').track(model.call)(request(32_000));
    await flush();
    model.open();
    await sent;
    const refused = ledger.child('b').track(model.call)(request(32_000));
    await expect(refused).rejects.toBeInstanceOf(ModelError);
    await expect(refused).rejects.toMatchObject({ kind: 'budget' });
    const spent = costOfUsage(MODEL, { input_tokens: 10, output_tokens: 1_500 }).toFixed(4);
    await expect(refused).rejects.toThrow(`$${spent} spent by the whole run`);
  });

  it('reserves every allowed search of a web search tool before the request', async () => {
    // One search's worst case: its $0.01 fee, its results allowance read by the step after
    // it (25,000 tokens at $2.75 per million) and 1,024 output tokens read again at the
    // input rate: about $0.097. $0.10 holds that, not two searches (a second fee, and
    // results read by two steps more).
    const ledger = createRunSpendCap(0.1);
    const model = gatedModel(10);
    const one = searchRequest(1);
    const two = { ...one, serverTools: [{ ...one.serverTools![0]!, max_uses: 2 }] };
    await expect(ledger.track(model.call)(two)).rejects.toMatchObject({ kind: 'budget' });
    const sent = ledger.track(model.call)(one);
    await flush();
    expect(model.seen).toHaveLength(1);
    expect(model.seen[0]).toBeLessThan(1_300);
    model.open();
    await sent;
  });

  it('reserves for a web request at least what the dearest one of its kind was billed', async () => {
    // A search whose results were far over the allowance: 120,000 tokens, $0.264.
    const ledger = createRunSpendCap(0.45);
    const big = gatedModel(10, 120_000);
    const first = ledger.track(big.call)(searchRequest(1));
    await flush();
    big.open();
    await first;
    // $0.18 is left: enough for another search by the allowance ($0.097), not for one
    // that may cost what the first did. A request without the server tool is not affected.
    const model = gatedModel(10);
    await expect(ledger.track(model.call)(searchRequest(1))).rejects.toMatchObject({
      kind: 'budget',
    });
    const plain = ledger.track(model.call)(request(1_024));
    await flush();
    expect(model.seen).toEqual([1_024]);
    model.open();
    await plain;
    // A fresh run's ledger sends the same search.
    const fresh = createRunSpendCap(0.18);
    const sent = fresh.track(model.call)(searchRequest(1));
    await flush();
    expect(model.seen).toEqual([1_024, 4_096]);
    model.open();
    await sent;
  });
});

function searchRequest(maxUses: number): ModelRequest {
  return {
    ...request(4_096),
    serverTools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: maxUses }],
  };
}

describe('whether the ledger affords a request', () => {
  it('answers from what is free: the cap less what was spent and what is reserved in flight', async () => {
    const ledger = createRunSpendCap(0.05);
    // 1,000 input tokens at the dearest input rate and the smallest output fit in $0.05.
    expect(ledger.affords(MODEL, 1_000)).toBe(true);
    // 100,000 input tokens cost more than the whole cap before any output.
    expect(ledger.affords(MODEL, 100_000)).toBe(false);
    // A request in flight reserving about $0.04 leaves too little for the small one.
    const model = gatedModel(10);
    const answered = ledger.child('a').track(model.call)(request(3_600));
    await flush();
    expect(ledger.child('b').affords(MODEL, 1_000)).toBe(false);
    model.open();
    await answered;
    // Settled to what it billed: free again.
    expect(ledger.affords(MODEL, 1_000)).toBe(true);
  });
});

describe('the worst case of a request', () => {
  it('counts input by UTF-8 bytes: non-Latin text as three per character', () => {
    const cjk = shapeOf(request(1_000, '関数'.repeat(1_000)));
    const latin = shapeOf(request(1_000, 'ab'.repeat(1_000)));
    expect(inputTokenBound(cjk) - inputTokenBound(latin)).toBe(6_000 - 2_000);
  });

  it('adds the tool-use system prompt when the request has tools', () => {
    const plain = request(1_000);
    const withTools: ModelRequest = {
      ...plain,
      tools: [{ name: 'Read', description: 'Reads', input_schema: { type: 'object' } }],
    };
    const toolBytes = Buffer.byteLength(JSON.stringify(withTools.tools)) - 2;
    expect(inputTokenBound(shapeOf(withTools)) - inputTokenBound(shapeOf(plain))).toBe(
      TOOL_PROMPT_TOKENS + toolBytes,
    );
  });

  it('reuses the reported input of the prefix the previous request shared, cache markers aside', () => {
    const history = 'x'.repeat(100_000);
    const before = request(1_000, history);
    const after: ModelRequest = {
      ...before,
      messages: [
        {
          role: 'user',
          content: [{ type: 'text', text: history, cache_control: { type: 'ephemeral' } }],
        },
        { role: 'assistant', content: [{ type: 'text', text: 'Read it.' }] },
        { role: 'user', content: [{ type: 'text', text: 'Next.' }] },
      ],
    };
    const answered = { shape: shapeOf(before), reportedInputTokens: 25_000 };
    const bound = inputTokenBound(shapeOf(after), answered);
    expect(bound).toBeGreaterThan(25_000);
    expect(bound).toBeLessThan(25_300);
    // Another system prompt shares nothing: the bytes again.
    const other = { ...after, system: [{ type: 'text' as const, text: 'Something else.' }] };
    expect(inputTokenBound(shapeOf(other), answered)).toBeGreaterThan(100_000);
  });

  it('counts an image by its pixels, not its base64', () => {
    // A PNG header of 1000 x 500 px, then a megabyte of data.
    const header = Buffer.alloc(24);
    header.writeUInt32BE(0x89504e47, 0);
    header.writeUInt32BE(0x0d0a1a0a, 4);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(1000, 16);
    header.writeUInt32BE(500, 20);
    const data = Buffer.concat([header, Buffer.alloc(1_000_000)]).toString('base64');
    expect(imageSize(data)).toEqual({ width: 1000, height: 500 });
    const image: ModelRequest = {
      ...request(1_000),
      messages: [
        {
          role: 'user',
          content: [{ type: 'image', source: { type: 'base64', media_type: 'image/png', data } }],
        },
      ],
    };
    const bound = inputTokenBound(shapeOf(image));
    expect(bound).toBeGreaterThanOrEqual(imageTokenBound({ width: 1000, height: 500 }));
    expect(bound).toBeLessThan(2_000);
    // One that cannot be read counts as the largest the API keeps (2576 px a side).
    expect(imageTokenBound(undefined)).toBe(Math.ceil((2576 * 2576) / 750) + 16);
  });
});
