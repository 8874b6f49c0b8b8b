import { AgentLoopError } from '../engine/errors/agent-loop-error.js';

/**
 * What is wrong with the command line: `usage` (a flag, a value), or its arguments:
 * `excess_arguments` (more than the command takes), `missing_argument` (one it needs).
 */
export type UsageErrorKind = 'usage' | 'excess_arguments' | 'missing_argument';

/** A bad command line: exit status 2. Its own module, so what throws it need not load commander. */
export class UsageError extends AgentLoopError<UsageErrorKind> {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    readonly kind: UsageErrorKind = 'usage',
  ) {
    super(message);
  }
}
