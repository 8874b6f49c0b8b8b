/**
 * The Claude models we know: prices, context window and output limit.
 *
 * Source: Anthropic's published pages, read 2026-10:
 * - https://platform.claude.com/docs/en/about-claude/pricing ("Model pricing": base input,
 *   5m cache writes, 1h cache writes, cache hits, output; Fable 5.x, Mythos 5.x, Opus 4–5,
 *   Sonnet, Haiku rows)
 * - the per-model overview pages https://platform.claude.com/docs/en/models/<model>/overview
 *   (sonnet-5-5, sonnet-5, opus-5-5, opus-5, haiku-5-5, fable-5) for context window, max
 *   output and the cache prices of the newest models.
 *
 * Where a page left a number out we chose the value that over-estimates cost, because the
 * budget cap must never be passed: noted per row. Prices are USD per million tokens.
 */

/** USD per million tokens. */
export interface ModelPrices {
  input: number;
  output: number;
  /** Writing to the 5-minute cache (the default `cache_control` TTL). */
  cacheWrite5m: number;
  /** Writing to the 1-hour cache (`cache_control: { ttl: '1h' }`). */
  cacheWrite1h: number;
  /** Cache hits and refreshes. */
  cacheRead: number;
}

/** The `output_config.effort` levels, strongest last (src/engine/model/types.ts has the same list). */
export type EffortLevel = 'low' | 'medium' | 'high' | 'xhigh' | 'max';
const NO_EFFORT: readonly EffortLevel[] = [];
const EFFORT_NO_XHIGH_MAX: readonly EffortLevel[] = ['low', 'medium', 'high'];
const EFFORT_NO_XHIGH: readonly EffortLevel[] = ['low', 'medium', 'high', 'max'];
const EFFORT_ALL: readonly EffortLevel[] = ['low', 'medium', 'high', 'xhigh', 'max'];

/** A model family as the table describes it; matched by id prefix. */
export interface ModelEntry {
  /** Id prefixes: the alias plus, where it differs, the dated id's stem. */
  prefixes: string[];
  contextWindow: number;
  maxOutputTokens: number;
  /**
   * The `output_config.effort` levels the model accepts; empty: it takes no `effort` at all
   * (the API answers 400). https://platform.claude.com/docs/en/build-with-claude/effort
   * (Opus 4.5: low–high; the 4.6 models: no `xhigh`; Opus 4.7 and later: all five; Haiku
   * 4.5 and Sonnet 4.5 and older: none).
   */
  efforts: readonly EffortLevel[];
  /** `thinking: {type: "adaptive"}` (Claude 4.6 and later); older models refuse it. */
  adaptiveThinking: boolean;
  /**
   * On Bedrock, an ARN-versioned model (Opus 4.6 and earlier) that does not take the API
   * version the SDK sends (`2026-10-21`); it gets `anthropic_version: "bedrock-2023-05-31"`.
   * https://platform.claude.com/docs/en/build-with-claude/claude-on-amazon-bedrock-legacy
   */
  bedrockLegacyVersion?: boolean;
  /** Rates for the largest prompts the model accepts (an upper bound), as of today. */
  prices: ModelPrices;
  /**
   * Earlier rates, each in force until (not including) its `until` date (UTC,
   * YYYY-MM-DD): a usage is priced at the rates of the day it was billed.
   */
  earlierPrices?: { until: string; prices: ModelPrices }[];
  /**
   * Cheaper rates for requests whose whole prompt (input + cache reads + cache writes) is
   * at most `maxPromptTokens` tokens. Only Haiku 5.5 is priced this way.
   */
  shortPrompt?: { maxPromptTokens: number; prices: ModelPrices };
}

function rates(
  input: number,
  cacheWrite5m: number,
  cacheWrite1h: number,
  cacheRead: number,
  output: number,
): ModelPrices {
  return { input, output, cacheWrite5m, cacheWrite1h, cacheRead };
}

const MILLION = 1_000_000;
const K = 1_000;

/**
 * Order does not matter: the longest matching prefix wins. Prices as of 2026-12-01 from
 * https://platform.claude.com/docs/en/about-claude/pricing and the model overview pages;
 * dated changes in `earlierPrices`.
 */
export const MODELS: readonly ModelEntry[] = [
  // Fable 5.2: $8 / $40 (Opus 5 overview's lineup table); cache rates $10 / $16 writes and
  // $0.20 reads as the pricing table lists them since its release (no Fable 5.2 overview
  // page was in the stored docs; the pricing-page row is quoted by tools that track it).
  {
    prefixes: ['claude-fable-5-2', 'claude-mythos-5-2'],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(8, 10, 16, 0.2, 40),
  },
  {
    prefixes: ['claude-fable-5-1', 'claude-mythos-5-1'],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(10, 12.5, 20, 0.25, 50),
  },
  {
    prefixes: ['claude-fable-5', 'claude-mythos-5'],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(10, 12.5, 20, 1, 50),
  },
  {
    prefixes: ['claude-opus-5-5'],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(4, 5, 8, 0.2, 20),
  },
  {
    prefixes: ['claude-opus-5', 'claude-opus-4-8', 'claude-opus-4-7'],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(5, 6.25, 10, 0.5, 25),
  },
  {
    prefixes: ['claude-opus-4-6'],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_NO_XHIGH,
    adaptiveThinking: true,
    bedrockLegacyVersion: true,
    prices: rates(5, 6.25, 10, 0.5, 25),
  },
  {
    prefixes: ['claude-opus-4-5'],
    contextWindow: 200 * K,
    maxOutputTokens: 64 * K,
    efforts: EFFORT_NO_XHIGH_MAX,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(5, 6.25, 10, 0.5, 25),
  },
  {
    // Opus 4 (alias claude-opus-4-0, dated claude-opus-4-20250514) and Opus 4.1.
    prefixes: ['claude-opus-4', 'claude-opus-4-0', 'claude-opus-4-1'],
    contextWindow: 200 * K,
    maxOutputTokens: 32 * K,
    efforts: NO_EFFORT,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(15, 18.75, 30, 1.5, 75),
  },
  // Sonnet 5.5: cache reads cut from $0.20 to $0.10 on 2026-10-07 (pricing page; the
  // overview still shows $0.20). Sonnet 5 keeps $0.20.
  {
    prefixes: ['claude-sonnet-5-5'],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(2, 2.5, 4, 0.1, 10),
    earlierPrices: [{ until: '2026-10-07', prices: rates(2, 2.5, 4, 0.2, 10) }],
  },
  {
    prefixes: ['claude-sonnet-5'],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(2, 2.5, 4, 0.2, 10),
  },
  {
    // 128K output (https://platform.claude.com/docs/en/models/sonnet-4-6/overview).
    prefixes: ['claude-sonnet-4-6'],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_NO_XHIGH,
    adaptiveThinking: true,
    bedrockLegacyVersion: true,
    prices: rates(3, 3.75, 6, 0.3, 15),
  },
  {
    // Sonnet 4.5 (retired on the Claude API on 2026-11-30; still on Bedrock and Vertex) and
    // Sonnet 4 (1M only behind a beta header we do not send), Sonnet 3.7.
    prefixes: ['claude-sonnet-4-5', 'claude-sonnet-4', 'claude-sonnet-4-0', 'claude-3-7-sonnet'],
    contextWindow: 200 * K,
    maxOutputTokens: 64 * K,
    efforts: NO_EFFORT,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(3, 3.75, 6, 0.3, 15),
  },
  {
    // Haiku 5.5 is priced by prompt length: up to 100k tokens, then every token of the
    // request (output included) at the higher band.
    prefixes: ['claude-haiku-5-5'],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(0.5, 0.625, 1, 0.05, 2.5),
    shortPrompt: { maxPromptTokens: 100 * K, prices: rates(0.1, 0.125, 0.2, 0.01, 0.5) },
  },
  {
    prefixes: ['claude-haiku-4-5'],
    contextWindow: 200 * K,
    maxOutputTokens: 64 * K,
    efforts: NO_EFFORT,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(1, 1.25, 2, 0.1, 5),
  },
  {
    prefixes: ['claude-3-5-haiku'],
    contextWindow: 200 * K,
    maxOutputTokens: 8192,
    efforts: NO_EFFORT,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(0.8, 1, 1.6, 0.08, 4),
  },
  {
    prefixes: ['claude-3-haiku'],
    contextWindow: 200 * K,
    maxOutputTokens: 4096,
    efforts: NO_EFFORT,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(0.25, 0.3, 0.5, 0.03, 1.25),
  },
];

/** The highest rate of each kind over the table: what an unknown model is charged. */
export const MOST_EXPENSIVE_PRICES: ModelPrices = {
  input: Math.max(...MODELS.map((entry) => entry.prices.input)),
  output: Math.max(...MODELS.map((entry) => entry.prices.output)),
  cacheWrite5m: Math.max(...MODELS.map((entry) => entry.prices.cacheWrite5m)),
  cacheWrite1h: Math.max(...MODELS.map((entry) => entry.prices.cacheWrite1h)),
  cacheRead: Math.max(...MODELS.map((entry) => entry.prices.cacheRead)),
};

/**
 * Limits assumed for an unknown model: the 200k window every Claude model has at least,
 * and an output limit every Claude model since Claude 4 accepts.
 */
export const UNKNOWN_MODEL_LIMITS = { contextWindow: 200 * K, maxOutputTokens: 32 * K };

/**
 * A model id in the Anthropic API's form, whatever provider's form it came in, so that one
 * price table holds everywhere:
 * - a Bedrock model id `anthropic.claude-sonnet-4-5-20250929-v1:0` → `claude-sonnet-4-5-20250929`
 *   (the `anthropic.` vendor prefix and the `-v1:0` version suffix go);
 * - a Bedrock cross-region inference profile `us.anthropic.…` / `global.anthropic.…` → the same;
 * - a Bedrock ARN (`arn:aws:bedrock:…:foundation-model/anthropic.…` or
 *   `…:inference-profile/eu.anthropic.…`) → the id after the last `/`, as above. An
 *   application inference profile's ARN names no model (`…/a1b2c3`): it stays unknown and
 *   is priced at the highest rates.
 * - a Vertex id `claude-opus-4-1@20250805` is left as it is: {@link findModel} reads `@`.
 */
export function canonicalModelId(model: string): string {
  let id = model.trim().toLowerCase();
  if (id.startsWith('arn:')) id = id.slice(id.lastIndexOf('/') + 1);
  const vendor = /^(?:[a-z]{2,8}(?:-[a-z]+)?\.)?anthropic\.(.+)$/.exec(id);
  if (vendor) id = vendor[1]!.replace(/-v\d+(?::[0-9a-z]+)*$/, '');
  return id;
}

/**
 * The table entry for a model id, or undefined. Matches an alias (`claude-sonnet-4-5`), a
 * dated id (`claude-sonnet-4-5-20250929`), a 1M-context suffix (`claude-sonnet-5-5[1m]`),
 * a Vertex-style version (`claude-opus-4-1@20250805`) and Bedrock ids, profiles and ARNs
 * ({@link canonicalModelId}) alike: the longest prefix that ends
 * at a word boundary wins, so `claude-sonnet-4-5-…` is Sonnet 4.5, not Sonnet 4. A prefix
 * followed by another version number (`claude-sonnet-5-7` against `claude-sonnet-5`) is a
 * different, unknown model: it must not inherit an older model's cheaper price.
 */
export function findModel(model: string): ModelEntry | undefined {
  // Asked several times per request (limits, the spend cap's worst case, the cost): the table
  // is fixed, so each id is looked up once.
  if (foundModels.has(model)) return foundModels.get(model);
  if (foundModels.size >= MAX_FOUND_MODELS) foundModels.clear();
  const entry = lookUpModel(model);
  foundModels.set(model, entry);
  return entry;
}

const foundModels = new Map<string, ModelEntry | undefined>();
/** Ids remembered at most (a run uses a few). */
const MAX_FOUND_MODELS = 64;

function lookUpModel(model: string): ModelEntry | undefined {
  const id = canonicalModelId(model);
  let best: { entry: ModelEntry; length: number } | undefined;
  for (const entry of MODELS) {
    for (const prefix of entry.prefixes) {
      if (!id.startsWith(prefix)) continue;
      const next = id.charAt(prefix.length);
      if (next !== '' && next !== '-' && next !== '@' && next !== '[') continue;
      if (next === '-' && /^\d{1,2}(?!\d)/.test(id.slice(prefix.length + 1))) continue;
      if (!best || prefix.length > best.length) best = { entry, length: prefix.length };
    }
  }
  return best?.entry;
}

/**
 * Adaptive thinking (the `thinking: {type: "adaptive"}` field and its `display`): from the
 * table, so a newer, unknown version is not assumed to take it.
 */
export function supportsAdaptiveThinking(model: string): boolean {
  return findModel(model)?.adaptiveThinking ?? false;
}

/**
 * The effort levels `model` accepts. An unknown model is assumed to take them all: it is
 * newer than the table, and every model since Opus 4.7 does.
 */
export function supportedEfforts(model: string): readonly EffortLevel[] {
  return findModel(model)?.efforts ?? EFFORT_ALL;
}

/**
 * The effort to send `model` for a wanted one: the same when it takes it, else the strongest
 * level it takes below it (`xhigh` → `high` on the 4.6 models), or none at all when it takes
 * no effort (Haiku 4.5, Sonnet 4.5): so a fallback model is sent only what it accepts.
 */
export function effortFor(model: string, wanted: EffortLevel | undefined): EffortLevel | undefined {
  if (wanted === undefined) return undefined;
  const accepted = supportedEfforts(model);
  const rank = EFFORT_ALL.indexOf(wanted);
  for (let index = rank; index >= 0; index--) {
    if (accepted.includes(EFFORT_ALL[index]!)) return EFFORT_ALL[index];
  }
  return undefined;
}

/** Whether a Bedrock request to `model` needs the legacy `anthropic_version`. */
export function needsBedrockLegacyVersion(model: string): boolean {
  return findModel(model)?.bedrockLegacyVersion ?? false;
}
