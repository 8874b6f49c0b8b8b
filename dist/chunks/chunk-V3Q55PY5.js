import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace
} from "./chunk-ZYWU77U4.js";

// node_modules/@anthropic-ai/sdk/internal/tslib.mjs
function __classPrivateFieldSet(receiver, state, value, kind, f) {
  if (kind === "m")
    throw new TypeError("Private method is not writable");
  if (kind === "a" && !f)
    throw new TypeError("Private accessor was defined without a setter");
  if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver))
    throw new TypeError("Cannot write private member to an object whose class did not declare it");
  return kind === "a" ? f.call(receiver, value) : f ? f.value = value : state.set(receiver, value), value;
}
function __classPrivateFieldGet(receiver, state, kind, f) {
  if (kind === "a" && !f)
    throw new TypeError("Private accessor was defined without a getter");
  if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver))
    throw new TypeError("Cannot read private member from an object whose class did not declare it");
  return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
}

// node_modules/@anthropic-ai/sdk/internal/errors.mjs
function isAbortError(err) {
  return typeof err === "object" && err !== null && // Spec-compliant fetch implementations
  ("name" in err && err.name === "AbortError" || // Expo fetch
  "message" in err && String(err.message).includes("FetchRequestCanceledException"));
}
var castToError = (err) => {
  if (err instanceof Error)
    return err;
  if (typeof err === "object" && err !== null) {
    try {
      const tag = Object.prototype.toString.call(err);
      if (tag === "[object Error]" || tag === "[object DOMException]") {
        const error = new Error(err.message, err.cause ? { cause: err.cause } : {});
        if (err.stack)
          error.stack = err.stack;
        if (err.cause && !error.cause)
          error.cause = err.cause;
        if (err.name)
          error.name = err.name;
        return error;
      }
    } catch {
    }
    try {
      return new Error(JSON.stringify(err));
    } catch {
    }
  }
  return new Error(err);
};

// node_modules/@anthropic-ai/sdk/core/error.mjs
var AnthropicError = /* @__PURE__ */ (() => {
  class AnthropicError2 extends Error {
    /** @internal */
    constructor(message, options) {
      super(message, options);
      Object.defineProperty(this, "name", { value: new.target._errorName, writable: true, configurable: true });
    }
  }
  AnthropicError2._errorName = "AnthropicError";
  return AnthropicError2;
})();
var APIError = /* @__PURE__ */ (() => {
  class APIError2 extends AnthropicError {
    constructor(status, error, message, headers, type) {
      super(`${APIError2.makeMessage(status, error, message)}`);
      this.status = status;
      this.headers = headers;
      this.requestID = headers?.get("request-id");
      this.workspaceID = headers?.get("anthropic-workspace-id");
      this.error = error;
      const body = error ?? {};
      this.apiMessage = body.error?.message ?? null;
      this.type = type ?? body.error?.type ?? null;
      const errorCode = body.error?.details?.error_code;
      this.errorCode = typeof errorCode === "string" ? errorCode : null;
      this.details = body.error?.details ?? null;
    }
    static makeMessage(status, error, message) {
      const msg = error?.message ? typeof error.message === "string" ? error.message : JSON.stringify(error.message) : error ? JSON.stringify(error) : message;
      if (status && msg) {
        return `${status} ${msg}`;
      }
      if (status) {
        return `${status} status code (no body)`;
      }
      if (msg) {
        return msg;
      }
      return "(no status code or body)";
    }
    static generate(status, errorResponse, message, headers) {
      if (!status || !headers) {
        return new APIConnectionError({ message, cause: castToError(errorResponse) });
      }
      const error = errorResponse;
      const errorClass = STATUS_ERROR_CLASSES.get(status);
      if (errorClass) {
        return new errorClass(status, error, message, headers);
      }
      if (status >= 500) {
        return new InternalServerError(status, error, message, headers);
      }
      return new APIError2(status, error, message, headers);
    }
  }
  APIError2._errorName = "APIError";
  return APIError2;
})();
var APIUserAbortError = /* @__PURE__ */ (() => {
  class APIUserAbortError2 extends APIError {
    constructor({ message } = {}) {
      super(void 0, void 0, message || "Request was aborted.", void 0);
    }
  }
  APIUserAbortError2._errorName = "APIUserAbortError";
  return APIUserAbortError2;
})();
var APIConnectionError = /* @__PURE__ */ (() => {
  class APIConnectionError2 extends APIError {
    constructor({ message, cause }) {
      super(void 0, void 0, message || "Connection error.", void 0);
      if (cause)
        this.cause = cause;
    }
  }
  APIConnectionError2._errorName = "APIConnectionError";
  return APIConnectionError2;
})();
var APIConnectionTimeoutError = /* @__PURE__ */ (() => {
  class APIConnectionTimeoutError2 extends APIConnectionError {
    constructor({ message } = {}) {
      super({ message: message ?? "Request timed out." });
    }
  }
  APIConnectionTimeoutError2._errorName = "APIConnectionTimeoutError";
  return APIConnectionTimeoutError2;
})();
var RetryableError = /* @__PURE__ */ (() => {
  class RetryableError2 extends AnthropicError {
    constructor(message, { cause } = {}) {
      super(message ?? "Retryable error.");
      if (cause !== void 0)
        this.cause = cause;
    }
  }
  RetryableError2._errorName = "RetryableError";
  return RetryableError2;
})();
var BadRequestError = /* @__PURE__ */ (() => {
  class BadRequestError2 extends APIError {
  }
  BadRequestError2._errorName = "BadRequestError";
  return BadRequestError2;
})();
var AuthenticationError = /* @__PURE__ */ (() => {
  class AuthenticationError2 extends APIError {
  }
  AuthenticationError2._errorName = "AuthenticationError";
  return AuthenticationError2;
})();
var PaymentRequiredError = /* @__PURE__ */ (() => {
  class PaymentRequiredError2 extends APIError {
  }
  PaymentRequiredError2._errorName = "PaymentRequiredError";
  return PaymentRequiredError2;
})();
var PermissionDeniedError = /* @__PURE__ */ (() => {
  class PermissionDeniedError2 extends APIError {
  }
  PermissionDeniedError2._errorName = "PermissionDeniedError";
  return PermissionDeniedError2;
})();
var NotFoundError = /* @__PURE__ */ (() => {
  class NotFoundError2 extends APIError {
  }
  NotFoundError2._errorName = "NotFoundError";
  return NotFoundError2;
})();
var RequestTimeoutError = /* @__PURE__ */ (() => {
  class RequestTimeoutError2 extends APIError {
  }
  RequestTimeoutError2._errorName = "RequestTimeoutError";
  return RequestTimeoutError2;
})();
var ConflictError = /* @__PURE__ */ (() => {
  class ConflictError2 extends APIError {
  }
  ConflictError2._errorName = "ConflictError";
  return ConflictError2;
})();
var PreconditionFailedError = /* @__PURE__ */ (() => {
  class PreconditionFailedError2 extends APIError {
  }
  PreconditionFailedError2._errorName = "PreconditionFailedError";
  return PreconditionFailedError2;
})();
var ContentTooLargeError = /* @__PURE__ */ (() => {
  class ContentTooLargeError2 extends APIError {
  }
  ContentTooLargeError2._errorName = "ContentTooLargeError";
  return ContentTooLargeError2;
})();
var UnprocessableEntityError = /* @__PURE__ */ (() => {
  class UnprocessableEntityError2 extends APIError {
  }
  UnprocessableEntityError2._errorName = "UnprocessableEntityError";
  return UnprocessableEntityError2;
})();
var RateLimitError = /* @__PURE__ */ (() => {
  class RateLimitError2 extends APIError {
  }
  RateLimitError2._errorName = "RateLimitError";
  return RateLimitError2;
})();
var RequestHeaderFieldsTooLargeError = /* @__PURE__ */ (() => {
  class RequestHeaderFieldsTooLargeError2 extends APIError {
  }
  RequestHeaderFieldsTooLargeError2._errorName = "RequestHeaderFieldsTooLargeError";
  return RequestHeaderFieldsTooLargeError2;
})();
var ClientClosedRequestError = /* @__PURE__ */ (() => {
  class ClientClosedRequestError2 extends APIError {
  }
  ClientClosedRequestError2._errorName = "ClientClosedRequestError";
  return ClientClosedRequestError2;
})();
var InternalServerError = /* @__PURE__ */ (() => {
  class InternalServerError2 extends APIError {
  }
  InternalServerError2._errorName = "InternalServerError";
  return InternalServerError2;
})();
var NotImplementedError = /* @__PURE__ */ (() => {
  class NotImplementedError2 extends InternalServerError {
  }
  NotImplementedError2._errorName = "NotImplementedError";
  return NotImplementedError2;
})();
var ServiceUnavailableError = /* @__PURE__ */ (() => {
  class ServiceUnavailableError2 extends InternalServerError {
  }
  ServiceUnavailableError2._errorName = "ServiceUnavailableError";
  return ServiceUnavailableError2;
})();
var GatewayTimeoutError = /* @__PURE__ */ (() => {
  class GatewayTimeoutError2 extends InternalServerError {
  }
  GatewayTimeoutError2._errorName = "GatewayTimeoutError";
  return GatewayTimeoutError2;
})();
var OverloadedError = /* @__PURE__ */ (() => {
  class OverloadedError2 extends InternalServerError {
  }
  OverloadedError2._errorName = "OverloadedError";
  return OverloadedError2;
})();
var STATUS_ERROR_CLASSES = /* @__PURE__ */ new Map([
  [400, BadRequestError],
  [401, AuthenticationError],
  [402, PaymentRequiredError],
  [403, PermissionDeniedError],
  [404, NotFoundError],
  [408, RequestTimeoutError],
  [409, ConflictError],
  [412, PreconditionFailedError],
  [413, ContentTooLargeError],
  [422, UnprocessableEntityError],
  [429, RateLimitError],
  [431, RequestHeaderFieldsTooLargeError],
  [499, ClientClosedRequestError],
  [501, NotImplementedError],
  [503, ServiceUnavailableError],
  [504, GatewayTimeoutError],
  [529, OverloadedError]
]);

// node_modules/@anthropic-ai/sdk/internal/utils/values.mjs
var startsWithSchemeRegexp = /^[a-z][a-z0-9+.-]*:/i;
var isAbsoluteURL = (url) => {
  return startsWithSchemeRegexp.test(url);
};
var isArray = (val) => (isArray = Array.isArray, isArray(val));
var isReadonlyArray = isArray;
function maybeObj(x) {
  if (typeof x !== "object") {
    return {};
  }
  return x ?? {};
}
function isEmptyObj(obj) {
  if (!obj)
    return true;
  for (const _k in obj)
    return false;
  return true;
}
function hasOwn(obj, key) {
  return Object.prototype.hasOwnProperty.call(obj, key);
}
function isObj(obj) {
  return obj != null && typeof obj === "object" && !Array.isArray(obj);
}
var validatePositiveInteger = (name, n) => {
  if (typeof n !== "number" || !Number.isInteger(n)) {
    throw new AnthropicError(`${name} must be an integer`);
  }
  if (n < 0) {
    throw new AnthropicError(`${name} must be a positive integer`);
  }
  return n;
};
var CREDENTIAL_OPTIONS = ["apiKey", "authToken", "credentials", "config", "profile"];
var safeJSON = (text) => {
  try {
    return JSON.parse(text);
  } catch (err) {
    return void 0;
  }
};
function checkNever(_value) {
}

// node_modules/@anthropic-ai/sdk/internal/utils/sleep.mjs
var sleep = (ms, signal) => new Promise((resolve) => {
  if (signal?.aborted)
    return resolve();
  const onAbort = () => {
    clearTimeout(timer);
    resolve();
  };
  const timer = setTimeout(() => {
    signal?.removeEventListener("abort", onAbort);
    resolve();
  }, ms);
  signal?.addEventListener("abort", onAbort, { once: true });
});

// node_modules/@anthropic-ai/sdk/version.mjs
var VERSION = "1.15.0";

// node_modules/@anthropic-ai/sdk/internal/detect-platform.mjs
var isRunningInBrowser = () => {
  return (
    // @ts-ignore
    typeof window !== "undefined" && // @ts-ignore
    typeof window.document !== "undefined" && // @ts-ignore
    typeof navigator !== "undefined"
  );
};
function getDetectedPlatform() {
  if (typeof Deno !== "undefined" && Deno.build != null) {
    return "deno";
  }
  if (typeof EdgeRuntime !== "undefined") {
    return "edge";
  }
  if (Object.prototype.toString.call(typeof globalThis.process !== "undefined" ? globalThis.process : 0) === "[object process]") {
    return "node";
  }
  return "unknown";
}
var getPlatformProperties = () => {
  const detectedPlatform = getDetectedPlatform();
  if (detectedPlatform === "deno") {
    return {
      "X-Stainless-Lang": "js",
      "X-Stainless-Package-Version": VERSION,
      "X-Stainless-OS": normalizePlatform(Deno.build.os),
      "X-Stainless-Arch": normalizeArch(Deno.build.arch),
      "X-Stainless-Runtime": "deno",
      "X-Stainless-Runtime-Version": typeof Deno.version === "string" ? Deno.version : Deno.version?.deno ?? "unknown"
    };
  }
  if (typeof EdgeRuntime !== "undefined") {
    return {
      "X-Stainless-Lang": "js",
      "X-Stainless-Package-Version": VERSION,
      "X-Stainless-OS": "Unknown",
      "X-Stainless-Arch": `other:${EdgeRuntime}`,
      "X-Stainless-Runtime": "edge",
      "X-Stainless-Runtime-Version": globalThis.process?.version ?? "unknown"
    };
  }
  if (detectedPlatform === "node") {
    return {
      "X-Stainless-Lang": "js",
      "X-Stainless-Package-Version": VERSION,
      "X-Stainless-OS": normalizePlatform(globalThis.process.platform ?? "unknown"),
      "X-Stainless-Arch": normalizeArch(globalThis.process.arch ?? "unknown"),
      "X-Stainless-Runtime": "node",
      "X-Stainless-Runtime-Version": globalThis.process.version ?? "unknown"
    };
  }
  const browserInfo = getBrowserInfo();
  if (browserInfo) {
    return {
      "X-Stainless-Lang": "js",
      "X-Stainless-Package-Version": VERSION,
      "X-Stainless-OS": "Unknown",
      "X-Stainless-Arch": "unknown",
      "X-Stainless-Runtime": `browser:${browserInfo.browser}`,
      "X-Stainless-Runtime-Version": browserInfo.version
    };
  }
  return {
    "X-Stainless-Lang": "js",
    "X-Stainless-Package-Version": VERSION,
    "X-Stainless-OS": "Unknown",
    "X-Stainless-Arch": "unknown",
    "X-Stainless-Runtime": "unknown",
    "X-Stainless-Runtime-Version": "unknown"
  };
};
function getBrowserInfo() {
  if (typeof navigator === "undefined" || !navigator) {
    return null;
  }
  const browserPatterns = [
    { key: "edge", pattern: /Edge(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
    { key: "ie", pattern: /MSIE(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
    { key: "ie", pattern: /Trident(?:.*rv\:(\d+)\.(\d+)(?:\.(\d+))?)?/ },
    { key: "chrome", pattern: /Chrome(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
    { key: "firefox", pattern: /Firefox(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
    { key: "safari", pattern: /(?:Version\W+(\d+)\.(\d+)(?:\.(\d+))?)?(?:\W+Mobile\S*)?\W+Safari/ }
  ];
  for (const { key, pattern } of browserPatterns) {
    const match = pattern.exec(navigator.userAgent);
    if (match) {
      const major = match[1] || 0;
      const minor = match[2] || 0;
      const patch = match[3] || 0;
      return { browser: key, version: `${major}.${minor}.${patch}` };
    }
  }
  return null;
}
var normalizeArch = (arch) => {
  if (arch === "x32")
    return "x32";
  if (arch === "x86_64" || arch === "x64")
    return "x64";
  if (arch === "arm")
    return "arm";
  if (arch === "aarch64" || arch === "arm64")
    return "arm64";
  if (arch)
    return `other:${arch}`;
  return "unknown";
};
var normalizePlatform = (platform) => {
  platform = platform.toLowerCase();
  if (platform.includes("ios"))
    return "iOS";
  if (platform === "android")
    return "Android";
  if (platform === "darwin")
    return "MacOS";
  if (platform === "win32")
    return "Windows";
  if (platform === "freebsd")
    return "FreeBSD";
  if (platform === "openbsd")
    return "OpenBSD";
  if (platform === "linux")
    return "Linux";
  if (platform)
    return `Other:${platform}`;
  return "Unknown";
};
var _platformHeaders;
var getPlatformHeaders = () => {
  return _platformHeaders ?? (_platformHeaders = getPlatformProperties());
};

// node_modules/@anthropic-ai/sdk/internal/request-signal.mjs
var cleanups = /* @__PURE__ */ new WeakMap();
var registry = typeof globalThis.FinalizationRegistry === "function" ? new globalThis.FinalizationRegistry((controller) => releaseRequestSignal(controller)) : null;
function makeCleanup(signal, listener) {
  return () => signal.removeEventListener("abort", listener);
}
function registerRequestSignalCleanup(controller, signal, listener) {
  cleanups.set(controller, makeCleanup(signal, listener));
}
function armAbandonmentBackstop(body, controller) {
  if (cleanups.has(controller))
    registry?.register(body, controller, controller);
}
function releaseRequestSignal(controller) {
  const cleanup = cleanups.get(controller);
  if (cleanup) {
    cleanups.delete(controller);
    registry?.unregister(controller);
    cleanup();
  }
}

// node_modules/@anthropic-ai/sdk/internal/shims.mjs
function getDefaultFetch() {
  if (typeof fetch !== "undefined") {
    return fetch;
  }
  throw new Error("`fetch` is not defined as a global; Either pass `fetch` to the client, `new Anthropic({ fetch })` or polyfill the global, `globalThis.fetch = fetch`");
}
function makeReadableStream(...args) {
  const ReadableStream = globalThis.ReadableStream;
  if (typeof ReadableStream === "undefined") {
    throw new Error("`ReadableStream` is not defined as a global; You will need to polyfill it, `globalThis.ReadableStream = ReadableStream`");
  }
  return new ReadableStream(...args);
}
function ReadableStreamFrom(iterable) {
  let iter = Symbol.asyncIterator in iterable ? iterable[Symbol.asyncIterator]() : iterable[Symbol.iterator]();
  return makeReadableStream({
    start() {
    },
    async pull(controller) {
      const { done, value } = await iter.next();
      if (done) {
        controller.close();
      } else {
        controller.enqueue(value);
      }
    },
    async cancel() {
      await iter.return?.();
    }
  });
}
function readableStreamIterator(stream) {
  if (stream[Symbol.asyncIterator])
    return stream[Symbol.asyncIterator]();
  const reader = stream.getReader();
  return {
    async next() {
      try {
        const result = await reader.read();
        if (result?.done)
          reader.releaseLock();
        return result;
      } catch (e) {
        reader.releaseLock();
        throw e;
      }
    },
    async return() {
      const cancelPromise = reader.cancel();
      reader.releaseLock();
      await cancelPromise;
      return { done: true, value: void 0 };
    }
  };
}
var droppedReaders = typeof FinalizationRegistry === "undefined" ? void 0 : /* @__PURE__ */ new FinalizationRegistry(async (iter) => {
  try {
    await iter.return?.();
  } catch {
  }
});
async function* ReadableStreamToAsyncIterable(stream) {
  const iter = readableStreamIterator(stream);
  const reader = {};
  droppedReaders?.register(reader, iter, reader);
  try {
    for await (const chunk of { [Symbol.asyncIterator]: () => iter })
      yield chunk;
  } finally {
    droppedReaders?.unregister(reader);
  }
}
async function CancelReadableStream(stream) {
  if (stream === null || typeof stream !== "object")
    return;
  if (stream[Symbol.asyncIterator]) {
    await stream[Symbol.asyncIterator]().return?.();
    return;
  }
  const reader = stream.getReader();
  const cancelPromise = reader.cancel();
  reader.releaseLock();
  await cancelPromise;
}

// node_modules/@anthropic-ai/sdk/internal/request-options.mjs
var FallbackEncoder = ({ headers, body }) => {
  return {
    bodyHeaders: {
      "content-type": "application/json"
    },
    body: JSON.stringify(body)
  };
};

// node_modules/@anthropic-ai/sdk/internal/utils/bytes.mjs
function concatBytes(buffers) {
  let length = 0;
  for (const buffer of buffers) {
    length += buffer.length;
  }
  const output = new Uint8Array(length);
  let index = 0;
  for (const buffer of buffers) {
    output.set(buffer, index);
    index += buffer.length;
  }
  return output;
}
var encodeUTF8_;
function encodeUTF8(str) {
  let encoder;
  return (encodeUTF8_ ?? (encoder = new globalThis.TextEncoder(), encodeUTF8_ = encoder.encode.bind(encoder)))(str);
}
var decodeUTF8_;
function decodeUTF8(bytes) {
  let decoder;
  return (decodeUTF8_ ?? (decoder = new globalThis.TextDecoder(), decodeUTF8_ = decoder.decode.bind(decoder)))(bytes);
}

// node_modules/@anthropic-ai/sdk/internal/decoders/line.mjs
var _LineDecoder_buffer;
var _LineDecoder_carriageReturnIndex;
var LineDecoder = /* @__PURE__ */ (() => {
  class LineDecoder2 {
    constructor() {
      _LineDecoder_buffer.set(this, void 0);
      _LineDecoder_carriageReturnIndex.set(this, void 0);
      __classPrivateFieldSet(this, _LineDecoder_buffer, new Uint8Array(), "f");
      __classPrivateFieldSet(this, _LineDecoder_carriageReturnIndex, null, "f");
    }
    decode(chunk) {
      if (chunk == null) {
        return [];
      }
      const binaryChunk = chunk instanceof ArrayBuffer ? new Uint8Array(chunk) : typeof chunk === "string" ? encodeUTF8(chunk) : chunk;
      __classPrivateFieldSet(this, _LineDecoder_buffer, concatBytes([__classPrivateFieldGet(this, _LineDecoder_buffer, "f"), binaryChunk]), "f");
      const lines = [];
      let patternIndex;
      while ((patternIndex = findNewlineIndex(__classPrivateFieldGet(this, _LineDecoder_buffer, "f"), __classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f"))) != null) {
        if (patternIndex.carriage && __classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f") == null) {
          __classPrivateFieldSet(this, _LineDecoder_carriageReturnIndex, patternIndex.index, "f");
          continue;
        }
        if (__classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f") != null && (patternIndex.index !== __classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f") + 1 || patternIndex.carriage)) {
          lines.push(decodeUTF8(__classPrivateFieldGet(this, _LineDecoder_buffer, "f").subarray(0, __classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f") - 1)));
          __classPrivateFieldSet(this, _LineDecoder_buffer, __classPrivateFieldGet(this, _LineDecoder_buffer, "f").subarray(__classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f")), "f");
          __classPrivateFieldSet(this, _LineDecoder_carriageReturnIndex, null, "f");
          continue;
        }
        const endIndex = __classPrivateFieldGet(this, _LineDecoder_carriageReturnIndex, "f") !== null ? patternIndex.preceding - 1 : patternIndex.preceding;
        const line = decodeUTF8(__classPrivateFieldGet(this, _LineDecoder_buffer, "f").subarray(0, endIndex));
        lines.push(line);
        __classPrivateFieldSet(this, _LineDecoder_buffer, __classPrivateFieldGet(this, _LineDecoder_buffer, "f").subarray(patternIndex.index), "f");
        __classPrivateFieldSet(this, _LineDecoder_carriageReturnIndex, null, "f");
      }
      return lines;
    }
    flush() {
      if (!__classPrivateFieldGet(this, _LineDecoder_buffer, "f").length) {
        return [];
      }
      return this.decode("\n");
    }
  }
  _LineDecoder_buffer = /* @__PURE__ */ new WeakMap(), _LineDecoder_carriageReturnIndex = /* @__PURE__ */ new WeakMap();
  LineDecoder2.NEWLINE_CHARS = /* @__PURE__ */ new Set(["\n", "\r"]);
  LineDecoder2.NEWLINE_REGEXP = /\r\n|[\n\r]/g;
  return LineDecoder2;
})();
function findNewlineIndex(buffer, startIndex) {
  const newline = 10;
  const carriage = 13;
  for (let i = startIndex ?? 0; i < buffer.length; i++) {
    if (buffer[i] === newline) {
      return { preceding: i, index: i + 1, carriage: false };
    }
    if (buffer[i] === carriage) {
      return { preceding: i, index: i + 1, carriage: true };
    }
  }
  return null;
}

// node_modules/@anthropic-ai/sdk/internal/utils/env.mjs
var readEnv = (env) => {
  if (typeof globalThis.process !== "undefined") {
    return globalThis.process.env?.[env]?.trim() || void 0;
  }
  if (typeof globalThis.Deno !== "undefined") {
    return globalThis.Deno.env?.get?.(env)?.trim() || void 0;
  }
  return void 0;
};

// node_modules/@anthropic-ai/sdk/internal/utils/log.mjs
var defaultLogLevel = "warn";
var levelNumbers = {
  off: 0,
  error: 200,
  warn: 300,
  info: 400,
  debug: 500
};
var parseLogLevel = (maybeLevel, sourceName, logger) => {
  if (!maybeLevel) {
    return void 0;
  }
  if (hasOwn(levelNumbers, maybeLevel)) {
    return maybeLevel;
  }
  logger.warn(`${sourceName} was set to ${JSON.stringify(maybeLevel)}, expected one of ${JSON.stringify(Object.keys(levelNumbers))}`);
  return void 0;
};
function noop() {
}
function makeLogFn(fnLevel, logger, logLevel) {
  if (!logger || levelNumbers[fnLevel] > levelNumbers[logLevel]) {
    return noop;
  } else {
    return logger[fnLevel].bind(logger);
  }
}
var noopLogger = {
  error: noop,
  warn: noop,
  info: noop,
  debug: noop
};
var cachedLoggers = /* @__PURE__ */ new WeakMap();
function filterLogger(logger, logLevel) {
  const cachedLogger = cachedLoggers.get(logger);
  if (cachedLogger && cachedLogger[0] === logLevel) {
    return cachedLogger[1];
  }
  const levelLogger = {
    error: makeLogFn("error", logger, logLevel),
    warn: makeLogFn("warn", logger, logLevel),
    info: makeLogFn("info", logger, logLevel),
    debug: makeLogFn("debug", logger, logLevel)
  };
  cachedLoggers.set(logger, [logLevel, levelLogger]);
  return levelLogger;
}
function loggerFor(client) {
  const logger = client.logger;
  const logLevel = client.logLevel ?? "off";
  if (!logger) {
    return noopLogger;
  }
  return filterLogger(logger, logLevel);
}
var lastEnvLevel;
var cachedDefaultLogger;
function defaultLogger() {
  const envLevel = readEnv("ANTHROPIC_LOG");
  if (!cachedDefaultLogger || envLevel !== lastEnvLevel) {
    lastEnvLevel = envLevel;
    cachedDefaultLogger = filterLogger(console, parseLogLevel(envLevel, "process.env['ANTHROPIC_LOG']", filterLogger(console, defaultLogLevel)) ?? defaultLogLevel);
  }
  return cachedDefaultLogger;
}
function debugLogRequestDetails(logger, message, details) {
  if (logger.debug === noop) {
    return;
  }
  logger.debug(message, formatRequestDetails(details));
}
var formatRequestDetails = (details) => {
  if (details.options) {
    details.options = { ...details.options };
    delete details.options["headers"];
    delete details.options["__span"];
  }
  if (details.headers) {
    details.headers = Object.fromEntries((details.headers instanceof Headers ? [...details.headers] : Object.entries(details.headers)).map(([name, value]) => [
      name,
      name.toLowerCase() === "authorization" || name.toLowerCase() === "proxy-authorization" || name.toLowerCase() === "api-key" || name.toLowerCase() === "x-api-key" || name.toLowerCase() === "x-amz-security-token" || name.toLowerCase() === "cookie" || name.toLowerCase() === "set-cookie" ? "***" : value
    ]));
  }
  if ("retryOfRequestLogID" in details) {
    if (details.retryOfRequestLogID) {
      details.retryOf = details.retryOfRequestLogID;
    }
    delete details.retryOfRequestLogID;
  }
  return details;
};

// node_modules/@anthropic-ai/sdk/core/streaming.mjs
var _Stream_client;
var Stream = /* @__PURE__ */ (() => {
  class Stream2 {
    constructor(iterator, controller, client) {
      this.iterator = iterator;
      _Stream_client.set(this, void 0);
      this.controller = controller;
      __classPrivateFieldSet(this, _Stream_client, client, "f");
    }
    /**
     * Iterate the raw Server-Sent Events from `response` — `{event, data, raw}`
     * objects, before any JSON parsing or event-name filtering.
     *
     * This reads `response.body` directly (not a clone), so the response is
     * consumed. Use this in middleware that fully replaces the stream body; for
     * read-only observation of parsed events, use `ctx.parse()` instead.
     */
    static rawEvents(response, controller = new AbortController()) {
      return _iterSSEMessages(response, controller);
    }
    static fromSSEResponse(response, controller, client) {
      let consumed = false;
      const logger = client ? loggerFor(client) : console;
      async function* iterator() {
        if (consumed) {
          throw new AnthropicError("Cannot iterate over a consumed stream, use `.tee()` to split the stream.");
        }
        consumed = true;
        let done = false;
        try {
          for await (const sse of _iterSSEMessages(response, controller)) {
            if (sse.event === "ping") {
              continue;
            }
            if (sse.event === null) {
              continue;
            }
            if (sse.event === "error") {
              const body = safeJSON(sse.data) ?? sse.data;
              const type = body?.error?.type;
              throw new APIError(void 0, body, void 0, response.headers, type);
            } else {
              if (!sse.data)
                continue;
              try {
                yield JSON.parse(sse.data);
              } catch (e) {
                logger.error(`Could not parse message into JSON:`, sse.data);
                logger.error(`From chunk:`, sse.raw);
                throw e;
              }
            }
          }
          done = true;
        } catch (e) {
          if (isAbortError(e))
            return;
          throw e;
        } finally {
          if (!done)
            controller.abort();
          releaseRequestSignal(controller);
        }
      }
      return new Stream2(iterator, controller, client);
    }
    /**
     * Generates a Stream from a newline-separated ReadableStream
     * where each item is a JSON value.
     */
    static fromReadableStream(readableStream, controller, client) {
      let consumed = false;
      async function* iterLines() {
        const lineDecoder = new LineDecoder();
        const iter = ReadableStreamToAsyncIterable(readableStream);
        for await (const chunk of iter) {
          for (const line of lineDecoder.decode(chunk)) {
            yield line;
          }
        }
        for (const line of lineDecoder.flush()) {
          yield line;
        }
      }
      async function* iterator() {
        if (consumed) {
          throw new AnthropicError("Cannot iterate over a consumed stream, use `.tee()` to split the stream.");
        }
        consumed = true;
        let done = false;
        try {
          for await (const line of iterLines()) {
            if (done)
              continue;
            if (line)
              yield JSON.parse(line);
          }
          done = true;
        } catch (e) {
          if (isAbortError(e))
            return;
          throw e;
        } finally {
          if (!done)
            controller.abort();
          releaseRequestSignal(controller);
        }
      }
      return new Stream2(iterator, controller, client);
    }
    [(_Stream_client = /* @__PURE__ */ new WeakMap(), Symbol.asyncIterator)]() {
      return this.iterator();
    }
    /**
     * Splits the stream into two streams which can be
     * independently read from at different speeds.
     */
    tee() {
      const left = [];
      const right = [];
      const iterator = this[Symbol.asyncIterator]();
      const teeIterator = (queue) => {
        return {
          next: () => {
            if (queue.length === 0) {
              const result = iterator.next();
              left.push(result);
              right.push(result);
            }
            return queue.shift();
          }
        };
      };
      return [
        new Stream2(() => teeIterator(left), this.controller, __classPrivateFieldGet(this, _Stream_client, "f")),
        new Stream2(() => teeIterator(right), this.controller, __classPrivateFieldGet(this, _Stream_client, "f"))
      ];
    }
    /**
     * Converts this stream to a newline-separated ReadableStream of
     * JSON stringified values in the stream
     * which can be turned back into a Stream with `Stream.fromReadableStream()`.
     */
    toReadableStream() {
      const self = this;
      let iter;
      return makeReadableStream({
        async start() {
          iter = self[Symbol.asyncIterator]();
        },
        async pull(ctrl) {
          try {
            const { value, done } = await iter.next();
            if (done)
              return ctrl.close();
            const bytes = encodeUTF8(JSON.stringify(value) + "\n");
            ctrl.enqueue(bytes);
          } catch (err) {
            ctrl.error(err);
          }
        },
        async cancel() {
          await iter.return?.();
        }
      });
    }
  }
  return Stream2;
})();
async function* _iterSSEMessages(response, controller) {
  if (!response.body) {
    controller.abort();
    if (typeof globalThis.navigator !== "undefined" && globalThis.navigator.product === "ReactNative") {
      throw new AnthropicError(`The default react-native fetch implementation does not support streaming. Please use expo/fetch: https://docs.expo.dev/versions/latest/sdk/expo/#expofetch-api`);
    }
    throw new AnthropicError(`Attempted to iterate over a response with no body`);
  }
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let text = "";
  let endsWithCR = false;
  let event = null;
  let data = [];
  let raw = [];
  const takeLine = (line) => {
    if (line.charCodeAt(0) === 65279)
      line = line.slice(1);
    if (!line) {
      if (!event && !data.length)
        return null;
      const sse = { event, data: data.join("\n"), raw };
      event = null;
      data = [];
      raw = [];
      return sse;
    }
    raw.push(line);
    const colon = line.indexOf(":");
    if (colon === 0)
      return null;
    const fieldname = colon === -1 ? line : line.slice(0, colon);
    if (fieldname !== "event" && fieldname !== "data")
      return null;
    const value = colon === -1 ? "" : line.slice(line.charCodeAt(colon + 1) === 32 ? colon + 2 : colon + 1);
    if (fieldname === "event")
      event = value;
    else
      data.push(value);
    return null;
  };
  for await (const chunk of ReadableStreamToAsyncIterable(response.body)) {
    if (chunk == null)
      continue;
    const decoded = decoder.decode(typeof chunk === "string" ? encodeUTF8(chunk) : chunk, { stream: true });
    text += decoded;
    if (!endsWithCR && !decoded.includes("\n") && !decoded.includes("\r"))
      continue;
    let start = 0;
    if (!text.includes("\r")) {
      let end;
      while ((end = text.indexOf("\n", start)) !== -1) {
        const sse = takeLine(text.slice(start, end));
        start = end + 1;
        if (sse)
          yield sse;
      }
    } else {
      for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char !== "\n" && char !== "\r")
          continue;
        if (char === "\r" && i + 1 === text.length)
          break;
        const sse = takeLine(text.slice(start, i));
        if (char === "\r" && text[i + 1] === "\n")
          i++;
        start = i + 1;
        if (sse)
          yield sse;
      }
    }
    text = text.slice(start);
    endsWithCR = text.endsWith("\r");
  }
  text += decoder.decode();
  if (text) {
    for (const line of text.replace(/\r$/, "").split(/\r\n|[\n\r]/)) {
      const sse = takeLine(line);
      if (sse)
        yield sse;
    }
  }
}

// node_modules/@anthropic-ai/sdk/internal/headers.mjs
var brand_privateNullableHeaders = /* @__PURE__ */ Symbol.for("brand.privateNullableHeaders");
function* iterateHeaders(headers) {
  if (!headers)
    return;
  if (brand_privateNullableHeaders in headers) {
    const { values, nulls } = headers;
    yield* values.entries();
    for (const name of nulls) {
      yield [name, null];
    }
    return;
  }
  let shouldClear = false;
  let iter;
  if (headers instanceof Headers) {
    iter = headers.entries();
  } else if (isReadonlyArray(headers)) {
    iter = headers;
  } else {
    shouldClear = true;
    iter = Object.entries(headers ?? {});
  }
  for (let row of iter) {
    const name = row[0];
    if (typeof name !== "string")
      throw new TypeError("expected header name to be a string");
    const values = isReadonlyArray(row[1]) ? row[1] : [row[1]];
    let didClear = false;
    for (const value of values) {
      if (value === void 0)
        continue;
      if (shouldClear && !didClear) {
        didClear = true;
        yield [name, clearSentinel];
      }
      yield [name, value];
    }
  }
}
var clearSentinel = /* @__PURE__ */ Symbol("clear");
var APPEND_HEADERS = /* @__PURE__ */ new Set(["x-stainless-helper"]);
var appendHeaderValue = (existing, addition) => {
  const tokens = existing ? existing.split(",").map((t) => t.trim()).filter(Boolean) : [];
  for (const tok of addition.split(",").map((t) => t.trim())) {
    if (tok && !tokens.includes(tok))
      tokens.push(tok);
  }
  return tokens.join(", ");
};
var buildHeaders = (newHeaders) => {
  const targetHeaders = new Headers();
  const nullHeaders = /* @__PURE__ */ new Set();
  for (const headers of newHeaders) {
    const seenHeaders = /* @__PURE__ */ new Set();
    for (const [name, value] of iterateHeaders(headers)) {
      const lowerName = name.toLowerCase();
      if (APPEND_HEADERS.has(lowerName)) {
        if (value === clearSentinel)
          continue;
        if (value === null) {
          targetHeaders.delete(name);
          nullHeaders.add(lowerName);
        } else {
          targetHeaders.set(name, appendHeaderValue(targetHeaders.get(name), value));
          nullHeaders.delete(lowerName);
        }
        continue;
      }
      if (value === clearSentinel || !seenHeaders.has(lowerName)) {
        targetHeaders.delete(name);
        seenHeaders.add(lowerName);
        if (value === clearSentinel)
          continue;
      }
      if (value === null) {
        targetHeaders.delete(name);
        nullHeaders.add(lowerName);
      } else {
        targetHeaders.append(name, value);
        nullHeaders.delete(lowerName);
      }
    }
  }
  return { [brand_privateNullableHeaders]: true, values: targetHeaders, nulls: nullHeaders };
};

// node_modules/@anthropic-ai/sdk/internal/tracing.mjs
var INSTRUMENTATION_SCOPE = "com.anthropic.sdk.typescript";
var ATTR_ERROR_TYPE = "error.type";
var ATTR_GEN_AI_CONVERSATION_ID = "gen_ai.conversation.id";
var ATTR_GEN_AI_PROVIDER_NAME = "gen_ai.provider.name";
var ATTR_HTTP_REQUEST_METHOD = "http.request.method";
var ATTR_HTTP_REQUEST_RESEND_COUNT = "http.request.resend_count";
var ATTR_HTTP_RESPONSE_STATUS_CODE = "http.response.status_code";
var ATTR_HTTP_ROUTE = "http.route";
var ATTR_SERVER_ADDRESS = "server.address";
var ATTR_SERVER_PORT = "server.port";
var ATTR_URL_FULL = "url.full";
var ATTR_URL_PATH = "url.path";
var ATTR_URL_QUERY = "url.query";
var ATTR_URL_SCHEME = "url.scheme";
var ATTR_ANTHROPIC_SESSION_THREAD_ID = "anthropic.session.thread.id";
var DEFAULT_MAX_CONTENT_BYTES = 75e4;
function resolveOpenTelemetryOptions(option) {
  const { tracerProvider, propagation: propagation2, traces } = option === false ? { traces: false } : option ?? optionFromEnv();
  const { enabled, contentMode, maxContentBytes } = typeof traces === "boolean" ? { enabled: traces } : traces ?? {};
  return Object.freeze({
    tracerProvider,
    propagation: propagation2 ?? true,
    traces: Object.freeze({
      enabled: enabled ?? true,
      contentMode: contentMode === "content" ? "content" : "metadata_only",
      maxContentBytes: maxContentBytes !== void 0 && Number.isInteger(maxContentBytes) && maxContentBytes >= 1 ? maxContentBytes : DEFAULT_MAX_CONTENT_BYTES
    })
  });
}
function optionFromEnv() {
  return {
    propagation: readEnv("ANTHROPIC_OPEN_TELEMETRY_PROPAGATION")?.toLowerCase() !== "false",
    traces: {
      enabled: readEnv("ANTHROPIC_OPEN_TELEMETRY")?.toLowerCase() !== "false",
      contentMode: readEnv("ANTHROPIC_OPEN_TELEMETRY_TRACES_CONTENT_MODE")?.toLowerCase() === "content" ? "content" : "metadata_only",
      // The variable holds decimal digits only: `1e3` and `0x10` are not sizes.
      maxContentBytes: Number(/^\d+$/.exec(readEnv("ANTHROPIC_OPEN_TELEMETRY_TRACES_MAX_CONTENT_BYTES") ?? "")?.[0] ?? NaN)
    }
  };
}
function getTracer(option, version, platform) {
  if (!option.traces.enabled) {
    return void 0;
  }
  const scope = platform !== void 0 ? `${INSTRUMENTATION_SCOPE}.${platform}` : INSTRUMENTATION_SCOPE;
  return (option.tracerProvider ?? trace.getTracerProvider()).getTracer(scope, version);
}
function guardTracing(client, step) {
  try {
    return step();
  } catch (problem) {
    if (client) {
      loggerFor(client).debug("could not record telemetry", problem);
    }
    return void 0;
  }
}
function startApiCallSpan(client, name, options, settings) {
  if (options?.__span) {
    return options.__span;
  }
  const tracer = client._tracer;
  if (!tracer) {
    return void 0;
  }
  return guardTracing(client, () => {
    const startTime = Date.now();
    const threadID = settings?.attributes?.[ATTR_ANTHROPIC_SESSION_THREAD_ID];
    const conversationId = options?.openTelemetry?.conversationId ?? (typeof threadID === "string" ? threadID : void 0);
    const span = tracer.startSpan(name, {
      kind: SpanKind.CLIENT,
      // On the span from its start, with what the method gives, for a sampler to decide on.
      attributes: {
        [ATTR_GEN_AI_PROVIDER_NAME]: client._genAIProviderName,
        ...serverAttributes(client.baseURL),
        ...conversationId != null ? { [ATTR_GEN_AI_CONVERSATION_ID]: conversationId } : void 0,
        ...settings?.route != null ? { [ATTR_HTTP_ROUTE]: settings.route } : void 0,
        ...requestAttributes(client, name, settings?.request),
        ...settings?.attributes
      }
    });
    if (!span.isRecording() && !(client.openTelemetry.propagation ? Object.keys(injectContext(span)).length > 0 : trace.isSpanContextValid(span.spanContext()))) {
      return void 0;
    }
    const { request: _, ...kept } = settings ?? {};
    return { ...kept, span, name, startTime };
  });
}
function setCreatedIDAttribute(call, data) {
  if (call.createdIDAttribute === void 0 || typeof data !== "object" || data === null) {
    return;
  }
  const id = data[call.createdIDField ?? "id"];
  if (typeof id === "string") {
    call.span.setAttribute(call.createdIDAttribute, id);
  }
}
var SPAN_ATTRIBUTES = {
  "anthropic.messages.create": {
    constants: { "gen_ai.operation.name": "chat" },
    request: [
      ["gen_ai.request.model", ["model"], "string"],
      ["gen_ai.request.max_tokens", ["max_tokens"], "integer"],
      ["gen_ai.request.reasoning.level", ["output_config", "effort"], "string"],
      ["anthropic.request.service_tier", ["service_tier"], "string"],
      ["anthropic.thinking.type", ["thinking", "type"], "string"],
      ["anthropic.thinking.budget_tokens", ["thinking", "budget_tokens"], "integer"]
    ],
    requestHeaders: [["anthropic.beta", "anthropic-beta", { array: "string" }]],
    stream: "gen_ai.request.stream",
    response: [
      ["gen_ai.response.id", ["id"], "string"],
      ["gen_ai.response.model", ["model"], "string"],
      ["gen_ai.usage.cache_write.input_tokens", ["usage", "cache_creation_input_tokens"], "integer"],
      ["gen_ai.usage.cache_read.input_tokens", ["usage", "cache_read_input_tokens"], "integer"],
      [
        "anthropic.usage.cache_creation.ephemeral_5m_input_tokens",
        ["usage", "cache_creation", "ephemeral_5m_input_tokens"],
        "integer"
      ],
      [
        "anthropic.usage.cache_creation.ephemeral_1h_input_tokens",
        ["usage", "cache_creation", "ephemeral_1h_input_tokens"],
        "integer"
      ],
      ["anthropic.response.service_tier", ["usage", "service_tier"], "string"],
      ["gen_ai.usage.output_tokens", ["usage", "output_tokens"], "integer"],
      [
        "gen_ai.usage.reasoning.output_tokens",
        ["usage", "output_tokens_details", "thinking_tokens"],
        "integer"
      ],
      ["anthropic.message.stop_reason", ["stop_reason"], "string"]
    ]
  },
  "anthropic.messages.count_tokens": {
    request: [["gen_ai.request.model", ["model"], "string"]],
    response: [["anthropic.message.count_tokens.input_tokens", ["input_tokens"], "integer"]]
  },
  "anthropic.sessions.create": {
    request: [["anthropic.session.environment.id", ["environment_id"], "string"]],
    response: [
      ["gen_ai.agent.name", ["agent", "name"], "string"],
      ["gen_ai.request.model", ["agent", "model", "id"], "string"]
    ]
  }
};
function requestAttributes(client, name, request) {
  const table = SPAN_ATTRIBUTES[name];
  if (!table) {
    return {};
  }
  const attributes = { ...table.constants };
  for (const [attribute, path2, type] of table.request ?? []) {
    const value = guardTracing(client, () => attributeValue(dig(request?.body, path2), type));
    if (value !== void 0) {
      attributes[attribute] = value;
    }
  }
  const { requestHeaders } = table;
  if (requestHeaders) {
    guardTracing(client, () => {
      const headers = buildHeaders([client["_options"].defaultHeaders, request?.headers]).values;
      for (const [attribute, header, type] of requestHeaders) {
        const value = headerValue(headers.get(header), type);
        if (value !== void 0) {
          attributes[attribute] = value;
        }
      }
    });
  }
  if (table.stream !== void 0 && request?.stream) {
    attributes[table.stream] = true;
  }
  return attributes;
}
function setResponseAttributes(span, name, data) {
  for (const [attribute, path2, type] of SPAN_ATTRIBUTES[name]?.response ?? []) {
    try {
      const value = attributeValue(dig(data, path2), type);
      if (value !== void 0) {
        span.setAttribute(attribute, value);
      }
    } catch {
    }
  }
}
function dig(data, path2) {
  let value = data;
  for (const name of path2) {
    if (typeof value !== "object" || value === null) {
      return void 0;
    }
    value = value[name];
  }
  return value;
}
function attributeValue(value, type) {
  if (typeof type === "object") {
    return Array.isArray(value) && value.every((item) => attributeValue(item, type.array) !== void 0) ? [...value] : void 0;
  }
  switch (typeof value) {
    case "string":
      return type === "string" || type === "unknown" ? value : void 0;
    case "boolean":
      return type === "boolean" || type === "unknown" ? value : void 0;
    case "number":
      return type === "integer" || type === "number" || type === "unknown" ? value : void 0;
    default:
      return void 0;
  }
}
function headerValue(value, type) {
  const items = (value ?? "").split(",").map((item) => item.trim()).filter(Boolean);
  if (value == null || items.length === 0) {
    return void 0;
  }
  return typeof type === "object" ? items : value;
}
function serverAttributes(url) {
  try {
    const { hostname, port, protocol } = new URL(url);
    return {
      // `URL.hostname` keeps an IPv6 literal's brackets, which delimit it in a URL;
      // `server.address` is the bare address.
      [ATTR_SERVER_ADDRESS]: hostname.replace(/^\[(.*)\]$/, "$1"),
      [ATTR_SERVER_PORT]: port ? Number(port) : protocol === "http:" ? 80 : 443
    };
  } catch {
    return {};
  }
}
function recordAttempt(call, method, url, recordsContent = false) {
  call.attempts = (call.attempts ?? 0) + 1;
  if (call.attempts > 1) {
    call.span.setAttribute(ATTR_HTTP_REQUEST_RESEND_COUNT, call.attempts - 1);
    return;
  }
  call.span.setAttribute(ATTR_HTTP_REQUEST_METHOD, method);
  try {
    const { protocol, host, pathname, search } = new URL(url);
    const query = definedQuery(search.slice(1), call.queryParams, call.contentQueryParams);
    call.span.setAttributes({
      [ATTR_URL_SCHEME]: protocol.slice(0, -1),
      [ATTR_URL_PATH]: pathname
    });
    if (query?.content && !recordsContent) {
      return;
    }
    call.span.setAttributes({
      ...query !== void 0 ? { [ATTR_URL_QUERY]: query.value } : void 0,
      // With the recorded query, not the one sent.
      [ATTR_URL_FULL]: `${protocol}//${host}${pathname}${query !== void 0 ? `?${query.value}` : ""}`
    });
  } catch {
  }
}
var CONTENT_QUERY_PARAMS = ["email", "path_prefix", "expected_content_sha256"];
function definedQuery(query, defined, contentParams) {
  if (!query || !defined?.length) {
    return void 0;
  }
  let content = false;
  const parts = query.split("&").filter((part) => {
    try {
      const name = decodeURIComponent(part.split("=", 1)[0]);
      const param = defined.includes(name) || !name.endsWith("[]") ? name : name.slice(0, -2);
      if (!defined.includes(param)) {
        return false;
      }
      content || (content = CONTENT_QUERY_PARAMS.includes(param) || !!contentParams?.includes(param));
      return true;
    } catch {
      return false;
    }
  });
  return parts.length ? { value: parts.join("&"), content } : void 0;
}
function injectTraceHeaders(span, headers) {
  const values = buildHeaders([headers]).values;
  for (const [key, value] of Object.entries(injectContext(span))) {
    values.set(key, value);
  }
  return values;
}
function endApiCallSpan(span, result) {
  if (!span.isRecording()) {
    return;
  }
  try {
    setResponseStatusCode(span, result);
    setResponseHeaderAttributes(span, result.response ?? (result.status === "error" && result.error instanceof APIError ? result.error : void 0));
    switch (result.status) {
      case "success":
        if (result.options.__span) {
          setResponseAttributes(span, result.options.__span.name, result.data);
        }
        span.setStatus({ code: SpanStatusCode.OK });
        break;
      case "error":
        setErrorStatus(span, result.error);
        break;
    }
  } finally {
    span.end();
  }
}
function observeStream(stream, signal, observer) {
  const iterate = stream[Symbol.asyncIterator];
  let ended = false;
  const end = (how) => {
    if (ended)
      return;
    ended = true;
    signal.removeEventListener("abort", cancel);
    try {
      observer.onEnd(how);
    } catch {
    }
  };
  const cancel = () => end({ reason: "canceled" });
  if (signal.aborted)
    return cancel();
  signal.addEventListener("abort", cancel, { once: true });
  let observed = false;
  stream[Symbol.asyncIterator] = function() {
    const source = iterate.call(this);
    if (observed)
      return source;
    observed = true;
    signal.removeEventListener("abort", cancel);
    const iterator = {
      async next() {
        let result;
        try {
          result = await source.next();
        } catch (error) {
          end({ reason: "failed", error });
          throw error;
        }
        if (result.done) {
          end({ reason: signal.aborted ? "canceled" : "completed" });
        } else if (!ended) {
          try {
            observer.onItem?.(result.value);
          } catch {
          }
        }
        return result;
      },
      async return(value) {
        cancel();
        return await source.return?.(value) ?? { done: true, value };
      },
      async throw(error) {
        cancel();
        if (source.throw)
          return source.throw(error);
        throw error;
      },
      [Symbol.asyncIterator]: () => iterator
    };
    return iterator;
  };
}
function endApiCallSpanWhenStreamEnds(span, stream, props) {
  if (!span.isRecording())
    return;
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, props.response.status);
  setResponseHeaderAttributes(span, props.response);
  const isSSE = stream instanceof Stream;
  observeStream(stream, props.controller.signal, {
    onEnd(end) {
      if (end.reason === "failed")
        setErrorStatus(span, end.error);
      else if (end.reason === "completed" && !isSSE) {
        span.setStatus({ code: SpanStatusCode.OK });
      }
      span.end();
    }
  });
}
function setResponseStatusCode(span, result) {
  const status = result.response?.status ?? (result.status === "error" && result.error instanceof APIError ? result.error.status : void 0);
  if (status !== void 0) {
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
  }
}
var RESPONSE_HEADER_ATTRIBUTES = [
  ["anthropic.request.id", "request-id"],
  ["anthropic.organization.id", "anthropic-organization-id"],
  ["anthropic.workspace.id", "anthropic-workspace-id"]
];
function setResponseHeaderAttributes(span, response) {
  let headers;
  try {
    headers = response?.headers;
  } catch {
    return;
  }
  for (const [attribute, header] of RESPONSE_HEADER_ATTRIBUTES) {
    try {
      const value = headers?.get(header);
      if (value) {
        span.setAttribute(attribute, value);
      }
    } catch {
    }
  }
}
function setErrorStatus(span, error, type) {
  if (error instanceof APIUserAbortError || isAbortError(error)) {
    return;
  }
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.setAttribute(ATTR_ERROR_TYPE, type ?? errorType(error));
}
function injectContext(span) {
  const carrier = {};
  propagation.inject(trace.setSpan(context.active(), span), carrier);
  return carrier;
}
function errorType(error) {
  if (error instanceof APIConnectionTimeoutError) {
    return "client_timeout_error";
  }
  if (error instanceof APIConnectionError) {
    return "connection_error";
  }
  if (error instanceof APIError) {
    if (error.type) {
      return error.type;
    }
    if (error.status !== void 0) {
      return String(error.status);
    }
  }
  return "client_error";
}

// node_modules/@anthropic-ai/sdk/internal/qs/formats.mjs
var default_format = "RFC3986";
var default_formatter = (v) => String(v);
var formatters = {
  RFC1738: (v) => String(v).replace(/%20/g, "+"),
  RFC3986: default_formatter
};
var RFC1738 = "RFC1738";

// node_modules/@anthropic-ai/sdk/internal/qs/utils.mjs
var has = (obj, key) => (has = Object.hasOwn ?? Function.prototype.call.bind(Object.prototype.hasOwnProperty), has(obj, key));
var hex_table = /* @__PURE__ */ (() => {
  const array = [];
  for (let i = 0; i < 256; ++i) {
    array.push("%" + ((i < 16 ? "0" : "") + i.toString(16)).toUpperCase());
  }
  return array;
})();
var limit = 1024;
var encode = (str, _defaultEncoder, charset, _kind, format) => {
  if (str.length === 0) {
    return str;
  }
  let string = str;
  if (typeof str === "symbol") {
    string = Symbol.prototype.toString.call(str);
  } else if (typeof str !== "string") {
    string = String(str);
  }
  if (charset === "iso-8859-1") {
    return escape(string).replace(/%u[0-9a-f]{4}/gi, function($0) {
      return "%26%23" + parseInt($0.slice(2), 16) + "%3B";
    });
  }
  let out = "";
  for (let j = 0; j < string.length; j += limit) {
    const segment = string.length >= limit ? string.slice(j, j + limit) : string;
    const arr = [];
    for (let i = 0; i < segment.length; ++i) {
      let c = segment.charCodeAt(i);
      if (c === 45 || // -
      c === 46 || // .
      c === 95 || // _
      c === 126 || // ~
      c >= 48 && c <= 57 || // 0-9
      c >= 65 && c <= 90 || // a-z
      c >= 97 && c <= 122 || // A-Z
      format === RFC1738 && (c === 40 || c === 41)) {
        arr[arr.length] = segment.charAt(i);
        continue;
      }
      if (c < 128) {
        arr[arr.length] = hex_table[c];
        continue;
      }
      if (c < 2048) {
        arr[arr.length] = hex_table[192 | c >> 6] + hex_table[128 | c & 63];
        continue;
      }
      if (c < 55296 || c >= 57344) {
        arr[arr.length] = hex_table[224 | c >> 12] + hex_table[128 | c >> 6 & 63] + hex_table[128 | c & 63];
        continue;
      }
      i += 1;
      c = 65536 + ((c & 1023) << 10 | segment.charCodeAt(i) & 1023);
      arr[arr.length] = hex_table[240 | c >> 18] + hex_table[128 | c >> 12 & 63] + hex_table[128 | c >> 6 & 63] + hex_table[128 | c & 63];
    }
    out += arr.join("");
  }
  return out;
};
function is_buffer(obj) {
  if (!obj || typeof obj !== "object") {
    return false;
  }
  return !!(obj.constructor && obj.constructor.isBuffer && obj.constructor.isBuffer(obj));
}
function maybe_map(val, fn) {
  if (isArray(val)) {
    const mapped = [];
    for (let i = 0; i < val.length; i += 1) {
      mapped.push(fn(val[i]));
    }
    return mapped;
  }
  return fn(val);
}

// node_modules/@anthropic-ai/sdk/internal/qs/stringify.mjs
var array_prefix_generators = {
  brackets(prefix) {
    return String(prefix) + "[]";
  },
  comma: "comma",
  indices(prefix, key) {
    return String(prefix) + "[" + key + "]";
  },
  repeat(prefix) {
    return String(prefix);
  }
};
var push_to_array = function(arr, value_or_array) {
  Array.prototype.push.apply(arr, isArray(value_or_array) ? value_or_array : [value_or_array]);
};
var toISOString;
var defaults = {
  addQueryPrefix: false,
  allowDots: false,
  allowEmptyArrays: false,
  arrayFormat: "indices",
  charset: "utf-8",
  charsetSentinel: false,
  delimiter: "&",
  encode: true,
  encodeDotInKeys: false,
  encoder: encode,
  encodeValuesOnly: false,
  format: default_format,
  formatter: default_formatter,
  /** @deprecated */
  indices: false,
  serializeDate(date) {
    return (toISOString ?? (toISOString = Function.prototype.call.bind(Date.prototype.toISOString)))(date);
  },
  skipNulls: false,
  strictNullHandling: false
};
function is_non_nullish_primitive(v) {
  return typeof v === "string" || typeof v === "number" || typeof v === "boolean" || typeof v === "symbol" || typeof v === "bigint";
}
var sentinel = {};
function inner_stringify(object, prefix, generateArrayPrefix, commaRoundTrip, allowEmptyArrays, strictNullHandling, skipNulls, encodeDotInKeys, encoder, filter, sort, allowDots, serializeDate, format, formatter, encodeValuesOnly, charset, sideChannel) {
  let obj = object;
  let tmp_sc = sideChannel;
  let step = 0;
  let find_flag = false;
  while ((tmp_sc = tmp_sc.get(sentinel)) !== void 0 && !find_flag) {
    const pos = tmp_sc.get(object);
    step += 1;
    if (typeof pos !== "undefined") {
      if (pos === step) {
        throw new RangeError("Cyclic object value");
      } else {
        find_flag = true;
      }
    }
    if (typeof tmp_sc.get(sentinel) === "undefined") {
      step = 0;
    }
  }
  if (typeof filter === "function") {
    obj = filter(prefix, obj);
  } else if (obj instanceof Date) {
    obj = serializeDate?.(obj);
  } else if (generateArrayPrefix === "comma" && isArray(obj)) {
    obj = maybe_map(obj, function(value) {
      if (value instanceof Date) {
        return serializeDate?.(value);
      }
      return value;
    });
  }
  if (obj === null) {
    if (strictNullHandling) {
      return encoder && !encodeValuesOnly ? (
        // @ts-expect-error
        encoder(prefix, defaults.encoder, charset, "key", format)
      ) : prefix;
    }
    obj = "";
  }
  if (is_non_nullish_primitive(obj) || is_buffer(obj)) {
    if (encoder) {
      const key_value = encodeValuesOnly ? prefix : encoder(prefix, defaults.encoder, charset, "key", format);
      return [
        formatter?.(key_value) + "=" + // @ts-expect-error
        formatter?.(encoder(obj, defaults.encoder, charset, "value", format))
      ];
    }
    return [formatter?.(prefix) + "=" + formatter?.(String(obj))];
  }
  const values = [];
  if (typeof obj === "undefined") {
    return values;
  }
  let obj_keys;
  if (generateArrayPrefix === "comma" && isArray(obj)) {
    if (encodeValuesOnly && encoder) {
      obj = maybe_map(obj, encoder);
    }
    obj_keys = [{ value: obj.length > 0 ? obj.join(",") || null : void 0 }];
  } else if (isArray(filter)) {
    obj_keys = filter;
  } else {
    const keys = Object.keys(obj);
    obj_keys = sort ? keys.sort(sort) : keys;
  }
  const encoded_prefix = encodeDotInKeys ? String(prefix).replace(/\./g, "%2E") : String(prefix);
  const adjusted_prefix = commaRoundTrip && isArray(obj) && obj.length === 1 ? encoded_prefix + "[]" : encoded_prefix;
  if (allowEmptyArrays && isArray(obj) && obj.length === 0) {
    return adjusted_prefix + "[]";
  }
  for (let j = 0; j < obj_keys.length; ++j) {
    const key = obj_keys[j];
    const value = (
      // @ts-ignore
      typeof key === "object" && typeof key.value !== "undefined" ? key.value : obj[key]
    );
    if (skipNulls && value === null) {
      continue;
    }
    const encoded_key = allowDots && encodeDotInKeys ? key.replace(/\./g, "%2E") : key;
    const key_prefix = isArray(obj) ? typeof generateArrayPrefix === "function" ? generateArrayPrefix(adjusted_prefix, encoded_key) : adjusted_prefix : adjusted_prefix + (allowDots ? "." + encoded_key : "[" + encoded_key + "]");
    sideChannel.set(object, step);
    const valueSideChannel = /* @__PURE__ */ new WeakMap();
    valueSideChannel.set(sentinel, sideChannel);
    push_to_array(values, inner_stringify(
      value,
      key_prefix,
      generateArrayPrefix,
      commaRoundTrip,
      allowEmptyArrays,
      strictNullHandling,
      skipNulls,
      encodeDotInKeys,
      // @ts-ignore
      generateArrayPrefix === "comma" && encodeValuesOnly && isArray(obj) ? null : encoder,
      filter,
      sort,
      allowDots,
      serializeDate,
      format,
      formatter,
      encodeValuesOnly,
      charset,
      valueSideChannel
    ));
  }
  return values;
}
function normalize_stringify_options(opts = defaults) {
  if (typeof opts.allowEmptyArrays !== "undefined" && typeof opts.allowEmptyArrays !== "boolean") {
    throw new TypeError("`allowEmptyArrays` option can only be `true` or `false`, when provided");
  }
  if (typeof opts.encodeDotInKeys !== "undefined" && typeof opts.encodeDotInKeys !== "boolean") {
    throw new TypeError("`encodeDotInKeys` option can only be `true` or `false`, when provided");
  }
  if (opts.encoder !== null && typeof opts.encoder !== "undefined" && typeof opts.encoder !== "function") {
    throw new TypeError("Encoder has to be a function.");
  }
  const charset = opts.charset || defaults.charset;
  if (typeof opts.charset !== "undefined" && opts.charset !== "utf-8" && opts.charset !== "iso-8859-1") {
    throw new TypeError("The charset option must be either utf-8, iso-8859-1, or undefined");
  }
  let format = default_format;
  if (typeof opts.format !== "undefined") {
    if (!has(formatters, opts.format)) {
      throw new TypeError("Unknown format option provided.");
    }
    format = opts.format;
  }
  const formatter = formatters[format];
  let filter = defaults.filter;
  if (typeof opts.filter === "function" || isArray(opts.filter)) {
    filter = opts.filter;
  }
  let arrayFormat;
  if (opts.arrayFormat && opts.arrayFormat in array_prefix_generators) {
    arrayFormat = opts.arrayFormat;
  } else if ("indices" in opts) {
    arrayFormat = opts.indices ? "indices" : "repeat";
  } else {
    arrayFormat = defaults.arrayFormat;
  }
  if ("commaRoundTrip" in opts && typeof opts.commaRoundTrip !== "boolean") {
    throw new TypeError("`commaRoundTrip` must be a boolean, or absent");
  }
  const allowDots = typeof opts.allowDots === "undefined" ? !!opts.encodeDotInKeys === true ? true : defaults.allowDots : !!opts.allowDots;
  return {
    addQueryPrefix: typeof opts.addQueryPrefix === "boolean" ? opts.addQueryPrefix : defaults.addQueryPrefix,
    // @ts-ignore
    allowDots,
    allowEmptyArrays: typeof opts.allowEmptyArrays === "boolean" ? !!opts.allowEmptyArrays : defaults.allowEmptyArrays,
    arrayFormat,
    charset,
    charsetSentinel: typeof opts.charsetSentinel === "boolean" ? opts.charsetSentinel : defaults.charsetSentinel,
    commaRoundTrip: !!opts.commaRoundTrip,
    delimiter: typeof opts.delimiter === "undefined" ? defaults.delimiter : opts.delimiter,
    encode: typeof opts.encode === "boolean" ? opts.encode : defaults.encode,
    encodeDotInKeys: typeof opts.encodeDotInKeys === "boolean" ? opts.encodeDotInKeys : defaults.encodeDotInKeys,
    encoder: typeof opts.encoder === "function" ? opts.encoder : defaults.encoder,
    encodeValuesOnly: typeof opts.encodeValuesOnly === "boolean" ? opts.encodeValuesOnly : defaults.encodeValuesOnly,
    filter,
    format,
    formatter,
    serializeDate: typeof opts.serializeDate === "function" ? opts.serializeDate : defaults.serializeDate,
    skipNulls: typeof opts.skipNulls === "boolean" ? opts.skipNulls : defaults.skipNulls,
    // @ts-ignore
    sort: typeof opts.sort === "function" ? opts.sort : null,
    strictNullHandling: typeof opts.strictNullHandling === "boolean" ? opts.strictNullHandling : defaults.strictNullHandling
  };
}
function stringify(object, opts = {}) {
  let obj = object;
  const options = normalize_stringify_options(opts);
  let obj_keys;
  let filter;
  if (typeof options.filter === "function") {
    filter = options.filter;
    obj = filter("", obj);
  } else if (isArray(options.filter)) {
    filter = options.filter;
    obj_keys = filter;
  }
  const keys = [];
  if (typeof obj !== "object" || obj === null) {
    return "";
  }
  const generateArrayPrefix = array_prefix_generators[options.arrayFormat];
  const commaRoundTrip = generateArrayPrefix === "comma" && options.commaRoundTrip;
  if (!obj_keys) {
    obj_keys = Object.keys(obj);
  }
  if (options.sort) {
    obj_keys.sort(options.sort);
  }
  const sideChannel = /* @__PURE__ */ new WeakMap();
  for (let i = 0; i < obj_keys.length; ++i) {
    const key = obj_keys[i];
    if (options.skipNulls && obj[key] === null) {
      continue;
    }
    push_to_array(keys, inner_stringify(
      obj[key],
      key,
      // @ts-expect-error
      generateArrayPrefix,
      commaRoundTrip,
      options.allowEmptyArrays,
      options.strictNullHandling,
      options.skipNulls,
      options.encodeDotInKeys,
      options.encode ? options.encoder : null,
      options.filter,
      options.sort,
      options.allowDots,
      options.serializeDate,
      options.format,
      options.formatter,
      options.encodeValuesOnly,
      options.charset,
      sideChannel
    ));
  }
  const joined = keys.join(options.delimiter);
  let prefix = options.addQueryPrefix === true ? "?" : "";
  if (options.charsetSentinel) {
    if (options.charset === "iso-8859-1") {
      prefix += "utf8=%26%2310003%3B&";
    } else {
      prefix += "utf8=%E2%9C%93&";
    }
  }
  return joined.length > 0 ? prefix + joined : "";
}

// node_modules/@anthropic-ai/sdk/internal/utils/query.mjs
function stringifyQuery(query) {
  return stringify(query, { arrayFormat: "brackets" });
}

// node_modules/@anthropic-ai/sdk/core/resource.mjs
var APIResource = class {
  constructor(client) {
    this._client = client;
  }
};

// node_modules/@anthropic-ai/sdk/internal/parse.mjs
async function defaultParseResponse(client, props) {
  const { response, requestLogID, retryOfRequestLogID, startTime } = props;
  const body = await (async () => {
    if (props.options.stream) {
      loggerFor(client).debug("response", response.status, response.url, response.headers, response.body);
      return Stream.fromSSEResponse(response, props.controller, client);
    }
    if (response.status === 204) {
      return null;
    }
    if (props.options.__binaryResponse) {
      return response;
    }
    const contentType = response.headers.get("content-type");
    const mediaType = contentType?.split(";")[0]?.trim();
    const isJSON = mediaType?.includes("application/json") || mediaType?.endsWith("+json");
    if (isJSON) {
      const contentLength = response.headers.get("content-length");
      if (contentLength === "0") {
        return void 0;
      }
      const json = await response.json();
      return addResponseIDs(json, response);
    }
    const text = await response.text();
    return text;
  })().finally(() => {
    if (!props.options.stream && !props.options.__binaryResponse) {
      releaseRequestSignal(props.controller);
    }
  });
  debugLogRequestDetails(loggerFor(client), `[${requestLogID}] response parsed`, {
    retryOfRequestLogID,
    url: response.url,
    status: response.status,
    body,
    durationMs: Date.now() - startTime
  });
  return body;
}
function addResponseIDs(value, response) {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return value;
  }
  return Object.defineProperties(value, {
    _request_id: { value: response.headers.get("request-id"), enumerable: false },
    _workspace_id: { value: response.headers.get("anthropic-workspace-id"), enumerable: false }
  });
}

// node_modules/@anthropic-ai/sdk/internal/uploads.mjs
var checkFileSupport = () => {
  if (typeof File === "undefined") {
    const { process: process2 } = globalThis;
    const isOldNode = typeof process2?.versions?.node === "string" && parseInt(process2.versions.node.split(".")) < 20;
    throw new Error("`File` is not defined as a global, which is required for file uploads." + (isOldNode ? " Update to Node 20 LTS or newer, or set `globalThis.File` to `import('node:buffer').File`." : ""));
  }
};
function makeFile(fileBits, fileName, options) {
  checkFileSupport();
  return new File(fileBits, fileName ?? "", options);
}
function getName(value, stripPath) {
  const val = typeof value === "object" && value !== null && ("name" in value && value.name && String(value.name) || "url" in value && value.url && String(value.url) || "filename" in value && value.filename && String(value.filename) || "path" in value && value.path && String(value.path)) || "";
  return stripPath ? val.split(/[\\/]/).pop() || void 0 : val;
}
var isAsyncIterable = (value) => value != null && typeof value === "object" && typeof value[Symbol.asyncIterator] === "function";

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/attributes.mjs
var ATTR_GEN_AI_INPUT_MESSAGES = "gen_ai.input.messages";
var ATTR_GEN_AI_OUTPUT_MESSAGES = "gen_ai.output.messages";
var ATTR_GEN_AI_OUTPUT_TYPE = "gen_ai.output.type";
var ATTR_GEN_AI_REQUEST_STOP_SEQUENCES = "gen_ai.request.stop_sequences";
var ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK = "gen_ai.response.time_to_first_chunk";
var ATTR_GEN_AI_SYSTEM_INSTRUCTIONS = "gen_ai.system_instructions";
var ATTR_GEN_AI_USAGE_INPUT_TOKENS = "gen_ai.usage.input_tokens";
var GEN_AI_OUTPUT_TYPE_VALUE_JSON = "json";
var ATTR_ANTHROPIC_CONTENT_TRUNCATED = "anthropic.content.truncated";
var ATTR_ANTHROPIC_TOOL_RESULT_CONTENT = "anthropic.tool_result.content";
var ATTR_ANTHROPIC_USAGE_COMPACTION_INPUT_TOKENS = "anthropic.usage.compaction.input_tokens";
var ATTR_ANTHROPIC_USAGE_COMPACTION_OUTPUT_TOKENS = "anthropic.usage.compaction.output_tokens";

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/content.mjs
function setMessageContentAttributes(call, body, output, limit2) {
  const span = call.span;
  const requestSize = call.requestContentSize;
  if (output !== void 0 && requestSize !== void 0) {
    const outputMessages = JSON.stringify([{ role: "assistant", parts: contentParts(output) }]);
    if (requestSize + 3 * outputMessages.length <= limit2 || requestSize + utf8Length(outputMessages) <= limit2) {
      span.setAttribute(ATTR_GEN_AI_OUTPUT_MESSAGES, outputMessages);
      return;
    }
  }
  const size = setContentAttributes(span, {
    // An empty list sets no attribute.
    [ATTR_GEN_AI_REQUEST_STOP_SEQUENCES]: body.stop_sequences?.length ? [...body.stop_sequences] : void 0,
    [ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]: body.system === void 0 ? void 0 : contentParts(body.system),
    [ATTR_GEN_AI_INPUT_MESSAGES]: body.messages.map((message) => ({ role: message.role, parts: contentParts(message.content) })),
    [ATTR_GEN_AI_OUTPUT_MESSAGES]: output === void 0 ? void 0 : [{ role: "assistant", parts: contentParts(output) }]
  }, limit2);
  if (output === void 0) {
    call.requestContentSize = size;
  }
}
function contentParts(content) {
  if (typeof content === "string") {
    return [{ type: "text", content }];
  }
  return content?.map(blockPart) ?? [];
}
function blockPart(block) {
  switch (block.type) {
    case "text":
      return { type: "text", content: block.text };
    case "thinking":
      return { type: "reasoning", content: block.thinking };
    case "tool_use":
      return {
        type: "tool_call",
        id: block.id,
        name: block.name,
        arguments: block.input,
        // Only a call to a member of a toolset, such as `computer`, has one.
        ...typeof block.toolset_name === "string" ? { anthropic_toolset_name: block.toolset_name } : void 0
      };
    case "server_tool_use":
      return { type: "tool_call", id: block.id, name: block.name, arguments: block.input };
    case "mcp_tool_use":
      return {
        type: "tool_call",
        id: block.id,
        name: block.name,
        arguments: block.input,
        anthropic_mcp_server_name: block.server_name
      };
    case "tool_result":
      return {
        type: "tool_call_response",
        id: block.tool_use_id,
        response: toolResultContentBlocks(block.content)
      };
    default:
      if (typeof block.type !== "string") {
        return { type: "anthropic_unknown" };
      }
      if (block.type.endsWith("_tool_result") && "tool_use_id" in block) {
        return {
          type: "tool_call_response",
          id: block.tool_use_id,
          response: resultBlockContent(block.content)
        };
      }
      return { type: `anthropic_${block.type}` };
  }
}
function toolResultContentBlocks(content) {
  if (content === void 0 || content === null) {
    return [];
  }
  if (typeof content === "string") {
    return [{ type: "text", text: content }];
  }
  return content.map((block) => {
    if (block.type === "text" || block.type === "search_result") {
      return withoutLeftOutFields(block);
    }
    if (typeof block.type !== "string") {
      return { type: "unknown" };
    }
    return { type: block.type };
  });
}
function resultBlockContent(content) {
  if (content === void 0 || content === null) {
    return [];
  }
  if (typeof content === "string") {
    return [{ type: "text", text: content }];
  }
  if (!Array.isArray(content)) {
    return [withoutLeftOutFields(content)];
  }
  return content.map((block) => {
    if (block.type === "text" || block.type === "search_result" || block.type === "web_search_result") {
      return withoutLeftOutFields(block);
    }
    if (typeof block.type !== "string") {
      return { type: "unknown" };
    }
    return { type: block.type };
  });
}
function withoutLeftOutFields(value) {
  if (Array.isArray(value)) {
    return value.map(withoutLeftOutFields);
  }
  if (typeof value !== "object" || value === null) {
    return value;
  }
  const { type, file_type } = value;
  if (type === "image" || type === "document") {
    return { type };
  }
  const isImageOrDocumentView = type === "text_editor_code_execution_view_result" && (file_type === "image" || file_type === "pdf");
  return Object.fromEntries(Object.entries(value).filter(([name]) => !name.startsWith("encrypted_") && !(name === "content" && isImageOrDocumentView)).map(([name, field]) => [name, withoutLeftOutFields(field)]));
}
function setContentAttributes(span, attributes, limit2) {
  const { [ATTR_GEN_AI_REQUEST_STOP_SEQUENCES]: stopSequences, [ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]: instructions, [ATTR_GEN_AI_INPUT_MESSAGES]: input, [ATTR_GEN_AI_OUTPUT_MESSAGES]: output, [ATTR_ANTHROPIC_TOOL_RESULT_CONTENT]: toolResult, ...others } = attributes;
  const messages = {
    [ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]: instructions,
    [ATTR_GEN_AI_INPUT_MESSAGES]: input,
    [ATTR_GEN_AI_OUTPUT_MESSAGES]: output
  };
  const values = {};
  const blocks = toolResult?.map((block) => JSON.stringify(block));
  const length = [...stopSequences ?? [], ...blocks ?? []].reduce((sum, text) => sum + text.length + 1, 2) + serialize(others, values) + serialize(messages, values);
  const sizeOf = 3 * length <= limit2 ? (text) => 3 * text.length : utf8Length;
  const sizeOfMessages = () => Object.keys(messages).reduce((sum, key) => sum + sizeOf(values[key] ?? ""), 0);
  const stopSequencesSize = stopSequences?.reduce((sum, each) => sum + sizeOf(each), 0) ?? 0;
  const keepsStopSequences = stopSequences !== void 0 && stopSequencesSize <= limit2;
  let size = keepsStopSequences ? stopSequencesSize : 0;
  let truncated = stopSequences !== void 0 && !keepsStopSequences;
  for (const key of Object.keys(others)) {
    const jsonSize = sizeOf(values[key] ?? "");
    if (jsonSize > limit2) {
      delete values[key];
      truncated = true;
    } else {
      size += jsonSize;
    }
  }
  let messagesSize = sizeOfMessages();
  if (size + messagesSize > limit2) {
    const { truncated: lostParts, ...fitted } = withoutFirstParts(messages, size + messagesSize - limit2);
    truncated || (truncated = lostParts);
    serialize(fitted, values);
    messagesSize = sizeOfMessages();
  }
  size += messagesSize;
  if (blocks !== void 0) {
    const kept = truncateToolResultContent(blocks, limit2 - size, sizeOf);
    values[ATTR_ANTHROPIC_TOOL_RESULT_CONTENT] = kept.json;
    size += kept.size;
    truncated || (truncated = kept.truncated);
  }
  if (truncated) {
    span.setAttribute(ATTR_ANTHROPIC_CONTENT_TRUNCATED, true);
  }
  if (keepsStopSequences) {
    span.setAttribute(ATTR_GEN_AI_REQUEST_STOP_SEQUENCES, stopSequences);
  }
  for (const [key, value] of Object.entries(values)) {
    span.setAttribute(key, value);
  }
  return size;
}
function serialize(attributes, values) {
  let length = 0;
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== void 0) {
      values[key] = JSON.stringify(value);
      length += values[key].length;
    }
  }
  return length;
}
function withoutFirstParts(attributes, excess) {
  const withOwnParts = (messages) => messages?.map((message) => ({ ...message, parts: [...message.parts] }));
  const instructions = attributes[ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]?.slice();
  const input = withOwnParts(attributes[ATTR_GEN_AI_INPUT_MESSAGES]);
  const output = withOwnParts(attributes[ATTR_GEN_AI_OUTPUT_MESSAGES]);
  const lists = [instructions ?? [], ...[...input ?? [], ...output ?? []].map(({ parts }) => parts)];
  let left = lists.reduce((sum, parts) => sum + parts.length, 0);
  let truncated = false;
  for (const parts of lists) {
    let removed = 0;
    while (excess > 0 && removed < parts.length) {
      const part = parts[removed];
      const size = utf8Length(JSON.stringify(part));
      const content = part["content"];
      if (left === 1 && part.type === "text" && typeof content === "string") {
        const kept = startThatFits(part, content, size - excess);
        if (kept !== content) {
          parts[removed] = { ...part, content: kept };
          truncated = true;
        }
        break;
      }
      excess -= size + (removed + 1 < parts.length ? 1 : 0);
      removed++;
      left--;
      truncated = true;
    }
    parts.splice(0, removed);
  }
  return {
    [ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]: instructions,
    [ATTR_GEN_AI_INPUT_MESSAGES]: input,
    [ATTR_GEN_AI_OUTPUT_MESSAGES]: output,
    truncated
  };
}
function startThatFits(part, content, limit2) {
  const room = limit2 - utf8Length(JSON.stringify({ ...part, content: "" }));
  const head = content.slice(0, Math.max(room, 0));
  const escaped = JSON.stringify(head);
  let length = 0;
  let escapedLength = 0;
  let size = 0;
  while (length < head.length) {
    const point = escaped.codePointAt(1 + escapedLength);
    const units = point > 65535 ? 2 : 1;
    const escapedUnits = point !== 92 ? units : escaped[2 + escapedLength] === "u" ? 6 : 2;
    size += point < 128 ? escapedUnits : point < 2048 ? 2 : point < 65536 ? 3 : 4;
    if (size > room) {
      break;
    }
    escapedLength += escapedUnits;
    length += units;
  }
  return content.slice(0, length);
}
function truncateToolResultContent(blocks, limit2, sizeOf) {
  const kept = [];
  let size = 2;
  for (const block of blocks) {
    const next = size + (kept.length === 0 ? 0 : 1) + sizeOf(block);
    if (next > limit2) {
      break;
    }
    kept.push(block);
    size = next;
  }
  return { json: "[" + kept.join(",") + "]", size, truncated: kept.length < blocks.length };
}
function utf8Length(text) {
  let size = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 128) {
      size += 1;
    } else if (unit < 2048) {
      size += 2;
    } else if (unit >= 55296 && unit < 56320 && (text.charCodeAt(index + 1) & 64512) === 56320) {
      size += 4;
      index++;
    } else {
      size += 3;
    }
  }
  return size;
}

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/response.mjs
function setUsageSumAttributes(span, usage, complete) {
  if (!isObj(usage)) {
    return;
  }
  if (typeof usage["input_tokens"] === "number") {
    span.setAttribute(ATTR_GEN_AI_USAGE_INPUT_TOKENS, inputTokens(usage));
  }
  if (!complete) {
    return;
  }
  const iterations = Array.isArray(usage["iterations"]) ? usage["iterations"] : [];
  const compactions = iterations.filter((each) => isObj(each) && each["type"] === "compaction");
  if (compactions.length > 0) {
    span.setAttribute(ATTR_ANTHROPIC_USAGE_COMPACTION_INPUT_TOKENS, compactions.reduce((sum, each) => sum + inputTokens(each), 0));
    span.setAttribute(ATTR_ANTHROPIC_USAGE_COMPACTION_OUTPUT_TOKENS, compactions.reduce((sum, each) => sum + count(each, "output_tokens"), 0));
  }
}
var INPUT_TOKEN_COUNTS = [
  "input_tokens",
  "cache_read_input_tokens",
  "cache_creation_input_tokens"
];
function inputTokens(usage) {
  return INPUT_TOKEN_COUNTS.reduce((sum, name) => sum + count(usage, name), 0);
}
function count(usage, name) {
  const value = usage[name];
  return typeof value === "number" ? value : 0;
}

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/api-call.mjs
function messagesCreateSpanSettings(client, request) {
  const attributes = guardTracing(client, () => {
    const outputConfig = isObj(request.body) ? request.body["output_config"] : void 0;
    const format = isObj(outputConfig) ? outputConfig["format"] : void 0;
    return isObj(format) && format["type"] === "json_schema" ? { [ATTR_GEN_AI_OUTPUT_TYPE]: GEN_AI_OUTPUT_TYPE_VALUE_JSON } : {};
  });
  return { route: "/v1/messages", request, attributes };
}
function recordMessagesCreateRequest(client, call, body) {
  if (!call?.span.isRecording()) {
    return call;
  }
  try {
    const { contentMode, maxContentBytes } = client.openTelemetry.traces;
    if (contentMode === "content") {
      setMessageContentAttributes(call, body, void 0, maxContentBytes);
    }
  } catch (problem) {
    loggerFor(client).debug("could not record the request on its span", problem);
  }
  return call;
}
function recordMessagesCreateResponse(client, call, body, data) {
  if (!call?.span.isRecording() || data instanceof Stream) {
    return;
  }
  try {
    setUsageSumAttributes(call.span, data.usage, true);
    const { contentMode, maxContentBytes } = client.openTelemetry.traces;
    if (contentMode === "content") {
      setMessageContentAttributes(call, body, data.content, maxContentBytes);
    }
  } catch (problem) {
    loggerFor(client).debug("could not record the response on its span", problem);
  }
}

// node_modules/@anthropic-ai/sdk/internal/trace-headers.mjs
function traceHeaderNames() {
  const names = /* @__PURE__ */ new Set(["traceparent", "tracestate", "baggage"]);
  try {
    for (const name of propagation.fields()) {
      names.add(name.toLowerCase());
    }
  } catch (problem) {
    defaultLogger().debug("could not record telemetry", problem);
  }
  return names;
}

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/headers.mjs
function takeTraceHeaders(headers) {
  const names = traceHeaderNames();
  const taken = Array.from(headers.entries()).filter(([name]) => names.has(name));
  for (const [name] of taken) {
    headers.delete(name);
  }
  return taken;
}
function withoutTraceHeaders(middleware) {
  return (request, next, ctx) => {
    const headers = new Headers(request.headers);
    const traceHeaders = takeTraceHeaders(headers);
    return middleware({ ...request, headers }, (inner) => {
      const restored = new Headers(inner.headers);
      for (const [name, value] of traceHeaders)
        restored.set(name, value);
      return next({ ...inner, headers: restored });
    }, ctx);
  };
}

// node_modules/@anthropic-ai/sdk/lib/internal/tracing/streaming.mjs
function recordStreamedMessageContent(client, call, body, message) {
  if (!call.span.isRecording() || client.openTelemetry.traces.contentMode !== "content") {
    return;
  }
  try {
    setMessageContentAttributes(call, body, message.content, client.openTelemetry.traces.maxContentBytes);
  } catch (problem) {
    loggerFor(client).debug("could not record the streamed message on its span", problem);
  }
}
function endAnthropicApiCallSpanWhenStreamEnds(client, span, stream, props) {
  if (props.options.__span?.name === "anthropic.messages.create" && stream instanceof Stream) {
    endMessagesCreateSpanWhenStreamEnds(client, span, stream, props);
  } else {
    endApiCallSpanWhenStreamEnds(span, stream, props);
  }
}
function endMessagesCreateSpanWhenStreamEnds(client, span, stream, props) {
  if (!span.isRecording()) {
    return;
  }
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, props.response.status);
  setResponseHeaderAttributes(span, props.response);
  const call = props.options.__span;
  const startTime = call?.startTime;
  let message;
  let usage;
  let sawDelta = false;
  let sawMessageDelta = false;
  let sawStop = false;
  observeStream(stream, props.controller.signal, {
    onItem(event) {
      try {
        switch (event.type) {
          case "message_start": {
            const atStart = { ...event.message };
            usage = { ...event.message.usage };
            message = {};
            for (const [, [name]] of SPAN_ATTRIBUTES[call?.name ?? ""]?.response ?? []) {
              if (name !== void 0 && name !== "usage") {
                message[name] = atStart[name];
              }
            }
            break;
          }
          case "content_block_start": {
            const block = event.content_block;
            if (message && isObj(block) && block["type"] === "fallback" && isObj(block["to"])) {
              message["model"] = block["to"]["model"];
            }
            break;
          }
          case "message_delta":
            if (message && usage) {
              const totals = isObj(event.usage) ? event.usage : {};
              usage["output_tokens"] = totals["output_tokens"];
              for (const name of TOTALS_IN_MESSAGE_DELTA) {
                if (totals[name] != null) {
                  usage[name] = totals[name];
                }
              }
              if (event.delta.stop_reason != null) {
                message["stop_reason"] = event.delta.stop_reason;
              }
              sawMessageDelta = true;
            }
            break;
          case "message_stop":
            sawStop = true;
            break;
          case "content_block_delta":
            if (!sawDelta && startTime !== void 0) {
              span.setAttribute(ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK, (Date.now() - startTime) / 1e3);
            }
            sawDelta = true;
            break;
          case "content_block_stop":
            break;
          default:
            checkNever(event);
        }
      } catch (problem) {
        loggerFor(client).debug("could not record the stream on its span", problem);
      }
    },
    onEnd(end) {
      try {
        if (message && usage && call) {
          const complete = sawMessageDelta || sawStop;
          let response = { ...message, usage };
          if (!complete) {
            for (const path2 of FINAL_FROM_MESSAGE_DELTA) {
              response = without(response, path2);
            }
          }
          setResponseAttributes(span, call.name, response);
          setUsageSumAttributes(span, usage, complete);
        }
      } catch (problem) {
        loggerFor(client).debug("could not record the stream on its span", problem);
      }
      const failure = call?.failure;
      if (!sawStop && call?.streamed && failure === void 0) {
        recordStreamedMessageContent(client, call, call.streamed.body, call.streamed.message);
      }
      if (end.reason === "failed") {
        setErrorStatus(span, end.error);
      } else if (failure !== void 0) {
        setErrorStatus(span, failure, "client_error");
      } else if (end.reason === "completed") {
        if (sawStop) {
          span.setStatus({ code: SpanStatusCode.OK });
        } else {
          setErrorStatus(span, new AnthropicError("The stream ended before message_stop."), "api_error");
        }
      }
      guardTracing(client, () => span.end());
    }
  });
}
var FINAL_FROM_MESSAGE_DELTA = [
  ["stop_reason"],
  ["usage", "output_tokens"],
  ["usage", "output_tokens_details"]
];
var TOTALS_IN_MESSAGE_DELTA = [
  "input_tokens",
  "cache_creation_input_tokens",
  "cache_read_input_tokens",
  "output_tokens_details",
  "iterations"
];
function without(data, path2) {
  const [name, ...rest] = path2;
  if (name === void 0 || !(name in data)) {
    return data;
  }
  if (rest.length === 0) {
    const { [name]: _, ...others } = data;
    return others;
  }
  const value = data[name];
  return isObj(value) ? { ...data, [name]: without(value, rest) } : data;
}

// node_modules/@anthropic-ai/sdk/internal/stainless-helper-header.mjs
var STAINLESS_HELPER_HEADER = "x-stainless-helper";
var STAINLESS_HELPER_METHOD_HEADER = "x-stainless-helper-method";
var SDK_HELPER_SYMBOL = /* @__PURE__ */ Symbol("anthropic.sdk.stainlessHelper");
function wasCreatedByStainlessHelper(value) {
  return typeof value === "object" && value !== null && SDK_HELPER_SYMBOL in value;
}
function collectStainlessHelpers(tools, messages) {
  const helpers = /* @__PURE__ */ new Set();
  if (tools) {
    for (const tool of tools) {
      if (wasCreatedByStainlessHelper(tool)) {
        helpers.add(tool[SDK_HELPER_SYMBOL]);
      }
    }
  }
  if (messages) {
    for (const message of messages) {
      if (wasCreatedByStainlessHelper(message)) {
        helpers.add(message[SDK_HELPER_SYMBOL]);
      }
      const content = message.content;
      if (Array.isArray(content)) {
        for (const block of content) {
          if (wasCreatedByStainlessHelper(block)) {
            helpers.add(block[SDK_HELPER_SYMBOL]);
          }
          const definition = block?.tool?.definition;
          if (wasCreatedByStainlessHelper(definition)) {
            helpers.add(definition[SDK_HELPER_SYMBOL]);
          }
        }
      }
    }
  }
  return Array.from(helpers);
}
function stainlessHelperHeader(tools, messages) {
  const helpers = collectStainlessHelpers(tools, messages);
  if (helpers.length === 0)
    return {};
  return { [STAINLESS_HELPER_HEADER]: helpers.join(", ") };
}

// node_modules/@anthropic-ai/sdk/core/api-promise.mjs
var _APIPromise_client;
var APIPromise = /* @__PURE__ */ (() => {
  class APIPromise2 extends Promise {
    constructor(client, responsePromise, parseResponse = defaultParseResponse) {
      super((resolve) => {
        resolve(null);
      });
      this.responsePromise = responsePromise;
      this.parseResponse = parseResponse;
      _APIPromise_client.set(this, void 0);
      __classPrivateFieldSet(this, _APIPromise_client, client, "f");
    }
    /** @internal The unparsed response with its request metadata, for helpers that build one request on another. */
    _responseProps() {
      return this.responsePromise;
    }
    _thenUnwrap(transform) {
      return new APIPromise2(__classPrivateFieldGet(this, _APIPromise_client, "f"), this.responsePromise, async (client, props) => addResponseIDs(transform(await this.parseResponse(client, props), props), props.response));
    }
    /**
     * Gets the raw `Response` instance instead of parsing the response
     * data.
     *
     * If you want to parse the response body but still get the `Response`
     * instance, you can use {@link withResponse()}.
     *
     * 👋 Getting the wrong TypeScript type for `Response`?
     * Try setting `"moduleResolution": "NodeNext"` or add `"lib": ["DOM"]`
     * to your `tsconfig.json`.
     */
    asResponse() {
      return this.responsePromise.then((props) => {
        const span = props.options.__span?.span;
        if (span && !this.parsedPromise) {
          const result = { status: "success", ...props, data: void 0 };
          guardTracing(__classPrivateFieldGet(this, _APIPromise_client, "f"), () => endApiCallSpan(span, result));
        }
        return props.response;
      });
    }
    /**
     * Gets the parsed response data, the raw `Response` instance and the ID of the request,
     * returned via the `request-id` header which is useful for debugging requests and resporting
     * issues to Anthropic.
     *
     * If you just want to get the raw `Response` instance without parsing it,
     * you can use {@link asResponse()}.
     *
     * 👋 Getting the wrong TypeScript type for `Response`?
     * Try setting `"moduleResolution": "NodeNext"` or add `"lib": ["DOM"]`
     * to your `tsconfig.json`.
     */
    async withResponse() {
      const [data, response] = await Promise.all([this.parse(), this.asResponse()]);
      return {
        data,
        response,
        request_id: response.headers.get("request-id"),
        workspace_id: response.headers.get("anthropic-workspace-id")
      };
    }
    parse() {
      if (!this.parsedPromise) {
        this.parsedPromise = this.responsePromise.then((props) => this.parseResponseTraced(props));
      }
      return this.parsedPromise;
    }
    /**
     * Parses the body of an API call. When the call has a span, the span ends with the parse, or,
     * when the parse returns a streamed body, when the application has read that stream.
     */
    async parseResponseTraced(props) {
      const call = props.options.__span;
      if (!call) {
        return this.parseResponse(__classPrivateFieldGet(this, _APIPromise_client, "f"), props);
      }
      const { span } = call;
      let data;
      try {
        data = await this.parseResponse(__classPrivateFieldGet(this, _APIPromise_client, "f"), props);
      } catch (error) {
        const result2 = { status: "error", ...props, error };
        guardTracing(__classPrivateFieldGet(this, _APIPromise_client, "f"), () => endApiCallSpan(span, result2));
        throw error;
      }
      const result = { status: "success", ...props, data };
      guardTracing(__classPrivateFieldGet(this, _APIPromise_client, "f"), () => setCreatedIDAttribute(call, data));
      if (props.options.stream && isAsyncIterable(data)) {
        guardTracing(__classPrivateFieldGet(this, _APIPromise_client, "f"), () => endAnthropicApiCallSpanWhenStreamEnds(__classPrivateFieldGet(this, _APIPromise_client, "f"), span, data, props));
      } else {
        guardTracing(__classPrivateFieldGet(this, _APIPromise_client, "f"), () => endApiCallSpan(span, result));
      }
      return data;
    }
    then(onfulfilled, onrejected) {
      return this.parse().then(onfulfilled, onrejected);
    }
    catch(onrejected) {
      return this.parse().catch(onrejected);
    }
    finally(onfinally) {
      return this.parse().finally(onfinally);
    }
  }
  _APIPromise_client = /* @__PURE__ */ new WeakMap();
  return APIPromise2;
})();

// node_modules/@anthropic-ai/sdk/core/pagination.mjs
var _AbstractPage_client;
var AbstractPage = /* @__PURE__ */ (() => {
  class AbstractPage2 {
    constructor(client, response, body, options) {
      _AbstractPage_client.set(this, void 0);
      __classPrivateFieldSet(this, _AbstractPage_client, client, "f");
      this.options = options;
      this.response = response;
      this.body = body;
    }
    hasNextPage() {
      const items = this.getPaginatedItems();
      if (!items.length)
        return false;
      return this.nextPageRequestOptions() != null;
    }
    async getNextPage() {
      const nextOptions = this.nextPageRequestOptions();
      if (!nextOptions) {
        throw new AnthropicError("No next page expected; please check `.hasNextPage()` before calling `.getNextPage()`.");
      }
      const span = this.options.__span;
      return await __classPrivateFieldGet(this, _AbstractPage_client, "f").requestAPIList(this.constructor, {
        ...nextOptions,
        __span: span && startApiCallSpan(__classPrivateFieldGet(this, _AbstractPage_client, "f"), span.name, { openTelemetry: this.options.openTelemetry }, {
          route: span.route,
          queryParams: span.queryParams,
          contentQueryParams: span.contentQueryParams,
          attributes: span.attributes,
          request: nextOptions
        })
      });
    }
    async *iterPages() {
      let page = this;
      yield page;
      while (page.hasNextPage()) {
        page = await page.getNextPage();
        yield page;
      }
    }
    async *[(_AbstractPage_client = /* @__PURE__ */ new WeakMap(), Symbol.asyncIterator)]() {
      for await (const page of this.iterPages()) {
        for (const item of page.getPaginatedItems()) {
          yield item;
        }
      }
    }
  }
  return AbstractPage2;
})();
var PagePromise = /* @__PURE__ */ (() => {
  class PagePromise2 extends APIPromise {
    constructor(client, request, Page2) {
      super(client, request, async (client2, props) => new Page2(client2, props.response, await defaultParseResponse(client2, props), props.options));
    }
    /**
     * Allow auto-paginating iteration on an unawaited list call, eg:
     *
     *    for await (const item of client.items.list()) {
     *      console.log(item)
     *    }
     */
    async *[Symbol.asyncIterator]() {
      const page = await this;
      for await (const item of page) {
        yield item;
      }
    }
  }
  return PagePromise2;
})();
var Page = class extends AbstractPage {
  constructor(client, response, body, options) {
    super(client, response, body, options);
    this.data = body.data || [];
    this.has_more = body.has_more || false;
    this.first_id = body.first_id || null;
    this.last_id = body.last_id || null;
  }
  getPaginatedItems() {
    return this.data ?? [];
  }
  hasNextPage() {
    if (this.has_more === false) {
      return false;
    }
    return super.hasNextPage();
  }
  nextPageRequestOptions() {
    if (this.options.query?.["before_id"]) {
      const first_id = this.first_id;
      if (!first_id) {
        return null;
      }
      return {
        ...this.options,
        query: {
          ...maybeObj(this.options.query),
          before_id: first_id
        }
      };
    }
    const cursor = this.last_id;
    if (!cursor) {
      return null;
    }
    return {
      ...this.options,
      query: {
        ...maybeObj(this.options.query),
        after_id: cursor
      }
    };
  }
};

// node_modules/@anthropic-ai/sdk/internal/utils/path.mjs
function encodeURIPath(str) {
  return str.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@]+/g, encodeURIComponent);
}
var EMPTY = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.create(null));
var createPathTagFunction = (pathEncoder = encodeURIPath) => function path2(statics, ...params) {
  if (statics.length === 1)
    return statics[0];
  let postPath = false;
  const invalidSegments = [];
  const path3 = statics.reduce((previousValue, currentValue, index) => {
    if (/[?#]/.test(currentValue)) {
      postPath = true;
    }
    const value = params[index];
    let encoded = (postPath ? encodeURIComponent : pathEncoder)("" + value);
    if (index !== params.length && (value == null || typeof value === "object" && // handle values from other realms
    value.toString === Object.getPrototypeOf(Object.getPrototypeOf(value.hasOwnProperty ?? EMPTY) ?? EMPTY)?.toString)) {
      encoded = value + "";
      invalidSegments.push({
        start: previousValue.length + currentValue.length,
        length: encoded.length,
        error: `Value of type ${Object.prototype.toString.call(value).slice(8, -1)} is not a valid path parameter`
      });
    }
    if (!postPath && (encoded === "" || encoded.startsWith(";"))) {
      invalidSegments.push({
        start: previousValue.length + currentValue.length,
        length: encoded.length,
        error: `Value "${encoded}" can't be safely passed as a path parameter`
      });
    }
    return previousValue + currentValue + (index === params.length ? "" : encoded);
  }, "");
  const pathOnly = path3.split(/[?#]/, 1)[0];
  const invalidSegmentPattern = /(?<=^|\/)(?:\.|%2e){1,2}(?:;[^/]*)?(?=\/|$)/gi;
  let match;
  while ((match = invalidSegmentPattern.exec(pathOnly)) !== null) {
    invalidSegments.push({
      start: match.index,
      length: match[0].length,
      error: `Value "${match[0]}" can't be safely passed as a path parameter`
    });
  }
  invalidSegments.sort((a, b) => a.start - b.start);
  if (invalidSegments.length > 0) {
    const marks = [];
    for (const segment of invalidSegments) {
      for (let i = segment.start; i < segment.start + Math.max(1, segment.length); i++) {
        marks[i] = "^";
      }
    }
    const underline = Array.from(marks, (mark) => mark ?? " ").join("");
    throw new AnthropicError(`Path parameters result in path with invalid segments:
${invalidSegments.map((e) => e.error).join("\n")}
${path3}
${underline}`);
  }
  return path3;
};
var path = /* @__PURE__ */ createPathTagFunction(encodeURIPath);

// node_modules/@anthropic-ai/sdk/resources/files.mjs
var FileNotDownloadableError = /* @__PURE__ */ (() => {
  class FileNotDownloadableError2 extends BadRequestError {
  }
  FileNotDownloadableError2._errorName = "FileNotDownloadableError";
  return FileNotDownloadableError2;
})();
var StorageQuotaExceededError = /* @__PURE__ */ (() => {
  class StorageQuotaExceededError2 extends BadRequestError {
  }
  StorageQuotaExceededError2._errorName = "StorageQuotaExceededError";
  return StorageQuotaExceededError2;
})();
var FileExpiredError = /* @__PURE__ */ (() => {
  class FileExpiredError2 extends NotFoundError {
  }
  FileExpiredError2._errorName = "FileExpiredError";
  return FileExpiredError2;
})();

// node_modules/@anthropic-ai/sdk/resources/shared.mjs
var ClaudeCodeKeyCreatorNotMemberError = /* @__PURE__ */ (() => {
  class ClaudeCodeKeyCreatorNotMemberError2 extends BadRequestError {
  }
  ClaudeCodeKeyCreatorNotMemberError2._errorName = "ClaudeCodeKeyCreatorNotMemberError";
  return ClaudeCodeKeyCreatorNotMemberError2;
})();
var ClaudeCodeVersionTooOldError = /* @__PURE__ */ (() => {
  class ClaudeCodeVersionTooOldError2 extends BadRequestError {
  }
  ClaudeCodeVersionTooOldError2._errorName = "ClaudeCodeVersionTooOldError";
  return ClaudeCodeVersionTooOldError2;
})();
var CMEKKeyDisabledError = /* @__PURE__ */ (() => {
  class CMEKKeyDisabledError2 extends BadRequestError {
  }
  CMEKKeyDisabledError2._errorName = "CMEKKeyDisabledError";
  return CMEKKeyDisabledError2;
})();
var CMEKKeyNetworkBlockedError = /* @__PURE__ */ (() => {
  class CMEKKeyNetworkBlockedError2 extends BadRequestError {
  }
  CMEKKeyNetworkBlockedError2._errorName = "CMEKKeyNetworkBlockedError";
  return CMEKKeyNetworkBlockedError2;
})();
var OrganizationOnHoldError = /* @__PURE__ */ (() => {
  class OrganizationOnHoldError2 extends BadRequestError {
  }
  OrganizationOnHoldError2._errorName = "OrganizationOnHoldError";
  return OrganizationOnHoldError2;
})();
var OrganizationTypeNotSupportedError = /* @__PURE__ */ (() => {
  class OrganizationTypeNotSupportedError2 extends BadRequestError {
  }
  OrganizationTypeNotSupportedError2._errorName = "OrganizationTypeNotSupportedError";
  return OrganizationTypeNotSupportedError2;
})();
var ParentOrganizationRequiredError = /* @__PURE__ */ (() => {
  class ParentOrganizationRequiredError2 extends BadRequestError {
  }
  ParentOrganizationRequiredError2._errorName = "ParentOrganizationRequiredError";
  return ParentOrganizationRequiredError2;
})();
var RequestBodyEncodingInvalidError = /* @__PURE__ */ (() => {
  class RequestBodyEncodingInvalidError2 extends BadRequestError {
  }
  RequestBodyEncodingInvalidError2._errorName = "RequestBodyEncodingInvalidError";
  return RequestBodyEncodingInvalidError2;
})();
var RequestBodyEncodingUnsupportedError = /* @__PURE__ */ (() => {
  class RequestBodyEncodingUnsupportedError2 extends BadRequestError {
  }
  RequestBodyEncodingUnsupportedError2._errorName = "RequestBodyEncodingUnsupportedError";
  return RequestBodyEncodingUnsupportedError2;
})();
var WorkspaceHumanReviewDisabledError = /* @__PURE__ */ (() => {
  class WorkspaceHumanReviewDisabledError2 extends BadRequestError {
  }
  WorkspaceHumanReviewDisabledError2._errorName = "WorkspaceHumanReviewDisabledError";
  return WorkspaceHumanReviewDisabledError2;
})();
var LinkedOrganizationBillingUnavailableError = /* @__PURE__ */ (() => {
  class LinkedOrganizationBillingUnavailableError2 extends PaymentRequiredError {
  }
  LinkedOrganizationBillingUnavailableError2._errorName = "LinkedOrganizationBillingUnavailableError";
  return LinkedOrganizationBillingUnavailableError2;
})();
var LinkedOrganizationSpendLimitReachedError = /* @__PURE__ */ (() => {
  class LinkedOrganizationSpendLimitReachedError2 extends PaymentRequiredError {
  }
  LinkedOrganizationSpendLimitReachedError2._errorName = "LinkedOrganizationSpendLimitReachedError";
  return LinkedOrganizationSpendLimitReachedError2;
})();
var SandboxEgressRestrictedError = /* @__PURE__ */ (() => {
  class SandboxEgressRestrictedError2 extends PermissionDeniedError {
  }
  SandboxEgressRestrictedError2._errorName = "SandboxEgressRestrictedError";
  return SandboxEgressRestrictedError2;
})();
var RequestBodyTooLargeAfterDecodingError = /* @__PURE__ */ (() => {
  class RequestBodyTooLargeAfterDecodingError2 extends ContentTooLargeError {
  }
  RequestBodyTooLargeAfterDecodingError2._errorName = "RequestBodyTooLargeAfterDecodingError";
  return RequestBodyTooLargeAfterDecodingError2;
})();
var ContractSpendLimitReachedError = /* @__PURE__ */ (() => {
  class ContractSpendLimitReachedError2 extends RateLimitError {
  }
  ContractSpendLimitReachedError2._errorName = "ContractSpendLimitReachedError";
  return ContractSpendLimitReachedError2;
})();
var EnforcedSpendLimitReachedError = /* @__PURE__ */ (() => {
  class EnforcedSpendLimitReachedError2 extends RateLimitError {
  }
  EnforcedSpendLimitReachedError2._errorName = "EnforcedSpendLimitReachedError";
  return EnforcedSpendLimitReachedError2;
})();
var RampLimitExceededError = /* @__PURE__ */ (() => {
  class RampLimitExceededError2 extends RateLimitError {
  }
  RampLimitExceededError2._errorName = "RampLimitExceededError";
  return RampLimitExceededError2;
})();
var CMEKContextUnavailableError = /* @__PURE__ */ (() => {
  class CMEKContextUnavailableError2 extends ServiceUnavailableError {
  }
  CMEKContextUnavailableError2._errorName = "CMEKContextUnavailableError";
  return CMEKContextUnavailableError2;
})();
var CMEKKeyUnreachableError = /* @__PURE__ */ (() => {
  class CMEKKeyUnreachableError2 extends ServiceUnavailableError {
  }
  CMEKKeyUnreachableError2._errorName = "CMEKKeyUnreachableError";
  return CMEKKeyUnreachableError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/environments/work.mjs
var BetaHeartbeatPreconditionFailedError = /* @__PURE__ */ (() => {
  class BetaHeartbeatPreconditionFailedError2 extends PreconditionFailedError {
  }
  BetaHeartbeatPreconditionFailedError2._errorName = "BetaHeartbeatPreconditionFailedError";
  return BetaHeartbeatPreconditionFailedError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/environments/environments.mjs
var BetaEnvironmentArchivedError = /* @__PURE__ */ (() => {
  class BetaEnvironmentArchivedError2 extends BadRequestError {
  }
  BetaEnvironmentArchivedError2._errorName = "BetaEnvironmentArchivedError";
  return BetaEnvironmentArchivedError2;
})();
var BetaInvalidConfigTypeChangeError = /* @__PURE__ */ (() => {
  class BetaInvalidConfigTypeChangeError2 extends BadRequestError {
  }
  BetaInvalidConfigTypeChangeError2._errorName = "BetaInvalidConfigTypeChangeError";
  return BetaInvalidConfigTypeChangeError2;
})();
var BetaInvalidMetadataError = /* @__PURE__ */ (() => {
  class BetaInvalidMetadataError2 extends BadRequestError {
  }
  BetaInvalidMetadataError2._errorName = "BetaInvalidMetadataError";
  return BetaInvalidMetadataError2;
})();
var BetaEnvironmentCreateDisabledError = /* @__PURE__ */ (() => {
  class BetaEnvironmentCreateDisabledError2 extends PermissionDeniedError {
  }
  BetaEnvironmentCreateDisabledError2._errorName = "BetaEnvironmentCreateDisabledError";
  return BetaEnvironmentCreateDisabledError2;
})();
var BetaEnvironmentUpdateDisabledError = /* @__PURE__ */ (() => {
  class BetaEnvironmentUpdateDisabledError2 extends PermissionDeniedError {
  }
  BetaEnvironmentUpdateDisabledError2._errorName = "BetaEnvironmentUpdateDisabledError";
  return BetaEnvironmentUpdateDisabledError2;
})();
var BetaEnvironmentNotFoundError = /* @__PURE__ */ (() => {
  class BetaEnvironmentNotFoundError2 extends NotFoundError {
  }
  BetaEnvironmentNotFoundError2._errorName = "BetaEnvironmentNotFoundError";
  return BetaEnvironmentNotFoundError2;
})();

// node_modules/@anthropic-ai/sdk/internal/decoders/jsonl.mjs
var JSONLDecoder = /* @__PURE__ */ (() => {
  class JSONLDecoder2 {
    constructor(iterator, controller, response) {
      this.iterator = iterator;
      this.response = response;
      this.controller = controller;
    }
    async *decoder() {
      const iterator = this.iterator;
      if (!iterator) {
        throw new AnthropicError("Cannot iterate over a consumed stream.");
      }
      this.iterator = void 0;
      const lineDecoder = new LineDecoder();
      for await (const chunk of iterator) {
        for (const line of lineDecoder.decode(chunk)) {
          yield JSON.parse(line);
        }
      }
      for (const line of lineDecoder.flush()) {
        yield JSON.parse(line);
      }
    }
    [Symbol.asyncIterator]() {
      return this.decoder();
    }
    static fromResponse(response, controller) {
      if (!response.body) {
        controller.abort();
        if (typeof globalThis.navigator !== "undefined" && globalThis.navigator.product === "ReactNative") {
          throw new AnthropicError(`The default react-native fetch implementation does not support streaming. Please use expo/fetch: https://docs.expo.dev/versions/latest/sdk/expo/#expofetch-api`);
        }
        throw new AnthropicError(`Attempted to iterate over a response with no body`);
      }
      return new JSONLDecoder2(ReadableStreamToAsyncIterable(response.body), controller, response);
    }
  }
  return JSONLDecoder2;
})();

// node_modules/@anthropic-ai/sdk/internal/constants.mjs
var MODEL_NONSTREAMING_TOKENS = {
  "claude-opus-4@20250514": 8192,
  "anthropic.claude-opus-4-1-20250805-v1:0": 8192,
  "claude-opus-4-1@20250805": 8192
};

// node_modules/@anthropic-ai/sdk/internal/data/deprecated-models.mjs
var DEPRECATED_MODELS = {
  "claude-mythos-preview": "June 30th, 2026",
  "claude-opus-4-5": "January 22nd, 2027",
  "claude-opus-4-5-20251101": "January 22nd, 2027"
};

// node_modules/@anthropic-ai/sdk/internal/data/models-to-warn-with-thinking-enabled.mjs
var MODELS_TO_WARN_WITH_THINKING_ENABLED = [
  "claude-opus-4-6",
  "claude-mythos-preview"
];

// node_modules/@anthropic-ai/sdk/_vendor/partial-json-parser/parser.mjs
var LITERALS = ["true", "false", "null"];
var isWhitespace = (char) => char === " " || char === "	" || char === "\n" || char === "\r";
var isTruncatedLiteral = (word, rest) => LITERALS.some((literal) => literal !== word && literal.startsWith(word)) && [...rest].every(isWhitespace);
var tokenize = (input) => {
  let current = 0;
  let tokens = [];
  while (current < input.length) {
    let char = input[current];
    if (char === "{") {
      tokens.push({
        type: "brace",
        value: "{"
      });
      current++;
      continue;
    }
    if (char === "}") {
      tokens.push({
        type: "brace",
        value: "}"
      });
      current++;
      continue;
    }
    if (char === "[") {
      tokens.push({
        type: "paren",
        value: "["
      });
      current++;
      continue;
    }
    if (char === "]") {
      tokens.push({
        type: "paren",
        value: "]"
      });
      current++;
      continue;
    }
    if (char === ":") {
      tokens.push({
        type: "separator",
        value: ":"
      });
      current++;
      continue;
    }
    if (char === ",") {
      tokens.push({
        type: "delimiter",
        value: ","
      });
      current++;
      continue;
    }
    if (char === '"') {
      const start = current + 1;
      let end = start;
      let danglingQuote = false;
      while (true) {
        end = input.indexOf('"', end);
        if (end === -1) {
          danglingQuote = true;
          break;
        }
        let backslashes = 0;
        let i = end - 1;
        while (i >= start && input[i] === "\\") {
          backslashes++;
          i--;
        }
        if (backslashes % 2 === 0)
          break;
        end++;
      }
      if (danglingQuote) {
        current = input.length;
      } else {
        tokens.push({
          type: "string",
          value: input.slice(start, end)
        });
        current = end + 1;
      }
      continue;
    }
    if (isWhitespace(char)) {
      current++;
      continue;
    }
    let NUMBERS = /[0-9]/;
    if (char && NUMBERS.test(char) || char === "-" || char === ".") {
      let value = "";
      if (char === "-") {
        value += char;
        char = input[++current];
      }
      while (char && (NUMBERS.test(char) || char === "." || // exponent marker, e.g. `1e10` or `1.5E-9`
      char === "e" || char === "E" || // exponent sign, only valid immediately after the exponent marker
      (char === "-" || char === "+") && (value[value.length - 1] === "e" || value[value.length - 1] === "E"))) {
        value += char;
        char = input[++current];
      }
      tokens.push({
        type: "number",
        value,
        unterminated: current === input.length
      });
      continue;
    }
    let LETTERS = /[a-z]/i;
    if (char && LETTERS.test(char)) {
      let value = "";
      while (char && LETTERS.test(char)) {
        if (current === input.length) {
          break;
        }
        value += char;
        char = input[++current];
      }
      if (LITERALS.includes(value)) {
        tokens.push({
          type: "name",
          value
        });
      } else if (!isTruncatedLiteral(value, input.slice(current))) {
        return null;
      }
      continue;
    }
    return null;
  }
  return tokens;
};
var strip = (tokens) => {
  let open = [];
  for (const token of tokens) {
    if (token.type === "brace" || token.type === "paren") {
      if (token.value === "{" || token.value === "[") {
        open.push(token.value);
      } else {
        open.pop();
      }
    }
  }
  let innermostOpenBracket = open[open.length - 1];
  let length = tokens.length;
  let JSON_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/;
  while (length > 0) {
    let lastToken = tokens[length - 1];
    switch (lastToken.type) {
      case "separator":
        length--;
        continue;
      case "number":
        if (lastToken.unterminated || !JSON_NUMBER.test(lastToken.value)) {
          length--;
          continue;
        }
        break;
      case "string":
        let tokenBeforeTheLastToken = tokens[length - 2];
        if (innermostOpenBracket === "{" && (tokenBeforeTheLastToken?.type === "delimiter" || tokenBeforeTheLastToken?.type === "brace" && tokenBeforeTheLastToken.value === "{")) {
          length--;
          continue;
        }
        break;
      case "delimiter":
        length--;
        break;
    }
    break;
  }
  return tokens.slice(0, length);
};
var unstrip = (tokens) => {
  let tail = [];
  for (const token of tokens) {
    if (token.type !== "brace" && token.type !== "paren") {
      continue;
    }
    if (token.value === "{") {
      tail.push("}");
    } else if (token.value === "[") {
      tail.push("]");
    } else if (tail.pop() !== token.value) {
      return null;
    }
  }
  if (tail.length > 0) {
    tail.reverse().map((item) => {
      if (item === "}") {
        tokens.push({
          type: "brace",
          value: "}"
        });
      } else if (item === "]") {
        tokens.push({
          type: "paren",
          value: "]"
        });
      }
    });
  }
  return tokens;
};
var isScalar = (token) => token?.type === "string" || token?.type === "number" || token?.type === "name";
var generate = (tokens) => {
  let output = "";
  tokens.map((token, index) => {
    if (isScalar(tokens[index - 1]) && isScalar(token)) {
      output += " ";
    }
    switch (token.type) {
      case "string":
        output += '"' + token.value + '"';
        break;
      default:
        output += token.value;
        break;
    }
  });
  return output;
};
var partialParse = (input) => {
  const tokens = tokenize(input);
  const completed = tokens && unstrip(strip(tokens));
  return JSON.parse(completed ? generate(completed) : input);
};

// node_modules/@anthropic-ai/sdk/internal/message-stream-utils.mjs
var JSON_BUF_PROPERTY = "__json_buf";
function withLazyInput(prev, jsonBuf) {
  const next = {};
  for (const key of Object.keys(prev)) {
    if (key !== "input")
      next[key] = prev[key];
  }
  Object.defineProperty(next, JSON_BUF_PROPERTY, { value: jsonBuf, enumerable: false, writable: true });
  let input;
  let parsed = false;
  Object.defineProperty(next, "input", {
    enumerable: true,
    configurable: true,
    get() {
      if (!parsed) {
        input = jsonBuf ? partialParse(jsonBuf) : {};
        parsed = true;
      }
      return input;
    }
  });
  return next;
}

// node_modules/@anthropic-ai/sdk/resources/beta/organization/external-storage.mjs
var BetaExternalStorageInUseError = /* @__PURE__ */ (() => {
  class BetaExternalStorageInUseError2 extends BadRequestError {
  }
  BetaExternalStorageInUseError2._errorName = "BetaExternalStorageInUseError";
  return BetaExternalStorageInUseError2;
})();
var BetaExternalStorageInWorkspacePolicyError = /* @__PURE__ */ (() => {
  class BetaExternalStorageInWorkspacePolicyError2 extends BadRequestError {
  }
  BetaExternalStorageInWorkspacePolicyError2._errorName = "BetaExternalStorageInWorkspacePolicyError";
  return BetaExternalStorageInWorkspacePolicyError2;
})();
var BetaExternalStorageNotAvailableError = /* @__PURE__ */ (() => {
  class BetaExternalStorageNotAvailableError2 extends BadRequestError {
  }
  BetaExternalStorageNotAvailableError2._errorName = "BetaExternalStorageNotAvailableError";
  return BetaExternalStorageNotAvailableError2;
})();
var BetaGrantRequiredError = /* @__PURE__ */ (() => {
  class BetaGrantRequiredError2 extends BadRequestError {
  }
  BetaGrantRequiredError2._errorName = "BetaGrantRequiredError";
  return BetaGrantRequiredError2;
})();
var BetaInvalidStorageARNError = /* @__PURE__ */ (() => {
  class BetaInvalidStorageARNError2 extends BadRequestError {
  }
  BetaInvalidStorageARNError2._errorName = "BetaInvalidStorageARNError";
  return BetaInvalidStorageARNError2;
})();
var BetaProviderNotAllowedError = /* @__PURE__ */ (() => {
  class BetaProviderNotAllowedError2 extends BadRequestError {
  }
  BetaProviderNotAllowedError2._errorName = "BetaProviderNotAllowedError";
  return BetaProviderNotAllowedError2;
})();
var BetaStorageAttachLimitReachedError = /* @__PURE__ */ (() => {
  class BetaStorageAttachLimitReachedError2 extends BadRequestError {
  }
  BetaStorageAttachLimitReachedError2._errorName = "BetaStorageAttachLimitReachedError";
  return BetaStorageAttachLimitReachedError2;
})();
var BetaStorageNotAttachableError = /* @__PURE__ */ (() => {
  class BetaStorageNotAttachableError2 extends BadRequestError {
  }
  BetaStorageNotAttachableError2._errorName = "BetaStorageNotAttachableError";
  return BetaStorageNotAttachableError2;
})();
var BetaStorageProfileStillRequiredError = /* @__PURE__ */ (() => {
  class BetaStorageProfileStillRequiredError2 extends BadRequestError {
  }
  BetaStorageProfileStillRequiredError2._errorName = "BetaStorageProfileStillRequiredError";
  return BetaStorageProfileStillRequiredError2;
})();
var BetaStorageVerificationFailedError = /* @__PURE__ */ (() => {
  class BetaStorageVerificationFailedError2 extends BadRequestError {
  }
  BetaStorageVerificationFailedError2._errorName = "BetaStorageVerificationFailedError";
  return BetaStorageVerificationFailedError2;
})();
var BetaUnsupportedRegionError = /* @__PURE__ */ (() => {
  class BetaUnsupportedRegionError2 extends BadRequestError {
  }
  BetaUnsupportedRegionError2._errorName = "BetaUnsupportedRegionError";
  return BetaUnsupportedRegionError2;
})();
var BetaStorageAlreadyRegisteredError = /* @__PURE__ */ (() => {
  class BetaStorageAlreadyRegisteredError2 extends ConflictError {
  }
  BetaStorageAlreadyRegisteredError2._errorName = "BetaStorageAlreadyRegisteredError";
  return BetaStorageAlreadyRegisteredError2;
})();
var BetaStorageChangedConcurrentlyError = /* @__PURE__ */ (() => {
  class BetaStorageChangedConcurrentlyError2 extends ConflictError {
  }
  BetaStorageChangedConcurrentlyError2._errorName = "BetaStorageChangedConcurrentlyError";
  return BetaStorageChangedConcurrentlyError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/users.mjs
var BetaCannotSignOutPrimaryOwnerError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutPrimaryOwnerError2 extends BadRequestError {
  }
  BetaCannotSignOutPrimaryOwnerError2._errorName = "BetaCannotSignOutPrimaryOwnerError";
  return BetaCannotSignOutPrimaryOwnerError2;
})();
var BetaCannotSignOutSelfError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutSelfError2 extends BadRequestError {
  }
  BetaCannotSignOutSelfError2._errorName = "BetaCannotSignOutSelfError";
  return BetaCannotSignOutSelfError2;
})();
var BetaCannotSignOutManagedMemberError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutManagedMemberError2 extends PermissionDeniedError {
  }
  BetaCannotSignOutManagedMemberError2._errorName = "BetaCannotSignOutManagedMemberError";
  return BetaCannotSignOutManagedMemberError2;
})();
var BetaCannotSignOutMembershipAdminError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutMembershipAdminError2 extends PermissionDeniedError {
  }
  BetaCannotSignOutMembershipAdminError2._errorName = "BetaCannotSignOutMembershipAdminError";
  return BetaCannotSignOutMembershipAdminError2;
})();
var BetaCannotSignOutOwnerError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutOwnerError2 extends PermissionDeniedError {
  }
  BetaCannotSignOutOwnerError2._errorName = "BetaCannotSignOutOwnerError";
  return BetaCannotSignOutOwnerError2;
})();
var BetaCannotSignOutPrivilegedMemberError = /* @__PURE__ */ (() => {
  class BetaCannotSignOutPrivilegedMemberError2 extends PermissionDeniedError {
  }
  BetaCannotSignOutPrivilegedMemberError2._errorName = "BetaCannotSignOutPrivilegedMemberError";
  return BetaCannotSignOutPrivilegedMemberError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-code/managed-settings/managed-settings.mjs
var BetaCMEKFeatureUnsupportedError = /* @__PURE__ */ (() => {
  class BetaCMEKFeatureUnsupportedError2 extends BadRequestError {
  }
  BetaCMEKFeatureUnsupportedError2._errorName = "BetaCMEKFeatureUnsupportedError";
  return BetaCMEKFeatureUnsupportedError2;
})();
var BetaRBACGroupOrderLimitExceededError = /* @__PURE__ */ (() => {
  class BetaRBACGroupOrderLimitExceededError2 extends BadRequestError {
  }
  BetaRBACGroupOrderLimitExceededError2._errorName = "BetaRBACGroupOrderLimitExceededError";
  return BetaRBACGroupOrderLimitExceededError2;
})();
var BetaSettingsDocumentLimitExceededError = /* @__PURE__ */ (() => {
  class BetaSettingsDocumentLimitExceededError2 extends BadRequestError {
  }
  BetaSettingsDocumentLimitExceededError2._errorName = "BetaSettingsDocumentLimitExceededError";
  return BetaSettingsDocumentLimitExceededError2;
})();
var BetaSettingsHistoryLimitExceededError = /* @__PURE__ */ (() => {
  class BetaSettingsHistoryLimitExceededError2 extends BadRequestError {
  }
  BetaSettingsHistoryLimitExceededError2._errorName = "BetaSettingsHistoryLimitExceededError";
  return BetaSettingsHistoryLimitExceededError2;
})();
var BetaRBACGroupManagedSettingsNotFoundError = /* @__PURE__ */ (() => {
  class BetaRBACGroupManagedSettingsNotFoundError2 extends NotFoundError {
  }
  BetaRBACGroupManagedSettingsNotFoundError2._errorName = "BetaRBACGroupManagedSettingsNotFoundError";
  return BetaRBACGroupManagedSettingsNotFoundError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-tag/claude-tag.mjs
var BetaBundleAttachmentNotSupportedError = /* @__PURE__ */ (() => {
  class BetaBundleAttachmentNotSupportedError2 extends BadRequestError {
  }
  BetaBundleAttachmentNotSupportedError2._errorName = "BetaBundleAttachmentNotSupportedError";
  return BetaBundleAttachmentNotSupportedError2;
})();
var BetaBundleOnCallError = /* @__PURE__ */ (() => {
  class BetaBundleOnCallError2 extends BadRequestError {
  }
  BetaBundleOnCallError2._errorName = "BetaBundleOnCallError";
  return BetaBundleOnCallError2;
})();
var BetaSlackChannelSetUpSettingsRefusedError = /* @__PURE__ */ (() => {
  class BetaSlackChannelSetUpSettingsRefusedError2 extends BadRequestError {
  }
  BetaSlackChannelSetUpSettingsRefusedError2._errorName = "BetaSlackChannelSetUpSettingsRefusedError";
  return BetaSlackChannelSetUpSettingsRefusedError2;
})();
var BetaAPIKeyScopeMissingError = /* @__PURE__ */ (() => {
  class BetaAPIKeyScopeMissingError2 extends PermissionDeniedError {
  }
  BetaAPIKeyScopeMissingError2._errorName = "BetaAPIKeyScopeMissingError";
  return BetaAPIKeyScopeMissingError2;
})();
var BetaClaudeTagWritesNotEnabledError = /* @__PURE__ */ (() => {
  class BetaClaudeTagWritesNotEnabledError2 extends PermissionDeniedError {
  }
  BetaClaudeTagWritesNotEnabledError2._errorName = "BetaClaudeTagWritesNotEnabledError";
  return BetaClaudeTagWritesNotEnabledError2;
})();
var BetaComplianceConfigurationRestrictedError = /* @__PURE__ */ (() => {
  class BetaComplianceConfigurationRestrictedError2 extends PermissionDeniedError {
  }
  BetaComplianceConfigurationRestrictedError2._errorName = "BetaComplianceConfigurationRestrictedError";
  return BetaComplianceConfigurationRestrictedError2;
})();
var BetaOrganizationLevelScopedAPIKeyRequiredError = /* @__PURE__ */ (() => {
  class BetaOrganizationLevelScopedAPIKeyRequiredError2 extends PermissionDeniedError {
  }
  BetaOrganizationLevelScopedAPIKeyRequiredError2._errorName = "BetaOrganizationLevelScopedAPIKeyRequiredError";
  return BetaOrganizationLevelScopedAPIKeyRequiredError2;
})();
var BetaSlackChannelSetUpEnvironmentNotFoundError = /* @__PURE__ */ (() => {
  class BetaSlackChannelSetUpEnvironmentNotFoundError2 extends NotFoundError {
  }
  BetaSlackChannelSetUpEnvironmentNotFoundError2._errorName = "BetaSlackChannelSetUpEnvironmentNotFoundError";
  return BetaSlackChannelSetUpEnvironmentNotFoundError2;
})();
var BetaSlackChannelSetUpSettingsConflictError = /* @__PURE__ */ (() => {
  class BetaSlackChannelSetUpSettingsConflictError2 extends ConflictError {
  }
  BetaSlackChannelSetUpSettingsConflictError2._errorName = "BetaSlackChannelSetUpSettingsConflictError";
  return BetaSlackChannelSetUpSettingsConflictError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/plugins/plugins.mjs
var BetaScanFailedError = /* @__PURE__ */ (() => {
  class BetaScanFailedError2 extends BadRequestError {
  }
  BetaScanFailedError2._errorName = "BetaScanFailedError";
  return BetaScanFailedError2;
})();
var BetaPluginNameTakenError = /* @__PURE__ */ (() => {
  class BetaPluginNameTakenError2 extends ConflictError {
  }
  BetaPluginNameTakenError2._errorName = "BetaPluginNameTakenError";
  return BetaPluginNameTakenError2;
})();
var BetaScanPendingError = /* @__PURE__ */ (() => {
  class BetaScanPendingError2 extends ConflictError {
  }
  BetaScanPendingError2._errorName = "BetaScanPendingError";
  return BetaScanPendingError2;
})();
var BetaSkillNameTakenError = /* @__PURE__ */ (() => {
  class BetaSkillNameTakenError2 extends ConflictError {
  }
  BetaSkillNameTakenError2._errorName = "BetaSkillNameTakenError";
  return BetaSkillNameTakenError2;
})();
var BetaRegistrationPendingError = /* @__PURE__ */ (() => {
  class BetaRegistrationPendingError2 extends ServiceUnavailableError {
  }
  BetaRegistrationPendingError2._errorName = "BetaRegistrationPendingError";
  return BetaRegistrationPendingError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/rbac-groups/rbac-groups.mjs
var BetaRBACGroupNotFoundError = /* @__PURE__ */ (() => {
  class BetaRBACGroupNotFoundError2 extends NotFoundError {
  }
  BetaRBACGroupNotFoundError2._errorName = "BetaRBACGroupNotFoundError";
  return BetaRBACGroupNotFoundError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/spend-limits/spend-limits.mjs
var BetaSpendLimitsAdminAPIWritesNotEnabledError = /* @__PURE__ */ (() => {
  class BetaSpendLimitsAdminAPIWritesNotEnabledError2 extends PermissionDeniedError {
  }
  BetaSpendLimitsAdminAPIWritesNotEnabledError2._errorName = "BetaSpendLimitsAdminAPIWritesNotEnabledError";
  return BetaSpendLimitsAdminAPIWritesNotEnabledError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/workspaces/workspaces.mjs
var BetaHumanReviewOnWithExternalStorageError = /* @__PURE__ */ (() => {
  class BetaHumanReviewOnWithExternalStorageError2 extends BadRequestError {
  }
  BetaHumanReviewOnWithExternalStorageError2._errorName = "BetaHumanReviewOnWithExternalStorageError";
  return BetaHumanReviewOnWithExternalStorageError2;
})();
var BetaTranscriptsStorageRequiredError = /* @__PURE__ */ (() => {
  class BetaTranscriptsStorageRequiredError2 extends BadRequestError {
  }
  BetaTranscriptsStorageRequiredError2._errorName = "BetaTranscriptsStorageRequiredError";
  return BetaTranscriptsStorageRequiredError2;
})();
var BetaWorkspaceChangedConcurrentlyError = /* @__PURE__ */ (() => {
  class BetaWorkspaceChangedConcurrentlyError2 extends ConflictError {
  }
  BetaWorkspaceChangedConcurrentlyError2._errorName = "BetaWorkspaceChangedConcurrentlyError";
  return BetaWorkspaceChangedConcurrentlyError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/organization/organization.mjs
var BetaApprovalRequiredError = /* @__PURE__ */ (() => {
  class BetaApprovalRequiredError2 extends BadRequestError {
  }
  BetaApprovalRequiredError2._errorName = "BetaApprovalRequiredError";
  return BetaApprovalRequiredError2;
})();
var BetaHumanReviewNotAvailableError = /* @__PURE__ */ (() => {
  class BetaHumanReviewNotAvailableError2 extends BadRequestError {
  }
  BetaHumanReviewNotAvailableError2._errorName = "BetaHumanReviewNotAvailableError";
  return BetaHumanReviewNotAvailableError2;
})();
var BetaOrganizationNotEligibleError = /* @__PURE__ */ (() => {
  class BetaOrganizationNotEligibleError2 extends BadRequestError {
  }
  BetaOrganizationNotEligibleError2._errorName = "BetaOrganizationNotEligibleError";
  return BetaOrganizationNotEligibleError2;
})();
var BetaReportPageTooLargeError = /* @__PURE__ */ (() => {
  class BetaReportPageTooLargeError2 extends BadRequestError {
  }
  BetaReportPageTooLargeError2._errorName = "BetaReportPageTooLargeError";
  return BetaReportPageTooLargeError2;
})();
var BetaTooManyReportGroupsError = /* @__PURE__ */ (() => {
  class BetaTooManyReportGroupsError2 extends BadRequestError {
  }
  BetaTooManyReportGroupsError2._errorName = "BetaTooManyReportGroupsError";
  return BetaTooManyReportGroupsError2;
})();
var BetaAuthorizationCheckUnavailableError = /* @__PURE__ */ (() => {
  class BetaAuthorizationCheckUnavailableError2 extends ServiceUnavailableError {
  }
  BetaAuthorizationCheckUnavailableError2._errorName = "BetaAuthorizationCheckUnavailableError";
  return BetaAuthorizationCheckUnavailableError2;
})();

// node_modules/@anthropic-ai/sdk/resources/beta/beta.mjs
var BetaCMEKNotApprovedError = /* @__PURE__ */ (() => {
  class BetaCMEKNotApprovedError2 extends BadRequestError {
  }
  BetaCMEKNotApprovedError2._errorName = "BetaCMEKNotApprovedError";
  return BetaCMEKNotApprovedError2;
})();
var BetaExternalKeyNotFoundError = /* @__PURE__ */ (() => {
  class BetaExternalKeyNotFoundError2 extends BadRequestError {
  }
  BetaExternalKeyNotFoundError2._errorName = "BetaExternalKeyNotFoundError";
  return BetaExternalKeyNotFoundError2;
})();
var BetaExternalKeyProviderMismatchError = /* @__PURE__ */ (() => {
  class BetaExternalKeyProviderMismatchError2 extends BadRequestError {
  }
  BetaExternalKeyProviderMismatchError2._errorName = "BetaExternalKeyProviderMismatchError";
  return BetaExternalKeyProviderMismatchError2;
})();
var BetaGCPProjectNotVerifiedError = /* @__PURE__ */ (() => {
  class BetaGCPProjectNotVerifiedError2 extends BadRequestError {
  }
  BetaGCPProjectNotVerifiedError2._errorName = "BetaGCPProjectNotVerifiedError";
  return BetaGCPProjectNotVerifiedError2;
})();
var BetaOrganizationNotEnrolledInBetaError = /* @__PURE__ */ (() => {
  class BetaOrganizationNotEnrolledInBetaError2 extends BadRequestError {
  }
  BetaOrganizationNotEnrolledInBetaError2._errorName = "BetaOrganizationNotEnrolledInBetaError";
  return BetaOrganizationNotEnrolledInBetaError2;
})();
var BetaRegionNotSupportedError = /* @__PURE__ */ (() => {
  class BetaRegionNotSupportedError2 extends BadRequestError {
  }
  BetaRegionNotSupportedError2._errorName = "BetaRegionNotSupportedError";
  return BetaRegionNotSupportedError2;
})();
var BetaRequestBodyTimeoutError = /* @__PURE__ */ (() => {
  class BetaRequestBodyTimeoutError2 extends BadRequestError {
  }
  BetaRequestBodyTimeoutError2._errorName = "BetaRequestBodyTimeoutError";
  return BetaRequestBodyTimeoutError2;
})();
var BetaStorageNotApprovedError = /* @__PURE__ */ (() => {
  class BetaStorageNotApprovedError2 extends BadRequestError {
  }
  BetaStorageNotApprovedError2._errorName = "BetaStorageNotApprovedError";
  return BetaStorageNotApprovedError2;
})();
var BetaUnsupportedCharsetError = /* @__PURE__ */ (() => {
  class BetaUnsupportedCharsetError2 extends BadRequestError {
  }
  BetaUnsupportedCharsetError2._errorName = "BetaUnsupportedCharsetError";
  return BetaUnsupportedCharsetError2;
})();
var BetaGCPProjectControlledByAnotherOrganizationError = /* @__PURE__ */ (() => {
  class BetaGCPProjectControlledByAnotherOrganizationError2 extends ConflictError {
  }
  BetaGCPProjectControlledByAnotherOrganizationError2._errorName = "BetaGCPProjectControlledByAnotherOrganizationError";
  return BetaGCPProjectControlledByAnotherOrganizationError2;
})();
var BetaStorageInUseError = /* @__PURE__ */ (() => {
  class BetaStorageInUseError2 extends ConflictError {
  }
  BetaStorageInUseError2._errorName = "BetaStorageInUseError";
  return BetaStorageInUseError2;
})();

// node_modules/@anthropic-ai/sdk/lib/internal/messages-request.mjs
function messagesCreateHeaders(params, options) {
  const { user_profile_id, workspace_id, tools, messages } = params;
  return buildHeaders([
    {
      ...user_profile_id != null ? { "anthropic-user-profile-id": user_profile_id } : void 0,
      ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
    },
    stainlessHelperHeader(tools, messages),
    options?.headers
  ]);
}
function startMessagesStreamSpan(client, body, options) {
  if (!client._tracer)
    return void 0;
  const headers = messagesCreateHeaders(body, options);
  return startApiCallSpan(client, "anthropic.messages.create", options, messagesCreateSpanSettings(client, { body, headers, stream: true }));
}

// node_modules/@anthropic-ai/sdk/lib/parser.mjs
function getOutputFormat(params) {
  return params?.output_config?.format;
}
function maybeParseMessage(message, params, opts) {
  const outputFormat = getOutputFormat(params);
  if (!params || !("parse" in (outputFormat ?? {}))) {
    return {
      ...message,
      content: message.content.map((block) => {
        if (block.type === "text") {
          const parsedBlock = Object.defineProperty({ ...block }, "parsed_output", {
            value: null,
            enumerable: false
          });
          return parsedBlock;
        }
        return block;
      }),
      parsed_output: null
    };
  }
  return parseMessage(message, params, opts);
}
function parseMessage(message, params, opts) {
  let firstParsedOutput = null;
  const content = message.content.map((block) => {
    if (block.type === "text") {
      const parsedOutput = parseOutputFormat(params, block.text);
      if (firstParsedOutput === null) {
        firstParsedOutput = parsedOutput;
      }
      const parsedBlock = Object.defineProperty({ ...block }, "parsed_output", {
        value: parsedOutput,
        enumerable: false
      });
      return parsedBlock;
    }
    return block;
  });
  return {
    ...message,
    content,
    parsed_output: firstParsedOutput
  };
}
function parseOutputFormat(params, content) {
  const outputFormat = getOutputFormat(params);
  if (outputFormat?.type !== "json_schema") {
    return null;
  }
  try {
    if ("parse" in outputFormat) {
      return outputFormat.parse(content);
    }
    return JSON.parse(content);
  } catch (error) {
    throw new AnthropicError(`Failed to parse structured output: ${error}`);
  }
}

// node_modules/@anthropic-ai/sdk/lib/MessageStream.mjs
var _MessageStream_instances;
var _MessageStream_currentMessageSnapshot;
var _MessageStream_params;
var _MessageStream_connectedPromise;
var _MessageStream_resolveConnectedPromise;
var _MessageStream_rejectConnectedPromise;
var _MessageStream_endPromise;
var _MessageStream_resolveEndPromise;
var _MessageStream_rejectEndPromise;
var _MessageStream_listeners;
var _MessageStream_ended;
var _MessageStream_errored;
var _MessageStream_aborted;
var _MessageStream_catchingPromiseCreated;
var _MessageStream_response;
var _MessageStream_request_id;
var _MessageStream_workspace_id;
var _MessageStream_logger;
var _MessageStream_client;
var _MessageStream_span;
var _MessageStream_getFinalMessage;
var _MessageStream_getFinalText;
var _MessageStream_handleError;
var _MessageStream_beginRequest;
var _MessageStream_addStreamEvent;
var _MessageStream_endRequest;
var _MessageStream_accumulateMessage;
function tracksToolInput(content) {
  return content.type === "tool_use" || content.type === "server_tool_use";
}
var MessageStream = /* @__PURE__ */ (() => {
  class MessageStream2 {
    constructor(params, opts) {
      _MessageStream_instances.add(this);
      this.messages = [];
      this.receivedMessages = [];
      _MessageStream_currentMessageSnapshot.set(this, void 0);
      _MessageStream_params.set(this, null);
      this.controller = new AbortController();
      _MessageStream_connectedPromise.set(this, void 0);
      _MessageStream_resolveConnectedPromise.set(this, () => {
      });
      _MessageStream_rejectConnectedPromise.set(this, () => {
      });
      _MessageStream_endPromise.set(this, void 0);
      _MessageStream_resolveEndPromise.set(this, () => {
      });
      _MessageStream_rejectEndPromise.set(this, () => {
      });
      _MessageStream_listeners.set(this, {});
      _MessageStream_ended.set(this, false);
      _MessageStream_errored.set(this, false);
      _MessageStream_aborted.set(this, false);
      _MessageStream_catchingPromiseCreated.set(this, false);
      _MessageStream_response.set(this, void 0);
      _MessageStream_request_id.set(this, void 0);
      _MessageStream_workspace_id.set(this, void 0);
      _MessageStream_logger.set(this, void 0);
      _MessageStream_client.set(this, void 0);
      _MessageStream_span.set(this, void 0);
      _MessageStream_handleError.set(this, (error) => {
        __classPrivateFieldSet(this, _MessageStream_errored, true, "f");
        if (__classPrivateFieldGet(this, _MessageStream_span, "f")) {
          __classPrivateFieldGet(this, _MessageStream_span, "f").streamed = void 0;
        }
        if (isAbortError(error)) {
          error = new APIUserAbortError();
        }
        if (error instanceof APIUserAbortError) {
          __classPrivateFieldSet(this, _MessageStream_aborted, true, "f");
          return this._emit("abort", error);
        }
        if (error instanceof AnthropicError) {
          return this._emit("error", error);
        }
        if (error instanceof Error) {
          const anthropicError = new AnthropicError(error.message);
          anthropicError.cause = error;
          return this._emit("error", anthropicError);
        }
        return this._emit("error", new AnthropicError(String(error)));
      });
      __classPrivateFieldSet(this, _MessageStream_connectedPromise, new Promise((resolve, reject) => {
        __classPrivateFieldSet(this, _MessageStream_resolveConnectedPromise, resolve, "f");
        __classPrivateFieldSet(this, _MessageStream_rejectConnectedPromise, reject, "f");
      }), "f");
      __classPrivateFieldSet(this, _MessageStream_endPromise, new Promise((resolve, reject) => {
        __classPrivateFieldSet(this, _MessageStream_resolveEndPromise, resolve, "f");
        __classPrivateFieldSet(this, _MessageStream_rejectEndPromise, reject, "f");
      }), "f");
      __classPrivateFieldGet(this, _MessageStream_connectedPromise, "f").catch(() => {
      });
      __classPrivateFieldGet(this, _MessageStream_endPromise, "f").catch(() => {
      });
      __classPrivateFieldSet(this, _MessageStream_params, params, "f");
      __classPrivateFieldSet(this, _MessageStream_logger, opts?.logger ?? console, "f");
      __classPrivateFieldSet(this, _MessageStream_client, opts?.client, "f");
    }
    get response() {
      return __classPrivateFieldGet(this, _MessageStream_response, "f");
    }
    get request_id() {
      return __classPrivateFieldGet(this, _MessageStream_request_id, "f");
    }
    get workspace_id() {
      return __classPrivateFieldGet(this, _MessageStream_workspace_id, "f");
    }
    /**
     * Returns the `MessageStream` data, the raw `Response` instance and the ID of the request,
     * returned vie the `request-id` header which is useful for debugging requests and resporting
     * issues to Anthropic.
     *
     * This is the same as the `APIPromise.withResponse()` method.
     *
     * This method will raise an error if you created the stream using `MessageStream.fromReadableStream`
     * as no `Response` is available.
     */
    async withResponse() {
      __classPrivateFieldSet(this, _MessageStream_catchingPromiseCreated, true, "f");
      const response = await __classPrivateFieldGet(this, _MessageStream_connectedPromise, "f");
      if (!response) {
        throw new Error("Could not resolve a `Response` object");
      }
      return {
        data: this,
        response,
        request_id: response.headers.get("request-id"),
        workspace_id: response.headers.get("anthropic-workspace-id")
      };
    }
    /**
     * Intended for use on the frontend, consuming a stream produced with
     * `.toReadableStream()` on the backend.
     *
     * Note that messages sent to the model do not appear in `.on('message')`
     * in this context.
     */
    static fromReadableStream(stream) {
      const runner = new MessageStream2(null);
      runner._run(() => runner._fromReadableStream(stream));
      return runner;
    }
    static createMessage(messages, params, options, { logger, client } = {}) {
      const runner = new MessageStream2(params, { logger, client });
      for (const message of params.messages) {
        runner._addMessageParam(message);
      }
      __classPrivateFieldSet(runner, _MessageStream_params, { ...params, stream: true }, "f");
      runner._run(() => runner._createMessage(messages, { ...params, stream: true }, { ...options, headers: { ...options?.headers, [STAINLESS_HELPER_METHOD_HEADER]: "stream" } }));
      return runner;
    }
    _run(executor) {
      executor().then(() => {
        this._emitFinal();
        this._emit("end");
      }, __classPrivateFieldGet(this, _MessageStream_handleError, "f"));
    }
    _addMessageParam(message) {
      this.messages.push(message);
    }
    _addMessage(message, emit = true) {
      this.receivedMessages.push(message);
      if (emit) {
        this._emit("message", message);
      }
    }
    async _createMessage(messages, params, options) {
      const signal = options?.signal;
      let abortHandler;
      if (signal) {
        if (signal.aborted)
          this.controller.abort();
        abortHandler = this.controller.abort.bind(this.controller);
        signal.addEventListener("abort", abortHandler);
      }
      try {
        __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_beginRequest).call(this);
        __classPrivateFieldSet(this, _MessageStream_span, options?.__span ?? (__classPrivateFieldGet(this, _MessageStream_client, "f") && startMessagesStreamSpan(__classPrivateFieldGet(this, _MessageStream_client, "f"), params, options)), "f");
        const { response, data: stream } = await messages.create({ ...params, stream: true }, { ...options, __span: __classPrivateFieldGet(this, _MessageStream_span, "f"), signal: this.controller.signal }).withResponse();
        try {
          this._connected(response);
        } catch (error) {
          if (__classPrivateFieldGet(this, _MessageStream_span, "f")) {
            __classPrivateFieldGet(this, _MessageStream_span, "f").failure = error;
          }
          stream.controller.abort();
          throw error;
        }
        for await (const event of stream) {
          try {
            __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_addStreamEvent).call(this, event);
          } catch (error) {
            if (__classPrivateFieldGet(this, _MessageStream_span, "f")) {
              __classPrivateFieldGet(this, _MessageStream_span, "f").failure = error;
            }
            throw error;
          }
        }
        if (stream.controller.signal?.aborted) {
          throw new APIUserAbortError();
        }
        __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_endRequest).call(this);
      } finally {
        if (signal && abortHandler) {
          signal.removeEventListener("abort", abortHandler);
        }
      }
    }
    _connected(response) {
      if (this.ended)
        return;
      __classPrivateFieldSet(this, _MessageStream_response, response, "f");
      __classPrivateFieldSet(this, _MessageStream_request_id, response?.headers.get("request-id"), "f");
      __classPrivateFieldSet(this, _MessageStream_workspace_id, response?.headers.get("anthropic-workspace-id"), "f");
      __classPrivateFieldGet(this, _MessageStream_resolveConnectedPromise, "f").call(this, response);
      this._emit("connect");
    }
    get ended() {
      return __classPrivateFieldGet(this, _MessageStream_ended, "f");
    }
    get errored() {
      return __classPrivateFieldGet(this, _MessageStream_errored, "f");
    }
    get aborted() {
      return __classPrivateFieldGet(this, _MessageStream_aborted, "f");
    }
    abort() {
      this.controller.abort();
    }
    /**
     * Adds the listener function to the end of the listeners array for the event.
     * No checks are made to see if the listener has already been added. Multiple calls passing
     * the same combination of event and listener will result in the listener being added, and
     * called, multiple times.
     * @returns this MessageStream, so that calls can be chained
     */
    on(event, listener) {
      const listeners = __classPrivateFieldGet(this, _MessageStream_listeners, "f")[event] || (__classPrivateFieldGet(this, _MessageStream_listeners, "f")[event] = []);
      listeners.push({ listener });
      return this;
    }
    /**
     * Removes the specified listener from the listener array for the event.
     * off() will remove, at most, one instance of a listener from the listener array. If any single
     * listener has been added multiple times to the listener array for the specified event, then
     * off() must be called multiple times to remove each instance.
     * @returns this MessageStream, so that calls can be chained
     */
    off(event, listener) {
      const listeners = __classPrivateFieldGet(this, _MessageStream_listeners, "f")[event];
      if (!listeners)
        return this;
      const index = listeners.findIndex((l) => l.listener === listener);
      if (index >= 0)
        listeners.splice(index, 1);
      return this;
    }
    /**
     * Adds a one-time listener function for the event. The next time the event is triggered,
     * this listener is removed and then invoked.
     * @returns this MessageStream, so that calls can be chained
     */
    once(event, listener) {
      const listeners = __classPrivateFieldGet(this, _MessageStream_listeners, "f")[event] || (__classPrivateFieldGet(this, _MessageStream_listeners, "f")[event] = []);
      listeners.push({ listener, once: true });
      return this;
    }
    /**
     * This is similar to `.once()`, but returns a Promise that resolves the next time
     * the event is triggered, instead of calling a listener callback.
     * @returns a Promise that resolves the next time given event is triggered,
     * or rejects if an error is emitted.  (If you request the 'error' event,
     * returns a promise that resolves with the error).
     *
     * Example:
     *
     *   const message = await stream.emitted('message') // rejects if the stream errors
     */
    emitted(event) {
      return new Promise((resolve, reject) => {
        __classPrivateFieldSet(this, _MessageStream_catchingPromiseCreated, true, "f");
        if (event !== "error")
          this.once("error", reject);
        this.once(event, resolve);
      });
    }
    async done() {
      __classPrivateFieldSet(this, _MessageStream_catchingPromiseCreated, true, "f");
      await __classPrivateFieldGet(this, _MessageStream_endPromise, "f");
    }
    get currentMessage() {
      return __classPrivateFieldGet(this, _MessageStream_currentMessageSnapshot, "f");
    }
    /**
     * @returns a promise that resolves with the the final assistant Message response,
     * or rejects if an error occurred or the stream ended prematurely without producing a Message.
     * If structured outputs were used, this will be a ParsedMessage with a `parsed_output` field.
     */
    async finalMessage() {
      await this.done();
      return __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_getFinalMessage).call(this);
    }
    /**
     * @returns a promise that resolves with the the final assistant Message's text response, concatenated
     * together if there are more than one text blocks.
     * Rejects if an error occurred or the stream ended prematurely without producing a Message.
     */
    async finalText() {
      await this.done();
      return __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_getFinalText).call(this);
    }
    _emit(event, ...args) {
      if (__classPrivateFieldGet(this, _MessageStream_ended, "f"))
        return;
      if (event === "end") {
        __classPrivateFieldSet(this, _MessageStream_ended, true, "f");
        __classPrivateFieldGet(this, _MessageStream_resolveEndPromise, "f").call(this);
      }
      const listeners = __classPrivateFieldGet(this, _MessageStream_listeners, "f")[event];
      if (listeners) {
        __classPrivateFieldGet(this, _MessageStream_listeners, "f")[event] = listeners.filter((l) => !l.once);
        listeners.forEach(({ listener }) => listener(...args));
      }
      if (event === "abort") {
        const error = args[0];
        if (!__classPrivateFieldGet(this, _MessageStream_catchingPromiseCreated, "f") && !listeners?.length) {
          Promise.reject(error);
        }
        __classPrivateFieldGet(this, _MessageStream_rejectConnectedPromise, "f").call(this, error);
        __classPrivateFieldGet(this, _MessageStream_rejectEndPromise, "f").call(this, error);
        this._emit("end");
        return;
      }
      if (event === "error") {
        const error = args[0];
        if (!__classPrivateFieldGet(this, _MessageStream_catchingPromiseCreated, "f") && !listeners?.length) {
          Promise.reject(error);
        }
        __classPrivateFieldGet(this, _MessageStream_rejectConnectedPromise, "f").call(this, error);
        __classPrivateFieldGet(this, _MessageStream_rejectEndPromise, "f").call(this, error);
        this._emit("end");
      }
    }
    _emitFinal() {
      const finalMessage = this.receivedMessages.at(-1);
      if (finalMessage) {
        this._emit("finalMessage", __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_getFinalMessage).call(this));
      }
    }
    async _fromReadableStream(readableStream, options) {
      const signal = options?.signal;
      let abortHandler;
      if (signal) {
        if (signal.aborted)
          this.controller.abort();
        abortHandler = this.controller.abort.bind(this.controller);
        signal.addEventListener("abort", abortHandler);
      }
      try {
        __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_beginRequest).call(this);
        this._connected(null);
        const stream = Stream.fromReadableStream(readableStream, this.controller);
        for await (const event of stream) {
          __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_addStreamEvent).call(this, event);
        }
        if (stream.controller.signal?.aborted) {
          throw new APIUserAbortError();
        }
        __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_endRequest).call(this);
      } finally {
        if (signal && abortHandler) {
          signal.removeEventListener("abort", abortHandler);
        }
      }
    }
    [(_MessageStream_currentMessageSnapshot = /* @__PURE__ */ new WeakMap(), _MessageStream_params = /* @__PURE__ */ new WeakMap(), _MessageStream_connectedPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_resolveConnectedPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_rejectConnectedPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_endPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_resolveEndPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_rejectEndPromise = /* @__PURE__ */ new WeakMap(), _MessageStream_listeners = /* @__PURE__ */ new WeakMap(), _MessageStream_ended = /* @__PURE__ */ new WeakMap(), _MessageStream_errored = /* @__PURE__ */ new WeakMap(), _MessageStream_aborted = /* @__PURE__ */ new WeakMap(), _MessageStream_catchingPromiseCreated = /* @__PURE__ */ new WeakMap(), _MessageStream_response = /* @__PURE__ */ new WeakMap(), _MessageStream_request_id = /* @__PURE__ */ new WeakMap(), _MessageStream_workspace_id = /* @__PURE__ */ new WeakMap(), _MessageStream_logger = /* @__PURE__ */ new WeakMap(), _MessageStream_client = /* @__PURE__ */ new WeakMap(), _MessageStream_span = /* @__PURE__ */ new WeakMap(), _MessageStream_handleError = /* @__PURE__ */ new WeakMap(), _MessageStream_instances = /* @__PURE__ */ new WeakSet(), _MessageStream_getFinalMessage = function _MessageStream_getFinalMessage2() {
      if (this.receivedMessages.length === 0) {
        throw new AnthropicError("stream ended without producing a Message with role=assistant");
      }
      return this.receivedMessages.at(-1);
    }, _MessageStream_getFinalText = function _MessageStream_getFinalText2() {
      if (this.receivedMessages.length === 0) {
        throw new AnthropicError("stream ended without producing a Message with role=assistant");
      }
      const textBlocks = this.receivedMessages.at(-1).content.filter((block) => block.type === "text").map((block) => block.text);
      if (textBlocks.length === 0) {
        throw new AnthropicError("stream ended without producing a content block with type=text");
      }
      return textBlocks.join(" ");
    }, _MessageStream_beginRequest = function _MessageStream_beginRequest2() {
      if (this.ended)
        return;
      __classPrivateFieldSet(this, _MessageStream_currentMessageSnapshot, void 0, "f");
    }, _MessageStream_addStreamEvent = function _MessageStream_addStreamEvent2(event) {
      if (this.ended)
        return;
      const messageSnapshot = __classPrivateFieldGet(this, _MessageStream_instances, "m", _MessageStream_accumulateMessage).call(this, event);
      this._emit("_rawEvent", event);
      if (!messageSnapshot)
        return;
      this._emit("streamEvent", event, messageSnapshot);
      switch (event.type) {
        case "content_block_delta": {
          const content = messageSnapshot.content.at(-1);
          switch (event.delta.type) {
            case "text_delta": {
              if (content.type === "text") {
                this._emit("text", event.delta.text, content.text || "");
              }
              break;
            }
            case "citations_delta": {
              if (content.type === "text") {
                this._emit("citation", event.delta.citation, content.citations ?? []);
              }
              break;
            }
            case "input_json_delta": {
              if (tracksToolInput(content) && __classPrivateFieldGet(this, _MessageStream_listeners, "f").inputJson?.length) {
                this._emit("inputJson", event.delta.partial_json, content.input);
              }
              break;
            }
            case "thinking_delta": {
              if (content.type === "thinking") {
                this._emit("thinking", event.delta.thinking, content.thinking);
              }
              break;
            }
            case "signature_delta": {
              if (content.type === "thinking") {
                this._emit("signature", content.signature);
              }
              break;
            }
            default:
              checkNever(event.delta);
          }
          break;
        }
        case "message_stop": {
          if (__classPrivateFieldGet(this, _MessageStream_client, "f") && __classPrivateFieldGet(this, _MessageStream_span, "f") && __classPrivateFieldGet(this, _MessageStream_params, "f")) {
            recordStreamedMessageContent(__classPrivateFieldGet(this, _MessageStream_client, "f"), __classPrivateFieldGet(this, _MessageStream_span, "f"), __classPrivateFieldGet(this, _MessageStream_params, "f"), messageSnapshot);
          }
          this._addMessageParam(messageSnapshot);
          this._addMessage(maybeParseMessage(messageSnapshot, __classPrivateFieldGet(this, _MessageStream_params, "f"), { logger: __classPrivateFieldGet(this, _MessageStream_logger, "f") }), true);
          break;
        }
        case "content_block_stop": {
          this._emit("contentBlock", messageSnapshot.content.at(-1));
          break;
        }
        case "message_start": {
          __classPrivateFieldSet(this, _MessageStream_currentMessageSnapshot, messageSnapshot, "f");
          if (__classPrivateFieldGet(this, _MessageStream_span, "f") && __classPrivateFieldGet(this, _MessageStream_params, "f")) {
            __classPrivateFieldGet(this, _MessageStream_span, "f").streamed = { body: __classPrivateFieldGet(this, _MessageStream_params, "f"), message: messageSnapshot };
          }
          break;
        }
        case "content_block_start":
        case "message_delta":
          break;
      }
    }, _MessageStream_endRequest = function _MessageStream_endRequest2() {
      if (this.ended) {
        throw new AnthropicError(`stream has ended, this shouldn't happen`);
      }
      const snapshot = __classPrivateFieldGet(this, _MessageStream_currentMessageSnapshot, "f");
      if (!snapshot) {
        throw new AnthropicError(`request ended without sending any chunks`);
      }
      __classPrivateFieldSet(this, _MessageStream_currentMessageSnapshot, void 0, "f");
      return maybeParseMessage(snapshot, __classPrivateFieldGet(this, _MessageStream_params, "f"), { logger: __classPrivateFieldGet(this, _MessageStream_logger, "f") });
    }, _MessageStream_accumulateMessage = function _MessageStream_accumulateMessage2(event) {
      let snapshot = __classPrivateFieldGet(this, _MessageStream_currentMessageSnapshot, "f");
      if (event.type === "message_start") {
        if (snapshot) {
          throw new AnthropicError(`Unexpected event order, got ${event.type} before receiving "message_stop"`);
        }
        return event.message;
      }
      if (!snapshot)
        return;
      switch (event.type) {
        case "message_stop":
          return snapshot;
        case "message_delta":
          snapshot.stop_reason = event.delta.stop_reason;
          snapshot.stop_sequence = event.delta.stop_sequence;
          snapshot.stop_details = event.delta.stop_details;
          snapshot.usage.output_tokens = event.usage.output_tokens;
          if (event.delta.container != null) {
            snapshot.container = event.delta.container;
          }
          if (event.usage.input_tokens != null) {
            snapshot.usage.input_tokens = event.usage.input_tokens;
          }
          if (event.usage.cache_creation_input_tokens != null) {
            snapshot.usage.cache_creation_input_tokens = event.usage.cache_creation_input_tokens;
          }
          if (event.usage.cache_read_input_tokens != null) {
            snapshot.usage.cache_read_input_tokens = event.usage.cache_read_input_tokens;
          }
          if (event.usage.server_tool_use != null) {
            snapshot.usage.server_tool_use = event.usage.server_tool_use;
          }
          if (event.usage.output_tokens_details != null) {
            snapshot.usage.output_tokens_details = event.usage.output_tokens_details;
          }
          return snapshot;
        case "content_block_start":
          snapshot.content.push({ ...event.content_block });
          return snapshot;
        case "content_block_delta": {
          const snapshotContent = snapshot.content.at(event.index);
          switch (event.delta.type) {
            case "text_delta": {
              if (snapshotContent?.type === "text") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  text: (snapshotContent.text || "") + event.delta.text
                };
              }
              break;
            }
            case "citations_delta": {
              if (snapshotContent?.type === "text") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  citations: [...snapshotContent.citations ?? [], event.delta.citation]
                };
              }
              break;
            }
            case "input_json_delta": {
              if (snapshotContent && tracksToolInput(snapshotContent)) {
                const jsonBuf = (snapshotContent[JSON_BUF_PROPERTY] || "") + event.delta.partial_json;
                snapshot.content[event.index] = withLazyInput(snapshotContent, jsonBuf);
              }
              break;
            }
            case "thinking_delta": {
              if (snapshotContent?.type === "thinking") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  thinking: snapshotContent.thinking + event.delta.thinking
                };
              }
              break;
            }
            case "signature_delta": {
              if (snapshotContent?.type === "thinking") {
                snapshot.content[event.index] = {
                  ...snapshotContent,
                  signature: event.delta.signature
                };
              }
              break;
            }
            default:
              checkNever(event.delta);
          }
          return snapshot;
        }
        case "content_block_stop": {
          const snapshotContent = snapshot.content.at(event.index);
          if (snapshotContent && tracksToolInput(snapshotContent) && JSON_BUF_PROPERTY in snapshotContent) {
            Object.defineProperty(snapshotContent, "input", {
              value: snapshotContent.input,
              enumerable: true,
              configurable: true,
              writable: true
            });
          }
          return snapshot;
        }
        default:
          return snapshot;
      }
    }, Symbol.asyncIterator)]() {
      const pushQueue = [];
      const readQueue = [];
      let done = false;
      this.on("_rawEvent", (event) => {
        const reader = readQueue.shift();
        if (reader) {
          reader.resolve(event);
        } else {
          pushQueue.push(event);
        }
      });
      this.on("end", () => {
        done = true;
        for (const reader of readQueue) {
          reader.resolve(void 0);
        }
        readQueue.length = 0;
      });
      this.on("abort", (err) => {
        done = true;
        for (const reader of readQueue) {
          reader.reject(err);
        }
        readQueue.length = 0;
      });
      this.on("error", (err) => {
        done = true;
        for (const reader of readQueue) {
          reader.reject(err);
        }
        readQueue.length = 0;
      });
      return {
        next: async () => {
          if (!pushQueue.length) {
            if (done) {
              return { value: void 0, done: true };
            }
            return new Promise((resolve, reject) => readQueue.push({ resolve, reject })).then((chunk2) => chunk2 ? { value: chunk2, done: false } : { value: void 0, done: true });
          }
          const chunk = pushQueue.shift();
          return { value: chunk, done: false };
        },
        return: async () => {
          this.abort();
          return { value: void 0, done: true };
        }
      };
    }
    toReadableStream() {
      const stream = new Stream(this[Symbol.asyncIterator].bind(this), this.controller);
      return stream.toReadableStream();
    }
  }
  return MessageStream2;
})();

// node_modules/@anthropic-ai/sdk/resources/messages/batches.mjs
var Batches = class extends APIResource {
  /**
   * Send a batch of Message creation requests.
   *
   * The Message Batches API can be used to process multiple Messages API requests at
   * once. Once a Message Batch is created, it begins processing immediately. Batches
   * can take up to 24 hours to complete.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {OrganizationOnHoldError}
   * @throws {WorkspaceHumanReviewDisabledError}
   * @throws {EnforcedSpendLimitReachedError}
   *
   * @example
   * ```ts
   * const messageBatch = await client.messages.batches.create({
   *   requests: [
   *     {
   *       custom_id: 'my-custom-id-1',
   *       params: {
   *         max_tokens: 1024,
   *         messages: [
   *           { content: 'Hello, world', role: 'user' },
   *         ],
   *         model: 'claude-opus-5-5',
   *       },
   *     },
   *   ],
   * });
   * ```
   */
  create(params, options) {
    const { user_profile_id, workspace_id, ...body } = params;
    return this._client.post("/v1/messages/batches", {
      body,
      ...options,
      headers: buildHeaders([
        {
          ...user_profile_id != null ? { "anthropic-user-profile-id": user_profile_id } : void 0,
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.create", options, {
        route: "/v1/messages/batches",
        // A request without `requests` is for the API to refuse, not for this line to throw on.
        attributes: { "anthropic.message.batch.request_count": body.requests?.length },
        createdIDAttribute: "anthropic.message.batch.id"
      })
    });
  }
  /**
   * This endpoint is idempotent and can be used to poll for Message Batch
   * completion. To access the results of a Message Batch, make a request to the
   * `results_url` field in the response.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const messageBatch = await client.messages.batches.retrieve(
   *   'message_batch_id',
   * );
   * ```
   */
  retrieve(messageBatchID, params = {}, options) {
    const { workspace_id } = params ?? {};
    return this._client.get(path`/v1/messages/batches/${messageBatchID}`, {
      ...options,
      headers: buildHeaders([
        { ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0 },
        options?.headers
      ]),
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.retrieve", options, {
        route: "/v1/messages/batches/{message_batch_id}",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    });
  }
  /**
   * List all Message Batches within a Workspace. Most recently created batches are
   * returned first.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * // Automatically fetches more pages as needed.
   * for await (const messageBatch of client.messages.batches.list()) {
   *   // ...
   * }
   * ```
   */
  list(params = {}, options) {
    const { workspace_id, ...query } = params ?? {};
    return this._client.getAPIList("/v1/messages/batches", Page, {
      query,
      ...options,
      headers: buildHeaders([
        { ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0 },
        options?.headers
      ]),
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.list", options, {
        route: "/v1/messages/batches",
        queryParams: ["after_id", "before_id", "limit"]
      })
    });
  }
  /**
   * Delete a Message Batch.
   *
   * Message Batches can only be deleted once they've finished processing. If you'd
   * like to delete an in-progress batch, you must first cancel it.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const deletedMessageBatch =
   *   await client.messages.batches.delete('message_batch_id');
   * ```
   */
  delete(messageBatchID, params = {}, options) {
    const { workspace_id } = params ?? {};
    return this._client.delete(path`/v1/messages/batches/${messageBatchID}`, {
      ...options,
      headers: buildHeaders([
        { ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0 },
        options?.headers
      ]),
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.delete", options, {
        route: "/v1/messages/batches/{message_batch_id}",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    });
  }
  /**
   * Batches may be canceled any time before processing ends. Once cancellation is
   * initiated, the batch enters a `canceling` state, at which time the system may
   * complete any in-progress, non-interruptible requests before finalizing
   * cancellation.
   *
   * The number of canceled requests is specified in `request_counts`. To determine
   * which requests were canceled, check the individual results within the batch.
   * Note that cancellation may not result in any canceled requests if they were
   * non-interruptible.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const messageBatch = await client.messages.batches.cancel(
   *   'message_batch_id',
   * );
   * ```
   */
  cancel(messageBatchID, params = {}, options) {
    const { workspace_id } = params ?? {};
    return this._client.post(path`/v1/messages/batches/${messageBatchID}/cancel`, {
      ...options,
      headers: buildHeaders([
        { ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0 },
        options?.headers
      ]),
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.cancel", options, {
        route: "/v1/messages/batches/{message_batch_id}/cancel",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    });
  }
  /**
   * Streams the results of a Message Batch as a `.jsonl` file.
   *
   * Each line in the file is a JSON object containing the result of a single request
   * in the Message Batch. Results are not guaranteed to be in the same order as
   * requests. Use the `custom_id` field to match results to requests.
   *
   * Learn more about the Message Batches API in our
   * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
   *
   * @throws {ClaudeCodeKeyCreatorNotMemberError}
   * @throws {CMEKKeyDisabledError}
   * @throws {OrganizationOnHoldError}
   *
   * @example
   * ```ts
   * const stream = await client.messages.batches.results(
   *   'message_batch_id',
   * );
   * for await (const messageBatchIndividualResponse of stream) {
   *   // ...
   * }
   * ```
   */
  async results(messageBatchID, params = {}, options) {
    const batch = await this.retrieve(messageBatchID, params, options);
    if (!batch.results_url) {
      throw new AnthropicError(`No batch \`results_url\`; Has it finished processing? ${batch.processing_status} - ${batch.id}`);
    }
    const { workspace_id } = params ?? {};
    return this._client.get(batch.results_url, {
      ...options,
      headers: buildHeaders([
        {
          Accept: "application/binary",
          ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
        },
        options?.headers
      ]),
      stream: true,
      __binaryResponse: true,
      __span: startApiCallSpan(this._client, "anthropic.messages.batches.results", options, {
        route: "/v1/messages/batches/{message_batch_id}/results",
        attributes: { "anthropic.message.batch.id": messageBatchID }
      })
    })._thenUnwrap((_, props) => JSONLDecoder.fromResponse(props.response, props.controller));
  }
};

// node_modules/@anthropic-ai/sdk/resources/messages/messages.mjs
var AvailableToolsLimitExceededError = /* @__PURE__ */ (() => {
  class AvailableToolsLimitExceededError2 extends BadRequestError {
  }
  AvailableToolsLimitExceededError2._errorName = "AvailableToolsLimitExceededError";
  return AvailableToolsLimitExceededError2;
})();
var CompactionBlockAmbiguousError = /* @__PURE__ */ (() => {
  class CompactionBlockAmbiguousError2 extends BadRequestError {
  }
  CompactionBlockAmbiguousError2._errorName = "CompactionBlockAmbiguousError";
  return CompactionBlockAmbiguousError2;
})();
var CompactionBlockMisplacedError = /* @__PURE__ */ (() => {
  class CompactionBlockMisplacedError2 extends BadRequestError {
  }
  CompactionBlockMisplacedError2._errorName = "CompactionBlockMisplacedError";
  return CompactionBlockMisplacedError2;
})();
var CompactionContentMismatchError = /* @__PURE__ */ (() => {
  class CompactionContentMismatchError2 extends BadRequestError {
  }
  CompactionContentMismatchError2._errorName = "CompactionContentMismatchError";
  return CompactionContentMismatchError2;
})();
var CompactionIncompleteTurnError = /* @__PURE__ */ (() => {
  class CompactionIncompleteTurnError2 extends BadRequestError {
  }
  CompactionIncompleteTurnError2._errorName = "CompactionIncompleteTurnError";
  return CompactionIncompleteTurnError2;
})();
var CompactionNothingToSummarizeError = /* @__PURE__ */ (() => {
  class CompactionNothingToSummarizeError2 extends BadRequestError {
  }
  CompactionNothingToSummarizeError2._errorName = "CompactionNothingToSummarizeError";
  return CompactionNothingToSummarizeError2;
})();
var CompactionSignatureInvalidError = /* @__PURE__ */ (() => {
  class CompactionSignatureInvalidError2 extends BadRequestError {
  }
  CompactionSignatureInvalidError2._errorName = "CompactionSignatureInvalidError";
  return CompactionSignatureInvalidError2;
})();
var CompactionTooManyToolReferencesError = /* @__PURE__ */ (() => {
  class CompactionTooManyToolReferencesError2 extends BadRequestError {
  }
  CompactionTooManyToolReferencesError2._errorName = "CompactionTooManyToolReferencesError";
  return CompactionTooManyToolReferencesError2;
})();
var CompactionToolChangesMismatchError = /* @__PURE__ */ (() => {
  class CompactionToolChangesMismatchError2 extends BadRequestError {
  }
  CompactionToolChangesMismatchError2._errorName = "CompactionToolChangesMismatchError";
  return CompactionToolChangesMismatchError2;
})();
var ImageDimensionsTooLargeError = /* @__PURE__ */ (() => {
  class ImageDimensionsTooLargeError2 extends BadRequestError {
  }
  ImageDimensionsTooLargeError2._errorName = "ImageDimensionsTooLargeError";
  return ImageDimensionsTooLargeError2;
})();
var ThreadAlreadyContinuedError = /* @__PURE__ */ (() => {
  class ThreadAlreadyContinuedError2 extends BadRequestError {
  }
  ThreadAlreadyContinuedError2._errorName = "ThreadAlreadyContinuedError";
  return ThreadAlreadyContinuedError2;
})();
var ThreadContinueInFlightError = /* @__PURE__ */ (() => {
  class ThreadContinueInFlightError2 extends BadRequestError {
  }
  ThreadContinueInFlightError2._errorName = "ThreadContinueInFlightError";
  return ThreadContinueInFlightError2;
})();
var ThreadFingerprintMismatchError = /* @__PURE__ */ (() => {
  class ThreadFingerprintMismatchError2 extends BadRequestError {
  }
  ThreadFingerprintMismatchError2._errorName = "ThreadFingerprintMismatchError";
  return ThreadFingerprintMismatchError2;
})();
var ThreadUnsupportedRequestError = /* @__PURE__ */ (() => {
  class ThreadUnsupportedRequestError2 extends BadRequestError {
  }
  ThreadUnsupportedRequestError2._errorName = "ThreadUnsupportedRequestError";
  return ThreadUnsupportedRequestError2;
})();
var ToolNameConflictError = /* @__PURE__ */ (() => {
  class ToolNameConflictError2 extends BadRequestError {
  }
  ToolNameConflictError2._errorName = "ToolNameConflictError";
  return ToolNameConflictError2;
})();
var ToolReferenceUnresolvedError = /* @__PURE__ */ (() => {
  class ToolReferenceUnresolvedError2 extends BadRequestError {
  }
  ToolReferenceUnresolvedError2._errorName = "ToolReferenceUnresolvedError";
  return ToolReferenceUnresolvedError2;
})();
var ThreadNotFoundError = /* @__PURE__ */ (() => {
  class ThreadNotFoundError2 extends NotFoundError {
  }
  ThreadNotFoundError2._errorName = "ThreadNotFoundError";
  return ThreadNotFoundError2;
})();
var CompactionUnavailableError = /* @__PURE__ */ (() => {
  class CompactionUnavailableError2 extends OverloadedError {
  }
  CompactionUnavailableError2._errorName = "CompactionUnavailableError";
  return CompactionUnavailableError2;
})();
var Messages = /* @__PURE__ */ (() => {
  class Messages2 extends APIResource {
    constructor() {
      super(...arguments);
      this.batches = new Batches(this._client);
    }
    create(params, options) {
      const { user_profile_id, workspace_id, ...body } = params;
      if (body.model in DEPRECATED_MODELS) {
        console.warn(`The model '${body.model}' is deprecated and will reach end-of-life on ${DEPRECATED_MODELS[body.model]}
Please migrate to a newer model. Visit https://docs.anthropic.com/en/docs/resources/model-deprecations for more information.`);
      }
      if (MODELS_TO_WARN_WITH_THINKING_ENABLED.includes(body.model) && body.thinking && body.thinking.type === "enabled") {
        console.warn(`Using Claude with ${body.model} and 'thinking.type=enabled' is deprecated. Use 'thinking.type=adaptive' instead which results in better model performance in our testing: https://platform.claude.com/docs/en/build-with-claude/adaptive-thinking`);
      }
      let timeout = options?.timeout ?? this._client._options.timeout;
      if (!body.stream && timeout == null) {
        const maxNonstreamingTokens = MODEL_NONSTREAMING_TOKENS[body.model] ?? void 0;
        timeout = this._client.calculateNonstreamingTimeout(body.max_tokens, maxNonstreamingTokens);
      }
      const request = {
        body,
        timeout: timeout ?? 6e5,
        ...options,
        headers: messagesCreateHeaders(params, options),
        stream: params.stream ?? false
      };
      const call = this._client._tracer && startApiCallSpan(this._client, "anthropic.messages.create", options, messagesCreateSpanSettings(this._client, request));
      recordMessagesCreateRequest(this._client, call, body);
      const promise = this._client.post("/v1/messages", {
        ...request,
        __span: call
      });
      return call ? promise._thenUnwrap((data) => {
        recordMessagesCreateResponse(this._client, call, body, data);
        return data;
      }) : promise;
    }
    /**
     * Send a structured list of input messages with text and/or image content, along with an expected `output_config.format` and
     * the response will be automatically parsed and available in the `parsed_output` property of the message.
     *
     * @example
     * ```ts
     * const message = await client.messages.parse({
     *   model: 'claude-sonnet-5-5',
     *   max_tokens: 1024,
     *   messages: [{ role: 'user', content: 'What is 2+2?' }],
     *   output_config: {
     *     format: zodOutputFormat(z.object({ answer: z.number() })),
     *   },
     * });
     *
     * console.log(message.parsed_output?.answer); // 4
     * ```
     */
    parse(params, options) {
      return this.create(params, options).then((message) => parseMessage(message, params, { logger: this._client.logger ?? console }));
    }
    /**
     * Create a Message stream.
     *
     * If `output_config.format` is provided with a parseable format (like `zodOutputFormat()`),
     * the final message will include a `parsed_output` property with the parsed content.
     *
     * @example
     * ```ts
     * const stream = client.messages.stream({
     *   model: 'claude-sonnet-5-5',
     *   max_tokens: 1024,
     *   messages: [{ role: 'user', content: 'What is 2+2?' }],
     *   output_config: {
     *     format: zodOutputFormat(z.object({ answer: z.number() })),
     *   },
     * });
     *
     * const message = await stream.finalMessage();
     * console.log(message.parsed_output?.answer); // 4
     * ```
     */
    stream(body, options) {
      const params = body;
      return MessageStream.createMessage(this, params, options, {
        logger: this._client.logger ?? console,
        client: this._client
      });
    }
    /**
     * Count the number of tokens in a Message.
     *
     * The Token Count API can be used to count the number of tokens in a Message,
     * including tools, images, and documents, without creating it.
     *
     * Learn more about token counting in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/token-counting)
     *
     * @throws {AvailableToolsLimitExceededError}
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {CompactionBlockAmbiguousError}
     * @throws {CompactionBlockMisplacedError}
     * @throws {CompactionContentMismatchError}
     * @throws {CompactionNothingToSummarizeError}
     * @throws {CompactionSignatureInvalidError}
     * @throws {CompactionToolChangesMismatchError}
     * @throws {OrganizationOnHoldError}
     * @throws {RequestBodyEncodingInvalidError}
     * @throws {RequestBodyEncodingUnsupportedError}
     * @throws {ToolNameConflictError}
     * @throws {ToolReferenceUnresolvedError}
     * @throws {RequestBodyTooLargeAfterDecodingError}
     * @throws {EnforcedSpendLimitReachedError}
     * @throws {CompactionUnavailableError}
     *
     * @example
     * ```ts
     * const messageTokensCount =
     *   await client.messages.countTokens({
     *     messages: [{ content: 'Hello, world', role: 'user' }],
     *     model: 'claude-opus-5-5',
     *   });
     * ```
     */
    countTokens(params, options) {
      const { user_profile_id, workspace_id, ...body } = params;
      const request = {
        body,
        ...options,
        headers: buildHeaders([
          {
            ...user_profile_id != null ? { "anthropic-user-profile-id": user_profile_id } : void 0,
            ...workspace_id != null ? { "anthropic-workspace-id": workspace_id } : void 0
          },
          options?.headers
        ])
      };
      return this._client.post("/v1/messages/count_tokens", {
        ...request,
        __span: startApiCallSpan(this._client, "anthropic.messages.count_tokens", options, {
          route: "/v1/messages/count_tokens",
          request
        })
      });
    }
  }
  Messages2.AvailableToolsLimitExceededError = AvailableToolsLimitExceededError;
  Messages2.CompactionBlockAmbiguousError = CompactionBlockAmbiguousError;
  Messages2.CompactionBlockMisplacedError = CompactionBlockMisplacedError;
  Messages2.CompactionContentMismatchError = CompactionContentMismatchError;
  Messages2.CompactionIncompleteTurnError = CompactionIncompleteTurnError;
  Messages2.CompactionNothingToSummarizeError = CompactionNothingToSummarizeError;
  Messages2.CompactionSignatureInvalidError = CompactionSignatureInvalidError;
  Messages2.CompactionTooManyToolReferencesError = CompactionTooManyToolReferencesError;
  Messages2.CompactionToolChangesMismatchError = CompactionToolChangesMismatchError;
  Messages2.ImageDimensionsTooLargeError = ImageDimensionsTooLargeError;
  Messages2.ThreadAlreadyContinuedError = ThreadAlreadyContinuedError;
  Messages2.ThreadContinueInFlightError = ThreadContinueInFlightError;
  Messages2.ThreadFingerprintMismatchError = ThreadFingerprintMismatchError;
  Messages2.ThreadUnsupportedRequestError = ThreadUnsupportedRequestError;
  Messages2.ToolNameConflictError = ToolNameConflictError;
  Messages2.ToolReferenceUnresolvedError = ToolReferenceUnresolvedError;
  Messages2.ThreadNotFoundError = ThreadNotFoundError;
  Messages2.CompactionUnavailableError = CompactionUnavailableError;
  Messages2.Batches = Batches;
  return Messages2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/api-keys.mjs
var OrgAPIKeyLimitExceededError = /* @__PURE__ */ (() => {
  class OrgAPIKeyLimitExceededError2 extends BadRequestError {
  }
  OrgAPIKeyLimitExceededError2._errorName = "OrgAPIKeyLimitExceededError";
  return OrgAPIKeyLimitExceededError2;
})();
var WorkspaceAPIKeyLimitExceededError = /* @__PURE__ */ (() => {
  class WorkspaceAPIKeyLimitExceededError2 extends BadRequestError {
  }
  WorkspaceAPIKeyLimitExceededError2._errorName = "WorkspaceAPIKeyLimitExceededError";
  return WorkspaceAPIKeyLimitExceededError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/external-keys.mjs
var ExternalKeyInWorkspacePolicyError = /* @__PURE__ */ (() => {
  class ExternalKeyInWorkspacePolicyError2 extends BadRequestError {
  }
  ExternalKeyInWorkspacePolicyError2._errorName = "ExternalKeyInWorkspacePolicyError";
  return ExternalKeyInWorkspacePolicyError2;
})();
var ExternalKeyValidationFailedError = /* @__PURE__ */ (() => {
  class ExternalKeyValidationFailedError2 extends BadRequestError {
  }
  ExternalKeyValidationFailedError2._errorName = "ExternalKeyValidationFailedError";
  return ExternalKeyValidationFailedError2;
})();
var ExternalKeyValidationTimedOutError = /* @__PURE__ */ (() => {
  class ExternalKeyValidationTimedOutError2 extends BadRequestError {
  }
  ExternalKeyValidationTimedOutError2._errorName = "ExternalKeyValidationTimedOutError";
  return ExternalKeyValidationTimedOutError2;
})();
var ExternalKeyChangedError = /* @__PURE__ */ (() => {
  class ExternalKeyChangedError2 extends ConflictError {
  }
  ExternalKeyChangedError2._errorName = "ExternalKeyChangedError";
  return ExternalKeyChangedError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/invites.mjs
var AlreadyMemberError = /* @__PURE__ */ (() => {
  class AlreadyMemberError2 extends BadRequestError {
  }
  AlreadyMemberError2._errorName = "AlreadyMemberError";
  return AlreadyMemberError2;
})();
var CannotInviteEmailsWithUnverifiedDomainsError = /* @__PURE__ */ (() => {
  class CannotInviteEmailsWithUnverifiedDomainsError2 extends BadRequestError {
  }
  CannotInviteEmailsWithUnverifiedDomainsError2._errorName = "CannotInviteEmailsWithUnverifiedDomainsError";
  return CannotInviteEmailsWithUnverifiedDomainsError2;
})();
var EmailDomainNotAllowedError = /* @__PURE__ */ (() => {
  class EmailDomainNotAllowedError2 extends BadRequestError {
  }
  EmailDomainNotAllowedError2._errorName = "EmailDomainNotAllowedError";
  return EmailDomainNotAllowedError2;
})();
var InviteAlreadyExistsError = /* @__PURE__ */ (() => {
  class InviteAlreadyExistsError2 extends BadRequestError {
  }
  InviteAlreadyExistsError2._errorName = "InviteAlreadyExistsError";
  return InviteAlreadyExistsError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/users.mjs
var CannotRemoveLastMemberError = /* @__PURE__ */ (() => {
  class CannotRemoveLastMemberError2 extends BadRequestError {
  }
  CannotRemoveLastMemberError2._errorName = "CannotRemoveLastMemberError";
  return CannotRemoveLastMemberError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/rbac-groups/rbac-groups.mjs
var RBACGroupGrantsOwnerAccessError = /* @__PURE__ */ (() => {
  class RBACGroupGrantsOwnerAccessError2 extends BadRequestError {
  }
  RBACGroupGrantsOwnerAccessError2._errorName = "RBACGroupGrantsOwnerAccessError";
  return RBACGroupGrantsOwnerAccessError2;
})();
var RBACGroupOwnerAccessUnconfirmedError = /* @__PURE__ */ (() => {
  class RBACGroupOwnerAccessUnconfirmedError2 extends BadRequestError {
  }
  RBACGroupOwnerAccessUnconfirmedError2._errorName = "RBACGroupOwnerAccessUnconfirmedError";
  return RBACGroupOwnerAccessUnconfirmedError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/workspaces/workspaces.mjs
var KeyProfileMismatchError = /* @__PURE__ */ (() => {
  class KeyProfileMismatchError2 extends BadRequestError {
  }
  KeyProfileMismatchError2._errorName = "KeyProfileMismatchError";
  return KeyProfileMismatchError2;
})();
var StorageProfileMismatchError = /* @__PURE__ */ (() => {
  class StorageProfileMismatchError2 extends BadRequestError {
  }
  StorageProfileMismatchError2._errorName = "StorageProfileMismatchError";
  return StorageProfileMismatchError2;
})();
var UserProfileClearedError = /* @__PURE__ */ (() => {
  class UserProfileClearedError2 extends BadRequestError {
  }
  UserProfileClearedError2._errorName = "UserProfileClearedError";
  return UserProfileClearedError2;
})();
var WorkspaceMemberLimitExceededError = /* @__PURE__ */ (() => {
  class WorkspaceMemberLimitExceededError2 extends BadRequestError {
  }
  WorkspaceMemberLimitExceededError2._errorName = "WorkspaceMemberLimitExceededError";
  return WorkspaceMemberLimitExceededError2;
})();
var WorkspacePolicyViolationError = /* @__PURE__ */ (() => {
  class WorkspacePolicyViolationError2 extends BadRequestError {
  }
  WorkspacePolicyViolationError2._errorName = "WorkspacePolicyViolationError";
  return WorkspacePolicyViolationError2;
})();
var StorageAttachedDuringArchiveError = /* @__PURE__ */ (() => {
  class StorageAttachedDuringArchiveError2 extends ConflictError {
  }
  StorageAttachedDuringArchiveError2._errorName = "StorageAttachedDuringArchiveError";
  return StorageAttachedDuringArchiveError2;
})();
var WorkspaceCreatedIncompleteError = /* @__PURE__ */ (() => {
  class WorkspaceCreatedIncompleteError2 extends ServiceUnavailableError {
  }
  WorkspaceCreatedIncompleteError2._errorName = "WorkspaceCreatedIncompleteError";
  return WorkspaceCreatedIncompleteError2;
})();

// node_modules/@anthropic-ai/sdk/resources/organization/organization.mjs
var OrgMemberLimitExceededError = /* @__PURE__ */ (() => {
  class OrgMemberLimitExceededError2 extends BadRequestError {
  }
  OrgMemberLimitExceededError2._errorName = "OrgMemberLimitExceededError";
  return OrgMemberLimitExceededError2;
})();
var APIKeyRequesterUnconfirmedError = /* @__PURE__ */ (() => {
  class APIKeyRequesterUnconfirmedError2 extends PermissionDeniedError {
  }
  APIKeyRequesterUnconfirmedError2._errorName = "APIKeyRequesterUnconfirmedError";
  return APIKeyRequesterUnconfirmedError2;
})();
var RBACRoleNotFoundError = /* @__PURE__ */ (() => {
  class RBACRoleNotFoundError2 extends NotFoundError {
  }
  RBACRoleNotFoundError2._errorName = "RBACRoleNotFoundError";
  return RBACRoleNotFoundError2;
})();
var ConcurrentMembershipChangeError = /* @__PURE__ */ (() => {
  class ConcurrentMembershipChangeError2 extends ConflictError {
  }
  ConcurrentMembershipChangeError2._errorName = "ConcurrentMembershipChangeError";
  return ConcurrentMembershipChangeError2;
})();
var ChangeOutcomeUnknownError = /* @__PURE__ */ (() => {
  class ChangeOutcomeUnknownError2 extends ServiceUnavailableError {
  }
  ChangeOutcomeUnknownError2._errorName = "ChangeOutcomeUnknownError";
  return ChangeOutcomeUnknownError2;
})();

// node_modules/@anthropic-ai/sdk/resources/skills/skills.mjs
var SkillReadBlockedUndecryptableError = /* @__PURE__ */ (() => {
  class SkillReadBlockedUndecryptableError2 extends ConflictError {
  }
  SkillReadBlockedUndecryptableError2._errorName = "SkillReadBlockedUndecryptableError";
  return SkillReadBlockedUndecryptableError2;
})();

// node_modules/@anthropic-ai/sdk/resources/user-profiles/user-profiles.mjs
var UserProfileNotFoundError = /* @__PURE__ */ (() => {
  class UserProfileNotFoundError2 extends BadRequestError {
  }
  UserProfileNotFoundError2._errorName = "UserProfileNotFoundError";
  return UserProfileNotFoundError2;
})();
var UserProfileRequiredError = /* @__PURE__ */ (() => {
  class UserProfileRequiredError2 extends BadRequestError {
  }
  UserProfileRequiredError2._errorName = "UserProfileRequiredError";
  return UserProfileRequiredError2;
})();
var UserProfileBillingNotAuthorizedError = /* @__PURE__ */ (() => {
  class UserProfileBillingNotAuthorizedError2 extends PermissionDeniedError {
  }
  UserProfileBillingNotAuthorizedError2._errorName = "UserProfileBillingNotAuthorizedError";
  return UserProfileBillingNotAuthorizedError2;
})();
var UserProfileNotBillableError = /* @__PURE__ */ (() => {
  class UserProfileNotBillableError2 extends PermissionDeniedError {
  }
  UserProfileNotBillableError2._errorName = "UserProfileNotBillableError";
  return UserProfileNotBillableError2;
})();

// node_modules/@anthropic-ai/sdk/core/error-classes.mjs
var ERROR_CODE_CLASSES = /* @__PURE__ */ new Map([
  ["400 already_member", AlreadyMemberError],
  ["400 approval_required", BetaApprovalRequiredError],
  ["400 available_tools_limit_exceeded", AvailableToolsLimitExceededError],
  ["400 bundle_attachment_not_supported", BetaBundleAttachmentNotSupportedError],
  ["400 bundle_on_call", BetaBundleOnCallError],
  ["400 cannot_invite_emails_with_unverified_domains", CannotInviteEmailsWithUnverifiedDomainsError],
  ["400 cannot_remove_last_member", CannotRemoveLastMemberError],
  ["400 cannot_sign_out_primary_owner", BetaCannotSignOutPrimaryOwnerError],
  ["400 cannot_sign_out_self", BetaCannotSignOutSelfError],
  ["400 claude_code_key_creator_not_member", ClaudeCodeKeyCreatorNotMemberError],
  ["400 claude_code_version_too_old", ClaudeCodeVersionTooOldError],
  ["400 cmek_feature_unsupported", BetaCMEKFeatureUnsupportedError],
  ["400 cmek_key_disabled", CMEKKeyDisabledError],
  ["400 cmek_key_network_blocked", CMEKKeyNetworkBlockedError],
  ["400 cmek_not_approved", BetaCMEKNotApprovedError],
  ["400 compaction_block_ambiguous", CompactionBlockAmbiguousError],
  ["400 compaction_block_misplaced", CompactionBlockMisplacedError],
  ["400 compaction_content_mismatch", CompactionContentMismatchError],
  ["400 compaction_incomplete_turn", CompactionIncompleteTurnError],
  ["400 compaction_nothing_to_summarize", CompactionNothingToSummarizeError],
  ["400 compaction_signature_invalid", CompactionSignatureInvalidError],
  ["400 compaction_too_many_tool_references", CompactionTooManyToolReferencesError],
  ["400 compaction_tool_changes_mismatch", CompactionToolChangesMismatchError],
  ["400 email_domain_not_allowed", EmailDomainNotAllowedError],
  ["400 environment_archived", BetaEnvironmentArchivedError],
  ["400 external_key_in_workspace_policy", ExternalKeyInWorkspacePolicyError],
  ["400 external_key_not_found", BetaExternalKeyNotFoundError],
  ["400 external_key_provider_mismatch", BetaExternalKeyProviderMismatchError],
  ["400 external_key_validation_failed", ExternalKeyValidationFailedError],
  ["400 external_key_validation_timed_out", ExternalKeyValidationTimedOutError],
  ["400 external_storage_in_use", BetaExternalStorageInUseError],
  ["400 external_storage_in_workspace_policy", BetaExternalStorageInWorkspacePolicyError],
  ["400 external_storage_not_available", BetaExternalStorageNotAvailableError],
  ["400 file_not_downloadable", FileNotDownloadableError],
  ["400 gcp_project_not_verified", BetaGCPProjectNotVerifiedError],
  ["400 grant_required", BetaGrantRequiredError],
  ["400 human_review_not_available", BetaHumanReviewNotAvailableError],
  ["400 human_review_on_with_external_storage", BetaHumanReviewOnWithExternalStorageError],
  ["400 image_dimensions_too_large", ImageDimensionsTooLargeError],
  ["400 invalid_config_type_change", BetaInvalidConfigTypeChangeError],
  ["400 invalid_metadata", BetaInvalidMetadataError],
  ["400 invalid_storage_arn", BetaInvalidStorageARNError],
  ["400 invite_already_exists", InviteAlreadyExistsError],
  ["400 key_profile_mismatch", KeyProfileMismatchError],
  ["400 org_api_key_limit_exceeded", OrgAPIKeyLimitExceededError],
  ["400 org_member_limit_exceeded", OrgMemberLimitExceededError],
  ["400 organization_not_eligible", BetaOrganizationNotEligibleError],
  ["400 organization_not_enrolled_in_beta", BetaOrganizationNotEnrolledInBetaError],
  ["400 organization_on_hold", OrganizationOnHoldError],
  ["400 organization_type_not_supported", OrganizationTypeNotSupportedError],
  ["400 parent_organization_required", ParentOrganizationRequiredError],
  ["400 provider_not_allowed", BetaProviderNotAllowedError],
  ["400 rbac_group_grants_owner_access", RBACGroupGrantsOwnerAccessError],
  ["400 rbac_group_order_limit_exceeded", BetaRBACGroupOrderLimitExceededError],
  ["400 rbac_group_owner_access_unconfirmed", RBACGroupOwnerAccessUnconfirmedError],
  ["400 region_not_supported", BetaRegionNotSupportedError],
  ["400 report_page_too_large", BetaReportPageTooLargeError],
  ["400 request_body_encoding_invalid", RequestBodyEncodingInvalidError],
  ["400 request_body_encoding_unsupported", RequestBodyEncodingUnsupportedError],
  ["400 request_body_timeout", BetaRequestBodyTimeoutError],
  ["400 scan_failed", BetaScanFailedError],
  ["400 settings_document_limit_exceeded", BetaSettingsDocumentLimitExceededError],
  ["400 settings_history_limit_exceeded", BetaSettingsHistoryLimitExceededError],
  ["400 slack_channel_set_up_settings_refused", BetaSlackChannelSetUpSettingsRefusedError],
  ["400 storage_attach_limit_reached", BetaStorageAttachLimitReachedError],
  ["400 storage_not_approved", BetaStorageNotApprovedError],
  ["400 storage_not_attachable", BetaStorageNotAttachableError],
  ["400 storage_profile_mismatch", StorageProfileMismatchError],
  ["400 storage_profile_still_required", BetaStorageProfileStillRequiredError],
  ["400 storage_quota_exceeded", StorageQuotaExceededError],
  ["400 storage_verification_failed", BetaStorageVerificationFailedError],
  ["400 thread_already_continued", ThreadAlreadyContinuedError],
  ["400 thread_continue_in_flight", ThreadContinueInFlightError],
  ["400 thread_fingerprint_mismatch", ThreadFingerprintMismatchError],
  ["400 thread_unsupported_request", ThreadUnsupportedRequestError],
  ["400 too_many_report_groups", BetaTooManyReportGroupsError],
  ["400 tool_name_conflict", ToolNameConflictError],
  ["400 tool_reference_unresolved", ToolReferenceUnresolvedError],
  ["400 transcripts_storage_required", BetaTranscriptsStorageRequiredError],
  ["400 unsupported_charset", BetaUnsupportedCharsetError],
  ["400 unsupported_region", BetaUnsupportedRegionError],
  ["400 user_profile_cleared", UserProfileClearedError],
  ["400 user_profile_not_found", UserProfileNotFoundError],
  ["400 user_profile_required", UserProfileRequiredError],
  ["400 workspace_api_key_limit_exceeded", WorkspaceAPIKeyLimitExceededError],
  ["400 workspace_human_review_disabled", WorkspaceHumanReviewDisabledError],
  ["400 workspace_member_limit_exceeded", WorkspaceMemberLimitExceededError],
  ["400 workspace_policy_violation", WorkspacePolicyViolationError],
  ["402 linked_organization_billing_unavailable", LinkedOrganizationBillingUnavailableError],
  ["402 linked_organization_spend_limit_reached", LinkedOrganizationSpendLimitReachedError],
  ["403 api_key_requester_unconfirmed", APIKeyRequesterUnconfirmedError],
  ["403 api_key_scope_missing", BetaAPIKeyScopeMissingError],
  ["403 cannot_sign_out_managed_member", BetaCannotSignOutManagedMemberError],
  ["403 cannot_sign_out_membership_admin", BetaCannotSignOutMembershipAdminError],
  ["403 cannot_sign_out_owner", BetaCannotSignOutOwnerError],
  ["403 cannot_sign_out_privileged_member", BetaCannotSignOutPrivilegedMemberError],
  ["403 claude_tag_writes_not_enabled", BetaClaudeTagWritesNotEnabledError],
  ["403 compliance_configuration_restricted", BetaComplianceConfigurationRestrictedError],
  ["403 environment_create_disabled", BetaEnvironmentCreateDisabledError],
  ["403 environment_update_disabled", BetaEnvironmentUpdateDisabledError],
  ["403 organization_level_scoped_api_key_required", BetaOrganizationLevelScopedAPIKeyRequiredError],
  ["403 sandbox_egress_restricted", SandboxEgressRestrictedError],
  ["403 spend_limits_admin_api_writes_not_enabled", BetaSpendLimitsAdminAPIWritesNotEnabledError],
  ["403 user_profile_billing_not_authorized", UserProfileBillingNotAuthorizedError],
  ["403 user_profile_not_billable", UserProfileNotBillableError],
  ["404 environment_not_found", BetaEnvironmentNotFoundError],
  ["404 file_expired", FileExpiredError],
  ["404 rbac_group_managed_settings_not_found", BetaRBACGroupManagedSettingsNotFoundError],
  ["404 rbac_group_not_found", BetaRBACGroupNotFoundError],
  ["404 rbac_role_not_found", RBACRoleNotFoundError],
  ["404 slack_channel_set_up_environment_not_found", BetaSlackChannelSetUpEnvironmentNotFoundError],
  ["404 thread_not_found", ThreadNotFoundError],
  ["409 concurrent_membership_change", ConcurrentMembershipChangeError],
  ["409 external_key_changed", ExternalKeyChangedError],
  ["409 gcp_project_controlled_by_another_organization", BetaGCPProjectControlledByAnotherOrganizationError],
  ["409 plugin_name_taken", BetaPluginNameTakenError],
  ["409 scan_pending", BetaScanPendingError],
  ["409 skill_name_taken", BetaSkillNameTakenError],
  ["409 skill_read_blocked_undecryptable", SkillReadBlockedUndecryptableError],
  ["409 slack_channel_set_up_settings_conflict", BetaSlackChannelSetUpSettingsConflictError],
  ["409 storage_already_registered", BetaStorageAlreadyRegisteredError],
  ["409 storage_attached_during_archive", StorageAttachedDuringArchiveError],
  ["409 storage_changed_concurrently", BetaStorageChangedConcurrentlyError],
  ["409 storage_in_use", BetaStorageInUseError],
  ["409 workspace_changed_concurrently", BetaWorkspaceChangedConcurrentlyError],
  ["412 heartbeat_precondition_failed", BetaHeartbeatPreconditionFailedError],
  ["413 request_body_too_large_after_decoding", RequestBodyTooLargeAfterDecodingError],
  ["429 contract_spend_limit_reached", ContractSpendLimitReachedError],
  ["429 enforced_spend_limit_reached", EnforcedSpendLimitReachedError],
  ["429 ramp_limit_exceeded", RampLimitExceededError],
  ["503 authorization_check_unavailable", BetaAuthorizationCheckUnavailableError],
  ["503 change_outcome_unknown", ChangeOutcomeUnknownError],
  ["503 cmek_context_unavailable", CMEKContextUnavailableError],
  ["503 cmek_key_unreachable", CMEKKeyUnreachableError],
  ["503 registration_pending", BetaRegistrationPendingError],
  ["503 workspace_created_incomplete", WorkspaceCreatedIncompleteError],
  ["529 compaction_unavailable", CompactionUnavailableError]
]);

// node_modules/@anthropic-ai/sdk/lib/credentials/types.mjs
var GRANT_TYPE_JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
var GRANT_TYPE_REFRESH_TOKEN = "refresh_token";
var TOKEN_ENDPOINT = "/v1/oauth/token";
var OAUTH_API_BETA_HEADER = "oauth-2025-04-20";
var FEDERATION_BETA_HEADER = "oidc-federation-2026-04-01";
var ADVISORY_REFRESH_THRESHOLD_IN_SECONDS = 120;
var MANDATORY_REFRESH_THRESHOLD_IN_SECONDS = 30;
var ADVISORY_REFRESH_BACKOFF_IN_SECONDS = 5;
var MAX_TOKEN_RESPONSE_BYTES = 1 << 20;
function requireSecureTokenEndpoint(baseURL) {
  if (!baseURL)
    return;
  let u;
  try {
    u = new URL(baseURL);
  } catch (err) {
    throw new WorkloadIdentityError(`Invalid token endpoint base URL "${baseURL}": ${err}`);
  }
  if (u.protocol === "https:")
    return;
  const host = u.hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (u.protocol === "http:" && (host === "localhost" || host === "127.0.0.1" || host === "::1")) {
    return;
  }
  throw new WorkloadIdentityError(`Refusing to send credential over non-https token endpoint "${baseURL}"`);
}
async function parseTokenResponse(resp, requestId) {
  const text = await readLimitedText(resp);
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new WorkloadIdentityError(`Token endpoint returned non-JSON response (status ${resp.status})`, resp.status, redactSensitive(text), requestId);
  }
  if (!data.access_token) {
    throw new WorkloadIdentityError(`Token endpoint response missing access_token: ${JSON.stringify(redactSensitive(data))}`, resp.status, redactSensitive(data), requestId);
  }
  if (data.token_type && data.token_type.toLowerCase() !== "bearer") {
    throw new WorkloadIdentityError(`Token endpoint response: unsupported token_type "${data.token_type}" (want Bearer)`, resp.status, redactSensitive(data), requestId);
  }
  return data;
}
var MAX_ERROR_BODY_CHARS = 2e3;
var SAFE_ERROR_KEYS = /* @__PURE__ */ new Set(["error", "error_description", "error_uri"]);
function redactSensitive(body) {
  if (body == null)
    return body;
  if (typeof body === "string") {
    let parsed;
    try {
      parsed = JSON.parse(body);
    } catch {
      if (body.length <= MAX_ERROR_BODY_CHARS)
        return body;
      return body.slice(0, MAX_ERROR_BODY_CHARS) + `... <${body.length - MAX_ERROR_BODY_CHARS} more chars>`;
    }
    return JSON.stringify(redactSensitive(parsed));
  }
  if (typeof body === "object" && !Array.isArray(body)) {
    const out = {};
    for (const [k, v] of Object.entries(body)) {
      if (SAFE_ERROR_KEYS.has(k))
        out[k] = v;
    }
    return out;
  }
  return null;
}
async function checkCredentialsFileSafety(path2, onWarn = (m) => console.warn(`anthropic-sdk: ${m}`)) {
  if (typeof process === "undefined" || process.platform === "win32")
    return;
  const { fs } = await import("./node-5R6BKBAN.js");
  let resolved = path2;
  let st;
  try {
    resolved = await fs.promises.realpath(path2);
    st = await fs.promises.stat(resolved);
  } catch {
    return;
  }
  const mode = st.mode & 511;
  if (mode & 18) {
    throw new WorkloadIdentityError(`Credentials file at ${resolved} is group/world-writable (mode 0o${mode.toString(8)}); this allows other local users to plant tokens. Run \`chmod 600 ${resolved}\`.`);
  }
  if (mode & 36) {
    throw new WorkloadIdentityError(`Credentials file at ${resolved} is group/world-readable (mode 0o${mode.toString(8)}); run \`chmod 600 ${resolved}\` before retrying.`);
  }
  if (typeof process.getuid === "function" && st.uid !== process.getuid()) {
    onWarn(`credentials file at ${resolved} is owned by uid ${st.uid} (current process uid ${process.getuid()}); verify this is intentional.`);
  }
}
async function writeCredentialsFileAtomic(targetPath, data) {
  const { fs, path: path2 } = await import("./node-5R6BKBAN.js");
  const dir = path2.dirname(targetPath);
  await fs.promises.mkdir(dir, { recursive: true, mode: 448 });
  const tmpPath = `${targetPath}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const fh = await fs.promises.open(tmpPath, "w", 384);
    try {
      await fh.writeFile(JSON.stringify(data, null, 2));
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fs.promises.rename(tmpPath, targetPath);
  } catch (err) {
    await fs.promises.unlink(tmpPath).catch(() => {
    });
    throw err;
  }
  try {
    const dirFh = await fs.promises.open(dir, "r");
    try {
      await dirFh.sync();
    } finally {
      await dirFh.close();
    }
  } catch {
  }
}
async function readLimitedText(resp) {
  if (!resp.body) {
    return "";
  }
  const reader = resp.body.getReader();
  const chunks = [];
  let received = 0;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done)
      break;
    if (received + value.length > MAX_TOKEN_RESPONSE_BYTES) {
      const remaining = MAX_TOKEN_RESPONSE_BYTES - received;
      if (remaining > 0)
        chunks.push(value.subarray(0, remaining));
      await reader.cancel();
      break;
    }
    chunks.push(value);
    received += value.length;
  }
  let merged;
  if (chunks.length === 1) {
    merged = chunks[0];
  } else {
    merged = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let offset = 0;
    for (const c of chunks) {
      merged.set(c, offset);
      offset += c.length;
    }
  }
  return new TextDecoder("utf-8").decode(merged);
}
var WorkloadIdentityError = /* @__PURE__ */ (() => {
  class WorkloadIdentityError2 extends AnthropicError {
    constructor(message, statusCode = null, body = null, requestId = null) {
      super(message);
      this.statusCode = statusCode;
      this.body = body;
      this.requestId = requestId;
    }
  }
  WorkloadIdentityError2._errorName = "WorkloadIdentityError";
  return WorkloadIdentityError2;
})();

// node_modules/@anthropic-ai/sdk/internal/utils/time.mjs
function nowAsSeconds() {
  return Math.floor(Date.now() / 1e3);
}

// node_modules/@anthropic-ai/sdk/lib/credentials/token-cache.mjs
var TokenCache = class {
  constructor(provider, onAdvisoryRefreshError) {
    this.cached = null;
    this.pendingRefresh = null;
    this.nextForce = false;
    this.lastAdvisoryError = 0;
    this.provider = provider;
    this.onAdvisoryRefreshError = onAdvisoryRefreshError;
  }
  async getToken() {
    const force = this.nextForce;
    this.nextForce = false;
    const cached = this.cached;
    if (force || cached == null) {
      const token2 = await this.refresh(force);
      return token2.token;
    }
    if (cached.expiresAt == null) {
      return cached.token;
    }
    const remaining = cached.expiresAt - nowAsSeconds();
    if (remaining > ADVISORY_REFRESH_THRESHOLD_IN_SECONDS) {
      return cached.token;
    }
    if (remaining > MANDATORY_REFRESH_THRESHOLD_IN_SECONDS) {
      this.backgroundRefresh();
      return cached.token;
    }
    const token = await this.refresh();
    return token.token;
  }
  /**
   * Clears the cached token and marks the next {@link getToken} as a forced
   * refresh, so the underlying provider bypasses any on-disk freshness check.
   * Called after a 401 — the server has just told us the token is bad even
   * if its `expires_at` still looks fresh.
   */
  invalidate() {
    this.cached = null;
    this.nextForce = true;
  }
  /**
   * Mandatory refresh. Joins any in-flight refresh unless forced — a forced
   * refresh must not coalesce into a non-forced one that may re-serve the
   * same stale disk token.
   */
  refresh(force = false) {
    if (this.pendingRefresh && !force) {
      return this.pendingRefresh;
    }
    return this.doRefresh(force);
  }
  /**
   * Advisory background refresh. Shares the same in-flight promise as
   * mandatory refreshes for deduplication, but swallows errors so the
   * stale cached token keeps being served. Backs off for
   * {@link ADVISORY_REFRESH_BACKOFF_IN_SECONDS} after a failure so an
   * outage during the advisory window doesn't hammer the token endpoint.
   */
  backgroundRefresh() {
    if (this.pendingRefresh) {
      return;
    }
    if (nowAsSeconds() - this.lastAdvisoryError < ADVISORY_REFRESH_BACKOFF_IN_SECONDS) {
      return;
    }
    this.doRefresh().catch((err) => {
      this.lastAdvisoryError = nowAsSeconds();
      this.onAdvisoryRefreshError?.(err);
    });
  }
  /**
   * Core refresh. Sets {@link pendingRefresh} so concurrent callers
   * (both advisory and mandatory) coalesce into a single provider call.
   */
  doRefresh(force = false) {
    this.pendingRefresh = this.provider(force ? { forceRefresh: true } : void 0).then((token) => {
      this.cached = token;
      this.pendingRefresh = null;
      return token;
    }, (err) => {
      this.pendingRefresh = null;
      throw err;
    });
    return this.pendingRefresh;
  }
};

// node_modules/@anthropic-ai/sdk/core/credentials.mjs
var CREDENTIALS_FILE_VERSION = "1.0";
var PROFILE_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
function validateProfileName(name) {
  if (!name) {
    throw new Error("profile name is empty");
  }
  if (name === "." || name === "..") {
    throw new Error(`profile name "${name}" is not allowed`);
  }
  if (name.includes("/") || name.includes("\\")) {
    throw new Error(`profile name "${name}" must not contain path separators`);
  }
  if (!PROFILE_NAME_PATTERN.test(name)) {
    throw new Error(`profile name "${name}" contains disallowed characters (allowed: letters, digits, '_', '.', '-')`);
  }
}
var loadConfigWithSource = async (profile) => {
  var _a2, _b;
  const rootConfigPath = await getRootConfigPath();
  if (rootConfigPath === null) {
    return null;
  }
  const namedInEnv = profile == null && readEnv("ANTHROPIC_PROFILE") != null;
  let fromEnv = null;
  if (profile == null && !namedInEnv) {
    const organizationId = readEnv("ANTHROPIC_ORGANIZATION_ID");
    const identityTokenFile = readEnv("ANTHROPIC_IDENTITY_TOKEN_FILE");
    const federationRuleId = readEnv("ANTHROPIC_FEDERATION_RULE_ID");
    if (federationRuleId && organizationId) {
      fromEnv = {
        fromFile: false,
        config: {
          organization_id: organizationId,
          // A defaulted-but-empty CI variable (`ANTHROPIC_WORKSPACE_ID=""`) is
          // treated as unset — readEnv coerces empty to undefined, and the body
          // builder's truthy check skips it — so `"workspace_id": ""` never goes
          // on the wire.
          workspace_id: readEnv("ANTHROPIC_WORKSPACE_ID"),
          base_url: readEnv("ANTHROPIC_BASE_URL"),
          authentication: {
            type: "oidc_federation",
            federation_rule_id: federationRuleId,
            service_account_id: readEnv("ANTHROPIC_SERVICE_ACCOUNT_ID"),
            identity_token: identityTokenFile ? { source: "file", path: identityTokenFile } : void 0,
            scope: readEnv("ANTHROPIC_SCOPE")
          }
        }
      };
      if (identityTokenFile || readEnv("ANTHROPIC_IDENTITY_TOKEN")) {
        return fromEnv;
      }
    }
  }
  const profileName = profile ?? await getActiveProfileName();
  if (profileName === null) {
    return null;
  }
  validateProfileName(profileName);
  const { fs, path: path2 } = await import("./node-5R6BKBAN.js");
  const configPath = path2.join(rootConfigPath, "configs", `${profileName}.json`);
  let configRaw;
  try {
    configRaw = await fs.promises.readFile(configPath, "utf-8");
  } catch (err) {
    if (err?.code !== "ENOENT") {
      throw new Error(`failed to read config file ${configPath}: ${err}`);
    }
    if (namedInEnv) {
      throw new AnthropicError(`ANTHROPIC_PROFILE names the profile "${profileName}", but ${configPath} does not exist. Set ANTHROPIC_PROFILE to a profile that exists, or unset it.`, { cause: err });
    }
    return fromEnv;
  }
  let config;
  try {
    config = JSON.parse(configRaw);
  } catch (err) {
    throw new Error(`failed to parse config file ${configPath}: ${err}`);
  }
  if (!config.authentication) {
    throw new Error(`config file ${configPath} is missing "authentication"`);
  }
  const authType = config.authentication.type;
  if (authType !== "oidc_federation" && authType !== "user_oauth") {
    throw new Error(`authentication.type "${authType}" is not a known authentication type`);
  }
  config.organization_id ?? (config.organization_id = readEnv("ANTHROPIC_ORGANIZATION_ID"));
  config.workspace_id ?? (config.workspace_id = readEnv("ANTHROPIC_WORKSPACE_ID"));
  config.base_url ?? (config.base_url = readEnv("ANTHROPIC_BASE_URL"));
  (_a2 = config.authentication).scope ?? (_a2.scope = readEnv("ANTHROPIC_SCOPE"));
  if (config.authentication.type === "oidc_federation") {
    if (!config.authentication.identity_token) {
      const identityTokenFile = readEnv("ANTHROPIC_IDENTITY_TOKEN_FILE");
      if (identityTokenFile) {
        config.authentication.identity_token = {
          source: "file",
          path: identityTokenFile
        };
      }
    }
    if (!config.authentication.federation_rule_id) {
      config.authentication.federation_rule_id = readEnv("ANTHROPIC_FEDERATION_RULE_ID") ?? "";
    }
    (_b = config.authentication).service_account_id ?? (_b.service_account_id = readEnv("ANTHROPIC_SERVICE_ACCOUNT_ID"));
  }
  return { config, fromFile: true };
};
var getCredentialsPath = async (config, profile) => {
  if (config?.authentication.credentials_path) {
    return config.authentication.credentials_path;
  }
  const rootConfigPath = await getRootConfigPath();
  if (!rootConfigPath) {
    return null;
  }
  const profileName = profile ?? await getActiveProfileName();
  if (!profileName) {
    return null;
  }
  validateProfileName(profileName);
  const { path: path2 } = await import("./node-5R6BKBAN.js");
  return path2.join(rootConfigPath, "credentials", `${profileName}.json`);
};
var getRootConfigPath = async () => {
  if (!supportsLocalConfigFiles()) {
    return null;
  }
  const { path: path2 } = await import("./node-5R6BKBAN.js");
  const configDir = readEnv("ANTHROPIC_CONFIG_DIR");
  if (configDir) {
    return configDir;
  }
  const os = getPlatformHeaders()["X-Stainless-OS"];
  if (os === "Windows") {
    const appData = readEnv("APPDATA");
    if (appData) {
      return path2.join(appData, "Anthropic");
    }
    const userProfile = readEnv("USERPROFILE");
    if (userProfile) {
      return path2.join(userProfile, "AppData", "Roaming", "Anthropic");
    }
    return null;
  }
  const xdgConfigHome = readEnv("XDG_CONFIG_HOME");
  if (xdgConfigHome) {
    return path2.join(xdgConfigHome, "anthropic");
  }
  const home = readEnv("HOME");
  if (home) {
    return path2.join(home, ".config", "anthropic");
  }
  return null;
};
var supportsLocalConfigFiles = () => {
  const runtime = getPlatformHeaders()["X-Stainless-Runtime"];
  return runtime === "node" || runtime === "deno";
};
var getActiveProfileName = async () => {
  const rootConfigPath = await getRootConfigPath();
  if (!rootConfigPath) {
    return null;
  }
  const profileName = readEnv("ANTHROPIC_PROFILE");
  if (profileName) {
    return profileName;
  }
  const { fs, path: path2 } = await import("./node-5R6BKBAN.js");
  const filePath = path2.join(rootConfigPath, "active_config");
  try {
    return (await fs.promises.readFile(filePath, "utf-8")).trim() || "default";
  } catch (err) {
    if (err?.code !== "ENOENT") {
      throw new Error(`failed to read ${filePath}: ${err}`);
    }
    return "default";
  }
};

// node_modules/@anthropic-ai/sdk/lib/credentials/identity-token.mjs
function identityTokenFromFile(path2) {
  if (!path2) {
    throw new AnthropicError("Identity token file path is empty");
  }
  return async () => {
    const { fs } = await import("./node-5R6BKBAN.js");
    let content;
    try {
      content = await fs.promises.readFile(path2, "utf-8");
    } catch (err) {
      throw new AnthropicError(`Failed to read identity token file at ${path2}: ${err}`);
    }
    const token = content.trim();
    if (!token) {
      throw new AnthropicError(`Identity token file at ${path2} is empty`);
    }
    return token;
  };
}
function identityTokenFromValue(token) {
  if (!token) {
    throw new AnthropicError("Identity token value is empty");
  }
  return () => token;
}

// node_modules/@anthropic-ai/sdk/lib/credentials/oidc-federation.mjs
function oidcFederationProvider(config) {
  return async () => {
    requireSecureTokenEndpoint(config.baseURL);
    const jwt = await config.identityTokenProvider();
    if (jwt.length > 16 * 1024) {
      throw new WorkloadIdentityError(`Identity token is ${Math.ceil(jwt.length / 1024)} KiB, exceeds the 16 KiB assertion limit`);
    }
    const body = {
      grant_type: GRANT_TYPE_JWT_BEARER,
      assertion: jwt,
      federation_rule_id: config.federationRuleId,
      organization_id: config.organizationId
    };
    if (config.serviceAccountId) {
      body["service_account_id"] = config.serviceAccountId;
    }
    if (config.workspaceId) {
      body["workspace_id"] = config.workspaceId;
    }
    const url = `${config.baseURL}${TOKEN_ENDPOINT}`;
    let resp;
    try {
      resp = await config.fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/json",
          "anthropic-beta": `${OAUTH_API_BETA_HEADER},${FEDERATION_BETA_HEADER}`,
          "User-Agent": config.userAgent || `anthropic-sdk-typescript/${VERSION} oidcFederationProvider`
        },
        body: JSON.stringify(body)
      });
    } catch (err) {
      throw new WorkloadIdentityError(`Failed to reach token endpoint ${url}: ${err}`);
    }
    const requestId = resp.headers.get("Request-Id");
    if (!resp.ok) {
      const text = await resp.text().catch(() => "");
      const redacted = redactSensitive(text);
      let hint = "";
      if (resp.status === 401) {
        const hintMiddle = config.workspaceId ? "" : "If your federation rule is scoped to multiple workspaces, set the ANTHROPIC_WORKSPACE_ID environment variable, the 'workspace_id' config key, or the `workspaceId` option. ";
        hint = ` Ensure your federation rule matches your identity token. ${hintMiddle}View your authentication events in the Workload identity page of Claude Console for more details.`;
      }
      throw new WorkloadIdentityError(`Token exchange failed with status ${resp.status}${requestId ? ` (request-id ${requestId})` : ""}: ${redacted}${hint}`, resp.status, redacted, requestId);
    }
    const data = await parseTokenResponse(resp, requestId);
    const expiresIn = Number(data.expires_in);
    if (!Number.isFinite(expiresIn)) {
      throw new WorkloadIdentityError(`Token endpoint response missing required fields: ${JSON.stringify(redactSensitive(data))}`, resp.status, redactSensitive(data), requestId);
    }
    return {
      token: data.access_token,
      expiresAt: nowAsSeconds() + expiresIn
    };
  };
}

// node_modules/@anthropic-ai/sdk/lib/credentials/user-oauth.mjs
function userOAuthProvider(config) {
  return async (opts) => {
    const { fs } = await import("./node-5R6BKBAN.js");
    await checkCredentialsFileSafety(config.credentialsPath, config.onSafetyWarning);
    let raw;
    try {
      raw = await fs.promises.readFile(config.credentialsPath, "utf-8");
    } catch (err) {
      throw new WorkloadIdentityError(`Credentials file not found at ${config.credentialsPath}: ${err}`);
    }
    let creds;
    try {
      creds = JSON.parse(raw);
    } catch (err) {
      throw new WorkloadIdentityError(`Credentials file at ${config.credentialsPath} is not valid JSON: ${err}`);
    }
    const accessToken = creds.access_token;
    if (!accessToken) {
      throw new WorkloadIdentityError(`Credentials file at ${config.credentialsPath} must include 'access_token'`);
    }
    const expiresAt = creds.expires_at;
    if (!opts?.forceRefresh && (expiresAt == null || nowAsSeconds() < expiresAt - MANDATORY_REFRESH_THRESHOLD_IN_SECONDS)) {
      return { token: accessToken, expiresAt: expiresAt ?? null };
    }
    const refreshToken = creds.refresh_token;
    if (!config.clientId || !refreshToken) {
      throw new WorkloadIdentityError(`Access token at ${config.credentialsPath} has expired and no refresh is available (client_id ${config.clientId ? "set" : "empty"}, refresh_token ${refreshToken ? "set" : "empty"})`);
    }
    requireSecureTokenEndpoint(config.baseURL);
    const body = {
      grant_type: GRANT_TYPE_REFRESH_TOKEN,
      refresh_token: refreshToken,
      client_id: config.clientId
    };
    const url = `${config.baseURL}${TOKEN_ENDPOINT}`;
    let resp;
    try {
      resp = await config.fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/json",
          "anthropic-beta": OAUTH_API_BETA_HEADER,
          "User-Agent": config.userAgent || `anthropic-sdk-typescript/${VERSION} userOAuthProvider`
        },
        body: JSON.stringify(body)
      });
    } catch (err) {
      throw new WorkloadIdentityError(`User OAuth refresh failed to reach token endpoint: ${err}`);
    }
    const requestId = resp.headers.get("Request-Id");
    if (!resp.ok) {
      const text = await resp.text().catch(() => "");
      throw new WorkloadIdentityError(`User OAuth refresh failed (HTTP ${resp.status}): ${redactSensitive(text)}`, resp.status, redactSensitive(text), requestId);
    }
    const data = await parseTokenResponse(resp, requestId);
    const expiresIn = Number(data.expires_in);
    if (!Number.isFinite(expiresIn)) {
      throw new WorkloadIdentityError(`User OAuth refresh response missing or invalid expires_in: ${JSON.stringify(redactSensitive(data))}`, resp.status, redactSensitive(data), requestId);
    }
    const newExpiresAt = nowAsSeconds() + expiresIn;
    const newRefreshToken = data.refresh_token || refreshToken;
    await writeCredentialsFileAtomic(config.credentialsPath, {
      ...creds,
      version: CREDENTIALS_FILE_VERSION,
      type: "oauth_token",
      access_token: data.access_token,
      expires_at: newExpiresAt,
      refresh_token: newRefreshToken
    });
    return { token: data.access_token, expiresAt: newExpiresAt };
  };
}

// node_modules/@anthropic-ai/sdk/lib/credentials/credential-chain.mjs
function resolveCredentialsFromConfig(config, options) {
  const credentialsPath = config.authentication.credentials_path ?? null;
  const effectiveBaseURL = (config.base_url || options.baseURL).replace(/\/+$/, "");
  const provider = buildProvider(config, credentialsPath, effectiveBaseURL, options);
  const extraHeaders = {};
  if (config.workspace_id && config.authentication.type === "user_oauth") {
    extraHeaders["anthropic-workspace-id"] = config.workspace_id;
  }
  return { provider, extraHeaders, baseURL: config.base_url || void 0 };
}
async function defaultCredentials(options, profile) {
  const loaded = await loadConfigWithSource(profile);
  if (!loaded) {
    return null;
  }
  const { config, fromFile } = loaded;
  const withPath = config.authentication.credentials_path || !fromFile ? config : {
    ...config,
    authentication: {
      ...config.authentication,
      credentials_path: await getCredentialsPath(config, profile) ?? void 0
    }
  };
  return resolveCredentialsFromConfig(withPath, options);
}
function buildProvider(config, credentialsPath, baseURL, options) {
  switch (config.authentication.type) {
    case "oidc_federation": {
      const auth = config.authentication;
      const identityProvider = resolveIdentityTokenProvider(auth);
      if (!identityProvider) {
        throw new WorkloadIdentityError("oidc_federation config requires an identity token (set authentication.identity_token, ANTHROPIC_IDENTITY_TOKEN_FILE, or ANTHROPIC_IDENTITY_TOKEN)");
      }
      if (!auth.federation_rule_id) {
        throw new WorkloadIdentityError("oidc_federation config requires 'federation_rule_id'. Set it in authentication.federation_rule_id in your profile, or via ANTHROPIC_FEDERATION_RULE_ID (profile takes precedence).");
      }
      if (!config.organization_id) {
        throw new WorkloadIdentityError("oidc_federation config requires organization_id (set ANTHROPIC_ORGANIZATION_ID or config.organization_id)");
      }
      const exchange = oidcFederationProvider({
        identityTokenProvider: identityProvider,
        federationRuleId: auth.federation_rule_id,
        organizationId: config.organization_id,
        serviceAccountId: auth.service_account_id,
        workspaceId: config.workspace_id,
        baseURL,
        fetch: options.fetch,
        userAgent: options.userAgent
      });
      if (credentialsPath) {
        return cachedExchangeProvider(exchange, credentialsPath, options.onCacheWriteError, options.onSafetyWarning);
      }
      return exchange;
    }
    case "user_oauth": {
      if (!credentialsPath) {
        throw new WorkloadIdentityError("user_oauth config requires authentication.credentials_path (or load via a profile so it defaults to <config_dir>/credentials/<profile>.json)");
      }
      return userOAuthProvider({
        credentialsPath,
        clientId: config.authentication.client_id,
        baseURL,
        fetch: options.fetch,
        userAgent: options.userAgent,
        onSafetyWarning: options.onSafetyWarning
      });
    }
    default: {
      const t = config.authentication.type;
      throw new WorkloadIdentityError(`authentication.type "${t}" is not a known authentication type`);
    }
  }
}
function resolveIdentityTokenProvider(auth) {
  if (auth.identity_token) {
    const source = auth.identity_token.source;
    if (source !== "file") {
      throw new WorkloadIdentityError(`identity_token.source "${source}" is not supported by this SDK version (only "file")`);
    }
    if (!auth.identity_token.path) {
      throw new WorkloadIdentityError(`identity_token.source "file" requires a non-empty path`);
    }
    return identityTokenFromFile(auth.identity_token.path);
  }
  const tokenFile = readEnv("ANTHROPIC_IDENTITY_TOKEN_FILE");
  if (tokenFile) {
    return identityTokenFromFile(tokenFile);
  }
  const tokenValue = readEnv("ANTHROPIC_IDENTITY_TOKEN");
  if (tokenValue) {
    return identityTokenFromValue(tokenValue);
  }
  return null;
}
function cachedExchangeProvider(exchange, credentialsPath, onCacheWriteError, onSafetyWarning) {
  return async (opts) => {
    const { fs } = await import("./node-5R6BKBAN.js");
    await checkCredentialsFileSafety(credentialsPath, onSafetyWarning);
    let existing;
    try {
      const raw = await fs.promises.readFile(credentialsPath, "utf-8");
      existing = JSON.parse(raw);
      const token = existing?.["access_token"];
      if (token && !opts?.forceRefresh) {
        const expiresAt = existing?.["expires_at"];
        if (expiresAt == null || nowAsSeconds() < expiresAt - MANDATORY_REFRESH_THRESHOLD_IN_SECONDS) {
          return { token, expiresAt: expiresAt ?? null };
        }
      }
    } catch (err) {
      const code = err?.code;
      if (code !== "ENOENT" && !(err instanceof SyntaxError)) {
        onCacheWriteError?.(err);
      }
    }
    const result = await exchange(opts);
    try {
      await writeCredentialsFileAtomic(credentialsPath, {
        ...existing ?? {},
        version: CREDENTIALS_FILE_VERSION,
        type: "oauth_token",
        access_token: result.token,
        expires_at: result.expiresAt
      });
    } catch (err) {
      onCacheWriteError?.(err);
    }
    return result;
  };
}

// node_modules/@anthropic-ai/sdk/core/middleware.mjs
var fetchOriginErrors = /* @__PURE__ */ new WeakSet();
function isFetchOriginError(err) {
  return typeof err === "object" && err !== null && fetchOriginErrors.has(err);
}
function isRetryableError(err) {
  const seen = /* @__PURE__ */ new Set();
  while (typeof err === "object" && err !== null && !seen.has(err)) {
    seen.add(err);
    if (isFetchOriginError(err) || isAbortError(err) || err instanceof APIConnectionError || err instanceof RetryableError) {
      return true;
    }
    err = err.cause;
  }
  return false;
}
function wrapFetchWithMiddleware(fetchFn, middleware, options, client) {
  return async (url, init = {}) => {
    if (middleware.length === 0) {
      return fetchFn.call(void 0, url, init);
    }
    const headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    const response = await applyMiddleware(fetchFn, middleware, options, client)({
      ...init,
      headers,
      url: typeof url === "string" ? url : url instanceof URL ? url.href : url.url
    });
    if (response.bodyUsed || response.body?.locked) {
      throw new AnthropicError("middleware consumed the response body; use response.clone() to inspect it, or return new Response(body, response) to consume and replace it");
    }
    return response;
  };
}
function createMiddlewareContext(options, client) {
  const cache = /* @__PURE__ */ new WeakMap();
  return {
    options,
    // Resolved per chain, so changes to the client's `logLevel`/`logger`
    // apply to subsequent requests.
    logger: client ? loggerFor(client) : defaultLogger(),
    parse(response) {
      if (options?.stream && response.ok) {
        return parseMiddlewareResponse(response, options, client);
      }
      let parsed = cache.get(response);
      if (!parsed) {
        parsed = parseMiddlewareResponse(response, options, client);
        cache.set(response, parsed);
      }
      return parsed;
    }
  };
}
async function parseMiddlewareResponse(response, options, client) {
  if (response.bodyUsed || response.body?.locked) {
    throw new AnthropicError("cannot ctx.parse() a response whose body was already consumed; call ctx.parse() instead of reading the body, or read via response.clone()");
  }
  if (options?.stream && response.ok) {
    return Stream.fromSSEResponse(response.clone(), new AbortController(), client);
  }
  if (response.status === 204) {
    return null;
  }
  if (options?.__binaryResponse) {
    return response;
  }
  const contentType = response.headers.get("content-type");
  const mediaType = contentType?.split(";")[0]?.trim();
  const isJSON = mediaType?.includes("application/json") || mediaType?.endsWith("+json");
  if (isJSON) {
    if (response.headers.get("content-length") === "0") {
      return void 0;
    }
    return addResponseIDs(await response.clone().json(), response);
  }
  return await response.clone().text();
}
function applyMiddleware(fetchFn, middleware, options, client) {
  let next = async ({ url, ...init }) => {
    try {
      return await fetchFn.call(void 0, url, init);
    } catch (err) {
      const error = castToError(err);
      fetchOriginErrors.add(error);
      throw error;
    }
  };
  const ctx = createMiddlewareContext(options, client);
  for (let i = middleware.length - 1; i >= 0; i--) {
    const mw = middleware[i];
    const nextInner = next;
    next = async (request) => mw(request, nextInner, ctx);
  }
  return next;
}

// node_modules/@anthropic-ai/sdk/internal/to-file.mjs
var isBlobLike = (value) => value != null && typeof value === "object" && typeof value.size === "number" && typeof value.type === "string" && typeof value.text === "function" && typeof value.slice === "function" && typeof value.arrayBuffer === "function";
var isFileLike = (value) => value != null && typeof value === "object" && typeof value.name === "string" && typeof value.lastModified === "number" && isBlobLike(value);
var isResponseLike = (value) => value != null && typeof value === "object" && typeof value.url === "string" && typeof value.blob === "function";
async function toFile(value, name, options) {
  checkFileSupport();
  value = await value;
  name || (name = value instanceof File ? value.name : getName(value, true));
  if (isFileLike(value)) {
    if (value instanceof File && name == null && options == null) {
      return value;
    }
    return makeFile([await value.arrayBuffer()], name ?? value.name, {
      type: value.type,
      lastModified: value.lastModified,
      ...options
    });
  }
  if (isResponseLike(value)) {
    const blob = await value.blob();
    name || (name = new URL(value.url).pathname.split(/[\\/]/).pop());
    return makeFile(await getBytes(blob), name, options);
  }
  const parts = await getBytes(value);
  if (!options?.type) {
    const type = parts.find((part) => typeof part === "object" && "type" in part && part.type);
    if (typeof type === "string") {
      options = { ...options, type };
    }
  }
  return makeFile(parts, name, options);
}
async function getBytes(value) {
  let parts = [];
  if (typeof value === "string" || ArrayBuffer.isView(value) || // includes Uint8Array, Buffer, etc.
  value instanceof ArrayBuffer) {
    parts.push(value);
  } else if (isBlobLike(value)) {
    parts.push(value instanceof Blob ? value : await value.arrayBuffer());
  } else if (isAsyncIterable(value)) {
    for await (const chunk of value) {
      parts.push(...await getBytes(chunk));
    }
  } else {
    const constructor = value?.constructor?.name;
    throw new Error(`Unexpected data type: ${typeof value}${constructor ? `; constructor: ${constructor}` : ""}${propsForError(value)}`);
  }
  return parts;
}
function propsForError(value) {
  if (typeof value !== "object" || value === null)
    return "";
  const props = Object.getOwnPropertyNames(value);
  return `; props: [${props.map((p) => `"${p}"`).join(", ")}]`;
}

// node_modules/@anthropic-ai/sdk/client.mjs
var _BaseAnthropic_instances;
var _a;
var _BaseAnthropic_encoder;
var _BaseAnthropic_apiKeyFunction;
var _BaseAnthropic_openTelemetry;
var _BaseAnthropic_baseURLOverridden;
var warnedOfKeyAndTokenInEnv = false;
var BaseAnthropic = /* @__PURE__ */ (() => {
  class BaseAnthropic2 {
    /**
     * The active credential provider. Default credential resolution runs once
     * at construction time. If it fails, the error is surfaced on every
     * request and the client must be reconstructed — there is no retry path.
     *
     * Clones returned by {@link withOptions} share the parent's auth state
     * (provider, token cache, pending resolution, and any resolution error)
     * unless the caller passes an explicit `apiKey`, `authToken`,
     * `credentials`, `config`, or `profile` override.
     */
    get credentials() {
      return this._authState.provider;
    }
    /**
     * The `openTelemetry` option as this client settled it when it was constructed: `propagation` and
     * each field of `traces` from the option, or else its default. A client constructed without the
     * option has what the environment variables said. One constructed with `openTelemetry: false` has
     * `traces.enabled: false` here.
     *
     * The value is frozen. It is a valid `openTelemetry` option, so a copy of this client can change
     * one setting and keep the others:
     *
     * ```ts
     * const { openTelemetry } = client;
     * client.withOptions({
     *   openTelemetry: { ...openTelemetry, traces: { ...openTelemetry.traces, contentMode: 'content' } },
     * });
     * ```
     */
    get openTelemetry() {
      return __classPrivateFieldGet(this, _BaseAnthropic_openTelemetry, "f");
    }
    /**
     * The instrumentation scope of this client's spans: the version of the package that the client
     * is from, and for the client of another platform the platform's name, which the scope's name
     * ends with. The clients for other platforms override it. The constructor calls it.
     * @internal
     */
    _instrumentationScope() {
      return { version: VERSION };
    }
    /**
     * API Client for interfacing with the Anthropic API.
     *
     * @param {string | null | undefined} [opts.apiKey=process.env['ANTHROPIC_API_KEY'] ?? null]
     * @param {string | null | undefined} [opts.authToken=process.env['ANTHROPIC_AUTH_TOKEN'] ?? null]
     * @param {string | null | undefined} [opts.webhookKey=process.env['ANTHROPIC_WEBHOOK_SIGNING_KEY'] ?? null]
     * @param {string} [opts.baseURL=process.env['ANTHROPIC_BASE_URL'] ?? https://api.anthropic.com] - Override the default base URL for the API.
     * @param {number} [opts.timeout=10 minutes] - The maximum amount of time (in milliseconds) the client will wait for a response before timing out.
     * @param {MergedRequestInit} [opts.fetchOptions] - Additional `RequestInit` options to be passed to `fetch` calls.
     * @param {Fetch} [opts.fetch] - Specify a custom `fetch` function implementation.
     * @param {number} [opts.maxRetries=2] - The maximum number of times the client will retry a request.
     * @param {HeadersLike} opts.defaultHeaders - Default headers to include with every request to the API.
     * @param {Record<string, string | undefined>} opts.defaultQuery - Default query parameters to include with every request to the API.
     * @param {boolean} [opts.dangerouslyAllowBrowser=false] - By default, client-side use of this library is not allowed, as it risks exposing your secret API credentials to attackers.
     */
    constructor({ baseURL = readEnv("ANTHROPIC_BASE_URL"), apiKey, authToken, webhookKey = readEnv("ANTHROPIC_WEBHOOK_SIGNING_KEY") ?? null, ...opts } = {}) {
      _BaseAnthropic_instances.add(this);
      this._requestAuthFlags = /* @__PURE__ */ new WeakMap();
      _BaseAnthropic_encoder.set(this, void 0);
      _BaseAnthropic_apiKeyFunction.set(this, void 0);
      _BaseAnthropic_openTelemetry.set(this, void 0);
      this._genAIProviderName = "anthropic";
      this._supportsMessageThreads = false;
      const given = { apiKey, authToken, ...opts };
      const passed = CREDENTIAL_OPTIONS.filter((name) => given[name] != null);
      if (passed.length > 1) {
        const list = (names) => names.map((name) => `\`${name}\``).join(", ");
        throw new TypeError(`Pass at most one of ${list(CREDENTIAL_OPTIONS)}. Received ${list(passed)}.`);
      }
      const [passedName] = passed;
      const env = passedName != null ? null : {
        apiKey: apiKey === void 0 ? readEnv("ANTHROPIC_API_KEY") : void 0,
        authToken: authToken === void 0 ? readEnv("ANTHROPIC_AUTH_TOKEN") : void 0
      };
      const credential = passedName != null ? { type: passedName, value: given[passedName] } : env?.apiKey != null ? { type: "apiKey", value: env.apiKey } : env?.authToken != null ? { type: "authToken", value: env.authToken } : { type: "defaultChain" };
      const options = {
        apiKey: credential.type === "apiKey" ? credential.value : null,
        authToken: credential.type === "authToken" ? credential.value : null,
        webhookKey,
        ...opts,
        baseURL: baseURL || `https://api.anthropic.com`
      };
      if (!options.dangerouslyAllowBrowser && isRunningInBrowser()) {
        throw new AnthropicError("It looks like you're running in a browser-like environment.\n\nThis is disabled by default, as it risks exposing your secret API credentials to attackers.\nIf you understand the risks and have appropriate mitigations in place,\nyou can set the `dangerouslyAllowBrowser` option to `true`, e.g.,\n\nnew Anthropic({ apiKey, dangerouslyAllowBrowser: true });\n");
      }
      this.baseURL = options.baseURL;
      this._baseURLIsExplicit = opts.__baseURLIsExplicit ?? !!baseURL;
      this.timeout = options.timeout ?? _a.DEFAULT_TIMEOUT;
      this.logger = options.logger ?? console;
      this.logLevel = defaultLogLevel;
      this.logLevel = parseLogLevel(options.logLevel, "ClientOptions.logLevel", loggerFor(this)) ?? parseLogLevel(readEnv("ANTHROPIC_LOG"), "process.env['ANTHROPIC_LOG']", loggerFor(this)) ?? defaultLogLevel;
      if (env?.apiKey != null && env.authToken != null && !warnedOfKeyAndTokenInEnv) {
        warnedOfKeyAndTokenInEnv = true;
        loggerFor(this).warn("Anthropic: ANTHROPIC_API_KEY and ANTHROPIC_AUTH_TOKEN are both set. Using ANTHROPIC_API_KEY.");
      }
      this.fetchOptions = options.fetchOptions;
      this.maxRetries = validatePositiveInteger("maxRetries", options.maxRetries ?? 2);
      const scope = this._instrumentationScope();
      __classPrivateFieldSet(this, _BaseAnthropic_openTelemetry, resolveOpenTelemetryOptions(options.openTelemetry), "f");
      options.openTelemetry = __classPrivateFieldGet(this, _BaseAnthropic_openTelemetry, "f");
      this._tracer = guardTracing(this, () => getTracer(__classPrivateFieldGet(this, _BaseAnthropic_openTelemetry, "f"), scope.version, scope.platform));
      this.fetch = options.fetch ?? getDefaultFetch();
      __classPrivateFieldSet(this, _BaseAnthropic_encoder, FallbackEncoder, "f");
      this.middleware = [...options.middleware ?? []];
      const customHeadersEnv = readEnv("ANTHROPIC_CUSTOM_HEADERS");
      if (customHeadersEnv) {
        const parsed = {};
        for (const line of customHeadersEnv.split("\n")) {
          const colon = line.indexOf(":");
          if (colon >= 0) {
            parsed[line.substring(0, colon).trim()] = line.substring(colon + 1).trim();
          }
        }
        options.defaultHeaders = options.defaultHeaders instanceof Headers || Array.isArray(options.defaultHeaders) ? buildHeaders([parsed, options.defaultHeaders]) : { ...parsed, ...options.defaultHeaders };
      }
      const inherited = opts.__auth;
      delete options.__auth;
      delete options.__baseURLIsExplicit;
      this._options = options;
      this.apiKey = typeof options.apiKey === "string" ? options.apiKey : null;
      __classPrivateFieldSet(this, _BaseAnthropic_apiKeyFunction, typeof options.apiKey === "function" ? options.apiKey : null, "f");
      this.authToken = options.authToken ?? null;
      this.webhookKey = webhookKey;
      if (inherited) {
        this._authState = inherited;
        if (!this._baseURLIsExplicit && inherited.baseURL) {
          this.baseURL = inherited.baseURL;
        }
      } else {
        this._authState = { provider: null, tokenCache: null, resolution: null, error: null, extraHeaders: {} };
        switch (credential.type) {
          case "apiKey":
          case "authToken":
            break;
          case "credentials":
            this._authState.provider = credential.value;
            this._authState.tokenCache = this._makeTokenCache(credential.value);
            break;
          case "config": {
            const result = resolveCredentialsFromConfig(credential.value, this._credentialResolverOptions());
            this._authState.provider = result.provider;
            this._authState.tokenCache = this._makeTokenCache(result.provider);
            this._authState.extraHeaders = result.extraHeaders;
            this._applyCredentialBaseURL(result.baseURL);
            break;
          }
          case "profile":
            this._authState.resolution = this._resolveDefaultCredentials(credential.value);
            break;
          case "defaultChain":
            if (this._shouldResolveDefaultCredentials()) {
              this._authState.resolution = this._resolveDefaultCredentials();
            }
            break;
          default:
            checkNever(credential);
        }
      }
    }
    /**
     * Whether to lazily resolve auth from the default credential chain when no
     * explicit auth is configured. Called once from the constructor, so
     * overrides must not depend on subclass instance state. Subclasses that
     * bring their own auth scheme return false so unrelated local credentials
     * are never resolved or allowed to supply a base URL.
     */
    _shouldResolveDefaultCredentials() {
      return true;
    }
    /**
     * Stores a profile/config-supplied base URL on the shared auth state and, if
     * the caller did not pin `baseURL` via constructor option or env, adopts it
     * as this client's outbound API host. Precedence: ctor opt > env > profile >
     * hardcoded default.
     */
    _applyCredentialBaseURL(baseURL) {
      if (!baseURL)
        return;
      const normalized = baseURL.replace(/\/+$/, "");
      this._authState.baseURL = normalized;
      if (!this._baseURLIsExplicit) {
        this.baseURL = normalized;
      }
    }
    /**
     * Options bag passed into the credential chain. `baseURL` here is only the
     * fallback host for the token-exchange POST when the config itself omits
     * `base_url`; the chain returns the config's own `base_url` (if any) on
     * {@link CredentialResult.baseURL}, which {@link _applyCredentialBaseURL}
     * then adopts for outbound API requests. The two are deliberately decoupled
     * so this fallback never round-trips into precedence.
     */
    _credentialResolverOptions() {
      return {
        baseURL: this.baseURL,
        fetch: this._credentialsFetch(),
        userAgent: this.getUserAgent(),
        onCacheWriteError: (err) => {
          loggerFor(this).debug("credential cache write failed (best-effort)", err);
        },
        onSafetyWarning: (msg) => {
          loggerFor(this).warn(msg);
        }
      };
    }
    /**
     * A `Fetch` for first-party credential token-exchange requests (OIDC
     * federation jwt-bearer grants, user-OAuth refresh grants) that routes
     * through this client's middleware chain, so middleware observes token
     * traffic like any other request. Only client-level middleware applies:
     * a minted token is shared across requests, so attributing the exchange
     * to any one request's per-request middleware would be arbitrary. For the
     * same reason, `ctx.options` is undefined for these requests.
     */
    _credentialsFetch() {
      return wrapFetchWithMiddleware(this.fetch, this.middleware, void 0, this);
    }
    _makeTokenCache(provider) {
      return new TokenCache(provider, (err) => {
        loggerFor(this).debug("advisory token refresh failed; serving cached token", err);
      });
    }
    /**
     * Create a new client instance re-using the same options given to the
     * current client with optional overriding.
     *
     * Passing `apiKey`, `authToken`, `credentials`, `config`, or `profile`
     * replaces the current client's credential, whatever its kind. With none of
     * them passed, the new client keeps it. Either way it keeps
     * `defaultHeaders`, including an `X-Api-Key` or `Authorization` set there.
     */
    withOptions(options) {
      options = { ...options };
      for (const name of CREDENTIAL_OPTIONS) {
        if (options[name] === void 0)
          delete options[name];
      }
      const overridesAuth = CREDENTIAL_OPTIONS.some((name) => name in options);
      const replacesCredential = CREDENTIAL_OPTIONS.some((name) => options[name] != null);
      const internal = {
        ...this._options,
        // Only forward baseURL when the caller (or env) explicitly chose it.
        // For a non-explicit parent, this.baseURL may have been mutated to the
        // profile-resolved host; pinning that as the clone's options.baseURL
        // would make _options on the clone misreport caller intent and would
        // leave the clone stuck on the parent's host across an auth override.
        // The clone instead receives the construction-time value via
        // ...this._options above and re-adopts the profile host through the
        // shared _authState.baseURL + __baseURLIsExplicit=false path.
        ...this._baseURLIsExplicit ? { baseURL: this.baseURL } : {},
        maxRetries: this.maxRetries,
        timeout: this.timeout,
        logger: this.logger,
        logLevel: this.logLevel,
        fetch: this.fetch,
        fetchOptions: this.fetchOptions,
        middleware: this.middleware,
        apiKey: this.apiKey ?? __classPrivateFieldGet(this, _BaseAnthropic_apiKeyFunction, "f"),
        authToken: this.authToken,
        webhookKey: this.webhookKey,
        // Left in, the inherited credential would trip the mutual-exclusion check.
        ...replacesCredential ? Object.fromEntries(CREDENTIAL_OPTIONS.map((name) => [name, null])) : {},
        ...options,
        openTelemetry: options.openTelemetry ?? __classPrivateFieldGet(this, _BaseAnthropic_openTelemetry, "f"),
        // Always set __auth so any stale value from ...this._options is
        // overwritten. undefined means "build fresh auth from these options".
        __auth: overridesAuth ? void 0 : this._authState,
        __baseURLIsExplicit: "baseURL" in options ? true : this._baseURLIsExplicit
      };
      return new this.constructor(internal);
    }
    /**
     * Lazily resolves credentials from config files or environment variables.
     * Called once from the constructor when no explicit auth is provided, or
     * when an explicit `profile` was passed (in which case a missing/unresolved
     * profile is surfaced as an error instead of falling through to "no auth").
     * The returned promise is stored and awaited on the first request.
     */
    async _resolveDefaultCredentials(profile) {
      try {
        const result = await defaultCredentials(this._credentialResolverOptions(), profile);
        if (result) {
          this._authState.provider = result.provider;
          this._authState.tokenCache = this._makeTokenCache(result.provider);
          this._authState.extraHeaders = result.extraHeaders;
          this._applyCredentialBaseURL(result.baseURL);
        } else if (profile != null) {
          throw new AnthropicError(`Profile "${profile}" could not be resolved (no <config_dir>/configs/${profile}.json found).`);
        }
      } catch (err) {
        this._authState.error = err;
      } finally {
        this._authState.resolution = null;
      }
    }
    defaultQuery() {
      return this._options.defaultQuery;
    }
    validateHeaders({ values, nulls }) {
      if (values.get("x-api-key") || values.get("authorization")) {
        return;
      }
      if (this._authState.error) {
        throw this._authState.error;
      }
      if (this._authState.tokenCache || this._authState.resolution) {
        return;
      }
      if (this.apiKey && values.get("authorization")) {
        return;
      }
      if (nulls.has("authorization")) {
        return;
      }
      if (this.authToken && values.get("authorization")) {
        return;
      }
      if (nulls.has("authorization")) {
        return;
      }
      throw new Error('Could not resolve authentication method. Expected one of apiKey, authToken, credentials, config, or profile to be set. Or for the "Authorization" header to be explicitly omitted');
    }
    _authFlags(opts) {
      let flags = this._requestAuthFlags.get(opts);
      if (!flags) {
        flags = { usedTokenCache: false, didRefreshFor401: false };
        this._requestAuthFlags.set(opts, flags);
      }
      return flags;
    }
    async authHeaders(opts) {
      if (this._authState.resolution) {
        await this._authState.resolution;
      }
      if (this._authState.error) {
        return void 0;
      }
      if (__classPrivateFieldGet(this, _BaseAnthropic_apiKeyFunction, "f") && this.apiKey == null) {
        let apiKey;
        try {
          apiKey = await __classPrivateFieldGet(this, _BaseAnthropic_apiKeyFunction, "f").call(this);
        } catch (err) {
          throw new AnthropicError(`The \`apiKey\` function failed: ${castToError(err).message}`, {
            cause: err
          });
        }
        if (!apiKey) {
          throw new AnthropicError(`The \`apiKey\` function must return a non-empty string. It returned ${JSON.stringify(apiKey)}.`);
        }
        return buildHeaders([{ Authorization: `Bearer ${apiKey}` }]);
      }
      if (this._authState.tokenCache && this.apiKey == null) {
        const token = await this._authState.tokenCache.getToken();
        this._authFlags(opts).usedTokenCache = true;
        return buildHeaders([{ Authorization: `Bearer ${token}` }]);
      }
      return buildHeaders([await this.bearerAuth(opts), await this.apiKeyAuth(opts)]);
    }
    async apiKeyAuth(opts) {
      if (this.apiKey == null) {
        return void 0;
      }
      return buildHeaders([{ Authorization: `Bearer ${this.apiKey}` }]);
    }
    async bearerAuth(opts) {
      if (this.authToken == null) {
        return void 0;
      }
      return buildHeaders([{ Authorization: `Bearer ${this.authToken}` }]);
    }
    stringifyQuery(query) {
      return stringifyQuery(query);
    }
    getUserAgent() {
      return `Anthropic/JS ${VERSION}`;
    }
    makeStatusError(status, error, message, headers) {
      const body = error ?? {};
      const errorCode = body.error?.details?.error_code;
      const errorClass = typeof errorCode === "string" ? ERROR_CODE_CLASSES.get(`${status} ${errorCode}`) : void 0;
      if (errorClass) {
        return new errorClass(status, error, message, headers);
      }
      return APIError.generate(status, error, message, headers);
    }
    buildURL(path2, query, defaultBaseURL) {
      const baseURL = !__classPrivateFieldGet(this, _BaseAnthropic_instances, "m", _BaseAnthropic_baseURLOverridden).call(this) && defaultBaseURL || this.baseURL;
      const url = isAbsoluteURL(path2) ? new URL(path2) : new URL(baseURL + (baseURL.endsWith("/") && path2.startsWith("/") ? path2.slice(1) : path2));
      const defaultQuery = this.defaultQuery();
      const pathQuery = Object.fromEntries(url.searchParams);
      if (!isEmptyObj(defaultQuery) || !isEmptyObj(pathQuery)) {
        query = { ...pathQuery, ...defaultQuery, ...query };
      }
      if (typeof query === "object" && query && !Array.isArray(query)) {
        url.search = this.stringifyQuery(query);
      }
      return url.toString();
    }
    _calculateNonstreamingTimeout(maxTokens) {
      const defaultTimeout = 10 * 60;
      const expectedTimeout = 60 * 60 * maxTokens / 128e3;
      if (expectedTimeout > defaultTimeout) {
        throw new AnthropicError("Streaming is required for operations that may take longer than 10 minutes. See https://platform.claude.com/docs/en/cli-sdks-libraries/sdks/typescript#streaming-responses for more details");
      }
      return defaultTimeout * 1e3;
    }
    /**
     * Used as a callback for mutating the given `FinalRequestOptions` object.
     */
    async prepareOptions(options) {
    }
    /**
     * Used as a callback for mutating the given `RequestInit` object.
     *
     * This is useful for cases where you want to add certain headers based off of
     * the request properties, e.g. `method` or `url`.
     *
     * Runs after all middleware (including {@link backendMiddleware}),
     * immediately before each underlying fetch call, so it sees exactly what
     * goes over the wire, except the trace-context headers of a traced call
     * (`traceparent`, `tracestate`, `baggage`, and any other that the registered
     * propagator writes): the client sets them again after this hook, so that a
     * signature does not cover them. Middleware may replay a request by calling
     * `next()` more than once, so this hook can run multiple times per attempt:
     * overrides must be idempotent and overwrite headers from a previous
     * invocation rather than append to them.
     */
    async prepareRequest(request, { url, options }) {
      if (this._authState.tokenCache && this.apiKey == null) {
        const headers = request.headers instanceof Headers ? request.headers : new Headers(request.headers);
        for (const [k, v] of Object.entries(this._authState.extraHeaders)) {
          if (!headers.has(k))
            headers.set(k, v);
        }
        const existing = headers.get("anthropic-beta")?.split(",").map((s) => s.trim());
        if (!existing?.includes(OAUTH_API_BETA_HEADER)) {
          headers.set("anthropic-beta", [...existing ?? [], OAUTH_API_BETA_HEADER].join(","));
        }
        request.headers = headers;
      }
    }
    /**
     * Internal {@link Middleware} composed innermost in the chain — inside both
     * client-level and per-request middleware, immediately around the underlying
     * `fetch`. Subclasses for third-party backends override this to adapt the
     * canonical Anthropic-shaped request to the backend's wire shape (URL/body
     * rewriting, request signing) and to normalize the wire response back to the
     * canonical shape (e.g. AWS EventStream to SSE).
     *
     * Running inside the user's middleware means user middleware always observes
     * canonical Anthropic-shaped traffic, and the adaptation re-runs (e.g.
     * re-signs) on every `next()` invocation, covering whatever the middleware
     * mutated. It does not see the trace-context headers of a traced call: see
     * {@link prepareRequest}.
     *
     * Errors thrown here follow the middleware error policy: they propagate to
     * the caller as-is — no retries, no `APIConnectionError` wrapping — unless
     * retryable (see {@link Middleware}); throw a `RetryableError` to opt into
     * the retry path.
     */
    backendMiddleware() {
      return [];
    }
    get(path2, opts) {
      return this.methodRequest("get", path2, opts);
    }
    post(path2, opts) {
      return this.methodRequest("post", path2, opts);
    }
    patch(path2, opts) {
      return this.methodRequest("patch", path2, opts);
    }
    put(path2, opts) {
      return this.methodRequest("put", path2, opts);
    }
    delete(path2, opts) {
      return this.methodRequest("delete", path2, opts);
    }
    methodRequest(method, path2, opts) {
      return this.request(Promise.resolve(opts).then((opts2) => {
        return { method, path: path2, ...opts2 };
      }));
    }
    request(options, remainingRetries = null) {
      if (!this._tracer) {
        return new APIPromise(this, this.makeRequest(options, remainingRetries, void 0));
      }
      return new APIPromise(this, this.makeTracedRequest(options, remainingRetries));
    }
    /**
     * Makes the request inside the call span that the SDK method started and passed in the options
     * (`__span`). The span ends here when the call fails, and otherwise when the application has
     * read the response body: see `APIPromise`.
     */
    async makeTracedRequest(optionsInput, retriesRemaining) {
      const options = await optionsInput;
      const span = options.__span?.span;
      if (!span) {
        return this.makeRequest(options, retriesRemaining, void 0);
      }
      try {
        return await context.with(trace.setSpan(context.active(), span), () => this.makeRequest(options, retriesRemaining, void 0, span));
      } catch (error) {
        const result = { status: "error", options, error };
        guardTracing(this, () => endApiCallSpan(span, result));
        throw error;
      }
    }
    async makeRequest(optionsInput, retriesRemaining, retryOfRequestLogID, span) {
      const options = await optionsInput;
      let maxRetries = validatePositiveInteger("maxRetries", options.maxRetries ?? this.maxRetries);
      if (this.isStreamBody(options.body)) {
        maxRetries = 0;
      }
      if (retriesRemaining == null) {
        retriesRemaining = maxRetries;
        this._requestAuthFlags.delete(options);
      }
      await this.prepareOptions(options);
      const { req, url, timeout } = await this.buildRequest(options, {
        retryCount: maxRetries - retriesRemaining
      });
      const requestLogID = "log_" + (Math.random() * (1 << 24) | 0).toString(16).padStart(6, "0");
      const retryLogStr = retryOfRequestLogID === void 0 ? "" : `, retryOf: ${retryOfRequestLogID}`;
      if (span && this.openTelemetry.propagation) {
        req.headers = guardTracing(this, () => injectTraceHeaders(span, req.headers)) ?? req.headers;
      }
      const startTime = Date.now();
      if (options.signal?.aborted) {
        throw new APIUserAbortError();
      }
      const controller = new AbortController();
      const response = await this.fetchWithTimeout(url, req, timeout, controller, options, {
        requestLogID,
        retryOfRequestLogID
      }).catch(castToError);
      const headersTime = Date.now();
      if (response instanceof globalThis.Error) {
        releaseRequestSignal(controller);
        const retryMessage = `retrying, ${retriesRemaining} attempts remaining`;
        if (options.signal?.aborted) {
          throw new APIUserAbortError();
        }
        const isTimeout = isAbortError(response) || /timed? ?out/i.test(String(response) + ("cause" in response ? String(response.cause) : ""));
        const hasMiddleware = this.middleware.length > 0 || !!options.middleware?.length || this.backendMiddleware().length > 0;
        if (hasMiddleware && !isTimeout && !isRetryableError(response)) {
          loggerFor(this).info(`[${requestLogID}] middleware error (not retryable)`);
          debugLogRequestDetails(loggerFor(this), `[${requestLogID}] middleware error (not retryable)`, {
            retryOfRequestLogID,
            url,
            durationMs: headersTime - startTime,
            message: response.message
          });
          throw response;
        }
        if (retriesRemaining) {
          loggerFor(this).info(`[${requestLogID}] connection ${isTimeout ? "timed out" : "failed"} - ${retryMessage}`);
          debugLogRequestDetails(loggerFor(this), `[${requestLogID}] connection ${isTimeout ? "timed out" : "failed"} (${retryMessage})`, {
            retryOfRequestLogID,
            url,
            durationMs: headersTime - startTime,
            message: response.message
          });
          return this.retryRequest(options, retriesRemaining, retryOfRequestLogID ?? requestLogID, span);
        }
        loggerFor(this).info(`[${requestLogID}] connection ${isTimeout ? "timed out" : "failed"} - error; no more retries left`);
        debugLogRequestDetails(loggerFor(this), `[${requestLogID}] connection ${isTimeout ? "timed out" : "failed"} (error; no more retries left)`, {
          retryOfRequestLogID,
          url,
          durationMs: headersTime - startTime,
          message: response.message
        });
        if (isTimeout) {
          throw new APIConnectionTimeoutError();
        }
        if (hasMiddleware && !isFetchOriginError(response)) {
          throw response;
        }
        throw new APIConnectionError({ cause: response });
      }
      const specialHeaders = [...response.headers.entries()].filter(([name]) => name === "request-id" || name === "anthropic-workspace-id").map(([name, value]) => ", " + name + ": " + JSON.stringify(value)).join("");
      const responseInfo = `[${requestLogID}${retryLogStr}${specialHeaders}] ${req.method} ${url} ${response.ok ? "succeeded" : "failed"} with status ${response.status} in ${headersTime - startTime}ms`;
      if (!response.ok) {
        const shouldRetry = await this.shouldRetry(response, options);
        if (retriesRemaining && shouldRetry) {
          const retryMessage2 = `retrying, ${retriesRemaining} attempts remaining`;
          await CancelReadableStream(response.body);
          releaseRequestSignal(controller);
          loggerFor(this).info(`${responseInfo} - ${retryMessage2}`);
          debugLogRequestDetails(loggerFor(this), `[${requestLogID}] response error (${retryMessage2})`, {
            retryOfRequestLogID,
            url: response.url,
            status: response.status,
            headers: response.headers,
            durationMs: headersTime - startTime
          });
          return this.retryRequest(options, retriesRemaining, retryOfRequestLogID ?? requestLogID, span, response.headers);
        }
        const retryMessage = shouldRetry ? `error; no more retries left` : `error; not retryable`;
        loggerFor(this).info(`${responseInfo} - ${retryMessage}`);
        const errText = await response.text().catch((err2) => castToError(err2).message);
        const errJSON = safeJSON(errText);
        const errMessage = errJSON ? void 0 : errText;
        debugLogRequestDetails(loggerFor(this), `[${requestLogID}] response error (${retryMessage})`, {
          retryOfRequestLogID,
          url: response.url,
          status: response.status,
          headers: response.headers,
          body: errJSON ?? errText,
          durationMs: Date.now() - startTime
        });
        releaseRequestSignal(controller);
        const err = this.makeStatusError(response.status, errJSON, errMessage, response.headers);
        throw err;
      }
      loggerFor(this).info(responseInfo);
      debugLogRequestDetails(loggerFor(this), `[${requestLogID}] response start`, {
        retryOfRequestLogID,
        url: response.url,
        status: response.status,
        headers: response.headers,
        durationMs: headersTime - startTime
      });
      armAbandonmentBackstop(response.body ?? response, controller);
      return { response, options, controller, requestLogID, retryOfRequestLogID, startTime };
    }
    getAPIList(path2, Page2, opts) {
      return this.requestAPIList(Page2, opts && "then" in opts ? opts.then((opts2) => ({ method: "get", path: path2, ...opts2 })) : { method: "get", path: path2, ...opts });
    }
    requestAPIList(Page2, options) {
      if (!this._tracer) {
        const request2 = this.makeRequest(options, null, void 0);
        return new PagePromise(this, request2, Page2);
      }
      const request = this.makeTracedRequest(options, null);
      return new PagePromise(this, request, Page2);
    }
    async fetchWithTimeout(url, init, ms, controller, requestOptions, logCtx) {
      const { signal, method, ...options } = init || {};
      const abort = this._makeAbort(controller);
      if (signal) {
        signal.addEventListener("abort", abort, { once: true });
        registerRequestSignalCleanup(controller, signal, abort);
      }
      const isReadableBody = globalThis.ReadableStream && options.body instanceof globalThis.ReadableStream || typeof options.body === "object" && options.body !== null && Symbol.asyncIterator in options.body;
      const fetchOptions = {
        signal: controller.signal,
        ...isReadableBody ? { duplex: "half" } : {},
        method: "GET",
        ...options
      };
      if (method) {
        fetchOptions.method = method.toUpperCase();
      }
      const baseFetch = this.fetch;
      const timedFetch = async (innerUrl, innerInit) => {
        const timeout = setTimeout(abort, ms);
        try {
          return await baseFetch.call(void 0, innerUrl, innerInit);
        } finally {
          clearTimeout(timeout);
        }
      };
      const innerFetch = requestOptions === void 0 ? timedFetch : (async (innerUrl, innerInit = {}) => {
        const innerUrlStr = typeof innerUrl === "string" ? innerUrl : innerUrl instanceof URL ? innerUrl.href : innerUrl.url;
        innerInit.headers = innerInit.headers instanceof Headers ? innerInit.headers : new Headers(innerInit.headers);
        let traceHeaders = [];
        if (requestOptions.__span) {
          innerInit.headers = new Headers(innerInit.headers);
          traceHeaders = takeTraceHeaders(innerInit.headers);
        }
        await this.prepareRequest(innerInit, { url: innerUrlStr, options: requestOptions });
        if (traceHeaders.length) {
          innerInit.headers = buildHeaders([innerInit.headers, traceHeaders]).values;
        }
        const call = requestOptions.__span;
        if (call) {
          guardTracing(this, () => recordAttempt(call, innerInit.method ?? "GET", innerUrlStr, this.openTelemetry.traces.contentMode === "content"));
        }
        if (logCtx) {
          debugLogRequestDetails(loggerFor(this), `[${logCtx.requestLogID}] sending request`, {
            retryOfRequestLogID: logCtx.retryOfRequestLogID,
            method: innerInit.method,
            url: innerUrlStr,
            options: requestOptions,
            headers: innerInit.headers
          });
        }
        return timedFetch(innerUrl, innerInit);
      });
      const requestMiddleware = requestOptions?.middleware;
      const backendMiddleware = requestOptions?.__span ? this.backendMiddleware().map(withoutTraceHeaders) : this.backendMiddleware();
      const allMiddleware = requestMiddleware?.length || backendMiddleware.length ? [...this.middleware, ...requestMiddleware ?? [], ...backendMiddleware] : this.middleware;
      return await wrapFetchWithMiddleware(innerFetch, allMiddleware, requestOptions, this)(url, fetchOptions);
    }
    async shouldRetry(response, options) {
      const flags = this._authFlags(options);
      if (response.status === 401 && this._authState.tokenCache && flags.usedTokenCache && !flags.didRefreshFor401) {
        flags.didRefreshFor401 = true;
        this._authState.tokenCache.invalidate();
        return true;
      }
      const shouldRetryHeader = response.headers.get("x-should-retry");
      if (shouldRetryHeader === "true")
        return true;
      if (shouldRetryHeader === "false")
        return false;
      if (response.status === 408)
        return true;
      if (response.status === 409)
        return true;
      if (response.status === 429)
        return true;
      if (response.status >= 500)
        return true;
      return false;
    }
    async retryRequest(options, retriesRemaining, requestLogID, span, responseHeaders) {
      let timeoutMillis;
      const retryAfterMillisHeader = responseHeaders?.get("retry-after-ms");
      if (retryAfterMillisHeader) {
        const timeoutMs = parseFloat(retryAfterMillisHeader);
        if (!Number.isNaN(timeoutMs)) {
          timeoutMillis = timeoutMs;
        }
      }
      const retryAfterHeader = responseHeaders?.get("retry-after");
      if (retryAfterHeader && !timeoutMillis) {
        const timeoutSeconds = parseFloat(retryAfterHeader);
        if (!Number.isNaN(timeoutSeconds)) {
          timeoutMillis = timeoutSeconds * 1e3;
        } else {
          timeoutMillis = Date.parse(retryAfterHeader) - Date.now();
        }
      }
      if (timeoutMillis === void 0 || !(timeoutMillis > 0 && timeoutMillis <= 2 ** 31 - 1)) {
        const maxRetries = options.maxRetries ?? this.maxRetries;
        timeoutMillis = this.calculateDefaultRetryTimeoutMillis(retriesRemaining, maxRetries);
      }
      await sleep(timeoutMillis, options.signal ?? void 0);
      return this.makeRequest(options, retriesRemaining - 1, requestLogID, span);
    }
    calculateDefaultRetryTimeoutMillis(retriesRemaining, maxRetries) {
      const initialRetryDelay = 0.5;
      const maxRetryDelay = 8;
      const numRetries = maxRetries - retriesRemaining;
      const sleepSeconds = Math.min(initialRetryDelay * Math.pow(2, numRetries), maxRetryDelay);
      const jitter = 1 - Math.random() * 0.25;
      return sleepSeconds * jitter * 1e3;
    }
    calculateNonstreamingTimeout(maxTokens, maxNonstreamingTokens) {
      const maxTime = 60 * 60 * 1e3;
      const defaultTime = 60 * 10 * 1e3;
      const expectedTime = maxTime * maxTokens / 128e3;
      if (expectedTime > defaultTime || maxNonstreamingTokens != null && maxTokens > maxNonstreamingTokens) {
        throw new AnthropicError("Streaming is required for operations that may take longer than 10 minutes. See https://platform.claude.com/docs/en/cli-sdks-libraries/sdks/typescript#long-requests for more details");
      }
      return defaultTime;
    }
    async buildRequest(inputOptions, { retryCount = 0 } = {}) {
      const options = { ...inputOptions };
      const { method, path: path2, query, defaultBaseURL } = options;
      if (this._authState.resolution) {
        await this._authState.resolution;
      }
      if (!this._baseURLIsExplicit && this._authState.baseURL && this.baseURL !== this._authState.baseURL) {
        this.baseURL = this._authState.baseURL;
      }
      const url = this.buildURL(path2, query, defaultBaseURL);
      if ("timeout" in options)
        validatePositiveInteger("timeout", options.timeout);
      options.timeout = options.timeout ?? this.timeout;
      const { bodyHeaders, body } = this.buildBody({ options });
      const reqHeaders = await this.buildHeaders({
        options: inputOptions,
        method,
        bodyHeaders,
        retryCount,
        timeout: options.timeout
      });
      const req = {
        method,
        headers: reqHeaders,
        ...options.signal && { signal: options.signal },
        ...globalThis.ReadableStream && body instanceof globalThis.ReadableStream && { duplex: "half" },
        ...body && { body },
        ...this.fetchOptions ?? {},
        ...options.fetchOptions ?? {}
      };
      return { req, url, timeout: options.timeout };
    }
    async buildHeaders({ options, method, bodyHeaders, retryCount, timeout }) {
      const headers = buildHeaders([
        {
          Accept: "application/json",
          "User-Agent": this.getUserAgent(),
          "X-Stainless-Retry-Count": String(retryCount),
          "X-Stainless-Timeout": String(Math.trunc(timeout / 1e3)),
          ...getPlatformHeaders(),
          ...this._options.dangerouslyAllowBrowser ? { "anthropic-dangerous-direct-browser-access": "true" } : void 0,
          "anthropic-version": "2026-10-21"
        },
        await this.authHeaders(options),
        this._options.defaultHeaders,
        bodyHeaders,
        options.headers
      ]);
      this.validateHeaders(headers);
      return headers.values;
    }
    _makeAbort(controller) {
      return () => controller.abort();
    }
    buildBody({ options: { body, headers: rawHeaders } }) {
      if (!body) {
        return { bodyHeaders: void 0, body: void 0 };
      }
      const headers = buildHeaders([rawHeaders]);
      if (
        // Pass raw type verbatim
        ArrayBuffer.isView(body) || body instanceof ArrayBuffer || body instanceof DataView || typeof body === "string" && // Preserve legacy string encoding behavior for now
        headers.values.has("content-type") || // `Blob` is superset of `File`
        globalThis.Blob && body instanceof globalThis.Blob || // `FormData` -> `multipart/form-data`
        body instanceof FormData || // `URLSearchParams` -> `application/x-www-form-urlencoded`
        body instanceof URLSearchParams || // Send chunked stream (each chunk has own `length`)
        globalThis.ReadableStream && body instanceof globalThis.ReadableStream
      ) {
        return { bodyHeaders: void 0, body };
      } else if (this.isStreamBody(body)) {
        return { bodyHeaders: void 0, body: ReadableStreamFrom(body) };
      } else if (typeof body === "object" && headers.values.get("content-type") === "application/x-www-form-urlencoded") {
        return {
          bodyHeaders: { "content-type": "application/x-www-form-urlencoded" },
          body: this.stringifyQuery(body)
        };
      } else {
        return __classPrivateFieldGet(this, _BaseAnthropic_encoder, "f").call(this, { body, headers });
      }
    }
    /**
     * Whether `body` is sent as a stream, which can be read only once:
     * a `ReadableStream`, an async iterable or an iterator.
     */
    isStreamBody(body) {
      if (globalThis.ReadableStream && body instanceof globalThis.ReadableStream) {
        return true;
      }
      return typeof body === "object" && body !== null && (Symbol.asyncIterator in body || Symbol.iterator in body && "next" in body && typeof body.next === "function");
    }
  }
  _a = BaseAnthropic2, _BaseAnthropic_encoder = /* @__PURE__ */ new WeakMap(), _BaseAnthropic_apiKeyFunction = /* @__PURE__ */ new WeakMap(), _BaseAnthropic_openTelemetry = /* @__PURE__ */ new WeakMap(), _BaseAnthropic_instances = /* @__PURE__ */ new WeakSet(), _BaseAnthropic_baseURLOverridden = function _BaseAnthropic_baseURLOverridden2() {
    return this.baseURL !== "https://api.anthropic.com";
  };
  BaseAnthropic2.Anthropic = _a;
  BaseAnthropic2.DEFAULT_TIMEOUT = 6e5;
  BaseAnthropic2.AnthropicError = AnthropicError;
  BaseAnthropic2.APIError = APIError;
  BaseAnthropic2.APIConnectionError = APIConnectionError;
  BaseAnthropic2.APIConnectionTimeoutError = APIConnectionTimeoutError;
  BaseAnthropic2.APIUserAbortError = APIUserAbortError;
  BaseAnthropic2.NotFoundError = NotFoundError;
  BaseAnthropic2.ConflictError = ConflictError;
  BaseAnthropic2.RateLimitError = RateLimitError;
  BaseAnthropic2.BadRequestError = BadRequestError;
  BaseAnthropic2.OverloadedError = OverloadedError;
  BaseAnthropic2.AuthenticationError = AuthenticationError;
  BaseAnthropic2.RequestTimeoutError = RequestTimeoutError;
  BaseAnthropic2.InternalServerError = InternalServerError;
  BaseAnthropic2.NotImplementedError = NotImplementedError;
  BaseAnthropic2.GatewayTimeoutError = GatewayTimeoutError;
  BaseAnthropic2.PaymentRequiredError = PaymentRequiredError;
  BaseAnthropic2.ContentTooLargeError = ContentTooLargeError;
  BaseAnthropic2.PermissionDeniedError = PermissionDeniedError;
  BaseAnthropic2.PreconditionFailedError = PreconditionFailedError;
  BaseAnthropic2.ServiceUnavailableError = ServiceUnavailableError;
  BaseAnthropic2.UnprocessableEntityError = UnprocessableEntityError;
  BaseAnthropic2.ClientClosedRequestError = ClientClosedRequestError;
  BaseAnthropic2.RequestHeaderFieldsTooLargeError = RequestHeaderFieldsTooLargeError;
  BaseAnthropic2.toFile = toFile;
  return BaseAnthropic2;
})();

export {
  __classPrivateFieldSet,
  __classPrivateFieldGet,
  AnthropicError,
  APIError,
  APIUserAbortError,
  APIConnectionError,
  VERSION,
  encodeUTF8,
  decodeUTF8,
  readEnv,
  loggerFor,
  Messages,
  BaseAnthropic
};
