/**
 * Tracing of a run (OpenTelemetry, OTLP/HTTP): on only when an OTLP endpoint is set
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), and then the
 * SDK is loaded (src/engine/telemetry/otel.ts, its own chunk): a run without it loads nothing
 * of it. Tracing never fails or holds up a run: a collector that cannot be reached is
 * said once, and the end of the run waits for the last spans at most the export timeout.
 */
import type { RunTracing, TracingSettings } from './types.js';
import { errorMessage } from '../text/error-message.js';

export type { Attributes, ProviderKind } from './attributes.js';
export type { RequestWatcher, RunTracing, TracingSettings } from './types.js';

/** Is tracing asked for? An endpoint is set, and neither the SDK nor the exporter is off. */
export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint?.trim()) return false;
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((name) => name.trim());
  return !exporters.includes('none');
}

/** The run's tracer when tracing is asked for, else undefined (and nothing loaded). */
export async function startTracing(settings: TracingSettings): Promise<RunTracing | undefined> {
  if (!tracingRequested(settings.env)) return undefined;
  try {
    const { createOtelTracing } = await import('./otel.js');
    return createOtelTracing(settings);
  } catch (error) {
    const reason = errorMessage(error);
    settings.warn(
      `tracing is off: the OpenTelemetry SDK could not start: ${settings.redact(reason)}`,
    );
    return undefined;
  }
}
