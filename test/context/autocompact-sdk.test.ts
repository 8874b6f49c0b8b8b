/** compactConversation through the real SDK against the fake Anthropic server. */
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compactConversation } from '../../src/engine/context/autocompact.js';
import { createAnthropicModel } from '../../src/engine/model/anthropic.js';
import type { FileReadState } from '../../src/engine/tools/types.js';
import {
  type FakeAnthropic,
  promptTooLong,
  reply,
  startFakeAnthropic,
  text,
} from '../fakes/anthropic-server.js';
import { conversation, output } from './conversation.js';

describe('compactConversation over the real SDK', () => {
  let server: FakeAnthropic | undefined;
  let root: string | undefined;
  afterEach(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('sends requests the API accepts, recovers from prompt-too-long and returns the summary', async () => {
    server = await startFakeAnthropic([
      promptTooLong(),
      reply(text('<analysis>a</analysis><summary>Fix src/a.ts; next: run tests.</summary>')),
    ]);
    root = realpathSync(mkdtempSync(join(tmpdir(), 'compact-sdk-')));
    writeFileSync(join(root, 'a.ts'), 'export const a = 1;\n');
    const readState: FileReadState = new Map([
      [join(root, 'a.ts'), { mtimeMs: 0, size: 0, timestamp: 1, partial: false }],
    ]);
    const messages = [
      ...conversation(
        Array.from({ length: 6 }, (_, i) => ({
          name: 'Read',
          input: { file_path: `src/f${i}.ts` },
          result: output(4_000, `f${i}`),
        })),
      ),
      {
        role: 'assistant' as const,
        content: [{ type: 'tool_use' as const, id: 'toolu_open', name: 'Bash', input: {} }],
      },
    ];

    const result = await compactConversation({
      messages,
      callModel: createAnthropicModel({ apiKey: 'test-key', baseURL: server.url }),
      model: 'claude-sonnet-5',
      signal: new AbortController().signal,
      maxOutputTokens: 64_000,
      readState,
      workspaceRoot: root,
    });

    expect(server.requests.map((r) => r.rejected)).toEqual([undefined, undefined]);
    expect(server.requests.map((r) => r.stepIndex)).toEqual([0, 1]);
    const body = server.requests[1]!.body;
    expect(body.tools ?? []).toEqual([]);
    expect(body.max_tokens).toBe(20_000);
    expect(result.response.usage.output_tokens).toBeGreaterThan(0);
    const blocks = result.summaryMessages[0]!.content as { text: string }[];
    expect(blocks[0]!.text).toContain('Fix src/a.ts; next: run tests.');
    expect(blocks[1]!.text).toContain('1\texport const a = 1;');
  });
});
