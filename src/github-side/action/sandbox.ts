/** The tool boundary of an action run (see src/engine/sandbox): opened after the credentials are hidden. */
import { dirname, isAbsolute } from 'node:path';
import {
  boundaryWarnings,
  startSandbox,
  type AllowedDomains,
  type StartedSandbox,
} from '../../engine/sandbox/index.js';
import type { ActionRun } from '../run/run-context.js';
import type { AddedFolder } from '../../engine/sandbox/mount-plan.js';
import { errorMessage } from '../../engine/text/error-message.js';

/** The runner's command files and event payload live in folders the tools must not see. */
const RUNNER_FILE_VARIABLES = [
  'GITHUB_ENV',
  'GITHUB_OUTPUT',
  'GITHUB_PATH',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
  'GITHUB_EVENT_PATH',
];

/**
 * Starts the boundary (set up while the first model request is in flight; the
 * first tool process waits for it); throws only for `sandbox: required` on a host
 * that cannot have one. The log says how it came up once it has.
 */
export async function openRunSandbox(
  run: ActionRun,
  allowedDomains: AllowedDomains = run.inputs.allowedDomains,
  showReadOnly: readonly string[] = [],
  /** A change set's other repositories (docs/contract.md#change-sets), at their own paths. */
  added: readonly AddedFolder[] = [],
): Promise<StartedSandbox> {
  const { env, inputs, runner } = run;
  const runnerFiles = RUNNER_FILE_VARIABLES.flatMap((name) =>
    env[name] ? [dirname(env[name])] : [],
  );
  const sandbox = await startSandbox({
    mode: inputs.sandbox,
    allowedDomains,
    workspace: runner.workspace,
    // Beside the checkout, in the runner's work folder hidden below: shown at their own paths.
    ...(added.length > 0 ? { added } : {}),
    // The runner's work folder (every repository it checked out, _temp, _actions) too.
    hide: [
      runner.runnerTemp,
      ...(env.HOME ? [env.HOME] : []),
      ...runnerFiles,
      ...(env.RUNNER_WORKSPACE && isAbsolute(env.RUNNER_WORKSPACE)
        ? [dirname(env.RUNNER_WORKSPACE)]
        : []),
    ],
    // Tools set up by earlier steps (setup-node, setup-python) stay usable.
    showReadOnly: [
      ...(env.RUNNER_TOOL_CACHE && isAbsolute(env.RUNNER_TOOL_CACHE)
        ? [env.RUNNER_TOOL_CACHE]
        : []),
      ...showReadOnly,
    ],
    ...(env.PATH ? { path: env.PATH } : {}),
    ...(env.AGENT_LOOP_SANDBOX_USER ? { userName: env.AGENT_LOOP_SANDBOX_USER } : {}),
  });
  void sandbox.ready.then(
    (status) => {
      if (status.warning) run.log.warning(status.warning);
      else run.log.info(status.description);
      for (const line of boundaryWarnings(status)) run.log.warning(line);
    },
    (error: unknown) => run.log.error(errorMessage(error)),
  );
  return sandbox;
}

/** Closes the boundary; returns what went wrong, if anything. */
export async function closeRunSandbox(
  sandbox: StartedSandbox | undefined,
): Promise<string | undefined> {
  try {
    await sandbox?.close();
    return undefined;
  } catch (error) {
    return `Handing the workspace back from the sandbox failed: ${errorMessage(error)}`;
  }
}
