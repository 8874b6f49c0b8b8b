/**
 * Runs one command hook of `.claude/settings.json` as Claude Code does
 * (https://docs.anthropic.com/en/docs/claude-code/hooks, "Hook Input", "Hook Output"):
 * `bash -c <command>` in the project folder with `CLAUDE_PROJECT_DIR` set, the event's JSON
 * on stdin, a timeout (60 s unless the hook gives its own), and its exit code, stdout and
 * stderr collected. It starts through the run's {@link ToolSpawner}, so a hook runs where
 * the Bash tool's commands run: as the tool user inside the boundary when there is one, with
 * the same filtered environment (no secrets). What it printed is redacted before anything
 * reads it.
 */
import { StringDecoder } from 'node:string_decoder';
import type { SpawnedTool, ToolSpawner } from '../sandbox/spawner.js';
import { cutText } from '../text/cut.js';
import { errorMessage } from '../text/error-message.js';
import type { HookCommand } from './types.js';

/** Claude Code's default timeout of a command hook. */
export const DEFAULT_HOOK_TIMEOUT_SECONDS = 60;
/** Output of one stream kept (the rest is dropped): hook answers are short. */
export const MAX_HOOK_OUTPUT_CHARS = 10_000;

/** Where and how hooks run. */
export interface HookProcessOptions {
  spawner: ToolSpawner;
  /** The project folder: the hooks' working directory and `CLAUDE_PROJECT_DIR`. */
  projectDir: string;
  /** Already filtered (childEnvironment): the Bash tool's. */
  env: NodeJS.ProcessEnv;
  redact: (text: string) => string;
  /** The shell (default: bash, as Claude Code runs hook commands). */
  shell?: string;
}

/** What one hook did, its streams redacted. */
export interface HookProcessResult {
  /** As configured, redacted (for the report). */
  command: string;
  /** Null when it did not exit by itself (a timeout, the run's end, a failure to start). */
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** The run stopped while it ran. */
  aborted: boolean;
}

/** Runs `hook` with `input` as its stdin JSON; never throws. */
export async function runHookProcess(
  hook: HookCommand,
  input: Record<string, unknown>,
  options: HookProcessOptions,
  signal: AbortSignal,
): Promise<HookProcessResult> {
  const base = { command: options.redact(hook.command), exitCode: null, stdout: '', stderr: '' };
  if (signal.aborted) return { ...base, timedOut: false, aborted: true };
  let call: SpawnedTool;
  try {
    call = await options.spawner.spawn({
      file: options.shell ?? 'bash',
      // Node's stdin pipe is a socket: without --norc bash takes it for rshd and reads ~/.bashrc.
      args: ['--norc', '--noprofile', '-c', hook.command],
      cwd: options.projectDir,
      env: { ...options.env, CLAUDE_PROJECT_DIR: options.projectDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = options.redact(`The hook could not start: ${errorMessage(error)}`);
    return { ...base, stderr, timedOut: false, aborted: false };
  }
  const timeoutMs = (hook.timeout ?? DEFAULT_HOOK_TIMEOUT_SECONDS) * 1000;
  const raw = await collect(call, JSON.stringify(input), timeoutMs, signal);
  return {
    ...base,
    exitCode: raw.exitCode,
    // Redacted whole, then cut: a secret across the cut is still recognised.
    stdout: cutText(options.redact(raw.stdout), MAX_HOOK_OUTPUT_CHARS),
    stderr: cutText(options.redact(raw.stderr), MAX_HOOK_OUTPUT_CHARS),
    timedOut: raw.ending === 'timeout',
    aborted: raw.ending === 'aborted',
  };
}

interface RawOutcome {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  ending: 'exited' | 'timeout' | 'aborted';
}

/** Feeds stdin, reads both streams, and ends the call's processes however it ends. */
function collect(
  call: SpawnedTool,
  stdin: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<RawOutcome> {
  const { child } = call;
  const streams = { stdout: '', stderr: '' };
  const decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };
  // Kept with a margin, so a secret cut at the edge is still whole for the redactor.
  const keep = MAX_HOOK_OUTPUT_CHARS + 4096;
  const take = (name: 'stdout' | 'stderr', text: string) => {
    if (streams[name].length < keep) streams[name] = (streams[name] + text).slice(0, keep);
  };
  // Listened for from the start: a pipe may close before the process's exit is seen.
  const closed = Promise.all([closeOf(child.stdout), closeOf(child.stderr)]);
  child.stdout?.on('data', (chunk: Buffer) => take('stdout', decoders.stdout.write(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => take('stderr', decoders.stderr.write(chunk)));
  // A hook that does not read its stdin closes the pipe: not an error of the hook's.
  child.stdin?.on('error', () => undefined);
  child.stdin?.end(stdin);
  return new Promise((resolve) => {
    let exitCode: number | null = null;
    let finished = false;
    const finish = async (ending: RawOutcome['ending']) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      await call.kill();
      await streamsClosed(child, closed);
      take('stdout', decoders.stdout.end());
      take('stderr', decoders.stderr.end());
      call.release();
      resolve({ exitCode: ending === 'exited' ? exitCode : null, ...streams, ending });
    };
    const onAbort = () => void finish('aborted');
    const timer = setTimeout(() => void finish('timeout'), timeoutMs);
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
    child.on('exit', (code) => {
      exitCode = code;
      void finish('exited');
    });
    child.on('error', (error) => {
      take('stderr', `The hook could not start: ${error.message}\n`);
      void finish('exited');
    });
  });
}

function closeOf(stream: NodeJS.ReadableStream | null): Promise<void> {
  return new Promise<void>((done) => {
    if (!stream) return done();
    stream.once('close', () => done());
  });
}

/** Waits (at most 2 s) for the output pipes to close: the processes are dead by now. */
async function streamsClosed(child: SpawnedTool['child'], closed: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise<void>((done) => (timer = setTimeout(done, 2000)))]);
  clearTimeout(timer);
  child.stdout?.destroy();
  child.stderr?.destroy();
}
