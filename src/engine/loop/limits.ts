/**
 * The limits checked before a request: the turn limit, the context window (the next
 * request must leave room for all of its max_tokens), and the max_tokens it asks for. The
 * dollar cap is the run's spend cap's (src/engine/budgets/run-spend-cap.ts): the request
 * reserves its worst case there when it is sent.
 */
import { contextThresholds, type ContextThresholds } from '../context/limits.js';
import { contextTokenCount, type TokenAnchor } from '../context/tokens.js';
import { modelInfo } from '../model/pricing.js';
import type { MessageParam } from '../model/types.js';
import type { Run } from './loop-run.js';
import type { LoopState, Terminal } from './loop-state.js';

/** max_tokens asked for by default (raised to the model's maximum once on a `max_tokens` stop). */
export const DEFAULT_MAX_OUTPUT_TOKENS = 32_000;

export function turnLimitTerminal(run: Run, state: LoopState): Terminal | undefined {
  if (state.turnCount < run.params.maxTurns) return undefined;
  return {
    reason: 'max_turns',
    state,
    error: `Reached the limit of ${run.params.maxTurns} turns.`,
  };
}

export function tokenCountOf(
  run: Run,
  messages: readonly MessageParam[],
  anchor: TokenAnchor | undefined,
): number {
  return contextTokenCount(messages, anchor) + (anchor ? 0 : run.fixedTokens);
}

export interface Limits {
  maxTokens: number;
  /** Per model: the fallback may take over mid-request with another maximum. */
  maxTokensFor: (model: string) => number | null;
}

/**
 * The window, before a request is sent. The dollar budget is the spend cap's: the request
 * reserves its worst case there, lowering max_tokens to fit (a `budget` error when the
 * smallest request does not).
 */
export function checkLimits(run: Run, state: LoopState, tokenCount: number): Limits | Terminal {
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
export function thresholdsFor(run: Run, state: LoopState): ContextThresholds {
  const info = modelInfo(state.model);
  return contextThresholds(
    info.contextWindow,
    Math.min(wantedMaxTokens(run, state), info.maxOutputTokens),
  );
}
