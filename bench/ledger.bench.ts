/**
 * What the spend ledger costs the loop per turn late in a long run: a 200-turn
 * conversation through the real loop (queryLoop: context management, the retry layer,
 * tool orchestration, an Echo tool returning 1 KB per turn) with an in-process model that
 * answers at once, timing turns 180–200. The reference is the same run in the same
 * process with the ledger's reservation replaced by a pass-through (what the loop cost
 * before it reserved worst cases: its old budget check was a constant-time sum); the
 * ratio is the ledger's share (target ≤ 1.1×).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { defaultDeps, queryLoop, type QueryParams } from '../src/loop/query-loop.js';
import { createSpendLedger, type SpendLedger } from '../src/loop/spend-ledger.js';
import type { Message, ModelRequest } from '../src/model/types.js';
import type { Tool } from '../src/tools/types.js';
import { printTable, ratio } from './table.js';

const TURNS = 200;
const TIMED_FROM = 180;

const echo: Tool<{ text: string }> = {
  name: 'Echo',
  description: 'Echoes its text.',
  inputSchema: z.strictObject({ text: z.string() }),
  isConcurrencySafe: () => true,
  call: async (input) => ({ content: `${input.text}\n${'result line of the tool\n'.repeat(42)}` }),
};

/** Answers at once: an Echo call per turn, then a final text; records when each request came. */
function instantModel(stamps: number[]) {
  let turn = 0;
  return async (request: ModelRequest): Promise<Message> => {
    stamps.push(performance.now());
    turn += 1;
    const done = turn > TURNS;
    return {
      id: `msg_${turn}`,
      type: 'message',
      role: 'assistant',
      model: request.model,
      content: done
        ? [{ type: 'text', text: 'Done.', citations: null }]
        : [
            { type: 'text', text: `Step ${turn}: looking further.`, citations: null },
            {
              type: 'tool_use',
              id: `toolu_${turn}`,
              name: 'Echo',
              input: { text: `turn ${turn}` },
            },
          ],
      stop_reason: done ? 'end_turn' : 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 2_000 + turn * 400, output_tokens: 60 },
    } as unknown as Message;
  };
}

/** A ledger that reserves nothing: the reference. */
const passThrough: SpendLedger = {
  maxBudgetUsd: 1_000,
  child: () => passThrough,
  track: (callModel) => callModel,
  accounting: () => createSpendLedger(1_000).accounting(),
  runSpentUsd: () => 0,
  close: () => {},
};

async function msPerLateTurn(ledger: SpendLedger | undefined, folder: string): Promise<number> {
  const stamps: number[] = [];
  const params: QueryParams = {
    messages: [{ role: 'user', content: 'Work through the steps.' }],
    systemPrompt: [{ type: 'text', text: 'You are a benchmark agent.' }],
    tools: [echo as Tool],
    canUseTool: () => ({ behavior: 'allow' }),
    model: 'claude-sonnet-5-5',
    maxTurns: TURNS + 1,
    maxBudgetUsd: 1_000,
    signal: new AbortController().signal,
    sessionId: 'bench',
    workspaceRoot: folder,
    toolResultDirectory: join(folder, 'results'),
    readState: new Map(),
    redact: (text) => text,
    ...(ledger ? { ledger } : {}),
  };
  const loop = queryLoop(params, defaultDeps(instantModel(stamps)));
  let step = await loop.next();
  while (!step.done) step = await loop.next();
  if (step.value.reason !== 'completed') throw new Error(`bench run ended ${step.value.reason}`);
  return (stamps[TURNS]! - stamps[TIMED_FROM]!) / (TURNS - TIMED_FROM);
}

async function median(fn: () => Promise<number>, runs = 5): Promise<number> {
  await fn();
  const values: number[] = [];
  for (let index = 0; index < runs; index++) values.push(await fn());
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)]!;
}

export async function run(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
  try {
    // Interleaved, so a busy machine slows both alike.
    const withLedger: number[] = [];
    const without: number[] = [];
    for (let round = 0; round < 3; round++) {
      without.push(await median(() => msPerLateTurn(passThrough, folder), 1));
      withLedger.push(await median(() => msPerLateTurn(undefined, folder), 1));
    }
    const mid = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const ledger = mid(withLedger);
    const reference = mid(without);
    printTable(
      ['measure', 'per turn', 'ratio', 'reference'],
      [
        [
          `loop cost per turn at turns ${TIMED_FROM}-${TURNS}, spend ledger reserving`,
          `${ledger.toFixed(2)} ms`,
          ratio(ledger, reference),
          `the same loop without the reservation: ${reference.toFixed(2)} ms`,
        ],
      ],
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
