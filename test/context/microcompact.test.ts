import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CLEARED_TOOL_RESULT,
  forgetReads,
  microcompact,
} from '../../src/engine/context/microcompact.js';
import type { MessageParam } from '../../src/engine/model/types.js';
import type { FileReadState } from '../../src/engine/tools/types.js';
import { conversation, output, type Round } from './conversation.js';

/** Contents of every tool_result, in order. */
function results(messages: MessageParam[]): unknown[] {
  return messages.flatMap((m) =>
    typeof m.content === 'string'
      ? []
      : m.content.flatMap((b) => (b.type === 'tool_result' ? [b.content] : [])),
  );
}

// Eight results of 40,000 characters (10k tokens each): 80k tokens of tool output.
const rounds: Round[] = [
  { name: 'Read', input: { file_path: '/w/src/a.ts' }, result: output(40_000, 'a') },
  { name: 'Bash', input: { command: 'npm test' }, result: output(40_000, 'test') },
  { name: 'Read', input: { file_path: 'src/b.ts' }, result: output(40_000, 'b') },
  { name: 'Grep', input: { pattern: 'foo' }, result: output(40_000, 'grep') },
  { name: 'Read', input: { file_path: '/w/src/a.ts' }, result: output(40_000, 'a2') },
  { name: 'Read', input: { file_path: '/w/src/recent.ts' }, result: output(40_000, 'r') },
  { name: 'Bash', input: { command: 'git diff' }, result: output(40_000, 'diff') },
  { name: 'Glob', input: { pattern: '**/*.ts' }, result: output(40_000, 'glob') },
];
const messages = conversation(rounds);
const high = { tokenCount: 150_000, warningThreshold: 147_400 };

describe('microcompact', () => {
  it('does nothing below the warning level', () => {
    expect(microcompact(messages, { tokenCount: 147_400, warningThreshold: 147_400 })).toBeNull();
  });

  it('does nothing when tool results hold 40k tokens or less', () => {
    const small = conversation(rounds.slice(0, 4)); // 40k tokens exactly
    expect(microcompact(small, high)).toBeNull();
  });

  it('does nothing when clearing would free less than 20k tokens', () => {
    // 45k tokens in all, but the old ones (all but the 3 most recent) hold only ~15k.
    const skewed = conversation([
      { name: 'Bash', input: { command: 'a' }, result: output(30_000) },
      { name: 'Bash', input: { command: 'b' }, result: output(30_000) },
      { name: 'Bash', input: { command: 'c' }, result: output(60_000) },
      { name: 'Bash', input: { command: 'd' }, result: output(30_000) },
      { name: 'Bash', input: { command: 'e' }, result: output(30_000) },
    ]);
    expect(microcompact(skewed, high)).toBeNull();
  });

  describe('below the warning level, against cost', () => {
    // From the first cleared result on, ~80k tokens; clearing frees ~50k. The next request
    // writes ~30k at 1.25× instead of reading ~80k at 0.1× (~29.6k more); each later one
    // reads ~50k less (~5k saved).
    const low = { tokenCount: 90_000, warningThreshold: 147_400 };

    it('clears only when the later requests win back the rewrite', () => {
      expect(microcompact(messages, { ...low, laterRequests: 5 })).toBeNull();
      const cleared = microcompact(messages, { ...low, laterRequests: 6 });
      expect(results(cleared!.messages).slice(0, 5)).toEqual(Array(5).fill(CLEARED_TOOL_RESULT));
    });

    it('wants more of them when the rewrite is a 1-hour write', () => {
      const hour = { ...low, cachePrices: { write: 2, read: 0.1 } };
      expect(microcompact(messages, { ...hour, laterRequests: 10 })).toBeNull();
      expect(microcompact(messages, { ...hour, laterRequests: 11 })).not.toBeNull();
    });

    it('counts the framing a clear keeps: many small results pay off later than their text says', () => {
      // 500 results of 100 tokens of text; each keeps its type and id (about 13 tokens), and
      // its call and the turn's text stay too. By their text alone the clear would pay at once.
      const small = conversation(
        Array.from({ length: 500 }, (_, index) => ({
          name: 'Read',
          input: { file_path: `f${index}` },
          result: output(400, `r${index}`),
        })),
      );
      expect(microcompact(small, { ...low, laterRequests: 2 })).toBeNull();
      expect(microcompact(small, { ...low, laterRequests: 5 })).toBeNull();
      expect(microcompact(small, { ...low, laterRequests: 6 })).not.toBeNull();
    });

    it('keeps the thresholds: nothing when the old results free less than 20k', () => {
      const few = conversation(rounds.slice(0, 5)); // 2 old results: ~20k less the markers
      expect(microcompact(few, { ...low, laterRequests: 1_000 })).toBeNull();
    });

    it('clears above the warning level whatever it costs', () => {
      expect(microcompact(messages, { ...high, laterRequests: 0 })).not.toBeNull();
    });
  });

  it('clears all but the 3 most recent tool results and reports what it freed', () => {
    const before = JSON.stringify(messages);
    const result = microcompact(messages, high);
    expect(result).not.toBeNull();
    const contents = results(result!.messages);
    expect(contents.slice(0, 5)).toEqual(Array(5).fill(CLEARED_TOOL_RESULT));
    expect(contents.slice(5)).toEqual(results(messages).slice(5));
    expect(result!.clearedToolUseIds).toEqual([
      'toolu_0000',
      'toolu_0001',
      'toolu_0002',
      'toolu_0003',
      'toolu_0004',
    ]);
    expect(result!.freedTokens).toBeGreaterThan(49_000);
    expect(result!.freedTokens).toBeLessThanOrEqual(50_000);
    // tool_use blocks and the pairing are untouched; inputs are not mutated.
    expect(result!.messages.length).toBe(messages.length);
    expect(JSON.stringify(messages)).toBe(before);
  });

  it('reports the distinct file paths of the cleared Read calls', () => {
    const result = microcompact(messages, high)!;
    expect(result.clearedReadPaths).toEqual(['/w/src/a.ts', 'src/b.ts']);
    expect(result.clearedReadPaths).not.toContain('/w/src/recent.ts');
  });

  it('is idempotent: cleared results stay cleared and a second pass does nothing', () => {
    const once = microcompact(messages, high)!;
    expect(microcompact(once.messages, high)).toBeNull();
    // Later rounds push more results out of the recent three; only the new ones are reported.
    const later = [
      ...once.messages,
      ...conversation(
        [
          { name: 'Bash', input: { command: 'x' }, result: output(40_000) },
          { name: 'Bash', input: { command: 'y' }, result: output(40_000) },
          { name: 'Bash', input: { command: 'z' }, result: output(40_000) },
        ].map((r, i) => ({ ...r, id: `toolu_late_${i}` })),
      ).slice(1),
    ];
    const twice = microcompact(later, high)!;
    expect(twice.clearedToolUseIds).toEqual(['toolu_0005', 'toolu_0006', 'toolu_0007']);
    expect(twice.clearedReadPaths).toEqual(['/w/src/recent.ts']);
    expect(results(twice.messages).filter((c) => c === CLEARED_TOOL_RESULT)).toHaveLength(8);
  });
});

describe('forgetReads', () => {
  it('drops records by absolute, relative and real path', () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'forget-')));
    try {
      writeFileSync(join(root, 'a.ts'), 'a');
      const record = { mtimeMs: 0, size: 1, timestamp: 0, partial: false };
      const state: FileReadState = new Map([
        [join(root, 'a.ts'), record],
        [join(root, 'gone.ts'), record],
        [join(root, 'keep.ts'), record],
      ]);
      forgetReads(state, ['a.ts', join(root, 'gone.ts')], root);
      expect([...state.keys()]).toEqual([join(root, 'keep.ts')]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
