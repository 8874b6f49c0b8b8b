/**
 * The history the next request sends: oversized tool results saved to files, old tool
 * results cleared (microcompact), and the conversation summarised when the window is
 * nearly full (autocompact, also the reactive compaction after a prompt too long).
 */
import { applyToolResultBudget } from '../context/tool-result-budget.js';
import { expectedLaterRequests, type CachePrices } from '../context/clearing-cost.js';
import { forgetReads } from '../context/microcompact.js';
import { dropThinkingAfterRewrite } from '../context/thinking.js';
import { modelInfo } from '../model/pricing.js';
import type { CallModel, MessageParam } from '../model/types.js';
import type { LoopEvent } from '../events/stream.js';
import { thresholdsFor, tokenCountOf } from './limits.js';
import { systemEvent, type Run } from './loop-run.js';
import type { LoopState } from './loop-state.js';
import { mergeSameRoleMessages, withBlockContent } from './messages.js';
import { cacheTtlFor, retryingCall } from './model-call.js';

/** Failed compactions in a row after which the loop stops trying. */
export const MAX_COMPACTION_FAILURES = 3;
/** Output allowed for a compaction summary. */
const COMPACTION_MAX_OUTPUT_TOKENS = 20_000;

export interface Prepared {
  state: LoopState;
  tokenCount: number;
}

/**
 * Tool-result budget, microcompact, autocompact: the history the next request sends, and
 * its size.
 */
export async function* prepareContext(
  run: Run,
  state: LoopState,
): AsyncGenerator<LoopEvent, Prepared> {
  const { params, deps } = run;
  const thresholds = thresholdsFor(run, state);

  // Oversized tool results go to files; the decision is kept per result.
  const budgeted = budgetToolResults(run, state);
  let messages = budgeted.messages;
  let anchor = state.anchor;
  let tokenCount = tokenCountOf(run, messages, anchor);

  // Microcompact: clear old tool results when they crowd the window, or when clearing
  // them costs less than reading them back in the requests the run is expected to make.
  const micro = deps.microcompact(messages, {
    tokenCount,
    warningThreshold: thresholds.warningAt,
    laterRequests: expectedLaterRequests(state.turnCount, params.maxTurns - state.turnCount),
    cachePrices: cachePricesFor(state),
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
    accounting = run.spendCap.accounting();
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
      budgetedMessages: budgeted.messages,
    },
    tokenCount,
  };
}

/** The model's cache rates for the next request: its write at that request's TTL, its read. */
function cachePricesFor(state: LoopState): CachePrices {
  const prices = modelInfo(state.model).prices;
  const write = cacheTtlFor(state) === '1h' ? prices.cacheWrite1h : prices.cacheWrite5m;
  return { write, read: prices.cacheRead };
}

/**
 * The tool-result budget for what is new since the last request: the messages it went
 * through then (the same objects, at the start of the history) stay as they are, so a
 * turn's work does not grow with the conversation. Only replacements are remembered: a
 * result left as it was is not looked at again, and one rewritten since (microcompact)
 * is decided anew from its new text.
 */
function budgetToolResults(
  run: Run,
  state: LoopState,
): { messages: MessageParam[]; decisions: LoopState['toolResultDecisions'] } {
  const { messages, budgetedMessages: before } = state;
  let seen = 0;
  const most = Math.min(before?.length ?? 0, messages.length);
  while (seen < most && before![seen] === messages[seen]) seen += 1;
  if (seen === messages.length) {
    return { messages: [...messages], decisions: state.toolResultDecisions };
  }
  const fresh = applyToolResultBudget(messages.slice(seen), state.toolResultDecisions, {
    directory: run.params.toolResultDirectory,
  });
  const replacements = new Map([...fresh.decisions].filter(([, decision]) => decision !== 'kept'));
  return {
    messages: seen === 0 ? fresh.messages : [...messages.slice(0, seen), ...fresh.messages],
    decisions: replacements,
  };
}

/**
 * Summarises the conversation: the new messages, or undefined when compaction failed (or
 * the budget could not fit the summary call, which the spend cap reserves like any request).
 */
export async function* compact(
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
