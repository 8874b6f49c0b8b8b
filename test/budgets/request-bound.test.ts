/**
 * The worst case of a request measured from the previous one (request-bound.ts): a long
 * conversation's request is bounded from what it added, and that bound is the one a
 * measurement of every message gives.
 */
import { describe, expect, it } from 'vitest';
import { withCacheBreakpoints, type CacheTtl } from '../../src/engine/context/prompt-cache.js';
import {
  inputTokenBound,
  oneHourCache,
  SEARCH_RESULT_TOKENS,
  shapeOf,
  type AnsweredRequest,
} from '../../src/engine/budgets/request-bound.js';
import type { MessageParam, ModelRequest } from '../../src/engine/model/types.js';

const system = [{ type: 'text' as const, text: 'You are a test agent.' }];
const tools = [{ name: 'Echo', description: 'Echoes.', input_schema: { type: 'object' as const } }];

function requestOf(history: readonly MessageParam[], ttl: CacheTtl): ModelRequest {
  const cached = withCacheBreakpoints(system, [...history], ttl);
  return {
    model: 'claude-sonnet-5-5',
    system: cached.system,
    messages: cached.messages,
    tools,
    maxTokens: 1_000,
    signal: new AbortController().signal,
  };
}

function turn(index: number, text: string): MessageParam[] {
  return [
    {
      role: 'assistant',
      content: [
        { type: 'text', text: `Step ${index}.` },
        { type: 'tool_use', id: `toolu_${index}`, name: 'Echo', input: { text } },
      ],
    },
    {
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: `toolu_${index}`, content: text }],
    },
  ];
}

/** Every message measured again: a copy of each message and block, never seen before. */
function measuredAfresh(request: ModelRequest, previous: ModelRequest, reported: number) {
  const copy = (req: ModelRequest): ModelRequest => ({
    ...req,
    messages: structuredClone(req.messages),
  });
  const answered = { shape: shapeOf(copy(previous)), reportedInputTokens: reported };
  const shape = shapeOf(copy(request));
  return { bound: inputTokenBound(shape, answered), oneHour: oneHourCache(shape, answered) };
}

describe('the input bound of a request in a long conversation', () => {
  it('is what measuring every message gives, through growth, a rewrite, a TTL change and a compaction', () => {
    let history: MessageParam[] = [{ role: 'user', content: [{ type: 'text', text: 'Go.' }] }];
    let previous: { request: ModelRequest; answered: AnsweredRequest } | undefined;
    const seen: { bound: number; oneHour: boolean }[] = [];
    for (let index = 1; index <= 40; index++) {
      history = [...history, ...turn(index, `関数 result ${index} `.repeat(index))];
      // A rewrite in the middle (as microcompact does), then a shorter history (a compaction).
      if (index === 20) {
        history = history.map((message, at) =>
          at === 5 ? { role: 'user', content: [{ type: 'text', text: '[cleared]' }] } : message,
        );
      }
      if (index === 30) history = history.slice(0, 1).concat(history.slice(-4));
      const ttl: CacheTtl = index >= 10 && index < 25 ? '1h' : '5m';
      const request = requestOf(history, ttl);
      const shape = shapeOf(request);
      const bound = inputTokenBound(shape, previous?.answered);
      const oneHour = oneHourCache(shape, previous?.answered);
      if (previous) {
        expect({ bound, oneHour }).toEqual(
          measuredAfresh(request, previous.request, previous.answered.reportedInputTokens),
        );
      }
      seen.push({ bound, oneHour });
      const reported = 2_000 + index * 100;
      previous = { request, answered: { shape, reportedInputTokens: reported } };
    }
    // The cases the comparison went through: the 1-hour cache and back, the bound from the
    // reported input (below the bytes) and from the bytes (after the compaction).
    expect(seen.map((entry) => entry.oneHour)).toContain(true);
    expect(seen.at(-1)!.oneHour).toBe(false);
  });
});

describe('the input bound of a request with server tools', () => {
  const prompt: MessageParam[] = [{ role: 'user', content: [{ type: 'text', text: 'Fetch it.' }] }];
  const plain: ModelRequest = { ...requestOf(prompt, '5m'), tools: [] };
  const withTool = (tool: NonNullable<ModelRequest['serverTools']>[number]): ModelRequest => ({
    ...plain,
    serverTools: [tool],
  });
  const single = (request: ModelRequest) =>
    inputTokenBound({ ...shapeOf(request), serverSteps: { uses: 0, contentPerUse: 0 } });

  it('counts the prompt once per step of the API loop, and each use content for the steps after it', () => {
    const fetch = withTool({
      type: 'web_fetch_20250910',
      name: 'web_fetch',
      max_uses: 2,
      max_content_tokens: 1_000,
    });
    // Three steps read the prompt; the second reads one page, the third two.
    expect(inputTokenBound(shapeOf(fetch))).toBe(3 * single(fetch) + 3 * 1_000);
  });

  it('counts a search’s results allowance in each step after it', () => {
    const search = withTool({ type: 'web_search_20250305', name: 'web_search', max_uses: 2 });
    // Three steps read the prompt; the second reads one search's results, the third two.
    expect(inputTokenBound(shapeOf(search))).toBe(3 * single(search) + 3 * SEARCH_RESULT_TOKENS);
  });

  it('takes ten searches for a search tool without max_uses', () => {
    const search = withTool({ type: 'web_search_20250305', name: 'web_search' });
    expect(inputTokenBound(shapeOf(search))).toBe(11 * single(search) + 55 * SEARCH_RESULT_TOKENS);
  });
});
