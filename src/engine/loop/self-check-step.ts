/**
 * The loop's side of the self-check before publishing (src/engine/self-check/): when the model
 * is done and the run would end `completed`, the checks run; new failures go back as one
 * message and the loop goes on, within the same turns, budget and deadline. While they run the
 * loop waits: the spend cap gives its share of what is free to the review's loops.
 */
import type { MessageParam } from '../model/types.js';
import type { LoopEvent } from '../events/stream.js';
import type { SelfCheck } from '../self-check/self-check.js';
import type { RunSpendCap } from '../budgets/run-spend-cap.js';

interface SelfCheckState {
  readonly messages: readonly MessageParam[];
  readonly turnCount: number;
}

interface SelfCheckStepContext {
  maxTurns: number;
  base: { session_id: string; parent_tool_use_id: string | null };
  uuid: () => string;
  /** The loop's node of the run's spend cap: it waits while its checks and review run. */
  spendCap: Pick<RunSpendCap, 'whileWaiting'>;
}

/** The state to go on with when new failures go back to the agent, else undefined. */
export async function* continueAfterSelfCheck<S extends SelfCheckState>(
  selfCheck: SelfCheck,
  state: S,
  context: SelfCheckStepContext,
): AsyncGenerator<LoopEvent, S | undefined> {
  // The loop asks nothing while its checks and review run: the review's loops get what is free.
  const round = await context.spendCap.whileWaiting(() =>
    selfCheck.check(context.maxTurns - state.turnCount),
  );
  if (!round) return undefined;
  yield {
    type: 'system',
    subtype: 'self_check',
    round: round.round,
    checks: round.checks,
    findings: round.findings,
    sent_back: round.feedback !== undefined,
    session_id: context.base.session_id,
    uuid: context.uuid(),
  };
  if (round.feedback === undefined) return undefined;
  const message: MessageParam = {
    role: 'user',
    content: [{ type: 'text', text: round.feedback }],
  };
  yield {
    type: 'user',
    message: { role: 'user', content: message.content },
    ...context.base,
    uuid: context.uuid(),
    isSynthetic: true,
  };
  return { ...state, messages: [...state.messages, message] };
}
