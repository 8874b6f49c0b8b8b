/**
 * The `agent-loop` command line as commander reads it: help, the version, and every
 * mistake as a {@link UsageError} with a one-line message naming the bad flag or value.
 * `run`'s flags come from run-flags.ts, which reads a plain run without this module.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import {
  FlagValueError,
  RUN_FLAGS,
  runOptionsFrom,
  type RunFlag,
  type RunOptions,
} from './run-flags.js';
import { UsageError, type UsageErrorKind } from './usage-error.js';

export { DEFAULT_MODEL, type OutputFormat, type RunOptions } from './run-flags.js';
export { UsageError } from './usage-error.js';

/** What the command line asks for. */
export type Invocation =
  | { kind: 'run'; options: RunOptions }
  | { kind: 'help'; text: string }
  /** No arguments: the help, printed on stderr, and exit status 2. */
  | { kind: 'usage'; text: string }
  | { kind: 'version'; text: string };

function buildProgram(version: string): Command {
  const program = new Command('agent-loop')
    .description('Run a Claude-Code-grade agent loop on a workspace.')
    .version(version, '-v, --version')
    .exitOverride()
    .configureOutput({ writeOut: () => {}, writeErr: () => {} })
    .showSuggestionAfterError(true);
  // Dispatched before this parser (main.ts); named here so help lists it and a typo
  // of it gets a suggestion.
  program
    .command('eval')
    .description('Measure the agent on your own tasks (agent-loop eval --help).')
    .allowUnknownOption()
    .allowExcessArguments();
  program
    .command('usage')
    .description(
      "This month's spending of the action's runs, from a clone (agent-loop usage --help).",
    )
    .allowUnknownOption()
    .allowExcessArguments();
  // Read by main.ts as `run`'s command line; here for its own help (`plan --help`).
  withRunFlags(
    program
      .command('plan')
      .description(
        'Plan a request read-only and write the plan to a file for review; `run --plan <file>` carries it out.',
      )
      .argument('<request>', 'what to plan, or "-" to read it from stdin')
      .option('--out <file>', 'where the plan is written', 'agent-plan.json'),
  );
  withRunFlags(
    program
      .command('run')
      .description('Run the agent on a prompt ("-" reads the prompt from stdin).')
      .argument('<prompt>', 'the task, or "-" to read it from stdin'),
  );
  return program;
}

/** `command` with `run`'s flags (the ones `plan` takes too), from {@link RUN_FLAGS}. */
function withRunFlags(command: Command): Command {
  for (const flag of RUN_FLAGS) command.addOption(commanderOption(flag));
  return command.exitOverride().configureOutput({ writeOut: () => {}, writeErr: () => {} });
}

function commanderOption(flag: RunFlag): Option {
  const option = new Option(flag.flags, flag.description);
  if (flag.choices) option.choices(flag.choices);
  const parse = flag.parse;
  if (parse) {
    option.argParser((value: string) => {
      try {
        return parse(value);
      } catch (error) {
        if (error instanceof FlagValueError) throw new InvalidArgumentError(error.message);
        throw error;
      }
    });
  }
  if (flag.repeatable) {
    option.argParser((value: string, previous: string[] | undefined) => [
      ...(previous ?? []),
      value,
    ]);
  }
  if (flag.default !== undefined) option.default(flag.default, flag.defaultShown);
  return option;
}

/** The command's help followed by `run`'s, so `agent-loop --help` shows every flag. */
function fullHelp(program: Command, run: Command): string {
  return `${program.helpInformation().trimEnd()}\n\n${run.helpInformation()}`;
}

/** Commander's errors about a command's arguments, by its code, as the UsageError's kind. */
const ARGUMENT_ERRORS: Readonly<Record<string, UsageErrorKind>> = {
  'commander.excessArguments': 'excess_arguments',
  'commander.missingArgument': 'missing_argument',
};

/** Parses argv (without node and the script path). Throws {@link UsageError}. */
export function parseCommandLine(argv: string[], version: string): Invocation {
  const program = buildProgram(version);
  let captured: RunOptions | undefined;
  const run = program.commands.find((command) => command.name() === 'run')!;
  run.action((prompt: string, flags: Record<string, unknown>) => {
    captured = runOptionsFrom(prompt, flags);
  });
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.version') return { kind: 'version', text: version };
      // Commander shows the help itself when no command is given: that is a usage error.
      if (argv.length === 0) return { kind: 'usage', text: fullHelp(program, run) };
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help') {
        // A command's own help (`run --help`, `plan --help`); the program's lists them all.
        const own = program.commands.find((command) => command.name() === argv[0]);
        return { kind: 'help', text: own ? own.helpInformation() : fullHelp(program, run) };
      }
      // A bad value's own message already names the flag, as the action's does; a
      // mistyped flag or command keeps commander's "(Did you mean …?)" beside it.
      const [first, ...rest] = error.message.replace(/^error: /, '').split('\n');
      const suggestion = rest.find((line) => line.startsWith('(Did you mean'));
      const message = suggestion ? `${first!} ${suggestion}` : first!;
      throw new UsageError(
        error.code === 'commander.invalidArgument'
          ? message.replace(/^option '[^']*' argument '.*' is invalid\. (?=--)/, '')
          : message,
        ARGUMENT_ERRORS[error.code] ?? 'usage',
      );
    }
    throw error;
  }
  if (!captured) {
    if (argv.length === 0) return { kind: 'usage', text: fullHelp(program, run) };
    throw new UsageError(`unknown command "${argv[0]}" (try "agent-loop run --help")`);
  }
  return { kind: 'run', options: captured };
}
