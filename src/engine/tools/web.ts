/**
 * `WebSearch` and `WebFetch`, as Claude Code spells them, run through the API's own
 * server tools (web search, web fetch): each call is a separate model request that
 * carries the server tool, and the API searches or fetches. The runner's network
 * is never used, so the tool boundary's egress rules stay as they are. The request
 * itself (budget, retries, `pause_turn`, pricing) is made by the loop's side
 * (src/engine/session/server-tools.ts); web-run.ts shapes the request and the answer, and
 * this file is what the model sees.
 *
 * Server tool types and fields: https://platform.claude.com/docs/en/agents-and-tools/tool-use/web-search-tool
 * and .../web-fetch-tool (the basic versions, which every platform and model with web
 * tools supports).
 */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import type { WebRequest } from '../events/stream.js';
import type { ContentBlock, ServerToolDefinition } from '../model/types.js';
import type { ToolSpec } from './types.js';
import type { WebDomains } from './web-urls.js';

/**
 * Searches one WebSearch call may make: the one it was asked for (the model calls
 * WebSearch again for another query). Each search's results are read by every later step
 * of the request's server-tool loop, so a second use would cost its results twice and the
 * first one's again: with one, the spend cap's allowance for them is counted once
 * (src/engine/budgets/request-bound.ts, SEARCH_RESULT_TOKENS).
 */
export const WEB_SEARCH_MAX_USES = 1;
/** Tokens of a fetched page the model reads at most. */
export const WEB_FETCH_MAX_CONTENT_TOKENS = 100_000;

/** One request with a server tool, as the web tools ask for it. */
export interface ServerToolRequest {
  tool: ServerToolDefinition;
  system: string;
  prompt: string;
  /** The calling tool_use id (the request's costs are recorded under it). */
  toolUseId: string;
  signal: AbortSignal;
}

/**
 * Sends the request (continuing after `pause_turn`) and returns every content block of
 * the answer. Throws with a message for the model when it cannot.
 */
export type ServerToolRunner = (request: ServerToolRequest) => Promise<ContentBlock[]>;

/** What every web call goes through before it leaves. */
export interface WebToolOptions {
  /** Masks the run's secrets (raw, base64, URL-encoded: src/engine/safety/secrets.ts). */
  redact: (text: string) => string;
  /** The boundary's `allowed_domains`, as the server tools' own (./web-urls.ts). */
  domains: WebDomains;
  /** Told of every query the API searched and URL it fetched (the run's report lists them). */
  record: (request: WebRequest) => void;
}

/** Hosts to keep to or leave out. */
const domains = (zod: typeof z) => zod.array(zod.string().min(1)).optional();

export const webSearchInputSchema = deferredSchema((z) =>
  z.strictObject({
    query: z.string().min(2).describe('The search query to use'),
    allowed_domains: domains(z).describe('Only include results from these domains'),
    blocked_domains: domains(z).describe('Never include results from these domains'),
  }),
);
export type SearchInput = z.infer<typeof webSearchInputSchema>;

export const webFetchInputSchema = deferredSchema((z) =>
  z.strictObject({
    url: z.url().describe('The URL to fetch the content from'),
    prompt: z
      .string()
      .min(1)
      .describe('What to extract from the page, or the question to answer from it'),
  }),
);
export type FetchInput = z.infer<typeof webFetchInputSchema>;

/** WebSearch as the model sees it (its call: web-run.ts). */
export function webSearchDefinition(): ToolSpec<SearchInput> {
  return {
    name: 'WebSearch',
    description: [
      'Searches the web for the query and returns an answer with its sources (titles and URLs). Each call runs one search: call it again, with another query, for more.',
      "Use it for information that is newer than your training or that you are unsure of: a library's current API or version, an error message, release notes.",
      'allowed_domains or blocked_domains (not both) limit the sites it uses. Cite the sources you rely on, as Markdown links.',
      'Searches cost money ($0.01 each) and count toward the run budget: search when it helps, not by habit.',
    ].join('\n'),
    inputSchema: webSearchInputSchema,
    inputJsonSchema: builtInJsonSchema('WebSearch'),
    isConcurrencySafe: () => true,
  };
}

/** WebFetch as the model sees it (its call: web-run.ts). */
export function webFetchDefinition(): ToolSpec<FetchInput> {
  return {
    name: 'WebFetch',
    description: [
      'Fetches a web page or PDF (by the API, not from this machine) and answers the prompt from its content.',
      'Use it to read documentation, a changelog or an issue at a known URL. The URL must already be in the conversation, exactly as written there: in the task, in a file or command output you read, or in earlier search results. A URL you compose yourself is refused.',
      'The answer is a summary shaped by your prompt, not the raw page: ask for exactly what you need (an API signature, a config option, the steps).',
    ].join('\n'),
    inputSchema: webFetchInputSchema,
    inputJsonSchema: builtInJsonSchema('WebFetch'),
    isConcurrencySafe: () => true,
  };
}
