/**
 * A run whose event may be a request (src/main.ts took the first look):
 * event → trigger → gate → the policy of the run's kind → the request's own steps
 * (request.ts: acknowledge → context → workspace → agent → publish → report, or one reply). Loaded only then, with the SDK, the
 * GitHub client and the tools. Whatever fails after the gate, the progress
 * comment ends in a terminal state and partial work is committed and pushed.
 */
import { parseEvent } from '../github/event.js';
import { checkGate, parseAllowedBots } from '../github/gate.js';
import { createRunIdentity } from '../github/identity.js';
import { createGitHubClient } from '../github/octokit.js';
import { detectTrigger, type Trigger } from '../github/trigger.js';
import {
  MissingCredentialsError,
  ProviderConfigError,
  type ProviderConfig,
} from '../../engine/model/providers.js';
import { secretsWithheld } from '../github/no-secrets.js';
import { JsonSchemaError, type FinalAnswerCheck } from '../../engine/loop/structured-output.js';
import { runUrl } from '../report/links.js';
import type { Secrets } from '../../engine/safety/secrets.js';
import type { ActionInputs } from '../run/inputs.js';
import { actionModels, actionProvider } from './provider.js';
import { readWorkflowSchema } from './json-schema.js';
import {
  fetchContext,
  listDiscussion,
  type RawIssueComment,
  type TaskContext,
} from '../github/context.js';
import { createRunLog } from '../run/run-log.js';
import type { ActionRun, RunnerEnvironment } from '../run/run-context.js';
import { fail } from './runner-io.js';
import { startTracing, type RunTracing } from '../../engine/telemetry/index.js';
import { errorMessage } from '../../engine/text/error-message.js';
import { writeSpacingHook } from './test-hooks.js';
import { reportStaged, startStaged } from './staged.js';
import type { StagedWrites } from '../staged/staged-writes.js';

/** What the entry read before handing over. */
export interface StartInput {
  inputs: ActionInputs;
  runner: RunnerEnvironment;
  /** The webhook payload, parsed JSON not yet validated. */
  payload: unknown;
  /** The run's one secrets object (main.ts masks each value in the log as it is added). */
  secrets: Secrets;
  startedAt: number;
  env: NodeJS.ProcessEnv;
}

/** The tests' hook for the progress comment's base interval (ms); unset in real runs. */
function commentIntervalHook(env: NodeJS.ProcessEnv): number | undefined {
  const value = Number(env.AGENT_LOOP_COMMENT_INTERVAL_MS);
  return env.AGENT_LOOP_COMMENT_INTERVAL_MS && Number.isFinite(value) && value >= 0
    ? value
    : undefined;
}

/**
 * The policies and the request's steps (with the engine, the SDK and the tools): loaded
 * while the gate asks GitHub, since nothing before the gate needs them.
 */
function loadSteps() {
  const steps = Promise.all([import('./policies/index.js'), import('./request.js')]).then(
    ([policies, request]) => ({
      choosePolicy: policies.choosePolicy,
      handleRequest: request.handleRequest,
    }),
  );
  steps.catch(() => undefined); // a skipped run never waits for it; the gate's does
  return steps;
}
type Steps = Awaited<ReturnType<typeof loadSteps>>;

export async function start(input: StartInput): Promise<void> {
  const { inputs, runner, payload, secrets, env } = input;
  const steps = loadSteps();
  const redact = secrets.redact;
  const log = createRunLog(redact);
  // 1. Event → trigger.
  let trigger: Trigger;
  try {
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
      log.info(`agent-loop skipped: ${decision.reason}`);
      return;
    }
    trigger = decision.trigger;
  } catch (error) {
    fail(`Cannot read the ${runner.eventName} event: ${redact(errorMessage(error))}`);
    return;
  }
  let provider: ProviderConfig | MissingCredentialsError;
  try {
    provider = actionProvider(inputs, env);
  } catch (error) {
    if (!(error instanceof ProviderConfigError)) throw error;
    if (!(error instanceof MissingCredentialsError)) {
      fail(error.message);
      return;
    }
    // No key: a run GitHub gave no secrets is skipped, not failed; any other waits for the gate.
    const withheld = secretsWithheld(trigger.event, runner.actor);
    if (withheld) {
      log.notice(noSecretsNotice(withheld, inputs.triggerPhrase, runner.serverUrl, env));
      return;
    }
    provider = error;
  }
  let models: Pick<ActionInputs, 'model' | 'fallbackModel'> = inputs;
  try {
    if (!(provider instanceof MissingCredentialsError)) models = actionModels(provider, inputs);
  } catch (error) {
    if (!(error instanceof ProviderConfigError)) throw error;
    fail(error.message);
    return;
  }
  if (!inputs.githubToken) {
    fail('Input github_token is empty');
    return;
  }
  let structuredOutput: FinalAnswerCheck | undefined;
  try {
    // A file of the workspace is read after the checkout, from the trusted tree (json-schema.ts).
    structuredOutput = await readWorkflowSchema(inputs.jsonSchema, runner.workspace);
  } catch (error) {
    if (!(error instanceof JsonSchemaError)) throw error;
    fail(`Input json_schema: ${error.message}`);
    return;
  }

  // From here on the run is traced when an OTLP endpoint is set: the gate's requests too.
  const tracing = await startTracing({
    env,
    redact,
    warn: (message) => log.warning(message),
    provider: provider instanceof MissingCredentialsError ? 'anthropic' : provider.provider,
    attributes: {
      'agent_loop.repository': runner.repository,
      'agent_loop.trigger': trigger.source,
      'agent_loop.event': runner.eventName,
      'agent_loop.run_id': runner.runId,
    },
  });
  try {
    await gateAndHandle(
      { ...input, inputs: { ...inputs, ...models }, trigger, provider, structuredOutput, tracing },
      steps,
    );
  } finally {
    await tracing?.end();
  }
}

/** What the request needs after the checks of {@link start}. */
interface AcceptedInput extends StartInput {
  trigger: Trigger;
  /** The error when there are no model credentials: the gate decides between skip and failure. */
  provider: ProviderConfig | MissingCredentialsError;
  structuredOutput: FinalAnswerCheck | undefined;
  tracing: RunTracing | undefined;
}

/** The gate, then the request's own steps (request.ts). */
async function gateAndHandle(input: AcceptedInput, steps: Promise<Steps>): Promise<void> {
  const { inputs, secrets } = input;
  const log = createRunLog(secrets.redact);
  // The posting filter (with its Markdown parser) loads while the first calls only read.
  const posting = import('../../engine/safety/posting.js').then((module) =>
    module.createPostingFilter(secrets.redact, input.runner.serverUrl),
  );
  posting.catch(() => undefined); // awaited below, and by the first write
  // A staged run's writes are kept from GitHub from the client's first request on.
  const staged = startStaged(inputs.staged, input.runner, secrets.redact, log);
  try {
    await gateAndHandleWith(input, steps, { log, posting, staged });
  } finally {
    if (staged) await reportStaged(staged, posting, log);
  }
}

/** {@link gateAndHandle} once the posting filter and the staged record exist. */
async function gateAndHandleWith(
  input: AcceptedInput,
  steps: Promise<Steps>,
  made: {
    log: ActionRun['log'];
    posting: Promise<(text: string) => string>;
    staged: StagedWrites | undefined;
  },
): Promise<void> {
  const { inputs, trigger, tracing } = input;
  const { log, posting, staged } = made;
  // 2. Gate.
  const client = createClient(input, log, posting, staged);
  // Who the token writes as, learnt once for the whole run (src/github-side/github/identity.ts).
  const identity = createRunIdentity({ client, warn: (message) => log.warning(message) });
  // Reading the issue writes nothing and reaches no model, so it goes on while the gate
  // asks GitHub: one round trip fewer before the first model request. (A reply run,
  // remember or usage, drops it.)
  const reading = new AbortController();
  // Read once: the context sanitizes it, a review finds its own summary comment in it.
  const discussion = listDiscussion(client, trigger, reading.signal);
  discussion.catch(() => undefined); // the context's read reports it
  const context = readContext(client, input, reading.signal, discussion);
  context.catch(() => undefined); // a refused run drops it; the request's steps report it
  const gate = await checkGate({
    client,
    trigger,
    allowedBots: parseAllowedBots(inputs.allowedBots),
    identity,
  });
  const { provider } = input;
  if (provider instanceof MissingCredentialsError) {
    reading.abort();
    // A run the gate refuses would have been skipped anyway; a real request fails as before.
    if (gate.allowed) fail(provider.message);
    else log.notice(`agent-loop skipped: ${gate.reason} (and the run has no model credentials)`);
    return;
  }
  const [{ choosePolicy, handleRequest }, outgoing] = await Promise.all([steps, posting]);
  // From here on a cancel must not kill the process: it stops the loop, and the
  // run still commits, pushes and reports.
  const controller = new AbortController();
  const run = actionRun(input, provider, {
    client,
    identity,
    log,
    outgoing,
    signal: controller.signal,
    ...(staged ? { staged } : {}),
    // A run without an issue or PR (automation) listed nothing: its steps list their own.
    ...(trigger.number === undefined ? {} : { discussion }),
  });
  // Chosen once, from the run's kind (src/github-side/github/run-kind.ts): every step after asks it.
  const policy = choosePolicy(run);
  if (!gate.allowed) {
    reading.abort();
    log.warning(`agent-loop refused to run: ${gate.reason}`);
    // Someone without write access is answered when the mode says so (an approval approved nothing).
    const failure = gate.lacksWrite ? await policy.refused?.(gate.reason) : undefined;
    if (failure) log.warning(failure);
    return;
  }
  log.info(`Request from @${trigger.actor.login} accepted: ${gate.reason}`);

  const onSignal = (signal: NodeJS.Signals) => {
    log.warning(`Received ${signal}: stopping the agent and saving its work`);
    controller.abort('aborted');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const failure = await handleRequest(run, policy, context);
    tracing?.annotate({ 'agent_loop.conclusion': failure ? 'failure' : 'success' });
    if (failure) fail(`agent-loop did not complete: ${failure}`);
  } finally {
    // A cancelled run keeps absorbing the runner's later signals (its SIGTERM follows the
    // SIGINT) until it exits: the work is saved and the exit code says so.
    if (!controller.signal.aborted) {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }
}

/** The run's GitHub client: every write goes through the posting filter. */
function createClient(
  input: AcceptedInput,
  log: ActionRun['log'],
  outgoing: Promise<(text: string) => string>,
  staged: StagedWrites | undefined,
) {
  const { inputs, runner, startedAt, env, tracing } = input;
  return createGitHubClient({
    token: inputs.githubToken,
    baseUrl: runner.apiUrl,
    // A rate-limit wait may last until shortly before the run's own deadline.
    retry: {
      deadline: startedAt + inputs.timeoutMinutes * 60_000,
      writeSpacingMs: writeSpacingHook(env, runner.apiUrl),
    },
    log: (message) => log.info(message),
    outgoing,
    ...(tracing ? { observe: tracing.apiRequest } : {}),
    ...(staged ? { staged } : {}),
  });
}

/** What every step of an accepted request reads. */
function actionRun(
  input: AcceptedInput,
  provider: ProviderConfig,
  made: Pick<
    ActionRun,
    'client' | 'identity' | 'log' | 'outgoing' | 'signal' | 'discussion' | 'staged'
  >,
): ActionRun {
  const { inputs, runner, trigger, secrets, env, startedAt, tracing } = input;
  return {
    ...made,
    inputs,
    provider,
    runner,
    trigger,
    redact: secrets.redact,
    secrets,
    env,
    startedAt,
    runUrl: runUrl(runner.serverUrl, runner.repository, runner.runId),
    commentIntervalMs: commentIntervalHook(env),
    ...(input.structuredOutput ? { structuredOutput: input.structuredOutput } : {}),
    ...(tracing ? { tracing } : {}),
  };
}

/**
 * The issue or pull request and its discussion, as the run's steps need them. Reads only,
 * so it begins before the gate has answered; `signal` stops it when the gate refuses.
 */
function readContext(
  client: ActionRun['client'],
  { trigger, inputs }: AcceptedInput,
  signal: AbortSignal,
  discussion: Promise<RawIssueComment[]>,
): Promise<TaskContext> {
  return fetchContext({
    client,
    trigger,
    baseBranch: inputs.baseBranch || undefined,
    instructionsFromCheckout: !trigger.isPullRequest,
    signal,
    discussion,
  });
}

/** Where docs/review.md tells how to review such pull requests (under pull_request_target). */
const REVIEW_DOCS = 'docs/review.md#forks-and-dependabot';

/**
 * The notice of a run GitHub gave no secrets: why, and how to review such pull requests. The
 * link points at this action's own copy of the docs when the runner names it
 * (GITHUB_ACTION_REPOSITORY and GITHUB_ACTION_REF, set for a `uses:` step).
 */
function noSecretsNotice(
  why: string,
  phrase: string,
  serverUrl: string,
  env: NodeJS.ProcessEnv,
): string {
  const repository = env.GITHUB_ACTION_REPOSITORY;
  const ref = env.GITHUB_ACTION_REF;
  const docs =
    repository && ref
      ? `${serverUrl}/${repository}/blob/${ref}/${REVIEW_DOCS}`
      : `${REVIEW_DOCS} in agent-loop's repository`;
  return `agent-loop skipped: ${why}, so it has no model credentials. To review pull requests from forks and Dependabot, run the review from a pull_request_target workflow (read-only, none of their code runs), or have someone with write access comment "${phrase} review": ${docs}`;
}
