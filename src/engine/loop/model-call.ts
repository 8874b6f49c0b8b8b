/**
 * One request to the model: the history with its cache breakpoints, through the retry
 * layer (its notices yielded as events), the response normalised on arrival.
 */
import { withCacheBreakpointsAfter, type CacheTtl } from '../context/prompt-cache.js';
import { asModelError, type CallModel, type Message, type ModelError } from '../model/types.js';
import type { Accounting } from '../budgets/accounting.js';
import type { LoopEvent } from '../events/stream.js';
import type { Limits } from './limits.js';
import { systemEvent, type Run } from './loop-run.js';
import type { LoopState } from './loop-state.js';
import { normalizeResponse } from './messages.js';
import { callWithRetry, type RetryNotice } from './retry.js';

type Call = { message: Message; model: string; accounting: Accounting } | { failure: ModelError };

/** One request with its budget of retries; the response normalised on arrival. */
export async function* callModel(
  run: Run,
  state: LoopState,
  limits: Limits,
): AsyncGenerator<LoopEvent, Call> {
  const cached = withCacheBreakpointsAfter(
    run.marked.history,
    run.params.systemPrompt,
    [...state.messages],
    cacheTtlFor(state),
  );
  run.marked.history = cached.history;
  try {
    const result = yield* retryingCall(
      run,
      {
        model: state.model,
        system: cached.system,
        messages: cached.messages,
        tools: run.toolDefinitions,
        maxTokens: limits.maxTokens,
        signal: run.params.signal,
        showThinking: true,
        ...(run.params.effort === undefined ? {} : { effort: run.params.effort }),
        ...(state.dropMismatchedThinking ? { dropMismatchedThinking: true } : {}),
      },
      limits.maxTokensFor,
    );
    const accounting = run.spendCap.accounting();
    return { message: normalizeResponse(result.message), model: result.model, accounting };
  } catch (error) {
    return { failure: asModelError(error, run.params.signal) };
  }
}

/**
 * A tool round longer than this suggests the next one may be too: with the time the model
 * takes, the request after it would come more than 5 minutes later, when a 5-minute cache
 * entry has expired.
 */
export const LONG_TOOL_ROUND_MS = 4 * 60_000;

/**
 * The cache TTL of the request about to go out. A 1-hour write costs 2x the input price
 * against 1.25x for 5 minutes, while an expired entry is written again in full (1.25x)
 * instead of read (0.1x): once the next request is expected after more than 5 minutes, the
 * 1-hour entry pays for itself (https://platform.claude.com/docs/en/build-with-claude/prompt-caching,
 * "1-hour cache duration" and "Pricing").
 */
export function cacheTtlFor(state: Pick<LoopState, 'lastToolRoundMs'>): CacheTtl {
  return state.lastToolRoundMs > LONG_TOOL_ROUND_MS ? '1h' : '5m';
}

/** Calls the model through the retry layer, yielding its notices as events. */
export async function* retryingCall(
  run: Run,
  request: Parameters<CallModel>[0],
  maxTokensFor?: (model: string) => number | null,
): AsyncGenerator<LoopEvent, { message: Message; model: string }> {
  const calls = callWithRetry(run.callModel, request, {
    signal: run.params.signal,
    ...(maxTokensFor ? { fallbackModel: run.params.fallbackModel, maxTokensFor } : {}),
    deadline: run.params.deadline,
    sleep: run.deps.sleep,
    now: run.deps.now,
  });
  while (true) {
    const step = await calls.next();
    if (step.done) return step.value;
    yield noticeToEvent(run, step.value, request.model);
  }
}

function noticeToEvent(run: Run, notice: RetryNotice, model: string): LoopEvent {
  if (notice.kind === 'fallback') {
    return {
      type: 'system',
      subtype: 'model_fallback',
      from_model: notice.fromModel || model,
      to_model: notice.toModel,
      ...systemEvent(run),
    };
  }
  if (notice.kind === 'waiting') {
    const { host, seconds } = notice;
    return { type: 'system', subtype: 'api_waiting', host, waited_s: seconds, ...systemEvent(run) };
  }
  return {
    type: 'system',
    subtype: 'api_retry',
    attempt: notice.attempt,
    max_retries: notice.maxRetries,
    retry_delay_ms: notice.delayMs,
    error_status: notice.error.status ?? null,
    error: run.params.redact(notice.error.message),
    ...systemEvent(run),
  };
}
