/** The tool boundary of an action run (see src/sandbox): opened after the credentials are hidden. */
import { dirname } from 'node:path';
import { openSandbox, type Sandbox } from '../sandbox/index.js';
import type { ActionRun } from './run-context.js';
import { errorMessage } from '../text/error-message.js';

/** The runner's command files and event payload live in folders the tools must not see. */
const RUNNER_FILE_VARIABLES = [
  'GITHUB_ENV',
  'GITHUB_OUTPUT',
  'GITHUB_PATH',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
  'GITHUB_EVENT_PATH',
];

/** Opens the boundary; throws only for `sandbox: required` on a host that cannot have one. */
export async function openRunSandbox(run: ActionRun): Promise<Sandbox> {
  const { env, inputs, runner } = run;
  const runnerFiles = RUNNER_FILE_VARIABLES.flatMap((name) =>
    env[name] ? [dirname(env[name])] : [],
  );
  const sandbox = await openSandbox({
    mode: inputs.sandbox,
    allowedDomains: inputs.allowedDomains,
    workspace: runner.workspace,
    hide: [runner.runnerTemp, ...(env.HOME ? [env.HOME] : []), ...runnerFiles],
    ...(env.PATH ? { path: env.PATH } : {}),
    ...(env.AGENT_LOOP_SANDBOX_USER ? { userName: env.AGENT_LOOP_SANDBOX_USER } : {}),
  });
  if (sandbox.status.warning) run.log.warning(sandbox.status.warning);
  else run.log.info(sandbox.status.description);
  return sandbox;
}

/** Closes the boundary; returns what went wrong, if anything. */
export async function closeRunSandbox(sandbox: Sandbox | undefined): Promise<string | undefined> {
  try {
    await sandbox?.close();
    return undefined;
  } catch (error) {
    return `Handing the workspace back from the sandbox failed: ${errorMessage(error)}`;
  }
}
