/**
 * One task, start to end: a fresh worktree at its commit, `setup_command`, the
 * agent (the CLI's own run, handed in as {@link AgentRunner}), the hidden tests,
 * `test_command`. Whatever fails becomes the result's `error` (the task is then
 * unresolved); this never throws, so the other tasks go on.
 */
import { AgentLoopError } from '../engine/errors/agent-loop-error.js';
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  describeCommandEnding,
  runInBoundary,
  runSetup,
  type CommandBoundaryOptions,
  type CommandOutcome,
} from './commands.js';
import { carryAgentChanges } from './grading.js';
import { applyHiddenTests, hiddenTestPaths, readHiddenTests } from './hidden-tests.js';
import type { TaskResult } from './results.js';
import type { EvalTask } from './tasks.js';
import { createWorktree, type Worktree } from './worktree.js';
import { errorMessage } from '../engine/text/error-message.js';

/** The fields of the agent's result line the evaluation keeps. */
export interface AgentResult {
  terminal_reason: string;
  num_turns: number;
  total_cost_usd: number;
  session_id?: string;
  is_error?: boolean;
  /** Why the run ended in error. */
  errors?: string[];
}

/** How the agent's run ended: its result line, or why there is none. */
export interface TaskRunOutcome {
  result?: AgentResult;
  /** What the run said on stderr (the end of it), for a run without a result. */
  problem?: string;
}

/** Runs the agent on `prompt` in `cwd`, hiding `hide` from its tools. */
export type AgentRunner = (request: {
  taskId: string;
  prompt: string;
  cwd: string;
  hide: string[];
}) => Promise<TaskRunOutcome>;

export interface EvalTaskContext {
  runAgent: AgentRunner;
  /** The user's environment (commands get it without secrets). */
  env: NodeJS.ProcessEnv;
  /** The tool boundary for `test_command` (the run's mode and domains). */
  boundary: Omit<CommandBoundaryOptions, 'hide'>;
  /** Folders no tool may see besides the tasks' own (the user's home). */
  hide: string[];
  testTimeoutMs: number;
  signal: AbortSignal;
  now?: () => number;
  model?: string;
}

/** Thrown inside a task: becomes its `error`. */
class TaskFailure extends AgentLoopError<'task_failure'> {
  get kind() {
    return 'task_failure' as const;
  }
}

/** The result of `task`; `aborted` when the evaluation was interrupted during it. */
export async function runTask(
  task: EvalTask,
  context: EvalTaskContext,
): Promise<{ result: TaskResult; aborted: boolean }> {
  const now = context.now ?? Date.now;
  const started = now();
  const partial: Partial<TaskResult> = {};
  let aborted = false;
  try {
    const patch = task.hidden_tests ? readHiddenTests(task.hidden_tests) : undefined;
    const worktree = await createWorktree(task.repo, task.commit, task.id);
    let grading: Worktree | undefined;
    let gradingReady: (() => Promise<void>) | undefined;
    try {
      grading = await createWorktree(task.repo, worktree.commit, `${task.id}-graded`);
      // The source (which may hold the fix), the hidden tests and the grading checkout are
      // out of the tools' sight.
      const hide = [
        ...context.hide,
        statSync(task.repo).isDirectory() ? task.repo : dirname(task.repo),
        ...(task.hidden_tests ? [dirname(task.hidden_tests)] : []),
        grading.path,
      ];
      partial.commit = worktree.commit;
      if (task.setup_command) await setup(task, worktree.path, context);
      // The grading checkout is set up while the agent works.
      gradingReady = settle(task.setup_command && setup(task, grading.path, context));
      const agent = await context.runAgent({
        taskId: task.id,
        prompt: task.prompt,
        cwd: worktree.path,
        hide,
      });
      if (!agent.result)
        throw new TaskFailure(`the agent's run failed: ${agent.problem ?? 'no result line'}`);
      Object.assign(partial, {
        terminal_reason: agent.result.terminal_reason,
        num_turns: agent.result.num_turns,
        total_cost_usd: agent.result.total_cost_usd,
        ...(agent.result.session_id ? { session_id: agent.result.session_id } : {}),
      });
      if (agent.result.terminal_reason === 'aborted' || context.signal.aborted) {
        aborted = true;
        throw new TaskFailure('interrupted');
      }
      if (neverUsedModel(agent.result))
        throw new TaskFailure(
          `the agent could not use the model: ${agent.result.errors?.[0] ?? 'every request failed'}`,
        );
      await gradingReady();
      Object.assign(partial, await grade(task, worktree, grading, patch, { ...context, hide }));
    } finally {
      // A setup still running in the grading checkout ends before the checkout goes.
      await gradingReady?.().catch(() => undefined);
      worktree.remove();
      grading?.remove();
    }
  } catch (error) {
    partial.resolved = false;
    partial.error = errorMessage(error).split('\n')[0]!;
  }
  const result: TaskResult = {
    id: task.id,
    resolved: partial.resolved === true,
    terminal_reason: partial.terminal_reason ?? null,
    num_turns: partial.num_turns ?? 0,
    total_cost_usd: partial.total_cost_usd ?? 0,
    duration_ms: Math.round(now() - started),
    ...(partial.error !== undefined ? { error: partial.error } : {}),
    ...(partial.commit ? { commit: partial.commit } : {}),
    ...(partial.test_exit_code !== undefined ? { test_exit_code: partial.test_exit_code } : {}),
    ...(partial.test_output !== undefined ? { test_output: partial.test_output } : {}),
    ...(partial.session_id ? { session_id: partial.session_id } : {}),
    ...(partial.changed_files ? { changed_files: partial.changed_files } : {}),
    ...(partial.left_out_files?.length ? { left_out_files: partial.left_out_files } : {}),
    ...(context.model ? { model: context.model } : {}),
  };
  return { result, aborted };
}

/**
 * The agent's changes carried to the grading checkout (src/eval/grading.ts), the hidden
 * tests applied there, then `test_command` inside the tool boundary.
 */
async function grade(
  task: EvalTask,
  worktree: Worktree,
  grading: Worktree,
  patch: string | undefined,
  context: EvalTaskContext,
): Promise<Partial<TaskResult>> {
  const hiddenPaths = patch ? await hiddenTestPaths(grading.path, patch) : [];
  const changes = await carryAgentChanges(
    worktree.path,
    grading.path,
    worktree.commit,
    hiddenPaths,
  );
  if (patch) await applyHiddenTests(grading.path, grading.commit, patch);
  const test = await runInBoundary(shell(task.test_command, grading.path, context), {
    ...context.boundary,
    hide: context.hide,
  });
  return {
    changed_files: changes.carried,
    left_out_files: changes.leftOut,
    test_exit_code: test.exitCode,
    test_output: test.output,
    resolved: test.exitCode === 0 && !test.timedOut,
    ...(test.timedOut
      ? { error: `test_command ${describeCommandEnding(test, context.testTimeoutMs)}` }
      : {}),
  };
}

/** Starts `work` now (if any); the function returned waits for it and throws its error. */
function settle(work: Promise<void> | undefined | ''): () => Promise<void> {
  if (!work) return () => Promise.resolve();
  const outcome = work.then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  return async () => {
    const failed = await outcome;
    if (failed) throw failed.error;
  };
}

/**
 * A run that ended on a model error before its first turn never worked on the task
 * (a wrong key, an unknown model, a dead endpoint): its task crashed, it was not
 * left unresolved by the agent.
 */
function neverUsedModel(result: AgentResult): boolean {
  return result.terminal_reason === 'model_error' && result.num_turns === 0;
}

async function setup(task: EvalTask, cwd: string, context: EvalTaskContext): Promise<void> {
  const outcome: CommandOutcome = await runSetup(shell(task.setup_command!, cwd, context));
  if (outcome.exitCode === 0 && !outcome.timedOut) return;
  const tail = outcome.output.trim().split('\n').slice(-3).join(' | ');
  throw new TaskFailure(
    `setup_command failed (${describeCommandEnding(outcome, context.testTimeoutMs)})${tail ? `: ${tail}` : ''}`,
  );
}

function shell(command: string, cwd: string, context: EvalTaskContext) {
  return {
    command,
    cwd,
    env: context.env,
    timeoutMs: context.testTimeoutMs,
    signal: context.signal,
  };
}
