/**
 * Issue #49: the web tools under a boundary list with a port and an IP literal (a package
 * registry the runner's configuration names, src/engine/sandbox/registries.ts). WebFetch
 * holds a URL to the boundary's entries as the egress proxy holds a tool process
 * (src/engine/sandbox/domains.ts isHostAllowed): the host, and the port an entry names (80
 * and 443 when it names none), `*.name` without the name itself. The server tools sent to
 * the API carry the boundary's host names as `allowed_domains`, never an IP address (the
 * API documents domains: https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/web-fetch-tool),
 * and a list with no name left is never sent empty.
 */
import { describe, expect, it } from 'vitest';
import { isHostAllowed, parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { createWebFetchTool, createWebSearchTool } from '../../src/engine/tools/built-in.js';
import type { ServerToolRequest } from '../../src/engine/tools/web.js';
import { webDomainsFor } from '../../src/engine/tools/web-urls.js';
import { makeContext, noRedaction, text } from './helpers.js';

const BOUNDARY = parseAllowedDomains('vitest.dev 127.0.0.2:4873 example.org:8443 *.docs.example');

/** WebFetch and WebSearch whose server-tool requests are recorded, answered with nothing. */
function tools(allowed = BOUNDARY) {
  const sent: ServerToolRequest[] = [];
  const options = { redact: noRedaction, domains: webDomainsFor(allowed), record: () => {} };
  const runner = async (request: ServerToolRequest) => {
    sent.push(request);
    return [];
  };
  return {
    sent,
    fetch: createWebFetchTool(runner, options),
    search: createWebSearchTool(runner, options),
  };
}

/** Fetches `url`, which the task names (so it is in the conversation). */
async function fetchOf(tool: ReturnType<typeof tools>['fetch'], url: string) {
  const context = {
    ...makeContext(),
    conversation: [{ role: 'user' as const, content: `Read ${url} please.` }],
  };
  return tool.call({ url, prompt: 'What does it say?' }, context);
}

describe('WebFetch under allowed_domains with ports and an IP address', () => {
  it.each([
    ['https://vitest.dev/guide', true],
    ['http://vitest.dev/guide', true],
    ['https://vitest.dev:8080/guide', false],
    ['https://example.org:8443/x', true],
    ['https://example.org/x', false],
    ['https://api.docs.example/x', true],
    ['https://docs.example/x', false],
    ['http://127.0.0.2:4873/left-pad', false],
    ['http://127.0.0.2/left-pad', false],
    ['https://other.example/x', false],
  ])('%s: fetched %s, as the proxy would let a tool process reach it', async (url, fetched) => {
    const { sent, fetch } = tools();
    const result = await fetchOf(fetch, url);
    expect(sent.length === 1, text(result)).toBe(fetched);
    // The proxy's own rule, for a name: the same answer (an IP address is the API's to refuse).
    const parsed = new URL(url);
    const port = parsed.port ? Number(parsed.port) : parsed.protocol === 'http:' ? 80 : 443;
    if (!/^\d/.test(parsed.hostname)) {
      expect(isHostAllowed(BOUNDARY, parsed.hostname, port)).toBe(fetched);
    } else {
      expect(text(result)).toContain('is an IP address');
    }
  });

  it("sends the boundary's host names as the server tools' allowed_domains, no IP address", async () => {
    const { sent, fetch, search } = tools();
    await fetchOf(fetch, 'https://vitest.dev/guide');
    await search.call({ query: 'vitest config' }, makeContext());
    expect(sent.map((request) => request.tool.allowed_domains)).toEqual([
      ['vitest.dev', 'example.org', 'docs.example'],
      ['vitest.dev', 'example.org', 'docs.example'],
    ]);
  });

  it('refuses both tools when the list names IP addresses only, and sends nothing', async () => {
    const { sent, fetch, search } = tools(parseAllowedDomains('127.0.0.2:4873'));
    expect(text(await fetchOf(fetch, 'http://127.0.0.2:4873/x'))).toContain('is an IP address');
    expect(text(await search.call({ query: 'x' }, makeContext()))).toContain(
      'name no host the API',
    );
    expect(sent).toEqual([]);
  });
});
