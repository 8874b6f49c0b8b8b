/**
 * The agent loop: an async generator that sends the conversation to the model,
 * runs the tools it asks for, and goes on until the model is done or a limit is
 * reached. It yields stream-json events and returns a {@link Terminal}.
 *
 * State is a plain object replaced (never mutated) at each `continue`, with the
 * reason for continuing recorded in `transition`. The loop knows nothing of
 * GitHub or the command line: the shells feed it and render its events.
 */
import { randomUUID } from 'node:crypto';
import { compactConversation } from '../context/autocompact.js';
import { contextThresholds, type ContextThresholds } from '../context/limits.js';
import { forgetReads, microcompact as defaultMicrocompact } from '../context/microcompact.js';
import { withCacheBreakpoints, type CacheTtl } from '../context/prompt-cache.js';
import { dropThinkingAfterRewrite } from '../context/thinking.js';
import { applyToolResultBudget, type BudgetDecision } from '../context/tool-result-budget.js';
import { contextTokenCount, estimateTokens, type TokenAnchor } from '../context/tokens.js';
import { modelInfo } from '../model/pricing.js';
import {
  asModelError,
  type CallModel,
  type ContentBlock,
  type ContentBlockParam,
  type Effort,
  type Message,
  type MessageParam,
  type TextBlockParam,
  type ToolDefinition,
  type ToolUseBlock,
  type ModelError,
} from '../model/types.js';
import { runToolCalls, toToolDefinition } from '../tools/orchestrate.js';
import type { RunObserver } from './observer.js';
import type { CanUseTool, FileReadState, Tool, ToolEvent } from '../tools/types.js';
import { emptyAccounting, type Accounting } from './accounting.js';
import { createSpendLedger, type SpendLedger } from './spend-ledger.js';
import type { LoopEvent, PermissionDenial, TerminalReason } from './events.js';
import {
  initialLoopTracking,
  loopNudgeText,
  trackToolCalls,
  type LoopTracking,
} from './loop-detection.js';
import { eventQueue } from './event-queue.js';
import {
  callWithRetry,
  DEFAULT_MAX_RETRIES,
  NEVER_ANSWERED_MAX_RETRIES,
  type RetryNotice,
} from './retry.js';
import type { FinalAnswerCheck } from './structured-output.js';
import { errorMessage } from '../text/error-message.js';

/** max_tokens asked for by default (raised to the model's maximum once on a `max_tokens` stop). */
export const DEFAULT_MAX_OUTPUT_TOKENS = 32_000;
/** Hidden continuations after the raised limit was hit again. */
export const MAX_OUTPUT_TOKENS_RECOVERY_LIMIT = 3;
/** Failed compactions in a row after which the loop stops trying. */
export const MAX_COMPACTION_FAILURES = 3;
/** Output allowed for a compaction summary. */
const COMPACTION_MAX_OUTPUT_TOKENS = 20_000;

export type Transition =
  | 'next_turn'
  | 'max_output_tokens_escalation'
  | 'max_output_tokens_recovery'
  | 'reactive_compact_retry'
  | 'prefix_mismatch_retry'
  | 'pause_turn_continuation'
  | 'loop_nudge'
  | 'answer_correction';

export interface AutoCompactTracking {
  compactions: number;
  consecutiveFailures: number;
}

/** Everything the loop carries from one iteration to the next. */
export interface LoopState {
  readonly messages: readonly MessageParam[];
  /** Model responses so far (the unit of --max-turns). */
  readonly turnCount: number;
  /** The model in use (the fallback after repeated overloads). */
  readonly model: string;
  readonly maxOutputTokensOverride: number | undefined;
  readonly maxOutputTokensRecoveryCount: number;
  readonly hasAttemptedReactiveCompact: boolean;
  readonly autoCompactTracking: AutoCompactTracking;
  readonly loopTracking: LoopTracking;
  readonly toolResultDecisions: ReadonlyMap<string, BudgetDecision>;
  /** The last response's usage and how many messages it covered. */
  readonly anchor: TokenAnchor | undefined;
  readonly accounting: Accounting;
  readonly permissionDenials: readonly PermissionDenial[];
  /**
   * The model's latest words: the text of the last response that had any, or else the
   * thinking text it showed (the current models write their notes between tool calls
   * there).
   */
  readonly lastAssistantText: string;
  /** Why the previous iteration continued (undefined on the first). */
  readonly transition: Transition | undefined;
  /**
   * Ask the API to drop a thinking block whose prefix changed instead of refusing the
   * request (set after one prefix-check refusal; kept for the rest of the conversation).
   */
  readonly dropMismatchedThinking: boolean;
  /**
   * How long the latest tool round took (deps.now), 0 before any: a long one (a long Bash
   * call) says the next round may outlast the 5-minute cache too (see `cacheTtlFor`).
   */
  readonly lastToolRoundMs: number;
  /** Corrective turns spent on a final answer the `finalAnswer` check refused. */
  readonly answerCorrections: number;
  /** The final answer's value, when a `finalAnswer` check accepted it. */
  readonly finalAnswer?: { value: unknown };
}

/** How the loop ended. */
export interface Terminal {
  reason: TerminalReason;
  state: LoopState;
  /** A human-readable reason for an error ending. */
  error?: string;
}

export interface QueryParams {
  /** The conversation so far; usually one user message with the prompt. */
  messages: MessageParam[];
  systemPrompt: TextBlockParam[];
  tools: readonly Tool[];
  canUseTool: CanUseTool;
  model: string;
  fallbackModel?: string;
  maxTurns: number;
  maxBudgetUsd: number;
  /** Epoch ms; waits that would pass it do not start. */
  deadline?: number;
  /**
   * Aborts the run. `signal.reason === 'timeout'` ends it with `timeout`, any
   * other reason with `aborted`.
   */
  signal: AbortSignal;
  sessionId: string;
  workspaceRoot: string;
  /** Where oversized tool results are saved (outside the workspace). */
  toolResultDirectory: string;
  readState: FileReadState;
  redact: (text: string) => string;
  /** max_tokens before any escalation; capped at the model's maximum. */
  maxOutputTokens?: number;
  /** `output_config.effort`; undefined leaves the model's default. */
  effort?: Effort;
  /** A resumed conversation that already needed `drop_block` (see LoopState). */
  dropMismatchedThinking?: boolean;
  /**
   * The loop's node of the run's spend ledger: every request of the loop (its turns,
   * compaction, corrective turns) reserves its worst case there before it is sent. Default:
   * a ledger of its own with `maxBudgetUsd`.
   */
  ledger?: SpendLedger;
  /** Messages for the model that arrived while tools ran (a background task ended). */
  takeNotices?: () => string[];
  /** Set for a sub-agent: the id of the Agent call that runs it, on every line it yields. */
  parentToolUseId?: string;
  /**
   * What the final answer must be (structured output): an answer it refuses gets one
   * corrective turn, then the run ends `invalid_structured_output`.
   */
  finalAnswer?: Pick<FinalAnswerCheck, 'check' | 'correction'>;
}

export interface QueryDeps {
  callModel: CallModel;
  microcompact: typeof defaultMicrocompact;
  autocompact: typeof compactConversation;
  uuid: () => string;
  now: () => number;
  /** Waits between retries; tests make it instant. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Told of each tool call (a sub-agent's loop shares its parent's). */
  observer?: RunObserver;
}

/** The production dependencies, apart from the model call. */
export function defaultDeps(callModel: CallModel): QueryDeps {
  return {
    callModel,
    microcompact: defaultMicrocompact,
    autocompact: compactConversation,
    uuid: randomUUID,
    now: Date.now,
  };
}

export function initialState(params: QueryParams): LoopState {
  return {
    messages: params.messages.map(withBlockContent),
    turnCount: 0,
    model: params.model,
    maxOutputTokensOverride: undefined,
    maxOutputTokensRecoveryCount: 0,
    hasAttemptedReactiveCompact: false,
    autoCompactTracking: { compactions: 0, consecutiveFailures: 0 },
    loopTracking: initialLoopTracking,
    toolResultDecisions: new Map(),
    anchor: undefined,
    accounting: emptyAccounting,
    permissionDenials: [],
    lastAssistantText: '',
    transition: undefined,
    dropMismatchedThinking: params.dropMismatchedThinking ?? false,
    lastToolRoundMs: 0,
    answerCorrections: 0,
  };
}

/** The agent loop: the seed's `while (true)`, one phase per step. */
export async function* queryLoop(
  params: QueryParams,
  deps: QueryDeps,
): AsyncGenerator<LoopEvent, Terminal> {
  const run = createRun(params, deps);
  let state = initialState(params);

  // A bug below (a throwing dependency, a full disk) must not lose the turns and
  // the cost so far: it ends the run like a model error, with the last state.
  try {
    while (true) {
      // Before any compaction: a summary the run will never use is money thrown away.
      const stopped = abortTerminal(params.signal, state) ?? turnLimitTerminal(run, state);
      if (stopped) return stopped;

      const prepared = yield* prepareContext(run, state);
      state = prepared.state;
      const limits = checkLimits(run, state, prepared.tokenCount);
      if (isTerminal(limits)) return limits;

      const call = yield* callModel(run, state, limits);
      if ('failure' in call) {
        const recovered = yield* recoverFromModelError(run, state, call.failure, prepared);
        if (isTerminal(recovered)) return recovered;
        state = recovered;
        continue;
      }
      state = { ...state, model: call.model, accounting: call.accounting };

      const stop = call.message.stop_reason;
      if (stop === 'max_tokens' || stop === 'model_context_window_exceeded') {
        const recovered = yield* recoverFromOutputLimit(run, state, call.message, limits);
        if (isTerminal(recovered)) return recovered;
        state = recovered;
        continue;
      }
      const ended = yield* stopReasonEnding(run, state, call.message);
      if (ended) {
        if (isTerminal(ended)) return ended;
        state = ended;
        continue;
      }

      yield { type: 'assistant', message: call.message, ...run.base, uuid: deps.uuid() };
      state = appendAssistantTurn(state, call.message);
      const toolUses = call.message.content.filter(
        (block): block is ToolUseBlock => block.type === 'tool_use',
      );
      if (toolUses.length === 0) {
        const answered = yield* checkFinalAnswer(run, state, call.message);
        if (isTerminal(answered)) return answered;
        state = answered;
        continue;
      }

      const afterTools = yield* runTools(run, state, toolUses);
      if (isTerminal(afterTools)) return afterTools;
      state = afterTools;
    }
  } catch (error) {
    const message = errorMessage(error);
    return (
      abortTerminal(params.signal, state) ?? {
        reason: 'model_error',
        state,
        error: `Internal error: ${message}`,
      }
    );
  }
}

/** What every phase of one run shares: the parameters, the seams, and what is built once. */
interface Run {
  params: QueryParams;
  deps: QueryDeps;
  /** Built once per conversation: the prefix check compares them byte for byte. */
  toolDefinitions: ToolDefinition[];
  /** The loop's node of the run's spend ledger. */
  ledger: SpendLedger;
  /** The model call, every request reserved and settled in `ledger`. */
  callModel: CallModel;
  /** The max_tokens the ledger let the latest request have (lowered to fit the budget). */
  granted: { maxTokens: number };
  /** Tokens of system prompt and tools, counted while no response reported usage. */
  fixedTokens: number;
  base: { session_id: string; parent_tool_use_id: string | null };
}

function createRun(params: QueryParams, deps: QueryDeps): Run {
  const toolDefinitions = params.tools.map(toToolDefinition);
  const ledger = params.ledger ?? createSpendLedger(params.maxBudgetUsd, deps.now);
  const granted = { maxTokens: 0 };
  return {
    params,
    deps,
    toolDefinitions,
    ledger,
    granted,
    callModel: ledger.track((request) => {
      granted.maxTokens = request.maxTokens;
      return deps.callModel(request);
    }),
    fixedTokens: estimateTokens(params.systemPrompt) + estimateTokens(toolDefinitions),
    base: { session_id: params.sessionId, parent_tool_use_id: params.parentToolUseId ?? null },
  };
}

function systemEvent(run: Run): { session_id: string; uuid: string } {
  return { session_id: run.params.sessionId, uuid: run.deps.uuid() };
}

function isTerminal<T extends object>(value: T | Terminal): value is Terminal {
  return 'reason' in value;
}

function turnLimitTerminal(run: Run, state: LoopState): Terminal | undefined {
  if (state.turnCount < run.params.maxTurns) return undefined;
  return {
    reason: 'max_turns',
    state,
    error: `Reached the limit of ${run.params.maxTurns} turns.`,
  };
}

function tokenCountOf(
  run: Run,
  messages: readonly MessageParam[],
  anchor: TokenAnchor | undefined,
): number {
  return contextTokenCount(messages, anchor) + (anchor ? 0 : run.fixedTokens);
}

interface Prepared {
  state: LoopState;
  tokenCount: number;
}

/**
 * Tool-result budget, microcompact, autocompact: the history the next request sends, and
 * its size.
 */
async function* prepareContext(run: Run, state: LoopState): AsyncGenerator<LoopEvent, Prepared> {
  const { params, deps } = run;
  const thresholds = thresholdsFor(run, state);

  // Oversized tool results go to files; the decision is kept per result.
  const budgeted = applyToolResultBudget(state.messages, state.toolResultDecisions, {
    directory: params.toolResultDirectory,
  });
  let messages = budgeted.messages;
  let anchor = state.anchor;
  let tokenCount = tokenCountOf(run, messages, anchor);

  // Microcompact: clear old tool results when they crowd the window.
  const micro = deps.microcompact(messages, {
    tokenCount,
    warningThreshold: thresholds.warningAt,
  });
  if (micro) {
    yield {
      type: 'system',
      subtype: 'microcompact_boundary',
      microcompact_metadata: {
        trigger: 'auto',
        pre_tokens: tokenCount,
        tokens_saved: micro.freedTokens,
        cleared_tool_use_ids: micro.clearedToolUseIds,
      },
      ...systemEvent(run),
    };
    // The cleared results change the prefix of every later turn's thinking.
    messages = dropThinkingAfterRewrite(messages, micro.messages);
    forgetReads(params.readState, micro.clearedReadPaths, params.workspaceRoot);
    anchor = undefined;
    tokenCount = tokenCountOf(run, messages, anchor);
  }

  // Autocompact: summarise when the window is nearly full.
  let accounting = state.accounting;
  let tracking = state.autoCompactTracking;
  if (
    tokenCount >= thresholds.autocompactAt &&
    tracking.consecutiveFailures < MAX_COMPACTION_FAILURES
  ) {
    const compacted = yield* compact(run, messages, tokenCount, state);
    accounting = run.ledger.accounting();
    if (compacted.messages) {
      messages = compacted.messages;
      anchor = undefined;
      tokenCount = tokenCountOf(run, messages, anchor);
      tracking = { compactions: tracking.compactions + 1, consecutiveFailures: 0 };
    } else {
      tracking = { ...tracking, consecutiveFailures: tracking.consecutiveFailures + 1 };
    }
  }
  return {
    state: {
      ...state,
      messages,
      anchor,
      accounting,
      autoCompactTracking: tracking,
      toolResultDecisions: budgeted.decisions,
    },
    tokenCount,
  };
}

interface Limits {
  maxTokens: number;
  /** Per model: the fallback may take over mid-request with another maximum. */
  maxTokensFor: (model: string) => number | null;
}

/**
 * The window, before a request is sent. The dollar budget is the ledger's: the request
 * reserves its worst case there, lowering max_tokens to fit (a `budget` error when the
 * smallest request does not).
 */
function checkLimits(run: Run, state: LoopState, tokenCount: number): Limits | Terminal {
  const thresholds = thresholdsFor(run, state);
  if (tokenCount >= thresholds.blockingAt) {
    return {
      reason: 'prompt_too_long',
      state,
      error: `The conversation (${tokenCount} tokens) no longer fits the model's context window and could not be compacted.`,
    };
  }
  const wanted = wantedMaxTokens(run, state);
  const maxTokensFor = (model: string) => Math.min(wanted, modelInfo(model).maxOutputTokens);
  return { maxTokens: maxTokensFor(state.model), maxTokensFor };
}

/** The max_tokens the next request asks for before the budget (raised after a max_tokens stop). */
function wantedMaxTokens(run: Run, state: LoopState): number {
  return state.maxOutputTokensOverride ?? run.params.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;
}

/** The window levels for the next request: it must leave room for all of its max_tokens. */
function thresholdsFor(run: Run, state: LoopState): ContextThresholds {
  const info = modelInfo(state.model);
  return contextThresholds(
    info.contextWindow,
    Math.min(wantedMaxTokens(run, state), info.maxOutputTokens),
  );
}

type Call = { message: Message; model: string; accounting: Accounting } | { failure: ModelError };

/** One request with its budget of retries; the response normalised on arrival. */
async function* callModel(
  run: Run,
  state: LoopState,
  limits: Limits,
): AsyncGenerator<LoopEvent, Call> {
  const cached = withCacheBreakpoints(
    run.params.systemPrompt,
    [...state.messages],
    cacheTtlFor(state),
  );
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
    const accounting = run.ledger.accounting();
    return { message: normalizeResponse(result.message), model: result.model, accounting };
  } catch (error) {
    return { failure: asModelError(error, run.params.signal) };
  }
}

/**
 * After the retry layer gave up: a prompt too long gets one reactive compaction; anything
 * else ends the run (a request has one budget of retries, never several).
 */
async function* recoverFromModelError(
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
  const accounting = run.ledger.accounting();
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
async function* stopReasonEnding(
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
async function* recoverFromOutputLimit(
  run: Run,
  state: LoopState,
  message: Message,
  limits: Limits,
): AsyncGenerator<LoopEvent, LoopState | Terminal> {
  // The model that answered (the fallback, if it took over) sets the ceiling. A full
  // context window is not helped by a higher max_tokens: go on (and compact) instead.
  const windowFull = message.stop_reason === 'model_context_window_exceeded';
  // An answer cut below the max_tokens asked for was cut by the budget (the ledger lowered
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

/** Corrective turns a final answer refused by `finalAnswer` gets. */
export const MAX_ANSWER_CORRECTIONS = 1;

/**
 * The model answered without tools: the run is complete, unless `finalAnswer` refuses
 * the answer; then one hidden message says what is wrong and the loop goes on.
 */
async function* checkFinalAnswer(
  run: Run,
  state: LoopState,
  message: Message,
): AsyncGenerator<LoopEvent, LoopState | Terminal> {
  const expected = run.params.finalAnswer;
  if (!expected) return { reason: 'completed', state };
  const text = message.content
    .flatMap((block) => (block.type === 'text' ? [block.text] : []))
    .join('');
  const verdict = expected.check(text);
  if (verdict.ok) return { reason: 'completed', state: { ...state, finalAnswer: verdict } };
  const problems = verdict.problems.map(run.params.redact);
  if (state.answerCorrections >= MAX_ANSWER_CORRECTIONS || state.turnCount >= run.params.maxTurns) {
    return {
      reason: 'invalid_structured_output',
      state,
      error: `The final answer is not valid against the JSON Schema: ${problems.join('; ')}`,
    };
  }
  const correction: MessageParam = {
    role: 'user',
    content: [{ type: 'text', text: expected.correction(problems) }],
  };
  yield {
    type: 'user',
    message: { role: 'user', content: correction.content },
    ...run.base,
    uuid: run.deps.uuid(),
    isSynthetic: true,
  };
  return {
    ...state,
    messages: [...state.messages, correction],
    answerCorrections: state.answerCorrections + 1,
    transition: 'answer_correction',
  };
}

/** A complete response joins the history exactly as it arrived (normalised once). */
function appendAssistantTurn(state: LoopState, message: Message): LoopState {
  // After a pause_turn the continuation belongs to the same assistant turn.
  const messages = mergeSameRoleMessages([
    ...state.messages,
    { role: 'assistant', content: toParams(message.content) },
  ]);
  return {
    ...state,
    messages,
    turnCount: state.turnCount + 1,
    anchor: { usage: message.usage, messageCount: messages.length },
    hasAttemptedReactiveCompact: false,
    maxOutputTokensRecoveryCount: 0,
    lastAssistantText: latestWords(message.content, state.lastAssistantText),
  };
}

/**
 * Runs the tools of the turn and appends their results (with a loop nudge, if due) as a
 * new user message: nothing earlier is edited.
 */
async function* runTools(
  run: Run,
  state: LoopState,
  toolUses: ToolUseBlock[],
): AsyncGenerator<LoopEvent, LoopState | Terminal> {
  const { params } = run;
  const loop = trackToolCalls(state.loopTracking, toolUses);
  if (loop.verdict === 'stop') {
    return {
      reason: 'loop_detected',
      state: { ...state, loopTracking: loop.tracking },
      error: `The model kept repeating the same ${toolUses.at(-1)?.name ?? 'tool'} call after being told it was stuck.`,
    };
  }
  // Side events are yielded as they happen: a sub-agent's lines stream while it works.
  const startedAt = run.deps.now();
  const events = eventQueue<ToolEvent>();
  const running = runToolCalls(toolUses, {
    tools: params.tools,
    canUseTool: params.canUseTool,
    signal: params.signal,
    readState: params.readState,
    redact: params.redact,
    emit: events.push,
    conversation: state.messages,
    ...(run.deps.observer ? { observer: run.deps.observer } : {}),
  }).finally(events.end);
  for await (const event of events) yield toolEventToLoopEvent(run, event);
  const outcome = await running;
  const nudge = loop.verdict === 'nudge' ? loopNudgeText(toolUses.at(-1)) : undefined;
  const notices = params.takeNotices?.() ?? [];
  const resultMessage = {
    role: 'user' as const,
    content: [
      ...outcome.results,
      ...notices.map((text) => ({ type: 'text' as const, text })),
      ...(nudge ? [{ type: 'text' as const, text: nudge }] : []),
    ] as ContentBlockParam[],
  };
  yield { type: 'user', message: resultMessage, ...run.base, uuid: run.deps.uuid() };
  return {
    ...state,
    messages: [...state.messages, resultMessage],
    loopTracking: loop.tracking,
    permissionDenials: [...state.permissionDenials, ...outcome.denials],
    transition: nudge ? 'loop_nudge' : 'next_turn',
    lastToolRoundMs: run.deps.now() - startedAt,
  };
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

function toolEventToLoopEvent(run: Run, event: ToolEvent): LoopEvent {
  switch (event.type) {
    case 'todo_update':
      return { type: 'system', subtype: 'todo_update', todos: event.todos, ...systemEvent(run) };
    case 'review_comment':
      return {
        type: 'system',
        subtype: 'review_comment',
        comment: event.comment,
        ...systemEvent(run),
      };
    case 'sub_agent_event':
      return event.event;
  }
}

/** Calls the model through the retry layer, yielding its notices as events. */
async function* retryingCall(
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

/**
 * Summarises the conversation: the new messages, or undefined when compaction failed (or
 * the budget could not fit the summary call, which the ledger reserves like any request).
 */
async function* compact(
  run: Run,
  messages: readonly MessageParam[],
  preTokens: number,
  state: Pick<LoopState, 'model' | 'dropMismatchedThinking'>,
): AsyncGenerator<LoopEvent, { messages?: MessageParam[] }> {
  const { params, deps } = run;
  const { model } = state;
  const maxTokens = Math.min(COMPACTION_MAX_OUTPUT_TOKENS, modelInfo(model).maxOutputTokens);
  // The summary call runs under the autocompact module's own await, so its retry notices
  // are collected and yielded afterwards.
  const notices: LoopEvent[] = [];
  const callForCompaction: CallModel = async (request) => {
    const calls = retryingCall(run, request);
    while (true) {
      const step = await calls.next();
      if (step.done) return step.value.message;
      notices.push(step.value);
    }
  };
  try {
    const result = await deps.autocompact({
      messages: [...messages],
      callModel: callForCompaction,
      model,
      signal: params.signal,
      maxOutputTokens: maxTokens,
      readState: params.readState,
      workspaceRoot: params.workspaceRoot,
      tokenCount: preTokens,
      conversation: {
        system: params.systemPrompt,
        tools: run.toolDefinitions,
        // As `callModel` sends them, so the summary reads the loop's cached prefix.
        settings: {
          showThinking: true,
          ...(params.effort === undefined ? {} : { effort: params.effort }),
          ...(state.dropMismatchedThinking ? { dropMismatchedThinking: true } : {}),
        },
      },
    });
    // Reads of files that are no longer in the context must not satisfy Edit.
    params.readState.clear();
    for (const [path, record] of result.readState) params.readState.set(path, record);
    yield* notices;
    yield {
      type: 'system',
      subtype: 'compact_boundary',
      compact_metadata: { trigger: 'auto', pre_tokens: result.preTokens || preTokens },
      ...systemEvent(run),
    };
    const merged = mergeSameRoleMessages(result.summaryMessages).map(withBlockContent);
    for (const summary of merged) {
      if (summary.role === 'user') {
        yield {
          type: 'user',
          message: { role: 'user', content: summary.content },
          ...run.base,
          uuid: deps.uuid(),
          isSynthetic: true,
        };
      }
    }
    return { messages: merged };
  } catch {
    yield* notices;
    return {};
  }
}

/** Told to the model when its answer was cut by the output limit. */
export const OUTPUT_LIMIT_CONTINUATION =
  'Your last answer was cut off by the output token limit. Continue exactly where it stopped, ' +
  'without apologising or repeating what you already wrote. If a tool call was cut off, make it ' +
  'again. Split what is left into smaller pieces (shorter answers, smaller edits).';

function abortTerminal(signal: AbortSignal, state: LoopState): Terminal | undefined {
  if (!signal.aborted) return undefined;
  return signal.reason === 'timeout'
    ? { reason: 'timeout', state, error: 'The run reached its time limit.' }
    : { reason: 'aborted', state, error: 'The run was cancelled.' };
}

function textOf(content: readonly ContentBlock[], type: 'text' | 'thinking'): string {
  return content
    .flatMap((block) => {
      if (type === 'text' && block.type === 'text') return [block.text];
      if (type === 'thinking' && block.type === 'thinking') return [block.thinking];
      return [];
    })
    .join('\n')
    .trim();
}

/** The response's text, else the thinking text it showed, else what was said before. */
function latestWords(content: readonly ContentBlock[], previous: string): string {
  return textOf(content, 'text') || textOf(content, 'thinking') || previous;
}

/** Response blocks as request blocks (dropping response-only fields). */
export function toParams(content: readonly ContentBlock[]): ContentBlockParam[] {
  return content.map((block): ContentBlockParam => {
    switch (block.type) {
      case 'text':
        return { type: 'text', text: block.text };
      case 'tool_use':
        return { type: 'tool_use', id: block.id, name: block.name, input: block.input };
      case 'thinking':
        return { type: 'thinking', thinking: block.thinking, signature: block.signature };
      case 'redacted_thinking':
        return { type: 'redacted_thinking', data: block.data };
      default:
        return block as unknown as ContentBlockParam;
    }
  });
}

/**
 * The response as it goes into the history, normalised once, on arrival, so every later
 * request carries the same bytes (the preserved-thinking prefix check compares them):
 * text blocks that are empty or only whitespace are dropped, since the API refuses them
 * in a request ("text content blocks must be non-empty"). Thinking blocks stay exactly as
 * they came, empty ones included.
 */
export function normalizeResponse(message: Message): Message {
  const content = message.content.filter(
    (block) => block.type !== 'text' || block.text.trim() !== '',
  );
  return content.length === message.content.length ? message : { ...message, content };
}

/**
 * A cut response keeps its text; a cut tool call would need a result, so it goes. A
 * thinking block goes too when it lost its signature to the cut, or when it came after a
 * dropped tool call (its prefix within the turn changed).
 */
export function withoutToolUse(content: readonly ContentBlock[]): ContentBlockParam[] {
  const firstToolUse = content.findIndex((block) => block.type === 'tool_use');
  const kept = content.filter((block, index) => {
    if (block.type === 'tool_use') return false;
    if (block.type === 'thinking') {
      return block.signature !== '' && (firstToolUse < 0 || index < firstToolUse);
    }
    if (block.type === 'redacted_thinking') return firstToolUse < 0 || index < firstToolUse;
    return true;
  });
  const params = toParams(kept);
  return params.some((block) => block.type !== 'thinking' && block.type !== 'redacted_thinking')
    ? params
    : [...params, { type: 'text', text: '(output cut off)' }];
}

/** The API wants roles to alternate: consecutive messages of one role are joined. */
export function mergeSameRoleMessages(messages: readonly MessageParam[]): MessageParam[] {
  const merged: MessageParam[] = [];
  for (const message of messages) {
    const last = merged.at(-1);
    if (last && last.role === message.role) {
      merged[merged.length - 1] = {
        ...last,
        content: [...asBlocks(last.content), ...asBlocks(message.content)],
      } as MessageParam;
    } else {
      merged.push(message);
    }
  }
  return merged;
}

/**
 * String content as one text block: the newest message gets a cache breakpoint
 * on its last block, so a string there would turn into blocks for one request
 * and back into a string for the next, changing the cached prefix.
 */
function withBlockContent(message: MessageParam): MessageParam {
  return typeof message.content === 'string'
    ? ({ ...message, content: asBlocks(message.content) } as MessageParam)
    : message;
}

function asBlocks(content: MessageParam['content']): ContentBlockParam[] {
  return typeof content === 'string' ? [{ type: 'text', text: content }] : [...content];
}
