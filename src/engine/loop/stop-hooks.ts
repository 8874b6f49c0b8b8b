/**
 * The loop's side of the repository's hooks (src/engine/project/hooks.ts): the `Stop` hooks, asked
 * when the model ends its turn, and `continue: false`, which ends the run before the next
 * request. A Stop hook that blocks (exit 2, `decision: "block"`) makes the loop go on once
 * with its reason as a new message; on the re-check `stop_hook_active` is true, and a second
 * block is recorded but not obeyed, so a hook cannot keep a run going forever
 * (https://docs.anthropic.com/en/docs/claude-code/hooks, "Stop and SubagentStop Input").
 */
import type { HookResponse, StopAnswer } from '../project/hooks.js';
import type { MessageParam } from '../model/types.js';
import type { HookResponseEvent, LoopEvent, TerminalReason } from '../events/stream.js';

/** What the loop asks of the hooks. */
export interface LoopHooks {
  /** Runs the Stop hooks (none configured: an empty answer). */
  stop(stopHookActive: boolean, signal: AbortSignal): Promise<StopAnswer>;
  /** The `stopReason` once a hook answered `continue: false`. */
  halted(): string | undefined;
}

/** The part of the loop's state the Stop hooks read and write. */
interface StopState {
  readonly messages: readonly MessageParam[];
  readonly stopHookActive: boolean;
}

interface StopContext {
  signal: AbortSignal;
  base: { session_id: string; parent_tool_use_id: string | null };
  uuid: () => string;
}

/** Told to the model with a Stop hook's reason, as Claude Code words it. */
export const STOP_HOOK_FEEDBACK = 'Stop hook feedback:';

/**
 * The model stopped and the run would end `completed`: the state to go on with when a Stop
 * hook blocks (first time only), else undefined.
 */
export async function* continueAfterStop<S extends StopState>(
  hooks: LoopHooks,
  state: S,
  context: StopContext,
): AsyncGenerator<LoopEvent, S | undefined> {
  const answer = await hooks.stop(state.stopHookActive, context.signal);
  for (const response of answer.responses) {
    yield hookResponseEvent(response, context.base.session_id, context.uuid());
  }
  if (!answer.continueWith || state.stopHookActive || hooks.halted()) return undefined;
  const message: MessageParam = {
    role: 'user',
    content: [{ type: 'text', text: `${STOP_HOOK_FEEDBACK}\n${answer.continueWith}` }],
  };
  yield {
    type: 'user',
    message: { role: 'user', content: message.content },
    ...context.base,
    uuid: context.uuid(),
    isSynthetic: true,
  };
  return { ...state, messages: [...state.messages, message], stopHookActive: true };
}

/** The ending when a hook answered `continue: false`, else undefined. */
export function hookHalt(
  hooks: LoopHooks | undefined,
): { reason: TerminalReason; error: string } | undefined {
  const why = hooks?.halted();
  if (why === undefined) return undefined;
  return { reason: 'hook_stopped', error: `A hook stopped the run (continue: false): ${why}` };
}

export function hookResponseEvent(
  response: HookResponse,
  sessionId: string,
  uuid: string,
): HookResponseEvent {
  return { type: 'system', subtype: 'hook_response', ...response, session_id: sessionId, uuid };
}
