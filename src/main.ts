/**
 * The action's entry: inputs → a first look at the event, then the rest
 * (src/github-side/action/start.ts: event → trigger → gate → the request's steps), loaded
 * only when the event may be a request. The only place that reads the runner's
 * environment and the action inputs. Most events on a busy repository are
 * comments that do not mention the agent: they end here, after reading only
 * what this file imports (bench/cold-start), which is why it speaks the
 * runner's protocol itself (src/github-side/action/runner-io.ts) instead of @actions/core.
 */
import { readFileSync } from 'node:fs';
import { InputError, parseActionInputs, type ActionInputs } from './github-side/run/inputs.js';
import { addMask, fail, getInput, info, setOutput } from './github-side/action/runner-io.js';
import type { RunnerEnvironment } from './github-side/run/run-context.js';
import { certainSkip } from './github-side/github/trigger-prefilter.js';
import { escapeWorkflowCommands } from './engine/safety/log-safety.js';
import { prepareShellParser } from './engine/tools/shell-parser.js';
import {
  Secrets,
  secretValuesFromCredentialsFile,
  secretValuesFromEnvironment,
} from './engine/safety/secrets.js';
import { errorMessage } from './engine/text/error-message.js';

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
  pr_urls: '[]',
  comment_id: '',
  execution_file: '',
  session_id: '',
  review_id: '',
  comments_posted: '0',
  findings_fixed: '0',
  findings_dismissed: '0',
  structured_output: '',
  plan_comment_id: '',
  approved_by: '',
  staged_writes: '',
  self_check: 'skipped',
} as const;

export async function run(): Promise<void> {
  const startedAt = Date.now();
  // Set up front so a skipped or failed run still has every output (steps read
  // `steps.<id>.outputs.*` unconditionally); later values replace these.
  for (const [name, value] of Object.entries(OUTPUT_DEFAULTS)) setOutput(name, value);
  let inputs: ActionInputs;
  let runner: RunnerEnvironment;
  try {
    // The Bash parser is loaded only when a Bash rule needs it (cold start).
    await prepareShellParser([getInput('allowed_tools'), getInput('disallowed_tools')]);
    inputs = parseActionInputs((name) => getInput(name));
    runner = readRunnerEnvironment(process.env);
  } catch (error) {
    fail(errorMessage(error));
    return;
  }
  const secrets = new Secrets(
    [
      inputs.anthropicApiKey,
      inputs.anthropicAuthToken,
      inputs.githubToken,
      inputs.sshSigningKey,
      // A log shows a key line by line: each of its lines is masked on its own too.
      ...inputs.sshSigningKey.split(/\r?\n/).map((line) => line.trim()),
      ...secretValuesFromEnvironment(process.env),
      // The auth action's credentials file (a key, a token) is masked and kept out of commits.
      ...secretValuesFromCredentialsFile(process.env.GOOGLE_APPLICATION_CREDENTIALS),
    ],
    addMask,
  );
  const redact = secrets.redact;

  // 1. A first look at the event: a comment that does not mention the agent ends here.
  let payload: unknown;
  try {
    payload = JSON.parse(readFileSync(runner.eventPath, 'utf8'));
  } catch (error) {
    fail(`Cannot read the ${runner.eventName} event: ${redact(errorMessage(error))}`);
    return;
  }
  const skipped = certainSkip(runner.eventName, payload, inputs.triggerPhrase);
  if (skipped) {
    info(escapeWorkflowCommands(`agent-loop skipped: ${redact(skipped)}`));
    return;
  }

  // 2. Event → trigger → gate → request.
  const { start } = await import('./github-side/action/start.js');
  await start({ inputs, runner, payload, secrets, startedAt, env: process.env });
}
