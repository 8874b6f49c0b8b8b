/**
 * What a compaction request costs, measured on the fake server's prompt cache (which
 * bills reads and writes from the same breakpoints the API uses), Sonnet 5.5 prices:
 *
 * - "text-only summary" is autocompact's fallback request (and what it always sent
 *   before): its own system prompt, no tools, thinking stripped, tool calls written out
 *   as text. Nothing of the cached conversation prefix can be read back.
 * - "append-only summary" is what autocompact asks first, as the preserved-thinking docs
 *   recommend: the same system and tools, the history unchanged, the summary request at
 *   the end, so the whole conversation is a cache read.
 *
 * The reference is a normal next turn of the same conversation.
 */
import { compactConversation } from '../src/engine/context/autocompact.js';
import { withCacheBreakpoints } from '../src/engine/context/prompt-cache.js';
import { createAnthropicModel } from '../src/engine/model/anthropic.js';
import { costOfUsage } from '../src/engine/model/pricing.js';
import type {
  Message,
  MessageParam,
  ModelRequest,
  ToolDefinition,
} from '../src/engine/model/types.js';
import { reply, startFakeAnthropic, text } from '../test/fakes/anthropic-server.js';
import { printTable, ratio } from './table.js';

const MODEL = 'claude-sonnet-5-5';
const TURNS = 40;
const RESULT_CHARS = 16_000;

const system = [{ type: 'text' as const, text: 'You are a coding agent. '.repeat(200) }];
const tools: ToolDefinition[] = ['Read', 'Edit', 'Bash', 'Grep'].map((name) => ({
  name,
  description: `${name} tool. `.repeat(40),
  input_schema: { type: 'object', properties: { value: { type: 'string' } } },
}));

function conversation(turns: number): MessageParam[] {
  const messages: MessageParam[] = [{ role: 'user', content: [{ type: 'text', text: 'Fix it.' }] }];
  for (let index = 0; index < turns; index++) {
    const id = `toolu_${index}`;
    messages.push({
      role: 'assistant',
      content: [{ type: 'tool_use', id, name: 'Read', input: { value: `file-${index}.ts` } }],
    });
    messages.push({
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: id, content: `line\n`.repeat(RESULT_CHARS / 5) },
      ],
    });
  }
  return messages;
}

export async function run(): Promise<void> {
  // Cache accounting only: thinking and its prefix check are the loop tests' business.
  const fake = await startFakeAnthropic(() => reply(text('<summary>ok</summary>')), {
    thinking: false,
  });
  try {
    const callModel = createAnthropicModel({
      apiKey: 'sk-ant-bench-0123456789',
      baseURL: fake.url,
    });
    const send = (messages: MessageParam[], withTools = true): Promise<Message> => {
      const cached = withCacheBreakpoints(system, messages);
      const request: ModelRequest = {
        model: MODEL,
        system: cached.system,
        messages: cached.messages,
        tools: withTools ? tools : [],
        maxTokens: 4096,
        signal: new AbortController().signal,
      };
      return callModel(request);
    };
    const history = conversation(TURNS);
    // Warm the cache the way the run did: one request per turn, each one step longer.
    for (let turn = 0; turn <= TURNS; turn++) await send(history.slice(0, turn * 2 + 1));

    const nextTurn = await send([
      ...history,
      { role: 'assistant', content: [{ type: 'text', text: 'Going on.' }] },
      { role: 'user', content: [{ type: 'text', text: 'Continue.' }] },
    ]);
    const textOnly = await compactConversation({
      messages: history,
      callModel,
      model: MODEL,
      signal: new AbortController().signal,
      maxOutputTokens: 4096,
      readState: new Map(),
      workspaceRoot: process.cwd(),
    });
    const appendOnly = await compactConversation({
      messages: history,
      callModel,
      model: MODEL,
      signal: new AbortController().signal,
      maxOutputTokens: 4096,
      readState: new Map(),
      workspaceRoot: process.cwd(),
      conversation: { system, tools },
    });
    const cost = (message: Message) => costOfUsage(MODEL, message.usage);
    const row = (name: string, message: Message) => [
      name,
      message.usage.input_tokens,
      message.usage.cache_read_input_tokens ?? 0,
      message.usage.cache_creation_input_tokens ?? 0,
      `$${cost(message).toFixed(4)}`,
      ratio(cost(message), cost(nextTurn)),
    ];
    printTable(
      ['request', 'input', 'cache read', 'cache write', 'cost', 'vs a normal turn'],
      [
        row('a normal next turn (reference)', nextTurn),
        row('text-only summary (the fallback)', textOnly.response),
        row('append-only summary (same system, tools, history)', appendOnly.response),
      ],
    );
  } finally {
    await fake.close();
  }
}
