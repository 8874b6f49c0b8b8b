import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  compactConversation,
  dropOldest,
  numberLines,
} from '../../src/engine/context/autocompact.js';
import { estimateMessagesTokens } from '../../src/engine/context/tokens.js';
import {
  type CallModel,
  type MessageParam,
  type ModelRequest,
  ModelError,
} from '../../src/engine/model/types.js';
import type { FileReadState } from '../../src/engine/tools/types.js';
import { apiViolation, assistantMessage, conversation, output } from './conversation.js';

const SUMMARY = `<analysis>scratch notes</analysis>
<summary>
1. Request and intent: fix the failing test in src/a.ts.
6. Current work: editing src/a.ts.
7. Next step: run npm test.
</summary>`;

/** A CallModel that records its requests and answers from a script. */
function fakeModel(answers: (Error | string)[]): {
  callModel: CallModel;
  requests: ModelRequest[];
} {
  const requests: ModelRequest[] = [];
  const callModel: CallModel = async (request) => {
    requests.push(structuredClone({ ...request, signal: undefined }) as unknown as ModelRequest);
    const answer = answers.shift() ?? SUMMARY;
    if (answer instanceof Error) throw answer;
    return assistantMessage(answer);
  };
  return { callModel, requests };
}

function allText(messages: MessageParam[]): string {
  return messages
    .map((m) =>
      typeof m.content === 'string'
        ? m.content
        : m.content
            .map((b) =>
              b.type === 'text'
                ? b.text
                : b.type === 'tool_result' && typeof b.content === 'string'
                  ? b.content
                  : '',
            )
            .join('\n'),
    )
    .join('\n');
}

describe('compactConversation', () => {
  let root: string;
  let outside: string;
  let readState: FileReadState;
  const signal = new AbortController().signal;

  beforeEach(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'compact-ws-')));
    outside = realpathSync(mkdtempSync(join(tmpdir(), 'compact-outside-')));
    mkdirSync(join(root, 'src'));
    const files: Record<string, string> = {
      'src/a.ts': 'export const a = 1;\nexport const b = 2;\n',
      'src/b.ts': 'export function b() {\n  return 2;\n}\n',
      'src/huge.ts': output(100_000),
      'src/old.ts': 'old\n',
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(root, name), content);
    writeFileSync(join(outside, 'secret.txt'), 'not for the model');
    const record = (timestamp: number) => ({ mtimeMs: 0, size: 0, timestamp, partial: false });
    readState = new Map([
      [join(root, 'src/old.ts'), record(1)],
      [join(root, 'src/b.ts'), record(5)],
      [join(root, 'src/a.ts'), record(6)], // newest
      [join(root, 'src/huge.ts'), record(4)], // 25k tokens: over the cap below
      [join(root, 'src/vanished.ts'), record(3)],
      [join(outside, 'secret.txt'), record(2)],
    ]);
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  const history: MessageParam[] = [
    ...conversation([
      { name: 'Read', input: { file_path: 'src/a.ts' }, result: '1\texport const a = 1;' },
      { name: 'Bash', input: { command: 'npm test' }, result: 'FAIL src/a.test.ts' },
    ]),
    {
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: 'hmm', signature: 'sig' },
        { type: 'text', text: 'Let me look at the screenshot.' },
        { type: 'tool_use', id: 'toolu_shot', name: 'Read', input: { file_path: 'shot.png' } },
      ],
    },
    {
      role: 'user',
      content: [
        {
          type: 'tool_result',
          tool_use_id: 'toolu_shot',
          content: [
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AAAA' } },
          ],
        },
      ],
    },
    // The loop was interrupted right after the model asked for a tool.
    {
      role: 'assistant',
      content: [
        { type: 'text', text: 'Now I will edit.' },
        { type: 'tool_use', id: 'toolu_pending', name: 'Edit', input: { file_path: 'src/a.ts' } },
      ],
    },
  ];

  const base = () => ({
    messages: history,
    model: 'claude-test',
    signal,
    maxOutputTokens: 64_000,
    readState,
    workspaceRoot: root,
    recentFilesTokenCap: 10_000,
  });

  describe('append-only, with the conversation system and tools', () => {
    const system = [{ type: 'text' as const, text: 'You are the agent.' }];
    const tools = [
      { name: 'Read', description: 'Read a file', input_schema: { type: 'object' as const } },
    ];
    // The loop compacts before a request: the history ends with tool results.
    const answered = history.slice(0, -1);
    const strip = (value: unknown) =>
      JSON.stringify(value).replace(/,"cache_control":\{[^}]*\}/g, '');

    it('asks with the same system, tools and history, the request appended at the end', async () => {
      const { callModel, requests } = fakeModel([SUMMARY]);
      const result = await compactConversation({
        ...base(),
        messages: answered,
        callModel,
        conversation: { system, tools },
      });
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request!.tools).toEqual(tools);
      expect(strip(request!.system)).toBe(strip(system));
      // Every message but the last goes as it is, thinking included.
      expect(strip(request!.messages.slice(0, -1))).toBe(strip(answered.slice(0, -1)));
      const last = request!.messages.at(-1)!;
      expect(strip(last).startsWith(strip(answered.at(-1)).slice(0, -2))).toBe(true);
      expect(JSON.stringify(last)).toContain('hand-over summary');
      expect(apiViolation(request!.messages)).toBeNull();
      expect(allText(result.summaryMessages)).toContain('fix the failing test');
    });

    it('falls back to the text-only request when the answer has no text', async () => {
      const { callModel, requests } = fakeModel(['', SUMMARY]);
      const result = await compactConversation({
        ...base(),
        messages: answered,
        callModel,
        conversation: { system, tools },
      });
      expect(requests).toHaveLength(2);
      expect(requests[1]!.tools).toEqual([]);
      expect(allText(result.summaryMessages)).toContain('fix the failing test');
    });

    it('falls back to the text-only request when the prompt is too long', async () => {
      const tooLong = new ModelError('prompt is too long', 'prompt_too_long', { status: 400 });
      const { callModel, requests } = fakeModel([tooLong, SUMMARY]);
      await compactConversation({
        ...base(),
        messages: answered,
        callModel,
        conversation: { system, tools },
      });
      expect(requests.map((request) => request.tools.length)).toEqual([1, 0]);
    });

    it('goes text-only at once when the history ends with an unanswered tool call', async () => {
      const { callModel, requests } = fakeModel([SUMMARY]);
      await compactConversation({ ...base(), callModel, conversation: { system, tools } });
      expect(requests).toHaveLength(1);
      expect(requests[0]!.tools).toEqual([]);
    });
  });

  it('sends a valid text-only request ending with the structured summary request', async () => {
    const { callModel, requests } = fakeModel([SUMMARY]);
    await compactConversation({ ...base(), callModel });
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.tools).toEqual([]);
    expect(request.maxTokens).toBe(20_000);
    expect(request.model).toBe('claude-test');
    expect(apiViolation(request.messages)).toBeNull();
    const json = JSON.stringify(request.messages);
    expect(json).not.toContain('"image"');
    expect(json).not.toContain('"thinking"');
    expect(json).not.toContain('toolu_pending');
    expect(json).toContain('Now I will edit.');
    // No tool blocks at all: the API refuses them in a request without tools.
    expect(json).not.toContain('"tool_use"');
    expect(json).not.toContain('"tool_result"');
    const transcript = allText(request.messages);
    expect(transcript).toContain('[Called Bash: {"command":"npm test"}]');
    expect(transcript).toContain('[Bash result]\nFAIL src/a.test.ts');
    expect(transcript).toContain('[Read result]\n[image omitted]');
    const last = request.messages.at(-1)!;
    expect(last.role).toBe('user');
    const instruction = allText([last]);
    for (const section of [
      'Request and intent',
      'Key technical concepts',
      'Files and code',
      'Errors and fixes',
      'Pending tasks',
      'Current work',
      'Next step',
    ]) {
      expect(instruction).toContain(section);
    }
    expect(instruction).toMatch(/Do not call any tools/);
    expect(allText([{ role: 'user', content: request.system }])).toMatch(/no tools/);
  });

  it('returns the summary as a user message, then the newest files within the cap', async () => {
    const { callModel } = fakeModel([SUMMARY]);
    const result = await compactConversation({ ...base(), callModel });
    expect(result.preTokens).toBe(estimateMessagesTokens(history));
    expect(result.response.content[0]).toMatchObject({ type: 'text' });
    expect(apiViolation(result.summaryMessages)).toBeNull();
    expect(result.summaryMessages).toHaveLength(1);

    const blocks = result.summaryMessages[0]!.content as { type: 'text'; text: string }[];
    const summary = blocks[0]!.text;
    expect(summary).toContain('fix the failing test in src/a.ts');
    expect(summary).not.toContain('scratch notes');
    expect(summary).toMatch(/without asking the user any questions/);

    // Newest first; huge.ts skipped by the cap, vanished.ts and the outside file skipped.
    expect(result.restoredFiles).toEqual([
      join(root, 'src/a.ts'),
      join(root, 'src/b.ts'),
      join(root, 'src/old.ts'),
    ]);
    expect(blocks.slice(1).map((b) => b.text.split('\n')[0])).toEqual([
      expect.stringContaining('src/a.ts'),
      expect.stringContaining('src/b.ts'),
      expect.stringContaining('src/old.ts'),
    ]);
    expect(blocks[1]!.text).toContain('1\texport const a = 1;\n2\texport const b = 2;');
    expect(allText(result.summaryMessages)).not.toContain('not for the model');

    // Only the re-read files remain trusted, with their current content.
    expect([...result.readState.keys()]).toEqual(result.restoredFiles);
    // The record keeps a digest of the file, not its text.
    const record = result.readState.get(join(root, 'src/b.ts'))!;
    const bytes = readFileSync(join(root, 'src/b.ts'));
    expect(record.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(record.size).toBe(bytes.length);
    expect(JSON.stringify(record)).not.toContain('return 2;');
  });

  it('re-reads at most the given number of files', async () => {
    const { callModel } = fakeModel([SUMMARY]);
    const result = await compactConversation({ ...base(), callModel, recentFilesMax: 1 });
    expect(result.restoredFiles).toEqual([join(root, 'src/a.ts')]);
  });

  it('throws when the call fails or returns no text', async () => {
    const failing = fakeModel([new ModelError('overloaded', 'overloaded', { status: 529 })]);
    await expect(compactConversation({ ...base(), callModel: failing.callModel })).rejects.toThrow(
      'overloaded',
    );
    const empty = fakeModel(['']);
    await expect(compactConversation({ ...base(), callModel: empty.callModel })).rejects.toThrow(
      /no text/,
    );
  });

  it('survives one prompt-too-long by dropping the oldest messages, keeping the task', async () => {
    const long = conversation(
      Array.from({ length: 20 }, (_, i) => ({
        name: 'Bash',
        input: { command: `step ${i}` },
        result: output(8_000, `out${i}`),
      })),
    );
    const tooLong = new ModelError('prompt is too long', 'prompt_too_long', { status: 400 });
    const { callModel, requests } = fakeModel([tooLong, SUMMARY]);
    const result = await compactConversation({ ...base(), messages: long, callModel });
    expect(requests).toHaveLength(2);
    const retry = requests[1]!;
    expect(apiViolation(retry.messages)).toBeNull();
    expect(estimateMessagesTokens(retry.messages)).toBeLessThan(
      estimateMessagesTokens(requests[0]!.messages) * 0.6,
    );
    expect(allText(retry.messages)).toContain('Fix the failing test in src/a.ts');
    expect(allText(retry.messages)).toContain('out19');
    expect(allText(retry.messages)).not.toContain('out0 ');
    expect(allText(retry.messages)).toMatch(/oldest part of the conversation was dropped/);
    expect(result.summaryMessages).toHaveLength(1);

    // A second prompt-too-long is not retried again.
    const twice = fakeModel([tooLong, tooLong]);
    await expect(
      compactConversation({ ...base(), messages: long, callModel: twice.callModel }),
    ).rejects.toBe(tooLong);
  });
});

describe('dropOldest', () => {
  it('keeps the task message and cuts at least the given share', () => {
    const long = conversation(
      Array.from({ length: 10 }, (_, i) => ({ name: 'Bash', input: { i }, result: output(4_000) })),
    );
    const kept = dropOldest(long, 0.5);
    expect(kept[0]).toBe(long[0]);
    expect(estimateMessagesTokens(kept)).toBeLessThanOrEqual(
      estimateMessagesTokens(long) * 0.5 + 50,
    );
    expect(kept.at(-1)).toBe(long.at(-1));
  });
});

describe('numberLines', () => {
  it('numbers lines as Read shows them', () => {
    expect(numberLines('a\nb\n')).toBe('1\ta\n2\tb');
    expect(numberLines('')).toBe('(empty file)');
  });
});
