/**
 * `agent-loop`: the engine on a laptop or in any CI. Reads the command line;
 * help, the version and usage errors are answered here, a run is handed to
 * `run.ts`, loaded only then (cold start). A plain run's command line is read
 * without commander (run-flags.ts); commander is loaded for everything else.
 * Exit status: 0 for a result that is not an error, 1 for one that is, 2 for a
 * usage error.
 */
import type { Invocation } from './options.js';
import type { EvalInvocation } from './eval-options.js';
import { readPlainRun } from './run-flags.js';
import { UsageError } from './usage-error.js';
import type { CliIo } from './io.js';
import { isatty } from 'node:tty';
import { resolve } from 'node:path';
import { enableCompileCache } from './compile-cache.js';

export type { CliIo };

declare const AGENT_LOOP_VERSION: string | undefined;
const VERSION = typeof AGENT_LOOP_VERSION === 'string' ? AGENT_LOOP_VERSION : '0.1.0';

/**
 * A reader that goes away (`agent-loop run ... | head -1`) must not crash the
 * run: its work, its transcript and its exit status still matter. The stream is
 * opened at the first write, after a run's first model request (cold-start bench).
 */
let stdoutClosed = false;
let stdoutWatched = false;
function writeStdout(text: string): void {
  if (!stdoutWatched) {
    stdoutWatched = true;
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') stdoutClosed = true;
      else throw error;
    });
  }
  if (!stdoutClosed) process.stdout.write(text);
}

const processIo: CliIo = {
  stdout: writeStdout,
  stderr: (text) => process.stderr.write(text),
  stderrIsTerminal: isatty(2),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  env: process.env,
};

/** Runs the command; resolves with the exit status. */
export async function main(given: string[], io: CliIo = processIo): Promise<number> {
  // `agent-loop help <command>` is `<command> --help`.
  const argv = given[0] === 'help' && given.length > 1 ? [given[1]!, '--help'] : given;
  if (argv[0] === 'eval') return evalMain(argv.slice(1), io);
  if (argv[0] === 'usage') {
    const { usageCommand } = await import('./usage.js');
    return usageCommand(argv.slice(1), io);
  }
  let invocation: Invocation;
  // `agent-loop plan <request> [--out <file>]` is `run` read-only, writing the plan.
  const asksHelp = argv.slice(1).some((arg) => arg === '--help' || arg === '-h');
  const planning = argv[0] === 'plan' && !asksHelp ? planArguments(argv.slice(1)) : undefined;
  const args = planning ? ['run', ...planning.rest] : argv;
  try {
    invocation = await readCommandLine(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`agent-loop: ${error.message}\n`);
    return 2;
  }
  if (invocation.kind === 'usage') {
    io.stderr(`${invocation.text.trimEnd()}\n`);
    return 2;
  }
  if (invocation.kind !== 'run') {
    io.stdout(`${invocation.text.trimEnd()}\n`);
    return 0;
  }
  const options = planning ? { ...invocation.options, planOut: planning.out } : invocation.options;
  // Before the run's modules load, so they are compiled from the cache (compile-cache.ts).
  enableCompileCache(io.env, { workspace: resolve(options.cwd), warn: warnWith(io) });
  const { runCommand } = await import('./run.js');
  return runCommand(options, io);
}

function warnWith(io: CliIo): (line: string) => void {
  return (line) => io.stderr(`agent-loop: warning: ${line}\n`);
}

/** A plain run as run-flags.ts reads it; anything else as commander does (options.ts). */
async function readCommandLine(args: string[]): Promise<Invocation> {
  const plain = readPlainRun(args);
  if (plain) return { kind: 'run', options: plain };
  const { parseCommandLine } = await import('./options.js');
  return parseCommandLine(args, VERSION);
}

/** `--out <file>` (default `agent-plan.json`) taken out of `plan`'s arguments. */
function planArguments(argv: string[]): { out: string; rest: string[] } {
  const rest = [...argv];
  const at = rest.findIndex((arg) => arg === '--out' || arg.startsWith('--out='));
  if (at < 0) return { out: 'agent-plan.json', rest };
  const [flag] = rest.splice(at, 1);
  const out = flag!.includes('=') ? flag!.slice('--out='.length) : (rest.splice(at, 1)[0] ?? '');
  return { out: out || 'agent-plan.json', rest };
}

/** `agent-loop eval`: its own command line (eval-options.ts); the work is loaded only then. */
async function evalMain(argv: string[], io: CliIo): Promise<number> {
  let invocation: EvalInvocation;
  const { parseEvalCommandLine } = await import('./eval-options.js');
  try {
    invocation = parseEvalCommandLine(argv, VERSION);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`agent-loop: ${error.message}\n`);
    return 2;
  }
  // Each task's run says when its workspace holds the home (its session is not saved);
  // the caches are signed (compile-cache.ts).
  enableCompileCache(io.env, { warn: warnWith(io) });
  const { evalCommand } = await import('./eval.js');
  return evalCommand(invocation, io);
}
