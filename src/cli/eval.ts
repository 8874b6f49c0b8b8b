/**
 * `agent-loop eval` once its command line is read: the tasks, then each task's
 * agent run through `runCommand`, the very path `agent-loop run` takes (same
 * engine, limits, tool boundary, session saving), with the task's worktree as
 * `--cwd` and its stream-json read back for the result line.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { compareResults, renderComparison } from '../eval/compare.js';
import { readResultsFile } from '../eval/results.js';
import { runEval } from '../eval/run-eval.js';
import { runTask, type TaskRunOutcome, type AgentRunner } from '../eval/runner.js';
import { describeSummary } from '../eval/summary.js';
import { parseTasks, TaskFileError, type EvalTask } from '../eval/tasks.js';
import { providerSettingsFromEnvironment, selectProvider } from '../engine/model/providers.js';
import { createRedactor, secretValuesFromEnvironment } from '../engine/safety/secrets.js';
import { isErrorOfKind } from '../engine/errors/agent-loop-error.js';
import type { EvalInvocation } from './eval-options.js';
import type { CliIo } from './io.js';
import { runCommand } from './run.js';

type EvalRun = Extract<EvalInvocation, { kind: 'eval' }>;

/**
 * The errors that refuse an evaluation before any task (exit status 2), by kind: a bad tasks
 * or results file, results already there, no model credentials (the message `run` gives).
 */
const REFUSED_BEFORE_TASKS = [
  'task_file',
  'results_file',
  'results_exist',
  'provider_config',
  'missing_credentials',
] as const;

/** Runs `eval` or `eval --compare`; resolves with the exit status. */
export async function evalCommand(invocation: EvalInvocation, io: CliIo): Promise<number> {
  if (invocation.kind === 'help') {
    io.stdout(`${invocation.text.trimEnd()}\n`);
    return 0;
  }
  try {
    return invocation.kind === 'compare'
      ? compare(invocation.files, io)
      : await evaluate(invocation, io);
  } catch (error) {
    if (isErrorOfKind(error, REFUSED_BEFORE_TASKS)) {
      io.stderr(`agent-loop: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

/**
 * Exit status: 2 before any task for a bad tasks file or no model credentials (the
 * message `run` gives), 1 when a task crashed or the evaluation was interrupted, 0
 * otherwise (an unresolved task is a result, not an error).
 */
async function evaluate(invocation: EvalRun, io: CliIo): Promise<number> {
  const tasks = readTasks(invocation.tasksFile);
  // Every task's run would refuse for the same reason: say it once, run nothing.
  selectProvider(providerSettingsFromEnvironment(io.env));
  const controller = new AbortController();
  const onSignal = () => controller.abort('aborted');
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Every running task's own run listens too.
  process.setMaxListeners(Math.max(process.getMaxListeners(), 2 * invocation.jobs + 10));
  const redact = createRedactor(secretValuesFromEnvironment(io.env));
  const runAgent = agentRunner(invocation, io);
  const hide = [...(io.env.HOME ? [io.env.HOME] : []), dirname(resolve(invocation.tasksFile))];
  try {
    const summary = await runEval(
      {
        tasks,
        ...(invocation.out ? { out: resolve(invocation.out) } : {}),
        resume: invocation.resume,
        jobs: invocation.jobs,
      },
      (task: EvalTask) =>
        runTask(task, {
          runAgent,
          env: io.env,
          boundary: {
            mode: invocation.run.sandbox,
            allowedDomains: invocation.run.allowedDomains,
            ...(io.env.PATH ? { path: io.env.PATH } : {}),
            ...(io.env.AGENT_LOOP_SANDBOX_USER ? { userName: io.env.AGENT_LOOP_SANDBOX_USER } : {}),
          },
          hide,
          testTimeoutMs: invocation.testTimeoutMinutes * 60_000,
          signal: controller.signal,
          model: invocation.run.model,
        }),
      {
        line: (value) => io.stdout(`${redact(JSON.stringify(value))}\n`),
        log: (text) => io.stderr(`agent-loop eval: ${redact(text)}\n`),
      },
      controller.signal,
    );
    io.stderr(`agent-loop eval: ${describeSummary(summary)}\n`);
    return controller.signal.aborted || summary.errors > 0 ? 1 : 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function readTasks(file: string): EvalTask[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new TaskFileError(`${file}: cannot be read: ${(error as Error).message}`);
  }
  return parseTasks(text, file);
}

/** Each task's agent: `runCommand` with the task's prompt and worktree, stream-json read back. */
function agentRunner(invocation: EvalRun, io: CliIo): AgentRunner {
  return async ({ taskId, prompt, cwd, hide }) => {
    let result: TaskRunOutcome['result'];
    let stderr = '';
    const taskIo: CliIo = {
      stdout: (text) => {
        for (const line of text.split('\n')) {
          if (line.startsWith('{"type":"result"'))
            result = JSON.parse(line) as TaskRunOutcome['result'];
        }
      },
      stderr: (text) => {
        stderr = (stderr + text).slice(-2000);
        io.stderr(text.replace(/^(?=.)/gm, `[${taskId}] `));
      },
      stderrIsTerminal: false,
      readStdin: () => Promise.resolve(prompt),
      env: io.env,
    };
    const options = {
      ...invocation.run,
      prompt,
      cwd,
      outputFormat: 'stream-json' as const,
      transcript: undefined,
      resume: undefined,
      continueLatest: false,
      hide,
    };
    await runCommand(options, taskIo);
    const problem = stderr
      .trim()
      .split('\n')
      .at(-1)
      ?.replace(/^agent-loop: /, '');
    return { ...(result ? { result } : {}), ...(problem ? { problem } : {}) };
  };
}

function compare(files: [string, string], io: CliIo): number {
  const [a, b] = files.map((file) =>
    readResultsFile(file, (text) => io.stderr(`agent-loop: ${text}\n`)),
  );
  const comparison = compareResults(a!, b!);
  io.stdout(`${renderComparison(comparison, files)}\n`);
  io.stdout(`${JSON.stringify(comparison)}\n`);
  return 0;
}
