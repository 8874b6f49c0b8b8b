/**
 * What a session's input costs, priced as the API prices prompt caching: scripted
 * sessions of 20, 60 and 200 turns (reads, searches, an edit, command output, a re-read
 * of an unchanged file, a long command output) over a generated 40-file project, run by
 * the built CLI (`dist/cli/index.js`, the tool boundary on as root, as on a hosted runner)
 * against the fake Anthropic server, whose usage reports cache reads and writes from the
 * request's `cache_control` breakpoints as the API does.
 *
 * Prices: Opus 5's published rates (https://platform.claude.com/docs/en/about-claude/pricing:
 * $5 input, $6.25 5-minute cache writes, $10 1-hour writes, $0.50 cache hits per MTok), that
 * is the caching rules of https://platform.claude.com/docs/en/build-with-claude/prompt-caching
 * ("Pricing": a 5-minute write 1.25× the base input price, a 1-hour write 2×, a read 0.1×).
 * Input only: the output is the scripted model's and the same for every build.
 *
 * The floor: the shared prefix (tools and system) written once, and every part of the
 * session (the prompt, each model turn as sent back, each call's information with no
 * framing: a file's lines, a command's output up to the Bash cap, nothing for an edit or
 * for a re-read of an unchanged file) written once when it first appears and read at the
 * cache price in every later request. Tokens as the fake counts them (0.45 a byte of a
 * block's JSON + 2 a block; an information's text as a JSON string). BENCH_COMPARE_DIST=<another dist/> (e.g. main's, built before a change) runs
 * the same sessions on that build in the same run. BENCH_CLAUDE_CODE=<Claude Code's binary>
 * runs them through Claude Code too, priced the same way (bench/cost-side-by-side.ts).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findModel } from '../src/engine/model/models.js';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type RecordedRequest,
} from '../test/fakes/anthropic-server.js';
import { errorResults, requestDollars, withoutMarkers } from './cost-pricing.js';
import { callOf, writeProject } from './cost-session.js';
import { sideBySide } from './cost-side-by-side.js';
import { printTable, ratio } from './table.js';

const MODEL = 'claude-opus-5';
/** BENCH_TURNS=60 runs only that session. */
const SESSIONS = process.env.BENCH_TURNS?.split(',').map(Number) ?? [20, 60, 200];
const PROMPT = 'Look through the project, fix the markers and report.';

interface Measured {
  /** Input dollars the fake's usage bills. */
  dollars: number;
  requests: RecordedRequest[];
  /** Tool results the run marked as errors (a valid session has none). */
  errors: number;
}

const prices = findModel(MODEL)!.prices;
const perToken = (rate: number) => rate / 1e6;

function tokensOf(value: unknown): number {
  const json = typeof value === 'string' ? value : JSON.stringify(value);
  return Math.ceil(Buffer.byteLength(json, 'utf8') * 0.45) + 2;
}

async function runSession(dist: string, turns: number): Promise<Measured> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-loop-cost-'));
  const workspace = join(folder, 'workspace');
  mkdirSync(workspace);
  writeProject(workspace);
  const fake = await startFakeAnthropic((_request, index) => {
    if (index >= turns - 1) return reply(text('Done: the markers are fixed.'));
    const call = callOf(index);
    return reply([text(`Turn ${index + 1}: ${call.kind}.`), toolUse(call.tool, call.input)]);
  });
  const sandbox = process.getuid?.() === 0 ? 'required' : 'off';
  try {
    await promisify(execFile)(
      process.execPath,
      [
        join(dist, 'cli', 'index.js'),
        ...['run', PROMPT, '--cwd', workspace, '--sandbox', sandbox, '--model', MODEL],
        ...['--max-turns', String(turns), '--max-budget-usd', '1000'],
        ...['--allowed-tools', 'Read,Grep,Glob,Edit,Bash', '--output-format', 'json'],
      ],
      {
        env: {
          PATH: process.env.PATH ?? '',
          ANTHROPIC_API_KEY: 'sk-ant-bench-cost',
          ANTHROPIC_BASE_URL: fake.url,
          AGENT_LOOP_HOME: join(folder, 'home'),
        },
        maxBuffer: 1 << 26,
      },
    );
    const requests = fake.requests.filter((request) => request.billed);
    const dollars = requests.reduce((sum, request) => sum + requestDollars(request, MODEL), 0);
    return { dollars, requests, errors: errorResults(requests.at(-1)!) };
  } finally {
    await fake.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Cache writes over the session's distinct prompt (the last request's): 1.00 when every
 * token is written once, more when a breakpoint layout writes a prefix again.
 */
function rewrites(requests: RecordedRequest[]): string {
  const tokens = (request: RecordedRequest, key: string) =>
    Number((request.billed as Record<string, unknown> | undefined)?.[key] ?? 0);
  const written = requests.reduce((sum, r) => sum + tokens(r, 'cache_creation_input_tokens'), 0);
  const last = requests.at(-1)!;
  const prompt = ['input_tokens', 'cache_creation_input_tokens', 'cache_read_input_tokens']
    .map((key) => tokens(last, key))
    .reduce((sum, value) => sum + value, 0);
  return (written / prompt).toFixed(2);
}

/**
 * The session's floor in input dollars, from the prefix and model turns the run sent and
 * each call's information, computed on a fresh copy of the project in turn.
 */
function floorDollars(measured: Measured): { dollars: number; prefixTokens: number } {
  const first = measured.requests[0]!.body as { tools?: unknown[]; system?: unknown[] };
  const prefixTokens = [...(first.tools ?? []), ...(first.system ?? [])]
    .map(withoutMarkers)
    .reduce((sum: number, block) => sum + tokensOf(block), 0);
  const last = measured.requests.at(-1)!.body as { messages: { content: unknown }[] };
  const blocks = (index: number) => withoutMarkers(last.messages[index]?.content) as unknown[];
  const root = mkdtempSync(join(tmpdir(), 'agent-loop-floor-'));
  try {
    writeProject(root);
    // Parts new in each request: the prompt, then a model turn and its call's information.
    const fresh: number[] = [tokensOf(blocks(0))];
    for (let request = 1; request < measured.requests.length; request++) {
      const turn = blocks(2 * request - 1).reduce((sum: number, block) => sum + tokensOf(block), 0);
      // As a JSON string, as the fake counts every text it bills (a newline is 2 bytes there).
      fresh.push(turn + tokensOf(JSON.stringify(callOf(request - 1).information(root))));
    }
    let seen = 0;
    let tokens = 1.25 * prefixTokens;
    for (const added of fresh) {
      tokens += 1.25 * added + 0.1 * seen;
      seen += added;
    }
    return { dollars: tokens * perToken(prices.input), prefixTokens };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The first request's system prompt and tool definitions, in the fake's tokens. */
function prefixShown(first: RecordedRequest): string {
  const count = (blocks: unknown) =>
    ((withoutMarkers(blocks) ?? []) as unknown[]).reduce(
      (sum: number, block) => sum + tokensOf(block),
      0,
    );
  return `${count(first.body.system)} / ${count(first.body.tools)}`;
}

export async function run(): Promise<void> {
  const compare = process.env.BENCH_COMPARE_DIST;
  const builds = [{ label: 'this build', dist: 'dist' }];
  if (compare) builds.push({ label: 'compared build', dist: compare });
  const rows: (string | number)[][] = [];
  const ours = new Map<number, RecordedRequest[]>();
  for (const turns of SESSIONS) {
    const results = [];
    for (const build of builds) results.push(await runSession(build.dist, turns));
    ours.set(turns, results[0]!.requests);
    const floor = floorDollars(results[0]!);
    for (const [index, build] of builds.entries()) {
      const result = results[index]!;
      rows.push([
        `${turns} turns, ${build.label}`,
        `$${result.dollars.toFixed(4)}`,
        ratio(result.dollars, floor.dollars),
        index === 0 ? '' : ratio(results[0]!.dollars, result.dollars),
        result.requests.length,
        result.errors,
        rewrites(result.requests),
        prefixShown(result.requests[0]!),
      ]);
    }
    rows.push([
      `${turns} turns, floor`,
      `$${floor.dollars.toFixed(4)}`,
      '1.00×',
      '',
      '',
      '',
      '',
      '',
    ]);
  }
  printTable(
    [
      'session',
      'input cost (Opus 5)',
      'ratio to the floor',
      'this build ÷ compared',
      'requests',
      'tool errors',
      'tokens written ÷ last prompt',
      'prefix tokens: system / tools',
    ],
    rows,
  );
  const sandbox = process.getuid?.() === 0 ? 'on' : 'off (not root)';
  console.log(
    `\nTool boundary ${sandbox}. Measured ${new Date().toISOString().slice(0, 10)} with node ${process.version}.`,
  );
  await sideBySide(ours, MODEL, PROMPT);
}
