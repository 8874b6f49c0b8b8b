/**
 * The cost bench's side-by-side rows: the same scripted sessions run by Claude Code
 * (bench/cost-claude-code.ts) and priced the same way as ours (bench/cost-pricing.ts), and,
 * for the 60-turn session (or the longest run), where each one's input goes.
 */
import { findModel } from '../src/engine/model/models.js';
import type { RecordedRequest } from '../test/fakes/anthropic-server.js';
import { costsByKind, resultDollars } from './cost-breakdown.js';
import { describeSide, runClaudeCode, type ClaudeCodeRun } from './cost-claude-code.js';
import {
  errorResults,
  promptChars,
  requestDollars,
  toolResultChars,
  withoutMarkers,
} from './cost-pricing.js';
import { printTable, ratio } from './table.js';

/** The session whose input is broken down (the target). */
const FOCUS = 60;

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
 * Claude Code as an API key runs it (5-minute cache writes), and with the 1-hour cache a
 * subscriber gets (all its breakpoints `ttl: "1h"`, writes at 2× the input price).
 */
const VARIANTS: { label: string; env: Record<string, string> }[] = [
  { label: '', env: {} },
  { label: ', its 1-hour cache', env: { ENABLE_PROMPT_CACHING_1H: '1' } },
];

/** One session's row: Claude Code's input beside ours, and how each session went. */
function row(
  label: string,
  theirs: ClaudeCodeRun,
  mine: RecordedRequest[],
  model: string,
): (string | number)[] {
  const main = dollars(theirs.requests, model);
  const all = main + dollars(theirs.side, model);
  const own = dollars(mine, model);
  return [
    label,
    `$${main.toFixed(4)}`,
    `$${all.toFixed(4)}`,
    `$${own.toFixed(4)}`,
    // Three digits: the target (at most 0.6×) is judged on this figure.
    ratio(own, all, 3),
    `${theirs.requests.length} / ${mine.length}`,
    `${theirs.side.length} / ${theirs.refused.length}`,
    `${thousands(promptChars(theirs.requests[0]!))} / ${thousands(promptChars(mine[0]!))}`,
    `${thousands(growth(theirs.requests))} / ${thousands(growth(mine))}`,
    `${errorResults(theirs.requests.at(-1)!)} / ${errorResults(mine.at(-1)!)}`,
    theirs.outcome,
  ];
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
  let shown: { turns: number; theirs: ClaudeCodeRun } | undefined;
  let version = '';
  for (const [turns, mine] of ours) {
    for (const variant of VARIANTS) {
      const theirs = await runClaudeCode(binary, turns, model, prompt, variant.env);
      version = theirs.version;
      rows.push(row(`${turns} turns${variant.label}`, theirs, mine, model));
      // The target is the 60-turn session: shown when run, else the longest.
      if (variant === VARIANTS[0] && shown?.turns !== FOCUS) shown = { turns, theirs };
    }
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
  if (!shown) return;
  const { turns, theirs } = shown;
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
  const prices = findModel(model)!.prices;
  // The first request's parts are written once and read by every later request.
  const first = (requests: RecordedRequest[], name: 'tools' | 'system' | 'messages') => {
    const chars = JSON.stringify(withoutMarkers(requests[0]!.body[name] ?? [])).length;
    return `${chars}, $${resultDollars(chars, -1, requests.length, prices).toFixed(4)}`;
  };
  for (const name of ['tools', 'system', 'messages'] as const) {
    rows.push([
      `first request, ${name}: characters, ≈ dollars in all`,
      first(theirs, name),
      first(mine, name),
    ]);
  }
  const theirKinds = costsByKind(toolResultChars(theirs.at(-1)!), theirs.length, prices);
  const myKinds = costsByKind(toolResultChars(mine.at(-1)!), mine.length, prices);
  for (const [kind, own] of myKinds) {
    const other = theirKinds.get(kind);
    rows.push([
      `tool results, ${kind} (×${own.count}): characters each, ≈ dollars in all`,
      other ? `${other.averageChars}, $${other.dollars.toFixed(4)}` : '',
      `${own.averageChars}, $${own.dollars.toFixed(4)}`,
    ]);
  }
  return rows;
}
