/**
 * Recovery, when a request did not end a normal turn: a model error after the retry layer
 * gave up (a prompt too long gets one reactive compaction, a thinking prefix mismatch one
 * retry with drop_block), an answer cut by the output limit, and the API's other endings
 * (refusal, pause_turn, an unknown stop reason).
 */
import { modelInfo } from '../model/pricing.js';
import type { Message, MessageParam, ModelError } from '../model/types.js';
import { compact, type Prepared } from './compaction.js';
import type { LoopEvent } from '../events/stream.js';
import type { Limits } from './limits.js';
import { systemEvent, type Run } from './loop-run.js';
import { abortTerminal, appendAssistantTurn, type LoopState, type Terminal } from './loop-state.js';
import { latestWords, withoutToolUse } from './messages.js';
import { DEFAULT_MAX_RETRIES, NEVER_ANSWERED_MAX_RETRIES } from './retry.js';

/** Hidden continuations after the raised limit was hit again. */
export const MAX_OUTPUT_TOKENS_RECOVERY_LIMIT = 3;

/**
 * After the retry layer gave up: a prompt too long gets one reactive compaction; anything
 * else ends the run (a request has one budget of retries, never several).
 */
export async function* recoverFromModelError(
  run: Run,
  state: LoopState,
  failure: ModelError,
  prepared: Prepared,
): AsyncGenerator<LoopEvent, LoopState | Terminal> {
  if (failure.kind === 'deadline') {
    const last = failure.lastError?.message ?? failure.message;
    return {
      reason: 'timeout',
      state,
      error: `The run reached its time limit while waiting to retry the model (last error: ${last})`,
    };
  }
  const aborted = abortTerminal(run.params.signal, state);
  if (aborted) return aborted;
  if (failure.kind === 'budget')
    return { reason: 'budget_exhausted', state, error: failure.message };
  if (failure.kind === 'prefix_mismatch' && !state.dropMismatchedThinking) {
    yield prefixMismatchRetry(run, failure);
    return { ...state, dropMismatchedThinking: true, transition: 'prefix_mismatch_retry' };
  }
  if (failure.kind !== 'prompt_too_long') {
    const error = failure.retryable
      ? `The model API kept failing after ${failure.neverAnswered ? NEVER_ANSWERED_MAX_RETRIES : DEFAULT_MAX_RETRIES} retries (last error: ${failure.message})`
      : failure.message;
    return { reason: 'model_error', state, error };
  }
  if (state.hasAttemptedReactiveCompact) {
    return { reason: 'prompt_too_long', state, error: failure.message };
  }
  const compacted = yield* compact(run, state.messages, prepared.tokenCount, state);
  const accounting = run.spendCap.accounting();
  if (!compacted.messages) {
    return { reason: 'prompt_too_long', state: { ...state, accounting }, error: failure.message };
  }
  return {
    ...state,
    messages: compacted.messages,
    accounting,
    anchor: undefined,
    hasAttemptedReactiveCompact: true,
    transition: 'reactive_compact_retry',
  };
}

/** The stop reasons a response ends a normal turn with. */
const TURN_STOP_REASONS = new Set<string | null>(['end_turn', 'tool_use', 'stop_sequence']);

/**
 * The endings the real API produces besides a normal turn (docs/contract.md#endings; the values and
 * what to do: https://platform.claude.com/docs/en/build-with-claude/handling-stop-reasons):
 * - `refusal`: the model declined (a streaming classifier stopped it); the run ends
 *   `refusal`, an error, with the work so far kept;
 * - `pause_turn`: a server tool paused a long turn; the response joins the history as it is
 *   and the conversation is sent back for the model to continue (not a turn of its own);
 * - a value we do not know ends `model_error` naming it.
 * Undefined for a normal turn.
 */
export async function* stopReasonEnding(
  run: Run,
  state: LoopState,
  message: Message,
): AsyncGenerator<LoopEvent, LoopState | Terminal | undefined> {
  const stop = message.stop_reason;
  if (TURN_STOP_REASONS.has(stop)) return undefined;
  yield { type: 'assistant', message, ...run.base, uuid: run.deps.uuid() };
  if (stop === 'pause_turn') {
    return {
      ...appendAssistantTurn(state, message),
      turnCount: state.turnCount,
      transition: 'pause_turn_continuation',
    };
  }
  const lastAssistantText = latestWords(message.content, state.lastAssistantText);
  const ended = { ...state, turnCount: state.turnCount + 1, lastAssistantText };
  if (stop === 'refusal') {
    return { reason: 'refusal', state: ended, error: refusalText(message) };
  }
  return {
    reason: 'model_error',
    state: ended,
    error: `The model stopped with a stop_reason this version does not know: "${String(stop)}".`,
  };
}

/** Why the model declined, with the API's explanation when it gave one (`stop_details`). */
function refusalText(message: Message): string {
  const details = (message as { stop_details?: { category?: unknown; explanation?: unknown } })
    .stop_details;
  const explanation = typeof details?.explanation === 'string' ? ` ${details.explanation}` : '';
  const category = typeof details?.category === 'string' ? ` (category: ${details.category})` : '';
  return `The model declined to continue (stop_reason "refusal")${category}.${explanation}`;
}

/**
 * The preserved-thinking prefix check refused a thinking block ("bound to a different
 * conversation"): sending the same history again cannot work, so the request goes once more
 * with `prefix_mismatch_behavior: "drop_block"`, and so does every later one
 * (https://platform.claude.com/docs/en/build-with-claude/preserved-thinking/fix-bound-to-a-different-conversation).
 */
function prefixMismatchRetry(run: Run, failure: ModelError): LoopEvent {
  return {
    type: 'system',
    subtype: 'api_retry',
    attempt: 1,
    max_retries: 1,
    retry_delay_ms: 0,
    error_status: failure.status ?? null,
    error: run.params.redact(failure.message),
    reason: 'thinking_prefix_mismatch',
    prefix_mismatch_behavior: 'drop_block',
    ...systemEvent(run),
  };
}

/**
 * Output limit hit: raise max_tokens once and resend the same request (not a new turn);
 * after that, ask the model to go on, up to 3 times.
 */
export async function* recoverFromOutputLimit(
  run: Run,
  state: LoopState,
  message: Message,
  limits: Limits,
): AsyncGenerator<LoopEvent, LoopState | Terminal> {
  // The model that answered (the fallback, if it took over) sets the ceiling. A full
  // context window is not helped by a higher max_tokens: go on (and compact) instead.
  const windowFull = message.stop_reason === 'model_context_window_exceeded';
  // An answer cut below the max_tokens asked for was cut by the budget (the spend cap lowered
  // it): a higher limit would not fit either.
  const ceiling = modelInfo(state.model).maxOutputTokens;
  const cutByBudget = run.granted.maxTokens < limits.maxTokens;
  if (
    !windowFull &&
    !cutByBudget &&
    state.maxOutputTokensOverride === undefined &&
    limits.maxTokens < ceiling
  ) {
    return {
      ...state,
      hasAttemptedReactiveCompact: false,
      maxOutputTokensOverride: ceiling,
      transition: 'max_output_tokens_escalation',
    };
  }
  yield { type: 'assistant', message, ...run.base, uuid: run.deps.uuid() };
  const turnCount = state.turnCount + 1;
  const lastAssistantText = latestWords(message.content, state.lastAssistantText);
  if (state.maxOutputTokensRecoveryCount >= MAX_OUTPUT_TOKENS_RECOVERY_LIMIT) {
    return windowFull
      ? {
          reason: 'prompt_too_long',
          state: { ...state, turnCount, lastAssistantText },
          error:
            "The model's context window filled up repeatedly (model_context_window_exceeded) and the answer could not be finished.",
        }
      : {
          reason: 'model_error',
          state: { ...state, turnCount, lastAssistantText },
          error: 'The model hit its output token limit repeatedly and could not finish its answer.',
        };
  }
  const assistantMessage: MessageParam = {
    role: 'assistant',
    content: withoutToolUse(message.content),
  };
  const resume: MessageParam = {
    role: 'user',
    content: [{ type: 'text', text: OUTPUT_LIMIT_CONTINUATION }],
  };
  yield {
    type: 'user',
    message: { role: 'user', content: resume.content },
    ...run.base,
    uuid: run.deps.uuid(),
    isSynthetic: true,
  };
  return {
    ...state,
    messages: [...state.messages, assistantMessage, resume],
    turnCount,
    anchor: { usage: message.usage, messageCount: state.messages.length + 1 },
    hasAttemptedReactiveCompact: false,
    maxOutputTokensRecoveryCount: state.maxOutputTokensRecoveryCount + 1,
    lastAssistantText,
    transition: 'max_output_tokens_recovery',
  };
}

/** Told to the model when its answer was cut by the output limit. */
export const OUTPUT_LIMIT_CONTINUATION =
  'Your last answer was cut off by the output token limit. Continue exactly where it stopped, ' +
  'without apologising or repeating what you already wrote. If a tool call was cut off, make it ' +
  'again. Split what is left into smaller pieces (shorter answers, smaller edits).';
