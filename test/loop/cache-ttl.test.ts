/**
 * The 1-hour cache TTL (issue 18): after a tool round longer than about 4 minutes, as the
 * loop's own clock measures it, the next request's breakpoints ask for `ttl: "1h"`, so the
 * prefix survives a next round as long; the fake reports those writes as 1-hour writes and
 * the run's cost prices them at the 1-hour rate.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LONG_TOOL_ROUND_MS, queryLoop } from '../../src/engine/loop/query-loop.js';
import { createAnthropicModel } from '../../src/engine/model/anthropic.js';
import { costOfUsage } from '../../src/engine/model/pricing.js';
import type { CallModel, Usage } from '../../src/engine/model/types.js';
import type { Tool } from '../../src/engine/tools/types.js';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import { baseParams, createEchoTool, drain, testDeps } from './helpers.js';

let fake: FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** Every cache_control marker of a request body (system and messages). */
function markers(body: {
  system: { cache_control?: unknown }[];
  messages: { content: { cache_control?: unknown }[] | string }[];
}): unknown[] {
  const blocks = [
    ...body.system,
    ...body.messages.flatMap((message) =>
      typeof message.content === 'string' ? [] : message.content,
    ),
  ];
  return blocks.map((block) => block.cache_control).filter((marker) => marker !== undefined);
}

/** Echo, taking `roundMs` of the fake clock per call. */
async function runWithToolRound(roundMs: number, maxBudgetUsd = 5) {
  fake = await startFakeAnthropic([
    reply([toolUse('Echo', { text: 'build' })]),
    reply([toolUse('Echo', { text: 'test' })]),
    reply([text('done')]),
  ]);
  const model = createAnthropicModel({ apiKey: 'sk-ant-ttl-0123456789', baseURL: fake.url });
  const usages: Usage[] = [];
  const callModel: CallModel = async (request) => {
    const message = await model(request);
    usages.push(message.usage);
    return message;
  };
  let clock = Date.UTC(2026, 11, 1, 12);
  const echo = createEchoTool().tool;
  const slowEcho: Tool<{ text: string }> = {
    ...echo,
    call: async (input, context) => {
      clock += roundMs;
      return echo.call(input, context);
    },
  };
  const params = baseParams({ model: 'claude-sonnet-5-5', tools: [slowEcho], maxBudgetUsd });
  const { value } = await drain(queryLoop(params, testDeps(callModel, { now: () => clock })));
  expect(value.reason).toBe('completed');
  return { value, usages, requests: fake.requests };
}

describe('the 1-hour cache TTL', () => {
  it('after a tool round over 4 minutes, the next request writes the 1-hour cache, priced so', async () => {
    const { value, usages, requests } = await runWithToolRound(LONG_TOOL_ROUND_MS + 60_000);
    // The first request follows no tool round: 5 minutes (no ttl field).
    expect(markers(requests[0]!.body)).toEqual([{ type: 'ephemeral' }, { type: 'ephemeral' }]);
    for (const request of requests.slice(1)) {
      const sent = markers(request.body);
      expect(sent.length).toBeGreaterThan(1);
      // 1-hour entries must come before 5-minute ones: every marker asks for the hour.
      for (const marker of sent) expect(marker).toEqual({ type: 'ephemeral', ttl: '1h' });
    }
    const written = usages[1]!;
    expect(written.cache_creation_input_tokens).toBeGreaterThan(0);
    expect(written.cache_creation?.ephemeral_1h_input_tokens).toBe(
      written.cache_creation_input_tokens,
    );
    const expected = usages.reduce(
      (sum, usage) => sum + costOfUsage('claude-sonnet-5-5', usage),
      0,
    );
    expect(value.state.accounting.costUsd).toBeCloseTo(expected, 12);
    // Priced at the 1-hour rate, above what the same writes would cost for 5 minutes.
    const asFiveMinute = costOfUsage('claude-sonnet-5-5', { ...written, cache_creation: null });
    expect(costOfUsage('claude-sonnet-5-5', written)).toBeGreaterThan(asFiveMinute);
  });

  it('after short tool rounds every breakpoint stays at the 5-minute default', async () => {
    const { requests } = await runWithToolRound(30_000);
    for (const request of requests) {
      for (const marker of markers(request.body)) expect(marker).toEqual({ type: 'ephemeral' });
    }
  });

  it('the budget check prices the new input of a 1-hour request at the 1-hour write rate', async () => {
    // A budget tight enough that max_tokens is cut to what is left after the input.
    const short = await runWithToolRound(30_000, 0.3);
    await fake?.close();
    const long = await runWithToolRound(LONG_TOOL_ROUND_MS + 60_000, 0.3);
    const shortMax = short.requests[1]!.body.max_tokens as number;
    const longMax = long.requests[1]!.body.max_tokens as number;
    expect(shortMax).toBeLessThan(32_000);
    expect(longMax).toBeLessThan(shortMax);
  });
});
