/**
 * The agent loop: an async generator that sends the conversation to the model,
 * runs the tools it asks for, and goes on until the model is done or a limit is
 * reached. It yields stream-json events and returns a {@link Terminal}.
 *
 * This file is the turn and nothing else: prepare the context, check the limits, call the
 * model, recover or run the tools, choose the transition. Each step lives in a file of its
 * own: limits.ts, compaction.ts, model-call.ts, recovery.ts, final-answer.ts,
 * tool-round.ts, messages.ts; the state and what the steps share in loop-state.ts and
 * loop-run.ts. The loop knows nothing of GitHub or the command line: the shells feed it
 * and render its events.
 */
import type { ToolUseBlock } from '../model/types.js';
import { errorMessage } from '../text/error-message.js';
import { prepareContext } from './compaction.js';
import type { LoopEvent } from '../events/stream.js';
import { checkFinalAnswer } from './final-answer.js';
import { checkLimits, turnLimitTerminal } from './limits.js';
import { createRun, type QueryDeps, type QueryParams } from './loop-run.js';
import {
  abortTerminal,
  appendAssistantTurn,
  initialState,
  isTerminal,
  type Terminal,
} from './loop-state.js';
import { callModel } from './model-call.js';
import { recoverFromModelError, recoverFromOutputLimit, stopReasonEnding } from './recovery.js';
import { continueAfterStop, hookHalt } from './stop-hooks.js';
import { continueAfterSelfCheck } from './self-check-step.js';
import { runTools } from './tool-round.js';

export { defaultDeps, type QueryDeps, type QueryParams } from './loop-run.js';
export {
  initialState,
  type AutoCompactTracking,
  type LoopState,
  type Terminal,
  type Transition,
} from './loop-state.js';
export { DEFAULT_MAX_OUTPUT_TOKENS } from './limits.js';
export { MAX_COMPACTION_FAILURES } from './compaction.js';
export { cacheTtlFor, LONG_TOOL_ROUND_MS } from './model-call.js';
export { MAX_OUTPUT_TOKENS_RECOVERY_LIMIT, OUTPUT_LIMIT_CONTINUATION } from './recovery.js';
export { MAX_ANSWER_CORRECTIONS } from './final-answer.js';

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
      const halted = hookHalt(params.hooks);
      const stopped =
        abortTerminal(params.signal, state) ??
        (halted ? { ...halted, state } : turnLimitTerminal(run, state));
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
        // The model is done: a Stop hook may make it go on (once).
        const goOn =
          isTerminal(answered) && answered.reason === 'completed' && params.hooks
            ? yield* continueAfterStop(params.hooks, answered.state, {
                ...{ signal: params.signal, base: run.base, uuid: deps.uuid },
              })
            : undefined;
        // Done and completed: the self-check may send new failures back (a few rounds at most).
        const checked =
          !goOn && isTerminal(answered) && answered.reason === 'completed' && params.selfCheck
            ? yield* continueAfterSelfCheck(params.selfCheck, answered.state, {
                ...{ maxTurns: params.maxTurns, base: run.base, uuid: deps.uuid },
                spendCap: run.spendCap,
              })
            : undefined;
        if (goOn) state = { ...goOn, transition: 'stop_hook' };
        else if (checked) state = { ...checked, transition: 'self_check' };
        else if (isTerminal(answered)) return answered;
        else state = answered;
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
