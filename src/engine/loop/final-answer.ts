/**
 * The final-answer check: an answer without tools ends the run, unless the run's
 * `finalAnswer` (structured output) refuses it.
 */
import type { Message, MessageParam } from '../model/types.js';
import type { LoopEvent } from '../events/stream.js';
import type { Run } from './loop-run.js';
import type { LoopState, Terminal } from './loop-state.js';

/** Corrective turns a final answer refused by `finalAnswer` gets. */
export const MAX_ANSWER_CORRECTIONS = 1;

/**
 * The model answered without tools: the run is complete, unless `finalAnswer` refuses
 * the answer; then one hidden message says what is wrong and the loop goes on.
 */
export async function* checkFinalAnswer(
  run: Run,
  state: LoopState,
  message: Message,
): AsyncGenerator<LoopEvent, LoopState | Terminal> {
  const expected = run.params.finalAnswer;
  const done = run.params.completedAs?.() ?? 'completed';
  if (!expected) return { reason: done, state };
  const text = message.content
    .flatMap((block) => (block.type === 'text' ? [block.text] : []))
    .join('');
  const verdict = expected.check(text);
  if (verdict.ok) return { reason: done, state: { ...state, finalAnswer: verdict } };
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
