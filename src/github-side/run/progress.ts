/**
 * The run's progress comment: acknowledged (👀 + comment) without holding up the
 * model, kept current from loop events through a throttled updater, and ended by
 * the final report — written as a new comment if the acknowledgement failed.
 */
import { isErrorOfKind } from '../../engine/errors/agent-loop-error.js';
import type { LoopEvent, TodoItem } from '../../engine/events/stream.js';
import * as core from '@actions/core';
import { describeApiError, rateLimitRefusalWait, writeGovernor } from '../github/octokit.js';
import {
  acknowledge,
  updateProgressComment,
  type Acknowledgement,
  type ProgressCommentRef,
} from '../github/progress-comment.js';
import { costOfUsage } from '../../engine/model/pricing.js';
import { createCommentUpdater } from '../report/comment-updater.js';
import { renderProgressComment, type SubAgentView } from '../report/progress-comment.js';
import { describeToolStep } from '../report/step.js';

import type { ActionRun } from './run-context.js';

/** Minimum pause between two edits of the progress comment. */
const COMMENT_UPDATE_INTERVAL_MS = 3_000;

/** What the progress comment shows. */
export interface ProgressState {
  todos: TodoItem[];
  currentStep: string | undefined;
  turns: number;
  costUsd: number;
  /** Sub-agents running now (Agent calls not answered yet). */
  subAgents?: SubAgentView[];
}

/** The run's live comment. */
export interface ProgressReporter {
  readonly state: ProgressState;
  /** Shows `step` as what the run is doing now. */
  step(step: string): void;
  /**
   * Folds a loop event into the comment; `changed` says the policy's own state
   * (what a mode's live comment renders) changed with it.
   */
  observe(event: LoopEvent, changed?: boolean): void;
  /**
   * Writes the final report and waits for it; returns why it could not be
   * written (the acknowledgement's failure included), or undefined.
   */
  finish(body: string): Promise<string | undefined>;
}

/**
 * A mode that keeps its own live comment (the review's sticky summary) replaces
 * how it is acknowledged and rendered. The loop's events reach the mode's state
 * through its policy (`observe`), not through these hooks.
 */
export interface ProgressHooks {
  acknowledge(body: string): Promise<Acknowledgement>;
  render(state: ProgressState): string;
}

/**
 * Starts the acknowledgement (not awaited: the model need not wait for it). A run inside
 * another (a review's autofix) has a comment of its own but leaves `comment_id` to that run.
 */
export function startProgress(
  run: ActionRun,
  hooks?: ProgressHooks,
  options: { nested?: boolean } = {},
): ProgressReporter {
  const commentId = (id: unknown) => {
    if (!options.nested) core.setOutput('comment_id', String(id));
  };
  const { trigger, runner, redact } = run;
  const state: ProgressState = {
    todos: [],
    currentStep: 'Reading the request',
    turns: 0,
    costUsd: 0,
  };
  const render = () =>
    hooks
      ? hooks.render(state)
      : renderProgressComment(
          { runId: runner.runId, runUrl: run.runUrl, requester: trigger.actor.login, ...state },
          redact,
        );
  let ackError: string | undefined;
  // Writes are spaced (the 👀 reaction may go first): edits are paced from the creation.
  const acknowledging = acknowledgeRun(run, hooks, render(), (id) => {
    updater.written(Date.now());
    commentId(id);
  }).then((ack) => {
    ackError = ack.error;
    return ack.comment;
  });
  const updater = progressUpdater(run, acknowledging);
  return {
    state,
    step(step) {
      state.currentStep = step;
      updater.push(render());
    },
    observe(event, changed = false) {
      const tracked = trackProgress(event, state);
      if (tracked || changed) updater.push(render());
    },
    async finish(body) {
      const comment = await acknowledging;
      if (!comment && ackError) return writeLateReport(run, body, ackError, commentId);
      updater.push(body);
      try {
        await updater.flush();
        return undefined;
      } catch (error) {
        return `Could not write the final report comment: ${redact(describeApiError(error))}`;
      }
    },
  };
}

/**
 * The 👀 and the live comment (the mode's own, or the progress comment); never
 * rejects: a failure is logged and returned as `error`. `posted` runs once the
 * comment exists.
 */
function acknowledgeRun(
  run: ActionRun,
  hooks: ProgressHooks | undefined,
  body: string,
  posted: (commentId: unknown) => void,
): Promise<{ comment: ProgressCommentRef | null; error?: string }> {
  const { client, trigger, runner } = run;
  return (
    hooks
      ? hooks.acknowledge(body)
      : acknowledge({
          client,
          trigger,
          identity: run.identity,
          runId: runner.runId,
          runAttempt: runner.runAttempt,
          body,
        })
  ).then(
    (ack) => {
      if (ack.reactionError) run.log.warning(`Could not add the 👀 reaction: ${ack.reactionError}`);
      if (ack.comment) {
        posted(ack.comment.id);
        run.log.info(`Progress comment: ${ack.comment.htmlUrl}`);
      }
      return { comment: ack.comment };
    },
    (error: unknown) => {
      const message = `Could not post the progress comment: ${run.redact(describeApiError(error))}`;
      run.log.warning(message);
      return { comment: null, error: message };
    },
  );
}

/** The throttled edits of the live comment, once the acknowledgement has written it. */
function progressUpdater(run: ActionRun, acknowledging: Promise<ProgressCommentRef | null>) {
  const { client } = run;
  const governor = writeGovernor(client);
  const updater = createCommentUpdater({
    minIntervalMs: run.commentIntervalMs ?? COMMENT_UPDATE_INTERVAL_MS,
    // The pause between edits grows with the run's age (GitHub's content limits).
    startedAt: run.startedAt,
    // The comment is being written now: the first edit waits its turn too.
    lastUpdateAt: Date.now(),
    update: async (body, { final, signal }) => {
      const comment = await acknowledging;
      // Only the final report waits out a rate limit; a refused edit backs off instead,
      // and one still waiting its turn when the final report comes is withdrawn.
      if (comment) {
        await updateProgressComment(client, comment, body, {
          intermediate: !final,
          ...(signal ? { signal } : {}),
        });
      }
    },
    // A client with a write governor tells of every refusal of the run's writes (below).
    ...(governor ? {} : { refusalWait: (error: unknown) => rateLimitRefusalWait(error) }),
    onError: (error) => {
      // An edit the write queue held back (after a refusal) is not a failure: a newer one follows.
      if (isErrorOfKind(error, ['write_deferred'])) return;
      run.log.warning(`Could not update the progress comment: ${describeApiError(error)}`);
    },
  });
  // Any refusal of this run's writes halves the edit rate for the rest of the run.
  governor?.onRefusal((holdMs) => updater.refused(holdMs));
  return updater;
}

/** The acknowledgement failed: the report gets a comment of its own, or the run says why not. */
async function writeLateReport(
  run: ActionRun,
  body: string,
  ackError: string,
  commentId: (id: unknown) => void,
): Promise<string | undefined> {
  try {
    const ack = await acknowledge({
      client: run.client,
      trigger: run.trigger,
      identity: run.identity,
      runId: run.runner.runId,
      runAttempt: run.runner.runAttempt,
      body,
    });
    if (ack.comment) commentId(ack.comment.id);
    return undefined;
  } catch (error) {
    return `${ackError}; the final report could not be written either: ${run.redact(describeApiError(error))}`;
  }
}

function subAgentView(block: { id: string; input: unknown }): SubAgentView {
  const input = block.input as { description?: unknown } | null;
  const description = typeof input?.description === 'string' ? input.description : 'sub-agent';
  return { id: block.id, description };
}

/** Folds a loop event into the progress view; true when the comment should change. */
export function trackProgress(event: LoopEvent, progress: ProgressState): boolean {
  if (event.type === 'assistant' && event.parent_tool_use_id !== null) {
    // A sub-agent's turn: counted, and shown as its own step, not the run's.
    progress.turns += 1;
    progress.costUsd += costOfUsage(event.message.model, event.message.usage);
    const agent = progress.subAgents?.find((entry) => entry.id === event.parent_tool_use_id);
    const last = event.message.content.filter((block) => block.type === 'tool_use').at(-1);
    if (agent) agent.step = last ? describeToolStep(last.name, last.input) : 'Writing its report';
    return true;
  }
  if (event.type === 'user' && event.parent_tool_use_id === null && progress.subAgents?.length) {
    const answered = new Set(
      Array.isArray(event.message.content)
        ? event.message.content.flatMap((block) =>
            block.type === 'tool_result' ? [block.tool_use_id] : [],
          )
        : [],
    );
    const before = progress.subAgents.length;
    progress.subAgents = progress.subAgents.filter((entry) => !answered.has(entry.id));
    return progress.subAgents.length !== before;
  }
  if (event.type === 'assistant') {
    const started = event.message.content.flatMap((block) =>
      block.type === 'tool_use' && block.name === 'Agent' ? [subAgentView(block)] : [],
    );
    if (started.length > 0) progress.subAgents = [...(progress.subAgents ?? []), ...started];
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
