/**
 * The loop's state: a plain object replaced (never mutated) at each `continue`, with the
 * reason for continuing recorded in `transition`, and the {@link Terminal} it ends with.
 */
import type { BudgetDecision } from '../context/tool-result-budget.js';
import type { TokenAnchor } from '../context/tokens.js';
import type { Message, MessageParam } from '../model/types.js';
import { emptyAccounting, type Accounting } from '../budgets/accounting.js';
import type { PermissionDenial, TerminalReason } from '../events/stream.js';
import type { QueryParams } from './loop-run.js';
import { initialLoopTracking, type LoopTracking } from './loop-detection.js';
import { appendMerged, latestWords, toParams, withBlockContent } from './messages.js';

export type Transition =
  | 'next_turn'
  | 'max_output_tokens_escalation'
  | 'max_output_tokens_recovery'
  | 'reactive_compact_retry'
  | 'prefix_mismatch_retry'
  | 'pause_turn_continuation'
  | 'loop_nudge'
  | 'answer_correction'
  | 'stop_hook'
  | 'self_check';

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
  /** The tool results the budget replaced by a preview, by tool_use_id (compaction.ts). */
  readonly toolResultDecisions: ReadonlyMap<string, BudgetDecision>;
  /** The history as the tool-result budget last returned it: what it need not go through again. */
  readonly budgetedMessages?: readonly MessageParam[];
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
  /** A Stop hook already made the loop go on (`stop_hook_active`). */
  readonly stopHookActive: boolean;
}

/** How the loop ended. */
export interface Terminal {
  reason: TerminalReason;
  state: LoopState;
  /** A human-readable reason for an error ending. */
  error?: string;
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
    stopHookActive: false,
  };
}

export function isTerminal<T extends object>(value: T | Terminal): value is Terminal {
  return 'reason' in value;
}

export function abortTerminal(signal: AbortSignal, state: LoopState): Terminal | undefined {
  if (!signal.aborted) return undefined;
  return signal.reason === 'timeout'
    ? { reason: 'timeout', state, error: 'The run reached its time limit.' }
    : { reason: 'aborted', state, error: 'The run was cancelled.' };
}

/** A complete response joins the history exactly as it arrived (normalised once). */
export function appendAssistantTurn(state: LoopState, message: Message): LoopState {
  // After a pause_turn the continuation belongs to the same assistant turn.
  const messages = appendMerged(state.messages, {
    role: 'assistant',
    content: toParams(message.content),
  });
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
