/**
 * `Bash`: runs a command in the workspace with a filtered environment, a
 * timeout, capped output, and a working directory that persists between calls
 * but never leaves the workspace. When the command ends, times out or is
 * aborted, every process it started is killed.
 */
import { promises as fs, realpathSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import { cutText } from '../text/cut.js';
import { childEnvironment } from '../safety/secrets.js';
import {
  createDirectSpawner,
  readStateFile,
  type SpawnedTool,
  type ToolSpawner,
} from '../sandbox/spawner.js';
import { isInside, realWorkspaceRoot } from './workspace-paths.js';
import type { BackgroundTasks } from './background/tasks.js';
import type { Tool, ToolResult } from './types.js';
import { errorMessage } from '../text/error-message.js';
import { toolError } from './tool-error.js';

/** Default and largest timeout, in ms. */
export const DEFAULT_BASH_TIMEOUT_MS = 120_000;
export const MAX_BASH_TIMEOUT_MS = 600_000;
/** Output kept for the model; the rest is counted. */
export const MAX_BASH_OUTPUT_CHARS = 30_000;
/** Extra head kept before redaction, so a secret cut at the edge is still recognised. */
const REDACTION_MARGIN = 4096;

export const bashInputSchema = deferredSchema((z) =>
  z.strictObject({
    command: z.string().describe('The command to run (bash)'),
    timeout: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        `Timeout in milliseconds (default ${DEFAULT_BASH_TIMEOUT_MS}, at most ${MAX_BASH_TIMEOUT_MS})`,
      ),
    description: z.string().optional().describe('What the command does, in a few words'),
    run_in_background: z
      .boolean()
      .optional()
      .describe(
        'Start the command and return at once with a task id and an output file (for servers, watchers, long builds)',
      ),
  }),
);
type BashInput = z.infer<typeof bashInputSchema>;

/** Options of the Bash tool. */
export interface BashToolOptions {
  workspaceRoot: string;
  redactSecrets: (text: string) => string;
  /** The environment to filter for the child (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** The shell (default: bash). */
  shell?: string;
  /** Starts the command's processes (default: directly, as this user, no boundary). */
  spawner?: ToolSpawner;
  /** The run's background tasks (`run_in_background`); without them the option is refused. */
  background?: BackgroundTasks;
}

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

/** Creates the Bash tool. Its working directory lives as long as the tool. */
export function createBashTool(options: BashToolOptions): Tool<BashInput> {
  const root = realWorkspaceRoot(options.workspaceRoot);
  let cwd = root;
  const baseEnv = childEnvironment(options.env ?? process.env);
  const spawner = options.spawner ?? createDirectSpawner();
  return {
    name: 'Bash',
    description: [
      'Runs a bash command in the workspace and returns its combined stdout and stderr and its exit code.',
      `Timeout: ${DEFAULT_BASH_TIMEOUT_MS / 1000} s by default, up to ${MAX_BASH_TIMEOUT_MS / 1000} s (timeout, in ms).`,
      `Output over ${MAX_BASH_OUTPUT_CHARS} characters is cut (the start is kept). stdin is closed: nothing can prompt.`,
      'The working directory carries over between calls (cd works) but is reset if it leaves the workspace.',
      'Processes a command leaves behind (`&`) are stopped when it ends. Secrets are not in the environment.',
      'For a server, a watcher or a long build, set run_in_background: true instead: the call returns at once with a task id and the path of a file collecting the output (read it with Read).',
      'You are told in a later turn when a background task ends (exit code and the end of its output); stop one with TaskStop. Every background task is stopped when the run ends.',
      'Prefer Read, Edit, Write, Glob and Grep over cat, sed, echo >, find and grep.',
      ...spawner.notes,
    ].join('\n'),
    inputSchema: bashInputSchema,
    inputJsonSchema: builtInJsonSchema('Bash'),
    isConcurrencySafe: () => false,
    call: async (input, context) => {
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
        return formatOutcome(outcome, timeoutMs, notes, options.redactSecrets);
      } finally {
        cwdFile.dispose();
      }
    },
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
    const output = outputHead(MAX_BASH_OUTPUT_CHARS + REDACTION_MARGIN);
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
  redact: (text: string) => string,
): ToolResult {
  // Redact before cutting, so a secret straddling the cut is still caught.
  let text = redact(outcome.head);
  let omitted = outcome.omittedChars;
  if (text.length > MAX_BASH_OUTPUT_CHARS) {
    const kept = cutText(text, MAX_BASH_OUTPUT_CHARS);
    omitted += text.length - kept.length;
    text = kept;
  }
  text = text.replace(/\n$/, '');
  const lines: string[] = [];
  if (text.length > 0) lines.push(text);
  if (omitted > 0) lines.push(`[... ${omitted} more characters of output cut]`);
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
