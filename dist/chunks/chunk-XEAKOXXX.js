import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/model/models.ts
var NO_EFFORT = [];
var EFFORT_NO_XHIGH_MAX = ["low", "medium", "high"];
var EFFORT_NO_XHIGH = ["low", "medium", "high", "max"];
var EFFORT_ALL = ["low", "medium", "high", "xhigh", "max"];
function rates(input, cacheWrite5m, cacheWrite1h, cacheRead, output) {
  return { input, output, cacheWrite5m, cacheWrite1h, cacheRead };
}
var MILLION = 1e6;
var K = 1e3;
var MODELS = [
  // Fable 5.2: $8 / $40 (Opus 5 overview's lineup table); cache rates $10 / $16 writes and
  // $0.20 reads as the pricing table lists them since its release (no Fable 5.2 overview
  // page was in the stored docs; the pricing-page row is quoted by tools that track it).
  {
    prefixes: ["claude-fable-5-2", "claude-mythos-5-2"],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(8, 10, 16, 0.2, 40)
  },
  {
    prefixes: ["claude-fable-5-1", "claude-mythos-5-1"],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(10, 12.5, 20, 0.25, 50)
  },
  {
    prefixes: ["claude-fable-5", "claude-mythos-5"],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(10, 12.5, 20, 1, 50)
  },
  {
    prefixes: ["claude-opus-5-5"],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(4, 5, 8, 0.2, 20)
  },
  {
    prefixes: ["claude-opus-5", "claude-opus-4-8", "claude-opus-4-7"],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(5, 6.25, 10, 0.5, 25)
  },
  {
    prefixes: ["claude-opus-4-6"],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_NO_XHIGH,
    adaptiveThinking: true,
    bedrockLegacyVersion: true,
    prices: rates(5, 6.25, 10, 0.5, 25)
  },
  {
    prefixes: ["claude-opus-4-5"],
    contextWindow: 200 * K,
    maxOutputTokens: 64 * K,
    efforts: EFFORT_NO_XHIGH_MAX,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(5, 6.25, 10, 0.5, 25)
  },
  {
    // Opus 4 (alias claude-opus-4-0, dated claude-opus-4-20250514) and Opus 4.1.
    prefixes: ["claude-opus-4", "claude-opus-4-0", "claude-opus-4-1"],
    contextWindow: 200 * K,
    maxOutputTokens: 32 * K,
    efforts: NO_EFFORT,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(15, 18.75, 30, 1.5, 75)
  },
  // Sonnet 5.5: cache reads cut from $0.20 to $0.10 on 2026-10-07 (pricing page; the
  // overview still shows $0.20). Sonnet 5 keeps $0.20.
  {
    prefixes: ["claude-sonnet-5-5"],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(2, 2.5, 4, 0.1, 10),
    earlierPrices: [{ until: "2026-10-07", prices: rates(2, 2.5, 4, 0.2, 10) }]
  },
  {
    prefixes: ["claude-sonnet-5"],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(2, 2.5, 4, 0.2, 10)
  },
  {
    // 128K output (https://platform.claude.com/docs/en/models/sonnet-4-6/overview).
    prefixes: ["claude-sonnet-4-6"],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_NO_XHIGH,
    adaptiveThinking: true,
    bedrockLegacyVersion: true,
    prices: rates(3, 3.75, 6, 0.3, 15)
  },
  {
    // Sonnet 4.5 (retired on the Claude API on 2026-11-30; still on Bedrock and Vertex) and
    // Sonnet 4 (1M only behind a beta header we do not send), Sonnet 3.7.
    prefixes: ["claude-sonnet-4-5", "claude-sonnet-4", "claude-sonnet-4-0", "claude-3-7-sonnet"],
    contextWindow: 200 * K,
    maxOutputTokens: 64 * K,
    efforts: NO_EFFORT,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(3, 3.75, 6, 0.3, 15)
  },
  {
    // Haiku 5.5 is priced by prompt length: up to 100k tokens, then every token of the
    // request (output included) at the higher band.
    prefixes: ["claude-haiku-5-5"],
    contextWindow: MILLION,
    maxOutputTokens: 128 * K,
    efforts: EFFORT_ALL,
    adaptiveThinking: true,
    prices: rates(0.5, 0.625, 1, 0.05, 2.5),
    shortPrompt: { maxPromptTokens: 100 * K, prices: rates(0.1, 0.125, 0.2, 0.01, 0.5) }
  },
  {
    prefixes: ["claude-haiku-4-5"],
    contextWindow: 200 * K,
    maxOutputTokens: 64 * K,
    efforts: NO_EFFORT,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(1, 1.25, 2, 0.1, 5)
  },
  {
    prefixes: ["claude-3-5-haiku"],
    contextWindow: 200 * K,
    maxOutputTokens: 8192,
    efforts: NO_EFFORT,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(0.8, 1, 1.6, 0.08, 4)
  },
  {
    prefixes: ["claude-3-haiku"],
    contextWindow: 200 * K,
    maxOutputTokens: 4096,
    efforts: NO_EFFORT,
    adaptiveThinking: false,
    bedrockLegacyVersion: true,
    prices: rates(0.25, 0.3, 0.5, 0.03, 1.25)
  }
];
var MOST_EXPENSIVE_PRICES = {
  input: Math.max(...MODELS.map((entry) => entry.prices.input)),
  output: Math.max(...MODELS.map((entry) => entry.prices.output)),
  cacheWrite5m: Math.max(...MODELS.map((entry) => entry.prices.cacheWrite5m)),
  cacheWrite1h: Math.max(...MODELS.map((entry) => entry.prices.cacheWrite1h)),
  cacheRead: Math.max(...MODELS.map((entry) => entry.prices.cacheRead))
};
var UNKNOWN_MODEL_LIMITS = { contextWindow: 200 * K, maxOutputTokens: 32 * K };
function canonicalModelId(model) {
  let id = model.trim().toLowerCase();
  if (id.startsWith("arn:")) id = id.slice(id.lastIndexOf("/") + 1);
  const vendor = /^(?:[a-z]{2,8}(?:-[a-z]+)?\.)?anthropic\.(.+)$/.exec(id);
  if (vendor) id = vendor[1].replace(/-v\d+(?::[0-9a-z]+)*$/, "");
  return id;
}
function findModel(model) {
  if (foundModels.has(model)) return foundModels.get(model);
  if (foundModels.size >= MAX_FOUND_MODELS) foundModels.clear();
  const entry = lookUpModel(model);
  foundModels.set(model, entry);
  return entry;
}
var foundModels = /* @__PURE__ */ new Map();
var MAX_FOUND_MODELS = 64;
function lookUpModel(model) {
  const id = canonicalModelId(model);
  let best;
  for (const entry of MODELS) {
    for (const prefix of entry.prefixes) {
      if (!id.startsWith(prefix)) continue;
      const next = id.charAt(prefix.length);
      if (next !== "" && next !== "-" && next !== "@" && next !== "[") continue;
      if (next === "-" && /^\d{1,2}(?!\d)/.test(id.slice(prefix.length + 1))) continue;
      if (!best || prefix.length > best.length) best = { entry, length: prefix.length };
    }
  }
  return best?.entry;
}
function supportsAdaptiveThinking(model) {
  return findModel(model)?.adaptiveThinking ?? false;
}
function supportedEfforts(model) {
  return findModel(model)?.efforts ?? EFFORT_ALL;
}
function effortFor(model, wanted) {
  if (wanted === void 0) return void 0;
  const accepted = supportedEfforts(model);
  const rank = EFFORT_ALL.indexOf(wanted);
  for (let index = rank; index >= 0; index--) {
    if (accepted.includes(EFFORT_ALL[index])) return EFFORT_ALL[index];
  }
  return void 0;
}
function needsBedrockLegacyVersion(model) {
  return findModel(model)?.bedrockLegacyVersion ?? false;
}

// src/engine/model/pricing.ts
var US_INFERENCE_MULTIPLIER = 1.1;
var priceOverrides = /* @__PURE__ */ new Map();
function setModelPriceOverrides(overrides) {
  priceOverrides = new Map(
    Object.entries(overrides).map(([model, prices]) => [canonicalModelId(model), prices])
  );
}
function overrideFor(model) {
  const id = canonicalModelId(model);
  let best;
  for (const [prefix, prices] of priceOverrides) {
    if (id !== prefix && !/^[-@[]/.test(id.slice(prefix.length, prefix.length + 1))) continue;
    if (!id.startsWith(prefix)) continue;
    if (!best || prefix.length > best.length) best = { prices, length: prefix.length };
  }
  return best?.prices;
}
var WEB_SEARCH_USD_PER_REQUEST = 10 / 1e3;
function modelInfo(model) {
  const entry = findModel(model);
  const override = overrideFor(model);
  if (!entry) {
    return { ...UNKNOWN_MODEL_LIMITS, prices: override ?? MOST_EXPENSIVE_PRICES, known: false };
  }
  return {
    contextWindow: entry.contextWindow,
    maxOutputTokens: entry.maxOutputTokens,
    prices: override ?? entry.prices,
    known: true
  };
}
function costOfUsage(model, usage, date = /* @__PURE__ */ new Date()) {
  const input = count(usage.input_tokens);
  const output = count(usage.output_tokens);
  const cacheRead = count(usage.cache_read_input_tokens);
  const cacheWrites = splitCacheWrites(usage);
  const promptTokens = input + cacheRead + cacheWrites.fiveMinute + cacheWrites.oneHour;
  const prices = pricesFor(model, promptTokens, date);
  const microDollars = input * prices.input + output * prices.output + cacheRead * prices.cacheRead + cacheWrites.fiveMinute * prices.cacheWrite5m + cacheWrites.oneHour * prices.cacheWrite1h;
  const geo = usage.inference_geo === "us" ? US_INFERENCE_MULTIPLIER : 1;
  const searches = count(usage.server_tool_use?.web_search_requests);
  return microDollars * geo / 1e6 + searches * WEB_SEARCH_USD_PER_REQUEST;
}
function pricesFor(model, promptTokens, date) {
  const override = overrideFor(model);
  if (override) return override;
  const entry = findModel(model);
  if (!entry) return MOST_EXPENSIVE_PRICES;
  if (entry.shortPrompt && promptTokens <= entry.shortPrompt.maxPromptTokens) {
    return entry.shortPrompt.prices;
  }
  if (!entry.earlierPrices?.length) return entry.prices;
  const day = date.toISOString().slice(0, 10);
  const earlier = entry.earlierPrices.filter((period) => day < period.until).sort((a, b) => a.until < b.until ? -1 : a.until > b.until ? 1 : 0)[0];
  return earlier?.prices ?? entry.prices;
}
function splitCacheWrites(usage) {
  const total = count(usage.cache_creation_input_tokens);
  const split = usage.cache_creation;
  if (!split) return { fiveMinute: total, oneHour: 0 };
  const oneHour = count(split.ephemeral_1h_input_tokens);
  const fiveMinute = count(split.ephemeral_5m_input_tokens);
  const unaccounted = Math.max(0, total - oneHour - fiveMinute);
  return { fiveMinute: fiveMinute + unaccounted, oneHour };
}
function count(tokens) {
  return typeof tokens === "number" && Number.isFinite(tokens) && tokens > 0 ? tokens : 0;
}

export {
  supportsAdaptiveThinking,
  effortFor,
  needsBedrockLegacyVersion,
  US_INFERENCE_MULTIPLIER,
  setModelPriceOverrides,
  WEB_SEARCH_USD_PER_REQUEST,
  modelInfo,
  costOfUsage
};
