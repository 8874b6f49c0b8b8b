/**
 * Emoji-heavy tool output through the whole loop and the real SDK to the fake
 * Anthropic server, which refuses a lone surrogate as the API does: every
 * request after a cut must arrive well-formed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryLoop } from '../../src/engine/loop/query-loop.js';
import { createAnthropicModel } from '../../src/engine/model/anthropic.js';
import { createTools } from '../../src/engine/tools/index.js';
import { findRipgrep } from '../../src/engine/tools/ripgrep.js';
import type { Tool } from '../../src/engine/tools/types.js';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import { baseParams, drain, testDeps } from '../loop/helpers.js';
import { makeTempDir, writeTree } from '../tools/helpers.js';
import { emoji, expectWellFormedJson } from './well-formed.js';

let server: FakeAnthropic | undefined;
let workspace: ReturnType<typeof makeTempDir> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  workspace?.cleanup();
});

/** A tool with one huge line of output, as an MCP tool may return: only the budget cuts it. */
const dumpTool: Tool<{ count: number }> = {
  name: 'Dump',
  description: 'Prints emoji.',
  inputSchema: z.object({ count: z.number() }),
  isConcurrencySafe: () => true,
  call: async (input) => ({ content: `x${emoji(input.count)}` }),
};

describe('emoji-heavy tool results on the wire', () => {
  it('reach the API well-formed after every cut (Read, Grep, Bash, the result budget)', async () => {
    workspace = makeTempDir();
    writeTree(workspace.dir, {
      'wide.txt': `a${emoji(3000)}\n${'🇫🇷'.repeat(700)}\n`,
      'match.txt': `needle ${emoji(400)}\n`,
    });
    const outputCommand = `printf 'x'; for i in $(seq 800); do printf '🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂'; done`;
    server = await startFakeAnthropic([
      reply([
        toolUse('Read', { file_path: 'wide.txt' }),
        toolUse('Grep', { pattern: 'needle', output_mode: 'content' }),
        toolUse('Bash', { command: outputCommand }),
        toolUse('Dump', { count: 30_000 }),
      ]),
      reply(text(`Done ${emoji(5)}`)),
    ]);
    const tools = [
      ...createTools({
        workspaceRoot: workspace.dir,
        redactSecrets: (value) => value,
        env: { PATH: process.env.PATH },
        ripgrepPath: findRipgrep() ?? null,
      }),
      dumpTool,
    ];
    const { value } = await drain(
      queryLoop(
        baseParams({ tools, workspaceRoot: workspace.dir, model: 'claude-sonnet-4-0' }),
        testDeps(createAnthropicModel({ apiKey: 'test-key', baseURL: server.url })),
      ),
    );

    expect(server.requests.map((request) => request.rejected)).toEqual([undefined, undefined]);
    expect(value.reason).toBe('completed');
    const body = server.requests[1]!.body;
    expectWellFormedJson(JSON.stringify(body), 'second request');
    const results = JSON.stringify(body.messages.at(-1));
    expect(results).toContain('[line cut:');
    expect(results).toContain('more characters]');
    expect(results).toContain('more characters of output cut');
    expect(results).toContain('--- preview ---');
  });

  it('the fake server refuses a lone surrogate, as the API does', async () => {
    server = await startFakeAnthropic([reply(text('never'))]);
    const call = createAnthropicModel({ apiKey: 'test-key', baseURL: server.url });
    await expect(
      call({
        model: 'claude-sonnet-4-0',
        maxTokens: 1024,
        system: [],
        tools: [],
        messages: [{ role: 'user', content: `cut ${emoji(2).slice(0, 3)}` }],
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(/no low surrogate/);
  });
});
