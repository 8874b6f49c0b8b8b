/**
 * What every step of an action run shares: the validated inputs, what the runner
 * provides, the accepted trigger and the GitHub client. Built once by `run()`
 * in src/main.ts (the only reader of the environment) and passed down.
 */
import type { ActionInputs } from './inputs.js';
import type { GitHubClient } from '../github/octokit.js';
import type { Trigger } from '../github/trigger.js';

/** What the runner provides (CONTRACT.md §4). */
export interface RunnerEnvironment {
  eventName: string;
  eventPath: string;
  repository: string;
  workspace: string;
  apiUrl: string;
  serverUrl: string;
  runId: string;
  runAttempt: number;
  actor: string;
  runnerTemp: string;
}

/** One accepted request, from the gate to the report. */
export interface ActionRun {
  inputs: ActionInputs;
  runner: RunnerEnvironment;
  trigger: Trigger;
  client: GitHubClient;
  redact: (text: string) => string;
  secrets: string[];
  /** The action's own environment: tools get a filtered copy, the sandbox hides runner folders. */
  env: NodeJS.ProcessEnv;
  startedAt: number;
  /** Aborted by SIGINT/SIGTERM: the loop stops and the run still saves and reports. */
  signal: AbortSignal;
  /** Link to this workflow run. */
  runUrl: string;
}
