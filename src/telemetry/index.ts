/**
 * Tracing of a run (OpenTelemetry, OTLP/HTTP): on only when an OTLP endpoint is set
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), and then the
 * SDK is loaded (src/telemetry/otel.ts, its own chunk): a run without it loads nothing
 * of it. Tracing never fails or holds up a run: a collector that cannot be reached is
 * said once, and the end of the run waits for the last spans at most the export timeout.
 */
import type { LoopEvent } from '../loop/events.js';
import type { RunObserver } from '../events/observer.js';
import type { Attributes, ProviderKind } from './attributes.js';
import { errorMessage } from '../text/error-message.js';

export type { Attributes, ProviderKind } from './attributes.js';

/** One GitHub request as the client reports it (src/github/octokit.ts). */
export type RequestWatcher = (request: {
  method: string;
  route: string;
  url: string;
}) => (outcome: { status?: number; error?: unknown }) => void;

/** The run's tracer: one root span `agent-loop run`, and a child per request and call. */
export interface RunTracing {
  /** For the loop: a span per model request and per tool call. */
  readonly observer: RunObserver;
  /** For the GitHub client: a span per request. */
  readonly githubRequest: RequestWatcher;
  /** The run's events: the root span takes the session and the result's numbers. */
  event(event: LoopEvent): void;
  /** Sets attributes of the root span learnt on the way (the action's mode, conclusion). */
  annotate(attributes: Attributes): void;
  /** Ends the root span and sends what is left, waiting a bounded time; never throws. */
  end(): Promise<void>;
}

export interface TracingSettings {
  env: NodeJS.ProcessEnv;
  /** Applied to every string of every span (the run's redactor, later secrets included). */
  redact: (text: string) => string;
  /** Where the one warning about an unreachable collector goes. */
  warn: (message: string) => void;
  provider: ProviderKind;
  /** The root span's first attributes (`agent_loop.mode`, the repository). */
  attributes: Attributes;
}

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
