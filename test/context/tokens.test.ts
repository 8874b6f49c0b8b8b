import { describe, expect, it } from 'vitest';
import {
  estimateSentBlockTokens,
  contextTokenCount,
  estimateMessagesTokens,
  estimateTokens,
} from '../../src/engine/context/tokens.js';
import { conversation, output, usage } from './conversation.js';

describe('estimateTokens', () => {
  it('counts characters / 4, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });

  it('measures non-strings as JSON', () => {
    expect(estimateTokens({ a: 1 })).toBe(Math.ceil('{"a":1}'.length / 4));
    expect(estimateTokens(undefined)).toBe(0);
  });

  it('counts an image at a flat rate, not by its base64 size', () => {
    const image = {
      role: 'user' as const,
      content: [
        {
          type: 'image' as const,
          source: {
            type: 'base64' as const,
            media_type: 'image/png' as const,
            data: 'A'.repeat(400_000),
          },
        },
      ],
    };
    expect(estimateMessagesTokens([image])).toBe(2_000);
  });
});

describe('estimateSentBlockTokens', () => {
  it('adds the framing a block is sent with to what it says', () => {
    const result = {
      type: 'tool_result' as const,
      tool_use_id: 'toolu_01ABCDEFGHIJ',
      content: 'ok',
    };
    // 1 token of text; the type and the id, 58 characters of JSON, 15 more.
    expect(estimateSentBlockTokens(result)).toBe(1 + 15);
    const thinking = { type: 'thinking' as const, thinking: 'Hmm.', signature: 'S'.repeat(400) };
    expect(estimateSentBlockTokens(thinking)).toBeGreaterThan(100);
  });
});

describe('contextTokenCount', () => {
  const messages = conversation([
    { name: 'Read', input: { file_path: '/w/a.ts' }, result: output(4_000) },
    { name: 'Bash', input: { command: 'npm test' }, result: output(8_000) },
  ]);

  it('estimates everything without an anchor', () => {
    expect(contextTokenCount(messages)).toBe(estimateMessagesTokens(messages));
    expect(contextTokenCount(messages)).toBeGreaterThan(3_000);
  });

  it('adds reported usage (input, cache creation, cache read, output) to an estimate of later messages', () => {
    const anchor = { usage: usage(100, 50, 10_000, 2_000), messageCount: 4 };
    const tail = estimateMessagesTokens(messages.slice(4));
    expect(tail).toBeGreaterThan(1_000);
    expect(contextTokenCount(messages, anchor)).toBe(100 + 50 + 10_000 + 2_000 + tail);
  });

  it('falls back to the estimate when the anchor covers more messages than exist (after compaction)', () => {
    const anchor = { usage: usage(150_000), messageCount: 40 };
    expect(contextTokenCount(messages, anchor)).toBe(estimateMessagesTokens(messages));
  });
});
