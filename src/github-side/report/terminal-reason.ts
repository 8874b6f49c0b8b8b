/** Why a run ended, in words a maintainer reads on an issue. */
import type { TerminalReason } from '../../engine/events/stream.js';

const WORDS: Record<TerminalReason, string> = {
  completed: 'the agent finished its work',
  needs_approval: 'the work needs more than the approved plan: an amended plan waits for approval',
  max_turns: 'it reached the turn limit (max_turns)',
  budget_exhausted: 'it reached the cost limit (max_budget_usd)',
  timeout: 'it ran out of time (timeout_minutes)',
  aborted: 'the run was cancelled',
  prompt_too_long: 'the conversation grew too long for the model, even after compaction',
  model_error: 'the model API kept failing',
  loop_detected: 'the agent kept repeating the same step',
  refusal: 'the model declined to continue with this request (a refusal)',
  consecutive_errors: 'too many steps in a row failed',
  invalid_structured_output:
    'its final answer did not match the JSON Schema (json_schema), even after one correction',
  quota_exhausted:
    'a budget across runs (budget_daily_usd, budget_monthly_usd or budget_user_daily_usd) had no room for it',
  hook_stopped:
    "a hook of the repository's .claude/settings.json stopped it (continue: false, or it refused the prompt)",
};

/** Every terminal reason a run can report (the record above names each one, so none is missed). */
export const TERMINAL_REASONS = Object.keys(WORDS) as TerminalReason[];

/** A plain-words explanation of `reason`. */
export function describeTerminalReason(reason: TerminalReason | string): string {
  return (WORDS as Record<string, string>)[reason] ?? `it stopped (${reason})`;
}
