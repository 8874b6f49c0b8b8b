/**
 * The OpenTelemetry side of tracing (loaded only when tracing is on: src/engine/telemetry/index.ts).
 * The SDK reads the standard variables itself: the endpoints, `OTEL_EXPORTER_OTLP_HEADERS`,
 * the timeouts, `OTEL_SERVICE_NAME`, `OTEL_RESOURCE_ATTRIBUTES`. Spans are sent as OTLP/HTTP
 * (protobuf, or JSON when the protocol variable says `http/json`), in batches while the run
 * goes and the rest at its end. No global provider is registered: the run's spans are its own
 * (the Anthropic SDK's own instrumentation, which uses the global one, stays a no-op, so a
 * model request is not traced twice and no trace header is sent to the model's provider).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  context,
  type Context,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  TracerProvider,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import type { LoopEvent } from '../events/stream.js';
import { quietly, type RunObserver } from '../events/observer.js';
import {
  errorType,
  apiRequestStart,
  PROVIDER_NAMES,
  modelRequestStart,
  modelResponseAttributes,
  redactAttributes,
  resultAttributes,
  toolCallStart,
  type Attributes,
} from './attributes.js';
import type { RunTracing, TracingSettings } from './types.js';
import { errorMessage } from '../text/error-message.js';

/**
 * The export timeout when no OTEL_EXPORTER_OTLP_(TRACES_)TIMEOUT says otherwise (the SDK's
 * own is 10 s): also the longest the end of the run waits for its last spans.
 */
export const DEFAULT_EXPORT_TIMEOUT_MS = 2_000;

const ROOT_SPAN = 'agent-loop run';

/** The tracer of one run, its root span started now. */
export function createOtelTracing(settings: TracingSettings): RunTracing {
  const timeoutMs = exportTimeout(settings.env);
  const config = timeoutFromEnvironment(settings.env) ? {} : { timeoutMillis: timeoutMs };
  const exporter = reportingOnce(
    protocolOf(settings) === 'http/json'
      ? new JsonTraceExporter(config)
      : new ProtobufTraceExporter(config),
    settings,
  );
  const provider = new TracerProvider({
    resource: defaultResource()
      .merge(resourceFromAttributes({ 'service.name': 'agent-loop' }))
      .merge(detectResources({ detectors: [envDetector] })),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  const spans = createSpans(provider.getTracer('agent-loop'), settings);
  let ended: Promise<void> | undefined;
  return {
    observer: spans.observer,
    apiRequest: spans.apiRequest,
    event: (event) => quiet(() => spans.event(event)),
    annotate: (attributes) => quiet(() => spans.root.setAttributes(spans.clean(attributes))),
    end: () => (ended ??= finish(spans.root, provider, timeoutMs + 250, settings)),
  };
}

/** The spans: the root, and its children made from what the loop and the client report. */
function createSpans(tracer: Tracer, settings: TracingSettings) {
  const clean = (attributes: Attributes) => redactAttributes(attributes, settings.redact);
  const root = tracer.startSpan(ROOT_SPAN, {
    kind: SpanKind.INTERNAL,
    attributes: clean({
      'gen_ai.provider.name': PROVIDER_NAMES[settings.provider],
      ...settings.attributes,
    }),
  });
  const underRoot = trace.setSpan(context.active(), root);
  // Inside a tool call (a sub-agent's loop runs inside its Agent call): that call's span.
  const scope = new AsyncLocalStorage<Context>();
  let conversationId: string | undefined;
  const child = (start: { name: string; attributes: Attributes }, kind: SpanKind): Span =>
    tracer.startSpan(
      settings.redact(start.name),
      { kind, attributes: clean(start.attributes) },
      scope.getStore() ?? underRoot,
    );
  const fail = (span: Span, error: unknown) => {
    span.setAttribute('error.type', settings.redact(errorType(error)));
    span.setStatus({ code: SpanStatusCode.ERROR, message: settings.redact(messageOf(error)) });
  };
  const observer: RunObserver = {
    modelRequest(request) {
      const span = child(
        modelRequestStart(request, settings.provider, conversationId),
        SpanKind.CLIENT,
      );
      return (outcome) => {
        if ('message' in outcome)
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
            span.setAttribute('error.type', outcome.denied ? 'permission_denied' : 'tool_error');
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
        },
      };
    },
  };
  const apiRequest: RunTracing['apiRequest'] = (request) => {
    const span = child(
      apiRequestStart(request.method, request.route, request.url),
      SpanKind.CLIENT,
    );
    return (outcome) => endApiRequest(span, outcome, settings.redact);
  };
  const event = (loopEvent: LoopEvent) => {
    if (loopEvent.type === 'system' && loopEvent.subtype === 'init') {
      conversationId ??= loopEvent.session_id;
      root.setAttributes(
        clean({
          'gen_ai.conversation.id': conversationId,
          'gen_ai.request.model': loopEvent.model,
        }),
      );
    } else if (loopEvent.type === 'system' && loopEvent.subtype === 'model_fallback') {
      root.addEvent(
        'model_fallback',
        clean({ from: loopEvent.from_model, to: loopEvent.to_model }),
      );
    } else if (loopEvent.type === 'result') {
      root.setAttributes(clean(resultAttributes(loopEvent)));
      if (loopEvent.is_error) {
        const why = loopEvent.errors?.join('; ') || loopEvent.terminal_reason;
        root.setStatus({ code: SpanStatusCode.ERROR, message: settings.redact(why) });
      }
    }
  };
  return { root, clean, observer, apiRequest, event };
}

/** Ends an API request's span: its status, and the error's type (the status when there was one). */
function endApiRequest(
  span: Span,
  outcome: { status?: number; error?: unknown },
  redact: (text: string) => string,
): void {
  if (outcome.status !== undefined) span.setAttribute('http.response.status_code', outcome.status);
  if (outcome.error !== undefined) {
    const status = outcome.status;
    span.setAttribute(
      'error.type',
      status !== undefined ? String(status) : errorType(outcome.error),
    );
    span.setStatus({ code: SpanStatusCode.ERROR, message: redact(messageOf(outcome.error)) });
  }
  span.end();
}

/** Ends the root span and flushes, waiting at most `waitMs`; a slow collector is said once. */
async function finish(
  root: Span,
  provider: TracerProvider,
  waitMs: number,
  settings: TracingSettings,
): Promise<void> {
  quiet(() => root.end());
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
    timer.unref();
  });
  const done = provider.shutdown().then(
    () => 'sent' as const,
    () => 'failed' as const,
  );
  const outcome = await Promise.race([done, late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    settings.warn(
      `tracing: the last spans were not delivered within ${waitMs} ms; not waiting longer`,
    );
  }
}

/**
 * The exporter, telling `settings.warn` of its first failure only (an unreachable
 * collector would otherwise be reported on every batch); the run never sees an error.
 */
function reportingOnce(exporter: SpanExporter, settings: TracingSettings): SpanExporter {
  let reported = false;
  const endpoint = describeEndpoint(settings.env);
  return {
    export(spans: ReadableSpan[], done) {
      exporter.export(spans, (result) => {
        if (result.code !== 0 && !reported) {
          reported = true;
          const reason = result.error ? messageOf(result.error) : 'unknown error';
          settings.warn(
            settings.redact(
              `tracing: exporting spans to ${endpoint} failed (${reason}); later failures are not reported`,
            ),
          );
        }
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    ...(exporter.forceFlush ? { forceFlush: () => exporter.forceFlush!() } : {}),
  };
}

/** The traces endpoint as the warning names it, without any user or password in it. */
function describeEndpoint(env: NodeJS.ProcessEnv): string {
  const raw = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || '';
  try {
    const url = new URL(raw.trim());
    url.username = '';
    url.password = '';
    url.search = '';
    return url.toString();
  } catch {
    return 'the OTLP endpoint';
  }
}

function timeoutFromEnvironment(env: NodeJS.ProcessEnv): number | undefined {
  for (const name of ['OTEL_EXPORTER_OTLP_TRACES_TIMEOUT', 'OTEL_EXPORTER_OTLP_TIMEOUT']) {
    const value = Number(env[name]);
    if (env[name]?.trim() && Number.isFinite(value) && value > 0) return value;
  }
  return undefined;
}

function exportTimeout(env: NodeJS.ProcessEnv): number {
  return timeoutFromEnvironment(env) ?? DEFAULT_EXPORT_TIMEOUT_MS;
}

function messageOf(error: unknown): string {
  return errorMessage(error).split('\n')[0] ?? '';
}

/** Tracing never changes the run: what throws in it is dropped. */
function quiet(action: () => void): void {
  quietly(action);
}

/**
 * `OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL`: `http/protobuf` (the default, as the OTLP
 * exporter specification says) or `http/json`; `grpc` is not sent from here: said once,
 * and protobuf over HTTP is sent instead.
 */
function protocolOf(settings: TracingSettings): 'http/protobuf' | 'http/json' {
  const env = settings.env;
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || '')
    .trim()
    .toLowerCase();
  if (protocol === 'http/json') return 'http/json';
  if (protocol !== '' && protocol !== 'http/protobuf') {
    settings.warn(`tracing: protocol "${protocol}" is not supported; sending http/protobuf`);
  }
  return 'http/protobuf';
}
