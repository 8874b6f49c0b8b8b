/**
 * A local OpenTelemetry collector for the tracing tests: `POST /v1/traces` as OTLP/HTTP
 * defines it (https://opentelemetry.io/docs/specs/otlp/#otlphttp): a JSON-encoded
 * `ExportTraceServiceRequest` (`Content-Type: application/json`; ids as hex strings, 64-bit
 * integers as strings or numbers), answered `200` with an `ExportTraceServiceResponse`. A
 * protobuf body is refused with 415, so a test sees what the exporter really sent.
 * `silent` accepts each request and never answers (a collector that hangs); `deadPort()`
 * is a port nothing listens on.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export type OtlpValue = string | number | boolean | null | OtlpValue[];

/** One span as received, attributes decoded from OTLP `AnyValue`s. */
export interface ReceivedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  /** OTLP `SpanKind`: 1 internal, 3 client. */
  kind: number;
  attributes: Record<string, OtlpValue>;
  status: { code?: number; message?: string };
  resource: Record<string, OtlpValue>;
  scope: string;
  events: { name: string; attributes: Record<string, OtlpValue> }[];
}

export interface OtlpCollector {
  url: string;
  /** The raw bodies received, for checks over everything sent. */
  bodies: string[];
  headers: IncomingHttpHeaders[];
  spans: ReceivedSpan[];
  /** Requests received and never answered (`silent`). */
  held: number;
  close(): Promise<void>;
}

interface KeyValue {
  key: string;
  value: AnyValue;
}
interface AnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
}

function decodeValue(value: AnyValue | undefined): OtlpValue {
  if (!value) return null;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(decodeValue);
  return null;
}

function decodeAttributes(list: KeyValue[] | undefined): Record<string, OtlpValue> {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, decodeValue(value)]));
}

/** The spans of one `ExportTraceServiceRequest`; throws on a body that is not one. */
export function decodeTraces(body: string): ReceivedSpan[] {
  const request = JSON.parse(body) as {
    resourceSpans?: {
      resource?: { attributes?: KeyValue[] };
      scopeSpans?: { scope?: { name?: string }; spans?: Record<string, unknown>[] }[];
    }[];
  };
  if (!Array.isArray(request.resourceSpans)) throw new Error('no resourceSpans');
  return request.resourceSpans.flatMap((resourceSpans) => {
    const resource = decodeAttributes(resourceSpans.resource?.attributes);
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        name: String(span.name),
        traceId: String(span.traceId),
        spanId: String(span.spanId),
        parentSpanId: String(span.parentSpanId ?? ''),
        kind: Number(span.kind),
        attributes: decodeAttributes(span.attributes as KeyValue[]),
        status: (span.status ?? {}) as ReceivedSpan['status'],
        resource,
        scope: scopeSpans.scope?.name ?? '',
        events: ((span.events ?? []) as { name: string; attributes?: KeyValue[] }[]).map(
          (event) => ({ name: event.name, attributes: decodeAttributes(event.attributes) }),
        ),
      })),
    );
  });
}

/** Starts the collector on 127.0.0.1. */
export async function startOtlpCollector(
  options: { silent?: boolean } = {},
): Promise<OtlpCollector> {
  const held: ServerResponse[] = [];
  const collector: Omit<OtlpCollector, 'url' | 'close'> = {
    bodies: [],
    headers: [],
    spans: [],
    held: 0,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      if (options.silent) {
        collector.held += 1;
        held.push(response);
        return;
      }
      if (!String(request.headers['content-type']).startsWith('application/json')) {
        response.writeHead(415, { 'content-type': 'text/plain' }).end('JSON only here');
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        collector.spans.push(...decodeTraces(body));
      } catch (error) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 3, message: String(error) }));
        return;
      }
      collector.bodies.push(body);
      collector.headers.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(collector, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** A port on 127.0.0.1 that nothing listens on (taken, then freed). */
export async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
