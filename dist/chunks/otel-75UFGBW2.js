import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_3PEKRS2J$quietly as quietly,
} from "./group-run.js";
import {
  chunk_ZYWU77U4$INVALID_SPAN_CONTEXT as INVALID_SPAN_CONTEXT,
  chunk_ZYWU77U4$SamplingDecision as SamplingDecision,
  chunk_ZYWU77U4$SpanKind as SpanKind,
  chunk_ZYWU77U4$SpanStatusCode as SpanStatusCode,
  chunk_ZYWU77U4$TraceFlags as TraceFlags,
  chunk_ZYWU77U4$baggageEntryMetadataFromString as baggageEntryMetadataFromString,
  chunk_ZYWU77U4$context as context,
  chunk_ZYWU77U4$createContextKey as createContextKey,
  chunk_ZYWU77U4$createNoopMeter as createNoopMeter,
  chunk_ZYWU77U4$diag as diag,
  chunk_ZYWU77U4$isSpanContextValid as isSpanContextValid,
  chunk_ZYWU77U4$trace as trace,
} from "./group-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import "./group-action-cli-run-grep.js";

// src/engine/telemetry/otel.ts
import { AsyncLocalStorage } from "node:async_hooks";

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/OTLPExporterBase.js
var OTLPExporterBase = class {
  _delegate;
  constructor(delegate) {
    this._delegate = delegate;
  }
  /**
   * Export items.
   * @param items
   * @param resultCallback
   */
  export(items, resultCallback) {
    this._delegate.export(items, resultCallback);
  }
  forceFlush() {
    return this._delegate.forceFlush();
  }
  shutdown() {
    return this._delegate.shutdown();
  }
  setMetrics(metrics) {
    this._delegate.setMetrics(metrics);
  }
};

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/types.js
var OTLPExporterError = class extends Error {
  code;
  name = "OTLPExporterError";
  data;
  constructor(message, code, data) {
    super(message);
    this.data = data;
    this.code = code;
  }
};

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/configuration/shared-configuration.js
function validateTimeoutMillis(timeoutMillis) {
  if (Number.isFinite(timeoutMillis) && timeoutMillis > 0) {
    return timeoutMillis;
  }
  throw new Error(`Configuration: timeoutMillis is invalid, expected number greater than 0 (actual: '${timeoutMillis}')`);
}
function wrapStaticHeadersInFunction(headers) {
  if (headers == null) {
    return void 0;
  }
  return async () => headers;
}
function mergeOtlpSharedConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
  return {
    timeoutMillis: validateTimeoutMillis(userProvidedConfiguration.timeoutMillis ?? fallbackConfiguration.timeoutMillis ?? defaultConfiguration.timeoutMillis),
    concurrencyLimit: userProvidedConfiguration.concurrencyLimit ?? fallbackConfiguration.concurrencyLimit ?? defaultConfiguration.concurrencyLimit,
    compression: userProvidedConfiguration.compression ?? fallbackConfiguration.compression ?? defaultConfiguration.compression
  };
}
function getSharedConfigurationDefaults() {
  return {
    timeoutMillis: 1e4,
    concurrencyLimit: 30,
    compression: "none"
  };
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/bounded-queue-export-promise-handler.js
var BoundedQueueExportPromiseHandler = class {
  _concurrencyLimit;
  _sendingPromises = [];
  /**
   * @param concurrencyLimit maximum promises allowed in a queue at the same time.
   */
  constructor(concurrencyLimit) {
    this._concurrencyLimit = concurrencyLimit;
  }
  pushPromise(promise) {
    if (this.hasReachedLimit()) {
      throw new Error("Concurrency Limit reached");
    }
    this._sendingPromises.push(promise);
    const popPromise = () => {
      const index = this._sendingPromises.indexOf(promise);
      void this._sendingPromises.splice(index, 1);
    };
    promise.then(popPromise, popPromise);
  }
  hasReachedLimit() {
    return this._sendingPromises.length >= this._concurrencyLimit;
  }
  async awaitAll() {
    await Promise.all(this._sendingPromises);
  }
};
function createBoundedQueueExportPromiseHandler(options) {
  return new BoundedQueueExportPromiseHandler(options.concurrencyLimit);
}

// node_modules/@opentelemetry/core/build/esm/trace/suppress-tracing.js
var SUPPRESS_TRACING_KEY = createContextKey("OpenTelemetry SDK Context Key SUPPRESS_TRACING");
function suppressTracing(context2) {
  return context2.setValue(SUPPRESS_TRACING_KEY, true);
}
function isTracingSuppressed(context2) {
  return context2.getValue(SUPPRESS_TRACING_KEY) === true;
}

// node_modules/@opentelemetry/core/build/esm/baggage/constants.js
var BAGGAGE_KEY_PAIR_SEPARATOR = "=";
var BAGGAGE_PROPERTIES_SEPARATOR = ";";
var BAGGAGE_ITEMS_SEPARATOR = ",";

// node_modules/@opentelemetry/core/build/esm/baggage/utils.js
function parsePairKeyValue(entry) {
  if (!entry)
    return;
  const metadataSeparatorIndex = entry.indexOf(BAGGAGE_PROPERTIES_SEPARATOR);
  const keyPairPart = metadataSeparatorIndex === -1 ? entry : entry.substring(0, metadataSeparatorIndex);
  const separatorIndex = keyPairPart.indexOf(BAGGAGE_KEY_PAIR_SEPARATOR);
  if (separatorIndex <= 0)
    return;
  const rawKey = keyPairPart.substring(0, separatorIndex).trim();
  const rawValue = keyPairPart.substring(separatorIndex + 1).trim();
  if (!rawKey || !rawValue)
    return;
  let key;
  let value;
  try {
    key = decodeURIComponent(rawKey);
    value = decodeURIComponent(rawValue);
  } catch {
    return;
  }
  let metadata;
  if (metadataSeparatorIndex !== -1 && metadataSeparatorIndex < entry.length - 1) {
    const metadataString = entry.substring(metadataSeparatorIndex + 1);
    metadata = baggageEntryMetadataFromString(metadataString);
  }
  return { key, value, metadata };
}
function parseKeyPairsIntoRecord(value) {
  const result = {};
  if (typeof value === "string" && value.length > 0) {
    value.split(BAGGAGE_ITEMS_SEPARATOR).forEach((entry) => {
      const keyPair = parsePairKeyValue(entry);
      if (keyPair !== void 0 && keyPair.value.length > 0) {
        result[keyPair.key] = keyPair.value;
      }
    });
  }
  return result;
}

// node_modules/@opentelemetry/core/build/esm/common/attributes.js
function sanitizeAttributes(attributes) {
  const out = {};
  if (typeof attributes !== "object" || attributes == null) {
    return out;
  }
  for (const key in attributes) {
    if (!Object.prototype.hasOwnProperty.call(attributes, key)) {
      continue;
    }
    if (!isAttributeKey(key)) {
      diag.warn(`Invalid attribute key: ${key}`);
      continue;
    }
    const val = attributes[key];
    if (!isAttributeValue(val)) {
      diag.warn(`Invalid attribute value set for key: ${key}`);
      continue;
    }
    if (Array.isArray(val)) {
      out[key] = val.slice();
    } else {
      out[key] = val;
    }
  }
  return out;
}
function isAttributeKey(key) {
  return typeof key === "string" && key !== "";
}
function isAttributeValue(val) {
  if (val == null) {
    return true;
  }
  if (Array.isArray(val)) {
    return isHomogeneousAttributeValueArray(val);
  }
  return isValidPrimitiveAttributeValueType(typeof val);
}
function isHomogeneousAttributeValueArray(arr) {
  let type;
  for (const element of arr) {
    if (element == null)
      continue;
    const elementType = typeof element;
    if (elementType === type) {
      continue;
    }
    if (!type) {
      if (isValidPrimitiveAttributeValueType(elementType)) {
        type = elementType;
        continue;
      }
      return false;
    }
    return false;
  }
  return true;
}
function isValidPrimitiveAttributeValueType(valType) {
  switch (valType) {
    case "number":
    case "boolean":
    case "string":
      return true;
  }
  return false;
}

// node_modules/@opentelemetry/core/build/esm/common/logging-error-handler.js
function loggingErrorHandler() {
  return (ex) => {
    diag.error(stringifyException(ex));
  };
}
function stringifyException(ex) {
  if (typeof ex === "string") {
    return ex;
  } else {
    return JSON.stringify(flattenException(ex));
  }
}
function flattenException(ex) {
  const result = {};
  let current = ex;
  while (current !== null) {
    Object.getOwnPropertyNames(current).forEach((propertyName) => {
      if (result[propertyName])
        return;
      const value = current[propertyName];
      if (value) {
        result[propertyName] = String(value);
      }
    });
    current = Object.getPrototypeOf(current);
  }
  return result;
}

// node_modules/@opentelemetry/core/build/esm/common/global-error-handler.js
var delegateHandler = loggingErrorHandler();
function globalErrorHandler(ex) {
  try {
    delegateHandler(ex);
  } catch {
  }
}

// node_modules/@opentelemetry/core/build/esm/platform/node/environment.js
import { inspect } from "util";
function getNumberFromEnv(key) {
  const raw = process.env[key];
  if (raw == null || raw.trim() === "") {
    return void 0;
  }
  const value = Number(raw);
  if (isNaN(value)) {
    diag.warn(`Unknown value ${inspect(raw)} for ${key}, expected a number, using defaults`);
    return void 0;
  }
  return value;
}
function getStringFromEnv(key) {
  const raw = process.env[key];
  if (raw == null || raw.trim() === "") {
    return void 0;
  }
  return raw;
}

// node_modules/@opentelemetry/core/build/esm/version.js
var VERSION = "2.12.1";

// node_modules/@opentelemetry/semantic-conventions/dist/stable_attributes.mjs
var ATTR_ERROR_TYPE = "error.type";
var ATTR_EXCEPTION_MESSAGE = "exception.message";
var ATTR_EXCEPTION_STACKTRACE = "exception.stacktrace";
var ATTR_EXCEPTION_TYPE = "exception.type";
var ATTR_SERVICE_NAME = "service.name";
var ATTR_TELEMETRY_SDK_LANGUAGE = "telemetry.sdk.language";
var TELEMETRY_SDK_LANGUAGE_VALUE_NODEJS = "nodejs";
var ATTR_TELEMETRY_SDK_NAME = "telemetry.sdk.name";
var ATTR_TELEMETRY_SDK_VERSION = "telemetry.sdk.version";

// node_modules/@opentelemetry/core/build/esm/semconv.js
var ATTR_PROCESS_RUNTIME_NAME = "process.runtime.name";

// node_modules/@opentelemetry/core/build/esm/platform/node/sdk-info.js
var SDK_INFO = {
  [ATTR_TELEMETRY_SDK_NAME]: "opentelemetry",
  [ATTR_PROCESS_RUNTIME_NAME]: "node",
  [ATTR_TELEMETRY_SDK_LANGUAGE]: TELEMETRY_SDK_LANGUAGE_VALUE_NODEJS,
  [ATTR_TELEMETRY_SDK_VERSION]: VERSION
};

// node_modules/@opentelemetry/core/build/esm/platform/node/index.js
var otperformance = performance;

// node_modules/@opentelemetry/core/build/esm/common/time.js
var NANOSECOND_DIGITS = 9;
var NANOSECOND_DIGITS_IN_MILLIS = 6;
var MILLISECONDS_TO_NANOSECONDS = Math.pow(10, NANOSECOND_DIGITS_IN_MILLIS);
var SECOND_TO_NANOSECONDS = Math.pow(10, NANOSECOND_DIGITS);
function millisToHrTime(epochMillis) {
  const epochSeconds = epochMillis / 1e3;
  const seconds = Math.trunc(epochSeconds);
  const nanos = Math.round(epochMillis % 1e3 * MILLISECONDS_TO_NANOSECONDS);
  return [seconds, nanos];
}
function hrTime(performanceNow) {
  const timeOrigin = millisToHrTime(otperformance.timeOrigin);
  const now = millisToHrTime(typeof performanceNow === "number" ? performanceNow : otperformance.now());
  return addHrTimes(timeOrigin, now);
}
function hrTimeDuration(startTime, endTime) {
  let seconds = endTime[0] - startTime[0];
  let nanos = endTime[1] - startTime[1];
  if (nanos < 0) {
    seconds -= 1;
    nanos += SECOND_TO_NANOSECONDS;
  }
  return [seconds, nanos];
}
function hrTimeToNanoseconds(time) {
  return time[0] * SECOND_TO_NANOSECONDS + time[1];
}
function hrTimeToMilliseconds(time) {
  return time[0] * 1e3 + time[1] / 1e6;
}
function isTimeInputHrTime(value) {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === "number" && typeof value[1] === "number";
}
function isTimeInput(value) {
  return isTimeInputHrTime(value) || typeof value === "number" || value instanceof Date;
}
function addHrTimes(time1, time2) {
  const out = [time1[0] + time2[0], time1[1] + time2[1]];
  if (out[1] >= SECOND_TO_NANOSECONDS) {
    out[1] -= SECOND_TO_NANOSECONDS;
    out[0] += 1;
  }
  return out;
}

// node_modules/@opentelemetry/core/build/esm/ExportResult.js
var ExportResultCode;
(function(ExportResultCode2) {
  ExportResultCode2[ExportResultCode2["SUCCESS"] = 0] = "SUCCESS";
  ExportResultCode2[ExportResultCode2["FAILED"] = 1] = "FAILED";
})(ExportResultCode || (ExportResultCode = {}));

// node_modules/@opentelemetry/core/build/esm/utils/promise.js
var Deferred = class {
  _promise;
  _resolve;
  _reject;
  constructor() {
    this._promise = new Promise((resolve2, reject) => {
      this._resolve = resolve2;
      this._reject = reject;
    });
  }
  get promise() {
    return this._promise;
  }
  resolve(val) {
    this._resolve(val);
  }
  reject(err) {
    this._reject(err);
  }
};

// node_modules/@opentelemetry/core/build/esm/utils/callback.js
var BindOnceFuture = class {
  _isCalled = false;
  _deferred = new Deferred();
  _callback;
  _that;
  constructor(callback, that) {
    this._callback = callback;
    this._that = that;
  }
  get isCalled() {
    return this._isCalled;
  }
  get promise() {
    return this._deferred.promise;
  }
  call(...args) {
    if (!this._isCalled) {
      this._isCalled = true;
      try {
        Promise.resolve(this._callback.call(this._that, ...args)).then((val) => this._deferred.resolve(val), (err) => this._deferred.reject(err));
      } catch (err) {
        this._deferred.reject(err);
      }
    }
    return this._deferred.promise;
  }
};

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/logging-response-handler.js
function isPartialSuccessResponse(response) {
  return Object.prototype.hasOwnProperty.call(response, "partialSuccess");
}
function createLoggingPartialSuccessResponseHandler() {
  return {
    handleResponse(response) {
      if (response == null || !isPartialSuccessResponse(response) || response.partialSuccess == null || Object.keys(response.partialSuccess).length === 0) {
        return;
      }
      diag.warn("Received Partial Success response:", JSON.stringify(response.partialSuccess));
    }
  };
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/otlp-export-delegate.js
var OTLPExportDelegate = class {
  _metrics;
  _diagLogger;
  _transport;
  _serializer;
  _responseHandler;
  _promiseQueue;
  _timeout;
  constructor(transport, serializer, responseHandler, promiseQueue, metrics, timeout) {
    this._transport = transport;
    this._serializer = serializer;
    this._responseHandler = responseHandler;
    this._promiseQueue = promiseQueue;
    this._timeout = timeout;
    this._diagLogger = diag.createComponentLogger({
      namespace: "OTLPExportDelegate"
    });
    this._metrics = metrics;
  }
  export(internalRepresentation, resultCallback) {
    this._diagLogger.debug("items to be sent", internalRepresentation);
    if (this._promiseQueue.hasReachedLimit()) {
      resultCallback({
        code: ExportResultCode.FAILED,
        error: new Error("Concurrent export limit reached")
      });
      return;
    }
    const serializedRequest = this._serializer.serializeRequest(internalRepresentation);
    if (serializedRequest == null) {
      resultCallback({
        code: ExportResultCode.FAILED,
        error: new Error("Nothing to send")
      });
      return;
    }
    const finishExport = this._metrics.startExport(internalRepresentation);
    this._promiseQueue.pushPromise(this._transport.send(serializedRequest, this._timeout).then((response) => {
      if (response.status === "success") {
        finishExport(void 0);
        if (response.data != null) {
          try {
            this._responseHandler.handleResponse(this._serializer.deserializeResponse(response.data));
          } catch (e) {
            this._diagLogger.warn("Export succeeded but could not deserialize response - is the response specification compliant?", e, response.data);
          }
        }
        resultCallback({
          code: ExportResultCode.SUCCESS
        });
        return;
      } else if (response.status === "failure" && response.error) {
        finishExport(response.error);
        resultCallback({
          code: ExportResultCode.FAILED,
          error: response.error
        });
        return;
      } else if (response.status === "retryable") {
        finishExport("export_max_retries");
        resultCallback({
          code: ExportResultCode.FAILED,
          error: response.error ?? new OTLPExporterError("Export failed with retryable status")
        });
      } else {
        finishExport("export_failed");
        resultCallback({
          code: ExportResultCode.FAILED,
          error: new OTLPExporterError("Export failed with unknown error")
        });
      }
    }, (reason) => {
      finishExport(reason);
      resultCallback({
        code: ExportResultCode.FAILED,
        error: reason
      });
    }));
  }
  forceFlush() {
    return this._promiseQueue.awaitAll();
  }
  setMetrics(metrics) {
    this._metrics = metrics;
  }
  async shutdown() {
    this._diagLogger.debug("shutdown started");
    await this.forceFlush();
    this._transport.shutdown();
  }
};
function createOtlpExportDelegate(components, settings) {
  return new OTLPExportDelegate(components.transport, components.serializer, createLoggingPartialSuccessResponseHandler(), components.promiseHandler, components.metrics, settings.timeout);
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/semconv.js
var ATTR_HTTP_RESPONSE_STATUS_CODE2 = "http.response.status_code";
var ATTR_OTEL_COMPONENT_NAME = "otel.component.name";
var ATTR_OTEL_COMPONENT_TYPE = "otel.component.type";
var ATTR_SERVER_ADDRESS2 = "server.address";
var ATTR_SERVER_PORT2 = "server.port";
var ATTR_ERROR_TYPE2 = "error.type";

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/version.js
var VERSION2 = "0.223.1";

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/ExporterMetrics.js
var componentCounter = /* @__PURE__ */ new Map();
var ExporterMetrics = class {
  inflight;
  exported;
  duration;
  standardAttrs;
  responseAttributesFromError;
  helper;
  constructor(options) {
    const { componentType, metricsHelper, meterProvider, url, responseAttributesFromError } = options;
    this.responseAttributesFromError = responseAttributesFromError;
    const meter = meterProvider ? meterProvider.getMeter("@opentelemetry/otlp-exporter", VERSION2) : createNoopMeter();
    const counter = componentCounter.get(componentType) ?? 0;
    componentCounter.set(componentType, counter + 1);
    this.standardAttrs = {
      [ATTR_OTEL_COMPONENT_TYPE]: componentType,
      [ATTR_OTEL_COMPONENT_NAME]: `${componentType}/${counter}`
    };
    if (url) {
      let urlToParse = url;
      if (!url.includes("://")) {
        urlToParse = `http://${url}`;
      }
      try {
        const parsedUrl = new URL(urlToParse);
        this.standardAttrs[ATTR_SERVER_ADDRESS2] = parsedUrl.hostname;
        let port = void 0;
        if (parsedUrl.port) {
          port = Number(parsedUrl.port);
        } else if (parsedUrl.protocol === "http:") {
          port = 80;
        } else if (parsedUrl.protocol === "https:") {
          port = 443;
        }
        if (typeof port === "number") {
          this.standardAttrs[ATTR_SERVER_PORT2] = port;
        }
      } catch {
      }
    }
    this.helper = metricsHelper;
    this.inflight = meter.createUpDownCounter(`otel.sdk.exporter.${this.helper.name}.inflight`, {
      unit: `{${this.helper.name}}`,
      description: `The number of ${this.helper.name}s which were passed to the exporter, but that have not been exported yet (neither successful, nor failed).`
    });
    this.exported = meter.createCounter(`otel.sdk.exporter.${this.helper.name}.exported`, {
      unit: `{${this.helper.name}}`,
      description: `The number of ${this.helper.name}s for which the export has finished, either successful or failed.`
    });
    this.duration = meter.createHistogram("otel.sdk.exporter.operation.duration", {
      unit: "s",
      description: "The duration of exporting a batch of telemetry records.",
      advice: {
        explicitBucketBoundaries: []
      }
    });
  }
  startExport(request) {
    const numItems = this.helper.countItems(request);
    const startTime = hrTime();
    this.inflight.add(numItems, this.standardAttrs);
    return (error) => {
      const endTime = hrTime();
      this.inflight.add(-numItems, this.standardAttrs);
      const exportedAttrs = error ? {
        ...this.standardAttrs,
        [ATTR_ERROR_TYPE2]: error instanceof Error ? error.name : "export_failed"
      } : this.standardAttrs;
      this.exported.add(numItems, exportedAttrs);
      const durationAttrs = {
        ...exportedAttrs,
        ...this.responseAttributesFromError(error)
      };
      const duration = hrTimeToMilliseconds(hrTimeDuration(startTime, endTime)) / 1e3;
      this.duration.record(duration, durationAttrs);
    };
  }
};

// node_modules/@opentelemetry/otlp-transformer/build/esm/trace/index.js
var TraceExporterMetricsHelper = {
  name: "span",
  countItems: (request) => request.length
};

// node_modules/@opentelemetry/otlp-transformer/build/esm/common/protobuf/utils.js
function estimateVarintSize(v) {
  if (v < 0)
    return 10;
  if (v < 128)
    return 1;
  if (v < 16384)
    return 2;
  if (v < 2097152)
    return 3;
  if (v < 268435456)
    return 4;
  if (v < 34359738368)
    return 5;
  if (v < 4398046511104)
    return 6;
  if (v < 562949953421312)
    return 7;
  if (v < 72057594037927940)
    return 8;
  return 9;
}

// node_modules/@opentelemetry/otlp-transformer/build/esm/common/protobuf/protobuf-writer.js
var GROWING_BUFFER_DEBUG_MESSAGE = "ProtobufWriter: estimated size was too small, growing buffer.";
var RESERVED_LENGTH_BYTES = 1;
var ProtobufWriter = class {
  _buffer;
  // Avoid using TextEncoder type. While the global is there on all supported runtimes, types may differ.
  _textEncoder;
  _dataView;
  pos = 0;
  constructor(estimatedSize = 65536) {
    this._buffer = new Uint8Array(estimatedSize);
    this._textEncoder = new TextEncoder();
    this._dataView = new DataView(this._buffer.buffer, this._buffer.byteOffset);
  }
  /**
   * Ensure buffer has capacity for at least size more bytes
   */
  _ensureCapacity(size) {
    const needed = this.pos + size;
    if (needed <= this._buffer.length) {
      return;
    }
    diag.debug(GROWING_BUFFER_DEBUG_MESSAGE);
    let newSize = this._buffer.length * 2;
    while (newSize < needed) {
      newSize *= 2;
    }
    const newBuffer = new Uint8Array(newSize);
    newBuffer.set(this._buffer);
    this._buffer = newBuffer;
    this._dataView = new DataView(this._buffer.buffer, this._buffer.byteOffset);
  }
  /**
   * Get the written bytes as a Uint8Array
   */
  finish() {
    return this._buffer.subarray(0, this.pos);
  }
  /**
   * Insert placeholder for length. Update later with {@link finishLengthDelimited}
   * Returns the position where to write the length.
   */
  startLengthDelimited() {
    const lengthPos = this.pos;
    this._ensureCapacity(RESERVED_LENGTH_BYTES);
    this.pos += RESERVED_LENGTH_BYTES;
    return lengthPos;
  }
  /**
   * Write length varint at placeholder position and shift content forward if needed.
   * Most messages are small (< 128 bytes), so we reserve 1 byte and only shift
   * when the length needs more bytes.
   */
  finishLengthDelimited(pos, length) {
    const v = length >>> 0;
    const varintSize = estimateVarintSize(v);
    if (varintSize > RESERVED_LENGTH_BYTES) {
      const additionalBytes = varintSize - RESERVED_LENGTH_BYTES;
      this._ensureCapacity(additionalBytes);
      this._buffer.copyWithin(pos + varintSize, pos + RESERVED_LENGTH_BYTES, this.pos);
      this.pos += additionalBytes;
    }
    let writePos = pos;
    if (v < 128) {
      this._buffer[writePos] = v;
    } else if (v < 16384) {
      this._buffer[writePos++] = v & 127 | 128;
      this._buffer[writePos] = v >>> 7;
    } else if (v < 2097152) {
      this._buffer[writePos++] = v & 127 | 128;
      this._buffer[writePos++] = v >>> 7 & 127 | 128;
      this._buffer[writePos] = v >>> 14;
    } else if (v < 268435456) {
      this._buffer[writePos++] = v & 127 | 128;
      this._buffer[writePos++] = v >>> 7 & 127 | 128;
      this._buffer[writePos++] = v >>> 14 & 127 | 128;
      this._buffer[writePos] = v >>> 21;
    } else {
      this._buffer[writePos++] = v & 127 | 128;
      this._buffer[writePos++] = v >>> 7 & 127 | 128;
      this._buffer[writePos++] = v >>> 14 & 127 | 128;
      this._buffer[writePos++] = v >>> 21 & 127 | 128;
      this._buffer[writePos] = v >>> 28;
    }
  }
  /**
   * Write a sint32 value using zigzag encoding
   */
  writeSint32(value) {
    this.writeVarint((value << 1 ^ value >> 31) >>> 0);
  }
  /**
   * Write a signed 64-bit fixed integer (sfixed64) from a JS number.
   * Handles negative values via two's complement.
   */
  writeSfixed64(value) {
    let low;
    let high;
    if (value >= 0) {
      low = value >>> 0;
      high = value / 4294967296 >>> 0;
    } else {
      const abs = Math.abs(value);
      low = abs >>> 0;
      high = abs / 4294967296 >>> 0;
      low = ~low >>> 0;
      high = ~high >>> 0;
      low = low + 1 >>> 0;
      if (low === 0) {
        high = high + 1 >>> 0;
      }
    }
    this.writeFixed64(low, high);
  }
  /**
   * Write a varint (variable-length integer)
   */
  writeVarint(value) {
    this._ensureCapacity(estimateVarintSize(value));
    if (value >= 0 && value <= 4294967295) {
      let v = value >>> 0;
      while (v > 127) {
        this._buffer[this.pos++] = v & 127 | 128;
        v >>>= 7;
      }
      this._buffer[this.pos++] = v;
    } else {
      let low;
      let high;
      if (value >= 0) {
        low = value >>> 0;
        high = value / 4294967296 >>> 0;
      } else {
        const abs = Math.abs(value);
        low = abs >>> 0;
        high = abs / 4294967296 >>> 0;
        low = ~low >>> 0;
        high = ~high >>> 0;
        low = low + 1 >>> 0;
        if (low === 0) {
          high = high + 1 >>> 0;
        }
      }
      while (high > 0 || low > 127) {
        this._buffer[this.pos++] = low & 127 | 128;
        low = (low >>> 7 | high << 25) >>> 0;
        high >>>= 7;
      }
      this._buffer[this.pos++] = low & 127;
    }
  }
  /**
   * Write a 32-bit fixed integer (little-endian)
   */
  writeFixed32(value) {
    this._ensureCapacity(4);
    const v = value >>> 0;
    this._buffer[this.pos++] = v & 255;
    this._buffer[this.pos++] = v >>> 8 & 255;
    this._buffer[this.pos++] = v >>> 16 & 255;
    this._buffer[this.pos++] = v >>> 24 & 255;
  }
  /**
   * Write a 64-bit fixed integer (little-endian)
   * @param low - Low 32 bits
   * @param high - High 32 bits
   */
  writeFixed64(low, high) {
    this._ensureCapacity(8);
    const l = low >>> 0;
    const h = high >>> 0;
    this._buffer[this.pos++] = l & 255;
    this._buffer[this.pos++] = l >>> 8 & 255;
    this._buffer[this.pos++] = l >>> 16 & 255;
    this._buffer[this.pos++] = l >>> 24 & 255;
    this._buffer[this.pos++] = h & 255;
    this._buffer[this.pos++] = h >>> 8 & 255;
    this._buffer[this.pos++] = h >>> 16 & 255;
    this._buffer[this.pos++] = h >>> 24 & 255;
  }
  /**
   * Write length-delimited data (varint length + bytes)
   */
  writeBytes(bytes) {
    this.writeVarint(bytes.length);
    this._ensureCapacity(bytes.length);
    this._buffer.set(bytes, this.pos);
    this.pos += bytes.length;
  }
  /**
   * Write a field key (field number + wire type)
   */
  writeTag(fieldNumber, wireType) {
    this.writeVarint(fieldNumber << 3 | wireType);
  }
  /**
   * Write a double (64-bit IEEE 754)
   */
  writeDouble(value) {
    this._ensureCapacity(8);
    this._dataView.setFloat64(this.pos, value, true);
    this.pos += 8;
  }
  /**
   * Write a string as UTF-8 bytes (length-delimited)
   */
  writeString(str) {
    let isAscii = true;
    const len = str.length;
    for (let i = 0; i < len; i++) {
      if (str.charCodeAt(i) > 127) {
        isAscii = false;
        break;
      }
    }
    if (isAscii) {
      this.writeVarint(len);
      this._ensureCapacity(len);
      for (let i = 0; i < len; i++) {
        this._buffer[this.pos++] = str.charCodeAt(i);
      }
    } else {
      const bytes = this._textEncoder.encode(str);
      this.writeBytes(bytes);
    }
  }
};

// node_modules/@opentelemetry/otlp-transformer/build/esm/common/hex-to-binary.js
function intValue(charCode) {
  if (charCode >= 48 && charCode <= 57) {
    return charCode - 48;
  }
  if (charCode >= 97 && charCode <= 102) {
    return charCode - 87;
  }
  return charCode - 55;
}
function hexToBinary(hexStr) {
  const buf = new Uint8Array(hexStr.length / 2);
  let offset = 0;
  for (let i = 0; i < hexStr.length; i += 2) {
    const hi = intValue(hexStr.charCodeAt(i));
    const lo = intValue(hexStr.charCodeAt(i + 1));
    buf[offset++] = hi << 4 | lo;
  }
  return buf;
}

// node_modules/@opentelemetry/otlp-transformer/build/esm/common/protobuf/common-serializer.js
function writeHrTimeAsFixed64(serializer, hrTime2) {
  const seconds = hrTime2[0];
  const nanos = hrTime2[1];
  const nanosPerSecond = 1e9;
  const secondsLower16Bits = seconds & 65535;
  const secondsUpperBits = seconds / 65536 >>> 0;
  const nanosFromLower16Bits = secondsLower16Bits * nanosPerSecond;
  const nanosFromUpperBits = secondsUpperBits * nanosPerSecond;
  const lower16ContributionLow32 = nanosFromLower16Bits >>> 0;
  const lower16ContributionHigh32 = Math.floor(nanosFromLower16Bits / 4294967296);
  const upperBitsContributionLow32 = (nanosFromUpperBits & 65535) * 65536 >>> 0;
  const upperBitsContributionHigh32 = nanosFromUpperBits / 65536 >>> 0;
  const low32WithCarry = lower16ContributionLow32 + upperBitsContributionLow32 + nanos;
  const totalLow = low32WithCarry >>> 0;
  const carry = Math.floor(low32WithCarry / 4294967296);
  const totalHigh = lower16ContributionHigh32 + upperBitsContributionHigh32 + carry >>> 0;
  serializer.writeFixed64(totalLow, totalHigh);
}
function writeAttributes(writer, attributes, fieldNumber) {
  for (const key in attributes) {
    if (!Object.prototype.hasOwnProperty.call(attributes, key)) {
      continue;
    }
    const value = attributes[key];
    writer.writeTag(fieldNumber, 2);
    const kvStart = writer.startLengthDelimited();
    const startPos = writer.pos;
    writeKeyValue(writer, key, value);
    writer.finishLengthDelimited(kvStart, writer.pos - startPos);
  }
}
function writeKeyValue(writer, key, value) {
  writer.writeTag(1, 2);
  writer.writeString(key);
  writer.writeTag(2, 2);
  const valueStart = writer.startLengthDelimited();
  const startPos = writer.pos;
  writeAnyValue(writer, value);
  writer.finishLengthDelimited(valueStart, writer.pos - startPos);
}
var MIN_64_BIT_INT = -(2 ** 63);
var MAX_64_BIT_INT = 2 ** 63;
function writeAnyValue(writer, value) {
  const t = typeof value;
  if (t === "string") {
    writer.writeTag(1, 2);
    writer.writeString(value);
  } else if (t === "boolean") {
    writer.writeTag(2, 0);
    writer.writeVarint(value ? 1 : 0);
  } else if (t === "number") {
    const numValue = value;
    if (Number.isInteger(numValue) && numValue >= MIN_64_BIT_INT && numValue < MAX_64_BIT_INT) {
      writer.writeTag(3, 0);
      writer.writeVarint(numValue);
    } else {
      writer.writeTag(4, 1);
      writer.writeDouble(numValue);
    }
  } else if (value instanceof Uint8Array) {
    writer.writeTag(7, 2);
    writer.writeBytes(value);
  } else if (Array.isArray(value)) {
    writer.writeTag(5, 2);
    const arrayStart = writer.startLengthDelimited();
    const arrayStartPos = writer.pos;
    for (const item of value) {
      writer.writeTag(1, 2);
      const itemStart = writer.startLengthDelimited();
      const itemStartPos = writer.pos;
      writeAnyValue(writer, item);
      writer.finishLengthDelimited(itemStart, writer.pos - itemStartPos);
    }
    writer.finishLengthDelimited(arrayStart, writer.pos - arrayStartPos);
  } else if (t === "object" && value != null) {
    writer.writeTag(6, 2);
    const kvlistStart = writer.startLengthDelimited();
    const kvlistStartPos = writer.pos;
    const obj = value;
    for (const k in obj) {
      if (!Object.prototype.hasOwnProperty.call(obj, k)) {
        continue;
      }
      const v = obj[k];
      writer.writeTag(1, 2);
      const kvStart = writer.startLengthDelimited();
      const kvStartPos = writer.pos;
      writer.writeTag(1, 2);
      writer.writeString(k);
      writer.writeTag(2, 2);
      const valueStart = writer.startLengthDelimited();
      const valueStartPos = writer.pos;
      writeAnyValue(writer, v);
      writer.finishLengthDelimited(valueStart, writer.pos - valueStartPos);
      writer.finishLengthDelimited(kvStart, writer.pos - kvStartPos);
    }
    writer.finishLengthDelimited(kvlistStart, writer.pos - kvlistStartPos);
  }
}
function writeInstrumentationScope(writer, scope, fieldNumber) {
  writer.writeTag(fieldNumber, 2);
  const start = writer.startLengthDelimited();
  const startPos = writer.pos;
  writer.writeTag(1, 2);
  writer.writeString(scope.name);
  if (scope.version) {
    writer.writeTag(2, 2);
    writer.writeString(scope.version);
  }
  if (scope.attributes) {
    writeAttributes(writer, scope.attributes, 3);
  }
  if (scope.droppedAttributesCount) {
    writer.writeTag(4, 0);
    writer.writeVarint(scope.droppedAttributesCount);
  }
  writer.finishLengthDelimited(start, writer.pos - startPos);
}
function writeResource(writer, resource, fieldNumber) {
  writer.writeTag(fieldNumber, 2);
  const resourceStart = writer.startLengthDelimited();
  const resourceStartPos = writer.pos;
  if (resource.attributes) {
    writeAttributes(writer, resource.attributes, 1);
  }
  writer.writeTag(2, 0);
  writer.writeVarint(0);
  writer.finishLengthDelimited(resourceStart, writer.pos - resourceStartPos);
}

// node_modules/@opentelemetry/otlp-transformer/build/esm/common/protobuf/protobuf-size-estimator.js
function utf8ByteLength(str) {
  const len = str.length;
  let byteLen = 0;
  for (let i = 0; i < len; i++) {
    const code = str.charCodeAt(i);
    if (code < 128) {
      byteLen += 1;
    } else if (code < 2048) {
      byteLen += 2;
    } else if (code < 55296 || code >= 57344) {
      byteLen += 3;
    } else {
      i++;
      byteLen += 4;
    }
  }
  return byteLen;
}
var ProtobufSizeEstimator = class {
  pos = 0;
  startLengthDelimited() {
    return this.pos;
  }
  finishLengthDelimited(_, length) {
    this.pos += estimateVarintSize(length);
  }
  writeVarint(value) {
    this.pos += estimateVarintSize(value);
  }
  writeSint32(value) {
    this.pos += estimateVarintSize((value << 1 ^ value >> 31) >>> 0);
  }
  writeSfixed64(_value) {
    this.pos += 8;
  }
  writeFixed32(_value) {
    this.pos += 4;
  }
  writeFixed64(_low, _high) {
    this.pos += 8;
  }
  writeBytes(bytes) {
    this.pos += estimateVarintSize(bytes.length);
    this.pos += bytes.length;
  }
  writeTag(fieldNumber, wireType) {
    this.writeVarint(fieldNumber << 3 | wireType);
  }
  writeDouble(_value) {
    this.pos += 8;
  }
  writeString(str) {
    const byteLen = utf8ByteLength(str);
    this.pos += estimateVarintSize(byteLen);
    this.pos += byteLen;
  }
};

// node_modules/@opentelemetry/otlp-transformer/build/esm/common/protobuf/protobuf-reader.js
var ProtobufReader = class {
  pos = 0;
  _buf;
  _textDecoder;
  constructor(buf) {
    this._buf = buf;
    this._textDecoder = new TextDecoder();
  }
  isAtEnd() {
    return this.pos >= this._buf.length;
  }
  /** Read a varint and decode it as a tag, returning field number and wire type. */
  readTag() {
    const raw = this.readVarint();
    return { fieldNumber: raw >>> 3, wireType: raw & 7 };
  }
  /**
   * Read a base-128 varint.
   * Returns a JS `number`; precision above 2^53 is silently lost.
   * Throws if the buffer is truncated mid-varint.
   */
  readVarint() {
    let result = 0;
    let shift = 0;
    let terminated = false;
    while (this.pos < this._buf.length) {
      const b = this._buf[this.pos++];
      result += (b & 127) * Math.pow(2, shift);
      shift += 7;
      if ((b & 128) === 0) {
        terminated = true;
        break;
      }
    }
    if (!terminated) {
      throw new Error("Truncated buffer: unexpected end of data while reading varint");
    }
    return result;
  }
  /** Read a length-delimited byte sequence (bytes field or embedded message). */
  readBytes() {
    const len = this.readVarint();
    if (this.pos + len > this._buf.length) {
      throw new Error(`Truncated buffer: expected ${len} bytes at position ${this.pos}, but only ${this._buf.length - this.pos} available`);
    }
    const slice = this._buf.subarray(this.pos, this.pos + len);
    this.pos += len;
    return slice;
  }
  /** Read a length-delimited UTF-8 string. */
  readString() {
    return this._textDecoder.decode(this.readBytes());
  }
  /**
   * Skip an unknown field.
   * Handles wire types 0 (varint), 1 (64-bit), 2 (length-delimited),
   * and 5 (32-bit).
   *
   * Wire types 3 and 4 (start-group / end-group) are deprecated in proto3
   * and are not used by any OpenTelemetry proto definition. Encountering
   * them is treated as an error.
   */
  skip(wireType) {
    switch (wireType) {
      case 0:
        this.readVarint();
        break;
      case 1:
        this.pos += 8;
        break;
      case 2:
        this.readBytes();
        break;
      case 5:
        this.pos += 4;
        break;
      default:
        throw new Error(`Unknown wire type ${wireType}, cannot safely skip`);
    }
  }
};

// node_modules/@opentelemetry/resources/build/esm/default-service-name.js
var serviceName;
function defaultServiceName() {
  if (serviceName === void 0) {
    try {
      const argv0 = globalThis.process.argv0;
      serviceName = argv0 ? `unknown_service:${argv0}` : "unknown_service";
    } catch {
      serviceName = "unknown_service";
    }
  }
  return serviceName;
}

// node_modules/@opentelemetry/resources/build/esm/utils.js
var isPromiseLike = (val) => {
  return val !== null && typeof val === "object" && typeof val.then === "function";
};

// node_modules/@opentelemetry/resources/build/esm/ResourceImpl.js
var ResourceImpl = class _ResourceImpl {
  _rawAttributes;
  _asyncAttributesPending = false;
  _schemaUrl;
  _memoizedAttributes;
  static FromAttributeList(attributes, options) {
    const res = new _ResourceImpl({}, options);
    res._rawAttributes = guardedRawAttributes(attributes);
    res._asyncAttributesPending = attributes.filter(([_, val]) => isPromiseLike(val)).length > 0;
    return res;
  }
  constructor(resource, options) {
    const attributes = resource.attributes ?? {};
    this._rawAttributes = Object.entries(attributes).map(([k, v]) => {
      if (isPromiseLike(v)) {
        this._asyncAttributesPending = true;
      }
      return [k, v];
    });
    this._rawAttributes = guardedRawAttributes(this._rawAttributes);
    this._schemaUrl = validateSchemaUrl(options?.schemaUrl);
  }
  get asyncAttributesPending() {
    return this._asyncAttributesPending;
  }
  async waitForAsyncAttributes() {
    if (!this.asyncAttributesPending) {
      return;
    }
    for (let i = 0; i < this._rawAttributes.length; i++) {
      const [k, v] = this._rawAttributes[i];
      this._rawAttributes[i] = [k, isPromiseLike(v) ? await v : v];
    }
    this._asyncAttributesPending = false;
  }
  get attributes() {
    if (this.asyncAttributesPending) {
      diag.error("Accessing resource attributes before async attributes settled");
    }
    if (this._memoizedAttributes) {
      return this._memoizedAttributes;
    }
    const attrs = {};
    for (const [k, v] of this._rawAttributes) {
      if (isPromiseLike(v)) {
        diag.debug(`Unsettled resource attribute ${k} skipped`);
        continue;
      }
      if (v != null) {
        attrs[k] ??= v;
      }
    }
    if (!this._asyncAttributesPending) {
      this._memoizedAttributes = attrs;
    }
    return attrs;
  }
  getRawAttributes() {
    return this._rawAttributes;
  }
  get schemaUrl() {
    return this._schemaUrl;
  }
  merge(resource) {
    if (resource == null)
      return this;
    const mergedSchemaUrl = mergeSchemaUrl(this, resource);
    const mergedOptions = mergedSchemaUrl ? { schemaUrl: mergedSchemaUrl } : void 0;
    return _ResourceImpl.FromAttributeList([...resource.getRawAttributes(), ...this.getRawAttributes()], mergedOptions);
  }
};
function resourceFromAttributes(attributes, options) {
  return ResourceImpl.FromAttributeList(Object.entries(attributes), options);
}
function resourceFromDetectedResource(detectedResource, options) {
  return new ResourceImpl(detectedResource, options);
}
function emptyResource() {
  return resourceFromAttributes({});
}
function defaultResource() {
  return resourceFromAttributes({
    [ATTR_SERVICE_NAME]: defaultServiceName(),
    [ATTR_TELEMETRY_SDK_LANGUAGE]: SDK_INFO[ATTR_TELEMETRY_SDK_LANGUAGE],
    [ATTR_TELEMETRY_SDK_NAME]: SDK_INFO[ATTR_TELEMETRY_SDK_NAME],
    [ATTR_TELEMETRY_SDK_VERSION]: SDK_INFO[ATTR_TELEMETRY_SDK_VERSION]
  });
}
function guardedRawAttributes(attributes) {
  return attributes.map(([k, v]) => {
    if (isPromiseLike(v)) {
      return [
        k,
        v.catch((err) => {
          diag.debug("promise rejection for resource attribute: %s - %s", k, err);
          return void 0;
        })
      ];
    }
    return [k, v];
  });
}
function validateSchemaUrl(schemaUrl) {
  if (typeof schemaUrl === "string" || schemaUrl === void 0) {
    return schemaUrl;
  }
  diag.warn("Schema URL must be string or undefined, got %s. Schema URL will be ignored.", schemaUrl);
  return void 0;
}
function mergeSchemaUrl(old, updating) {
  const oldSchemaUrl = old?.schemaUrl;
  const updatingSchemaUrl = updating?.schemaUrl;
  const isOldEmpty = oldSchemaUrl === void 0 || oldSchemaUrl === "";
  const isUpdatingEmpty = updatingSchemaUrl === void 0 || updatingSchemaUrl === "";
  if (isOldEmpty) {
    return updatingSchemaUrl;
  }
  if (isUpdatingEmpty) {
    return oldSchemaUrl;
  }
  if (oldSchemaUrl === updatingSchemaUrl) {
    return oldSchemaUrl;
  }
  diag.warn('Schema URL merge conflict: old resource has "%s", updating resource has "%s". Resulting resource will have undefined Schema URL.', oldSchemaUrl, updatingSchemaUrl);
  return void 0;
}

// node_modules/@opentelemetry/resources/build/esm/detect-resources.js
var detectResources = (config = {}) => {
  const resources = (config.detectors || []).map((d) => {
    try {
      const resource = resourceFromDetectedResource(d.detect(config));
      diag.debug(`${d.constructor.name} found resource.`, resource);
      return resource;
    } catch (e) {
      diag.debug(`${d.constructor.name} failed: ${e.message}`);
      return emptyResource();
    }
  });
  return resources.reduce((acc, resource) => acc.merge(resource), emptyResource());
};

// node_modules/@opentelemetry/resources/build/esm/detectors/EnvDetector.js
var EnvDetector = class {
  // Type, attribute keys, and attribute values should not exceed 256 characters.
  _MAX_LENGTH = 255;
  // OTEL_RESOURCE_ATTRIBUTES is a comma-separated list of attributes.
  _COMMA_SEPARATOR = ",";
  // OTEL_RESOURCE_ATTRIBUTES contains key value pair separated by '='.
  _LABEL_KEY_VALUE_SPLITTER = "=";
  /**
   * Returns a {@link Resource} populated with attributes from the
   * OTEL_RESOURCE_ATTRIBUTES environment variable. Note this is an async
   * function to conform to the Detector interface.
   *
   * @param config The resource detection config
   */
  detect(_config) {
    const attributes = {};
    const rawAttributes = getStringFromEnv("OTEL_RESOURCE_ATTRIBUTES");
    const serviceName2 = getStringFromEnv("OTEL_SERVICE_NAME");
    if (rawAttributes) {
      try {
        const parsedAttributes = this._parseResourceAttributes(rawAttributes);
        Object.assign(attributes, parsedAttributes);
      } catch (e) {
        diag.debug(`EnvDetector failed: ${e instanceof Error ? e.message : e}`);
      }
    }
    if (serviceName2) {
      attributes[ATTR_SERVICE_NAME] = serviceName2;
    }
    return { attributes };
  }
  /**
   * Creates an attribute map from the OTEL_RESOURCE_ATTRIBUTES environment
   * variable.
   *
   * OTEL_RESOURCE_ATTRIBUTES: A comma-separated list of attributes in the
   * format "key1=value1,key2=value2". The ',' and '=' characters in keys
   * and values MUST be percent-encoded. Other characters MAY be percent-encoded.
   *
   * Per the spec, on any error (e.g., decoding failure), the entire environment
   * variable value is discarded.
   *
   * @param rawEnvAttributes The resource attributes as a comma-separated list
   * of key/value pairs.
   * @returns The parsed resource attributes.
   * @throws Error if parsing fails (caller handles by discarding all attributes)
   */
  _parseResourceAttributes(rawEnvAttributes) {
    if (!rawEnvAttributes)
      return {};
    const attributes = {};
    const rawAttributes = rawEnvAttributes.split(this._COMMA_SEPARATOR).filter((attr) => attr.trim() !== "");
    for (const rawAttribute of rawAttributes) {
      const keyValuePair = rawAttribute.split(this._LABEL_KEY_VALUE_SPLITTER);
      if (keyValuePair.length !== 2) {
        throw new Error(`Invalid format for OTEL_RESOURCE_ATTRIBUTES: "${rawAttribute}". Expected format: key=value. The ',' and '=' characters must be percent-encoded in keys and values.`);
      }
      const [rawKey, rawValue] = keyValuePair;
      const key = rawKey.trim();
      const value = rawValue.trim();
      if (key.length === 0) {
        throw new Error(`Invalid OTEL_RESOURCE_ATTRIBUTES: empty attribute key in "${rawAttribute}".`);
      }
      let decodedKey;
      let decodedValue;
      try {
        decodedKey = decodeURIComponent(key);
        decodedValue = decodeURIComponent(value);
      } catch (e) {
        throw new Error(`Failed to percent-decode OTEL_RESOURCE_ATTRIBUTES entry "${rawAttribute}": ${e instanceof Error ? e.message : e}`, { cause: e });
      }
      if (decodedKey.length > this._MAX_LENGTH) {
        throw new Error(`Attribute key exceeds the maximum length of ${this._MAX_LENGTH} characters: "${decodedKey}".`);
      }
      if (decodedValue.length > this._MAX_LENGTH) {
        throw new Error(`Attribute value exceeds the maximum length of ${this._MAX_LENGTH} characters for key "${decodedKey}".`);
      }
      attributes[decodedKey] = decodedValue;
    }
    return attributes;
  }
};
var envDetector = new EnvDetector();

// node_modules/@opentelemetry/otlp-transformer/build/esm/trace/protobuf/trace-serializer.js
var SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK = 256;
var SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK = 512;
function buildSpanFlags(traceFlags, isRemote) {
  let flags = traceFlags & 255 | SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK;
  if (isRemote) {
    flags |= SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK;
  }
  return flags;
}
function serializeStatus(writer, status) {
  const statusStart = writer.startLengthDelimited();
  const statusStartPos = writer.pos;
  if (status.message) {
    writer.writeTag(2, 2);
    writer.writeString(status.message);
  }
  writer.writeTag(3, 0);
  writer.writeVarint(status.code);
  writer.finishLengthDelimited(statusStart, writer.pos - statusStartPos);
}
function serializeEvent(writer, event) {
  const eventStart = writer.startLengthDelimited();
  const eventStartPos = writer.pos;
  writer.writeTag(1, 1);
  writeHrTimeAsFixed64(writer, event.time);
  writer.writeTag(2, 2);
  writer.writeString(event.name);
  if (event.attributes) {
    writeAttributes(writer, event.attributes, 3);
  }
  writer.writeTag(4, 0);
  writer.writeVarint(event.droppedAttributesCount || 0);
  writer.finishLengthDelimited(eventStart, writer.pos - eventStartPos);
}
function serializeLink(writer, link) {
  const linkStart = writer.startLengthDelimited();
  const linkStartPos = writer.pos;
  const context2 = link.context;
  writer.writeTag(1, 2);
  writer.writeBytes(hexToBinary(context2.traceId));
  writer.writeTag(2, 2);
  writer.writeBytes(hexToBinary(context2.spanId));
  const linkTraceState = context2.traceState?.serialize();
  if (linkTraceState) {
    writer.writeTag(3, 2);
    writer.writeString(linkTraceState);
  }
  if (link.attributes) {
    writeAttributes(writer, link.attributes, 4);
  }
  writer.writeTag(5, 0);
  writer.writeVarint(link.droppedAttributesCount || 0);
  const linkFlags = buildSpanFlags(context2.traceFlags, context2.isRemote);
  if (linkFlags) {
    writer.writeTag(6, 5);
    writer.writeFixed32(linkFlags);
  }
  writer.finishLengthDelimited(linkStart, writer.pos - linkStartPos);
}
function serializeSpan(writer, span) {
  const spanStart = writer.startLengthDelimited();
  const spanStartPos = writer.pos;
  const ctx = span.spanContext();
  writer.writeTag(1, 2);
  writer.writeBytes(hexToBinary(ctx.traceId));
  writer.writeTag(2, 2);
  writer.writeBytes(hexToBinary(ctx.spanId));
  const traceState = ctx.traceState?.serialize();
  if (traceState) {
    writer.writeTag(3, 2);
    writer.writeString(traceState);
  }
  if (span.parentSpanContext?.spanId) {
    writer.writeTag(4, 2);
    writer.writeBytes(hexToBinary(span.parentSpanContext.spanId));
  }
  writer.writeTag(5, 2);
  writer.writeString(span.name);
  const kind = span.kind == null ? 0 : span.kind + 1;
  if (kind !== 0) {
    writer.writeTag(6, 0);
    writer.writeVarint(kind);
  }
  writer.writeTag(7, 1);
  writeHrTimeAsFixed64(writer, span.startTime);
  writer.writeTag(8, 1);
  writeHrTimeAsFixed64(writer, span.endTime);
  if (span.attributes) {
    writeAttributes(writer, span.attributes, 9);
  }
  writer.writeTag(10, 0);
  writer.writeVarint(span.droppedAttributesCount);
  for (const event of span.events) {
    writer.writeTag(11, 2);
    serializeEvent(writer, event);
  }
  writer.writeTag(12, 0);
  writer.writeVarint(span.droppedEventsCount);
  for (const link of span.links) {
    writer.writeTag(13, 2);
    serializeLink(writer, link);
  }
  writer.writeTag(14, 0);
  writer.writeVarint(span.droppedLinksCount);
  writer.writeTag(15, 2);
  serializeStatus(writer, span.status);
  const flags = buildSpanFlags(ctx.traceFlags, span.parentSpanContext?.isRemote);
  if (flags) {
    writer.writeTag(16, 5);
    writer.writeFixed32(flags);
  }
  writer.finishLengthDelimited(spanStart, writer.pos - spanStartPos);
}
function serializeScopeSpans(writer, scope, spans) {
  const scopeSpansStart = writer.startLengthDelimited();
  const scopeSpansStartPos = writer.pos;
  writeInstrumentationScope(writer, scope, 1);
  for (const span of spans) {
    writer.writeTag(2, 2);
    serializeSpan(writer, span);
  }
  if (scope.schemaUrl) {
    writer.writeTag(3, 2);
    writer.writeString(scope.schemaUrl);
  }
  writer.finishLengthDelimited(scopeSpansStart, writer.pos - scopeSpansStartPos);
}
function serializeResourceSpans(writer, resource, scopeMap) {
  const resourceSpansStart = writer.startLengthDelimited();
  const resourceSpansStartPos = writer.pos;
  writeResource(writer, resource, 1);
  for (const scopeSpans of scopeMap.values()) {
    writer.writeTag(2, 2);
    const scope = scopeSpans[0].instrumentationScope;
    serializeScopeSpans(writer, scope, scopeSpans);
  }
  if (resource.schemaUrl) {
    writer.writeTag(3, 2);
    writer.writeString(resource.schemaUrl);
  }
  writer.finishLengthDelimited(resourceSpansStart, writer.pos - resourceSpansStartPos);
}
function createResourceMap(spans) {
  const resourceMap = /* @__PURE__ */ new Map();
  for (const span of spans) {
    const resource = span.resource;
    const scope = span.instrumentationScope;
    let scopeMap = resourceMap.get(resource);
    if (!scopeMap) {
      scopeMap = /* @__PURE__ */ new Map();
      resourceMap.set(resource, scopeMap);
    }
    let records = scopeMap.get(scope);
    if (!records) {
      records = [];
      scopeMap.set(scope, records);
    }
    records.push(span);
  }
  return resourceMap;
}
function serializeTraceExportRequest(spans) {
  const resourceMap = createResourceMap(spans);
  const estimator = new ProtobufSizeEstimator();
  for (const [resource, scopeMap] of resourceMap) {
    estimator.writeTag(1, 2);
    serializeResourceSpans(estimator, resource, scopeMap);
  }
  const writer = new ProtobufWriter(estimator.pos);
  for (const [resource, scopeMap] of resourceMap) {
    writer.writeTag(1, 2);
    serializeResourceSpans(writer, resource, scopeMap);
  }
  return writer.finish();
}

// node_modules/@opentelemetry/otlp-transformer/build/esm/trace/protobuf/response-deserializer.js
function deserializePartialSuccess(data) {
  const reader = new ProtobufReader(data);
  const result = {};
  while (!reader.isAtEnd()) {
    const { fieldNumber, wireType } = reader.readTag();
    switch (fieldNumber) {
      case 1:
        if (wireType === 0) {
          result.rejectedSpans = reader.readVarint();
        } else {
          reader.skip(wireType);
        }
        break;
      case 2:
        if (wireType === 2) {
          result.errorMessage = reader.readString();
        } else {
          reader.skip(wireType);
        }
        break;
      default:
        reader.skip(wireType);
        break;
    }
  }
  return result;
}
function deserializeExportTraceServiceResponse(data) {
  const reader = new ProtobufReader(data);
  const result = {};
  while (!reader.isAtEnd()) {
    const { fieldNumber, wireType } = reader.readTag();
    switch (fieldNumber) {
      case 1:
        if (wireType === 2) {
          result.partialSuccess = deserializePartialSuccess(reader.readBytes());
        } else {
          reader.skip(wireType);
        }
        break;
      default:
        reader.skip(wireType);
        break;
    }
  }
  return result;
}

// node_modules/@opentelemetry/otlp-transformer/build/esm/trace/protobuf/trace.js
var ProtobufTraceSerializer = {
  serializeRequest: (arg) => {
    return serializeTraceExportRequest(arg);
  },
  deserializeResponse: (arg) => {
    return deserializeExportTraceServiceResponse(arg);
  }
};

// node_modules/@opentelemetry/otlp-transformer/build/esm/common/internal.js
function createResource(resource, encoder) {
  const result = {
    attributes: toAttributes(resource.attributes, encoder),
    droppedAttributesCount: 0
  };
  const schemaUrl = resource.schemaUrl;
  if (schemaUrl && schemaUrl !== "")
    result.schemaUrl = schemaUrl;
  return result;
}
function createInstrumentationScope(scope, encoder) {
  const result = {
    name: scope.name,
    version: scope.version
  };
  if (scope.attributes && Object.keys(scope.attributes).length > 0) {
    result.attributes = toAttributes(scope.attributes, encoder);
    result.droppedAttributesCount = scope.droppedAttributesCount ?? 0;
  }
  return result;
}
function toAttributes(attributes, encoder) {
  return Object.keys(attributes).map((key) => toKeyValue(key, attributes[key], encoder));
}
function toKeyValue(key, value, encoder) {
  return {
    key,
    value: toAnyValue(value, encoder)
  };
}
function toAnyValue(value, encoder) {
  const t = typeof value;
  if (t === "string")
    return { stringValue: value };
  if (t === "number") {
    if (!Number.isInteger(value))
      return { doubleValue: value };
    return { intValue: value };
  }
  if (t === "boolean")
    return { boolValue: value };
  if (value instanceof Uint8Array)
    return { bytesValue: encoder.encodeUint8Array(value) };
  if (Array.isArray(value)) {
    const values = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      values[i] = toAnyValue(value[i], encoder);
    }
    return { arrayValue: { values } };
  }
  if (t === "object" && value != null) {
    const keys = Object.keys(value);
    const values = new Array(keys.length);
    for (let i = 0; i < keys.length; i++) {
      values[i] = {
        key: keys[i],
        value: toAnyValue(value[keys[i]], encoder)
      };
    }
    return { kvlistValue: { values } };
  }
  return {};
}

// node_modules/@opentelemetry/otlp-transformer/build/esm/common/utils.js
function hrTimeToNanos(hrTime2) {
  const NANOSECONDS = BigInt(1e9);
  return BigInt(Math.trunc(hrTime2[0])) * NANOSECONDS + BigInt(Math.trunc(hrTime2[1]));
}
function encodeAsString(hrTime2) {
  const nanos = hrTimeToNanos(hrTime2);
  return nanos.toString();
}
var encodeTimestamp = typeof BigInt !== "undefined" ? encodeAsString : hrTimeToNanoseconds;
function identity(value) {
  return value;
}
var JSON_ENCODER = {
  encodeHrTime: encodeTimestamp,
  encodeSpanContext: identity,
  encodeOptionalSpanContext: identity,
  encodeUint8Array: (bytes) => {
    if (typeof Buffer !== "undefined") {
      return Buffer.from(bytes).toString("base64");
    }
    const chars = new Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) {
      chars[i] = String.fromCharCode(bytes[i]);
    }
    return btoa(chars.join(""));
  }
};

// node_modules/@opentelemetry/otlp-transformer/build/esm/trace/internal.js
var SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK2 = 256;
var SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK2 = 512;
function buildSpanFlagsFrom(traceFlags, isRemote) {
  let flags = traceFlags & 255 | SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK2;
  if (isRemote) {
    flags |= SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK2;
  }
  return flags;
}
function sdkSpanToOtlpSpan(span, encoder) {
  const ctx = span.spanContext();
  const status = span.status;
  const parentSpanId = span.parentSpanContext?.spanId ? encoder.encodeSpanContext(span.parentSpanContext?.spanId) : void 0;
  return {
    traceId: encoder.encodeSpanContext(ctx.traceId),
    spanId: encoder.encodeSpanContext(ctx.spanId),
    parentSpanId,
    traceState: ctx.traceState?.serialize(),
    name: span.name,
    // Span kind is offset by 1 because the API does not define a value for unset
    kind: span.kind == null ? 0 : span.kind + 1,
    startTimeUnixNano: encoder.encodeHrTime(span.startTime),
    endTimeUnixNano: encoder.encodeHrTime(span.endTime),
    attributes: toAttributes(span.attributes, encoder),
    droppedAttributesCount: span.droppedAttributesCount,
    events: span.events.map((event) => toOtlpSpanEvent(event, encoder)),
    droppedEventsCount: span.droppedEventsCount,
    status: {
      // API and proto enums share the same values
      code: status.code,
      message: status.message
    },
    links: span.links.map((link) => toOtlpLink(link, encoder)),
    droppedLinksCount: span.droppedLinksCount,
    flags: buildSpanFlagsFrom(ctx.traceFlags, span.parentSpanContext?.isRemote)
  };
}
function toOtlpLink(link, encoder) {
  return {
    attributes: link.attributes ? toAttributes(link.attributes, encoder) : [],
    spanId: encoder.encodeSpanContext(link.context.spanId),
    traceId: encoder.encodeSpanContext(link.context.traceId),
    traceState: link.context.traceState?.serialize(),
    droppedAttributesCount: link.droppedAttributesCount || 0,
    flags: buildSpanFlagsFrom(link.context.traceFlags, link.context.isRemote)
  };
}
function toOtlpSpanEvent(timedEvent, encoder) {
  return {
    attributes: timedEvent.attributes ? toAttributes(timedEvent.attributes, encoder) : [],
    name: timedEvent.name,
    timeUnixNano: encoder.encodeHrTime(timedEvent.time),
    droppedAttributesCount: timedEvent.droppedAttributesCount || 0
  };
}
function createExportTraceServiceRequest(spans, encoder) {
  return {
    resourceSpans: spanRecordsToResourceSpans(spans, encoder)
  };
}
function createResourceMap2(readableSpans) {
  const resourceMap = /* @__PURE__ */ new Map();
  for (const record of readableSpans) {
    let ilsMap = resourceMap.get(record.resource);
    if (!ilsMap) {
      ilsMap = /* @__PURE__ */ new Map();
      resourceMap.set(record.resource, ilsMap);
    }
    const instrumentationScopeKey = `${record.instrumentationScope.name}@${record.instrumentationScope.version || ""}:${record.instrumentationScope.schemaUrl || ""}`;
    let records = ilsMap.get(instrumentationScopeKey);
    if (!records) {
      records = [];
      ilsMap.set(instrumentationScopeKey, records);
    }
    records.push(record);
  }
  return resourceMap;
}
function spanRecordsToResourceSpans(readableSpans, encoder) {
  const resourceMap = createResourceMap2(readableSpans);
  const out = [];
  const entryIterator = resourceMap.entries();
  let entry = entryIterator.next();
  while (!entry.done) {
    const [resource, ilmMap] = entry.value;
    const scopeResourceSpans = [];
    const ilmIterator = ilmMap.values();
    let ilmEntry = ilmIterator.next();
    while (!ilmEntry.done) {
      const scopeSpans = ilmEntry.value;
      if (scopeSpans.length > 0) {
        const spans = scopeSpans.map((readableSpan) => sdkSpanToOtlpSpan(readableSpan, encoder));
        scopeResourceSpans.push({
          scope: createInstrumentationScope(scopeSpans[0].instrumentationScope, encoder),
          spans,
          schemaUrl: scopeSpans[0].instrumentationScope.schemaUrl
        });
      }
      ilmEntry = ilmIterator.next();
    }
    const processedResource = createResource(resource, encoder);
    const transformedSpans = {
      resource: processedResource,
      scopeSpans: scopeResourceSpans,
      schemaUrl: processedResource.schemaUrl
    };
    out.push(transformedSpans);
    entry = entryIterator.next();
  }
  return out;
}

// node_modules/@opentelemetry/otlp-transformer/build/esm/trace/json/trace.js
var JsonTraceSerializer = {
  serializeRequest: (arg) => {
    const request = createExportTraceServiceRequest(arg, JSON_ENCODER);
    const encoder = new TextEncoder();
    return encoder.encode(JSON.stringify(request));
  },
  deserializeResponse: (arg) => {
    if (arg.length === 0) {
      return {};
    }
    const decoder = new TextDecoder();
    try {
      return JSON.parse(decoder.decode(arg));
    } catch (err) {
      diag.warn(`Failed to parse trace export response: ${err.message}. Returning empty response`);
      return {};
    }
  }
};

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/util.js
function validateAndNormalizeHeaders(partialHeaders) {
  const headers = {};
  Object.entries(partialHeaders ?? {}).forEach(([key, value]) => {
    if (typeof value !== "undefined") {
      headers[key] = String(value);
    } else {
      diag.warn(`Header "${key}" has invalid value (${value}) and will be ignored`);
    }
  });
  return headers;
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/configuration/otlp-http-configuration.js
function mergeHeaders(userProvidedHeaders, fallbackHeaders, defaultHeaders) {
  return async () => {
    const requiredHeaders = {
      ...await defaultHeaders()
    };
    const headers = {};
    if (fallbackHeaders != null) {
      Object.assign(headers, await fallbackHeaders());
    }
    if (userProvidedHeaders != null) {
      Object.assign(headers, validateAndNormalizeHeaders(await userProvidedHeaders()));
    }
    return Object.assign(headers, requiredHeaders);
  };
}
function validateUserProvidedUrl(url) {
  if (url == null) {
    return void 0;
  }
  try {
    const base = globalThis.location?.href;
    return new URL(url, base).href;
  } catch {
    throw new Error(`Configuration: Could not parse user-provided export URL: '${url}'`);
  }
}
function mergeOtlpHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
  return {
    ...mergeOtlpSharedConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration),
    headers: mergeHeaders(userProvidedConfiguration.headers, fallbackConfiguration.headers, defaultConfiguration.headers),
    url: validateUserProvidedUrl(userProvidedConfiguration.url) ?? fallbackConfiguration.url ?? defaultConfiguration.url
  };
}
function getHttpConfigurationDefaults(requiredHeaders, signalResourcePath) {
  return {
    ...getSharedConfigurationDefaults(),
    headers: async () => requiredHeaders,
    url: "http://localhost:4318/" + signalResourcePath
  };
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/configuration/otlp-node-http-configuration.js
function httpAgentFactoryFromOptions(options) {
  return async (protocol) => {
    const isInsecure = protocol === "http:";
    const module = isInsecure ? import("http") : import("https");
    const { Agent } = await module;
    if (isInsecure) {
      const { ca, cert, key, ...insecureOptions } = options;
      return new Agent(insecureOptions);
    }
    return new Agent(options);
  };
}
function mergeOtlpNodeHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
  return {
    ...mergeOtlpHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration),
    agentFactory: userProvidedConfiguration.agentFactory ?? fallbackConfiguration.agentFactory ?? defaultConfiguration.agentFactory,
    userAgent: userProvidedConfiguration.userAgent
  };
}
function getNodeHttpConfigurationDefaults(requiredHeaders, signalResourcePath) {
  return {
    ...getHttpConfigurationDefaults(requiredHeaders, signalResourcePath),
    agentFactory: httpAgentFactoryFromOptions({ keepAlive: true })
  };
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/transport/http-transport-utils.js
import * as zlib from "zlib";
import { Readable } from "stream";

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/is-export-retryable.js
function isExportHTTPErrorRetryable(statusCode) {
  return statusCode === 429 || statusCode === 502 || statusCode === 503 || statusCode === 504;
}
function parseRetryAfterToMills(retryAfter) {
  if (retryAfter == null) {
    return void 0;
  }
  const seconds = Number.parseInt(retryAfter, 10);
  if (Number.isInteger(seconds)) {
    return seconds > 0 ? seconds * 1e3 : -1;
  }
  const delay = new Date(retryAfter).getTime() - Date.now();
  if (delay >= 0) {
    return delay;
  }
  return 0;
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/transport/http-transport-utils.js
var DEFAULT_USER_AGENT = `OTel-OTLP-Exporter-JavaScript/${VERSION2}`;
var MAX_RESPONSE_BODY_SIZE = 4 * 1024 * 1024;
function sendWithHttp(request, url, headers, compression, userAgent, agent, data, timeoutMillis) {
  return new Promise((resolve2) => {
    const parsedUrl = new URL(url);
    if (userAgent) {
      headers["User-Agent"] = `${userAgent} ${DEFAULT_USER_AGENT}`;
    } else {
      headers["User-Agent"] = DEFAULT_USER_AGENT;
    }
    const options = {
      method: "POST",
      headers,
      agent
    };
    const req = request(parsedUrl, options, (res) => {
      const responseData = [];
      let responseSize = 0;
      res.on("data", (chunk) => {
        responseSize += chunk.length;
        if (responseSize > MAX_RESPONSE_BODY_SIZE) {
          const sizeError = new Error(`OTLP export response body exceeded size limit of ${MAX_RESPONSE_BODY_SIZE} bytes`);
          resolve2({ status: "failure", error: sizeError });
          res.destroy();
          return;
        }
        responseData.push(chunk);
      });
      res.on("end", () => {
        if (res.statusCode && res.statusCode <= 299) {
          resolve2({
            status: "success",
            data: Buffer.concat(responseData)
          });
        } else if (res.statusCode && isExportHTTPErrorRetryable(res.statusCode)) {
          resolve2({
            status: "retryable",
            retryInMillis: parseRetryAfterToMills(res.headers["retry-after"])
          });
        } else {
          const error = new OTLPExporterError(res.statusMessage, res.statusCode, Buffer.concat(responseData).toString());
          resolve2({
            status: "failure",
            error
          });
        }
      });
      res.on("error", (error) => {
        if (res.statusCode && res.statusCode <= 299) {
          resolve2({
            status: "success"
          });
        } else if (res.statusCode && isExportHTTPErrorRetryable(res.statusCode)) {
          resolve2({
            status: "retryable",
            error,
            retryInMillis: parseRetryAfterToMills(res.headers["retry-after"])
          });
        } else {
          resolve2({
            status: "failure",
            error
          });
        }
      });
    });
    req.setTimeout(timeoutMillis, () => {
      req.destroy();
      resolve2({
        status: "retryable",
        error: new Error("Request timed out")
      });
    });
    req.on("error", (error) => {
      if (isHttpTransportNetworkErrorRetryable(error)) {
        resolve2({
          status: "retryable",
          error
        });
      } else {
        resolve2({
          status: "failure",
          error
        });
      }
    });
    compressAndSend(req, compression, data, (error) => {
      resolve2({
        status: "failure",
        error
      });
    });
  });
}
function compressAndSend(req, compression, data, onError) {
  let dataStream = readableFromUint8Array(data);
  if (compression === "gzip") {
    req.setHeader("Content-Encoding", "gzip");
    dataStream = dataStream.on("error", onError).pipe(zlib.createGzip()).on("error", onError);
  }
  dataStream.pipe(req).on("error", onError);
}
function readableFromUint8Array(buff) {
  const readable = new Readable();
  readable.push(buff);
  readable.push(null);
  return readable;
}
function isHttpTransportNetworkErrorRetryable(error) {
  const RETRYABLE_NETWORK_ERROR_CODES = /* @__PURE__ */ new Set([
    "ECONNRESET",
    "ECONNREFUSED",
    "EPIPE",
    "ETIMEDOUT",
    "EAI_AGAIN",
    "ENOTFOUND",
    "ENETUNREACH",
    "EHOSTUNREACH"
  ]);
  if ("code" in error && typeof error.code === "string") {
    return RETRYABLE_NETWORK_ERROR_CODES.has(error.code);
  }
  return false;
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/transport/http-exporter-transport.js
var HttpExporterTransport = class {
  _utils = null;
  _parameters;
  constructor(parameters) {
    this._parameters = parameters;
  }
  async send(data, timeoutMillis) {
    const { agent, request } = await this._loadUtils();
    const headers = await this._parameters.headers();
    return sendWithHttp(request, this._parameters.url, headers, this._parameters.compression, this._parameters.userAgent, agent, data, timeoutMillis);
  }
  shutdown() {
  }
  async _loadUtils() {
    let utils = this._utils;
    if (utils === null) {
      const protocol = new URL(this._parameters.url).protocol;
      const [agent, request] = await Promise.all([
        this._parameters.agentFactory(protocol),
        requestFunctionFactory(protocol)
      ]);
      utils = this._utils = { agent, request };
    }
    return utils;
  }
};
async function requestFunctionFactory(protocol) {
  const module = protocol === "http:" ? import("http") : import("https");
  const { request } = await module;
  return request;
}
function createHttpExporterTransport(parameters) {
  return new HttpExporterTransport(parameters);
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/retrying-transport.js
var MAX_ATTEMPTS = 5;
var INITIAL_BACKOFF = 1e3;
var MAX_BACKOFF = 5e3;
var BACKOFF_MULTIPLIER = 1.5;
var JITTER = 0.2;
function getJitter() {
  return Math.random() * (2 * JITTER) - JITTER;
}
var RetryingTransport = class {
  _transport;
  constructor(transport) {
    this._transport = transport;
  }
  retry(data, timeoutMillis, inMillis) {
    return new Promise((resolve2, reject) => {
      setTimeout(() => {
        this._transport.send(data, timeoutMillis).then(resolve2, reject);
      }, inMillis);
    });
  }
  async send(data, timeoutMillis) {
    let attempts = MAX_ATTEMPTS;
    let nextBackoff = INITIAL_BACKOFF;
    const deadline = Date.now() + timeoutMillis;
    let result = await this._transport.send(data, timeoutMillis);
    while (result.status === "retryable" && attempts > 0) {
      attempts--;
      const backoff = Math.max(Math.min(nextBackoff * (1 + getJitter()), MAX_BACKOFF), 0);
      nextBackoff = nextBackoff * BACKOFF_MULTIPLIER;
      const retryInMillis = result.retryInMillis ?? backoff;
      const remainingTimeoutMillis = deadline - Date.now();
      if (retryInMillis > remainingTimeoutMillis) {
        diag.info(`Export retry time ${Math.round(retryInMillis)}ms exceeds remaining timeout ${Math.round(remainingTimeoutMillis)}ms, not retrying further.`);
        return result;
      }
      diag.verbose(`Scheduling export retry in ${Math.round(retryInMillis)}ms`);
      result = await this.retry(data, remainingTimeoutMillis, retryInMillis);
    }
    if (result.status === "success") {
      diag.verbose(`Export succeeded after ${MAX_ATTEMPTS - attempts} retry attempts.`);
    } else if (result.status === "retryable") {
      diag.info(`Export failed after maximum retry attempts (${MAX_ATTEMPTS}).`);
    } else {
      diag.info(`Export failed with non-retryable error: ${result.error}`);
    }
    return result;
  }
  shutdown() {
    return this._transport.shutdown();
  }
};
function createRetryingTransport(options) {
  return new RetryingTransport(options.transport);
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/otlp-http-export-delegate.js
function createOtlpHttpExporterMetrics(metricsComponentType, exporterMetricsHelper, url, meterProvider) {
  return new ExporterMetrics({
    componentType: metricsComponentType,
    metricsHelper: exporterMetricsHelper,
    url,
    meterProvider,
    responseAttributesFromError: (error) => {
      if (!error) {
        return {
          [ATTR_HTTP_RESPONSE_STATUS_CODE2]: 200
        };
      }
      if (!(error instanceof OTLPExporterError)) {
        return {};
      }
      return {
        [ATTR_HTTP_RESPONSE_STATUS_CODE2]: error.code
      };
    }
  });
}
function createOtlpHttpExportDelegate(options, serializer, metricsComponentType, exporterMetricsHelper, meterProvider) {
  return createOtlpExportDelegate({
    transport: createRetryingTransport({
      transport: createHttpExporterTransport(options)
    }),
    serializer,
    promiseHandler: createBoundedQueueExportPromiseHandler(options),
    metrics: createOtlpHttpExporterMetrics(metricsComponentType, exporterMetricsHelper, options.url, meterProvider)
  }, { timeout: options.timeoutMillis });
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/configuration/shared-env-configuration.js
function parseAndValidateTimeoutFromEnv(timeoutEnvVar) {
  const envTimeout = getNumberFromEnv(timeoutEnvVar);
  if (envTimeout != null) {
    if (Number.isFinite(envTimeout) && envTimeout > 0) {
      return envTimeout;
    }
    diag.warn(`Configuration: ${timeoutEnvVar} is invalid, expected number greater than 0 (actual: ${envTimeout})`);
  }
  return void 0;
}
function getTimeoutFromEnv(signalIdentifier) {
  const specificTimeout = parseAndValidateTimeoutFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_TIMEOUT`);
  const nonSpecificTimeout = parseAndValidateTimeoutFromEnv("OTEL_EXPORTER_OTLP_TIMEOUT");
  return specificTimeout ?? nonSpecificTimeout;
}
function parseAndValidateCompressionFromEnv(compressionEnvVar) {
  const compression = getStringFromEnv(compressionEnvVar)?.trim();
  if (compression == null || compression === "none" || compression === "gzip") {
    return compression;
  }
  diag.warn(`Configuration: ${compressionEnvVar} is invalid, expected 'none' or 'gzip' (actual: '${compression}')`);
  return void 0;
}
function getCompressionFromEnv(signalIdentifier) {
  const specificCompression = parseAndValidateCompressionFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_COMPRESSION`);
  const nonSpecificCompression = parseAndValidateCompressionFromEnv("OTEL_EXPORTER_OTLP_COMPRESSION");
  return specificCompression ?? nonSpecificCompression;
}
function getSharedConfigurationFromEnvironment(signalIdentifier) {
  return {
    timeoutMillis: getTimeoutFromEnv(signalIdentifier),
    compression: getCompressionFromEnv(signalIdentifier)
  };
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/configuration/otlp-node-http-env-configuration.js
import * as fs from "fs";
import * as path from "path";
function getStaticHeadersFromEnv(signalIdentifier) {
  const signalSpecificRawHeaders = getStringFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_HEADERS`);
  const nonSignalSpecificRawHeaders = getStringFromEnv("OTEL_EXPORTER_OTLP_HEADERS");
  const signalSpecificHeaders = parseKeyPairsIntoRecord(signalSpecificRawHeaders);
  const nonSignalSpecificHeaders = parseKeyPairsIntoRecord(nonSignalSpecificRawHeaders);
  if (Object.keys(signalSpecificHeaders).length === 0 && Object.keys(nonSignalSpecificHeaders).length === 0) {
    return void 0;
  }
  return Object.assign({}, parseKeyPairsIntoRecord(nonSignalSpecificRawHeaders), parseKeyPairsIntoRecord(signalSpecificRawHeaders));
}
function appendRootPathToUrlIfNeeded(url) {
  try {
    const parsedUrl = new URL(url);
    return parsedUrl.toString();
  } catch {
    diag.warn(`Configuration: Could not parse environment-provided export URL: '${url}', falling back to undefined`);
    return void 0;
  }
}
function appendResourcePathToUrl(url, path2) {
  try {
    new URL(url);
  } catch {
    diag.warn(`Configuration: Could not parse environment-provided export URL: '${url}', falling back to undefined`);
    return void 0;
  }
  if (!url.endsWith("/")) {
    url = url + "/";
  }
  url += path2;
  try {
    new URL(url);
  } catch {
    diag.warn(`Configuration: Provided URL appended with '${path2}' is not a valid URL, using 'undefined' instead of '${url}'`);
    return void 0;
  }
  return url;
}
function getNonSpecificUrlFromEnv(signalResourcePath) {
  const envUrl = getStringFromEnv("OTEL_EXPORTER_OTLP_ENDPOINT");
  if (envUrl === void 0) {
    return void 0;
  }
  return appendResourcePathToUrl(envUrl, signalResourcePath);
}
function getSpecificUrlFromEnv(signalIdentifier) {
  const envUrl = getStringFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_ENDPOINT`);
  if (envUrl === void 0) {
    return void 0;
  }
  return appendRootPathToUrlIfNeeded(envUrl);
}
function readFileFromEnv(signalSpecificEnvVar, nonSignalSpecificEnvVar, warningMessage) {
  const signalSpecificPath = getStringFromEnv(signalSpecificEnvVar);
  const nonSignalSpecificPath = getStringFromEnv(nonSignalSpecificEnvVar);
  const filePath = signalSpecificPath ?? nonSignalSpecificPath;
  if (filePath != null) {
    try {
      return fs.readFileSync(path.resolve(process.cwd(), filePath));
    } catch {
      diag.warn(warningMessage);
      return void 0;
    }
  } else {
    return void 0;
  }
}
function getClientCertificateFromEnv(signalIdentifier) {
  return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CLIENT_CERTIFICATE`, "OTEL_EXPORTER_OTLP_CLIENT_CERTIFICATE", "Failed to read client certificate chain file");
}
function getClientKeyFromEnv(signalIdentifier) {
  return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CLIENT_KEY`, "OTEL_EXPORTER_OTLP_CLIENT_KEY", "Failed to read client certificate private key file");
}
function getRootCertificateFromEnv(signalIdentifier) {
  return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CERTIFICATE`, "OTEL_EXPORTER_OTLP_CERTIFICATE", "Failed to read root certificate file");
}
function getNodeHttpConfigurationFromEnvironment(signalIdentifier, signalResourcePath) {
  return {
    ...getSharedConfigurationFromEnvironment(signalIdentifier),
    url: getSpecificUrlFromEnv(signalIdentifier) ?? getNonSpecificUrlFromEnv(signalResourcePath),
    headers: wrapStaticHeadersInFunction(getStaticHeadersFromEnv(signalIdentifier)),
    agentFactory: httpAgentFactoryFromOptions({
      keepAlive: true,
      ca: getRootCertificateFromEnv(signalIdentifier),
      cert: getClientCertificateFromEnv(signalIdentifier),
      key: getClientKeyFromEnv(signalIdentifier)
    })
  };
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/configuration/convert-legacy-http-options.js
function convertLegacyHeaders(config) {
  if (typeof config.headers === "function") {
    return config.headers;
  }
  return wrapStaticHeadersInFunction(config.headers);
}

// node_modules/@opentelemetry/otlp-exporter-base/build/esm/configuration/convert-legacy-node-http-options.js
function convertLegacyAgentOptions(config) {
  if (typeof config.httpAgentOptions === "function") {
    return config.httpAgentOptions;
  }
  let legacy = config.httpAgentOptions;
  if (config.keepAlive != null) {
    legacy = { keepAlive: config.keepAlive, ...legacy };
  }
  if (legacy != null) {
    return httpAgentFactoryFromOptions(legacy);
  } else {
    return void 0;
  }
}
function convertLegacyHttpOptions(config, signalIdentifier, signalResourcePath, requiredHeaders) {
  if (config.metadata) {
    diag.warn("Metadata cannot be set when using http");
  }
  return mergeOtlpNodeHttpConfigurationWithDefaults({
    url: config.url,
    headers: convertLegacyHeaders(config),
    concurrencyLimit: config.concurrencyLimit,
    timeoutMillis: config.timeoutMillis,
    compression: config.compression,
    agentFactory: convertLegacyAgentOptions(config),
    userAgent: config.userAgent
  }, getNodeHttpConfigurationFromEnvironment(signalIdentifier, signalResourcePath), getNodeHttpConfigurationDefaults(requiredHeaders, signalResourcePath));
}

// node_modules/@opentelemetry/exporter-trace-otlp-http/build/esm/semconv.js
var OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_SPAN_EXPORTER = "otlp_http_span_exporter";

// node_modules/@opentelemetry/exporter-trace-otlp-http/build/esm/platform/node/OTLPTraceExporter.js
var OTLPTraceExporter = class extends OTLPExporterBase {
  constructor(config = {}) {
    super(createOtlpHttpExportDelegate(convertLegacyHttpOptions(config, "TRACES", "v1/traces", {
      "Content-Type": "application/json"
    }), JsonTraceSerializer, OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_SPAN_EXPORTER, TraceExporterMetricsHelper, config.selfObsMeterProvider));
  }
};

// node_modules/@opentelemetry/exporter-trace-otlp-proto/build/esm/semconv.js
var OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_SPAN_EXPORTER2 = "otlp_http_span_exporter";

// node_modules/@opentelemetry/exporter-trace-otlp-proto/build/esm/platform/node/OTLPTraceExporter.js
var OTLPTraceExporter2 = class extends OTLPExporterBase {
  constructor(config = {}) {
    super(createOtlpHttpExportDelegate(convertLegacyHttpOptions(config, "TRACES", "v1/traces", {
      "Content-Type": "application/x-protobuf"
    }), ProtobufTraceSerializer, OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_SPAN_EXPORTER2, TraceExporterMetricsHelper, config.selfObsMeterProvider));
  }
};

// node_modules/@opentelemetry/sdk-trace/build/esm/enums.js
var ExceptionEventName = "exception";

// node_modules/@opentelemetry/sdk-trace/build/esm/inspect.js
var inspectCustom = /* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom");
function settledResourceAttributes(resource) {
  const attrs = {};
  for (const [k, v] of resource.getRawAttributes()) {
    if (typeof v?.then === "function") {
      continue;
    }
    if (v != null) {
      attrs[k] ??= v;
    }
  }
  return attrs;
}
function formatInspect(className, payload, depth, options, inspect2) {
  if (typeof depth === "number" && depth < 0) {
    const tag = `[${className}]`;
    return options?.stylize ? options.stylize(tag, "special") : tag;
  }
  if (typeof inspect2 !== "function" || !options) {
    return payload;
  }
  const childOptions = {
    ...options,
    depth: options.depth == null ? options.depth : options.depth - 1
  };
  return `${className} ${inspect2(payload, childOptions)}`;
}

// node_modules/@opentelemetry/sdk-trace/build/esm/Span.js
var SpanImpl = class {
  // Below properties are included to implement ReadableSpan for export
  // purposes but are not intended to be written-to directly.
  _spanContext;
  kind;
  parentSpanContext;
  attributes = {};
  links = [];
  events = [];
  startTime;
  resource;
  instrumentationScope;
  _droppedAttributesCount = 0;
  _droppedEventsCount = 0;
  _droppedLinksCount = 0;
  _attributesCount = 0;
  name;
  status = {
    code: SpanStatusCode.UNSET
  };
  endTime = [0, 0];
  _ended = false;
  _duration = [-1, -1];
  _spanProcessor;
  _spanLimits;
  _attributeValueLengthLimit;
  _recordEndMetrics;
  _performanceStartTime;
  _performanceOffset;
  _startTimeProvided;
  /**
   * Constructs a new SpanImpl instance.
   */
  constructor(opts) {
    const now = Date.now();
    this._spanContext = opts.spanContext;
    this._performanceStartTime = otperformance.now();
    this._performanceOffset = now - (this._performanceStartTime + otperformance.timeOrigin);
    this._startTimeProvided = opts.startTime != null;
    this._spanLimits = opts.spanLimits;
    this._attributeValueLengthLimit = this._spanLimits.attributeValueLengthLimit ?? 0;
    this._spanProcessor = opts.spanProcessor;
    this.name = opts.name;
    this.parentSpanContext = opts.parentSpanContext;
    this.kind = opts.kind;
    if (opts.links) {
      for (const link of opts.links) {
        this.addLink(link);
      }
    }
    this.startTime = this._getTime(opts.startTime ?? now);
    this.resource = opts.resource;
    this.instrumentationScope = opts.scope;
    this._recordEndMetrics = opts.recordEndMetrics;
    if (opts.attributes != null) {
      this.setAttributes(opts.attributes);
    }
    this._spanProcessor.onStart(this, opts.context);
  }
  spanContext() {
    return this._spanContext;
  }
  setAttribute(key, value) {
    if (value == null || this._isSpanEnded())
      return this;
    if (key.length === 0) {
      diag.warn(`Invalid attribute key: ${key}`);
      return this;
    }
    if (!isAttributeValue(value)) {
      diag.warn(`Invalid attribute value set for key: ${key}`);
      return this;
    }
    const { attributeCountLimit } = this._spanLimits;
    const isNewKey = !Object.prototype.hasOwnProperty.call(this.attributes, key);
    if (attributeCountLimit !== void 0 && this._attributesCount >= attributeCountLimit && isNewKey) {
      this._droppedAttributesCount++;
      return this;
    }
    this.attributes[key] = this._truncateToSize(value);
    if (isNewKey) {
      this._attributesCount++;
    }
    return this;
  }
  setAttributes(attributes) {
    for (const key in attributes) {
      if (Object.prototype.hasOwnProperty.call(attributes, key)) {
        this.setAttribute(key, attributes[key]);
      }
    }
    return this;
  }
  /**
   *
   * @param name Span Name
   * @param [attributesOrStartTime] Span attributes or start time
   *     if type is {@type TimeInput} and 3rd param is undefined
   * @param [timeStamp] Specified time stamp for the event
   */
  addEvent(name, attributesOrStartTime, timeStamp) {
    if (this._isSpanEnded())
      return this;
    const { eventCountLimit } = this._spanLimits;
    if (eventCountLimit === 0) {
      diag.warn("No events allowed.");
      this._droppedEventsCount++;
      return this;
    }
    if (eventCountLimit !== void 0 && this.events.length >= eventCountLimit) {
      if (this._droppedEventsCount === 0) {
        diag.debug("Dropping extra events.");
      }
      this.events.shift();
      this._droppedEventsCount++;
    }
    if (isTimeInput(attributesOrStartTime)) {
      if (!isTimeInput(timeStamp)) {
        timeStamp = attributesOrStartTime;
      }
      attributesOrStartTime = void 0;
    }
    const sanitized = sanitizeAttributes(attributesOrStartTime);
    const { attributePerEventCountLimit } = this._spanLimits;
    const attributes = {};
    let droppedAttributesCount = 0;
    let eventAttributesCount = 0;
    for (const attr in sanitized) {
      if (!Object.prototype.hasOwnProperty.call(sanitized, attr)) {
        continue;
      }
      const attrVal = sanitized[attr];
      if (attributePerEventCountLimit !== void 0 && eventAttributesCount >= attributePerEventCountLimit) {
        droppedAttributesCount++;
        continue;
      }
      attributes[attr] = this._truncateToSize(attrVal);
      eventAttributesCount++;
    }
    this.events.push({
      name,
      attributes,
      time: this._getTime(timeStamp),
      droppedAttributesCount
    });
    return this;
  }
  addLink(link) {
    if (this._isSpanEnded())
      return this;
    const { linkCountLimit } = this._spanLimits;
    if (linkCountLimit === 0) {
      this._droppedLinksCount++;
      return this;
    }
    if (linkCountLimit !== void 0 && this.links.length >= linkCountLimit) {
      if (this._droppedLinksCount === 0) {
        diag.debug("Dropping extra links.");
      }
      this.links.shift();
      this._droppedLinksCount++;
    }
    const { attributePerLinkCountLimit } = this._spanLimits;
    const sanitized = sanitizeAttributes(link.attributes);
    const attributes = {};
    let droppedAttributesCount = 0;
    let linkAttributesCount = 0;
    for (const attr in sanitized) {
      if (!Object.prototype.hasOwnProperty.call(sanitized, attr)) {
        continue;
      }
      const attrVal = sanitized[attr];
      if (attributePerLinkCountLimit !== void 0 && linkAttributesCount >= attributePerLinkCountLimit) {
        droppedAttributesCount++;
        continue;
      }
      attributes[attr] = this._truncateToSize(attrVal);
      linkAttributesCount++;
    }
    const processedLink = { context: link.context };
    if (linkAttributesCount > 0) {
      processedLink.attributes = attributes;
    }
    if (droppedAttributesCount > 0) {
      processedLink.droppedAttributesCount = droppedAttributesCount;
    }
    this.links.push(processedLink);
    return this;
  }
  addLinks(links) {
    for (const link of links) {
      this.addLink(link);
    }
    return this;
  }
  setStatus(status) {
    if (this._isSpanEnded())
      return this;
    if (status.code === SpanStatusCode.UNSET)
      return this;
    if (this.status.code === SpanStatusCode.OK)
      return this;
    const newStatus = { code: status.code };
    if (status.code === SpanStatusCode.ERROR) {
      if (typeof status.message === "string") {
        newStatus.message = status.message;
      } else if (status.message != null) {
        diag.warn(`Dropping invalid status.message of type '${typeof status.message}', expected 'string'`);
      }
    }
    this.status = newStatus;
    return this;
  }
  updateName(name) {
    if (this._isSpanEnded())
      return this;
    this.name = name;
    return this;
  }
  end(endTime) {
    if (this._isSpanEnded()) {
      diag.error(`${this.name} ${this._spanContext.traceId}-${this._spanContext.spanId} - You can only call end() on a span once.`);
      return;
    }
    this.endTime = this._getTime(endTime);
    this._duration = hrTimeDuration(this.startTime, this.endTime);
    if (this._duration[0] < 0) {
      diag.warn("Inconsistent start and end time, startTime > endTime. Setting span duration to 0ms.", this.startTime, this.endTime);
      this.endTime = this.startTime.slice();
      this._duration = [0, 0];
    }
    if (this._droppedEventsCount > 0) {
      diag.warn(`Dropped ${this._droppedEventsCount} events because eventCountLimit reached`);
    }
    if (this._droppedLinksCount > 0) {
      diag.warn(`Dropped ${this._droppedLinksCount} links because linkCountLimit reached`);
    }
    if (this._spanProcessor.onEnding) {
      this._spanProcessor.onEnding(this);
    }
    this._recordEndMetrics?.();
    this._ended = true;
    this._spanProcessor.onEnd(this);
  }
  _getTime(inp) {
    if (typeof inp === "number" && inp <= otperformance.now()) {
      return hrTime(inp + this._performanceOffset);
    }
    if (typeof inp === "number") {
      return millisToHrTime(inp);
    }
    if (inp instanceof Date) {
      return millisToHrTime(inp.getTime());
    }
    if (isTimeInputHrTime(inp)) {
      return inp;
    }
    if (this._startTimeProvided) {
      return millisToHrTime(Date.now());
    }
    const msDuration = otperformance.now() - this._performanceStartTime;
    return addHrTimes(this.startTime, millisToHrTime(msDuration));
  }
  isRecording() {
    return this._ended === false;
  }
  recordException(exception, time) {
    const attributes = {};
    if (typeof exception === "string") {
      attributes[ATTR_EXCEPTION_MESSAGE] = exception;
    } else if (exception) {
      if (exception.code) {
        attributes[ATTR_EXCEPTION_TYPE] = exception.code.toString();
      } else if (exception.name) {
        attributes[ATTR_EXCEPTION_TYPE] = exception.name;
      }
      if (exception.message) {
        attributes[ATTR_EXCEPTION_MESSAGE] = exception.message;
      }
      if (exception.stack) {
        attributes[ATTR_EXCEPTION_STACKTRACE] = exception.stack;
      }
    }
    if (attributes[ATTR_EXCEPTION_TYPE] || attributes[ATTR_EXCEPTION_MESSAGE]) {
      this.addEvent(ExceptionEventName, attributes, time);
    } else {
      diag.warn(`Failed to record an exception ${exception}`);
    }
  }
  get duration() {
    return this._duration;
  }
  get ended() {
    return this._ended;
  }
  get droppedAttributesCount() {
    return this._droppedAttributesCount;
  }
  get droppedEventsCount() {
    return this._droppedEventsCount;
  }
  get droppedLinksCount() {
    return this._droppedLinksCount;
  }
  _isSpanEnded() {
    if (this._ended) {
      const error = new Error(`Operation attempted on ended Span {traceId: ${this._spanContext.traceId}, spanId: ${this._spanContext.spanId}}`);
      diag.warn(`Cannot execute the operation on ended Span {traceId: ${this._spanContext.traceId}, spanId: ${this._spanContext.spanId}}`, error);
    }
    return this._ended;
  }
  // Utility function to truncate given value within size
  // for value type of string, will truncate to given limit
  // for type of non-string, will return same value
  _truncateToLimitUtil(value, limit) {
    if (value.length <= limit) {
      return value;
    }
    return value.substring(0, limit);
  }
  /**
   * If the given attribute value is of type string and has more characters than given {@code attributeValueLengthLimit} then
   * return string with truncated to {@code attributeValueLengthLimit} characters
   *
   * If the given attribute value is array of strings then
   * return new array of strings with each element truncated to {@code attributeValueLengthLimit} characters
   *
   * Otherwise return same Attribute {@code value}
   *
   * @param value Attribute value
   * @returns truncated attribute value if required, otherwise same value
   */
  _truncateToSize(value) {
    const limit = this._attributeValueLengthLimit;
    if (limit <= 0) {
      diag.warn(`Attribute value limit must be positive, got ${limit}`);
      return value;
    }
    if (typeof value === "string") {
      return this._truncateToLimitUtil(value, limit);
    }
    if (Array.isArray(value)) {
      return value.map((val) => typeof val === "string" ? this._truncateToLimitUtil(val, limit) : val);
    }
    return value;
  }
  [inspectCustom](depth, options, inspect2) {
    const payload = {
      name: this.name,
      kind: this.kind,
      spanContext: this._spanContext,
      parentSpanContext: this.parentSpanContext,
      status: this.status,
      startTime: this.startTime,
      endTime: this.endTime,
      duration: this._duration,
      ended: this._ended,
      attributes: this.attributes,
      events: this.events,
      links: this.links,
      droppedAttributesCount: this._droppedAttributesCount,
      droppedEventsCount: this._droppedEventsCount,
      droppedLinksCount: this._droppedLinksCount,
      instrumentationScope: this.instrumentationScope,
      resource: { attributes: settledResourceAttributes(this.resource) }
    };
    return formatInspect("SpanImpl", payload, depth, options, inspect2);
  }
};

// node_modules/@opentelemetry/sdk-trace/build/esm/Sampler.js
var SamplingDecision2;
(function(SamplingDecision3) {
  SamplingDecision3[SamplingDecision3["NOT_RECORD"] = 0] = "NOT_RECORD";
  SamplingDecision3[SamplingDecision3["RECORD"] = 1] = "RECORD";
  SamplingDecision3[SamplingDecision3["RECORD_AND_SAMPLED"] = 2] = "RECORD_AND_SAMPLED";
})(SamplingDecision2 || (SamplingDecision2 = {}));

// node_modules/@opentelemetry/sdk-trace/build/esm/semconv.js
var ATTR_OTEL_COMPONENT_NAME2 = "otel.component.name";
var ATTR_OTEL_COMPONENT_TYPE2 = "otel.component.type";
var ATTR_OTEL_SPAN_PARENT_ORIGIN = "otel.span.parent.origin";
var ATTR_OTEL_SPAN_SAMPLING_RESULT = "otel.span.sampling_result";
var METRIC_OTEL_SDK_PROCESSOR_SPAN_PROCESSED = "otel.sdk.processor.span.processed";
var METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_CAPACITY = "otel.sdk.processor.span.queue.capacity";
var METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_SIZE = "otel.sdk.processor.span.queue.size";
var METRIC_OTEL_SDK_SPAN_LIVE = "otel.sdk.span.live";
var METRIC_OTEL_SDK_SPAN_STARTED = "otel.sdk.span.started";
var OTEL_COMPONENT_TYPE_VALUE_BATCHING_SPAN_PROCESSOR = "batching_span_processor";

// node_modules/@opentelemetry/sdk-trace/build/esm/TracerMetrics.js
var TracerMetrics = class {
  startedSpans;
  liveSpans;
  constructor(meter) {
    this.startedSpans = meter.createCounter(METRIC_OTEL_SDK_SPAN_STARTED, {
      unit: "{span}",
      description: "The number of created spans."
    });
    this.liveSpans = meter.createUpDownCounter(METRIC_OTEL_SDK_SPAN_LIVE, {
      unit: "{span}",
      description: "The number of currently live spans."
    });
  }
  startSpan(parentSpanCtx, samplingDecision) {
    const samplingDecisionStr = samplingDecisionToString(samplingDecision);
    this.startedSpans.add(1, {
      [ATTR_OTEL_SPAN_PARENT_ORIGIN]: parentOrigin(parentSpanCtx),
      [ATTR_OTEL_SPAN_SAMPLING_RESULT]: samplingDecisionStr
    });
    if (samplingDecision === SamplingDecision2.NOT_RECORD) {
      return () => {
      };
    }
    const liveSpanAttributes = {
      [ATTR_OTEL_SPAN_SAMPLING_RESULT]: samplingDecisionStr
    };
    this.liveSpans.add(1, liveSpanAttributes);
    return () => {
      this.liveSpans.add(-1, liveSpanAttributes);
    };
  }
};
function parentOrigin(parentSpanContext) {
  if (!parentSpanContext) {
    return "none";
  }
  if (parentSpanContext.isRemote) {
    return "remote";
  }
  return "local";
}
function samplingDecisionToString(decision) {
  switch (decision) {
    case SamplingDecision2.RECORD_AND_SAMPLED:
      return "RECORD_AND_SAMPLE";
    case SamplingDecision2.RECORD:
      return "RECORD_ONLY";
    case SamplingDecision2.NOT_RECORD:
      return "DROP";
  }
}

// node_modules/@opentelemetry/sdk-trace/build/esm/version.js
var VERSION3 = "2.12.1";

// node_modules/@opentelemetry/sdk-trace/build/esm/Tracer.js
var Tracer = class {
  _sampler;
  _spanLimits;
  _idGenerator;
  instrumentationScope;
  _resource;
  _spanProcessor;
  _tracerMetrics;
  /**
   * Constructs a new Tracer instance.
   */
  constructor(instrumentationScope, options) {
    this.instrumentationScope = instrumentationScope;
    this._sampler = options.sampler;
    this._spanLimits = options.spanLimits;
    this._resource = options.resource;
    this._idGenerator = options.idGenerator;
    this._spanProcessor = options.spanProcessor;
    const meter = options.meterProvider.getMeter("@opentelemetry/sdk-trace", VERSION3);
    this._tracerMetrics = new TracerMetrics(meter);
  }
  /**
   * Starts a new Span or returns the default NoopSpan based on the sampling
   * decision.
   */
  startSpan(name, options = {}, context2 = context.active()) {
    if (options.root) {
      context2 = trace.deleteSpan(context2);
    }
    const parentSpan = trace.getSpan(context2);
    if (isTracingSuppressed(context2)) {
      diag.debug("Instrumentation suppressed, returning Noop Span");
      const nonRecordingSpan = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
      return nonRecordingSpan;
    }
    const parentSpanContext = parentSpan?.spanContext();
    const spanId = this._idGenerator.generateSpanId();
    let validParentSpanContext;
    let traceId;
    let traceState;
    if (!parentSpanContext || !trace.isSpanContextValid(parentSpanContext)) {
      traceId = this._idGenerator.generateTraceId();
    } else {
      traceId = parentSpanContext.traceId;
      traceState = parentSpanContext.traceState;
      validParentSpanContext = parentSpanContext;
    }
    const spanKind = options.kind ?? SpanKind.INTERNAL;
    const links = (options.links ?? []).map((link) => {
      return {
        context: link.context,
        attributes: sanitizeAttributes(link.attributes)
      };
    });
    const attributes = sanitizeAttributes(options.attributes);
    const samplingResult = this._sampler.shouldSample(context2, traceId, name, spanKind, attributes, links);
    const recordEndMetrics = this._tracerMetrics.startSpan(parentSpanContext, samplingResult.decision);
    traceState = samplingResult.traceState ?? traceState;
    const traceFlags = samplingResult.decision === SamplingDecision.RECORD_AND_SAMPLED ? TraceFlags.SAMPLED : TraceFlags.NONE;
    const spanContext = { traceId, spanId, traceFlags, traceState };
    if (samplingResult.decision === SamplingDecision.NOT_RECORD) {
      diag.debug("Recording is off, propagating context in a non-recording span");
      const nonRecordingSpan = trace.wrapSpanContext(spanContext);
      return nonRecordingSpan;
    }
    const initAttributes = sanitizeAttributes(Object.assign(attributes, samplingResult.attributes));
    const span = new SpanImpl({
      resource: this._resource,
      scope: this.instrumentationScope,
      context: context2,
      spanContext,
      name,
      kind: spanKind,
      links,
      parentSpanContext: validParentSpanContext,
      attributes: initAttributes,
      startTime: options.startTime,
      spanProcessor: this._spanProcessor,
      spanLimits: this._spanLimits,
      recordEndMetrics
    });
    return span;
  }
  startActiveSpan(name, arg2, arg3, arg4) {
    let opts;
    let ctx;
    let fn;
    if (arguments.length < 2) {
      return;
    } else if (arguments.length === 2) {
      fn = arg2;
    } else if (arguments.length === 3) {
      opts = arg2;
      fn = arg3;
    } else {
      opts = arg2;
      ctx = arg3;
      fn = arg4;
    }
    const parentContext = ctx ?? context.active();
    const span = this.startSpan(name, opts, parentContext);
    const contextWithSpanSet = trace.setSpan(parentContext, span);
    return context.with(contextWithSpanSet, fn, void 0, span);
  }
  [inspectCustom](depth, options, inspect2) {
    const payload = {
      instrumentationScope: this.instrumentationScope,
      resource: { attributes: settledResourceAttributes(this._resource) },
      spanLimits: this._spanLimits
    };
    return formatInspect("Tracer", payload, depth, options, inspect2);
  }
};

// node_modules/@opentelemetry/sdk-trace/build/esm/MultiSpanProcessor.js
var MultiSpanProcessor = class {
  _spanProcessors;
  constructor(spanProcessors) {
    this._spanProcessors = spanProcessors;
  }
  forceFlush() {
    const promises = [];
    for (const spanProcessor of this._spanProcessors) {
      promises.push(spanProcessor.forceFlush());
    }
    return new Promise((resolve2) => {
      Promise.all(promises).then(() => {
        resolve2();
      }).catch((error) => {
        globalErrorHandler(error || new Error("MultiSpanProcessor: forceFlush failed"));
        resolve2();
      });
    });
  }
  onStart(span, context2) {
    for (const spanProcessor of this._spanProcessors) {
      spanProcessor.onStart(span, context2);
    }
  }
  onEnding(span) {
    for (const spanProcessor of this._spanProcessors) {
      if (spanProcessor.onEnding) {
        spanProcessor.onEnding(span);
      }
    }
  }
  onEnd(span) {
    for (const spanProcessor of this._spanProcessors) {
      spanProcessor.onEnd(span);
    }
  }
  shutdown() {
    const promises = [];
    for (const spanProcessor of this._spanProcessors) {
      promises.push(spanProcessor.shutdown());
    }
    return new Promise((resolve2, reject) => {
      Promise.all(promises).then(() => {
        resolve2();
      }, reject);
    });
  }
};

// node_modules/@opentelemetry/sdk-trace/build/esm/sampler/AlwaysOffSampler.js
var AlwaysOffSampler = class {
  shouldSample() {
    return {
      decision: SamplingDecision2.NOT_RECORD
    };
  }
  toString() {
    return "AlwaysOffSampler";
  }
};

// node_modules/@opentelemetry/sdk-trace/build/esm/sampler/AlwaysOnSampler.js
var AlwaysOnSampler = class {
  shouldSample() {
    return {
      decision: SamplingDecision2.RECORD_AND_SAMPLED
    };
  }
  toString() {
    return "AlwaysOnSampler";
  }
};

// node_modules/@opentelemetry/sdk-trace/build/esm/sampler/ParentBasedSampler.js
var ParentBasedSampler = class {
  _root;
  _remoteParentSampled;
  _remoteParentNotSampled;
  _localParentSampled;
  _localParentNotSampled;
  constructor(config) {
    this._root = config.root;
    if (!this._root) {
      globalErrorHandler(new Error("ParentBasedSampler must have a root sampler configured"));
      this._root = new AlwaysOnSampler();
    }
    this._remoteParentSampled = config.remoteParentSampled ?? new AlwaysOnSampler();
    this._remoteParentNotSampled = config.remoteParentNotSampled ?? new AlwaysOffSampler();
    this._localParentSampled = config.localParentSampled ?? new AlwaysOnSampler();
    this._localParentNotSampled = config.localParentNotSampled ?? new AlwaysOffSampler();
  }
  shouldSample(context2, traceId, spanName, spanKind, attributes, links) {
    const parentContext = trace.getSpanContext(context2);
    if (!parentContext || !isSpanContextValid(parentContext)) {
      return this._root.shouldSample(context2, traceId, spanName, spanKind, attributes, links);
    }
    if (parentContext.isRemote) {
      if (parentContext.traceFlags & TraceFlags.SAMPLED) {
        return this._remoteParentSampled.shouldSample(context2, traceId, spanName, spanKind, attributes, links);
      }
      return this._remoteParentNotSampled.shouldSample(context2, traceId, spanName, spanKind, attributes, links);
    }
    if (parentContext.traceFlags & TraceFlags.SAMPLED) {
      return this._localParentSampled.shouldSample(context2, traceId, spanName, spanKind, attributes, links);
    }
    return this._localParentNotSampled.shouldSample(context2, traceId, spanName, spanKind, attributes, links);
  }
  toString() {
    return `ParentBased{root=${this._root.toString()}, remoteParentSampled=${this._remoteParentSampled.toString()}, remoteParentNotSampled=${this._remoteParentNotSampled.toString()}, localParentSampled=${this._localParentSampled.toString()}, localParentNotSampled=${this._localParentNotSampled.toString()}}`;
  }
};

// node_modules/@opentelemetry/sdk-trace/build/esm/export/SpanProcessorMetrics.js
var componentCounter2 = /* @__PURE__ */ new Map();
var SpanProcessorMetrics = class {
  processedSpans;
  queueSize;
  queueSizeCallback;
  standardAttrs;
  droppedAttrs;
  constructor(componentType, meter, queueConfig) {
    const counter = componentCounter2.get(componentType) ?? 0;
    componentCounter2.set(componentType, counter + 1);
    this.standardAttrs = {
      [ATTR_OTEL_COMPONENT_TYPE2]: componentType,
      [ATTR_OTEL_COMPONENT_NAME2]: `${componentType}/${counter}`
    };
    this.droppedAttrs = {
      ...this.standardAttrs,
      [ATTR_ERROR_TYPE]: "queue_full"
    };
    this.processedSpans = meter.createCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_PROCESSED, {
      unit: "{span}",
      description: "The number of spans for which the processing has finished, either successful or failed."
    });
    if (queueConfig) {
      const { capacity, getQueueSize } = queueConfig;
      const queueCapacity = meter.createUpDownCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_CAPACITY, {
        unit: "{span}",
        description: "The maximum number of spans the queue of a given instance of an SDK span processor can hold."
      });
      queueCapacity.add(capacity, this.standardAttrs);
      this.queueSize = meter.createObservableUpDownCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_SIZE, {
        unit: "{span}",
        description: "The number of spans in the queue of a given instance of an SDK span processor."
      });
      this.queueSizeCallback = (result) => result.observe(getQueueSize(), this.standardAttrs);
      this.queueSize.addCallback(this.queueSizeCallback);
    }
  }
  dropSpans(count) {
    this.processedSpans.add(count, this.droppedAttrs);
  }
  finishSpans(count, error) {
    if (!error) {
      this.processedSpans.add(count, this.standardAttrs);
      return;
    }
    const attrs = {
      ...this.standardAttrs,
      [ATTR_ERROR_TYPE]: error.name
    };
    this.processedSpans.add(count, attrs);
  }
  shutdown() {
    if (this.queueSize && this.queueSizeCallback) {
      this.queueSize.removeCallback(this.queueSizeCallback);
    }
  }
};

// node_modules/@opentelemetry/sdk-trace/build/esm/export/BatchSpanProcessorBase.js
var BatchSpanProcessorBase = class {
  _maxExportBatchSize;
  _maxQueueSize;
  _scheduledDelayMillis;
  _exportTimeoutMillis;
  _exporter;
  _metrics;
  _isExporting = false;
  _finishedSpans = [];
  _timer;
  _shutdownOnce;
  _droppedSpansCount = 0;
  constructor(options) {
    this._exporter = options.exporter;
    this._maxExportBatchSize = options.maxExportBatchSize ?? 512;
    this._maxQueueSize = options.maxQueueSize ?? 2048;
    this._scheduledDelayMillis = options.scheduledDelayMillis ?? 5e3;
    this._exportTimeoutMillis = options.exportTimeoutMillis ?? 3e4;
    this._shutdownOnce = new BindOnceFuture(this._shutdown, this);
    if (this._maxExportBatchSize > this._maxQueueSize) {
      diag.warn("BatchSpanProcessor: maxExportBatchSize must be smaller or equal to maxQueueSize, setting maxExportBatchSize to match maxQueueSize");
      this._maxExportBatchSize = this._maxQueueSize;
    }
    const meter = options.selfObsMeterProvider ? options.selfObsMeterProvider.getMeter("@opentelemetry/sdk-trace") : createNoopMeter();
    this._metrics = new SpanProcessorMetrics(OTEL_COMPONENT_TYPE_VALUE_BATCHING_SPAN_PROCESSOR, meter, {
      capacity: this._maxQueueSize,
      getQueueSize: () => this._finishedSpans.length
    });
  }
  forceFlush() {
    if (this._shutdownOnce.isCalled) {
      return this._shutdownOnce.promise;
    }
    return this._flushAll();
  }
  // does nothing.
  onStart(_span, _parentContext) {
  }
  onEnd(span) {
    if (this._shutdownOnce.isCalled) {
      return;
    }
    if ((span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0) {
      return;
    }
    this._addToBuffer(span);
  }
  shutdown() {
    return this._shutdownOnce.call();
  }
  _shutdown() {
    return Promise.resolve().then(() => {
      return this.onShutdown();
    }).then(() => {
      return this._flushAll();
    }).then(() => {
      this._metrics.shutdown();
      return this._exporter.shutdown();
    });
  }
  /** Add a span in the buffer. */
  _addToBuffer(span) {
    if (this._finishedSpans.length >= this._maxQueueSize) {
      if (this._droppedSpansCount === 0) {
        diag.debug("maxQueueSize reached, dropping spans");
      }
      this._droppedSpansCount++;
      this._metrics.dropSpans(1);
      return;
    }
    if (this._droppedSpansCount > 0) {
      diag.warn(`Dropped ${this._droppedSpansCount} spans because maxQueueSize reached`);
      this._droppedSpansCount = 0;
    }
    this._finishedSpans.push(span);
    this._maybeStartTimer();
  }
  /**
   * Send all spans to the exporter respecting the batch size limit
   * This function is used only on forceFlush or shutdown,
   * for all other cases _flush should be used
   * */
  _flushAll() {
    return new Promise((resolve2, reject) => {
      const promises = [];
      const count = Math.ceil(this._finishedSpans.length / this._maxExportBatchSize);
      for (let i = 0, j = count; i < j; i++) {
        promises.push(this._flushOneBatch());
      }
      Promise.all(promises).then(() => {
        resolve2();
      }).catch(reject);
    });
  }
  _flushOneBatch() {
    this._clearTimer();
    if (this._finishedSpans.length === 0) {
      return Promise.resolve();
    }
    return new Promise((resolve2, reject) => {
      const timer = setTimeout(() => {
        reject(new Error("Timeout"));
      }, this._exportTimeoutMillis);
      context.with(suppressTracing(context.active()), () => {
        let spans;
        if (this._finishedSpans.length <= this._maxExportBatchSize) {
          spans = this._finishedSpans;
          this._finishedSpans = [];
        } else {
          spans = this._finishedSpans.splice(0, this._maxExportBatchSize);
        }
        const doExport = () => this._exporter.export(spans, (result) => {
          clearTimeout(timer);
          this._metrics.finishSpans(spans.length, result.error);
          if (result.code === ExportResultCode.SUCCESS) {
            resolve2();
          } else {
            reject(result.error ?? new Error("BatchSpanProcessor: span export failed"));
          }
        });
        let pendingResources = null;
        for (let i = 0, len = spans.length; i < len; i++) {
          const span = spans[i];
          if (span.resource.asyncAttributesPending && span.resource.waitForAsyncAttributes) {
            pendingResources ??= [];
            pendingResources.push(span.resource.waitForAsyncAttributes());
          }
        }
        if (pendingResources === null) {
          doExport();
        } else {
          Promise.all(pendingResources).then(doExport, (err) => {
            globalErrorHandler(err);
            reject(err);
          });
        }
      });
    });
  }
  _maybeStartTimer() {
    if (this._isExporting)
      return;
    const flush = () => {
      this._isExporting = true;
      this._flushOneBatch().finally(() => {
        this._isExporting = false;
        if (this._finishedSpans.length > 0) {
          this._clearTimer();
          this._maybeStartTimer();
        }
      }).catch((e) => {
        this._isExporting = false;
        globalErrorHandler(e);
      });
    };
    if (this._finishedSpans.length >= this._maxExportBatchSize) {
      return flush();
    }
    if (this._timer !== void 0)
      return;
    this._timer = setTimeout(() => flush(), this._scheduledDelayMillis);
    if (typeof this._timer !== "number") {
      this._timer.unref();
    }
  }
  _clearTimer() {
    if (this._timer !== void 0) {
      clearTimeout(this._timer);
      this._timer = void 0;
    }
  }
};

// node_modules/@opentelemetry/sdk-trace/build/esm/platform/node/export/BatchSpanProcessor.js
var BatchSpanProcessor = class extends BatchSpanProcessorBase {
  onShutdown() {
  }
};

// node_modules/@opentelemetry/sdk-trace/build/esm/platform/node/RandomIdGenerator.js
var SPAN_ID_BYTES = 8;
var TRACE_ID_BYTES = 16;
var RandomIdGenerator = class {
  /**
   * Returns a random 16-byte trace ID formatted/encoded as a 32 lowercase hex
   * characters corresponding to 128 bits.
   */
  generateTraceId = getIdGenerator(TRACE_ID_BYTES);
  /**
   * Returns a random 8-byte span ID formatted/encoded as a 16 lowercase hex
   * characters corresponding to 64 bits.
   */
  generateSpanId = getIdGenerator(SPAN_ID_BYTES);
};
var SHARED_BUFFER = Buffer.allocUnsafe(TRACE_ID_BYTES);
function getIdGenerator(bytes) {
  return function generateId() {
    for (let i = 0; i < bytes / 4; i++) {
      SHARED_BUFFER.writeUInt32BE(Math.random() * 2 ** 32 >>> 0, i * 4);
    }
    for (let i = 0; i < bytes; i++) {
      if (SHARED_BUFFER[i] > 0) {
        break;
      } else if (i === bytes - 1) {
        SHARED_BUFFER[bytes - 1] = 1;
      }
    }
    return SHARED_BUFFER.toString("hex", 0, bytes);
  };
}

// node_modules/@opentelemetry/sdk-trace/build/esm/TracerProvider.js
var ForceFlushState;
(function(ForceFlushState2) {
  ForceFlushState2[ForceFlushState2["resolved"] = 0] = "resolved";
  ForceFlushState2[ForceFlushState2["timeout"] = 1] = "timeout";
  ForceFlushState2[ForceFlushState2["error"] = 2] = "error";
  ForceFlushState2[ForceFlushState2["unresolved"] = 3] = "unresolved";
})(ForceFlushState || (ForceFlushState = {}));
var TracerProvider = class {
  _resource;
  _activeSpanProcessor;
  _forceFlushTimeoutMillis;
  _tracerOptions;
  _tracers = /* @__PURE__ */ new Map();
  constructor(options = {}) {
    this._forceFlushTimeoutMillis = options.forceFlushTimeoutMillis ?? 3e4;
    this._resource = options.resource ?? defaultResource();
    const spanProcessors = options.spanProcessors ?? [];
    this._activeSpanProcessor = new MultiSpanProcessor(spanProcessors);
    this._tracerOptions = {
      resource: this._resource,
      sampler: options.sampler ?? new ParentBasedSampler({
        root: new AlwaysOnSampler()
      }),
      spanLimits: {
        attributeCountLimit: options.spanLimits?.attributeCountLimit ?? 128,
        attributeValueLengthLimit: options.spanLimits?.attributeValueLengthLimit ?? Infinity,
        eventCountLimit: options.spanLimits?.eventCountLimit ?? 128,
        linkCountLimit: options.spanLimits?.linkCountLimit ?? 128,
        attributePerEventCountLimit: options.spanLimits?.attributePerEventCountLimit ?? 128,
        attributePerLinkCountLimit: options.spanLimits?.attributePerLinkCountLimit ?? 128
      },
      idGenerator: options.idGenerator || new RandomIdGenerator(),
      spanProcessor: this._activeSpanProcessor,
      meterProvider: options.meterProvider ?? {
        getMeter() {
          return createNoopMeter();
        }
      }
    };
  }
  getTracer(name, version, options) {
    const key = `${name}@${version || ""}:${options?.schemaUrl || ""}`;
    if (!this._tracers.has(key)) {
      this._tracers.set(key, new Tracer({ name, version, schemaUrl: options?.schemaUrl }, this._tracerOptions));
    }
    return this._tracers.get(key);
  }
  forceFlush(options) {
    const timeout = options?.timeoutMillis ?? this._forceFlushTimeoutMillis;
    const promises = this._activeSpanProcessor["_spanProcessors"].map((spanProcessor) => {
      return new Promise((resolve2) => {
        let state;
        const timeoutInterval = setTimeout(() => {
          resolve2(new Error(`Span processor did not completed within timeout period of ${timeout} ms`));
          state = ForceFlushState.timeout;
        }, timeout);
        spanProcessor.forceFlush().then(() => {
          clearTimeout(timeoutInterval);
          if (state !== ForceFlushState.timeout) {
            state = ForceFlushState.resolved;
            resolve2(state);
          }
        }).catch((error) => {
          clearTimeout(timeoutInterval);
          state = ForceFlushState.error;
          resolve2(error);
        });
      });
    });
    return new Promise((resolve2, reject) => {
      Promise.all(promises).then((results) => {
        const errors = results.filter((result) => result !== ForceFlushState.resolved);
        if (errors.length > 0) {
          reject(errors);
        } else {
          resolve2();
        }
      }).catch((error) => reject([error]));
    });
  }
  shutdown() {
    return this._activeSpanProcessor.shutdown();
  }
  [inspectCustom](depth, options, inspect2) {
    const processors = this._activeSpanProcessor["_spanProcessors"];
    const payload = {
      resource: { attributes: settledResourceAttributes(this._resource) },
      tracers: Array.from(this._tracers.keys()),
      spanProcessors: processors.map((p) => p.constructor?.name ?? "SpanProcessor")
    };
    return formatInspect("TracerProvider", payload, depth, options, inspect2);
  }
};

// src/engine/telemetry/attributes.ts
var PROVIDER_NAMES = {
  anthropic: "anthropic",
  bedrock: "aws.bedrock",
  vertex: "gcp.vertex_ai"
};
function modelRequestStart(request, provider, conversationId) {
  return {
    name: `chat ${request.model}`,
    attributes: {
      "gen_ai.operation.name": "chat",
      "gen_ai.provider.name": PROVIDER_NAMES[provider],
      // The name before semantic conventions 1.37, which many backends still read.
      "gen_ai.system": PROVIDER_NAMES[provider],
      "gen_ai.request.model": request.model,
      "gen_ai.request.max_tokens": request.maxTokens,
      ...conversationId ? { "gen_ai.conversation.id": conversationId } : {}
    }
  };
}
function modelResponseAttributes(message) {
  const usage = message.usage;
  const cacheRead = usage.cache_read_input_tokens ?? 0;
  const cacheWrite = usage.cache_creation_input_tokens ?? 0;
  return {
    "gen_ai.response.id": message.id,
    "gen_ai.response.model": message.model,
    ...message.stop_reason ? { "gen_ai.response.finish_reasons": [message.stop_reason] } : {},
    "gen_ai.usage.input_tokens": usage.input_tokens + cacheRead + cacheWrite,
    "gen_ai.usage.output_tokens": usage.output_tokens,
    "gen_ai.usage.cache_read.input_tokens": cacheRead,
    "gen_ai.usage.cache_creation.input_tokens": cacheWrite
  };
}
function errorType(error) {
  if (error && typeof error === "object") {
    const kind = error.kind;
    if (typeof kind === "string" && kind !== "") return kind;
    const name = error.name;
    if (typeof name === "string" && name !== "" && name !== "Error") return name;
  }
  return "_OTHER";
}
function toolCallStart(name, id, conversationId) {
  return {
    name: `execute_tool ${name}`,
    attributes: {
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": name,
      "gen_ai.tool.call.id": id,
      "gen_ai.tool.type": name.startsWith("mcp__") ? "extension" : "function",
      ...conversationId ? { "gen_ai.conversation.id": conversationId } : {}
    }
  };
}
function apiRequestStart(method, route, url) {
  const template = route.includes("{") || !/^https?:|[\d?]/.test(route) ? route : void 0;
  let server = {};
  try {
    const parsed = new URL(url);
    server = {
      "server.address": parsed.hostname,
      "server.port": Number(parsed.port) || (parsed.protocol === "http:" ? 80 : 443)
    };
  } catch {
  }
  return {
    name: template ? `${method} ${template}` : method,
    attributes: {
      "http.request.method": method,
      ...template ? { "url.template": template } : {},
      "url.full": url,
      ...server
    }
  };
}
function resultAttributes(result) {
  return {
    "agent_loop.terminal_reason": result.terminal_reason,
    "agent_loop.result": result.subtype,
    "agent_loop.is_error": result.is_error,
    "agent_loop.num_turns": result.num_turns,
    "agent_loop.total_cost_usd": result.total_cost_usd,
    "agent_loop.duration_api_ms": result.duration_api_ms,
    "gen_ai.conversation.id": result.session_id,
    "gen_ai.usage.input_tokens": result.usage.input_tokens + result.usage.cache_read_input_tokens + result.usage.cache_creation_input_tokens,
    "gen_ai.usage.output_tokens": result.usage.output_tokens
  };
}
function redactAttributes(attributes, redact) {
  const out = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === "string") out[key] = redact(value);
    else if (Array.isArray(value)) out[key] = value.map(redact);
    else out[key] = value;
  }
  return out;
}

// src/engine/telemetry/otel.ts
var DEFAULT_EXPORT_TIMEOUT_MS = 2e3;
var ROOT_SPAN = "agent-loop run";
function createOtelTracing(settings) {
  const timeoutMs = exportTimeout(settings.env);
  const config = timeoutFromEnvironment(settings.env) ? {} : { timeoutMillis: timeoutMs };
  const exporter = reportingOnce(
    protocolOf(settings) === "http/json" ? new OTLPTraceExporter(config) : new OTLPTraceExporter2(config),
    settings
  );
  const provider = new TracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ "service.name": "agent-loop" })).merge(detectResources({ detectors: [envDetector] })),
    spanProcessors: [new BatchSpanProcessor({ exporter })]
  });
  const spans = createSpans(provider.getTracer("agent-loop"), settings);
  let ended;
  return {
    observer: spans.observer,
    apiRequest: spans.apiRequest,
    event: (event) => quiet(() => spans.event(event)),
    annotate: (attributes) => quiet(() => spans.root.setAttributes(spans.clean(attributes))),
    end: () => ended ??= finish(spans.root, provider, timeoutMs + 250, settings)
  };
}
function createSpans(tracer, settings) {
  const clean = (attributes) => redactAttributes(attributes, settings.redact);
  const root = tracer.startSpan(ROOT_SPAN, {
    kind: SpanKind.INTERNAL,
    attributes: clean({
      "gen_ai.provider.name": PROVIDER_NAMES[settings.provider],
      ...settings.attributes
    })
  });
  const underRoot = trace.setSpan(context.active(), root);
  const scope = new AsyncLocalStorage();
  let conversationId;
  const child = (start, kind) => tracer.startSpan(
    settings.redact(start.name),
    { kind, attributes: clean(start.attributes) },
    scope.getStore() ?? underRoot
  );
  const fail = (span, error) => {
    span.setAttribute("error.type", settings.redact(errorType(error)));
    span.setStatus({ code: SpanStatusCode.ERROR, message: settings.redact(messageOf(error)) });
  };
  const observer = {
    modelRequest(request) {
      const span = child(
        modelRequestStart(request, settings.provider, conversationId),
        SpanKind.CLIENT
      );
      return (outcome) => {
        if ("message" in outcome)
          span.setAttributes(clean(modelResponseAttributes(outcome.message)));
        else fail(span, outcome.error);
        span.end();
      };
    },
    toolCall(call) {
      const span = child(toolCallStart(call.name, call.id, conversationId), SpanKind.INTERNAL);
      const inside = trace.setSpan(scope.getStore() ?? underRoot, span);
      return {
        within: (work) => scope.run(inside, work),
        end(outcome) {
          if (outcome.isError) {
            span.setAttribute("error.type", outcome.denied ? "permission_denied" : "tool_error");
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
        }
      };
    }
  };
  const apiRequest = (request) => {
    const span = child(
      apiRequestStart(request.method, request.route, request.url),
      SpanKind.CLIENT
    );
    return (outcome) => endApiRequest(span, outcome, settings.redact);
  };
  const event = (loopEvent) => {
    if (loopEvent.type === "system" && loopEvent.subtype === "init") {
      conversationId ??= loopEvent.session_id;
      root.setAttributes(
        clean({
          "gen_ai.conversation.id": conversationId,
          "gen_ai.request.model": loopEvent.model
        })
      );
    } else if (loopEvent.type === "system" && loopEvent.subtype === "model_fallback") {
      root.addEvent(
        "model_fallback",
        clean({ from: loopEvent.from_model, to: loopEvent.to_model })
      );
    } else if (loopEvent.type === "result") {
      root.setAttributes(clean(resultAttributes(loopEvent)));
      if (loopEvent.is_error) {
        const why = loopEvent.errors?.join("; ") || loopEvent.terminal_reason;
        root.setStatus({ code: SpanStatusCode.ERROR, message: settings.redact(why) });
      }
    }
  };
  return { root, clean, observer, apiRequest, event };
}
function endApiRequest(span, outcome, redact) {
  if (outcome.status !== void 0) span.setAttribute("http.response.status_code", outcome.status);
  if (outcome.error !== void 0) {
    const status = outcome.status;
    span.setAttribute(
      "error.type",
      status !== void 0 ? String(status) : errorType(outcome.error)
    );
    span.setStatus({ code: SpanStatusCode.ERROR, message: redact(messageOf(outcome.error)) });
  }
  span.end();
}
async function finish(root, provider, waitMs, settings) {
  quiet(() => root.end());
  let timer;
  const late = new Promise((resolve2) => {
    timer = setTimeout(() => resolve2("late"), waitMs);
    timer.unref();
  });
  const done = provider.shutdown().then(
    () => "sent",
    () => "failed"
  );
  const outcome = await Promise.race([done, late]);
  clearTimeout(timer);
  if (outcome === "late") {
    settings.warn(
      `tracing: the last spans were not delivered within ${waitMs} ms; not waiting longer`
    );
  }
}
function reportingOnce(exporter, settings) {
  let reported = false;
  const endpoint = describeEndpoint(settings.env);
  return {
    export(spans, done) {
      exporter.export(spans, (result) => {
        if (result.code !== 0 && !reported) {
          reported = true;
          const reason = result.error ? messageOf(result.error) : "unknown error";
          settings.warn(
            settings.redact(
              `tracing: exporting spans to ${endpoint} failed (${reason}); later failures are not reported`
            )
          );
        }
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    ...exporter.forceFlush ? { forceFlush: () => exporter.forceFlush() } : {}
  };
}
function describeEndpoint(env) {
  const raw = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || "";
  try {
    const url = new URL(raw.trim());
    url.username = "";
    url.password = "";
    url.search = "";
    return url.toString();
  } catch {
    return "the OTLP endpoint";
  }
}
function timeoutFromEnvironment(env) {
  for (const name of ["OTEL_EXPORTER_OTLP_TRACES_TIMEOUT", "OTEL_EXPORTER_OTLP_TIMEOUT"]) {
    const value = Number(env[name]);
    if (env[name]?.trim() && Number.isFinite(value) && value > 0) return value;
  }
  return void 0;
}
function exportTimeout(env) {
  return timeoutFromEnvironment(env) ?? DEFAULT_EXPORT_TIMEOUT_MS;
}
function messageOf(error) {
  return errorMessage(error).split("\n")[0] ?? "";
}
function quiet(action) {
  quietly(action);
}
function protocolOf(settings) {
  const env = settings.env;
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || "").trim().toLowerCase();
  if (protocol === "http/json") return "http/json";
  if (protocol !== "" && protocol !== "http/protobuf") {
    settings.warn(`tracing: protocol "${protocol}" is not supported; sending http/protobuf`);
  }
  return "http/protobuf";
}
export {
  DEFAULT_EXPORT_TIMEOUT_MS,
  createOtelTracing
};
