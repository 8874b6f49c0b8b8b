/**
 * Turns whatever a model call threw into a {@link ModelError} with the kind the retry layer
 * and the loop branch on. We branch on the SDK's error classes, `.status` and the error
 * body's `.type`, never on message text, with one exception (prompt too long, below).
 */
import { APIConnectionError, APIError, APIUserAbortError, AnthropicError } from '@anthropic-ai/sdk';
import { ModelError, type ModelErrorKind } from './types.js';
import { errorMessage } from '../text/error-message.js';

/** Where the call was when it failed: before the response began, or while streaming it. */
export type CallPhase = 'request' | 'stream';

export interface ErrorContext {
  phase: CallPhase;
  /** Our own signal: when it is aborted, every failure is an abort. */
  signal: AbortSignal;
  /** Secrets to scrub from messages (the API key), defensively. */
  secrets?: string[];
  /** `host:port` the client sends to, named in a connection error. */
  endpoint?: string;
  /** False while no request of this run has had an answer from that host. */
  hostAnswered?: boolean;
  now?: () => number;
}

/** Maps any thrown value to a ModelError (returns ModelErrors unchanged). */
export function toModelError(error: unknown, context: ErrorContext): ModelError {
  if (error instanceof ModelError) return error;
  const scrub = (message: string): string => scrubSecrets(message, context.secrets ?? []);
  if (context.signal.aborted || error instanceof APIUserAbortError) {
    return new ModelError('The model request was aborted', 'aborted', { cause: error });
  }
  // APIConnectionError is an APIError without a status: test it first.
  if (error instanceof APIConnectionError) {
    const detail = describeCause(error);
    const where = connectionTarget(error) ?? context.endpoint;
    const at = where ? ` at ${where}` : '';
    return new ModelError(scrub(`Could not reach the API${at}: ${detail}`), 'connection', {
      cause: error,
      neverAnswered: context.hostAnswered === false,
    });
  }
  if (error instanceof APIError) {
    const mapped = fromApiError(error, scrub, context.now ?? Date.now);
    // A 404 is most often a wrong base URL: say which host answered it.
    if (mapped.status === 404 && context.endpoint) {
      return new ModelError(`${mapped.message} (from ${context.endpoint})`, mapped.kind, {
        ...mapped.options,
        cause: error,
      });
    }
    return mapped;
  }
  if (context.phase === 'stream') {
    // A dropped connection mid-body surfaces as a plain error ("terminated"), from the SDK
    // (AnthropicError) or from fetch underneath; neither carries a status or a type.
    const message = errorMessage(error);
    return new ModelError(scrub(`The response stream was cut: ${message}`), 'stream_cut', {
      cause: error,
    });
  }
  const message = errorMessage(error);
  const kind: ModelErrorKind = error instanceof AnthropicError ? 'unknown' : 'connection';
  return new ModelError(scrub(`The model request failed: ${message}`), kind, { cause: error });
}

function fromApiError(
  error: APIError,
  scrub: (message: string) => string,
  now: () => number,
): ModelError {
  const status = error.status;
  const awsType = awsErrorType(error);
  const type = error.type ?? awsType;
  const apiMessage = error.apiMessage ?? bodyMessage(error.error);
  const awsKind = awsType === null ? undefined : AWS_ERROR_KINDS[awsType.toLowerCase()];
  const kind = awsKind ?? kindOf(status, type, apiMessage, errorCode(error.error));
  const retryAfterMs = parseRetryAfter(error.headers, now());
  const shouldRetry = parseShouldRetry(error.headers);
  const where = status === undefined ? 'in the response stream' : String(status);
  const requestId = error.requestID ? ` (request-id ${error.requestID})` : '';
  const text = apiMessage ?? error.message;
  const message = scrub(`API error ${where}${type ? ` ${type}` : ''}: ${text}${requestId}`);
  const options: {
    status?: number;
    retryAfterMs?: number;
    shouldRetry?: boolean;
    cause: unknown;
  } = { cause: error };
  if (status !== undefined) options.status = status;
  if (retryAfterMs !== undefined) options.retryAfterMs = retryAfterMs;
  // A spend cap is not lifted by waiting, whatever a proxy's header says.
  if (shouldRetry !== undefined && kind !== 'billing') options.shouldRetry = shouldRetry;
  return new ModelError(message, kind, options);
}

/**
 * The kind, from https://platform.claude.com/docs/en/api/errors and
 * https://platform.claude.com/docs/en/api/rate-limits (spend limits):
 * - 402 `billing_error`; a 429 whose `error.details.error_code` is
 *   `enforced_spend_limit_reached` (the tier's monthly cap: no retry-after, usage resumes next
 *   month); a 400 "You have reached your specified (workspace) API usage limits" (a spend
 *   limit you set) → `billing`, never retried;
 * - 413 `request_too_large` → `prompt_too_long` (the request is too large to send as it is);
 * - a 400 "… is bound to a different conversation" (the preserved-thinking prefix check) →
 *   `prefix_mismatch`.
 */
function kindOf(
  status: number | undefined,
  type: string | null,
  apiMessage: string | null,
  code: string | undefined,
): ModelErrorKind {
  if (status === 402 || type === 'billing_error') return 'billing';
  if (code === 'enforced_spend_limit_reached') return 'billing';
  if (
    apiMessage &&
    /you have reached your (?:specified )?(?:workspace )?api usage limits/i.test(apiMessage)
  ) {
    return 'billing';
  }
  if (status === 413 || type === 'request_too_large') return 'prompt_too_long';
  // The body's type first: an `error` event inside a 200 stream has no status at all.
  if (type === 'overloaded_error' || status === 529) return 'overloaded';
  if (type === 'rate_limit_error' || status === 429) return 'rate_limit';
  if (status === 408 || type === 'timeout_error') return 'timeout';
  if (status === 409 || type === 'conflict_error') return 'conflict';
  if (status === 401 || status === 403) return 'authentication';
  if (type === 'authentication_error' || type === 'permission_error') return 'authentication';
  if (status !== undefined && status >= 500) return 'server';
  if (type === 'api_error') return 'server';
  if (status === 400 || type === 'invalid_request_error') {
    // The API gives "prompt is too long" no type or error code of its own, so this is the
    // one place where we must read the message text.
    // Bedrock words it "Input is too long for requested model".
    if (apiMessage && /prompt is too long|input is too long/i.test(apiMessage)) {
      return 'prompt_too_long';
    }
    if (apiMessage && /bound to a different conversation/i.test(apiMessage)) {
      return 'prefix_mismatch';
    }
    return 'invalid_request';
  }
  if (status !== undefined && status >= 400) return 'invalid_request';
  return 'unknown';
}

/**
 * Bedrock's errors, by the exception name it gives in the `x-amzn-errortype` header of an
 * HTTP error, or (camel-cased, as the Bedrock SDK passes it on) as the type of an `error`
 * event for an exception frame inside the stream. Names not listed fall back on the status.
 */
const AWS_ERROR_KINDS: Record<string, ModelErrorKind> = {
  throttlingexception: 'rate_limit',
  // Bedrock's way of saying the model has no capacity right now: our overload.
  serviceunavailableexception: 'overloaded',
  modelnotreadyexception: 'overloaded',
  internalserverexception: 'server',
  modelstreamerrorexception: 'server',
  modelerrorexception: 'server',
  modeltimeoutexception: 'timeout',
  accessdeniedexception: 'authentication',
  unrecognizedclientexception: 'authentication',
  expiredtokenexception: 'authentication',
  invalidsignatureexception: 'authentication',
  // A quota (not a rate): waiting does not help.
  servicequotaexceededexception: 'invalid_request',
  resourcenotfoundexception: 'invalid_request',
};

/** Bedrock's exception name (`ThrottlingException`) of an error, if it has one. */
function awsErrorType(error: APIError): string | null {
  const header = error.headers?.get('x-amzn-errortype');
  if (header) return header.split(':')[0]!.trim() || null;
  const type = error.type;
  if (type && AWS_ERROR_KINDS[type.toLowerCase()] !== undefined) return type;
  return null;
}

/** The `message` of an error body that is not the API's `{error: {message}}` (Bedrock's). */
function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown; Message?: unknown }).message;
  return typeof message === 'string' ? message : null;
}

/**
 * Milliseconds to wait from `retry-after-ms` (milliseconds) or `retry-after` (seconds or an
 * HTTP date), or undefined when neither header is usable.
 */
export function parseRetryAfter(
  headers: Headers | Record<string, string> | undefined | null,
  nowMs: number = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const read = (name: string): string | null | undefined =>
    headers instanceof Headers ? headers.get(name) : headers[name];
  const milliseconds = read('retry-after-ms');
  if (milliseconds) {
    const value = Number(milliseconds.trim());
    if (Number.isFinite(value) && value >= 0) return Math.round(value);
  }
  const retryAfter = read('retry-after')?.trim();
  if (!retryAfter) return undefined;
  if (/^\d+(\.\d+)?$/.test(retryAfter)) return Math.round(Number(retryAfter) * 1000);
  const date = Date.parse(retryAfter);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** `error.details.error_code` of an API error body (`{type, error: {details}}` or the inner). */
function errorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { error?: unknown; details?: unknown };
  const inner = (
    typeof record.error === 'object' && record.error !== null ? record.error : record
  ) as { details?: { error_code?: unknown } };
  const code = inner.details?.error_code;
  return typeof code === 'string' ? code : undefined;
}

/** `x-should-retry: true|false`, the API's word on whether a retry can help. */
export function parseShouldRetry(
  headers: Headers | Record<string, string> | undefined | null,
): boolean | undefined {
  if (!headers) return undefined;
  const value = (
    headers instanceof Headers ? headers.get('x-should-retry') : headers['x-should-retry']
  )
    ?.trim()
    .toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** `address:port` from the system error under a connection failure (ECONNREFUSED carries it). */
function connectionTarget(error: APIConnectionError): string | undefined {
  let cause: unknown = error.cause;
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth++) {
    const record = cause as {
      address?: unknown;
      port?: unknown;
      hostname?: unknown;
      cause?: unknown;
    };
    const host = typeof record.hostname === 'string' ? record.hostname : record.address;
    if (typeof host === 'string' && record.port !== undefined)
      return `${host}:${String(record.port)}`;
    if (typeof record.hostname === 'string') return record.hostname;
    cause = record.cause;
  }
  return undefined;
}

function describeCause(error: APIConnectionError): string {
  const cause: unknown = error.cause;
  const inner =
    cause instanceof Error ? ((cause as Error & { cause?: unknown }).cause ?? cause) : cause;
  const code =
    typeof inner === 'object' && inner !== null && 'code' in inner ? String(inner.code) : '';
  return code ? `${error.message} (${code})` : error.message;
}

function scrubSecrets(message: string, secrets: string[]): string {
  let scrubbed = message;
  for (const secret of secrets) {
    if (secret.length >= 8) scrubbed = scrubbed.split(secret).join('[redacted]');
  }
  return scrubbed;
}
