/**
 * Runs one check as a tool: through the run's spawner (inside the boundary when there is one:
 * the tool user, the run's network), with its own time limit, every process it started killed
 * when it ends, and only the end of its output kept (a test runner says what failed last),
 * redacted.
 */
import { StringDecoder } from 'node:string_decoder';
import type { SpawnedTool, ToolSpawner } from '../sandbox/spawner.js';
import { cutTextKeepingEnd } from '../text/cut.js';

/** How much of the end of a check's output is kept. */
export const CHECK_OUTPUT_TAIL_CHARS = 6000;

/** Extra kept before redaction, so a secret cut at the edge is still recognised. */
const REDACTION_MARGIN = 4096;

/** What every check of a run shares. */
export interface CheckSetup {
  spawner: ToolSpawner;
  /** The environment, already filtered (childEnvironment). */
  env: NodeJS.ProcessEnv;
  redact: (text: string) => string;
  timeoutMs: number;
  signal: AbortSignal;
  /** The shell (`bash`). */
  shell: string;
}

/** How one command ended. */
export interface CommandEnding {
  ending: 'exited' | 'timeout' | 'aborted';
  exitCode: number | null;
  durationMs: number;
  /** The end of stdout and stderr together, redacted. */
  output: string;
}

/** True when the command ended by itself with status 0. */
export function succeeded(ending: CommandEnding): boolean {
  return ending.ending === 'exited' && ending.exitCode === 0;
}

/** Runs `command` with `bash -c` in `cwd`; never throws (a command that cannot start failed). */
export async function runShellCommand(
  command: string,
  cwd: string,
  setup: CheckSetup,
  args: readonly string[] = [],
): Promise<CommandEnding> {
  const startedAt = Date.now();
  if (setup.signal.aborted) return { ending: 'aborted', exitCode: null, durationMs: 0, output: '' };
  let call: SpawnedTool;
  try {
    call = await setup.spawner.spawn({
      file: setup.shell,
      args: ['-c', `exec 2>&1\n${command}`, 'agent-loop-check', ...args],
      cwd,
      // CI=true: test runners do not wait in watch mode or ask questions.
      env: { ...setup.env, CI: 'true', GIT_TERMINAL_PROMPT: '0', PAGER: 'cat', GIT_PAGER: 'cat' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ending: 'exited', exitCode: null, durationMs: 0, output: setup.redact(message) };
  }
  return await collect(call, setup, startedAt);
}

function collect(call: SpawnedTool, setup: CheckSetup, startedAt: number): Promise<CommandEnding> {
  const { child } = call;
  const decoder = new StringDecoder('utf8');
  let tail = '';
  const take = (text: string) => {
    tail = cutTextKeepingEnd(tail + text, CHECK_OUTPUT_TAIL_CHARS + REDACTION_MARGIN);
  };
  child.stdout?.on('data', (chunk: Buffer) => take(decoder.write(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => take(decoder.write(chunk)));
  return new Promise((resolve) => {
    let ending: CommandEnding['ending'] = 'exited';
    let exitCode: number | null = null;
    let finished = false;
    const finish = async (why: CommandEnding['ending']) => {
      if (finished) return;
      finished = true;
      ending = why;
      clearTimeout(timer);
      setup.signal.removeEventListener('abort', onAbort);
      await call.kill();
      await pipesClosed(call.child);
      take(decoder.end());
      call.release();
      const output = cutTextKeepingEnd(setup.redact(tail), CHECK_OUTPUT_TAIL_CHARS);
      resolve({ ending, exitCode, durationMs: Date.now() - startedAt, output });
    };
    const onAbort = () => void finish('aborted');
    const timer = setTimeout(() => void finish('timeout'), setup.timeoutMs);
    setup.signal.addEventListener('abort', onAbort, { once: true });
    if (setup.signal.aborted) onAbort();
    child.on('exit', (code) => {
      exitCode = code;
      void finish('exited');
    });
    child.on('error', (error) => {
      take(`Could not start ${setup.shell}: ${error.message}\n`);
      void finish('exited');
    });
  });
}

/** Waits (at most 2 s) for the output pipes to close: whatever still holds them is dead by now. */
async function pipesClosed(child: SpawnedTool['child']): Promise<void> {
  const closed = new Promise<void>((done) => {
    if (child.stdout?.readableEnded || child.stdout?.destroyed) done();
    else child.stdout?.once('close', () => done());
  });
  const grace = new Promise<void>((done) => setTimeout(done, 2000).unref());
  await Promise.race([closed, grace]);
  child.stdout?.destroy();
  child.stderr?.destroy();
}
