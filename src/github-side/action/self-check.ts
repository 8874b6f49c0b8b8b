/**
 * The self-check before publishing, as an action run asks for it (docs/self-check.md): a fix,
 * a task, a CI fix or a plan's execution that can publish (not a fork's read-only answer) has
 * its one loop check its work with the `self_check` inputs and review its change with the
 * review rules of the trusted tree; when `self_check` is false the result says it was skipped
 * and why.
 */
import type { SelfCheckOptions } from '../../engine/self-check/self-check.js';
import { errorMessage } from '../../engine/text/error-message.js';
import { readTreeEntry } from '../git/tree-files.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import { projectInstructions, REVIEW_RULES_FILE, type TaskContext } from '../github/context.js';
import type { AgentOutcome, AgentPart, ModePolicy } from '../run/policy.js';
import type { ActionRun } from '../run/run-context.js';
import { createSelfReview } from './self-review.js';
import type { TrustedTree } from './trusted-tree.js';

/** True when the run's work is published and so checked first. */
function checksWork(policy: ModePolicy, prepared: PreparedWorkspace): boolean {
  return policy.checksWork === true && !prepared.readOnly && Boolean(prepared.branch);
}

/**
 * The parts with the self-check on the run's one loop, when the run checks its work: its
 * checks, and its review of the change with the review rules `context` carries.
 */
export function withSelfCheck(
  run: ActionRun,
  policy: ModePolicy,
  setting: { prepared: PreparedWorkspace; context: TaskContext },
  parts: AgentPart[],
): AgentPart[] {
  const { prepared, context } = setting;
  const { inputs } = run;
  const only = parts.length === 1 ? parts[0] : undefined;
  if (!only || !inputs.selfCheck || !checksWork(policy, prepared)) return parts;
  const selfCheck: SelfCheckOptions = {
    baseSha: prepared.startSha,
    ...(inputs.checkCommands.length > 0 ? { commands: inputs.checkCommands } : {}),
    timeoutMinutes: inputs.checkTimeoutMinutes,
    rounds: inputs.selfCheckRounds,
  };
  return [
    { ...only, selfCheck, selfReview: (loops) => createSelfReview({ run, context, ...loops }) },
  ];
}

/**
 * The context with the review rules (`.github/agent-review.md`) of the trusted tree, for the
 * self-review of a run that checks its work: read from the commit the run's policy trusts
 * (the base branch's), never from a branch an earlier run or a pull request wrote.
 */
export async function withSelfReviewRules(
  run: ActionRun,
  policy: ModePolicy,
  context: TaskContext,
  trusted: { tree: TrustedTree; prepared: PreparedWorkspace },
): Promise<TaskContext> {
  const { tree, prepared } = trusted;
  if (!run.inputs.selfCheck || context.reviewRules || !checksWork(policy, prepared)) return context;
  let entry: Awaited<ReturnType<typeof readTreeEntry>>;
  try {
    const { commit } = await tree.commit();
    entry = await readTreeEntry(prepared.repository, commit, REVIEW_RULES_FILE);
  } catch (error) {
    // The review goes on without the project's rules; the run does not fail for them.
    run.log.warning(
      `The self-review runs without ${REVIEW_RULES_FILE}: ${run.redact(errorMessage(error))}`,
    );
    return context;
  }
  if (entry.kind !== 'file' || entry.size > MAX_RULES_BYTES) return context;
  const rules = projectInstructions(
    [{ path: REVIEW_RULES_FILE, text: entry.text }],
    tree.baseBranch,
  );
  return rules ? { ...context, reviewRules: rules } : context;
}

/** A review rules file past this size is not read (as the checks' own files, docs/self-check.md). */
const MAX_RULES_BYTES = 1024 * 1024;

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
