/**
 * The prompt cache and the price table, on the real loop against the fake server (which
 * bills reads and writes from the breakpoints as the API does, with its 20-block lookback:
 * https://platform.claude.com/docs/en/build-with-claude/prompt-caching).
 *
 * 1. Cached share of input over 60 turns with 25 parallel tool calls per turn (target
 *    ≥ 0.97). Reference: the same requests replayed with one moving breakpoint on the newest
 *    message only (the layout before issue 18), whose lookback cannot reach the previous
 *    request's prefix across a turn of 50+ blocks. Measured with old tool results cleared
 *    only when the window asks for it: a clear priced against cost (clearing-cost.ts)
 *    rewrites part of the history on purpose, which lowers the cached share while it lowers
 *    the bill; the run with those clears is priced beside it.
 * 2. total_cost_usd of a 200-turn run against the hand calculation from the price table
 *    (Sonnet 5.5: $2 input, $2.50 5m writes, $0.10 cache reads, $10 output per MTok).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { microcompact } from '../src/engine/context/microcompact.js';
import { queryLoop, defaultDeps, type QueryParams } from '../src/engine/loop/query-loop.js';
import { createAnthropicModel } from '../src/engine/model/anthropic.js';
import { findModel } from '../src/engine/model/models.js';
import type { UsageTotals } from '../src/engine/events/stream.js';
import type { Tool } from '../src/engine/tools/types.js';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type BlockSpec,
  type RecordedRequest,
} from '../test/fakes/anthropic-server.js';
import { printTable } from './table.js';

const MODEL = 'claude-sonnet-5-5';

const echo: Tool<{ text: string }> = {
  name: 'Echo',
  description: 'Echoes its input.',
  inputSchema: z.object({ text: z.string() }),
  isConcurrencySafe: () => true,
  call: async (input) => ({ content: `echo: ${input.text} ${'result line\n'.repeat(20)}` }),
};

function params(maxTurns: number): QueryParams {
  return {
    messages: [{ role: 'user', content: 'Check every file.' }],
    // A fixed prefix of about 20K tokens: the order of an agent's system prompt with its
    // tool definitions.
    systemPrompt: [{ type: 'text', text: 'You are a coding agent. '.repeat(3_300) }],
    tools: [echo],
    canUseTool: () => ({ behavior: 'allow' }),
    model: MODEL,
    maxTurns,
    maxBudgetUsd: 1_000,
    signal: new AbortController().signal,
    sessionId: 'bench-prompt-cache',
    workspaceRoot: mkdtempSync(join(tmpdir(), 'bench-cache-ws-')),
    toolResultDirectory: mkdtempSync(join(tmpdir(), 'bench-cache-results-')),
    readState: new Map(),
    redact: (value) => value,
  };
}

async function runLoop(
  script: (request: RecordedRequest, index: number) => ReturnType<typeof reply>,
  maxTurns: number,
  clearsForCost = true,
) {
  const fake = await startFakeAnthropic(script);
  try {
    const callModel = createAnthropicModel({
      apiKey: 'sk-ant-bench-0123456789',
      baseURL: fake.url,
    });
    let id = 0;
    const loop = queryLoop(params(maxTurns), {
      ...defaultDeps(callModel),
      uuid: () => `uuid-${++id}`,
      ...(clearsForCost
        ? {}
        : {
            microcompact: (messages, options) =>
              microcompact(messages, { ...options, laterRequests: undefined }),
          }),
    });
    let step = await loop.next();
    while (!step.done) step = await loop.next();
    return { terminal: step.value, requests: fake.requests };
  } finally {
    await fake.close();
  }
}

/** Cached share of the input of `bodies`, replayed into a fresh fake with its markers kept. */
async function replayShare(bodies: Record<string, unknown>[]): Promise<number> {
  const fake = await startFakeAnthropic(() => reply(text('ok')), {
    thinking: false,
    prefixCheck: false,
  });
  let read = 0;
  let total = 0;
  try {
    for (const body of bodies) {
      const response = await fetch(`${fake.url}/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'sk-ant-bench' },
        body: JSON.stringify({ ...body, stream: true }),
      });
      const events = await response.text();
      const start = /"usage":(\{[^}]*\{[^}]*\}[^}]*\})/.exec(events);
      const usage = JSON.parse(start![1]!) as Record<string, number>;
      read += usage.cache_read_input_tokens!;
      total +=
        usage.input_tokens! + usage.cache_read_input_tokens! + usage.cache_creation_input_tokens!;
    }
  } finally {
    await fake.close();
  }
  return read / total;
}

/** A request body with one moving breakpoint: the last system block and the newest message. */
function singleBreakpoint(body: Record<string, unknown>): Record<string, unknown> {
  const strip = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (key, inner: unknown) =>
      key === 'cache_control' ? undefined : inner,
    );
  const messages = strip(body.messages) as { content: { cache_control?: unknown }[] }[];
  const system = body.system as { cache_control?: unknown }[];
  const last = messages.at(-1)!.content;
  last[last.length - 1]!.cache_control = { type: 'ephemeral' };
  return { ...body, messages, system };
}

async function cachedShare(): Promise<void> {
  const TURNS = 60;
  const CALLS = 25;
  const script = (_request: RecordedRequest, index: number) => {
    if (index >= TURNS) return reply(text('All files checked.'));
    const calls: BlockSpec[] = Array.from({ length: CALLS }, (_, call) =>
      toolUse('Echo', { text: `turn ${index} file ${call}` }),
    );
    return reply([text(`Turn ${index}.`), ...calls]);
  };
  const { terminal, requests } = await runLoop(script, TURNS + 1, false);
  const withClears = await runLoop(script, TURNS + 1);
  const usage = terminal.state.accounting.usage;
  const share =
    usage.cache_read_input_tokens /
    (usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens);
  const bodies = requests.map((request) => request.body as Record<string, unknown>);
  const reference = await replayShare(bodies.map(singleBreakpoint));
  // The best any layout can do: every token written once, when it first appears (the last
  // request's prompt), every other prompt token read.
  const last = terminal.state.anchor!.usage;
  const finalPrompt =
    last.input_tokens +
    (last.cache_read_input_tokens ?? 0) +
    (last.cache_creation_input_tokens ?? 0);
  const allPrompts =
    usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens;
  printTable(
    ['60 turns × 25 parallel tool calls', 'cached share of input', 'target'],
    [
      ['two moving breakpoints (the loop)', share.toFixed(4), '≥ 0.97'],
      ['one moving breakpoint (reference)', reference.toFixed(4), ''],
      ['bound: each token written once', (1 - finalPrompt / allPrompts).toFixed(4), ''],
    ],
  );
  const cleared = withClears.terminal.state.accounting.usage;
  console.log(
    `\nThe same run with old tool results cleared when that pays: input cost ${(inputDollars(cleared) / inputDollars(usage)).toFixed(2)}× (cached share ${(cleared.cache_read_input_tokens / (cleared.input_tokens + cleared.cache_read_input_tokens + cleared.cache_creation_input_tokens)).toFixed(4)}).`,
  );
  console.log(
    `\n(${terminal.reason}, ${terminal.state.turnCount} turns, ${requests.length} requests)`,
  );
}

/** Input dollars of a run's summed usage, at the model's published rates (5-minute writes). */
function inputDollars(usage: UsageTotals): number {
  const prices = findModel(MODEL)!.prices;
  return (
    usage.input_tokens * prices.input +
    usage.cache_creation_input_tokens * prices.cacheWrite5m +
    usage.cache_read_input_tokens * prices.cacheRead
  );
}

async function costExactness(): Promise<void> {
  const TURNS = 200;
  // Fixed usage per response, multiples of 100 tokens so the hand sum is whole micro-dollars.
  const usage = {
    input_tokens: 300,
    output_tokens: 1_200,
    cache_read_input_tokens: 40_000,
    cache_creation_input_tokens: 2_500,
  };
  const script = (_request: RecordedRequest, index: number) =>
    index >= TURNS - 1
      ? reply(text('Done.'), { usage })
      : reply([toolUse('Echo', { text: `step ${index}` })], { usage });
  const { terminal } = await runLoop(script, TURNS);
  const reported = Math.round(terminal.state.accounting.costUsd * 1e6) / 1e6;
  // Micro-dollars per response: tokens × $/MTok, from the published Sonnet 5.5 row.
  const perResponse =
    usage.input_tokens * 2 +
    usage.cache_creation_input_tokens * 2.5 +
    usage.cache_read_input_tokens * 0.1 +
    usage.output_tokens * 10;
  const hand = (perResponse * terminal.state.turnCount) / 1e6;
  printTable(
    ['200-turn run (Sonnet 5.5)', 'total_cost_usd', 'turns'],
    [
      ['the loop', reported.toFixed(6), terminal.state.turnCount],
      ['by hand from the price table', hand.toFixed(6), TURNS],
      ['difference', (reported - hand).toFixed(6), reported === hand ? 'exact' : 'MISMATCH'],
    ],
  );
}

export async function run(): Promise<void> {
  await cachedShare();
  console.log('');
  await costExactness();
}
