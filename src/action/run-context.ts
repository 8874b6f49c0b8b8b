/**
 * What every step of an action run shares: the validated inputs, what the runner
 * provides, the accepted trigger and the GitHub client. Built once by `run()`
 * in src/main.ts (the only reader of the environment) and passed down.
 */
import * as core from '@actions/core';
import { createRedactor } from '../safety/secrets.js';
import type { ActionInputs } from './inputs.js';
import type { RunIdentity } from '../github/identity.js';
import type { GitHubClient } from '../github/octokit.js';
import type { Trigger } from '../github/trigger.js';
import type { ProviderConfig } from '../model/providers.js';
import type { FinalAnswerCheck } from '../loop/structured-output.js';

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
  /** Where the model runs (inputs over the step's environment: src/action/provider.ts). */
  provider: ProviderConfig;
  runner: RunnerEnvironment;
  trigger: Trigger;
  client: GitHubClient;
  /** Who the token writes as: the one source for recognising the action's own writes. */
  identity: RunIdentity;
  redact: (text: string) => string;
  secrets: string[];
  /** The action's own environment: tools get a filtered copy, the sandbox hides runner folders. */
  env: NodeJS.ProcessEnv;
  startedAt: number;
  /** Aborted by SIGINT/SIGTERM: the loop stops and the run still saves and reports. */
  signal: AbortSignal;
  /** Link to this workflow run. */
  runUrl: string;
  /** Input json_schema, compiled: what the final answer must be. */
  structuredOutput?: FinalAnswerCheck;
  /**
   * Least pause between progress-comment edits (default 3 s); set only by tests
   * (AGENT_LOOP_COMMENT_INTERVAL_MS) so counts of edits do not hang on wall time.
   */
  commentIntervalMs?: number;
}

/** The run with more values to mask (in the log too), e.g. those an MCP configuration took. */
export function withSecrets(run: ActionRun, values: readonly string[]): ActionRun {
  if (values.length === 0) return run;
  for (const value of values) if (value.trim()) core.setSecret(value);
  const secrets = [...run.secrets, ...values];
  return { ...run, secrets, redact: createRedactor(secrets) };
}
