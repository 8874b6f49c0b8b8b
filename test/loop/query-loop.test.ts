import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryLoop, OUTPUT_LIMIT_CONTINUATION } from '../../src/engine/loop/query-loop.js';
import type { LoopEvent } from '../../src/engine/events/stream.js';
import {
  ModelError,
  type MessageParam,
  type ModelRequest,
  type ToolResultBlockParam,
} from '../../src/engine/model/types.js';
import type { Tool } from '../../src/engine/tools/types.js';
import {
  baseParams,
  createEchoTool,
  drain,
  reply,
  scriptedModel,
  testDeps,
  toolUse,
} from './helpers.js';

const types = (events: LoopEvent[]) =>
  events.map((event) => (event.type === 'system' ? `system:${event.subtype}` : event.type));

function toolResults(message: MessageParam | undefined): ToolResultBlockParam[] {
  if (!message || typeof message.content === 'string') return [];
  return (message.content as { type: string }[]).filter(
    (block): block is ToolResultBlockParam => block.type === 'tool_result',
  );
}

describe('queryLoop', () => {
  it('ends with completed when the model answers without tools', async () => {
    const model = scriptedModel([reply('All done.')]);
    const { events, value } = await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    expect(value.reason).toBe('completed');
    expect(value.state.turnCount).toBe(1);
    expect(value.state.lastAssistantText).toBe('All done.');
    expect(types(events)).toEqual(['assistant']);
  });

  it('runs tools, returns their results in order, and continues', async () => {
    const model = scriptedModel([
      reply([toolUse('Echo', { text: 'a' }, 't1'), toolUse('Echo', { text: 'b' }, 't2')]),
      reply('Finished.'),
    ]);
    const { events, value } = await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    expect(value.reason).toBe('completed');
    expect(value.state.turnCount).toBe(2);
    expect(types(events)).toEqual(['assistant', 'user', 'assistant']);
    const second = model.requests[1]!;
    const results = toolResults(second.messages.at(-1));
    expect(results.map((block) => block.tool_use_id)).toEqual(['t1', 't2']);
    expect(JSON.stringify(results)).toContain('echo: a');
    expect(value.state.transition).toBe('next_turn');
  });

  it('turns an unknown tool and invalid input into error results, not a crash', async () => {
    const model = scriptedModel([
      reply([toolUse('Nope', {}, 'u1'), toolUse('Echo', { text: 42 }, 'u2')]),
      reply('ok'),
    ]);
    const { value } = await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    expect(value.reason).toBe('completed');
    const results = toolResults(model.requests[1]!.messages.at(-1));
    expect(results).toHaveLength(2);
    expect(results.every((block) => block.is_error)).toBe(true);
    expect(JSON.stringify(results[0])).toContain('No such tool: Nope');
    expect(JSON.stringify(results[1])).toContain('Invalid input for Echo');
  });

  it('records denied calls as error results and permission denials', async () => {
    const model = scriptedModel([reply([toolUse('Echo', { text: 'x' }, 'd1')]), reply('ok')]);
    const params = baseParams({
      canUseTool: () => ({ behavior: 'deny', message: 'Denied by rule "Echo"' }),
    });
    const { value } = await drain(queryLoop(params, testDeps(model.callModel)));
    expect(value.state.permissionDenials).toEqual([
      { tool_name: 'Echo', tool_use_id: 'd1', tool_input: { text: 'x' } },
    ]);
    expect(JSON.stringify(toolResults(model.requests[1]!.messages.at(-1)))).toContain(
      'Denied by rule',
    );
  });

  it('never exceeds max turns: the last response’s tools run, then error_max_turns', async () => {
    const echo = createEchoTool();
    const model = scriptedModel(
      Array.from({ length: 5 }, (_, index) => reply([toolUse('Echo', { text: `n${index}` })])),
    );
    const params = baseParams({ maxTurns: 3, tools: [echo.tool] });
    const { events, value } = await drain(queryLoop(params, testDeps(model.callModel)));
    expect(value.reason).toBe('max_turns');
    expect(value.state.turnCount).toBe(3);
    expect(model.calls()).toBe(3);
    expect(echo.stats.order.filter((entry) => entry.startsWith('end'))).toHaveLength(3);
    expect(types(events).at(-1)).toBe('user');
  });

  it('runs concurrency-safe calls in parallel and others one at a time, in order', async () => {
    const safe = createEchoTool({ delayMs: 30, name: 'Safe' });
    const serial = createEchoTool({ delayMs: 10, safe: false, name: 'Serial' });
    const model = scriptedModel([
      reply([
        toolUse('Safe', { text: 's1' }),
        toolUse('Safe', { text: 's2' }),
        toolUse('Safe', { text: 's3' }),
        toolUse('Serial', { text: 'w1' }),
        toolUse('Serial', { text: 'w2' }),
      ]),
      reply('done'),
    ]);
    const params = baseParams({ tools: [safe.tool, serial.tool] });
    await drain(queryLoop(params, testDeps(model.callModel)));
    expect(safe.stats.maxRunning).toBe(3);
    expect(serial.stats.maxRunning).toBe(1);
    expect(serial.stats.order).toEqual(['start:w1', 'end:w1', 'start:w2', 'end:w2']);
    const ids = toolResults(model.requests[1]!.messages.at(-1)).map((block) =>
      JSON.stringify(block.content),
    );
    expect(ids.map((text) => text.match(/echo: (\w+)/)?.[1])).toEqual([
      's1',
      's2',
      's3',
      'w1',
      'w2',
    ]);
  });

  it('caps parallel tool calls at 10', async () => {
    const safe = createEchoTool({ delayMs: 20 });
    const model = scriptedModel([
      reply(Array.from({ length: 14 }, (_, index) => toolUse('Echo', { text: `r${index}` }))),
      reply('done'),
    ]);
    await drain(queryLoop(baseParams({ tools: [safe.tool] }), testDeps(model.callModel)));
    expect(safe.stats.maxRunning).toBe(10);
  });

  it('stops before a request that could pass the dollar budget', async () => {
    const model = scriptedModel([reply('never')]);
    const params = baseParams({ maxBudgetUsd: 0.001 });
    const { value } = await drain(queryLoop(params, testDeps(model.callModel)));
    expect(value.reason).toBe('budget_exhausted');
    expect(model.calls()).toBe(0);
  });

  it('lowers max_tokens to fit the budget and stops when the budget is spent', async () => {
    // Sonnet 4.5: $15 per million output tokens (16.5 at the US rate). 0.1 USD buys
    // ~6,000 output tokens. Each answer takes 5,000 or all the request allowed.
    const expensive = (request: ModelRequest) => ({
      input_tokens: 1000,
      output_tokens: Math.min(5000, request.maxTokens),
    });
    const model = scriptedModel([
      (request) => reply([toolUse('Echo', { text: 'a' })], { usage: expensive(request) }),
      (request) => reply([toolUse('Echo', { text: 'b' })], { usage: expensive(request) }),
      reply('done'),
    ]);
    const params = baseParams({ maxBudgetUsd: 0.1 });
    const { value } = await drain(queryLoop(params, testDeps(model.callModel)));
    expect(model.requests[0]!.maxTokens).toBeLessThan(32_000);
    expect(model.requests[0]!.maxTokens).toBeGreaterThanOrEqual(1024);
    expect(value.reason).toBe('budget_exhausted');
    expect(value.state.accounting.costUsd).toBeLessThanOrEqual(0.1);
  });

  it('fits max_tokens to the fallback model’s prices when it takes over mid-request', async () => {
    // Sonnet 4.5 output is $15/M, Opus 4.1 output $75/M (1.1x at the US rate): $0.6 buys
    // 32k tokens of the first but only ~7.2k of the second.
    const overload = () => new ModelError('overloaded', 'overloaded', { status: 529 });
    const model = scriptedModel([
      overload(),
      overload(),
      overload(),
      (request) =>
        reply('done', {
          usage: { input_tokens: 10, output_tokens: request.maxTokens },
          model: request.model,
        }),
    ]);
    const params = baseParams({ maxBudgetUsd: 0.6, fallbackModel: 'claude-opus-4-1' });
    const { value } = await drain(queryLoop(params, testDeps(model.callModel)));
    expect(model.requests[0]!.maxTokens).toBe(32_000);
    expect(model.requests[3]!.model).toBe('claude-opus-4-1');
    expect(model.requests[3]!.maxTokens).toBeLessThan(7_300);
    expect(value.reason).toBe('completed');
    expect(value.state.accounting.costUsd).toBeLessThanOrEqual(0.6);
  });

  it('raises max_tokens once on a max_tokens stop without counting a turn', async () => {
    const model = scriptedModel([
      reply('partial...', { stop: 'max_tokens' }),
      reply('complete answer'),
    ]);
    const { value } = await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    expect(value.reason).toBe('completed');
    expect(value.state.turnCount).toBe(1);
    expect(model.requests[1]!.maxTokens).toBeGreaterThan(model.requests[0]!.maxTokens);
    expect(model.requests[1]!.messages).toEqual(model.requests[0]!.messages);
  });

  it('then continues up to 3 times with a hidden continuation message', async () => {
    const model = scriptedModel([
      reply('a', { stop: 'max_tokens' }),
      reply('b', { stop: 'max_tokens' }),
      reply('c', { stop: 'max_tokens' }),
      reply('d', { stop: 'max_tokens' }),
      reply('e', { stop: 'max_tokens' }),
    ]);
    const { value } = await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    expect(value.reason).toBe('model_error');
    expect(model.calls()).toBe(5);
    const last = model.requests[4]!.messages.at(-1)!;
    expect(JSON.stringify(last)).toContain(OUTPUT_LIMIT_CONTINUATION.slice(0, 30));
  });

  it('does not pay for a compaction when the turn limit is already reached', async () => {
    let compactions = 0;
    const model = scriptedModel([
      reply('cut', { stop: 'max_tokens', usage: { input_tokens: 190_000 } }),
      reply('never'),
    ]);
    const deps = testDeps(model.callModel, {
      autocompact: async () => {
        compactions++;
        throw new Error('not expected');
      },
    });
    const params = baseParams({ maxTurns: 1, maxOutputTokens: 64_000 });
    const { value } = await drain(queryLoop(params, deps));
    expect(value.reason).toBe('max_turns');
    expect(compactions).toBe(0);
    expect(model.calls()).toBe(1);
  });

  it('compacts once on prompt too long and retries with the summary', async () => {
    const tooLong = () =>
      new ModelError('prompt is too long: 250000 tokens > 200000', 'prompt_too_long', {
        status: 400,
      });
    const compactions: number[] = [];
    const model = scriptedModel([
      tooLong(),
      reply('after compaction'),
      reply([toolUse('Echo', { text: 'x' })]),
      tooLong(),
      tooLong(),
    ]);
    const deps = testDeps(model.callModel, {
      autocompact: async (params) => {
        compactions.push(params.messages.length);
        return {
          summaryMessages: [{ role: 'user', content: 'Summary of earlier work.' }],
          response: reply('summary'),
          preTokens: 1234,
          readState: new Map(),
          restoredFiles: [],
        };
      },
    });
    const first = await drain(queryLoop(baseParams(), deps));
    expect(first.value.reason).toBe('completed');
    expect(compactions).toHaveLength(1);
    expect(types(first.events)).toContain('system:compact_boundary');
    expect(model.requests[1]!.messages).toHaveLength(1);
    expect(JSON.stringify(model.requests[1]!.messages[0])).toContain('Summary of earlier work.');
  });

  it('keeps the prefix byte-identical after a compaction that returned string content', async () => {
    const model = scriptedModel([
      new ModelError('prompt is too long', 'prompt_too_long', { status: 400 }),
      reply([toolUse('Echo', { text: 'x' })]),
      reply('done'),
    ]);
    const deps = testDeps(model.callModel, {
      autocompact: async () => ({
        summaryMessages: [{ role: 'user', content: 'Summary.' }],
        response: reply('summary'),
        preTokens: 10,
        readState: new Map(),
        restoredFiles: [],
      }),
    });
    const { value } = await drain(queryLoop(baseParams(), deps));
    expect(value.reason).toBe('completed');
    const strip = (item: unknown) =>
      JSON.stringify(item, (key, inner: unknown) => (key === 'cache_control' ? undefined : inner));
    expect(strip(model.requests[2]!.messages[0])).toBe(strip(model.requests[1]!.messages[0]));
  });

  it('does not send a reactive compaction the budget could not pay for', async () => {
    // Sonnet 4.5: a summary request of 400,000 bytes may cost $1.65 at the cache-write
    // rate (a token is at least a byte); $0.5 is left, so the ledger refuses to send it.
    let compactions = 0;
    const model = scriptedModel([
      new ModelError('prompt is too long', 'prompt_too_long', { status: 400 }),
      reply('never'),
    ]);
    const deps = testDeps(model.callModel, {
      autocompact: async (input) => {
        compactions++;
        await input.callModel({
          model: input.model,
          system: [],
          messages: [{ role: 'user', content: [{ type: 'text', text: 'x'.repeat(400_000) }] }],
          tools: [],
          maxTokens: input.maxOutputTokens,
          signal: input.signal,
        });
        return {
          summaryMessages: [{ role: 'user', content: 'Summary.' }],
          response: reply('summary'),
          preTokens: 10,
          readState: new Map(),
          restoredFiles: [],
        };
      },
    });
    const { value } = await drain(queryLoop(baseParams({ maxBudgetUsd: 0.5 }), deps));
    expect(value.reason).toBe('prompt_too_long');
    expect(compactions).toBe(1);
    expect(model.calls()).toBe(1);
  });

  it('keeps the turns and cost so far when a dependency throws', async () => {
    let iterations = 0;
    const model = scriptedModel([reply([toolUse('Echo', { text: 'a' })]), reply('never')]);
    const deps = testDeps(model.callModel, {
      microcompact: () => {
        if (++iterations === 2) throw new Error('disk full');
        return null;
      },
    });
    const { value } = await drain(queryLoop(baseParams(), deps));
    expect(value.reason).toBe('model_error');
    expect(value.error).toContain('disk full');
    expect(value.state.turnCount).toBe(1);
    expect(value.state.accounting.costUsd).toBeGreaterThan(0);
  });

  it('ends prompt_too_long when the reactive compaction was already tried', async () => {
    const tooLong = () => new ModelError('prompt is too long', 'prompt_too_long', { status: 400 });
    const model = scriptedModel([tooLong(), tooLong()]);
    const deps = testDeps(model.callModel, {
      autocompact: async () => ({
        summaryMessages: [{ role: 'user', content: 'Summary.' }],
        response: reply('summary'),
        preTokens: 10,
        readState: new Map(),
        restoredFiles: [],
      }),
    });
    const { value } = await drain(queryLoop(baseParams(), deps));
    expect(value.reason).toBe('prompt_too_long');
    expect(model.calls()).toBe(2);
  });

  it('ends model_error at once on a non-retryable error', async () => {
    const model = scriptedModel([
      new ModelError('invalid x-api-key', 'authentication', { status: 401 }),
    ]);
    const { value } = await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    expect(value.reason).toBe('model_error');
    expect(model.calls()).toBe(1);
  });

  it('gives a failing request one budget of retries, then ends model_error naming the error', async () => {
    let calls = 0;
    const callModel = async () => {
      calls++;
      throw new ModelError('API error 500 api_error: Internal server error', 'server', {
        status: 500,
      });
    };
    const { events, value } = await drain(queryLoop(baseParams(), testDeps(callModel)));
    expect(value.reason).toBe('model_error');
    expect(value.error).toContain('Internal server error');
    // 1 attempt + 10 retries, and no second round from the loop.
    expect(calls).toBe(11);
    const retries = events.filter(
      (event) => event.type === 'system' && event.subtype === 'api_retry',
    );
    expect(retries).toHaveLength(10);
    expect(retries[0]).toMatchObject({ attempt: 1, max_retries: 10, error_status: 500 });
  });

  it('nudges once on 4 identical calls in a row and stops on the next', async () => {
    const same = () => reply([toolUse('Echo', { text: 'same' })]);
    const model = scriptedModel([same(), same(), same(), same(), same(), reply('never')]);
    const { value } = await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    expect(value.reason).toBe('loop_detected');
    expect(value.state.turnCount).toBe(5);
    const nudged = model.requests[4]!.messages.at(-1)!;
    expect(JSON.stringify(nudged)).toContain('4 times in a row');
  });

  it('does not count different calls as a loop', async () => {
    const model = scriptedModel([
      ...Array.from({ length: 6 }, (_, index) =>
        reply([toolUse('Echo', { text: `v${index % 2}` })]),
      ),
      reply('done'),
    ]);
    const { value } = await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    expect(value.reason).toBe('completed');
  });

  it('ends aborted when the signal fires during a tool, with results still recorded', async () => {
    const controller = new AbortController();
    const slow: Tool<{ text: string }> = {
      ...createEchoTool({ delayMs: 10_000 }).tool,
      call: async (_input, context) => {
        setTimeout(() => controller.abort('aborted'), 10);
        await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
        return { content: 'stopped' };
      },
    };
    const model = scriptedModel([reply([toolUse('Echo', { text: 'x' })]), reply('never')]);
    const params = baseParams({ tools: [slow], signal: controller.signal });
    const { events, value } = await drain(queryLoop(params, testDeps(model.callModel)));
    expect(value.reason).toBe('aborted');
    expect(types(events)).toEqual(['assistant', 'user']);
  });

  it('ends timeout when the signal is aborted with reason "timeout"', async () => {
    const controller = new AbortController();
    const model = scriptedModel([
      async (request) => {
        controller.abort('timeout');
        throw new ModelError('aborted', 'aborted', { cause: request.signal.reason });
      },
    ]);
    const { value } = await drain(
      queryLoop(baseParams({ signal: controller.signal }), testDeps(model.callModel)),
    );
    expect(value.reason).toBe('timeout');
  });

  it('keeps each request a byte-identical extension of the previous one', async () => {
    const model = scriptedModel([
      reply([toolUse('Echo', { text: 'one' })]),
      reply([toolUse('Echo', { text: 'two' })]),
      reply('done'),
    ]);
    await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    const strip = (value: unknown) =>
      JSON.parse(JSON.stringify(value), (key, item) =>
        key === 'cache_control' ? undefined : item,
      );
    for (let index = 1; index < model.requests.length; index++) {
      const previous = model.requests[index - 1]!;
      const current = model.requests[index]!;
      expect(JSON.stringify(current.system)).toBe(JSON.stringify(previous.system));
      const prefix = strip(current.messages.slice(0, previous.messages.length));
      expect(JSON.stringify(prefix)).toBe(JSON.stringify(strip(previous.messages)));
      const marks = JSON.stringify(current).match(/cache_control/g) ?? [];
      expect(marks.length).toBeLessThanOrEqual(4);
    }
  });

  it('emits todo_update events from tools', async () => {
    const todo: Tool<{ todos: { content: string; status: 'pending'; activeForm: string }[] }> = {
      name: 'TodoWrite',
      description: 'todos',
      inputSchema: z.object({
        todos: z.array(
          z.object({ content: z.string(), status: z.literal('pending'), activeForm: z.string() }),
        ),
      }),
      isConcurrencySafe: () => false,
      call: async (input, context) => {
        context.emit({ type: 'todo_update', todos: input.todos });
        return { content: 'ok' };
      },
    };
    const todos = [{ content: 'Fix it', status: 'pending' as const, activeForm: 'Fixing it' }];
    const model = scriptedModel([reply([toolUse('TodoWrite', { todos })]), reply('done')]);
    const { events } = await drain(
      queryLoop(baseParams({ tools: [todo] }), testDeps(model.callModel)),
    );
    expect(
      events.find((event) => event.type === 'system' && event.subtype === 'todo_update'),
    ).toMatchObject({ todos });
  });

  it('redacts secrets from tool results before the model sees them', async () => {
    const leaky: Tool<{ text: string }> = {
      ...createEchoTool().tool,
      call: async () => ({ content: 'token is sk-secret-123456' }),
    };
    const model = scriptedModel([reply([toolUse('Echo', { text: 'x' })]), reply('done')]);
    const params = baseParams({
      tools: [leaky],
      redact: (text) => text.replaceAll('sk-secret-123456', '***'),
    });
    await drain(queryLoop(params, testDeps(model.callModel)));
    expect(JSON.stringify(model.requests[1])).not.toContain('sk-secret-123456');
  });
});

describe('queryLoop with the real context management', () => {
  it('autocompacts near the window limit and continues from the summary', async () => {
    // claude-sonnet-4-0: 200k window, so autocompact starts near 167k tokens.
    const model = scriptedModel([
      reply([toolUse('Echo', { text: 'big' })], { usage: { input_tokens: 170_000 } }),
      reply('<analysis>notes</analysis><summary>The user wants X; Echo was called.</summary>'),
      reply('Finished after compaction.'),
    ]);
    const { events, value } = await drain(queryLoop(baseParams(), testDeps(model.callModel)));
    expect(value.reason).toBe('completed');
    const boundary = events.find(
      (event) => event.type === 'system' && event.subtype === 'compact_boundary',
    );
    expect(boundary).toMatchObject({ compact_metadata: { trigger: 'auto' } });
    // The summary request is append-only: the same system, tools and history (so it reads
    // the cached prefix and the thinking keeps its prefix), the request at the end.
    const summaryRequest = model.requests[1]!;
    expect(summaryRequest.tools).toEqual(model.requests[0]!.tools);
    expect(summaryRequest.system.map((block) => block.text)).toEqual(
      model.requests[0]!.system.map((block) => block.text),
    );
    expect(JSON.stringify(summaryRequest.messages[1])).toContain('"type":"thinking"');
    expect(JSON.stringify(summaryRequest.messages.at(-1))).toContain('hand-over summary');
    // The next request starts from the summary.
    const after = model.requests[2]!;
    expect(after.messages[0]!.role).toBe('user');
    expect(JSON.stringify(after.messages)).toContain('The user wants X');
    expect(JSON.stringify(after.messages)).not.toContain('echo: big');
    // Turns count model responses of the task, not the summary call; cost counts both.
    expect(value.state.turnCount).toBe(2);
    expect(value.state.accounting.modelUsage['claude-sonnet-4-0']).toMatchObject({
      webSearchRequests: 0,
      contextWindow: 200_000,
    });
    expect(value.state.accounting.modelUsage['claude-sonnet-4-0']!.inputTokens).toBeGreaterThan(
      170_000,
    );
  });

  it('saves an oversized tool result to a file and sends a preview, the same way every time', async () => {
    const huge: Tool<{ text: string }> = {
      ...createEchoTool().tool,
      call: async () => ({ content: `${'line of output\n'.repeat(5_000)}END` }),
    };
    const model = scriptedModel([
      reply([toolUse('Echo', { text: 'x' })]),
      reply([toolUse('Echo', { text: 'y' })]),
      reply('done'),
    ]);
    const params = baseParams({ tools: [huge] });
    await drain(queryLoop(params, testDeps(model.callModel)));
    const second = JSON.stringify(model.requests[1]!.messages);
    expect(second.length).toBeLessThan(20_000);
    expect(second).toContain(params.toolResultDirectory);
    const third = JSON.stringify(model.requests[2]!.messages);
    // The first replacement is byte-identical in the next request.
    const firstResult = JSON.stringify(model.requests[1]!.messages[2]).replace(
      /,"cache_control":\{"type":"ephemeral"\}/g,
      '',
    );
    expect(third).toContain(firstResult.slice(0, 500));
  });
});
