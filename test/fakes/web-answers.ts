/**
 * The fake API's answers to the web tools' own requests, shaped as the server
 * tools stream them (https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/web-search-tool,
 * .../web-fetch-tool): a `server_tool_use`, its result block and a `pause_turn`,
 * then, once the paused turn is sent back, the answer.
 */
import {
  reply,
  text,
  type BlockSpec,
  type RecordedRequest,
  type Step,
} from './anthropic-server.js';

export const VITEST_PAGE = 'https://vitest.dev/blog/vitest-4';

const serverTypes = (request: RecordedRequest) =>
  ((request.body.tools ?? []) as { type?: string }[]).map((tool) => tool.type);
export const isSearch = (request: RecordedRequest) =>
  serverTypes(request).includes('web_search_20250305');
export const isFetch = (request: RecordedRequest) =>
  serverTypes(request).includes('web_fetch_20250910');
const resumed = (request: RecordedRequest) => request.body.messages.at(-1).role === 'assistant';

/** The search request: a search and a pause, then the answer (as the API streams them). */
export function searchAnswer(request: RecordedRequest): Step {
  if (resumed(request)) return reply(text('Vitest 4 came out in October.'));
  return reply(
    [
      {
        type: 'server_tool_use',
        id: 'srvtoolu_s1',
        name: 'web_search',
        input: { query: 'vitest 4' },
      },
      {
        type: 'server_tool_result',
        block: {
          type: 'web_search_tool_result',
          tool_use_id: 'srvtoolu_s1',
          content: [
            {
              type: 'web_search_result',
              title: 'Vitest 4 is out',
              url: VITEST_PAGE,
              encrypted_content: 'EqgfCioIARgBIiQ3YTAwMjY1Mi1mZjM5',
              page_age: 'October 22, 2026',
            },
          ],
        },
      },
    ],
    {
      stopReason: 'pause_turn',
      usage: { server_tool_use: { web_search_requests: 1, web_fetch_requests: 0 } },
    },
  );
}

/** The fetch request: the fetch and a pause, then the answer. */
export function fetchAnswer(request: RecordedRequest): Step {
  if (resumed(request)) return reply(text('The page says: browser mode is stable.'));
  return reply(
    [
      {
        type: 'server_tool_use',
        id: 'srvtoolu_f1',
        name: 'web_fetch',
        input: { url: VITEST_PAGE },
      },
      {
        type: 'server_tool_result',
        block: {
          type: 'web_fetch_tool_result',
          tool_use_id: 'srvtoolu_f1',
          content: {
            type: 'web_fetch_result',
            url: VITEST_PAGE,
            retrieved_at: '2026-12-03T10:30:00Z',
            content: {
              type: 'document',
              source: { type: 'text', media_type: 'text/plain', data: 'Browser mode is stable.' },
              title: 'Vitest 4 is out',
            },
          },
        },
      },
    ],
    {
      stopReason: 'pause_turn',
      usage: { server_tool_use: { web_search_requests: 0, web_fetch_requests: 1 } },
    },
  );
}

/**
 * A search the API ran and its `count` results of 4,000 characters each, as a
 * `web_search_tool_result` streams them (title, url, encrypted_content, page_age). The
 * fake bills their JSON in the step after them (about 1,850 tokens a result).
 */
export function searchWithResults(id: string, count: number): BlockSpec[] {
  const results = Array.from({ length: count }, (_, index) => ({
    type: 'web_search_result',
    title: `Result ${index}`,
    url: `https://example.org/${id}/${index}`,
    encrypted_content: 'Eq'.padEnd(4_000, 'k7Q'),
    page_age: 'December 1, 2026',
  }));
  return [
    { type: 'server_tool_use', id, name: 'web_search', input: { query: 'topic' } },
    {
      type: 'server_tool_result',
      block: { type: 'web_search_tool_result', tool_use_id: id, content: results },
    },
  ];
}
