/**
 * The agent step of an action run: the loop runs with the checkout's
 * credentials hidden and every tool process inside the boundary; its events go
 * to the transcript, the Actions log, the progress comment and the policy.
 */
import * as core from '@actions/core';
import { join } from 'node:path';
import { hideGitCredentials, type HiddenCredentials } from '../git/credentials.js';
import { describeApiError } from '../github/octokit.js';
import type { ResultEvent } from '../loop/events.js';
import { runSession } from '../loop/session.js';
import { openTranscript } from '../loop/transcript.js';
import { createAnthropicModel } from '../model/anthropic.js';
import { escapeWorkflowCommands } from '../safety/log-safety.js';
import type { Sandbox, SandboxStatus } from '../sandbox/index.js';
import type { ToolSettings } from './policy.js';
import type { ProgressReporter } from './progress.js';
import type { ActionRun } from './run-context.js';
import { closeRunSandbox, openRunSandbox } from './sandbox.js';
import { createTurnLog } from './turn-log.js';

/** What the agent step leaves for publishing and the report. */
export interface AgentOutcome {
  result?: ResultEvent;
  sandboxStatus?: SandboxStatus;
  /** Failures of the step's own set-up and tear-down (the loop's are in the result). */
  errors: string[];
}

/** Where the transcript of this run attempt goes. */
export function executionFilePath(run: ActionRun): string {
  const { runnerTemp, runId, runAttempt } = run.runner;
  return join(runnerTemp, `agent-loop-${runId}-${runAttempt}.jsonl`);
}

/** Runs the loop on `prompt`; never throws: a failure is in `errors`. */
export async function runAgent(
  run: ActionRun,
  prompt: string,
  tools: ToolSettings,
  progress: ProgressReporter,
): Promise<AgentOutcome> {
  const outcome: AgentOutcome = { errors: [] };
  try {
    await runLoop(run, prompt, tools, progress, outcome);
  } catch (error) {
    const message = `Running the agent failed: ${run.redact(describeApiError(error))}`;
    outcome.errors.push(message);
    core.error(escapeWorkflowCommands(message));
  }
  return outcome;
}

async function runLoop(
  run: ActionRun,
  prompt: string,
  tools: ToolSettings,
  progress: ProgressReporter,
  outcome: AgentOutcome,
): Promise<void> {
  const { inputs, runner, redact } = run;
  // The transcript first: if it cannot be opened, the credentials were never hidden.
  const executionFile = executionFilePath(run);
  const transcript = openTranscript(executionFile, redact);
  core.setOutput('execution_file', executionFile);
  let hidden: HiddenCredentials | undefined;
  let sandbox: Sandbox | undefined;
  try {
    hidden = await hideGitCredentials(runner.workspace);
    // After the credentials are hidden: the tool user must not see them either.
    sandbox = await openRunSandbox(run);
    outcome.sandboxStatus = sandbox.status;
    const session = runSession({
      prompt,
      workspaceRoot: runner.workspace,
      model: inputs.model,
      fallbackModel: inputs.fallbackModel || undefined,
      ...(inputs.effort === undefined ? {} : { effort: inputs.effort }),
      maxTurns: inputs.maxTurns,
      maxBudgetUsd: inputs.maxBudgetUsd,
      timeoutMinutes: inputs.timeoutMinutes,
      allowedTools: tools.allowedTools,
      disallowedTools: tools.disallowedTools,
      ...(tools.extraTools.length > 0 ? { extraTools: tools.extraTools } : {}),
      callModel: createAnthropicModel({
        apiKey: inputs.anthropicApiKey,
        baseURL: inputs.anthropicBaseUrl || undefined,
      }),
      secrets: run.secrets,
      signal: run.signal,
      env: run.env,
      toolResultDirectory: join(runner.runnerTemp, `agent-loop-${runner.runId}-tool-results`),
      spawner: sandbox.spawner,
    });
    const log = createTurnLog(redact);
    for await (const event of session) {
      transcript.write(event);
      log(event);
      if (event.type === 'result') outcome.result = event;
      else progress.observe(event);
    }
    log(undefined);
  } finally {
    transcript.close();
    // Every tool process dies and the workspace is handed back before any git step.
    const closing = await closeRunSandbox(sandbox);
    if (closing) outcome.errors.push(redact(closing));
    await hidden?.restore();
  }
}
