/**
 * The result line of a session (session.ts): how the loop ended, what the whole run spent,
 * the final answer redacted, always the last line of the stream.
 */
import type { Accounting } from '../budgets/accounting.js';
import type { ResultEvent, ResultSubtype, TerminalReason } from '../events/stream.js';
import type { Terminal } from '../loop/loop-state.js';
import { redactStructured } from '../safety/structured-redaction.js';

const SUBTYPES: Partial<Record<TerminalReason, ResultSubtype>> = {
  completed: 'success',
  // The work so far is kept and an amended plan waits: a success that needs a person.
  needs_approval: 'success',
  max_turns: 'error_max_turns',
  budget_exhausted: 'error_max_budget_usd',
};

/** The run's result line, from how its loop ended and what the whole run spent. */
export function buildResult(input: {
  terminal: Terminal | undefined;
  accounting: Accounting;
  internalError: string | undefined;
  sessionId: string;
  durationMs: number;
  uuid: string;
  redact: (text: string) => string;
}): ResultEvent {
  const { terminal } = input;
  const reason: TerminalReason = terminal?.reason ?? 'model_error';
  const state = terminal?.state;
  const { accounting } = input;
  const errors = [
    ...(terminal?.error ? [terminal.error] : []),
    ...(input.internalError ? [`Internal error: ${input.internalError}`] : []),
  ].map(input.redact);
  const answer =
    state?.finalAnswer && reason === 'completed'
      ? redactStructured(state.finalAnswer.value, input.redact)
      : undefined;
  return {
    type: 'result',
    subtype: SUBTYPES[reason] ?? 'error_during_execution',
    is_error: SUBTYPES[reason] !== 'success',
    terminal_reason: reason,
    num_turns: state?.turnCount ?? 0,
    total_cost_usd: roundUsd(accounting.costUsd),
    usage: { ...accounting.usage },
    duration_ms: input.durationMs,
    duration_api_ms: Math.round(accounting.apiDurationMs),
    result: answer?.spread
      ? JSON.stringify(answer.value)
      : input.redact(state?.lastAssistantText ?? ''),
    session_id: input.sessionId,
    permission_denials: [...(state?.permissionDenials ?? [])],
    modelUsage: Object.fromEntries(
      Object.entries(accounting.modelUsage).map(([model, entry]) => [
        model,
        { ...entry, costUSD: roundUsd(entry.costUSD) },
      ]),
    ),
    ...(answer ? { structured_output: answer.value } : {}),
    ...(errors.length > 0 ? { errors } : {}),
    uuid: input.uuid,
  };
}

/** Cost to a millionth of a dollar: enough precision, no float noise. */
function roundUsd(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
