/**
 * The wires of the cloud providers, for the fake model server (anthropic-server.ts): the
 * same scripted model behind the HTTP protocol of Google Vertex AI or of Amazon Bedrock,
 * written from the providers' published wire formats so that the real SDK clients are
 * checked against them, not against themselves.
 *
 * - Vertex: `POST {base}/projects/{project}/locations/{region}/publishers/anthropic/models/
 *   {model}:streamRawPredict` (and `:rawPredict`), the Messages body without `model` and
 *   with `anthropic_version`, Google OAuth as `Authorization: Bearer`, the Anthropic SSE
 *   stream back; Google's error body (`{error: {code, message, status}}`) for what Google
 *   itself refuses (auth, quota), the Anthropic body for what the model refuses.
 * - Bedrock: `POST {base}/model/{modelId}/invoke-with-response-stream`, the body without
 *   `model` and `stream` and with `anthropic_version`, SigV4-signed (verified here against
 *   the known test credentials) or a bearer token; the answer in AWS event-stream framing
 *   (binary messages: prelude with lengths and its CRC32, headers, payload, message CRC32),
 *   each `chunk` event's payload `{"bytes": base64(JSON of one Anthropic stream event)}`;
 *   errors as `{message}` with `x-amzn-ErrorType`, and in-stream failures as exception
 *   messages, named as Bedrock names them.
 */
import { createHash, createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { notFound, type RecordedRequest, type Rejection, type Wire } from './anthropic-server.js';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function anthropicError(
  response: ServerResponse,
  status: number,
  errorType: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify({ type: 'error', error: { type: errorType, message } }));
}

/**
 * The body a cloud wire carries, made a Messages API body again, or why it is refused:
 * `anthropic_version` must be there and `model` (and for Bedrock `stream`) must not.
 */
function messagesBody(
  body: unknown,
  model: string,
  stream: boolean,
  forbidden: string[],
): { body: unknown } | Rejection {
  if (!isObject(body)) {
    return { status: 400, errorType: 'invalid_request_error', message: 'Body is not JSON' };
  }
  if (typeof body.anthropic_version !== 'string' || body.anthropic_version === '') {
    return {
      status: 400,
      errorType: 'invalid_request_error',
      message: 'anthropic_version: Field required',
    };
  }
  for (const field of forbidden) {
    if (field in body) {
      return {
        status: 400,
        errorType: 'invalid_request_error',
        message: `${field}: Extra inputs are not permitted`,
      };
    }
  }
  // Bedrock takes the beta list in the body (`anthropic_beta`), where the API takes a header.
  const { anthropic_version: _version, anthropic_beta: _betas, ...rest } = body;
  return { body: { ...rest, model, ...(stream ? { stream: true } : {}) } };
}

// ---------------------------------------------------------------------------------------
// Vertex AI

export interface VertexWireOptions {
  project: string;
  region: string;
  /** Require `Authorization: Bearer` (default true; false for a gateway that signs). */
  requireAuth?: boolean;
  /** The one Google access token accepted (default: any bearer token). */
  accessToken?: string;
}

/** Google's status names for the HTTP codes it answers itself. */
const GOOGLE_STATUS: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
};

export function vertexWire(options: VertexWireOptions): Wire {
  const route =
    /^(?:.*)\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/:]+):(streamRawPredict|rawPredict)$/;
  return {
    accept(request: RecordedRequest) {
      const match = route.exec(request.path);
      if (request.method !== 'POST' || !match) {
        return notFound(request);
      }
      const [, project, region, model, method] = match;
      if (project !== options.project || region !== options.region) {
        return {
          status: 404,
          errorType: 'not_found_error',
          message: `Publisher model projects/${project}/locations/${region}/publishers/anthropic/models/${model} not found`,
        };
      }
      const authorization = request.headers.authorization ?? '';
      const authorized = options.accessToken
        ? authorization === `Bearer ${options.accessToken}`
        : /^Bearer \S+/.test(authorization);
      if ((options.requireAuth ?? true) && !authorized) {
        return {
          status: 401,
          errorType: 'authentication_error',
          message: 'Request is missing required authentication credential.',
        };
      }
      return messagesBody(request.body, decodeURIComponent(model!), method === 'streamRawPredict', [
        'model',
      ]);
    },
    sendError(response, status, errorType, message, headers = {}) {
      const googleStatus = GOOGLE_STATUS[status];
      if (!googleStatus) {
        anthropicError(response, status, errorType, message, headers);
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify({ error: { code: status, message, status: googleStatus } }));
    },
    startStream(response) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    },
    writeEvent(response, event, data) {
      response.write(sse(event, data));
    },
    endWithStreamError(response, errorType, message) {
      response.end(sse('error', { type: 'error', error: { type: errorType, message } }));
    },
  };
}

// ---------------------------------------------------------------------------------------
// Bedrock

/** Credentials the fake accepts: SigV4 with this key pair, or this bearer token. */
export interface BedrockWireOptions {
  region: string;
  /** Verify SigV4 with these (undefined: requests must come unsigned, as through a gateway). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Accept `Authorization: Bearer <this>` (a Bedrock API key) instead of SigV4. */
  bearerToken?: string;
}

/** How a scripted error looks on Bedrock: its HTTP status and exception name. */
function bedrockException(status: number, errorType: string): { status: number; name: string } {
  if (errorType === 'rate_limit_error' || status === 429) {
    return { status: 429, name: 'ThrottlingException' };
  }
  // Bedrock has no 529: an overloaded model is its 503.
  if (errorType === 'overloaded_error' || status === 529) {
    return { status: 503, name: 'ServiceUnavailableException' };
  }
  if (errorType === 'authentication_error' || errorType === 'permission_error') {
    return { status: 403, name: 'AccessDeniedException' };
  }
  if (errorType === 'not_found_error' || status === 404) {
    return { status: 404, name: 'ResourceNotFoundException' };
  }
  if (status >= 500) return { status, name: 'InternalServerException' };
  return { status, name: 'ValidationException' };
}

export function bedrockWire(options: BedrockWireOptions): Wire {
  const route = /^(?:.*)\/model\/([^/]+)\/(invoke-with-response-stream|invoke)$/;
  return {
    accept(request: RecordedRequest) {
      const match = route.exec(request.path);
      if (request.method !== 'POST' || !match) {
        return notFound(request);
      }
      const authProblem = bedrockAuthProblem(request, options);
      if (authProblem) {
        return { status: 403, errorType: 'authentication_error', message: authProblem };
      }
      return messagesBody(
        request.body,
        decodeURIComponent(match[1]!),
        match[2] === 'invoke-with-response-stream',
        ['model', 'stream'],
      );
    },
    sendError(response, status, errorType, message, headers = {}) {
      const exception = bedrockException(status, errorType);
      response.writeHead(exception.status, {
        'content-type': 'application/json',
        'x-amzn-errortype': `${exception.name}:http://internal.amazon.com/coral/com.amazon.bedrock/`,
        'x-amzn-requestid': 'fake-request-id',
        ...headers,
      });
      response.end(JSON.stringify({ message }));
    },
    startStream(response) {
      response.writeHead(200, {
        'content-type': 'application/vnd.amazon.eventstream',
        'x-amzn-bedrock-content-type': 'application/json',
        'x-amzn-requestid': 'fake-request-id',
      });
    },
    writeEvent(response, _event, data) {
      const bytes = Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
      // Bedrock pads each chunk with a `p` field of varying length (against size analysis).
      const payload = JSON.stringify({ bytes, p: 'abcdefghijklmnopqrstuvwxyz'.slice(0, 7) });
      response.write(
        encodeEventStreamMessage(
          { ':event-type': 'chunk', ':content-type': 'application/json', ':message-type': 'event' },
          Buffer.from(payload, 'utf8'),
        ),
      );
    },
    endWithStreamError(response, errorType, message) {
      const name = bedrockException(0, errorType).name;
      const exceptionType = name.charAt(0).toLowerCase() + name.slice(1);
      response.end(
        encodeEventStreamMessage(
          {
            ':exception-type': exceptionType,
            ':content-type': 'application/json',
            ':message-type': 'exception',
          },
          Buffer.from(JSON.stringify({ message }), 'utf8'),
        ),
      );
    },
  };
}

/**
 * One AWS event-stream message: total length and headers length (4 bytes each, big
 * endian), the CRC32 of those 8 bytes, the headers (name length, name, type 7 = string,
 * value length in 2 bytes, value), the payload, and the CRC32 of all that came before.
 */
export function encodeEventStreamMessage(headers: Record<string, string>, payload: Buffer): Buffer {
  const headerParts: Buffer[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const valueBytes = Buffer.from(value, 'utf8');
    const header = Buffer.alloc(1 + nameBytes.length + 1 + 2 + valueBytes.length);
    let offset = header.writeUInt8(nameBytes.length, 0);
    offset += nameBytes.copy(header, offset);
    offset = header.writeUInt8(7, offset);
    offset = header.writeUInt16BE(valueBytes.length, offset);
    valueBytes.copy(header, offset);
    headerParts.push(header);
  }
  const headerBytes = Buffer.concat(headerParts);
  const total = 12 + headerBytes.length + payload.length + 4;
  const prelude = Buffer.alloc(12);
  prelude.writeUInt32BE(total, 0);
  prelude.writeUInt32BE(headerBytes.length, 4);
  prelude.writeUInt32BE(crc32(prelude.subarray(0, 8)), 8);
  const body = Buffer.concat([prelude, headerBytes, payload]);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([body, trailer]);
}

// ---------------------------------------------------------------------------------------
// SigV4, checked as AWS checks it: the signature recomputed from the request and the key

function bedrockAuthProblem(request: RecordedRequest, options: BedrockWireOptions): string | null {
  const authorization = request.headers.authorization ?? '';
  if (options.bearerToken !== undefined) {
    return authorization === `Bearer ${options.bearerToken}` ? null : 'Invalid bearer token';
  }
  if (!options.credentials) {
    return authorization === '' ? null : 'This fake gateway expects unsigned requests';
  }
  return sigV4Problem(request, options.region, options.credentials);
}

const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

function sigV4Problem(
  request: RecordedRequest,
  region: string,
  credentials: NonNullable<BedrockWireOptions['credentials']>,
): string | null {
  const match = SIGV4.exec(request.headers.authorization ?? '');
  if (!match) return 'Missing or malformed SigV4 Authorization header';
  const [, accessKeyId, date, signedRegion, service, signedHeaders, signature] = match;
  if (accessKeyId !== credentials.accessKeyId) return 'The security token included is invalid';
  if (signedRegion !== region || service !== 'bedrock') {
    return `Credential should be scoped to a valid region (${signedRegion}/${service})`;
  }
  const amzDate = request.headers['x-amz-date'] ?? '';
  if (!amzDate.startsWith(date!)) return 'x-amz-date does not match the credential scope';
  if (
    credentials.sessionToken &&
    request.headers['x-amz-security-token'] !== credentials.sessionToken
  ) {
    return 'The security token included in the request is invalid';
  }
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-date']) {
    if (!names.includes(required)) return `SignedHeaders must include ${required}`;
  }
  const canonicalHeaders = names
    .map((name) => `${name}:${(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const payloadHash = createHash('sha256').update(request.rawBody).digest('hex');
  const canonicalRequest = [
    request.method,
    canonicalUri(request.path),
    canonicalQuery(request.query),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${signedRegion}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const hmac = (key: Buffer | string, data: string): Buffer =>
    createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date!), signedRegion!), service!),
    'aws4_request',
  );
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return expected === signature
    ? null
    : 'The request signature we calculated does not match the signature you provided';
}

/** Services other than S3 encode each path segment once more for the canonical URI. */
function canonicalUri(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeRfc3986(segment))
    .join('/');
}

function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .map((pair) => pair.split('=').map((part) => encodeRfc3986(decodeURIComponent(part))))
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name = '', value = '']) => `${name}=${value}`)
    .join('&');
}

function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
