import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  errorMessage
} from "./chunk-C7BR24O7.js";

// src/engine/model/price-overrides.ts
var FIELDS = ["input", "output", "cache_write_5m", "cache_write_1h", "cache_read"];
function parseModelPrices(json, source) {
  if (json.trim() === "") return {};
  let parsed;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    const reason = errorMessage(error);
    throw new Error(`${source} is not valid JSON: ${reason}`, { cause: error });
  }
  if (!isRecord(parsed)) {
    throw new Error(`${source} must be a JSON object of prices per model id`);
  }
  const prices = {};
  for (const [model, entry] of Object.entries(parsed)) {
    prices[model] = modelPrices(entry, `${source}["${model}"]`);
  }
  return prices;
}
function modelPrices(entry, where) {
  if (!isRecord(entry))
    throw new Error(`${where} must be an object such as {"input": 2, "output": 10}`);
  for (const key of Object.keys(entry)) {
    if (!FIELDS.includes(key)) {
      throw new Error(`${where} has an unknown field "${key}" (known: ${FIELDS.join(", ")})`);
    }
  }
  const rate = (key, fallback) => {
    const value = entry[key] ?? fallback;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
      throw new Error(`${where}.${key} must be a price in USD per million tokens (a number \u2265 0)`);
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

// src/engine/model/types.ts
var EFFORT_LEVELS = ["low", "medium", "high", "xhigh", "max"];
var ModelError = class _ModelError extends Error {
  constructor(message, kind, options = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.options = options;
  }
  kind;
  options;
  name = "ModelError";
  get status() {
    return this.options.status;
  }
  get retryAfterMs() {
    return this.options.retryAfterMs;
  }
  /** For a `deadline` error: the error that would have been retried. */
  get lastError() {
    return this.options.cause instanceof _ModelError ? this.options.cause : void 0;
  }
  get neverAnswered() {
    return this.options.neverAnswered === true;
  }
  /**
   * Whether waiting and sending the same request again can help: the API's
   * `x-should-retry` when it said, else by kind.
   * https://platform.claude.com/docs/en/api/errors
   */
  get retryable() {
    if (this.kind === "aborted" || this.kind === "deadline" || this.kind === "budget") return false;
    if (this.options.shouldRetry !== void 0) return this.options.shouldRetry;
    return this.kind === "rate_limit" || this.kind === "overloaded" || this.kind === "server" || this.kind === "timeout" || this.kind === "conflict" || this.kind === "connection" || this.kind === "stream_cut";
  }
};
function asModelError(error, signal) {
  if (error instanceof ModelError) return error;
  if (signal?.aborted) {
    return new ModelError("The model request was aborted", "aborted", { cause: signal.reason });
  }
  const message = errorMessage(error);
  return new ModelError(`The model call failed: ${message}`, "unknown", { cause: error });
}

// src/engine/sandbox/modes.ts
var SANDBOX_MODES = ["auto", "required", "off"];

export {
  parseModelPrices,
  EFFORT_LEVELS,
  ModelError,
  asModelError,
  SANDBOX_MODES
};
