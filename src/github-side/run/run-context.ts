/**
 * What every step of an action run shares: the validated inputs, what the runner
 * provides, the accepted trigger and the GitHub client. Built once by `run()`
 * in src/main.ts (the only reader of the environment) and passed down.
 */
import type { RunTracing } from '../../engine/telemetry/index.js';
import type { Secrets } from '../../engine/safety/secrets.js';
import type { RunLog } from './run-log.js';
import type { ActionInputs } from './inputs.js';
import type { RunIdentity } from '../github/identity.js';
import type { GitHubClient } from '../github/octokit.js';
import type { StagedWrites } from '../staged/staged-writes.js';
import type { Trigger } from '../github/trigger.js';
import type { RawIssueComment } from '../github/context.js';
import type { ProviderConfig } from '../../engine/model/providers.js';
import type { FinalAnswerCheck } from '../../engine/loop/structured-output.js';

/** What the runner provides (docs/contract.md#action-inputs-and-outputs). */
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
  /** Where the model runs (inputs over the step's environment: src/github-side/action/provider.ts). */
  provider: ProviderConfig;
  runner: RunnerEnvironment;
  trigger: Trigger;
  client: GitHubClient;
  /** Who the token writes as: the one source for recognising the action's own writes. */
  identity: RunIdentity;
  /** Masks every secret the run knows (`secrets.redact`, so later additions count). */
  redact: (text: string) => string;
  /** The run's one secrets object: parts add to it (`secrets.add`), never copy it. */
  secrets: Secrets;
  /** The Actions log: redacts and escapes workflow commands in every message. */
  log: RunLog;
  /**
   * What every posted text passes (the client applies it to each write; the step
   * summary calls it): secrets masked, foreign images and links made text.
   */
  outgoing: (text: string) => string;
  /** The action's own environment: tools get a filtered copy, the sandbox hides runner folders. */
  env: NodeJS.ProcessEnv;
  startedAt: number;
  /** Aborted by SIGINT/SIGTERM: the loop stops and the run still saves and reports. */
  signal: AbortSignal;
  /**
   * The issue's or PR's comments as read once at the start (before the run wrote any),
   * NOT sanitized: only for finding the action's own comments by author and marker.
   */
  discussion?: Promise<readonly RawIssueComment[]>;
  /** Link to this workflow run. */
  runUrl: string;
  /**
   * A staged run (input `staged`): the writes it would have made, kept instead of made. The
   * client records its own; the push is given this (src/github-side/git/push.ts).
   */
  staged?: StagedWrites;
  /** Input json_schema, compiled: what the final answer must be. */
  structuredOutput?: FinalAnswerCheck;
  /** The run's tracer when an OTLP endpoint is set (src/engine/telemetry/). */
  tracing?: RunTracing;
  /**
   * Least pause between progress-comment edits (default 3 s); set only by tests
   * (AGENT_LOOP_COMMENT_INTERVAL_MS) so counts of edits do not hang on wall time.
   */
  commentIntervalMs?: number;
}
