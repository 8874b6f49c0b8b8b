/**
 * Our retry layer over one model request (the SDK's own retries are off). An async
 * generator, so the loop can report each retry and a model fallback as it happens.
 *
 * Errors it throws, for the loop to map to a terminal reason:
 * - a ModelError of kind `deadline` (see {@link deadlineError}): the next wait would pass
 *   the run's deadline, so it never started → terminal_reason `timeout`.
 * - a ModelError of kind `aborted`: the signal was aborted (during a call or a wait) →
 *   `aborted`, or `timeout` if the loop aborted the signal because of its deadline.
 * - any other ModelError: not retryable (e.g. 400, 401, prompt_too_long), or the last
 *   error once the retries ran out. A request has this one budget of retries: the loop
 *   does not send it again.
 */
import {
  asModelError,
  ModelError,
  type CallModel,
  type Message,
  type ModelRequest,
} from '../model/types.js';

export type RetryNotice =
  | { kind: 'retry'; attempt: number; maxRetries: number; delayMs: number; error: ModelError }
  | { kind: 'fallback'; fromModel: string; toModel: string }
  /** The endpoint has sent no byte of its answer for `seconds` (the model layer's report). */
  | { kind: 'waiting'; host: string; seconds: number };

export interface RetryOptions {
  /** Retries after the first attempt. Default 10. */
  maxRetries?: number;
  /** Model to switch to after {@link OVERLOADS_BEFORE_FALLBACK} overloads in a row. */
  fallbackModel?: string;
  /**
   * The max_tokens a request to `model` may ask for, or null when none fits the
   * dollar budget. Asked before switching to the fallback, whose prices may be
   * higher than those the request was fitted to; on null the switch does not
   * happen. Default: keep the request's max_tokens.
   */
  maxTokensFor?: (model: string) => number | null;
  signal: AbortSignal;
  /** Epoch ms: a wait that would end after it does not start. */
  deadline?: number;
  /** Waits `ms`, rejecting when `signal` aborts. Default: a timer. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** In [0, 1): the jitter source. Default Math.random. */
  random?: () => number;
  /** Epoch ms. Default Date.now. */
  now?: () => number;
}

/** The outcome: the message and the model that produced it (the fallback, if it took over). */
export interface RetryResult {
  message: Message;
  model: string;
}

export const DEFAULT_MAX_RETRIES = 10;
/**
 * Retries of a connection error to a host that has not answered once in this run: a
 * mistyped base URL or a closed port will not start answering (ten backoffs took minutes).
 */
export const NEVER_ANSWERED_MAX_RETRIES = 3;
export const OVERLOADS_BEFORE_FALLBACK = 3;
const BASE_DELAY_MS = 500;
const MAX_BASE_DELAY_MS = 32_000;
const MAX_JITTER = 0.25;

/** Thrown instead of waiting past the deadline; the loop reports it as a timeout. */
export function deadlineError(delayMs: number, lastError: ModelError): ModelError {
  return new ModelError(
    `Gave up retrying: waiting ${delayMs} ms would pass the run's deadline (last error: ${lastError.message})`,
    'deadline',
    lastError.status === undefined
      ? { cause: lastError }
      : { cause: lastError, status: lastError.status },
  );
}

/**
 * The wait before retry number `attempt` (1-based) without a retry-after header:
 * `min(500·2^(attempt-1), 32000)` ms plus 0–25 % jitter.
 */
export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BASE_DELAY_MS * 2 ** (attempt - 1), MAX_BASE_DELAY_MS);
  return Math.round(base + base * MAX_JITTER * random());
}

/**
 * Calls the model until it answers, retrying transient failures (408, 409, 429, 5xx, 529,
 * connection errors, a cut stream, an overloaded_error event in the stream). A server's
 * `retry-after` replaces the backoff. After three overloads in a row it switches to
 * `fallbackModel` (once, right away, without waiting) and yields a `fallback` notice; the
 * returned `model` says which model answered, so the caller can keep using it.
 */
export async function* callWithRetry(
  callModel: CallModel,
  request: ModelRequest,
  options: RetryOptions,
): AsyncGenerator<RetryNotice, RetryResult> {
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const sleep = options.sleep ?? abortableSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const { signal } = options;
  let model = request.model;
  let maxTokens = request.maxTokens;
  let retries = 0;
  let overloadsInRow = 0;

  while (true) {
    if (signal.aborted) throw abortedError(signal.reason);
    let failure: ModelError;
    try {
      const message = yield* callReportingSilence(callModel, { ...request, model, maxTokens });
      return { message, model };
    } catch (error) {
      failure = asModelError(error, signal);
    }
    if (failure.kind === 'aborted' || !failure.retryable) throw failure;

    overloadsInRow = failure.kind === 'overloaded' ? overloadsInRow + 1 : 0;
    const fallback = options.fallbackModel;
    if (overloadsInRow >= OVERLOADS_BEFORE_FALLBACK && fallback && fallback !== model) {
      const fallbackMaxTokens = options.maxTokensFor ? options.maxTokensFor(fallback) : maxTokens;
      if (fallbackMaxTokens !== null) {
        yield { kind: 'fallback', fromModel: model, toModel: fallback };
        model = fallback;
        maxTokens = fallbackMaxTokens;
        overloadsInRow = 0;
        continue;
      }
    }

    // The count the retry lines show is the one this failure is retried up to.
    const limit =
      failure.kind === 'connection' && failure.neverAnswered
        ? Math.min(maxRetries, NEVER_ANSWERED_MAX_RETRIES)
        : maxRetries;
    if (retries >= limit) throw failure;
    retries += 1;
    const delayMs = failure.retryAfterMs ?? backoffDelayMs(retries, random);
    if (options.deadline !== undefined && now() + delayMs > options.deadline) {
      throw deadlineError(delayMs, failure);
    }
    yield { kind: 'retry', attempt: retries, maxRetries: limit, delayMs, error: failure };
    try {
      await sleep(delayMs, signal);
    } catch (error) {
      throw abortedError(signal.aborted ? signal.reason : error);
    }
    // A sleep that ignores the signal must not let an aborted run call the model again.
    if (signal.aborted) throw abortedError(signal.reason);
  }
}

/** One call; the model layer's silence reports are yielded as `waiting` notices meanwhile. */
async function* callReportingSilence(
  callModel: CallModel,
  request: ModelRequest,
): AsyncGenerator<RetryNotice, Message> {
  const pending: RetryNotice[] = [];
  let wake: (() => void) | undefined;
  const call = callModel({
    ...request,
    onSilence: (silence) => {
      pending.push({ kind: 'waiting', ...silence });
      wake?.();
    },
  });
  let settled = false;
  const done = call.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled || pending.length > 0) {
    const notice = pending.shift();
    if (notice) {
      yield notice;
      continue;
    }
    await Promise.race([done, new Promise<void>((resolve) => (wake = resolve))]);
    wake = undefined;
  }
  return call;
}

function abortedError(cause: unknown): ModelError {
  return new ModelError('The model request was aborted', 'aborted', { cause });
}

/** setTimeout that rejects (and clears itself) when the signal aborts. */
function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
