/**
 * The loop's context budget, through the shared estimate (src/engine/context/tokens.ts): the
 * tool results added since the last answer are not in any usage the API reported, so
 * only the estimate (4 characters a token, about what English and code take) tells the
 * loop whether the next request still fits. An estimate twice as optimistic sends a
 * request past the autocompact level without summarising; one twice as pessimistic
 * summarises a conversation with room to spare. Either fails one of these tests.
 *
 * claude-sonnet-4-0: a 200k window less the 32k output reserve, autocompact at 156,240
 * tokens (test/context/limits.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryLoop } from '../../src/engine/loop/query-loop.js';
import { MAX_TOOL_RESULT_CHARS } from '../../src/engine/context/tool-result-budget.js';
import type { Tool } from '../../src/engine/tools/types.js';
import { baseParams, drain, reply, scriptedModel, testDeps, toolUse } from './helpers.js';

/** Characters of each result: under the size that is saved to a file instead. */
const RESULT_CHARS = 45_000;
/** Three results, about 33,750 tokens: none old enough for microcompact to clear. */
const RESULTS = 3;

/** A tool that answers RESULT_CHARS of log text (its input is small: the answer is new). */
const dump: Tool<{ part: number }> = {
  name: 'Dump',
  description: 'Prints a part of the build log.',
  inputSchema: z.object({ part: z.number() }),
  isConcurrencySafe: () => true,
  call: async ({ part }) => {
    const line = `part ${part}: compiling module ok, 0 warnings\n`;
    return { content: line.repeat(Math.ceil(RESULT_CHARS / line.length)).slice(0, RESULT_CHARS) };
  },
};

/** The first answer asks for the results; the API counted `reported` tokens up to it. */
async function runWith(reported: number) {
  expect(RESULT_CHARS).toBeLessThan(MAX_TOOL_RESULT_CHARS);
  const calls = Array.from({ length: RESULTS }, (_, part) => toolUse('Dump', { part }));
  const model = scriptedModel([
    reply(calls, { usage: { input_tokens: reported, output_tokens: 60 } }),
    (request) =>
      JSON.stringify(request.messages.at(-1)).includes('hand-over summary')
        ? reply('<analysis>a</analysis><summary>The build log was read.</summary>')
        : reply('The build is fine.'),
    reply('The build is fine.'),
  ]);
  const { events, value } = await drain(
    queryLoop(baseParams({ tools: [dump] }), testDeps(model.callModel)),
  );
  expect(value.reason).toBe('completed');
  const compacted = events.some(
    (event) => event.type === 'system' && event.subtype === 'compact_boundary',
  );
  return { compacted, requests: model.requests };
}

describe('the context budget counts what the last answer did not report', () => {
  it('summarises before sending when the new tool results take it past the autocompact level', async () => {
    // 125,060 reported + about 33,800 estimated ≈ 158,900 ≥ 156,240.
    const { compacted, requests } = await runWith(125_000);
    expect(compacted).toBe(true);
    expect(JSON.stringify(requests[1]!.messages.at(-1))).toContain('hand-over summary');
    expect(JSON.stringify(requests[2]!.messages)).toContain('The build log was read');
  });

  it('sends the results as they are when they leave room', async () => {
    // 100,060 reported + about 33,800 estimated ≈ 133,900 < 156,240 (and the warning level).
    const { compacted, requests } = await runWith(100_000);
    expect(compacted).toBe(false);
    expect(requests).toHaveLength(2);
    expect(JSON.stringify(requests[1]!.messages)).toContain('part 2: compiling module ok');
  });
});
