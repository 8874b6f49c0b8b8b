import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyToolResultBudget,
  type BudgetDecision,
  toolResultText,
} from '../../src/engine/context/tool-result-budget.js';
import type { MessageParam, ToolResultBlockParam } from '../../src/engine/model/types.js';
import { conversation, output, toolRound } from './conversation.js';

function resultOf(messages: MessageParam[], id: string): ToolResultBlockParam {
  for (const message of messages) {
    if (typeof message.content === 'string') continue;
    for (const block of message.content) {
      if (block.type === 'tool_result' && block.tool_use_id === id) return block;
    }
  }
  throw new Error(`no result ${id}`);
}

describe('applyToolResultBudget', () => {
  let workspace: string;
  let spill: string;
  beforeEach(() => {
    workspace = mkdtempSync(join(tmpdir(), 'budget-ws-'));
    spill = join(mkdtempSync(join(tmpdir(), 'budget-runner-temp-')), 'tool-results');
  });
  afterEach(() => {
    rmSync(workspace, { recursive: true, force: true });
    rmSync(spill, { recursive: true, force: true });
  });

  const big = output(120_000, 'log');
  const messages = conversation([
    { name: 'Read', input: { file_path: '/w/a.ts' }, result: output(10_000) },
    { name: 'Bash', input: { command: 'npm run build' }, result: big },
    { name: 'Grep', input: { pattern: 'TODO' }, result: output(50_000) },
  ]);

  it('keeps results up to 50,000 characters and replaces larger ones by a preview and a path', () => {
    const { messages: out, decisions } = applyToolResultBudget(messages, new Map(), {
      directory: spill,
    });
    expect(resultOf(out, 'toolu_0000')).toBe(resultOf(messages, 'toolu_0000'));
    expect(resultOf(out, 'toolu_0002')).toBe(resultOf(messages, 'toolu_0002'));
    expect(decisions.get('toolu_0000')).toBe('kept');
    expect(decisions.get('toolu_0002')).toBe('kept');

    const replaced = toolResultText(resultOf(out, 'toolu_0001'));
    expect(replaced.length).toBeLessThan(3_000);
    expect(replaced).toContain(big.slice(0, 1_000));
    expect(replaced).not.toContain(big.slice(2_100, 2_300));
    expect(replaced).toContain('120,000 characters');
    expect(replaced).toMatch(/grep, head or tail/);

    const decision = decisions.get('toolu_0001') as Exclude<BudgetDecision, 'kept'>;
    expect(decision.originalChars).toBe(120_000);
    expect(decision.filePath).not.toBeNull();
    expect(replaced).toContain(decision.filePath!);
  });

  it('writes the full content to a file in the given directory, outside the workspace', () => {
    const { decisions } = applyToolResultBudget(messages, new Map(), { directory: spill });
    const decision = decisions.get('toolu_0001') as Exclude<BudgetDecision, 'kept'>;
    const filePath = decision.filePath!;
    expect(readFileSync(filePath, 'utf8')).toBe(big);
    expect(relative(spill, filePath).startsWith('..')).toBe(false);
    expect(relative(workspace, filePath).startsWith('..')).toBe(true);
  });

  it('decides once per tool_use_id, so the serialised prefix stays byte-identical on later turns', () => {
    const first = applyToolResultBudget(messages, new Map(), { directory: spill });
    // The next turn: the loop passes the recorded decisions and appends a new round.
    const grown = [
      ...messages,
      ...toolRound({ name: 'Bash', input: { command: 'ls' }, result: output(60_000) }, 3),
    ];
    // A decision is never revisited, even if the limit changed in between.
    const second = applyToolResultBudget(grown, first.decisions, {
      directory: spill,
      maxResultChars: 5_000,
    });
    const prefix = JSON.stringify(first.messages);
    expect(JSON.stringify(second.messages.slice(0, first.messages.length))).toBe(prefix);
    expect(second.decisions.get('toolu_0000')).toBe('kept');
    expect(second.decisions.get('toolu_0003')).not.toBe('kept');

    // Feeding the already-replaced messages back gives the same bytes too.
    const third = applyToolResultBudget(second.messages, second.decisions, { directory: spill });
    expect(JSON.stringify(third.messages)).toBe(JSON.stringify(second.messages));
  });

  it('does not mutate its inputs', () => {
    const before = JSON.stringify(messages);
    const decisions = new Map<string, BudgetDecision>();
    const result = applyToolResultBudget(messages, decisions, { directory: spill });
    expect(JSON.stringify(messages)).toBe(before);
    expect(decisions.size).toBe(0);
    expect(result.decisions).not.toBe(decisions);
  });

  it('measures text blocks and keeps images when replacing', () => {
    const withImage: MessageParam[] = [
      { role: 'user', content: 'Look at the screenshot' },
      {
        role: 'assistant',
        content: [
          { type: 'tool_use', id: 'toolu_img', name: 'Read', input: { file_path: '/w/s.png' } },
        ],
      },
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: 'toolu_img',
            content: [
              { type: 'text', text: output(60_000) },
              { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AAAA' } },
            ],
          },
        ],
      },
    ];
    const { messages: out } = applyToolResultBudget(withImage, new Map(), { directory: spill });
    const block = resultOf(out, 'toolu_img');
    expect(Array.isArray(block.content)).toBe(true);
    const parts = block.content as { type: string }[];
    expect(parts.map((p) => p.type)).toEqual(['text', 'image']);
    expect(toolResultText(block).length).toBeLessThan(3_000);
  });
});
