// dist/chunks/chunk-43VZGAE7.js
import { createRequire as __agentLoopCreateRequire } from "node:module";
var require2 = __agentLoopCreateRequire(import.meta.url);
// src/engine/sandbox/domains.ts
var HOST_LABELS = /^(\*\.)?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/;
var IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
var AllowedDomainsError = class extends Error {
  name = "AllowedDomainsError";
};
function parseAllowedDomains(text) {
  const entries = text.split(/[\s,]+/).map((entry) => entry.trim().toLowerCase().replace(/\.$/, "")).filter((entry) => entry !== "");
  if (entries.length === 0) return { kind: "none" };
  if (entries.includes("*")) {
    if (entries.length > 1) {
      throw new AllowedDomainsError('"*" allows every host and cannot be combined with names');
    }
    return { kind: "all" };
  }
  for (const entry of entries) {
    if (!isValidPattern(entry)) {
      throw new AllowedDomainsError(
        `"${entry}" is not a host name, "*.name" pattern or IP address`
      );
    }
  }
  return { kind: "list", patterns: [...new Set(entries)] };
}
var DEFAULT_PORTS = [80, 443];
function splitPort(entry) {
  const match = /^(\[[^\]]*\]|[^:]*):(\d{1,5})$/.exec(entry);
  if (!match) return { host: entry, port: void 0 };
  return { host: match[1], port: Number(match[2]) };
}
function isValidPattern(entry) {
  const { host, port } = splitPort(entry);
  if (port !== void 0 && (port < 1 || port > 65535)) return false;
  return isValidHost(host);
}
function isValidHost(entry) {
  const ipv4 = IPV4.exec(entry);
  if (ipv4) return ipv4.slice(1).every((part) => Number(part) <= 255);
  if (entry.includes(":")) return /^\[?[0-9a-f:.]+\]?$/.test(entry);
  return HOST_LABELS.test(entry) && entry.length <= 253;
}
function isHostAllowed(allowed, host, port) {
  if (allowed.kind === "all") return true;
  if (allowed.kind === "none") return false;
  const name = normalHost(host);
  return allowed.patterns.some((pattern) => {
    const entry = splitPort(pattern);
    if (port !== void 0 && !(entry.port === void 0 ? DEFAULT_PORTS.includes(port) : entry.port === port)) {
      return false;
    }
    const bare = normalHost(entry.host);
    if (bare.startsWith("*.")) return name.endsWith(bare.slice(1)) && name.length > bare.length - 1;
    return name === bare;
  });
}
function normalHost(host) {
  return host.toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
}
function describeAllowedDomains(allowed) {
  if (allowed.kind === "none") return "none";
  if (allowed.kind === "all") return "every host";
  return allowed.patterns.join(", ");
}

// dist/chunks/chunk-HUY6TF2S.js
import { createRequire as __agentLoopCreateRequire2 } from "node:module";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
var require3 = __agentLoopCreateRequire2(import.meta.url);
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

// dist/chunks/chunk-TZYGHOXO.js
import { createRequire as __agentLoopCreateRequire3 } from "node:module";
var require4 = __agentLoopCreateRequire3(import.meta.url);
// src/engine/text/regexp.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
export {
  AllowedDomainsError as chunk_43VZGAE7$AllowedDomainsError,
  describeAllowedDomains as chunk_43VZGAE7$describeAllowedDomains,
  isHostAllowed as chunk_43VZGAE7$isHostAllowed,
  normalHost as chunk_43VZGAE7$normalHost,
  parseAllowedDomains as chunk_43VZGAE7$parseAllowedDomains,
  EFFORT_LEVELS as chunk_HUY6TF2S$EFFORT_LEVELS,
  ModelError as chunk_HUY6TF2S$ModelError,
  SANDBOX_MODES as chunk_HUY6TF2S$SANDBOX_MODES,
  asModelError as chunk_HUY6TF2S$asModelError,
  escapeRegExp as chunk_TZYGHOXO$escapeRegExp
};
