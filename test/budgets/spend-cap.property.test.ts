/**
 * The dollar cap holds for everything a run asks the model at once (docs/contract.md#limits-and-costs): a
 * property test over runs of the real engine (runSession, the real SDK, the fake
 * Anthropic server billing by its own tokenizer). Each run starts 1–8 sub-agents in one
 * response (four run at once, the rest as places free up), each sub-agent asks for 0–3
 * web searches in one response (they run at once too), and every answer reports a random
 * output up to the request's own max_tokens; a web request runs every search it allows,
 * each bringing twelve results that the step after it reads. Whatever the mix, what the
 * fake billed for all of them together never exceeds `max_budget_usd`, the result reports
 * exactly that spending, and `num_turns` is the run's own.
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoopEvent, ResultEvent } from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import { createAnthropicModel } from '../../src/engine/model/anthropic.js';
import { costOfUsage } from '../../src/engine/model/pricing.js';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type RecordedRequest,
  type ResponseStep,
  type Script,
  type Step,
} from '../fakes/anthropic-server.js';
import { searchWithResults } from '../fakes/web-answers.js';

const MODEL = 'claude-sonnet-5-5';
const workspace = mkdtempSync(join(tmpdir(), 'spend-cap-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

interface RunShape {
  maxBudgetUsd: number;
  /** Web searches each sub-agent asks for (its length is the number of sub-agents). */
  searches: number[];
  /** Fractions of max_tokens the answers use, taken in turn. */
  fractions: number[];
}

function firstPrompt(request: RecordedRequest): string {
  const content = request.body.messages[0].content as { text?: string }[] | string;
  return typeof content === 'string' ? content : content.map((block) => block.text ?? '').join('');
}

function isWebRequest(request: RecordedRequest): boolean {
  return (request.body.tools ?? []).some((tool: { type?: string }) =>
    String(tool.type ?? '').startsWith('web_search'),
  );
}

/** The fake's answers: the whole run's shape, with random sizes up to each request's limits. */
function scriptFor(shape: RunShape): Script {
  let taken = 0;
  const fraction = () => shape.fractions[taken++ % shape.fractions.length]!;
  const outputFor = (request: RecordedRequest) =>
    Math.max(1, Math.floor(fraction() * Number(request.body.max_tokens)));
  // Every answer ran in the US (billed at 1.1x): the dearest the API bills, no slack.
  return (request) => ({ ...answer(request), inferenceGeo: 'us' }) as Step;
  function answer(request: RecordedRequest): ResponseStep {
    if (isWebRequest(request)) {
      const tool = request.body.tools.find((entry: { type?: string }) =>
        String(entry.type).startsWith('web_search'),
      );
      // Every allowed search runs (the most fees the API bills), each bringing twelve results
      // (about 22,000 tokens as the fake counts them: inside the ledger's allowance).
      const searches = Number(tool.max_uses ?? 1);
      const ran = Array.from({ length: searches }, (_, use) =>
        searchWithResults(`srvtoolu_${request.stepIndex}_${use}`, 12),
      );
      return reply([...ran.flat(), text('Results: nothing new.')], {
        usage: {
          output_tokens: outputFor(request),
          server_tool_use: { web_search_requests: searches, web_fetch_requests: 0 },
        },
      });
    }
    const prompt = firstPrompt(request);
    const usage = { output_tokens: outputFor(request) };
    const sub = /^SUB (\d+)/.exec(prompt);
    if (sub) {
      const count = shape.searches[Number(sub[1])] ?? 0;
      if (request.body.messages.length > 1 || count === 0) {
        return reply(text(`Report of ${prompt}: 変更なし。`), { usage });
      }
      return reply(
        Array.from({ length: count }, (_, index) =>
          toolUse('WebSearch', { query: `question ${index} of ${prompt}` }),
        ),
        { usage },
      );
    }
    if (request.body.messages.length === 1) {
      return reply(
        shape.searches.map((_, index) =>
          toolUse('Agent', {
            description: `Part ${index}`,
            // Non-Latin text: denser in tokens than characters / 4.
            prompt: `SUB ${index}: 調べてください、${'関数の使い方と例外処理。'.repeat(200)}`,
          }),
        ),
        { usage },
      );
    }
    return reply(text('All parts done.'), { usage });
  }
}

async function runShape(shape: RunShape): Promise<{ result: ResultEvent; billedUsd: number }> {
  const fake = await startFakeAnthropic(scriptFor(shape));
  const events: LoopEvent[] = [];
  try {
    for await (const event of runSession({
      prompt: 'Split the work into parts.',
      workspaceRoot: workspace,
      model: { id: MODEL, call: createAnthropicModel({ apiKey: 'test-key', baseURL: fake.url }) },
      limits: { maxTurns: 3, maxBudgetUsd: shape.maxBudgetUsd, timeoutMinutes: 5 },
      tools: { allowedTools: ['Agent', 'WebSearch', 'Read'], disallowedTools: [] },
      host: { secrets: [], env: process.env },
    })) {
      events.push(event);
    }
  } finally {
    await fake.close();
  }
  const billedUsd = fake.requests.reduce(
    (sum, request) => sum + (request.billed ? costOfUsage(MODEL, request.billed) : 0),
    0,
  );
  return { result: events.at(-1) as ResultEvent, billedUsd };
}

const shapes: fc.Arbitrary<RunShape> = fc.record({
  maxBudgetUsd: fc.double({ min: 0.05, max: 0.9, noNaN: true }),
  searches: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 8 }),
  fractions: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
    minLength: 1,
    maxLength: 12,
  }),
});

describe('one dollar cap for everything a run asks the model', () => {
  it('never bills more than max_budget_usd, with 1-8 sub-agents and web searches at once', async () => {
    await fc.assert(
      fc.asyncProperty(shapes, async (shape) => {
        const { result, billedUsd } = await runShape(shape);
        expect(billedUsd).toBeLessThanOrEqual(shape.maxBudgetUsd);
        // The result says what the run spent, all of it.
        expect(result.total_cost_usd).toBeCloseTo(billedUsd, 5);
        expect(result.num_turns).toBeLessThanOrEqual(3);
      }),
      { numRuns: 25, seed: 33 },
    );
  }, 600_000);
});
