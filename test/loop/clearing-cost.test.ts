/**
 * What the loop tells microcompact to price a clear with (src/engine/loop/compaction.ts):
 * the requests it expects after the next one and its model's own cache rates.
 */
import { describe, expect, it } from 'vitest';
import type { MicrocompactOptions } from '../../src/engine/context/microcompact.js';
import { queryLoop } from '../../src/engine/loop/query-loop.js';
import { modelInfo } from '../../src/engine/model/pricing.js';
import { baseParams, drain, reply, scriptedModel, testDeps, toolUse } from './helpers.js';

describe('the loop prices a clear', () => {
  it('with as many later requests as it made, within its turns, at its model’s rates', async () => {
    const model = scriptedModel([
      reply([toolUse('Echo', { text: 'a' })]),
      reply([toolUse('Echo', { text: 'b' })]),
      reply([toolUse('Echo', { text: 'c' })]),
      reply('done'),
    ]);
    const asked: MicrocompactOptions[] = [];
    const deps = testDeps(model.callModel, {
      microcompact: (_messages, options) => {
        asked.push(options);
        return null;
      },
    });
    const params = baseParams({ model: 'claude-sonnet-5-5', maxTurns: 4 });
    const { value } = await drain(queryLoop(params, deps));
    expect(value.reason).toBe('completed');
    // Before request k (from 0), k made and 4 - k left: min(k, 4 - k - 1) after it.
    expect(asked.map((options) => options.laterRequests)).toEqual([0, 1, 1, 0]);
    const prices = modelInfo('claude-sonnet-5-5').prices;
    expect(prices.cacheRead / prices.input).toBeLessThan(0.1);
    for (const options of asked)
      expect(options.cachePrices).toEqual({ write: prices.cacheWrite5m, read: prices.cacheRead });
  });
});
