import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  errorMessage
} from "./chunk-C7BR24O7.js";

// src/engine/telemetry/index.ts
function tracingRequested(env) {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint?.trim()) return false;
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === "true") return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? "").split(",").map((name) => name.trim());
  return !exporters.includes("none");
}
async function startTracing(settings) {
  if (!tracingRequested(settings.env)) return void 0;
  try {
    const { createOtelTracing } = await import("./otel-BERNTRDD.js");
    return createOtelTracing(settings);
  } catch (error) {
    const reason = errorMessage(error);
    settings.warn(
      `tracing is off: the OpenTelemetry SDK could not start: ${settings.redact(reason)}`
    );
    return void 0;
  }
}

export {
  startTracing
};
