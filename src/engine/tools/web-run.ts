/** How WebSearch and WebFetch run (what the model sees of them is web.ts). */
import type { ContentBlock, ServerToolDefinition } from '../model/types.js';
import type { ToolCall, ToolContext, ToolResult } from './types.js';
import {
  conversationUrls,
  fetchRefusal,
  hostInDomains,
  urlInConversation,
  withoutNewLinks,
  type WebDomains,
} from './web-urls.js';
import { errorMessage } from '../text/error-message.js';
import { toolError } from './tool-error.js';
import {
  WEB_FETCH_MAX_CONTENT_TOKENS,
  WEB_SEARCH_MAX_USES,
  type FetchInput,
  type SearchInput,
  type ServerToolRequest,
  type ServerToolRunner,
  type WebToolOptions,
} from './web.js';

/** WebSearch's call. */
export function webSearchCall(
  runner: ServerToolRunner,
  options: WebToolOptions,
): ToolCall<SearchInput> {
  return async (input, context) => {
    if (input.allowed_domains?.length && input.blocked_domains?.length) {
      return toolError('Give allowed_domains or blocked_domains, not both.');
    }
    const limits = searchDomains(input, options.domains);
    if (typeof limits === 'string') return toolError(limits);
    const tool: ServerToolDefinition = {
      type: 'web_search_20250305',
      name: 'web_search',
      max_uses: WEB_SEARCH_MAX_USES,
      ...limits,
    };
    const query = options.redact(input.query);
    return run(
      runner,
      options,
      {
        tool,
        system:
          'You search the web for another agent. Run one search for the query you are given (you have one), then answer briefly and factually from its results, naming the sources you used.',
        prompt: `Search the web for: ${query}`,
        toolUseId: context.toolUseId,
        signal: context.signal,
      },
      (blocks) => formatSearch(query, blocks),
    );
  };
}

/**
 * The search's domain limits: the model's, inside the boundary's list when there
 * is one (its blocked_domains cannot be combined with that list); a string says
 * why the search is refused.
 */
function searchDomains(
  input: SearchInput,
  boundary: WebDomains,
): Pick<ServerToolDefinition, 'allowed_domains' | 'blocked_domains'> | string {
  const asked = input.allowed_domains?.length ? input.allowed_domains : undefined;
  if (boundary.kind === 'any') {
    return asked
      ? { allowed_domains: asked }
      : input.blocked_domains?.length
        ? { blocked_domains: input.blocked_domains }
        : {};
  }
  const list = boundary.domains.join(', ');
  // An empty allowed_domains has no documented meaning: never sent.
  if (boundary.domains.length === 0) {
    return `This run's allowed_domains (${boundary.patterns.join(', ')}) name no host the API's web search takes (IP addresses are for the tool processes).`;
  }
  if (input.blocked_domains?.length) {
    return `This run searches only its allowed_domains (${list}): give allowed_domains, not blocked_domains.`;
  }
  const outside = (asked ?? []).filter((domain) => !hostInDomains(domain, boundary.domains));
  if (outside.length > 0) {
    return `${outside.join(', ')} is not in this run's allowed_domains (${list}).`;
  }
  return { allowed_domains: asked ?? [...boundary.domains] };
}

/** WebFetch's call. */
export function webFetchCall(
  runner: ServerToolRunner,
  options: WebToolOptions,
): ToolCall<FetchInput> {
  return async (input, context) => {
    const checked = checkFetch(input, context, options);
    if ('refused' in checked) return toolError(checked.refused);
    const tool: ServerToolDefinition = {
      type: 'web_fetch_20250910',
      name: 'web_fetch',
      // One fetch, of the URL asked: not a second one a fetched page points to.
      max_uses: 1,
      max_content_tokens: WEB_FETCH_MAX_CONTENT_TOKENS,
      ...(options.domains.kind === 'list' ? { allowed_domains: [...options.domains.domains] } : {}),
    };
    return run(
      runner,
      options,
      {
        tool,
        system:
          'You read web pages for another agent. Fetch the page you are given with web_fetch, then answer the question from its content only; say so when the page does not answer it.',
        prompt: `Fetch ${input.url} and, from its content, answer: ${checked.prompt}`,
        toolUseId: context.toolUseId,
        signal: context.signal,
      },
      (blocks) => formatFetch(input.url, blocks),
    );
  };
}

/**
 * The fetch as it may leave: its URL already in the conversation, carrying no
 * secret, on an allowed host; its prompt redacted and holding no new link.
 */
function checkFetch(
  input: FetchInput,
  context: ToolContext,
  options: WebToolOptions,
): { prompt: string } | { refused: string } {
  if (options.redact(input.url) !== input.url) {
    return { refused: 'The URL carries a secret of this run: it is not fetched.' };
  }
  const known = conversationUrls(context.conversation ?? []);
  if (!urlInConversation(input.url, known)) {
    return {
      refused: `WebFetch fetches only a URL that is already in the conversation, exactly as written there (the task, a file or command output, a search result): ${input.url} is not.`,
    };
  }
  const refusal = fetchRefusal(new URL(input.url), options.domains);
  if (refusal) return { refused: refusal };
  return { prompt: options.redact(withoutNewLinks(input.prompt, known)) };
}

async function run(
  runner: ServerToolRunner,
  options: WebToolOptions,
  request: ServerToolRequest,
  format: (blocks: ContentBlock[]) => ToolResult,
): Promise<ToolResult> {
  try {
    const blocks = await runner(request);
    recordRequests(blocks, request.toolUseId, options);
    return format(blocks);
  } catch (error) {
    return toolError(errorMessage(error));
  }
}

/** Each search the API ran and each URL it fetched, from its `server_tool_use` blocks. */
function recordRequests(
  blocks: readonly ContentBlock[],
  toolUseId: string,
  options: WebToolOptions,
): void {
  for (const block of blocks) {
    if (block.type !== 'server_tool_use') continue;
    const input = block.input as { query?: unknown; url?: unknown };
    if (block.name === 'web_search' && typeof input.query === 'string') {
      options.record({
        tool_use_id: toolUseId,
        kind: 'search',
        value: options.redact(input.query),
      });
    } else if (block.name === 'web_fetch' && typeof input.url === 'string') {
      options.record({ tool_use_id: toolUseId, kind: 'fetch', value: options.redact(input.url) });
    }
  }
}

function formatSearch(query: string, blocks: readonly ContentBlock[]): ToolResult {
  const links: { title: string; url: string }[] = [];
  const errors: string[] = [];
  for (const block of blocks) {
    if (block.type !== 'web_search_tool_result') continue;
    if (Array.isArray(block.content)) {
      for (const result of block.content) links.push({ title: result.title, url: result.url });
    } else {
      errors.push(block.content.error_code);
    }
  }
  const answer = answerText(blocks);
  if (links.length === 0 && errors.length > 0) {
    return toolError(`The web search failed (${errors.join(', ')}).`);
  }
  const lines = [`Web search results for "${query}":`, ''];
  if (links.length > 0) {
    lines.push('Sources:', ...links.map((link) => `- [${link.title}](${link.url})`), '');
  } else {
    lines.push('No results.', '');
  }
  if (answer) lines.push(answer);
  return { content: lines.join('\n').trimEnd() };
}

function formatFetch(url: string, blocks: readonly ContentBlock[]): ToolResult {
  const errors = blocks.flatMap((block) =>
    block.type === 'web_fetch_tool_result' && block.content.type === 'web_fetch_tool_result_error'
      ? [block.content.error_code]
      : [],
  );
  const fetched = blocks.some(
    (block) => block.type === 'web_fetch_tool_result' && block.content.type === 'web_fetch_result',
  );
  const answer = answerText(blocks);
  if (!fetched && errors.length > 0) {
    return toolError(`Could not fetch ${url} (${errors.join(', ')}).`);
  }
  return { content: answer ? `From ${url}:\n\n${answer}` : `Fetched ${url}, but got no answer.` };
}

/** The answer's text blocks, joined. */
function answerText(blocks: readonly ContentBlock[]): string {
  return blocks
    .flatMap((block) => (block.type === 'text' ? [block.text] : []))
    .join('')
    .trim();
}
