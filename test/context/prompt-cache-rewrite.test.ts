/**
 * A history rewritten far back (old tool results cleared) costs a cache write of what
 * follows the change only: the breakpoint before the change reads the rest back
 * (src/engine/context/prompt-cache.ts). Billed by the fake Anthropic server, whose cache
 * follows the API's rules (a breakpoint reads an entry at most 20 blocks back:
 * https://platform.claude.com/docs/en/build-with-claude/prompt-caching), through the real
 * SDK and adapter.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  withCacheBreakpoints,
  withCacheBreakpointsAfter,
  type MarkedHistory,
} from '../../src/engine/context/prompt-cache.js';
import { createAnthropicModel } from '../../src/engine/model/anthropic.js';
import type { MessageParam, Usage } from '../../src/engine/model/types.js';
import { reply, startFakeAnthropic, text, type FakeAnthropic } from '../fakes/anthropic-server.js';
import { conversation, output, toolRound } from './conversation.js';

const system = [{ type: 'text' as const, text: 'You are a test agent.' }];
const tools = [
  { name: 'Read', description: 'Reads a file', input_schema: { type: 'object' as const } },
];

let fake: FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** The tokens a request's prompt cached (read or written): all of it up to its last breakpoint. */
const cached = (usage: Usage) =>
  (usage.cache_read_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0);

/**
 * Sends a 15-round conversation one request per round, then the request after the result
 * of round 3 was cleared (36 blocks before the previous end): its usage, and what the
 * request that ended on round 2's result cached.
 */
async function session(remembered: boolean): Promise<{ after: Usage; throughRound2: number }> {
  fake = await startFakeAnthropic(() => reply(text('ok')), { thinking: false });
  const callModel = createAnthropicModel({ apiKey: 'sk-ant-test-rewrite', baseURL: fake.url });
  const rounds = Array.from({ length: 16 }, (_, index) => ({
    name: 'Read',
    input: { file_path: `src/f${index}.ts` },
    result: output(2_000, `f${index}`),
  }));
  let previous: MarkedHistory | undefined;
  const send = async (history: MessageParam[]) => {
    const marked = withCacheBreakpointsAfter(remembered ? previous : undefined, system, history);
    previous = marked.history;
    const sent = remembered ? marked : withCacheBreakpoints(system, history);
    const message = await callModel({
      model: 'claude-sonnet-5-5',
      system: sent.system,
      messages: sent.messages,
      tools,
      maxTokens: 1_000,
      signal: new AbortController().signal,
    });
    return message.usage;
  };
  let history: MessageParam[] = conversation([]);
  let throughRound2 = 0;
  for (const [index, round] of rounds.slice(0, 15).entries()) {
    history = [...history, ...toolRound(round, index)];
    const usage = await send(history);
    if (index === 2) throughRound2 = cached(usage);
  }
  // Round 3's result is the 8th message (the task, then two per round).
  history = history.map((message, index) =>
    index === 8 && Array.isArray(message.content)
      ? { ...message, content: message.content.map((block) => ({ ...block, content: 'cleared' })) }
      : message,
  ) as MessageParam[];
  history = [...history, ...toolRound(rounds[15]!, 15)];
  return { after: await send(history), throughRound2 };
}

describe('a history rewritten far back', () => {
  it('reads back what comes before the change, and writes only what follows it', async () => {
    const { after, throughRound2 } = await session(true);
    // What it wrote is then everything after round 2's result: the changed message on.
    expect(after.cache_read_input_tokens).toBe(throughRound2);
  });

  it('writes everything after the system prompt again without that breakpoint', async () => {
    const { after, throughRound2 } = await session(false);
    expect(after.cache_read_input_tokens).toBeLessThan(throughRound2 / 4);
  });
});
