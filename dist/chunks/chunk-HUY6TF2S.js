import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  errorMessage
} from "./chunk-C7BR24O7.js";

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
  EFFORT_LEVELS,
  ModelError,
  asModelError,
  SANDBOX_MODES
};
