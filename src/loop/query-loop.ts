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
import { contextThresholds } from '../context/limits.js';
import { forgetReads, microcompact as defaultMicrocompact } from '../context/microcompact.js';
import { withCacheBreakpoints } from '../context/prompt-cache.js';
import { dropThinkingAfterRewrite } from '../context/thinking.js';
import { applyToolResultBudget, type BudgetDecision } from '../context/tool-result-budget.js';
import { contextTokenCount, estimateTokens, type TokenAnchor } from '../context/tokens.js';
import { modelInfo } from '../model/pricing.js';
import {
  ModelError,
  type CallModel,
  type ContentBlock,
  type ContentBlockParam,
  type Message,
  type MessageParam,
  type TextBlockParam,
  type ToolDefinition,
  type ToolUseBlock,
} from '../model/types.js';
import { runToolCalls, toToolDefinition } from '../tools/orchestrate.js';
import type { CanUseTool, FileReadState, Tool, ToolEvent } from '../tools/types.js';
import { addUsage, emptyAccounting, type Accounting } from './accounting.js';
import { fitMaxTokensToBudget } from './budget.js';
import type { LoopEvent, PermissionDenial, TerminalReason } from './events.js';
import {
  initialLoopTracking,
  loopNudgeText,
  trackToolCalls,
  type LoopTracking,
} from './loop-detection.js';
import { callWithRetry, RetryDeadlineError, type RetryNotice } from './retry.js';

/** max_tokens asked for by default (raised to the model's maximum once on a `max_tokens` stop). */
export const DEFAULT_MAX_OUTPUT_TOKENS = 32_000;
/** Hidden continuations after the raised limit was hit again. */
export const MAX_OUTPUT_TOKENS_RECOVERY_LIMIT = 3;
/** Failed iterations in a row that end the run. */
export const MAX_CONSECUTIVE_ERRORS = 3;
/** Failed compactions in a row after which the loop stops trying. */
export const MAX_COMPACTION_FAILURES = 3;
/** Output allowed for a compaction summary. */
const COMPACTION_MAX_OUTPUT_TOKENS = 20_000;
/** Margin on estimated input tokens for the budget check (chars/4 can undercount). */
const INPUT_ESTIMATE_MARGIN = 1.2;

export type Transition =
  | 'next_turn'
  | 'max_output_tokens_escalation'
  | 'max_output_tokens_recovery'
  | 'reactive_compact_retry'
  | 'loop_nudge'
  | 'api_error_retry';

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
  readonly consecutiveErrors: number;
  readonly loopTracking: LoopTracking;
  readonly toolResultDecisions: ReadonlyMap<string, BudgetDecision>;
  /** The last response's usage and how many messages it covered. */
  readonly anchor: TokenAnchor | undefined;
  readonly accounting: Accounting;
  readonly permissionDenials: readonly PermissionDenial[];
  /** The text of the last assistant response. */
  readonly lastAssistantText: string;
  /** Why the previous iteration continued (undefined on the first). */
  readonly transition: Transition | undefined;
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
}

export interface QueryDeps {
  callModel: CallModel;
  microcompact: typeof defaultMicrocompact;
  autocompact: typeof compactConversation;
  uuid: () => string;
  now: () => number;
  /** Waits between retries; tests make it instant. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
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
    consecutiveErrors: 0,
    loopTracking: initialLoopTracking,
    toolResultDecisions: new Map(),
    anchor: undefined,
    accounting: emptyAccounting,
    permissionDenials: [],
    lastAssistantText: '',
    transition: undefined,
  };
}

/** The agent loop. */
export async function* queryLoop(
  params: QueryParams,
  deps: QueryDeps,
): AsyncGenerator<LoopEvent, Terminal> {
  const toolDefinitions: ToolDefinition[] = params.tools.map(toToolDefinition);
  const fixedTokens = estimateTokens(params.systemPrompt) + estimateTokens(toolDefinitions);
  const base = { session_id: params.sessionId, parent_tool_use_id: null } as const;
  const systemEvent = () => ({ session_id: params.sessionId, uuid: deps.uuid() });

  let state = initialState(params);

  // A bug below (a throwing dependency, a full disk) must not lose the turns and
  // the cost so far: it ends the run like a model error, with the last state.
  try {
    while (true) {
      const stopped = abortTerminal(params.signal, state);
      if (stopped) return stopped;
      // Before any compaction: a summary the run will never use is money thrown away.
      if (state.turnCount >= params.maxTurns) {
        return {
          reason: 'max_turns',
          state,
          error: `Reached the limit of ${params.maxTurns} turns.`,
        };
      }

      const info = modelInfo(state.model);
      const thresholds = contextThresholds(info.contextWindow, info.maxOutputTokens);
      const countTokens = (messages: readonly MessageParam[], anchor: TokenAnchor | undefined) =>
        contextTokenCount(messages, anchor) + (anchor ? 0 : fixedTokens);

      // 1. Oversized tool results go to files; the decision is kept per result.
      const budgeted = applyToolResultBudget(state.messages, state.toolResultDecisions, {
        directory: params.toolResultDirectory,
      });
      let messages = budgeted.messages;
      let anchor = state.anchor;
      let tokenCount = countTokens(messages, anchor);

      // 2. Microcompact: clear old tool results when they crowd the window.
      const micro = deps.microcompact(messages, {
        tokenCount,
        warningThreshold: thresholds.warningAt,
      });
      if (micro) {
        // The cleared results change the prefix of every later turn's thinking.
        messages = dropThinkingAfterRewrite(messages, micro.messages);
        forgetReads(params.readState, micro.clearedReadPaths, params.workspaceRoot);
        anchor = undefined;
        tokenCount = countTokens(messages, anchor);
      }

      // 3. Autocompact: summarise when the window is nearly full.
      let accounting = state.accounting;
      let autoCompactTracking = state.autoCompactTracking;
      if (
        tokenCount >= thresholds.autocompactAt &&
        autoCompactTracking.consecutiveFailures < MAX_COMPACTION_FAILURES
      ) {
        const compacted = yield* compact(messages, tokenCount, state.model, accounting);
        accounting = compacted.accounting;
        if (compacted.messages) {
          messages = compacted.messages;
          anchor = undefined;
          tokenCount = countTokens(messages, anchor);
          autoCompactTracking = {
            compactions: autoCompactTracking.compactions + 1,
            consecutiveFailures: 0,
          };
        } else {
          autoCompactTracking = {
            ...autoCompactTracking,
            consecutiveFailures: autoCompactTracking.consecutiveFailures + 1,
          };
        }
      }
      state = {
        ...state,
        messages,
        anchor,
        accounting,
        autoCompactTracking,
        toolResultDecisions: budgeted.decisions,
      };

      // 4. Limits that stop the run before a request is sent.
      if (tokenCount >= thresholds.blockingAt) {
        return {
          reason: 'prompt_too_long',
          state,
          error: `The conversation (${tokenCount} tokens) no longer fits the model's context window and could not be compacted.`,
        };
      }
      const wantedMaxTokens =
        state.maxOutputTokensOverride ?? params.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;
      const spentUsd = state.accounting.costUsd;
      // Fitted per model: the fallback may take over mid-request at other prices.
      const maxTokensFor = (model: string): number | null =>
        fitMaxTokensToBudget({
          model,
          spentUsd,
          maxBudgetUsd: params.maxBudgetUsd,
          inputTokens: Math.ceil(tokenCount * INPUT_ESTIMATE_MARGIN),
          desiredMaxTokens: Math.min(wantedMaxTokens, modelInfo(model).maxOutputTokens),
        });
      const maxTokens = maxTokensFor(state.model);
      if (maxTokens === null) {
        return {
          reason: 'budget_exhausted',
          state,
          error: `The next request could cost more than what is left of the $${params.maxBudgetUsd} budget ($${state.accounting.costUsd.toFixed(4)} spent).`,
        };
      }

      // 5. The model call, with retries.
      const cached = withCacheBreakpoints(params.systemPrompt, [...state.messages]);
      const startedAt = deps.now();
      let message: Message;
      let answeringModel: string;
      try {
        const result = yield* retryingCall(
          {
            model: state.model,
            system: cached.system,
            messages: cached.messages,
            tools: toolDefinitions,
            maxTokens,
            signal: params.signal,
          },
          state.model,
          maxTokensFor,
        );
        message = normalizeResponse(result.message);
        answeringModel = result.model;
      } catch (error) {
        const failure = toModelError(error);
        if (failure instanceof RetryDeadlineError) {
          return {
            reason: 'timeout',
            state,
            error: `The run reached its time limit while waiting to retry the model (last error: ${failure.lastError.message})`,
          };
        }
        const aborted = abortTerminal(params.signal, state);
        if (aborted) return aborted;
        if (failure.kind === 'prompt_too_long') {
          if (state.hasAttemptedReactiveCompact) {
            return { reason: 'prompt_too_long', state, error: failure.message };
          }
          // The API said the prompt exceeds the window, so our estimate is short of the
          // truth: budget the summary call as if its input filled the window.
          const compacted = yield* compact(
            state.messages,
            tokenCount,
            state.model,
            state.accounting,
            {
              budgetInputTokens: Math.max(tokenCount, info.contextWindow),
            },
          );
          if (!compacted.messages) {
            return {
              reason: 'prompt_too_long',
              state: { ...state, accounting: compacted.accounting },
              error: failure.message,
            };
          }
          state = {
            ...state,
            messages: compacted.messages,
            accounting: compacted.accounting,
            anchor: undefined,
            hasAttemptedReactiveCompact: true,
            transition: 'reactive_compact_retry',
          };
          continue;
        }
        if (failure.retryable && state.consecutiveErrors + 1 < MAX_CONSECUTIVE_ERRORS) {
          state = {
            ...state,
            consecutiveErrors: state.consecutiveErrors + 1,
            transition: 'api_error_retry',
          };
          continue;
        }
        return {
          reason: failure.retryable ? 'consecutive_errors' : 'model_error',
          state,
          error: failure.message,
        };
      }

      accounting = addUsage(
        state.accounting,
        answeringModel,
        message.usage,
        deps.now() - startedAt,
      );
      state = {
        ...state,
        model: answeringModel,
        accounting,
        consecutiveErrors: 0,
        hasAttemptedReactiveCompact: false,
      };

      // 6. Output limit hit: raise max_tokens once and resend the same request
      // (not a new turn); after that, ask the model to go on, up to 3 times.
      if (message.stop_reason === 'max_tokens') {
        // The model that answered (the fallback, if it took over) sets the ceiling.
        const ceiling = modelInfo(state.model).maxOutputTokens;
        if (state.maxOutputTokensOverride === undefined && maxTokens < ceiling) {
          const raised = fitMaxTokensToBudget({
            model: state.model,
            spentUsd: accounting.costUsd,
            maxBudgetUsd: params.maxBudgetUsd,
            inputTokens: Math.ceil(tokenCount * INPUT_ESTIMATE_MARGIN),
            desiredMaxTokens: ceiling,
          });
          if (raised !== null && raised > maxTokens) {
            state = {
              ...state,
              maxOutputTokensOverride: ceiling,
              transition: 'max_output_tokens_escalation',
            };
            continue;
          }
        }
        const partial = withoutToolUse(message.content);
        const assistantMessage: MessageParam = { role: 'assistant', content: partial };
        yield { type: 'assistant', message, ...base, uuid: deps.uuid() };
        const turnCount = state.turnCount + 1;
        if (state.maxOutputTokensRecoveryCount >= MAX_OUTPUT_TOKENS_RECOVERY_LIMIT) {
          return {
            reason: 'model_error',
            state: { ...state, turnCount, lastAssistantText: textOf(message.content) },
            error:
              'The model hit its output token limit repeatedly and could not finish its answer.',
          };
        }
        const resume: MessageParam = {
          role: 'user',
          content: [{ type: 'text', text: OUTPUT_LIMIT_CONTINUATION }],
        };
        yield {
          type: 'user',
          message: { role: 'user', content: resume.content },
          ...base,
          uuid: deps.uuid(),
          isSynthetic: true,
        };
        state = {
          ...state,
          messages: [...state.messages, assistantMessage, resume],
          turnCount,
          anchor: { usage: message.usage, messageCount: state.messages.length + 1 },
          maxOutputTokensRecoveryCount: state.maxOutputTokensRecoveryCount + 1,
          lastAssistantText: textOf(message.content),
          transition: 'max_output_tokens_recovery',
        };
        continue;
      }

      // 7. A complete response: one more turn.
      yield { type: 'assistant', message, ...base, uuid: deps.uuid() };
      const assistantMessage: MessageParam = {
        role: 'assistant',
        content: toParams(message.content),
      };
      const toolUses = message.content.filter(
        (block): block is ToolUseBlock => block.type === 'tool_use',
      );
      state = {
        ...state,
        messages: [...state.messages, assistantMessage],
        turnCount: state.turnCount + 1,
        anchor: { usage: message.usage, messageCount: state.messages.length + 1 },
        maxOutputTokensRecoveryCount: 0,
        lastAssistantText: textOf(message.content) || state.lastAssistantText,
      };
      if (toolUses.length === 0) return { reason: 'completed', state };

      const loop = trackToolCalls(state.loopTracking, toolUses);
      if (loop.verdict === 'stop') {
        return {
          reason: 'loop_detected',
          state: { ...state, loopTracking: loop.tracking },
          error: `The model kept repeating the same ${toolUses.at(-1)?.name ?? 'tool'} call after being told it was stuck.`,
        };
      }

      // 8. Tools.
      const toolEvents: ToolEvent[] = [];
      const outcome = await runToolCalls(toolUses, {
        tools: params.tools,
        canUseTool: params.canUseTool,
        signal: params.signal,
        readState: params.readState,
        redact: params.redact,
        emit: (event) => toolEvents.push(event),
      });
      for (const event of toolEvents) {
        yield { type: 'system', subtype: 'todo_update', todos: event.todos, ...systemEvent() };
      }
      const nudge = loop.verdict === 'nudge' ? loopNudgeText(toolUses.at(-1)) : undefined;
      const resultContent: ContentBlockParam[] = [
        ...outcome.results,
        ...(nudge ? [{ type: 'text' as const, text: nudge }] : []),
      ];
      const resultMessage = { role: 'user' as const, content: resultContent };
      yield { type: 'user', message: resultMessage, ...base, uuid: deps.uuid() };
      state = {
        ...state,
        messages: [...state.messages, resultMessage],
        loopTracking: loop.tracking,
        permissionDenials: [...state.permissionDenials, ...outcome.denials],
        transition: nudge ? 'loop_nudge' : 'next_turn',
      };

      const stoppedDuringTools = abortTerminal(params.signal, state);
      if (stoppedDuringTools) return stoppedDuringTools;
      if (state.turnCount >= params.maxTurns) {
        return {
          reason: 'max_turns',
          state,
          error: `Reached the limit of ${params.maxTurns} turns.`,
        };
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return (
      abortTerminal(params.signal, state) ?? {
        reason: 'model_error',
        state,
        error: `Internal error: ${message}`,
      }
    );
  }

  /** Calls the model through the retry layer, yielding its notices as events. */
  async function* retryingCall(
    request: Parameters<CallModel>[0],
    model: string,
    maxTokensFor: (model: string) => number | null,
  ): AsyncGenerator<LoopEvent, { message: Message; model: string }> {
    const calls = callWithRetry(deps.callModel, request, {
      signal: params.signal,
      fallbackModel: params.fallbackModel,
      maxTokensFor,
      deadline: params.deadline,
      sleep: deps.sleep,
      now: deps.now,
    });
    while (true) {
      const step = await calls.next();
      if (step.done) return step.value;
      yield noticeToEvent(step.value, model);
    }
  }

  function noticeToEvent(notice: RetryNotice, model: string): LoopEvent {
    if (notice.kind === 'fallback') {
      return {
        type: 'system',
        subtype: 'model_fallback',
        from_model: notice.fromModel || model,
        to_model: notice.toModel,
        ...systemEvent(),
      };
    }
    return {
      type: 'system',
      subtype: 'api_retry',
      attempt: notice.attempt,
      max_retries: notice.maxRetries,
      retry_delay_ms: notice.delayMs,
      error_status: notice.error.status ?? null,
      error: params.redact(notice.error.message),
      ...systemEvent(),
    };
  }

  /**
   * Summarises the conversation. Returns the new messages (or undefined when
   * compaction failed or did not fit the budget) and the accounting with the
   * summary call's cost added.
   */
  async function* compact(
    messages: readonly MessageParam[],
    preTokens: number,
    model: string,
    accounting: Accounting,
    options: { budgetInputTokens?: number } = {},
  ): AsyncGenerator<LoopEvent, { messages?: MessageParam[]; accounting: Accounting }> {
    const maxTokens = fitMaxTokensToBudget({
      model,
      spentUsd: accounting.costUsd,
      maxBudgetUsd: params.maxBudgetUsd,
      inputTokens: Math.ceil((options.budgetInputTokens ?? preTokens) * INPUT_ESTIMATE_MARGIN),
      desiredMaxTokens: Math.min(COMPACTION_MAX_OUTPUT_TOKENS, modelInfo(model).maxOutputTokens),
    });
    if (maxTokens === null) return { accounting };
    const notices: LoopEvent[] = [];
    let spent = accounting;
    const callForCompaction: CallModel = async (request) => {
      const startedAt = deps.now();
      const calls = callWithRetry(deps.callModel, request, {
        signal: params.signal,
        deadline: params.deadline,
        sleep: deps.sleep,
        now: deps.now,
      });
      while (true) {
        const step = await calls.next();
        if (step.done) {
          spent = addUsage(
            spent,
            step.value.model,
            step.value.message.usage,
            deps.now() - startedAt,
          );
          return step.value.message;
        }
        notices.push(noticeToEvent(step.value, model));
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
      });
      // Reads of files that are no longer in the context must not satisfy Edit.
      params.readState.clear();
      for (const [path, record] of result.readState) params.readState.set(path, record);
      yield* notices;
      yield {
        type: 'system',
        subtype: 'compact_boundary',
        compact_metadata: { trigger: 'auto', pre_tokens: result.preTokens || preTokens },
        ...systemEvent(),
      };
      const merged = mergeSameRoleMessages(result.summaryMessages).map(withBlockContent);
      for (const summary of merged) {
        if (summary.role === 'user') {
          yield {
            type: 'user',
            message: { role: 'user', content: summary.content },
            ...base,
            uuid: deps.uuid(),
            isSynthetic: true,
          };
        }
      }
      return { messages: merged, accounting: spent };
    } catch {
      yield* notices;
      return { accounting: spent };
    }
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

function toModelError(error: unknown): ModelError {
  if (error instanceof ModelError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ModelError(message, 'unknown', { cause: error });
}

function textOf(content: readonly ContentBlock[]): string {
  return content
    .flatMap((block) => (block.type === 'text' ? [block.text] : []))
    .join('\n')
    .trim();
}

/** Response blocks as request blocks (dropping response-only fields). */
function toParams(content: readonly ContentBlock[]): ContentBlockParam[] {
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

/** A cut response keeps its text; a cut tool call would need a result, so it goes. */
function withoutToolUse(content: readonly ContentBlock[]): ContentBlockParam[] {
  const kept = toParams(content.filter((block) => block.type !== 'tool_use'));
  return kept.length > 0 ? kept : [{ type: 'text', text: '(output cut off)' }];
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
