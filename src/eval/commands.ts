/**
 * A task's own shell commands: `setup_command` before the agent (the repository at
 * the task's commit, the user's trusted command, run as the user) and
 * `test_command` after it, which runs code the agent wrote and so runs inside the
 * same tool boundary as the agent's Bash. Neither gets a secret in its environment.
 */
import { childEnvironment } from '../engine/safety/secrets.js';
import { createDirectSpawner, openSandbox, type ToolSpawner } from '../engine/sandbox/index.js';
import type { AllowedDomains } from '../engine/sandbox/domains.js';
import type { SandboxMode } from '../engine/sandbox/modes.js';

/** How a command ended, with the end of what it printed. */
export interface CommandOutcome {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** The last {@link OUTPUT_TAIL_CHARS} characters of stdout and stderr, interleaved. */
  output: string;
}

export const OUTPUT_TAIL_CHARS = 4000;

export interface ShellRequest {
  command: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  signal: AbortSignal;
}

/** Runs `command` with bash through `spawner`; never throws for a failing command. */
export async function runShell(
  spawner: ToolSpawner,
  request: ShellRequest,
): Promise<CommandOutcome> {
  const call = await spawner.spawn({
    file: 'bash',
    args: ['-c', request.command],
    cwd: request.cwd,
    env: { ...childEnvironment(request.env), CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    let timedOut = false;
    const take = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
    };
    call.child.stdout?.on('data', take);
    call.child.stderr?.on('data', take);
    const stop = () => void call.kill();
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, request.timeoutMs);
    request.signal.addEventListener('abort', stop, { once: true });
    call.child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    call.child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', stop);
      void call.kill().finally(() => {
        call.release();
        resolvePromise({ exitCode, signal, timedOut, output });
      });
    });
  });
}

/** `setup_command`: as the user, without secrets. */
export function runSetup(request: ShellRequest): Promise<CommandOutcome> {
  return runShell(createDirectSpawner(), request);
}

export interface CommandBoundaryOptions {
  mode: SandboxMode;
  allowedDomains: AllowedDomains;
  /** Folders the command must not see (the user's home, the tasks and the source repository). */
  hide: string[];
  userName?: string;
  path?: string;
}

/** `test_command`: inside the tool boundary the agent had (or its warning). */
export async function runInBoundary(
  request: ShellRequest,
  boundary: CommandBoundaryOptions,
): Promise<CommandOutcome & { warning?: string }> {
  const sandbox = await openSandbox({
    mode: boundary.mode,
    allowedDomains: boundary.allowedDomains,
    workspace: request.cwd,
    hide: boundary.hide,
    ...(boundary.path ? { path: boundary.path } : {}),
    ...(boundary.userName ? { userName: boundary.userName } : {}),
  });
  try {
    const outcome = await runShell(sandbox.spawner, request);
    return sandbox.status.warning ? { ...outcome, warning: sandbox.status.warning } : outcome;
  } finally {
    await sandbox.close();
  }
}

/** "exit 1", "killed by SIGKILL", "timed out after 10 minutes". */
export function describeCommandEnding(outcome: CommandOutcome, timeoutMs: number): string {
  if (outcome.timedOut) return `timed out after ${timeoutMs / 60_000} minutes`;
  if (outcome.exitCode !== null) return `exit ${outcome.exitCode}`;
  return `killed by ${outcome.signal ?? 'a signal'}`;
}
