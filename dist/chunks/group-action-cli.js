// dist/chunks/chunk-SIKN3OM4.js
import { createRequire as __agentLoopCreateRequire } from "node:module";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
} from "./group-action-cli-run.js";
var require2 = __agentLoopCreateRequire(import.meta.url);
// src/engine/model/price-overrides.ts
var ModelPricesError = class extends AgentLoopError {
  name = "ModelPricesError";
  get kind() {
    return "model_prices";
  }
};
var FIELDS = ["input", "output", "cache_write_5m", "cache_write_1h", "cache_read"];
function parseModelPrices(json, source) {
  if (json.trim() === "") return {};
  let parsed;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    const reason = errorMessage(error);
    throw new ModelPricesError(`${source} is not valid JSON: ${reason}`, { cause: error });
  }
  if (!isRecord(parsed)) {
    throw new ModelPricesError(`${source} must be a JSON object of prices per model id`);
  }
  const prices = {};
  for (const [model, entry] of Object.entries(parsed)) {
    prices[model] = modelPrices(entry, `${source}["${model}"]`);
  }
  return prices;
}
function modelPrices(entry, where) {
  if (!isRecord(entry))
    throw new ModelPricesError(`${where} must be an object such as {"input": 2, "output": 10}`);
  for (const key of Object.keys(entry)) {
    if (!FIELDS.includes(key)) {
      throw new ModelPricesError(
        `${where} has an unknown field "${key}" (known: ${FIELDS.join(", ")})`
      );
    }
  }
  const rate = (key, fallback) => {
    const value = entry[key] ?? fallback;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
      throw new ModelPricesError(
        `${where}.${key} must be a price in USD per million tokens (a number \u2265 0)`
      );
    }
    return value;
  };
  const input = rate("input");
  return {
    input,
    output: rate("output"),
    cacheWrite5m: rate("cache_write_5m", input * 1.25),
    cacheWrite1h: rate("cache_write_1h", input * 2),
    cacheRead: rate("cache_read", input * 0.1)
  };
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// dist/chunks/chunk-XWX3ISJ3.js
import { createRequire as __agentLoopCreateRequire2 } from "node:module";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError2,
} from "./group-action-cli-run.js";
var require3 = __agentLoopCreateRequire2(import.meta.url);
// src/engine/config/numbers.ts
var LimitError = class extends AgentLoopError2 {
  name = "LimitError";
  get kind() {
    return "limit";
  }
};
var WHOLE = /^\d+$/;
var DECIMAL = /^\d+(?:\.\d+)?$/;
function parseLimit(name, raw, kind) {
  const text = raw.trim();
  if (kind === "count") {
    const value2 = Number(text);
    if (!WHOLE.test(text) || !Number.isSafeInteger(value2) || value2 < 1) {
      throw new LimitError(`${name} must be a whole number of at least 1 (like 30), got "${raw}"`);
    }
    return value2;
  }
  const value = Number(text);
  if (!DECIMAL.test(text) || !Number.isFinite(value) || value <= 0) {
    throw new LimitError(`${name} must be a number greater than 0 (like 2.5), got "${raw}"`);
  }
  return value;
}
export {
  parseModelPrices as chunk_SIKN3OM4$parseModelPrices,
  parseLimit as chunk_XWX3ISJ3$parseLimit
};
