/**
 * The cost bench's side-by-side rows: the same scripted sessions run by Claude Code
 * (bench/cost-claude-code.ts) and priced the same way as ours (bench/cost-pricing.ts), and,
 * for the longest session, where each one's input goes.
 */
import type { RecordedRequest } from '../test/fakes/anthropic-server.js';
import { describeSide, runClaudeCode, type ClaudeCodeRun } from './cost-claude-code.js';
import { errorResults, promptChars, requestDollars, toolResultChars } from './cost-pricing.js';
import { callOf } from './cost-session.js';
import { printTable, ratio } from './table.js';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const dollars = (requests: RecordedRequest[], model: string) =>
  sum(requests.map((request) => requestDollars(request, model)));
const thousands = (chars: number) => `${(chars / 1000).toFixed(1)}k`;

/** Prompt growth per request, in characters, over the session. */
function growth(requests: RecordedRequest[]): number {
  if (requests.length < 2) return 0;
  return (promptChars(requests.at(-1)!) - promptChars(requests[0]!)) / (requests.length - 1);
}

/**
 * Runs each session through Claude Code and prints it beside ours (`ours`: this build's
 * billed requests per session length). Without BENCH_CLAUDE_CODE, one line says so.
 */
export async function sideBySide(
  ours: Map<number, RecordedRequest[]>,
  model: string,
  prompt: string,
): Promise<void> {
  const binary = process.env.BENCH_CLAUDE_CODE;
  if (!binary) {
    console.log('\nSide by side with Claude Code: skipped (BENCH_CLAUDE_CODE is not set).');
    return;
  }
  const rows: (string | number)[][] = [];
  let longest: { turns: number; theirs: ClaudeCodeRun } | undefined;
  let version = '';
  for (const [turns, mine] of ours) {
    const theirs = await runClaudeCode(binary, turns, model, prompt);
    version = theirs.version;
    const main = dollars(theirs.requests, model);
    const all = main + dollars(theirs.side, model);
    const own = dollars(mine, model);
    rows.push([
      `${turns} turns`,
      `$${main.toFixed(4)}`,
      `$${all.toFixed(4)}`,
      `$${own.toFixed(4)}`,
      ratio(own, all),
      `${theirs.requests.length} / ${mine.length}`,
      `${theirs.side.length} / ${theirs.refused.length}`,
      `${thousands(promptChars(theirs.requests[0]!))} / ${thousands(promptChars(mine[0]!))}`,
      `${thousands(growth(theirs.requests))} / ${thousands(growth(mine))}`,
      `${errorResults(theirs.requests.at(-1)!)} / ${errorResults(mine.at(-1)!)}`,
      theirs.outcome,
    ]);
    longest = { turns, theirs };
  }
  console.log(
    `\nSide by side with Claude Code ${version}, the same sessions, priced the same way:\n`,
  );
  printTable(
    [
      'session',
      'Claude Code, main model',
      'Claude Code, every request',
      'agent-loop',
      'agent-loop ÷ Claude Code (every request)',
      'requests: Claude Code / ours',
      'Claude Code side requests / refused by the fake',
      'first request, characters: Claude Code / ours',
      'growth a request, characters: Claude Code / ours',
      'tool errors: Claude Code / ours',
      "Claude Code's ending",
    ],
    rows,
  );
  if (!longest) return;
  const { turns, theirs } = longest;
  for (const side of theirs.side) console.log(`Side request: ${describeSide(side)}`);
  for (const why of new Set(theirs.refused)) console.log(`Refused by the fake: ${why}`);
  console.log(`\nWhere the input goes, ${turns} turns:\n`);
  printTable(
    ['part', 'Claude Code', 'agent-loop'],
    breakdown(theirs.requests, ours.get(turns)!, model),
  );
}

/** Dollars by kind of token, the first request's parts, and tool results by kind of turn. */
function breakdown(
  theirs: RecordedRequest[],
  mine: RecordedRequest[],
  model: string,
): (string | number)[][] {
  const tokens = (requests: RecordedRequest[], key: string) =>
    sum(requests.map((request) => Number((request.billed as Record<string, unknown>)[key] ?? 0)));
  const rows: (string | number)[][] = [];
  for (const [label, key] of [
    ['tokens read from the cache', 'cache_read_input_tokens'],
    ['tokens written to the cache', 'cache_creation_input_tokens'],
    ['tokens uncached', 'input_tokens'],
  ] as const) {
    rows.push([label, tokens(theirs, key), tokens(mine, key)]);
  }
  rows.push(['input dollars', dollars(theirs, model).toFixed(4), dollars(mine, model).toFixed(4)]);
  const part = (request: RecordedRequest, name: 'tools' | 'system') =>
    JSON.stringify(request.body[name] ?? []).length;
  rows.push([
    'first request: tools, characters',
    part(theirs[0]!, 'tools'),
    part(mine[0]!, 'tools'),
  ]);
  rows.push([
    'first request: system, characters',
    part(theirs[0]!, 'system'),
    part(mine[0]!, 'system'),
  ]);
  rows.push([
    'first request: messages, characters',
    JSON.stringify(theirs[0]!.body.messages).length,
    JSON.stringify(mine[0]!.body.messages).length,
  ]);
  const byKind = (results: number[]) => {
    const kinds = new Map<string, number[]>();
    results.forEach((chars, turn) => {
      const kind = callOf(turn).kind;
      kinds.set(kind, [...(kinds.get(kind) ?? []), chars]);
    });
    return kinds;
  };
  const theirKinds = byKind(toolResultChars(theirs.at(-1)!));
  const myKinds = byKind(toolResultChars(mine.at(-1)!));
  for (const [kind, chars] of myKinds) {
    const average = (values: number[] | undefined) =>
      values?.length ? Math.round(sum(values) / values.length) : '';
    rows.push([
      `a tool result, ${kind} (×${chars.length}), characters`,
      average(theirKinds.get(kind)),
      average(chars),
    ]);
  }
  return rows;
}
