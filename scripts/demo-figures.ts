/**
 * The figures the front page quotes, written by `npm run demo -- --figures <file>` and
 * copied into the README's generated blocks by `npm run docs` (test/scripts/demo.test.ts
 * fails when the README's copy differs from what the demo produces):
 *
 * - `npm run demo: report`: the demo's final report as a reader sees it on GitHub;
 * - `npm run demo: costs`: what a run costs: the demo's tokens, the measured profiles of
 *   `npm run bench review` and a projection of a longer fix, priced with the price table
 *   of src/engine/model/ for the default model.
 *
 * Everything here follows from the scripted replies (the fake model bills tokens from the
 * requests' bytes and caches as the API does), so two runs give the same figures. The
 * report's duration is left out: it is the one figure that depends on the machine.
 */
import { costOfUsage, type ReportedUsage } from '../src/engine/model/pricing.js';
import { DEFAULT_MODEL } from '../src/cli/run-flags.js';
import { cleanMarkdown } from '../src/engine/safety/markdown-clean.js';

interface Tokens {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  output_tokens: number;
}

export interface DemoFigures {
  turns: number;
  total_cost_usd: number;
  usage: Tokens;
  /** The README's generated blocks by source name (`npm run demo: report`, …). */
  blocks: Record<string, string>;
}

/**
 * What `npm run bench review` prints on its "Tokens" line (its scripted reviewer reports
 * input by the request's bytes, a quarter token a byte, and no cache writes): a review of
 * a 20-file pull request in one loop, and of a 120-file one in five parallel groups.
 */
const BENCH_REVIEW: Record<'small' | 'large', { requests: number; usage: Tokens }> = {
  small: {
    requests: 9,
    usage: {
      input_tokens: 7_322,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 48_351,
      output_tokens: 2_700,
    },
  },
  large: {
    requests: 55,
    usage: {
      input_tokens: 46_356,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 383_682,
      output_tokens: 16_500,
    },
  },
};

/**
 * A longer fix, projected: `turns` turns that start from a prompt of `prefix` tokens
 * (system prompt, tools, the issue: about what the demo's first request writes to the
 * cache) and add `growth` tokens a turn (what the model wrote, `output` of them, and what
 * its tools returned). Each request reads the previous prompt from the cache and writes
 * what is new, as the loop's cache breakpoints make the API do.
 */
export function projectedFix(
  turns: number,
  prefix: number,
  growth: number,
  output: number,
): Tokens {
  let read = 0;
  for (let turn = 1; turn < turns; turn++) read += prefix + (turn - 1) * growth;
  return {
    input_tokens: 0,
    cache_creation_input_tokens: prefix + (turns - 1) * growth,
    cache_read_input_tokens: read,
    output_tokens: turns * output,
  };
}

const PROJECTION = { turns: 30, prefix: 9_000, growth: 3_000, output: 1_500 };

/** Dollars at the default model's prices, to the cent (a tenth of a cent under $0.10). */
function dollars(usage: ReportedUsage): string {
  const cost = costOfUsage(DEFAULT_MODEL, usage);
  return `$${cost < 0.1 ? cost.toFixed(3) : cost.toFixed(2)}`;
}

const count = (tokens: number) => tokens.toLocaleString('en-US');
const tokens = (usage: Tokens) =>
  `${count(usage.input_tokens)} · ${count(usage.cache_creation_input_tokens)} · ${count(usage.cache_read_input_tokens)} | ${count(usage.output_tokens)}`;

/** The README's cost table. */
export function costTable(demo: { turns: number; usage: Tokens }): string {
  const projected = projectedFix(
    PROJECTION.turns,
    PROJECTION.prefix,
    PROJECTION.growth,
    PROJECTION.output,
  );
  const rows: [string, number, Tokens][] = [
    ['a small fix: `npm run demo` (the action on a sample repository)', demo.turns, demo.usage],
    [
      'a review of a 20-file pull request: `npm run bench review`',
      BENCH_REVIEW.small.requests,
      BENCH_REVIEW.small.usage,
    ],
    [
      'a review of a 120-file pull request, in 5 parallel groups: the same bench',
      BENCH_REVIEW.large.requests,
      BENCH_REVIEW.large.usage,
    ],
    [
      `a longer fix, projected: ${PROJECTION.turns} turns, ${count(PROJECTION.output)} output tokens and ${count(PROJECTION.growth)} tokens of context added a turn`,
      PROJECTION.turns,
      projected,
    ],
  ];
  return [
    `| run | model requests | input tokens: new · written to the cache · read from it | output tokens | estimate at \`${DEFAULT_MODEL}\`'s prices |`,
    '|---|---:|---|---:|---:|',
    ...rows.map(
      ([name, requests, usage]) =>
        `| ${name} | ${requests} | ${tokens(usage)} | ${dollars(usage)} |`,
    ),
  ].join('\n');
}

/**
 * The final comment as the README quotes it: without what GitHub's Markdown hides, a
 * collapsed <details> as its summary line, links as their text (they point at the demo's
 * fake GitHub), without the run's duration and the checks' times, as a Markdown quote.
 */
export function reportAsQuoted(markdown: string): string {
  return (
    cleanMarkdown(markdown)
      .replace(/<details><summary>(.*?)<\/summary>[\s\S]*?<\/details>/g, '▸ $1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/ · Duration: [^·<\n]*?(?= ·|<|\n|$)/g, '')
      // A check's time ("Checked before publishing") depends on the machine too.
      .replace(/^(\| `.*\| )[\d.,]+ (?:ms|s|min) \|$/gm, '$1… |')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .split('\n')
      .map((line) => (line === '' ? '>' : `> ${line}`))
      .join('\n')
  );
}

/** The figures of a finished demo run, from its transcript's result line and its comment. */
export function demoFigures(transcript: Record<string, unknown>[], comment: string): DemoFigures {
  const result = transcript.findLast((line) => line.type === 'result');
  if (!result) throw new Error('the demo run wrote no result line');
  const reported = result.usage as Tokens;
  const usage: Tokens = {
    input_tokens: reported.input_tokens,
    cache_creation_input_tokens: reported.cache_creation_input_tokens,
    cache_read_input_tokens: reported.cache_read_input_tokens,
    output_tokens: reported.output_tokens,
  };
  const turns = Number(result.num_turns);
  return {
    turns,
    total_cost_usd: Number(result.total_cost_usd),
    usage,
    blocks: {
      'npm run demo: report': reportAsQuoted(comment),
      'npm run demo: costs': costTable({ turns, usage }),
    },
  };
}
