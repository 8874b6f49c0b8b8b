/**
 * A local OpenTelemetry collector for the tracing tests: `POST /v1/traces` as OTLP/HTTP
 * defines it (https://opentelemetry.io/docs/specs/otlp/#otlphttp): a JSON-encoded
 * `ExportTraceServiceRequest`, protobuf (`application/x-protobuf`) or JSON (`application/json`;
 * ids as hex strings, 64-bit integers as strings or numbers), answered `200` with an empty
 * `ExportTraceServiceResponse` in the same encoding; anything else is refused with 415.
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
  /** The raw bodies received (as text), for checks over everything sent. */
  bodies: string[];
  /** Each accepted request's encoding. */
  encodings: ('json' | 'protobuf')[];
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

// ---------------------------------------------------------------------------------------
// The protobuf encoding (opentelemetry/proto/collector/trace/v1/trace_service.proto and
// trace/v1/trace.proto, common/v1/common.proto): just the fields the checks read.

type Field = bigint | Buffer;

/** The fields of one message: field number → its values in order (varints as bigint). */
function fields(buffer: Buffer): Map<number, Field[]> {
  const out = new Map<number, Field[]>();
  let at = 0;
  const varint = (): bigint => {
    let value = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const byte = buffer[at++];
      if (byte === undefined) throw new Error('truncated varint');
      value |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
  };
  while (at < buffer.length) {
    const tag = Number(varint());
    const [number, wire] = [tag >> 3, tag & 7];
    let value: Field;
    if (wire === 0) value = varint();
    else if (wire === 1 || wire === 5) {
      const size = wire === 1 ? 8 : 4;
      value = buffer.subarray(at, at + size);
      at += size;
    } else if (wire === 2) {
      const size = Number(varint());
      value = buffer.subarray(at, at + size);
      at += size;
    } else throw new Error(`wire type ${wire} not expected`);
    out.set(number, [...(out.get(number) ?? []), value]);
  }
  return out;
}

const bytesOf = (map: Map<number, Field[]>, number: number): Buffer[] =>
  (map.get(number) ?? []) as Buffer[];
const stringOf = (map: Map<number, Field[]>, number: number): string =>
  bytesOf(map, number)[0]?.toString('utf8') ?? '';
const intOf = (map: Map<number, Field[]>, number: number): number =>
  Number((map.get(number)?.[0] as bigint | undefined) ?? 0n);

function protobufValue(buffer: Buffer | undefined): OtlpValue {
  if (!buffer) return null;
  const map = fields(buffer);
  if (map.has(1)) return stringOf(map, 1);
  if (map.has(2)) return intOf(map, 2) === 1;
  if (map.has(3)) return Number(BigInt.asIntN(64, map.get(3)![0] as bigint));
  if (map.has(4)) return bytesOf(map, 4)[0]!.readDoubleLE(0);
  if (map.has(5)) return bytesOf(fields(bytesOf(map, 5)[0]!), 1).map(protobufValue);
  return null;
}

function protobufAttributes(list: Buffer[]): Record<string, OtlpValue> {
  return Object.fromEntries(
    list.map((entry) => {
      const pair = fields(entry);
      return [stringOf(pair, 1), protobufValue(bytesOf(pair, 2)[0])];
    }),
  );
}

/** The spans of one protobuf-encoded `ExportTraceServiceRequest`. */
export function decodeProtobufTraces(body: Buffer): ReceivedSpan[] {
  return bytesOf(fields(body), 1).flatMap((resourceSpansBytes) => {
    const resourceSpans = fields(resourceSpansBytes);
    const resourceBytes = bytesOf(resourceSpans, 1)[0];
    const resource = resourceBytes ? protobufAttributes(bytesOf(fields(resourceBytes), 1)) : {};
    return bytesOf(resourceSpans, 2).flatMap((scopeSpansBytes) => {
      const scopeSpans = fields(scopeSpansBytes);
      const scopeBytes = bytesOf(scopeSpans, 1)[0];
      const scope = scopeBytes ? stringOf(fields(scopeBytes), 1) : '';
      return bytesOf(scopeSpans, 2).map((spanBytes) => {
        const span = fields(spanBytes);
        const statusBytes = bytesOf(span, 15)[0];
        const status = statusBytes ? fields(statusBytes) : new Map<number, Field[]>();
        return {
          name: stringOf(span, 5),
          traceId: bytesOf(span, 1)[0]?.toString('hex') ?? '',
          spanId: bytesOf(span, 2)[0]?.toString('hex') ?? '',
          parentSpanId: bytesOf(span, 4)[0]?.toString('hex') ?? '',
          kind: intOf(span, 6),
          attributes: protobufAttributes(bytesOf(span, 9)),
          status: {
            ...(status.has(3) ? { code: intOf(status, 3) } : {}),
            ...(status.has(2) ? { message: stringOf(status, 2) } : {}),
          },
          resource,
          scope,
          events: bytesOf(span, 11).map((eventBytes) => {
            const event = fields(eventBytes);
            return { name: stringOf(event, 2), attributes: protobufAttributes(bytesOf(event, 3)) };
          }),
        };
      });
    });
  });
}

/** Starts the collector on 127.0.0.1. */
export async function startOtlpCollector(
  options: { silent?: boolean } = {},
): Promise<OtlpCollector> {
  const held: ServerResponse[] = [];
  const collector: Omit<OtlpCollector, 'url' | 'close'> = {
    bodies: [],
    encodings: [],
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
      const type = String(request.headers['content-type']);
      const protobuf = type.startsWith('application/x-protobuf');
      if (!protobuf && !type.startsWith('application/json')) {
        response.writeHead(415, { 'content-type': 'text/plain' }).end('not an OTLP encoding');
        return;
      }
      const raw = Buffer.concat(chunks);
      try {
        collector.spans.push(
          ...(protobuf ? decodeProtobufTraces(raw) : decodeTraces(raw.toString())),
        );
      } catch (error) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 3, message: String(error) }));
        return;
      }
      // The raw bytes as text: strings in protobuf are UTF-8 as they are, so a search finds them.
      collector.bodies.push(raw.toString('utf8'));
      collector.encodings.push(protobuf ? 'protobuf' : 'json');
      collector.headers.push(request.headers);
      // An empty ExportTraceServiceResponse, in the request's encoding.
      response.writeHead(200, {
        'content-type': protobuf ? 'application/x-protobuf' : 'application/json',
      });
      response.end(protobuf ? Buffer.alloc(0) : '{}');
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
