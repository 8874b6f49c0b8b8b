/** What the policies share: the loop's tools from the inputs, and the body of a run's pull request. */
import { renderPullRequestBody } from '../../report/final-report.js';
import { describeTerminalReason } from '../../report/terminal-reason.js';
import type { ActionInputs } from '../../run/inputs.js';
import type { FinishedWork, ToolSettings, TreeTrust } from '../../run/policy.js';
import type { PreparedWorkspace } from '../../git/workspace.js';
import type { TaskContext } from '../../github/context.js';
import { isForkPull } from '../../github/gate.js';
import type { ActionRun } from '../../run/run-context.js';
import type { NetworkPreset } from '../../../engine/sandbox/network-setting.js';

/**
 * The network of a run a writer asked for when allowed_domains is unset: the package
 * registries on the repository's own code, none on a fork's (a read-only checkout).
 */
export function writerNetwork(prepared: PreparedWorkspace): NetworkPreset {
  return prepared.readOnly ? 'none' : 'package-registries';
}

/** The tools `allowed_tools` and `disallowed_tools` name, and no others. */
export function defaultTools(inputs: ActionInputs): ToolSettings {
  return {
    allowedTools: inputs.allowedTools,
    disallowedTools: inputs.disallowedTools,
    extraTools: [],
  };
}

/**
 * The pull request body for the work: the agent's summary, the run link, who
 * asked, and why the work is partial when it is; redacted.
 */
export function pullRequestBody(
  run: ActionRun,
  work: Pick<FinishedWork, 'agent' | 'partial'>,
  about: { issueNumber: number; memoryBlock: string } | { prompt: string; memoryBlock?: string },
  section?: string,
): string {
  return renderPullRequestBody(
    {
      ...about,
      summary: work.agent.result?.result ?? '',
      runUrl: run.runUrl,
      requester: run.trigger.actor.login,
      ...(work.partial ? { partialReason: describeTerminalReason(work.partial) } : {}),
      ...(section ? { section } : {}),
      ...(work.agent.result?.self_check ? { selfCheck: work.agent.result.self_check } : {}),
    },
    run.redact,
  );
}

/**
 * The trusted tree of a run on an issue, a pull request or a schedule: the base branch
 * (a pull request's base), which is the checkout only on a new branch's first run. A
 * fork's head and every pull_request_target run hold code no writer vouched for.
 */
export function defaultTrust(
  run: ActionRun,
  context: TaskContext,
  prepared: PreparedWorkspace,
): TreeTrust {
  const pull = context.pullRequest;
  const untrusted =
    run.runner.eventName === 'pull_request_target'
      ? 'this is a pull_request_target run'
      : pull && isForkPull(pull.headRepository ?? null, run.trigger.repo)
        ? "the checkout is a fork's pull request"
        : undefined;
  return {
    ...(untrusted ? { untrusted } : {}),
    baseBranch: context.baseBranch,
    ...(pull ? { baseSha: pull.baseSha } : {}),
    checkoutIsBase: prepared.startsFromBase && !run.trigger.isPullRequest,
  };
}
