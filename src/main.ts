/**
 * The whole action run, in order: event → trigger → gate → acknowledge →
 * context → workspace → loop → git → report. The only place that reads the
 * runner's environment and the action inputs, and the only caller of
 * `core.setFailed`. Whatever fails after the acknowledgement, the progress
 * comment ends in a terminal state and partial work is committed and pushed.
 */
import * as core from '@actions/core';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { InputError, parseActionInputs, type ActionInputs } from './action/inputs.js';
import { hideGitCredentials, type HiddenCredentials } from './git/credentials.js';
import { commitWork, type CommitOutcome } from './git/commit.js';
import { pushCommit, type PushOutcome } from './git/push.js';
import { prepareWorkspace, type PreparedWorkspace } from './git/workspace.js';
import { fetchContext, type TaskContext } from './github/context.js';
import { parseEvent } from './github/event.js';
import { checkGate, parseAllowedBots } from './github/gate.js';
import { createGitHubClient, describeApiError, type GitHubClient } from './github/octokit.js';
import {
  acknowledge,
  updateProgressComment,
  type ProgressCommentRef,
} from './github/progress-comment.js';
import { buildPrompt } from './github/prompt.js';
import { postReview, type PostedReview } from './github/review.js';
import {
  automationPullRequestTitle,
  openOrUpdatePullRequest,
  pullRequestTitle,
} from './github/pull-request.js';
import { detectTrigger, type Trigger } from './github/trigger.js';
import { planWorkspace, protectedBranches } from './github/workspace-plan.js';
import type { LoopEvent, ResultEvent } from './loop/events.js';
import { runSession } from './loop/session.js';
import { openTranscript } from './loop/transcript.js';
import { createAnthropicModel } from './model/anthropic.js';
import { costOfUsage } from './model/pricing.js';
import { createCommentUpdater, type CommentUpdater } from './report/comment-updater.js';
import {
  renderFinalReport,
  renderPullRequestBody,
  renderStepSummary,
  type FinalReportView,
} from './report/final-report.js';
import { branchUrl, runUrl as buildRunUrl } from './report/links.js';
import { describeTerminalReason } from './report/terminal-reason.js';
import { renderProgressComment } from './report/progress-comment.js';
import { describeToolStep } from './report/step.js';
import { escapeWorkflowCommands } from './safety/log-safety.js';
import { prepareShellParser } from './tools/shell-parser.js';
import { createReviewCommentTool, type ReviewCommentTool } from './tools/review-comment.js';
import { createRedactor, secretValuesFromEnvironment } from './safety/secrets.js';
import { openSandbox, type Sandbox, type SandboxStatus } from './sandbox/index.js';
import { cutText } from './text/cut.js';
import type { TodoItem } from './tools/types.js';

/** What the runner provides (CONTRACT.md §4). */
interface RunnerEnvironment {
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

/** Minimum pause between two edits of the progress comment. */
const COMMENT_UPDATE_INTERVAL_MS = 3_000;
/** Characters of one tool result shown in the Actions log. */
const LOG_RESULT_CHARS = 2_000;

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
    inputs.githubToken,
    ...secretValuesFromEnvironment(process.env),
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
  if (!inputs.anthropicApiKey) {
    fail('Input anthropic_api_key is required (pass it from a repository secret)');
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
  const gate = await checkGate({
    client,
    trigger,
    allowedBots: parseAllowedBots(inputs.allowedBots),
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
    await handleRequest({
      inputs,
      runner,
      trigger,
      client,
      redact,
      secrets,
      startedAt,
      signal: controller.signal,
    });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

interface RequestInput {
  inputs: ActionInputs;
  runner: RunnerEnvironment;
  trigger: Trigger;
  client: GitHubClient;
  redact: (text: string) => string;
  secrets: string[];
  startedAt: number;
  signal: AbortSignal;
}

async function handleRequest(input: RequestInput): Promise<void> {
  const { inputs, runner, trigger, client, redact } = input;
  const runUrl = buildRunUrl(runner.serverUrl, runner.repository, runner.runId);
  const requester = trigger.actor.login;
  const progress = {
    todos: [] as TodoItem[],
    currentStep: 'Reading the request' as string | undefined,
    turns: 0,
    costUsd: 0,
  };
  const renderProgress = () =>
    renderProgressComment({ runId: runner.runId, runUrl, requester, ...progress }, redact);

  // 3. Acknowledge.
  let comment: ProgressCommentRef | null;
  try {
    const ack = await acknowledge({
      client,
      trigger,
      runId: runner.runId,
      runAttempt: runner.runAttempt,
      body: renderProgress(),
    });
    comment = ack.comment;
    if (ack.reactionError)
      core.warning(`Could not add the 👀 reaction: ${redact(ack.reactionError)}`);
  } catch (error) {
    fail(`Could not post the progress comment: ${redact(describeApiError(error))}`);
    return;
  }
  if (comment) {
    core.setOutput('comment_id', String(comment.id));
    core.info(`Progress comment: ${comment.htmlUrl}`);
  }
  const updater: CommentUpdater = createCommentUpdater({
    minIntervalMs: COMMENT_UPDATE_INTERVAL_MS,
    // The comment was just written: the first edit waits its turn too.
    lastUpdateAt: Date.now(),
    update: async (body) => {
      if (comment) await updateProgressComment(client, comment, body);
    },
    onError: (error) =>
      core.warning(`Could not update the progress comment: ${redact(describeApiError(error))}`),
  });

  const errors: string[] = [];
  let context: TaskContext | undefined;
  let prepared: PreparedWorkspace | undefined;
  let result: ResultEvent | undefined;
  let reviewTool: ReviewCommentTool | undefined;
  let sandboxStatus: SandboxStatus | undefined;
  const executionFile = join(
    runner.runnerTemp,
    `agent-loop-${runner.runId}-${runner.runAttempt}.jsonl`,
  );

  // What the run was doing, so an error says where it happened.
  let phase = 'Reading the issue and its discussion';
  try {
    // 4. Context.
    progress.currentStep = phase;
    updater.push(renderProgress());
    context = await fetchContext({ client, trigger, baseBranch: inputs.baseBranch || undefined });
    const prompt = buildPrompt(context);

    // 5. Workspace.
    phase = 'Preparing the branch';
    progress.currentStep = phase;
    prepared = await prepareWorkspace(
      runner.workspace,
      planWorkspace(context, { branchPrefix: inputs.branchPrefix, runId: runner.runId }),
      { token: inputs.githubToken },
    );
    core.info(
      context.mode === 'review'
        ? 'Review run: the PR head is checked out read-only and nothing will be pushed'
        : prepared.readOnly
          ? 'Read-only run (pull request from a fork): nothing will be pushed'
          : `Working on branch ${prepared.branch}${prepared.reused ? ' (continuing it)' : ''}`,
    );

    // 6. The loop, with the checkout's credentials out of the agent's reach.
    phase = 'Running the agent';
    // The transcript first: if it cannot be opened, the credentials were never hidden.
    const transcript = openTranscript(executionFile, redact);
    core.setOutput('execution_file', executionFile);
    // A review gets the read-only tools plus ReviewComment; Write and Edit are hidden.
    const reviewing = context.mode === 'review';
    if (reviewing) reviewTool = createReviewCommentTool(context.pullRequest?.files ?? []);
    let hidden: HiddenCredentials | undefined;
    let sandbox: Sandbox | undefined;
    try {
      hidden = await hideGitCredentials(runner.workspace);
      // After the credentials are hidden (the tool user must not see them either).
      sandbox = await openRunSandbox(inputs, runner);
      sandboxStatus = sandbox.status;
      const session = runSession({
        prompt,
        workspaceRoot: runner.workspace,
        model: inputs.model,
        fallbackModel: inputs.fallbackModel || undefined,
        ...(inputs.effort === undefined ? {} : { effort: inputs.effort }),
        maxTurns: inputs.maxTurns,
        maxBudgetUsd: inputs.maxBudgetUsd,
        timeoutMinutes: inputs.timeoutMinutes,
        allowedTools:
          reviewing && inputs.allowedTools.length > 0
            ? [...inputs.allowedTools, 'ReviewComment']
            : inputs.allowedTools,
        disallowedTools: reviewing
          ? [...inputs.disallowedTools, 'Write', 'Edit']
          : inputs.disallowedTools,
        ...(reviewTool ? { extraTools: [reviewTool] } : {}),
        callModel: createAnthropicModel({
          apiKey: inputs.anthropicApiKey,
          baseURL: inputs.anthropicBaseUrl || undefined,
        }),
        secrets: input.secrets,
        signal: input.signal,
        env: process.env,
        toolResultDirectory: join(runner.runnerTemp, `agent-loop-${runner.runId}-tool-results`),
        spawner: sandbox.spawner,
      });
      const log = createTurnLog(redact);
      for await (const event of session) {
        transcript.write(event);
        log(event);
        if (event.type === 'result') {
          result = event;
          continue;
        }
        if (trackProgress(event, progress)) updater.push(renderProgress());
      }
      log(undefined);
    } finally {
      transcript.close();
      // Every tool process dies and the workspace is handed back before any git step.
      const closing = await closeRunSandbox(sandbox);
      if (closing) errors.push(redact(closing));
      await hidden?.restore();
    }
  } catch (error) {
    const message = `${phase} failed: ${redact(describeApiError(error))}`;
    errors.push(message);
    core.error(escapeWorkflowCommands(message));
  }

  // 7. Git: whatever happened, work in the checkout is committed and pushed.
  let commit: CommitOutcome | undefined;
  let push: PushOutcome | undefined;
  let pullRequest: FinalReportView['pullRequest'];
  // Work that stopped early goes in a draft PR that does not close the issue.
  const partial =
    !result || result.is_error || errors.length > 0
      ? (result?.terminal_reason ?? 'aborted')
      : undefined;
  if (context && prepared?.branch && !prepared.readOnly) {
    try {
      progress.currentStep = 'Committing and pushing the work';
      updater.push(renderProgress());
      // One commit of the final tree on the start commit, checked path by path;
      // exactly that commit is pushed, with github_token, to the URL recorded before the loop.
      commit = await commitWork({
        repository: prepared.repository,
        startSha: prepared.startSha,
        message: commitSubject(context, result),
        coAuthor: requester,
        secrets: input.secrets,
        allowWorkflowChanges: inputs.allowWorkflowChanges,
        branch: prepared.branch,
      });
      for (const entry of commit.leftOut) {
        core.warning(
          escapeWorkflowCommands(
            redact(`Left out of the commit: ${entry.displayPath}: ${entry.detail}`),
          ),
        );
      }
      if (commit.status === 'committed' || prepared.reused) {
        push = await pushCommit({
          repository: prepared.repository,
          sha: commit.status === 'committed' ? commit.sha : prepared.startSha,
          branch: prepared.branch,
          remoteUrl: prepared.remoteUrl,
          token: inputs.githubToken,
          protectedBranches: protectedBranches(context, trigger.defaultBranch),
          redact,
        });
        // An issue's work, or an automation run's (a maintainer expects a PR to
        // review for scheduled maintenance), goes in a pull request.
        const issueNumber = context.mode === 'issue' ? context.number : undefined;
        const wantsPullRequest =
          inputs.createPr && (issueNumber !== undefined || context.mode === 'automation');
        if (push.status === 'pushed' && wantsPullRequest) {
          try {
            const opened = await openOrUpdatePullRequest({
              client,
              repo: trigger.repo,
              head: prepared.branch,
              base: context.baseBranch,
              title:
                issueNumber !== undefined
                  ? pullRequestTitle(context.title, issueNumber)
                  : automationPullRequestTitle(context.request, runner.runId),
              body: renderPullRequestBody(
                {
                  ...(issueNumber !== undefined ? { issueNumber } : { prompt: context.request }),
                  summary: result?.result ?? '',
                  runUrl,
                  requester,
                  ...(partial ? { partialReason: describeTerminalReason(partial) } : {}),
                },
                redact,
              ),
              draft: partial !== undefined,
            });
            pullRequest = opened;
            core.setOutput('pr_url', opened.url);
          } catch (error) {
            // The branch is pushed: only the pull request is missing.
            errors.push(
              `Could not open the pull request (the branch is pushed): ${redact(describeApiError(error))}`,
            );
          }
        }
      }
    } catch (error) {
      errors.push(`Committing and pushing the work failed: ${redact(describeApiError(error))}`);
    }
  }

  // 7b. A review run: post the findings as one review (nothing was committed or pushed).
  let review: PostedReview | undefined;
  if (context?.mode === 'review' && context.pullRequest && context.number !== undefined) {
    const comments = reviewTool?.comments() ?? [];
    if (result && (!result.is_error || comments.length > 0)) {
      try {
        progress.currentStep = 'Posting the review';
        updater.push(renderProgress());
        review = await postReview({
          client,
          repo: trigger.repo,
          pullNumber: context.number,
          commitId: context.pullRequest.headSha,
          summary: result.result,
          comments,
          redact,
          footer: `<sub>Review by agent-loop for \`@${requester}\` · [View run](${runUrl})</sub>`,
        });
        core.info(
          review.folded
            ? `Review posted (GitHub refused the inline comments; they are in its body): ${review.url}`
            : `Review posted with ${review.inlineComments} inline comments: ${review.url}`,
        );
      } catch (error) {
        errors.push(`Could not post the review: ${redact(describeApiError(error))}`);
      }
    }
  }

  // branch_name: the branch holding the work (pushed, or committed when the push failed);
  // not a new branch the agent left empty, which exists nowhere but in the checkout.
  if (
    prepared?.branch &&
    (push?.status === 'pushed' || prepared.reused || commit?.status === 'committed')
  ) {
    core.setOutput('branch_name', prepared.branch);
  }

  // 8. Report.
  const pushFailure = push && push.status !== 'pushed' ? redact(push.reason) : undefined;
  const committed = commit?.status === 'committed';
  const conclusion =
    result && !result.is_error && errors.length === 0 && !pushFailure ? 'success' : 'failure';
  const view: FinalReportView = {
    conclusion,
    terminalReason: result?.terminal_reason,
    summary: result?.result ?? '',
    filesChanged: commit?.status === 'committed' ? commit.files : [],
    ...(prepared?.branch && push?.status === 'pushed'
      ? {
          branch: {
            name: prepared.branch,
            url: branchUrl(runner.serverUrl, runner.repository, prepared.branch),
          },
        }
      : {}),
    ...(pullRequest ? { pullRequest } : {}),
    ...(review
      ? {
          review: {
            url: review.url,
            inlineComments: review.inlineComments,
            folded: review.folded,
          },
        }
      : {}),
    runId: runner.runId,
    runUrl,
    turns: result?.num_turns ?? progress.turns,
    costUsd: result?.total_cost_usd ?? progress.costUsd,
    durationMs: Date.now() - input.startedAt,
    partialWorkCommitted: committed && conclusion === 'failure',
    ...(pushFailure ? { pushFailure } : {}),
    ...(commit && commit.leftOut.length > 0
      ? {
          leftOut: commit.leftOut.map((entry) => ({
            path: entry.displayPath,
            detail: entry.detail,
          })),
        }
      : {}),
    forkPullRequest: (prepared?.readOnly ?? false) && context?.mode !== 'review',
    ...(sandboxStatus
      ? {
          sandbox: {
            active: sandboxStatus.active,
            ...(sandboxStatus.warning ? { warning: sandboxStatus.warning } : {}),
          },
        }
      : {}),
    errors: [...(result?.errors ?? []), ...errors].map(redact),
  };
  updater.push(renderFinalReport(view, redact));
  try {
    await updater.flush();
  } catch (error) {
    core.warning(`Could not write the final report comment: ${redact(describeApiError(error))}`);
  }
  try {
    await core.summary.addRaw(renderStepSummary(view, redact)).write();
  } catch (error) {
    core.warning(`Could not write the step summary: ${redact(messageOf(error))}`);
  }
  core.setOutput('conclusion', conclusion);
  core.setOutput('terminal_reason', result?.terminal_reason ?? '');
  core.setOutput('num_turns', String(view.turns));
  core.setOutput('total_cost_usd', String(view.costUsd));
  core.setOutput('session_id', result?.session_id ?? '');
  if (conclusion === 'failure') {
    const why = view.errors?.[0] ?? result?.terminal_reason ?? 'the run failed';
    fail(`agent-loop did not complete: ${why}`);
  }
}

/** Folds a loop event into the progress view; true when the comment should change. */
function trackProgress(
  event: LoopEvent,
  progress: { todos: TodoItem[]; currentStep: string | undefined; turns: number; costUsd: number },
): boolean {
  if (event.type === 'assistant') {
    progress.turns += 1;
    progress.costUsd += costOfUsage(event.message.model, event.message.usage);
    const tools = event.message.content.filter((block) => block.type === 'tool_use');
    const last = tools.at(-1);
    const step = last ? describeToolStep(last.name, last.input) : 'Writing the summary';
    // The current models write their progress notes inside thinking blocks.
    const note = event.message.content
      .flatMap((block) => (block.type === 'thinking' ? [block.thinking.trim()] : []))
      .filter((text) => text !== '')
      .at(-1);
    progress.currentStep = note ? `${step} — ${note}` : step;
    return true;
  }
  if (event.type === 'system' && event.subtype === 'todo_update') {
    progress.todos = event.todos;
    return true;
  }
  if (event.type === 'system' && event.subtype === 'api_retry') {
    progress.currentStep = `Waiting for the model API (retry ${event.attempt} of ${event.max_retries})`;
    return true;
  }
  return false;
}

/** The Actions log: one collapsible group per turn, every untrusted line escaped. */
function createTurnLog(redact: (text: string) => string): (event: LoopEvent | undefined) => void {
  let open = false;
  let turn = 0;
  const safe = (text: string) => escapeWorkflowCommands(redact(text));
  const close = () => {
    if (open) core.endGroup();
    open = false;
  };
  return (event) => {
    if (!event) return close();
    if (event.type === 'assistant') {
      close();
      turn += 1;
      const tools = event.message.content.filter((block) => block.type === 'tool_use');
      const title =
        tools.length > 0
          ? tools.map((block) => describeToolStep(block.name, block.input)).join(', ')
          : 'answer';
      core.startGroup(safe(cutText(`Turn ${turn}: ${title}`, 200)));
      open = true;
      for (const block of event.message.content) {
        // The current models write their notes between tool calls in thinking blocks.
        if (block.type === 'thinking' && block.thinking.trim() !== '') {
          core.info(safe(`· ${block.thinking.trim()}`));
        }
        if (block.type === 'text') core.info(safe(block.text));
        if (block.type === 'tool_use')
          core.info(safe(`→ ${block.name} ${JSON.stringify(block.input)}`));
      }
    } else if (event.type === 'user') {
      const content = typeof event.message.content === 'string' ? [] : event.message.content;
      for (const block of content) {
        if (block.type !== 'tool_result') continue;
        const text =
          typeof block.content === 'string' ? block.content : JSON.stringify(block.content ?? '');
        const shown =
          text.length > LOG_RESULT_CHARS
            ? `${cutText(text, LOG_RESULT_CHARS)}… (${text.length} characters)`
            : text;
        core.info(safe(`← ${block.is_error ? 'error: ' : ''}${shown}`));
      }
    } else if (event.type === 'system' && event.subtype === 'api_retry') {
      core.info(
        safe(
          `Model API error (${event.error_status ?? 'no status'}): retry ${event.attempt}/${event.max_retries} in ${event.retry_delay_ms} ms`,
        ),
      );
    } else if (event.type === 'system' && event.subtype === 'compact_boundary') {
      core.info(`Context compacted (${event.compact_metadata.pre_tokens} tokens before)`);
    } else if (event.type === 'result') {
      close();
      core.info(
        safe(
          `Result: ${event.subtype} (${event.terminal_reason}) after ${event.num_turns} turns, $${event.total_cost_usd}`,
        ),
      );
    }
  };
}

/** The tool boundary for this run (see src/sandbox); throws only for `sandbox: required`. */
async function openRunSandbox(inputs: ActionInputs, runner: RunnerEnvironment): Promise<Sandbox> {
  const env = process.env;
  // The runner's command files and event payload live in folders the tools must not see.
  const runnerFiles = [
    'GITHUB_ENV',
    'GITHUB_OUTPUT',
    'GITHUB_PATH',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY',
    'GITHUB_EVENT_PATH',
  ].flatMap((name) => (env[name] ? [dirname(env[name])] : []));
  const sandbox = await openSandbox({
    mode: inputs.sandbox,
    allowedDomains: inputs.allowedDomains,
    workspace: runner.workspace,
    hide: [runner.runnerTemp, ...(env.HOME ? [env.HOME] : []), ...runnerFiles],
    ...(env.PATH ? { path: env.PATH } : {}),
    ...(env.AGENT_LOOP_SANDBOX_USER ? { userName: env.AGENT_LOOP_SANDBOX_USER } : {}),
  });
  if (sandbox.status.warning) core.warning(escapeWorkflowCommands(sandbox.status.warning));
  else core.info(sandbox.status.description);
  return sandbox;
}

/** Closes the sandbox; returns what went wrong, if anything. */
async function closeRunSandbox(sandbox: Sandbox | undefined): Promise<string | undefined> {
  try {
    await sandbox?.close();
    return undefined;
  } catch (error) {
    return `Handing the workspace back from the sandbox failed: ${messageOf(error)}`;
  }
}

function commitSubject(context: TaskContext, result: ResultEvent | undefined): string {
  const subject =
    context.number !== undefined
      ? `agent: ${context.mode === 'issue' ? 'address' : 'update for'} #${context.number}${context.title ? ` (${context.title})` : ''}`
      : `agent: ${context.request.split('\n')[0] ?? 'scheduled task'}`;
  const partial =
    !result || result.is_error ? ` [partial: ${result?.terminal_reason ?? 'interrupted'}]` : '';
  return `${cutText(subject, 100)}${partial}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function fail(message: string): void {
  core.setOutput('conclusion', 'failure');
  core.setFailed(message);
}
