/** The dollar pool loops running at once draw from (src/loop/budget-pool.ts). */
import { describe, expect, it } from 'vitest';
import { createBudgetPool } from '../../src/loop/budget-pool.js';
import { costOfUsage } from '../../src/model/pricing.js';
import { ModelError, type Message, type ModelRequest } from '../../src/model/types.js';

const MODEL = 'claude-sonnet-5-5';

function request(maxTokens: number): ModelRequest {
  return {
    model: MODEL,
    system: [{ type: 'text', text: 'You review code.' }],
    messages: [{ role: 'user', content: [{ type: 'text', text: 'Review a.ts' }] }],
    tools: [],
    maxTokens,
    signal: new AbortController().signal,
  };
}

/** A model that answers when told, billing `outputTokens`, and records each max_tokens. */
function gatedModel(outputTokens: number) {
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
      usage: { input_tokens: 10, output_tokens: outputTokens },
    } as Message;
  };
  return { call, seen, open: () => gates.shift()?.() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));
const outputUsd = (tokens: number) => costOfUsage(MODEL, { output_tokens: tokens });

describe('createBudgetPool', () => {
  it('reserves a request’s worst case, lowers the next one to what is free, and refunds on answer', async () => {
    // Room for 10,000 output tokens: the first reserves 8,000, the second gets what is left.
    const pool = createBudgetPool(outputUsd(10_000));
    const model = gatedModel(100);
    const first = pool.track('a', model.call)(request(8_000));
    await flush();
    const second = pool.track('b', model.call)(request(8_000));
    await flush();
    expect(model.seen[0]).toBe(8_000);
    expect(model.seen[1]).toBeLessThan(2_000);
    expect(model.seen[1]).toBeGreaterThanOrEqual(1_024);
    model.open();
    model.open();
    await Promise.all([first, second]);
    // Only what was billed stays spent; each owner sees the other's spending.
    expect(pool.spentBy('a')).toBeCloseTo(
      costOfUsage(MODEL, { input_tokens: 10, output_tokens: 100 }),
    );
    expect(pool.spentElsewhereUsd('a')).toBeCloseTo(pool.spentBy('b'));
    expect(pool.totalUsd()).toBeLessThanOrEqual(pool.maxBudgetUsd);
  });

  it('makes a request wait for the ones in flight when it cannot fit, then sends it', async () => {
    const pool = createBudgetPool(outputUsd(9_000));
    const model = gatedModel(100);
    const first = pool.track('a', model.call)(request(8_500));
    await flush();
    const second = pool.track('b', model.call)(request(8_000));
    await flush();
    expect(model.seen).toHaveLength(1);
    model.open();
    await first;
    await flush();
    // The first gave back its unused reservation: the second goes with its own max_tokens.
    expect(model.seen).toEqual([8_500, 8_000]);
    model.open();
    await second;
  });

  it('fails with a budget error when nothing is in flight and the request cannot fit', async () => {
    const pool = createBudgetPool(outputUsd(500));
    const model = gatedModel(100);
    const error = await pool
      .track(
        'a',
        model.call,
      )(request(8_000))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).kind).toBe('budget');
    expect(model.seen).toHaveLength(0);
  });
});
