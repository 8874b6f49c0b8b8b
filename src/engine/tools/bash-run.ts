/**
 * How Bash runs a command (its definition, what the model sees, is bash.ts): the
 * working directory that persists between calls, the child's environment, the
 * timeout, the output cap, and every process stopped when the command ends.
 */
import { promises as fs, realpathSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { cutText } from '../text/cut.js';
import { MAX_SAVED_OUTPUT_CHARS, outputLines } from './bash-output.js';
import { childEnvironment } from '../safety/secrets.js';
import {
  createDirectSpawner,
  readStateFile,
  type SpawnedTool,
  type ToolSpawner,
} from '../sandbox/spawner.js';
import { isInside } from './workspace-paths.js';
import type { ToolCall, ToolResult } from './types.js';
import { errorMessage } from '../text/error-message.js';
import { toolError } from './tool-error.js';
import {
  DEFAULT_BASH_TIMEOUT_MS,
  MAX_BASH_OUTPUT_CHARS,
  MAX_BASH_TIMEOUT_MS,
  type BashInput,
  type BashToolOptions,
} from './bash.js';

/** Extra head kept before redaction, so a secret cut at the edge is still recognised. */
const REDACTION_MARGIN = 4096;

/**
 * The wrapper script: the command is `$1`, evaluated so it reads as typed; the
 * final directory goes to the file named by `$2` even if the command calls `exit`.
 */
const RUNNER_SCRIPT = [
  '__agent_loop_command=$1',
  '__agent_loop_cwd_file=$2',
  'shift 2',
  'trap \'pwd -P > "$__agent_loop_cwd_file" 2>/dev/null\' EXIT',
  'exec 2>&1',
  'eval "$__agent_loop_command"',
].join('\n');

/** Bash's call in the workspace's real root. Its working directory lives as long as the call. */
export function bashCall(options: BashToolOptions, root: string): ToolCall<BashInput> {
  let cwd = root;
  const baseEnv = childEnvironment(options.env ?? process.env);
  const spawner = options.spawner ?? createDirectSpawner();
  return async (input, context) => {
    if (input.run_in_background) {
      const startIn = (await confinedDirectory(root, cwd)) ?? root;
      return await startInBackground(input, options, { cwd: startIn, env: baseEnv });
    }
    const requested = input.timeout ?? DEFAULT_BASH_TIMEOUT_MS;
    const timeoutMs = Math.min(requested, MAX_BASH_TIMEOUT_MS);
    const cwdFile = await spawner.stateFile();
    try {
      // The folder may have been removed by the last command, or replaced by a
      // link out of the workspace since: then start at the root again.
      const startIn = (await confinedDirectory(root, cwd)) ?? root;
      if (startIn !== cwd) cwd = root;
      const outcome = await runCommand({
        command: input.command,
        cwd: startIn,
        cwdFile: cwdFile.path,
        baseEnv,
        timeoutMs,
        abortSignal: context.signal,
        shell: options.shell ?? 'bash',
        spawner,
        // With a folder to save a long output in, it is kept whole (up to a limit).
        keepChars: options.background ? MAX_SAVED_OUTPUT_CHARS : MAX_BASH_OUTPUT_CHARS,
      });
      const notes: string[] = [];
      if (requested > MAX_BASH_TIMEOUT_MS)
        notes.push(`(timeout lowered to the maximum, ${MAX_BASH_TIMEOUT_MS} ms)`);
      if (outcome.blockedHosts.length > 0) notes.push(blockedNote(outcome.blockedHosts));
      const finalCwd = await readFinalCwd(cwdFile.path);
      if (finalCwd !== undefined) {
        if (isInside(root, finalCwd)) cwd = finalCwd;
        else {
          cwd = root;
          notes.push(`(The working directory left the workspace and was reset to ${root}.)`);
        }
      }
      const background = options.background;
      const save = background ? (text: string) => background.saveOutput(text) : undefined;
      return formatOutcome(outcome, timeoutMs, notes, { redact: options.redactSecrets, save });
    } finally {
      cwdFile.dispose();
    }
  };
}

/** `run_in_background`: starts the task and says where its output goes. */
async function startInBackground(
  input: BashInput,
  options: BashToolOptions,
  where: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<ToolResult> {
  if (!options.background) {
    return toolError('Background commands are not available in this run.');
  }
  try {
    const task = await options.background.start({
      command: input.command,
      ...(input.description ? { description: input.description } : {}),
      cwd: where.cwd,
      env: where.env,
      shell: options.shell ?? 'bash',
    });
    return {
      content: [
        `Command running in background with ID: ${task.id}. Output is being written to: ${task.outputPath}`,
        'Read that file to see its output so far; you will be told when it ends. Stop it with TaskStop.',
      ].join('\n'),
    };
  } catch (error) {
    return toolError(errorMessage(error));
  }
}

interface CommandOutcome {
  head: string;
  omittedChars: number;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  ending: 'exited' | 'timeout' | 'aborted';
  /** Hosts the sandbox's egress proxy refused during the call. */
  blockedHosts: string[];
}

interface CommandRequest {
  command: string;
  cwd: string;
  cwdFile: string;
  baseEnv: NodeJS.ProcessEnv;
  timeoutMs: number;
  abortSignal: AbortSignal;
  shell: string;
  spawner: ToolSpawner;
  /** Output kept (after redaction); the rest is only counted. */
  keepChars: number;
}

/** The note that tells the model which hosts were refused and what would allow them. */
function blockedNote(hosts: readonly string[]): string {
  return `(Network access to ${hosts.join(', ')} was blocked by the sandbox: not in allowed_domains, or refused for the reason the proxy's answer gives (a port not listed, a private address, a Host header or TLS server name naming another host). A maintainer can add hosts to the allowed_domains input.)`;
}

const NOT_STARTED: CommandOutcome = {
  head: '',
  omittedChars: 0,
  exitCode: null,
  signal: null,
  ending: 'aborted',
  blockedHosts: [],
};

async function runCommand(request: CommandRequest): Promise<CommandOutcome> {
  const { command, cwd, cwdFile, timeoutMs, abortSignal, shell } = request;
  const env = {
    ...request.baseEnv,
    GIT_TERMINAL_PROMPT: '0',
    PAGER: 'cat',
    GIT_PAGER: 'cat',
  };
  if (abortSignal.aborted) return NOT_STARTED;
  // stderr carries only what fails before the wrapper runs (it sends its own to stdout).
  // The first call may wait here for the boundary, still being set up.
  const call = await request.spawner.spawn({
    file: shell,
    args: ['-c', RUNNER_SCRIPT, 'agent-loop', command, cwdFile],
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve) => {
    const { child } = call;
    const decoder = new StringDecoder('utf8');
    const output = outputHead(request.keepChars + REDACTION_MARGIN);
    const take = output.take;
    let ending: CommandOutcome['ending'] = 'exited';
    let exitCode: number | null = null;
    let exitSignal: NodeJS.Signals | null = null;
    child.stdout?.on('data', (chunk: Buffer) => take(decoder.write(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => take(decoder.write(chunk)));

    let finished = false;
    const finish = async (why: CommandOutcome['ending']) => {
      if (finished) return;
      finished = true;
      if (why !== 'exited') ending = why;
      clearTimeout(timer);
      abortSignal.removeEventListener('abort', onAbort);
      await call.kill();
      await pipesClosed(child);
      take(decoder.end());
      const blockedHosts = call.blockedHosts();
      call.release();
      resolve({ ...output.kept(), exitCode, signal: exitSignal, ending, blockedHosts });
    };
    const onAbort = () => void finish('aborted');
    const timer = setTimeout(() => void finish('timeout'), timeoutMs);
    abortSignal.addEventListener('abort', onAbort, { once: true });
    // Aborted while the boundary was being set up.
    if (abortSignal.aborted) onAbort();
    child.on('exit', (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      void finish('exited');
    });
    child.on('error', (error) => {
      take(`Could not start ${shell}: ${error.message}\n`);
      void finish('exited');
    });
  });
}

/**
 * The start of a command's output, up to `keep` characters; once a cut is made,
 * everything after it is only counted.
 */
function outputHead(keep: number): {
  take: (text: string) => void;
  kept: () => Pick<CommandOutcome, 'head' | 'omittedChars'>;
} {
  let head = '';
  let full = false;
  let omittedChars = 0;
  const take = (text: string) => {
    if (full) {
      omittedChars += text.length;
    } else if (head.length + text.length <= keep) {
      head += text;
    } else {
      // Cut the joined text: a grapheme may span two chunks.
      const joined = head + text;
      head = cutText(joined, keep);
      omittedChars += joined.length - head.length;
      full = true;
    }
  };
  return { take, kept: () => ({ head, omittedChars }) };
}

/**
 * Waits (at most 2 s) for the command's output pipe to close, then closes both:
 * whatever still holds them is dead by now, so nothing is waited on forever.
 */
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

function formatOutcome(
  outcome: CommandOutcome,
  timeoutMs: number,
  notes: string[],
  output: { redact: (text: string) => string; save: ((text: string) => string) | undefined },
): ToolResult {
  // Redact before cutting, so a secret straddling the cut is still caught.
  const lines = outputLines(output.redact(outcome.head), outcome.omittedChars, output.save);
  let isError = false;
  if (outcome.ending === 'timeout') {
    isError = true;
    lines.push(
      `Command timed out after ${timeoutMs} ms; it and every process it started were killed.`,
    );
  } else if (outcome.ending === 'aborted') {
    isError = true;
    lines.push('Command aborted; it and every process it started were killed.');
  } else if (outcome.exitCode !== 0) {
    isError = true;
    lines.push(
      outcome.exitCode === null
        ? `Command killed by signal ${outcome.signal ?? 'unknown'}`
        : `Exit code ${outcome.exitCode}`,
    );
  }
  lines.push(...notes);
  return { content: lines.length > 0 ? lines.join('\n') : '(no output)', isError };
}

/** `path`'s real location when it is a folder inside `root`, else undefined. */
async function confinedDirectory(root: string, path: string): Promise<string | undefined> {
  try {
    const real = await fs.realpath(path);
    return isInside(root, real) && (await fs.stat(real)).isDirectory() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** The folder the command ended in; the file is the tool user's, so it is read with care. */
async function readFinalCwd(file: string): Promise<string | undefined> {
  try {
    const text = (await readStateFile(file, 8192))?.trim();
    return text ? realpathSync(text) : undefined;
  } catch {
    return undefined;
  }
}
