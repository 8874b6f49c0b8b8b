/**
 * What the loop costs per turn late in a long run: a 200-turn conversation through the
 * real loop (queryLoop: context management, the retry layer, tool orchestration, an Echo
 * tool returning 1 KB per turn) with an in-process model that answers at once, timing
 * the CPU time of turns 180–200 (and of 20–40, to see whether a turn's cost grows with the
 * conversation).
 *
 * References, measured in the same process and interleaved with it:
 * - "today's loop": the loop as it was before the spend ledger (commit
 *   {@link BEFORE_LEDGER}, its src/ taken from git into .bench-tmp/; skipped without git);
 * - the same loop with the ledger's reservation replaced by a pass-through: the ledger's
 *   own share of a turn.
 * Target (issue #33): at most 1.1× today's. The Echo tool runs in-process, so there is no
 * tool boundary to switch on here.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { defaultDeps, queryLoop, type QueryParams } from '../src/engine/loop/query-loop.js';
import { createRunSpendCap, type RunSpendCap } from '../src/engine/budgets/run-spend-cap.js';
import type { Message, ModelRequest } from '../src/engine/model/types.js';
import type { Tool } from '../src/engine/tools/types.js';
import { printTable, ratio } from './table.js';

const TURNS = 200;
const LATE: [number, number] = [180, 200];
const EARLY: [number, number] = [20, 40];
const ROUNDS = 25;
/** The last commit before the spend ledger (issue #33's "today"). */
const BEFORE_LEDGER = 'eb9ee53';

const echo: Tool<{ text: string }> = {
  name: 'Echo',
  description: 'Echoes its text.',
  inputSchema: z.strictObject({ text: z.string() }),
  isConcurrencySafe: () => true,
  call: async (input) => ({ content: `${input.text}\n${'result line of the tool\n'.repeat(42)}` }),
};

/**
 * The process's CPU time in ms: a busy machine delays a turn (wall time) but does not add
 * to the CPU time it takes, so this is what the table compares.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The requests whose CPU time is read (reading it costs too, so only there). */
const STAMPED = new Set([...EARLY, ...LATE]);

/**
 * Answers at once: an Echo call per turn, then a final text; records the CPU time when the
 * requests of {@link STAMPED} came (by their index from 0).
 */
function instantModel(stamps: Map<number, number>) {
  let turn = 0;
  return async (request: ModelRequest): Promise<Message> => {
    if (STAMPED.has(turn)) stamps.set(turn, cpuMs());
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

/** A ledger that reserves nothing: the reference for the ledger's share. */
const passThrough: RunSpendCap = {
  maxBudgetUsd: 1_000,
  child: () => passThrough,
  track: (callModel) => callModel,
  accounting: () => createRunSpendCap(1_000).accounting(),
  runSpentUsd: () => 0,
  close: () => {},
  whileWaiting: (work) => work(),
  affords: () => true,
};

/** A query loop module: today's (this src/) or an earlier commit's. */
interface LoopModule {
  queryLoop: typeof queryLoop;
  defaultDeps: typeof defaultDeps;
}

interface TurnCosts {
  early: number;
  late: number;
}

async function msPerTurn(
  loop: LoopModule,
  ledger: RunSpendCap | undefined,
  folder: string,
): Promise<TurnCosts> {
  const stamps = new Map<number, number>();
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
    ...(ledger ? { host: { spendCap: ledger } } : {}),
  };
  const run = loop.queryLoop(params, loop.defaultDeps(instantModel(stamps)));
  let step = await run.next();
  while (!step.done) step = await run.next();
  if (step.value.reason !== 'completed') throw new Error(`bench run ended ${step.value.reason}`);
  const per = ([from, to]: [number, number]) => (stamps.get(to)! - stamps.get(from)!) / (to - from);
  return { early: per(EARLY), late: per(LATE) };
}

/**
 * The loop before the ledger, from git: its src/ in a folder of the repository (so its
 * packages resolve), or undefined when there is no git history to take it from.
 */
async function loopBeforeLedger(root: string): Promise<LoopModule | undefined> {
  const folder = join(root, '.bench-tmp', `loop-${BEFORE_LEDGER}`);
  try {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const archive = execFileSync('git', ['-C', root, 'archive', BEFORE_LEDGER, 'src'], {
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
    return (await import(
      pathToFileURL(join(folder, 'src', 'loop', 'query-loop.ts')).href
    )) as LoopModule;
  } catch {
    return undefined;
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type Variant = { label: string; loop: LoopModule; ledger?: RunSpendCap };

export async function run(): Promise<void> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const folder = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
  try {
    const current: LoopModule = { queryLoop, defaultDeps };
    const before = await loopBeforeLedger(root);
    const variants: Variant[] = [
      { label: 'the loop, spend ledger reserving', loop: current },
      { label: 'the same loop, reservation a pass-through', loop: current, ledger: passThrough },
      ...(before
        ? [{ label: `today's loop (${BEFORE_LEDGER}, before the ledger)`, loop: before }]
        : []),
    ];
    // Interleaved, so a busy machine slows every variant alike; one warm-up each.
    for (const variant of variants) await msPerTurn(variant.loop, variant.ledger, folder);
    const costs = variants.map(() => [] as TurnCosts[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, variant] of variants.entries()) {
        costs[index]!.push(await msPerTurn(variant.loop, variant.ledger, folder));
      }
    }
    const late = costs.map((runs) => median(runs.map((cost) => cost.late)));
    const early = costs.map((runs) => median(runs.map((cost) => cost.early)));
    const rows = variants.map((variant, index) => [
      variant.label,
      `${late[index]!.toFixed(3)} ms`,
      ratio(late[0]!, late[index]!),
      ratio(late[index]!, early[index]!),
    ]);
    printTable(
      [
        `loop cost per turn at turns ${LATE[0]}-${LATE[1]}`,
        'CPU per turn',
        'the ledger loop against it (target ≤ 1.1× today\u2019s)',
        `growth: turns ${LATE[0]}-${LATE[1]} against ${EARLY[0]}-${EARLY[1]}`,
      ],
      rows,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
    rmSync(join(root, '.bench-tmp', `loop-${BEFORE_LEDGER}`), { recursive: true, force: true });
  }
}
