/**
 * `agent-loop eval --compare a.jsonl b.jsonl`: two evaluations of the same tasks
 * side by side, the tasks whose outcome changed, and a paired test of whether the
 * difference in resolve rate is more than chance: the exact McNemar test, which
 * looks only at the discordant tasks (resolved in one run and not the other) and
 * asks how likely a split at least this uneven is when each is a fair coin.
 */
import type { TaskResult } from './results.js';
import { summarize, type EvalSummary } from './summary.js';

export interface Comparison {
  type: 'eval_compare';
  a: EvalSummary;
  b: EvalSummary;
  /** Tasks in both files. */
  paired: number;
  /** Resolved in b only (b fixed it). */
  b_only: string[];
  /** Resolved in a only (b broke it). */
  a_only: string[];
  /** Two-sided exact McNemar p-value on the discordant pairs (1 with none). */
  p_value: number;
  /** Tasks in only one of the files (not in the paired test). */
  unpaired: { a: string[]; b: string[] };
}

/** Compares two results files' tasks (the summaries cover the paired tasks). */
export function compareResults(a: readonly TaskResult[], b: readonly TaskResult[]): Comparison {
  const inB = new Map(b.map((result) => [result.id, result]));
  const inA = new Map(a.map((result) => [result.id, result]));
  const pairs = a.flatMap((first) => {
    const second = inB.get(first.id);
    return second ? [[first, second] as const] : [];
  });
  const bOnly = pairs.filter(([x, y]) => !x.resolved && y.resolved).map(([x]) => x.id);
  const aOnly = pairs.filter(([x, y]) => x.resolved && !y.resolved).map(([x]) => x.id);
  return {
    type: 'eval_compare',
    a: summarize(
      pairs.map(([x]) => x),
      pairs.length,
      0,
    ),
    b: summarize(
      pairs.map(([, y]) => y),
      pairs.length,
      0,
    ),
    paired: pairs.length,
    b_only: bOnly,
    a_only: aOnly,
    p_value: mcnemarExact(bOnly.length, aOnly.length),
    unpaired: {
      a: a.filter((result) => !inB.has(result.id)).map((result) => result.id),
      b: b.filter((result) => !inA.has(result.id)).map((result) => result.id),
    },
  };
}

/**
 * Two-sided exact McNemar p-value for `b` and `c` discordant pairs:
 * 2 · P(X ≤ min(b, c)) for X ~ Binomial(b + c, 1/2), capped at 1. The terms are
 * summed in log space (log-sum-exp), so thousands of pairs neither underflow
 * (0.5^n is 0 in doubles past n = 1074) nor lose the small tail.
 */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  const logHalfPower = -n * Math.LN2;
  const logTerms: number[] = [];
  let logChoose = 0; // log C(n, 0)
  for (let i = 0; i <= k; i += 1) {
    if (i > 0) logChoose += Math.log(n - i + 1) - Math.log(i);
    logTerms.push(logChoose + logHalfPower);
  }
  const top = Math.max(...logTerms);
  const tail = Math.exp(top) * logTerms.reduce((sum, term) => sum + Math.exp(term - top), 0);
  return Math.min(1, 2 * tail);
}

/** The side-by-side text table `--compare` prints before its JSON line. */
export function renderComparison(comparison: Comparison, names: [string, string]): string {
  const { a, b } = comparison;
  const rows: [string, string, string][] = [
    ['', names[0], names[1]],
    ['tasks', String(a.tasks), String(b.tasks)],
    ['resolved', String(a.resolved), String(b.resolved)],
    ['resolve rate', percent(a.resolve_rate), percent(b.resolve_rate)],
    ['total cost', dollars(a.total_cost_usd), dollars(b.total_cost_usd)],
    ['median cost', dollars(a.median_cost_usd), dollars(b.median_cost_usd)],
    ['median turns', String(a.median_turns), String(b.median_turns)],
    ['crashed', String(a.errors), String(b.errors)],
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  const table = rows.map((row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
      )
      .join('  '),
  );
  const lines = [...table, ''];
  lines.push(
    `resolved only in ${names[1]} (${comparison.b_only.length}): ${list(comparison.b_only)}`,
  );
  lines.push(
    `resolved only in ${names[0]} (${comparison.a_only.length}): ${list(comparison.a_only)}`,
  );
  lines.push(
    `exact McNemar test on ${comparison.b_only.length + comparison.a_only.length} discordant of ${comparison.paired} paired tasks: p = ${formatP(comparison.p_value)}`,
  );
  for (const [side, ids] of [
    [names[0], comparison.unpaired.a],
    [names[1], comparison.unpaired.b],
  ] as const) {
    if (ids.length > 0) lines.push(`only in ${side}, not compared (${ids.length}): ${list(ids)}`);
  }
  return lines.join('\n');
}

function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

function dollars(value: number): string {
  return `$${value.toFixed(4)}`;
}

function list(ids: readonly string[]): string {
  return ids.length === 0 ? '-' : ids.join(', ');
}

function formatP(p: number): string {
  return p >= 0.001 ? p.toFixed(4) : p.toExponential(2);
}
