/** Builders for loop tests: scripted model replies and small test tools. */
import { afterAll } from 'vitest';
import { z } from 'zod';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Message, ModelRequest, Usage } from '../../src/engine/model/types.js';
import { ModelError } from '../../src/engine/model/types.js';
import type { QueryDeps, QueryParams } from '../../src/engine/loop/query-loop.js';
import { defaultDeps } from '../../src/engine/loop/query-loop.js';
import type { Tool } from '../../src/engine/tools/types.js';
import { createAnthropicModel } from '../../src/engine/model/anthropic.js';
import type { CallModel } from '../../src/engine/model/types.js';
import {
  reply as fakeReply,
  startFakeAnthropic,
  type BlockSpec,
  type FakeAnthropic,
  type ResponseStep,
} from '../fakes/anthropic-server.js';

let counter = 0;

export type Block =
  { type: 'text'; text: string } | { type: 'tool_use'; id?: string; name: string; input: unknown };

/** An assistant message as the API returns it. */
export function reply(
  blocks: Block[] | string,
  options: { stop?: Message['stop_reason']; usage?: Partial<Usage>; model?: string } = {},
): Message {
  const list: Block[] = typeof blocks === 'string' ? [{ type: 'text', text: blocks }] : blocks;
  const content = list.map((block) =>
    block.type === 'tool_use'
      ? {
          type: 'tool_use',
          id: block.id ?? `toolu_${++counter}`,
          name: block.name,
          input: block.input,
        }
      : { type: 'text', text: block.text, citations: null },
  );
  const hasTools = content.some((block) => block.type === 'tool_use');
  return {
    id: `msg_${++counter}`,
    type: 'message',
    role: 'assistant',
    model: options.model ?? 'claude-sonnet-4-0',
    content,
    stop_reason: options.stop ?? (hasTools ? 'tool_use' : 'end_turn'),
    stop_sequence: null,
    usage: {
      input_tokens: 100,
      output_tokens: 20,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      ...options.usage,
    },
  } as unknown as Message;
}

export function toolUse(name: string, input: unknown, id?: string): Block {
  return { type: 'tool_use', name, input, ...(id ? { id } : {}) };
}

type Step = Message | ModelError | ((request: ModelRequest) => Message | Promise<Message>);

const openFakes = new Set<FakeAnthropic>();
afterAll(async () => {
  await Promise.all([...openFakes].map((fake) => fake.close()));
  openFakes.clear();
});

/**
 * A CallModel that answers from a script and records each request (deep-copied).
 *
 * A scripted reply is not handed to the loop directly: it is played by the fake Anthropic
 * server and comes back through the real SDK and adapter, so every loop test sees what the
 * current models send (a signed thinking block on every turn, now and then an empty text
 * block) and every request passes the server's checks, the preserved-thinking prefix
 * check included. A scripted ModelError is thrown as is (no request is sent).
 */
export function scriptedModel(steps: Step[]) {
  const requests: ModelRequest[] = [];
  let index = 0;
  let current: Message | undefined;
  let viaFake: Promise<CallModel> | undefined;
  const fakeModel = (): Promise<CallModel> =>
    (viaFake ??= startFakeAnthropic(() => asFakeStep(current!)).then((fake) => {
      openFakes.add(fake);
      // One attempt per call: the loop's retry layer sits above, as in production.
      return createAnthropicModel({ apiKey: 'sk-ant-loop-test-0123456789', baseURL: fake.url });
    }));
  const callModel = async (request: ModelRequest): Promise<Message> => {
    requests.push(JSON.parse(JSON.stringify({ ...request, signal: undefined })) as ModelRequest);
    const step = steps[index++];
    if (step === undefined) throw new Error(`script ran out at request ${index}`);
    if (step instanceof ModelError) throw step;
    current = typeof step === 'function' ? await step(request) : step;
    return (await fakeModel())(request);
  };
  return { callModel, requests, calls: () => index };
}

/** A scripted message as the fake server's step: same blocks, stop reason, usage and model. */
function asFakeStep(message: Message): ResponseStep {
  const content = message.content.map((block): BlockSpec => {
    switch (block.type) {
      case 'text':
        return { type: 'text', text: block.text };
      case 'tool_use':
        return { type: 'tool_use', id: block.id, name: block.name, input: block.input };
      case 'thinking':
        return { type: 'thinking', thinking: block.thinking, signature: block.signature };
      case 'redacted_thinking':
        return { type: 'redacted_thinking', data: block.data };
      default:
        throw new Error(`asFakeStep: no fake for a ${block.type} block`);
    }
  });
  const usage = message.usage;
  return fakeReply(content, {
    stopReason: (message.stop_reason ?? 'end_turn') as ResponseStep['stopReason'],
    model: message.model,
    usage: {
      input_tokens: usage.input_tokens,
      output_tokens: usage.output_tokens,
      cache_creation_input_tokens: usage.cache_creation_input_tokens ?? 0,
      cache_read_input_tokens: usage.cache_read_input_tokens ?? 0,
    },
  });
}

/** A concurrency-safe tool that echoes its input and tracks how many run at once. */
export function createEchoTool(options: { delayMs?: number; safe?: boolean; name?: string } = {}) {
  const stats = { running: 0, maxRunning: 0, order: [] as string[] };
  const tool: Tool<{ text: string }> = {
    name: options.name ?? 'Echo',
    description: 'Echoes its input.',
    inputSchema: z.object({ text: z.string() }),
    isConcurrencySafe: () => options.safe ?? true,
    call: async (input, context) => {
      stats.running++;
      stats.maxRunning = Math.max(stats.maxRunning, stats.running);
      stats.order.push(`start:${input.text}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.delayMs ?? 0);
        context.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      stats.running--;
      stats.order.push(`end:${input.text}`);
      return { content: `echo: ${input.text}` };
    },
  };
  return { tool, stats };
}

export function baseParams(overrides: Partial<QueryParams> = {}): QueryParams {
  return {
    messages: [{ role: 'user', content: 'Do the thing.' }],
    systemPrompt: [{ type: 'text', text: 'You are a test agent.' }],
    tools: [createEchoTool().tool],
    canUseTool: () => ({ behavior: 'allow' }),
    model: 'claude-sonnet-4-0',
    maxTurns: 10,
    maxBudgetUsd: 5,
    signal: new AbortController().signal,
    sessionId: 'session-test',
    workspaceRoot: mkdtempSync(join(tmpdir(), 'loop-ws-')),
    toolResultDirectory: mkdtempSync(join(tmpdir(), 'loop-results-')),
    readState: new Map(),
    redact: (text) => text,
    ...overrides,
  };
}

export function testDeps(
  callModel: QueryDeps['callModel'],
  overrides: Partial<QueryDeps> = {},
): QueryDeps {
  let id = 0;
  return {
    ...defaultDeps(callModel),
    uuid: () => `uuid-${++id}`,
    sleep: async () => {},
    ...overrides,
  };
}

/** Runs a generator to its end: the events and the return value. */
export async function drain<E, R>(
  generator: AsyncGenerator<E, R>,
): Promise<{ events: E[]; value: R }> {
  const events: E[] = [];
  while (true) {
    const step = await generator.next();
    if (step.done) return { events, value: step.value };
    events.push(step.value);
  }
}
