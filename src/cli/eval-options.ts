/**
 * The `agent-loop eval` command line. Its own flags (`--out`, `--jobs`,
 * `--resume`, `--test-timeout-minutes`, `--compare`) are taken out first; what is
 * left is read by `run`'s own parser, so the run options mean, default and fail
 * exactly as they do for `agent-loop run` (the tasks file takes the prompt's place).
 */
import { parseLimit } from '../engine/config/numbers.js';
import { parseCommandLine, UsageError, type RunOptions } from './options.js';

export type EvalInvocation =
  | {
      kind: 'eval';
      tasksFile: string;
      out?: string;
      jobs: number;
      resume: boolean;
      testTimeoutMinutes: number;
      run: RunOptions;
    }
  | { kind: 'compare'; files: [string, string] }
  | { kind: 'help'; text: string };

/** Run options that make no sense for an evaluation (eval sets them per task). */
const REFUSED: Record<string, string> = {
  '--cwd': 'each task runs in its own worktree',
  '--output-format': 'eval prints JSON lines',
  '--transcript': 'each task saves its session under $AGENT_LOOP_HOME/sessions',
  '--continue': 'each task starts a new session',
};

const MISSING_TASKS = 'eval: the tasks file is missing (agent-loop eval <tasks.jsonl>)';

interface OwnFlags {
  out?: string;
  jobs: number;
  resume: boolean;
  testTimeoutMinutes: number;
  compare?: [string, string];
  help: boolean;
  rest: string[];
}

/** Parses `argv` after `eval`. Throws {@link UsageError}. */
export function parseEvalCommandLine(argv: string[], version: string): EvalInvocation {
  const own = takeOwnFlags(argv);
  if (own.help) return { kind: 'help', text: evalHelp(version) };
  if (own.compare) {
    if (own.rest.length > 0)
      throw new UsageError(
        `--compare takes two results files and nothing else, got "${own.rest[0]}"`,
      );
    return { kind: 'compare', files: own.compare };
  }
  for (const token of own.rest) {
    const flag = token.split('=')[0]!;
    if (flag in REFUSED) throw new UsageError(`eval: ${flag} cannot be used (${REFUSED[flag]})`);
  }
  const parsed = parseRunOptions(own.rest, version);
  if (own.resume && own.out === undefined)
    throw new UsageError('--resume needs --out <results.jsonl> (the file to continue)');
  return {
    kind: 'eval',
    tasksFile: parsed.prompt,
    ...(own.out === undefined ? {} : { out: own.out }),
    jobs: own.jobs,
    resume: own.resume,
    testTimeoutMinutes: own.testTimeoutMinutes,
    run: parsed,
  };
}

function parseRunOptions(rest: string[], version: string): RunOptions {
  let invocation;
  try {
    invocation = parseCommandLine(['run', ...rest], version);
  } catch (error) {
    if (error instanceof UsageError && error.kind === 'excess_arguments') {
      throw new UsageError('eval takes one tasks file (agent-loop eval <tasks.jsonl>)');
    }
    if (error instanceof UsageError && error.kind === 'missing_argument') {
      throw new UsageError(MISSING_TASKS);
    }
    throw error;
  }
  if (invocation.kind !== 'run') throw new UsageError(MISSING_TASKS);
  return invocation.options;
}

function takeOwnFlags(argv: string[]): OwnFlags {
  const flags: OwnFlags = { jobs: 1, resume: false, testTimeoutMinutes: 10, help: false, rest: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index]!;
    const [name, inline] =
      token.startsWith('--') && token.includes('=')
        ? [token.slice(0, token.indexOf('=')), token.slice(token.indexOf('=') + 1)]
        : [token, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--'))
        throw new UsageError(`${name} needs a value`);
      index += 1;
      return next;
    };
    if (name === '--out') flags.out = value();
    else if (name === '--jobs') flags.jobs = limit('--jobs', value(), 'count');
    else if (name === '--test-timeout-minutes')
      flags.testTimeoutMinutes = limit(name, value(), 'amount');
    else if (name === '--resume' && inline === undefined) flags.resume = true;
    else if (name === '--help' || name === '-h') flags.help = true;
    else if (name === '--compare') flags.compare = twoFiles(argv, index, inline);
    else flags.rest.push(token);
    if (name === '--compare') index += inline === undefined ? 2 : 1;
  }
  return flags;
}

/** The two results files after `--compare` (`--compare=a b` too). */
function twoFiles(argv: string[], index: number, inline: string | undefined): [string, string] {
  const files = inline === undefined ? argv.slice(index + 1, index + 3) : [inline, argv[index + 1]];
  if (files.length < 2 || files.some((file) => file === undefined || file.startsWith('--')))
    throw new UsageError(
      '--compare needs exactly two results files: --compare <a.jsonl> <b.jsonl>',
    );
  return files as [string, string];
}

function limit(flag: string, raw: string, kind: 'count' | 'amount'): number {
  try {
    return parseLimit(flag, raw, kind);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** `agent-loop eval --help`: eval's flags, then the run options it passes on. */
export function evalHelp(version: string): string {
  const runHelp = parseCommandLine(['run', '--help'], version);
  const runOptions = runHelp.kind === 'help' ? (runHelp.text.split(/^Options:\n/m)[1] ?? '') : '';
  const passed = runOptions
    .split(/\n(?= {2}-)/)
    .filter(
      (entry) =>
        !/^\s*(--cwd|--output-format|--transcript|--continue|--resume|-h, --help)\b/.test(entry),
    )
    .join('\n')
    .trimEnd();
  return `Usage: agent-loop eval <tasks.jsonl> [--out results.jsonl] [--jobs N] [--resume] [run options]
       agent-loop eval --compare <a.jsonl> <b.jsonl>

Run the agent on each task of a tasks file (one JSON object a line:
{"id", "repo", "commit"?, "prompt", "test_command", "hidden_tests"?, "setup_command"?})
in a fresh worktree of its repository, apply the hidden tests, run test_command:
the task is resolved when it exits 0. One JSON line per finished task, then a
summary line {"type":"eval_summary","tasks","resolved","resolve_rate","total_cost_usd",...}.

Eval options:
  --out <file>                  append each task's result to this JSON-lines file
  --resume                      run only the tasks --out has no result for
  --jobs <n>                    run this many tasks at once (default: 1)
  --test-timeout-minutes <n>    limit of setup_command and test_command (default: 10)
  --compare <a.jsonl> <b.jsonl> compare two results files: side by side, the tasks
                                that changed outcome, an exact McNemar test
  -h, --help                    display help for eval

Run options (as for agent-loop run, applied to every task):
${passed}
`;
}
