/**
 * The self-check before publishing, as an action run asks for it (docs/self-check.md): a fix,
 * a task, a CI fix or a plan's execution that can publish (not a fork's read-only answer) has
 * its one loop check its work with the `self_check` inputs; when `self_check` is false the
 * result says it was skipped and why.
 */
import type { SelfCheckOptions } from '../../engine/self-check/self-check.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import type { AgentOutcome, AgentPart, ModePolicy } from '../run/policy.js';
import type { ActionRun } from '../run/run-context.js';

/** True when the run's work is published and so checked first. */
function checksWork(policy: ModePolicy, prepared: PreparedWorkspace): boolean {
  return policy.checksWork === true && !prepared.readOnly && Boolean(prepared.branch);
}

/** The parts with the self-check on the run's one loop, when the run checks its work. */
export function withSelfCheck(
  run: ActionRun,
  policy: ModePolicy,
  prepared: PreparedWorkspace,
  parts: AgentPart[],
): AgentPart[] {
  const { inputs } = run;
  const only = parts.length === 1 ? parts[0] : undefined;
  if (!only || !inputs.selfCheck || !checksWork(policy, prepared)) return parts;
  const selfCheck: SelfCheckOptions = {
    baseSha: prepared.startSha,
    ...(inputs.checkCommands.length > 0 ? { commands: inputs.checkCommands } : {}),
    timeoutMinutes: inputs.checkTimeoutMinutes,
    rounds: inputs.selfCheckRounds,
  };
  return [{ ...only, selfCheck }];
}

/** With `self_check: false`, a run that would have checked its work says it did not. */
export function noteSelfCheckOff(
  run: ActionRun,
  policy: ModePolicy,
  prepared: PreparedWorkspace,
  agent: AgentOutcome,
): void {
  if (run.inputs.selfCheck || !agent.result || !checksWork(policy, prepared)) return;
  agent.result.self_check = {
    status: 'skipped',
    reason: 'the self_check input is false',
    rounds: 0,
    checks: [],
    findings: [],
    not_checked: [],
  };
}
