/**
 * The run's one way to write to the Actions log: every message is redacted with
 * the run's secrets (as they are when it is written) and its workflow commands
 * escaped, so text from the model, a tool or GitHub can neither show a secret nor
 * steer the runner.
 */
import * as core from '@actions/core';
import { escapeWorkflowCommands } from '../../engine/safety/log-safety.js';

/** Lines, warnings and errors for the job's log. */
export interface RunLog {
  info(message: string): void;
  /** An annotation the run's summary page shows (a decision the user should see). */
  notice(message: string): void;
  warning(message: string): void;
  error(message: string): void;
}

/** A log that masks with `redact` (read at each call) and escapes every message. */
export function createRunLog(redact: (text: string) => string): RunLog {
  const safe = (message: string): string => escapeWorkflowCommands(redact(message));
  return {
    info: (message) => core.info(safe(message)),
    notice: (message) => core.notice(safe(message)),
    warning: (message) => core.warning(safe(message)),
    error: (message) => core.error(safe(message)),
  };
}
