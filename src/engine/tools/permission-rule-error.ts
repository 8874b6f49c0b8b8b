import { AgentLoopError } from '../errors/agent-loop-error.js';

/**
 * A permission rule that cannot be used (docs/contract.md#tools): its grammar, its tool's
 * name, or its path or domain specifier. Whoever read the rule names where it came from.
 */
export class PermissionRuleError extends AgentLoopError<'permission_rule'> {
  override readonly name = 'PermissionRuleError';
  get kind() {
    return 'permission_rule' as const;
  }
}
