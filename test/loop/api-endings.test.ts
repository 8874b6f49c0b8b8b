/**
 * The Messages API as it answers today (issue 18, docs/contract.md#endings), end to end: the real SDK
 * and adapter against the fake server, which answers each case as the API documents it
 * (stop reasons, spend caps, `x-should-retry`, 413, the prefix check, effort per model,
 * `inference_geo`). Every ending the real API produces is reported as what it is.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryLoop, type QueryParams } from '../../src/engine/loop/query-loop.js';
import { runSession } from '../../src/engine/session/session.js';
import { rebuildConversation } from '../../src/engine/session/history.js';
import { createAnthropicModel } from '../../src/engine/model/anthropic.js';
import { costOfUsage } from '../../src/engine/model/pricing.js';
import type { CallModel, Usage } from '../../src/engine/model/types.js';
import {
  httpError,
  overloaded,
  reply,
  requestTooLarge,
  serverError,
  spendCapReached,
  spendLimitReached,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
  type RecordedRequest,
  type Script,
} from '../fakes/anthropic-server.js';
import { baseParams, drain, testDeps } from './helpers.js';

let fake: FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function realModel(script: Script, options = {}): Promise<CallModel> {
  fake = await startFakeAnthropic(script, options);
  return createAnthropicModel({ apiKey: 'sk-ant-endings-0123456789', baseURL: fake.url });
}

async function run(script: Script, overrides: Partial<QueryParams> = {}) {
  const callModel = await realModel(script);
  const params = baseParams({ model: 'claude-sonnet-5-5', ...overrides });
  return drain(queryLoop(params, testDeps(callModel)));
}

/** The requests that reached the script (not refused by the fake's checks). */
const answered = (): RecordedRequest[] => fake!.requests.filter((r) => r.stepIndex >= 0);
const retries = (events: { type: string; subtype?: string }[]) =>
  events.filter((event) => event.type === 'system' && event.subtype === 'api_retry');

describe('stop reasons', () => {
  it('refusal: the run ends "refusal" (never completed), says the model declined, runs no tool', async () => {
    const { value } = await run([
      reply([text('I will look at'), toolUse('Echo', { text: 'x' })], {
        stopReason: 'refusal',
        stopDetails: {
          type: 'refusal',
          category: 'cyber',
          explanation: 'This request was declined because it could enable cyber harm.',
        },
      }),
    ]);
    expect(value.reason).toBe('refusal');
    expect(value.error).toContain('declined');
    expect(value.error).toContain('could enable cyber harm');
    expect(value.state.turnCount).toBe(1);
    expect(fake!.requests).toHaveLength(1);
  });

  it('pause_turn: the conversation goes back as it is for the model to continue, not a turn of its own', async () => {
    const { value } = await run(
      [
        reply([text('Searching the web first.')], { stopReason: 'pause_turn' }),
        reply([text('Here is what I found.')]),
      ],
      { maxTurns: 1 },
    );
    expect(value.reason).toBe('completed');
    expect(value.state.turnCount).toBe(1);
    const resent = fake!.requests[1]!.body.messages as { role: string; content: unknown }[];
    // No user message of ours between: the paused assistant turn is the last message.
    expect(resent).toHaveLength(2);
    expect(resent.at(-1)!.role).toBe('assistant');
    expect(JSON.stringify(resent.at(-1)!.content)).toContain('Searching the web first.');
    // The continuation joins the same assistant turn.
    const history = value.state.messages;
    expect(history.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(JSON.stringify(history[1])).toContain('Here is what I found.');
  });

  it('model_context_window_exceeded: handled like the output limit (the loop goes on), never completed', async () => {
    const full = reply([text('The first half of the answer')], {
      stopReason: 'model_context_window_exceeded',
    });
    const going = await run([full, reply([text('…and the rest.')])]);
    expect(going.value.reason).toBe('completed');
    const resent = JSON.stringify(fake!.requests[1]!.body.messages);
    expect(resent).toContain('The first half of the answer');
    expect(resent).toContain('cut off');
    await fake!.close();

    const stuck = await run(() => full);
    expect(stuck.value.reason).toBe('prompt_too_long');
    expect(stuck.value.error).toContain('model_context_window_exceeded');
  });

  it('an unknown stop reason ends model_error naming it', async () => {
    const { value } = await run([reply([text('hm')], { stopReason: 'pause_run' })]);
    expect(value.reason).toBe('model_error');
    expect(value.error).toContain('"pause_run"');
  });
});

describe('errors the API says not to retry', () => {
  it('the tier spend cap (429, x-should-retry: false, enforced_spend_limit_reached): one request, model_error with the API message', async () => {
    const { events, value } = await run(() => spendCapReached());
    expect(value.reason).toBe('model_error');
    expect(value.error).toContain('You have reached your API usage limits');
    expect(fake!.requests).toHaveLength(1);
    expect(retries(events)).toHaveLength(0);
  });

  it('the spend cap is not retried even without the header (its error_code says so); nor a 402', async () => {
    const { headers: _none, ...capWithoutHeader } = spendCapReached();
    const cap = await run(() => capWithoutHeader);
    expect(cap.value.reason).toBe('model_error');
    expect(fake!.requests).toHaveLength(1);
    await fake!.close();
    // A gateway that marks a billing error retryable is not believed: waiting cannot pay it.
    const billing = await run(() =>
      httpError(402, 'billing_error', 'Your credit balance is too low to access the API.', {
        'x-should-retry': 'true',
      }),
    );
    expect(billing.value.reason).toBe('model_error');
    expect(fake!.requests).toHaveLength(1);
    await fake!.close();
    const limit = await run(() => ({
      ...spendLimitReached(),
      headers: { 'x-should-retry': 'true' },
    }));
    expect(limit.value.error).toContain('workspace API usage limits');
    expect(fake!.requests).toHaveLength(1);
  });

  it('x-should-retry decides over the status: false stops a 500, true retries a 409-less 400', async () => {
    const stop = await run(() => ({ ...serverError(), headers: { 'x-should-retry': 'false' } }));
    expect(stop.value.reason).toBe('model_error');
    expect(fake!.requests).toHaveLength(1);
    await fake!.close();
    const again = await run([
      httpError(400, 'invalid_request_error', 'try again', { 'x-should-retry': 'true' }),
      reply([text('done')]),
    ]);
    expect(again.value.reason).toBe('completed');
    expect(retries(again.events)).toHaveLength(1);
  });
});

describe('a request too large (413) is handled like "prompt is too long"', () => {
  it('compacts once and goes on with the summary', async () => {
    const { events, value } = await run([
      reply([toolUse('Echo', { text: 'a' })]),
      requestTooLarge(),
      reply([text('<summary>Echoed a.</summary>')]),
      reply([text('done')]),
    ]);
    expect(value.reason).toBe('completed');
    expect(events.some((event) => 'subtype' in event && event.subtype === 'compact_boundary')).toBe(
      true,
    );
  });
});

describe('the preserved-thinking prefix check', () => {
  it('a "bound to a different conversation" 400 is retried once with drop_block and its beta header, which stay', async () => {
    const callModel = await realModel([
      reply([text('First answer.')]),
      reply([toolUse('Echo', { text: 'a' })]),
      reply([text('done')]),
    ]);
    const first = await drain(
      queryLoop(baseParams({ model: 'claude-sonnet-5-5' }), testDeps(callModel)),
    );
    expect(first.value.reason).toBe('completed');
    // Something before the signed thinking block changed since it was produced.
    const [, answer] = first.value.state.messages;
    const messages: QueryParams['messages'] = [
      { role: 'user', content: [{ type: 'text', text: 'Do the thing (edited).' }] },
      answer!,
      { role: 'user', content: [{ type: 'text', text: 'Go on.' }] },
    ];
    const refusedAt = fake!.requests.length;
    const { events, value } = await drain(
      queryLoop(baseParams({ model: 'claude-sonnet-5-5', messages }), testDeps(callModel)),
    );
    const refused = fake!.requests[refusedAt]!;
    expect(refused.rejected?.status).toBe(400);
    expect(refused.rejected?.message).toContain('bound to a different conversation');
    expect(value.reason).toBe('completed');
    const notice = retries(events)[0] as Record<string, unknown>;
    expect(notice).toMatchObject({
      reason: 'thinking_prefix_mismatch',
      prefix_mismatch_behavior: 'drop_block',
    });
    const later = fake!.requests.slice(refusedAt + 1);
    expect(later).toHaveLength(2);
    for (const request of later) {
      expect(request.body.thinking.block_binding).toEqual({
        prefix_mismatch_behavior: 'drop_block',
      });
      expect(request.headers['anthropic-beta']).toContain('thinking-binding-controls-2026-08-01');
    }
  });
});

describe('drop_block in a saved session', () => {
  it('a resumed session that needed drop_block sends it, with the beta header, from its first request', async () => {
    const callModel = await realModel([
      reply([text('First answer.')]),
      reply([text('done')]),
      reply([text('Resumed.')]),
    ]);
    const first = await drain(
      queryLoop(baseParams({ model: 'claude-sonnet-5-5' }), testDeps(callModel)),
    );
    const [, answer] = first.value.state.messages;
    const messages: QueryParams['messages'] = [
      { role: 'user', content: [{ type: 'text', text: 'Do the thing (edited).' }] },
      answer!,
      { role: 'user', content: [{ type: 'text', text: 'Go on.' }] },
    ];
    const refused = await drain(
      queryLoop(baseParams({ model: 'claude-sonnet-5-5', messages }), testDeps(callModel)),
    );
    expect(retries(refused.events)).toHaveLength(1);
    // The lines the CLI saves, read back as `--resume` reads them.
    const saved = rebuildConversation(refused.events.map((event) => JSON.stringify(event)));
    expect(saved.dropMismatchedThinking).toBe(true);

    const resumedAt = fake!.requests.length;
    const resumed = await drain(
      runSession({
        prompt: 'And now?',
        workspaceRoot: mkdtempSync(join(tmpdir(), 'resume-drop-ws-')),
        tools: {
          toolResultDirectory: mkdtempSync(join(tmpdir(), 'resume-drop-results-')),
          allowedTools: [],
          disallowedTools: [],
          ripgrepPath: null,
        },
        model: { id: 'claude-sonnet-5-5', call: callModel },
        limits: { maxTurns: 3, maxBudgetUsd: 1, timeoutMinutes: 5 },
        host: { secrets: [] },
        conversation: {
          history: {
            messages: refused.value.state.messages,
            dropMismatchedThinking: saved.dropMismatchedThinking,
          },
        },
      }),
    );
    expect(resumed.value.errors).toBeUndefined();
    expect(resumed.value.terminal_reason).toBe('completed');
    const firstResumed = fake!.requests[resumedAt]!;
    expect(firstResumed.rejected).toBeUndefined();
    expect(firstResumed.body.thinking.block_binding).toEqual({
      prefix_mismatch_behavior: 'drop_block',
    });
    expect(firstResumed.headers['anthropic-beta']).toContain(
      'thinking-binding-controls-2026-08-01',
    );
  });

  it('a saved session without the refusal is resumed without drop_block', () => {
    const line = JSON.stringify({ type: 'system', subtype: 'api_retry', attempt: 1 });
    expect(rebuildConversation([line]).dropMismatchedThinking).toBe(false);
  });
});

describe("the compaction request shares the loop's cached prefix", () => {
  it("sends the loop's system, tools, thinking and effort, and reads the loop's cache", async () => {
    const model = await realModel([
      // Near the 1M window: the loop compacts before the next request.
      reply([toolUse('Echo', { text: 'big' })], { usage: { input_tokens: 990_000 } }),
      reply([text('<summary>Echo was called with big.</summary>')]),
      reply([text('done')]),
    ]);
    const usages: Usage[] = [];
    const callModel: CallModel = async (request) => {
      const message = await model(request);
      usages.push(message.usage);
      return message;
    };
    const params = baseParams({ model: 'claude-sonnet-5-5', effort: 'high', maxBudgetUsd: 100 });
    const { value } = await drain(queryLoop(params, testDeps(callModel)));
    expect(value.reason).toBe('completed');
    const [loop, summary] = fake!.requests;
    expect(JSON.stringify(summary!.body.messages)).toContain('hand-over summary');
    expect(summary!.body.system).toEqual(loop!.body.system);
    expect(summary!.body.tools).toEqual(loop!.body.tools);
    expect(summary!.body.thinking).toEqual(loop!.body.thinking);
    expect(summary!.body.output_config).toEqual({ effort: 'high' });
    // Everything the loop's request cached is read, messages included (a different
    // thinking setting would have left only the system and tools readable).
    const [loopUsage, summaryUsage] = usages;
    expect(loopUsage!.cache_creation_input_tokens).toBeGreaterThan(0);
    expect(summaryUsage!.cache_read_input_tokens).toBe(
      (loopUsage!.cache_creation_input_tokens ?? 0) + (loopUsage!.cache_read_input_tokens ?? 0),
    );
  });
});

describe('model capabilities, the fallback model included', () => {
  it('after three overloads the fallback gets only the effort it takes (none on Haiku 4.5)', async () => {
    const { value } = await run([overloaded(), overloaded(), overloaded(), reply([text('done')])], {
      model: 'claude-opus-5-5',
      fallbackModel: 'claude-haiku-4-5',
      effort: 'xhigh',
    });
    expect(value.reason).toBe('completed');
    expect(fake!.requests[0]!.body.output_config).toEqual({ effort: 'xhigh' });
    const fallback = fake!.requests[3]!;
    expect(fallback.body.model).toBe('claude-haiku-4-5');
    expect(fallback.body.output_config).toBeUndefined();
    expect(fallback.body.thinking).toBeUndefined();
    expect(fallback.rejected).toBeUndefined();
  });

  it('xhigh becomes high on a 4.6 model', async () => {
    const { value } = await run([reply([text('done')])], {
      model: 'claude-sonnet-4-6',
      effort: 'xhigh',
    });
    expect(value.reason).toBe('completed');
    expect(fake!.requests[0]!.body.output_config).toEqual({ effort: 'high' });
  });
});

describe('usage with inference_geo', () => {
  it('a response run in the US is priced at 1.1x', async () => {
    const { value } = await run([reply([text('done')], { inferenceGeo: 'us' })]);
    expect(value.reason).toBe('completed');
    const usage = answered()[0] && value.state.anchor!.usage;
    expect((usage as { inference_geo?: string }).inference_geo).toBe('us');
    const global = costOfUsage('claude-sonnet-5-5', { ...usage, inference_geo: 'global' });
    expect(value.state.accounting.costUsd).toBeCloseTo(global * 1.1, 12);
  });
});
