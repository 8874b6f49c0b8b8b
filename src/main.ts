/**
 * The action's entry: inputs → event → trigger → gate, then the request's own
 * steps (src/action/request.ts: acknowledge → context → workspace → agent →
 * publish → report). The only place that reads the runner's environment and
 * the action inputs, and the only caller of `core.setFailed`. Whatever fails
 * after the gate, the progress comment ends in a terminal state and partial
 * work is committed and pushed.
 */
import * as core from '@actions/core';
import { readFileSync } from 'node:fs';
import { InputError, parseActionInputs, type ActionInputs } from './action/inputs.js';
import { actionProvider } from './action/provider.js';
import { handleRequest } from './action/request.js';
import type { RunnerEnvironment } from './action/run-context.js';
import { parseEvent } from './github/event.js';
import { checkGate, parseAllowedBots } from './github/gate.js';
import { createRunIdentity } from './github/identity.js';
import { createGitHubClient } from './github/octokit.js';
import { detectTrigger, type Trigger } from './github/trigger.js';
import { runUrl } from './report/links.js';
import { escapeWorkflowCommands } from './safety/log-safety.js';
import { prepareShellParser } from './tools/shell-parser.js';
import { ProviderConfigError, type ProviderConfig } from './model/providers.js';
import {
  createRedactor,
  secretValuesFromCredentialsFile,
  secretValuesFromEnvironment,
} from './safety/secrets.js';

/** The tests' hook for the progress comment's base interval (ms); unset in real runs. */
function commentIntervalHook(env: NodeJS.ProcessEnv): number | undefined {
  const value = Number(env.AGENT_LOOP_COMMENT_INTERVAL_MS);
  return env.AGENT_LOOP_COMMENT_INTERVAL_MS && Number.isFinite(value) && value >= 0
    ? value
    : undefined;
}

function readRunnerEnvironment(env: NodeJS.ProcessEnv): RunnerEnvironment {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new InputError(`${name} is not set: this must run as a GitHub Actions step`);
    return value;
  };
  return {
    eventName: required('GITHUB_EVENT_NAME'),
    eventPath: required('GITHUB_EVENT_PATH'),
    repository: required('GITHUB_REPOSITORY'),
    workspace: required('GITHUB_WORKSPACE'),
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
    runId: env.GITHUB_RUN_ID || '0',
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT || '1') || 1,
    actor: env.GITHUB_ACTOR || '',
    runnerTemp: env.RUNNER_TEMP || env.TMPDIR || '/tmp',
  };
}

/** Every output of action.yml with its value when the run never gets that far. */
const OUTPUT_DEFAULTS = {
  conclusion: 'skipped',
  terminal_reason: '',
  num_turns: '0',
  total_cost_usd: '0',
  branch_name: '',
  pr_url: '',
  comment_id: '',
  execution_file: '',
  session_id: '',
  review_id: '',
  comments_posted: '0',
} as const;

export async function run(): Promise<void> {
  const startedAt = Date.now();
  // Set up front so a skipped or failed run still has every output (steps read
  // `steps.<id>.outputs.*` unconditionally); later values replace these.
  for (const [name, value] of Object.entries(OUTPUT_DEFAULTS)) core.setOutput(name, value);
  let inputs: ActionInputs;
  let runner: RunnerEnvironment;
  try {
    // The Bash parser is loaded only when a Bash rule needs it (cold start).
    await prepareShellParser([core.getInput('allowed_tools'), core.getInput('disallowed_tools')]);
    inputs = parseActionInputs((name) => core.getInput(name));
    runner = readRunnerEnvironment(process.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
    return;
  }
  const secrets = [
    inputs.anthropicApiKey,
    inputs.anthropicAuthToken,
    inputs.githubToken,
    ...secretValuesFromEnvironment(process.env),
    // The auth action's credentials file (a key, a token) is masked and kept out of commits.
    ...secretValuesFromCredentialsFile(process.env.GOOGLE_APPLICATION_CREDENTIALS),
  ].filter((value) => value.length > 0);
  for (const secret of secrets) core.setSecret(secret);
  const redact = createRedactor(secrets);

  // 1. Event → trigger.
  let trigger: Trigger;
  try {
    const payload: unknown = JSON.parse(readFileSync(runner.eventPath, 'utf8'));
    const event = parseEvent({
      eventName: runner.eventName,
      payload,
      repository: runner.repository,
      actor: runner.actor,
    });
    const decision = detectTrigger(event, {
      triggerPhrase: inputs.triggerPhrase,
      labelTrigger: inputs.labelTrigger,
      assigneeTrigger: inputs.assigneeTrigger,
      prompt: inputs.prompt,
      reviewDrafts: inputs.reviewDrafts,
    });
    if (!decision.triggered) {
      // The reason can quote the event (a label name): keep it from steering the runner.
      core.info(escapeWorkflowCommands(`agent-loop skipped: ${redact(decision.reason)}`));
      return;
    }
    trigger = decision.trigger;
  } catch (error) {
    fail(`Cannot read the ${runner.eventName} event: ${redact(messageOf(error))}`);
    return;
  }
  let provider: ProviderConfig;
  try {
    provider = actionProvider(inputs, process.env);
  } catch (error) {
    if (!(error instanceof ProviderConfigError)) throw error;
    fail(error.message);
    return;
  }
  if (!inputs.githubToken) {
    fail('Input github_token is empty');
    return;
  }

  // 2. Gate.
  const client = createGitHubClient({
    token: inputs.githubToken,
    baseUrl: runner.apiUrl,
    // A rate-limit wait may last until shortly before the run's own deadline.
    retry: { deadline: startedAt + inputs.timeoutMinutes * 60_000 },
    log: (message) => core.info(redact(message)),
  });
  // Who the token writes as, learnt once for the whole run (src/github/identity.ts).
  const identity = createRunIdentity({
    client,
    warn: (message) => core.warning(escapeWorkflowCommands(redact(message))),
  });
  const gate = await checkGate({
    client,
    trigger,
    allowedBots: parseAllowedBots(inputs.allowedBots),
    identity,
  });
  if (!gate.allowed) {
    core.warning(escapeWorkflowCommands(`agent-loop refused to run: ${redact(gate.reason)}`));
    return;
  }
  core.info(`Request from @${trigger.actor.login} accepted: ${gate.reason}`);

  // From here on a cancel must not kill the process: it stops the loop, and the
  // run still commits, pushes and reports.
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    core.warning(`Received ${signal}: stopping the agent and saving its work`);
    controller.abort('aborted');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const failure = await handleRequest({
      inputs,
      provider,
      runner,
      trigger,
      client,
      identity,
      redact,
      secrets,
      env: process.env,
      startedAt,
      signal: controller.signal,
      runUrl: runUrl(runner.serverUrl, runner.repository, runner.runId),
      commentIntervalMs: commentIntervalHook(process.env),
    });
    if (failure) fail(`agent-loop did not complete: ${failure}`);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function fail(message: string): void {
  core.setOutput('conclusion', 'failure');
  core.setFailed(message);
}
