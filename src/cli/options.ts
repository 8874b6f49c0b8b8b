/**
 * The `agent-loop run` command line, parsed and validated into typed options.
 * Every mistake becomes a {@link UsageError} with a one-line message naming the
 * bad flag or value.
 */
import type { ModelPrices } from '../engine/model/models.js';
import { parseModelPrices } from '../engine/model/price-overrides.js';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { parseLimit, type LimitKind } from '../engine/config/numbers.js';
import {
  AllowedDomainsError,
  parseAllowedDomains,
  type AllowedDomains,
} from '../engine/sandbox/domains.js';
import { SANDBOX_MODES, type SandboxMode } from '../engine/sandbox/modes.js';
import { EFFORT_LEVELS, type Effort } from '../engine/model/types.js';
import { isSessionId } from '../engine/loop/session-store.js';
import { errorMessage } from '../engine/text/error-message.js';

export const DEFAULT_MODEL = 'claude-sonnet-5-5';

export type OutputFormat = 'text' | 'json' | 'stream-json';

export interface RunOptions {
  prompt: string;
  cwd: string;
  model: string;
  fallbackModel?: string;
  maxTurns: number;
  maxBudgetUsd: number;
  timeoutMinutes: number;
  allowedTools: string;
  disallowedTools: string;
  appendSystemPrompt?: string;
  outputFormat: OutputFormat;
  transcript?: string;
  /** MCP servers: a file path or inline JSON (loaded by main, not parsed here). */
  mcpConfig?: string;
  /** The tool boundary: auto (default), required or off. */
  sandbox: SandboxMode;
  /** Hosts tool processes may reach (default: none). */
  allowedDomains: AllowedDomains;
  /** undefined: the model's own default. */
  effort?: Effort;
  /** `--model-prices`: prices per model id replacing the table's. */
  modelPrices?: Record<string, ModelPrices>;
  /** One progress line per turn on stderr. */
  verbose: boolean;
  /** `--resume <session-id>`: the saved session to continue. */
  resume?: string;
  /** `--continue`: continue the most recent session saved for `--cwd`. */
  continueLatest: boolean;
  /** Folders the tool boundary hides besides the home (set by `eval`, not a flag). */
  hide?: string[];
  /** `--json-schema`: a JSON Schema, inline or a file path (read by the run, not here). */
  jsonSchema?: string;
  /** Use the working tree's Claude Code configuration (`--no-project-config`: false). */
  projectConfig: boolean;
  /** `agent-loop plan`: write the checked plan to this file (a read-only run). */
  planOut?: string;
  /** `--plan <file>`: run bound to this plan (docs/plan-approve.md). */
  planFile?: string;
}

/** A bad command line: exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** What the command line asks for. */
export type Invocation =
  | { kind: 'run'; options: RunOptions }
  | { kind: 'help'; text: string }
  /** No arguments: the help, printed on stderr, and exit status 2. */
  | { kind: 'usage'; text: string }
  | { kind: 'version'; text: string };

/** A commander parser for a limit, sharing the action's rules and messages. */
function limit(flag: string, kind: LimitKind) {
  return (value: string): number => {
    try {
      return parseLimit(flag, value, kind);
    } catch (error) {
      throw new InvalidArgumentError((error as Error).message);
    }
  };
}

function allowedDomains(value: string): AllowedDomains {
  try {
    return parseAllowedDomains(value);
  } catch (error) {
    if (error instanceof AllowedDomainsError) {
      throw new InvalidArgumentError(`--allowed-domains: ${error.message}`);
    }
    throw error;
  }
}

/** Only a UUID names a session: anything else could point outside the sessions folder. */
function sessionId(value: string): string {
  if (!isSessionId(value)) {
    throw new InvalidArgumentError(`--resume: "${value}" is not a session id (a UUID)`);
  }
  return value.toLowerCase();
}

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
  program
    .command('plan')
    .description(
      'Plan a request read-only and write the plan to a file: agent-loop plan "<request>" [--out agent-plan.json] [run flags].',
    )
    .allowUnknownOption()
    .allowExcessArguments();
  addRunCommand(program);
  return program;
}

/** `run` and its flags (the ones `plan` takes too). */
function addRunCommand(program: Command): Command {
  return program
    .command('run')
    .description('Run the agent on a prompt ("-" reads the prompt from stdin).')
    .argument('<prompt>', 'the task, or "-" to read it from stdin')
    .option('--cwd <dir>', 'workspace root; tools are confined to it', '.')
    .option('--model <id>', 'model id', DEFAULT_MODEL)
    .option('--fallback-model <id>', 'model used after repeated overload errors')
    .option(
      '--max-turns <n>',
      'at most this many model responses',
      limit('--max-turns', 'count'),
      30,
    )
    .option(
      '--max-budget-usd <x>',
      'hard cap on model cost in US dollars',
      limit('--max-budget-usd', 'amount'),
      5,
    )
    .option(
      '--timeout-minutes <n>',
      'deadline for the whole run',
      limit('--timeout-minutes', 'amount'),
      30,
    )
    .option('--allowed-tools <rules>', 'e.g. "Read,Grep,Edit,Bash(npm test:*)"', '')
    .option('--disallowed-tools <rules>', 'deny rules; deny wins over allow', '')
    .option('--append-system-prompt <text>', 'extra system instructions')
    .addOption(
      new Option('--output-format <format>', 'output format')
        .choices(['text', 'json', 'stream-json'])
        .default('text'),
    )
    .option('--transcript <file>', 'also write the stream-json transcript to this file')
    .option('--mcp-config <file|json>', 'MCP servers, in Claude Code\'s "mcpServers" format')
    .addOption(
      new Option('--sandbox <mode>', 'tool boundary: run tool processes as another user')
        .choices([...SANDBOX_MODES])
        .default('auto'),
    )
    .addOption(
      new Option(
        '--allowed-domains <list>',
        'hosts tool processes may reach, e.g. "example.com,*.example.org" ("*" for all)',
      )
        .argParser(allowedDomains)
        // Shown as a user would type it: no list means no network.
        .default({ kind: 'none' } satisfies AllowedDomains, 'none'),
    )
    .addOption(
      new Option('--effort <level>', "how hard the model works (default: the model's own)").choices(
        EFFORT_LEVELS,
      ),
    )
    .option(
      '--model-prices <json>',
      'prices per model id (USD/MTok) replacing the built-in table, e.g. \'{"claude-sonnet-5-5":{"input":2,"output":10}}\'',
    )
    .option('--verbose', 'one progress line per turn on stderr', false)
    .option('--resume <session-id>', 'continue a saved session', sessionId)
    .option('--continue', 'continue the most recent session saved for --cwd', false)
    .option(
      '--json-schema <file|json>',
      "the final answer must be JSON valid against this JSON Schema (the result's structured_output)",
    )
    .option(
      '--plan <file>',
      'run bound to this plan (from agent-loop plan): its files, commands, hosts, budget',
    )
    .option(
      '--no-project-config',
      "ignore the repository's Claude Code configuration (.claude/, nested CLAUDE.md / AGENTS.md)",
    )
    .exitOverride()
    .configureOutput({ writeOut: () => {}, writeErr: () => {} });
}

/** The command's help followed by `run`'s, so `agent-loop --help` shows every flag. */
function fullHelp(program: Command, run: Command): string {
  return `${program.helpInformation().trimEnd()}\n\n${run.helpInformation()}`;
}

function modelPricesFlag(json: string | undefined): Record<string, ModelPrices> | undefined {
  if (json === undefined) return undefined;
  try {
    return parseModelPrices(json, '--model-prices');
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
}

/** Parses argv (without node and the script path). Throws {@link UsageError}. */
export function parseCommandLine(argv: string[], version: string): Invocation {
  const program = buildProgram(version);
  let captured: RunOptions | undefined;
  const run = program.commands.find((command) => command.name() === 'run')!;
  run.action((prompt: string, flags: Record<string, unknown>) => {
    captured = {
      prompt,
      cwd: flags.cwd as string,
      model: flags.model as string,
      fallbackModel: flags.fallbackModel as string | undefined,
      maxTurns: flags.maxTurns as number,
      maxBudgetUsd: flags.maxBudgetUsd as number,
      timeoutMinutes: flags.timeoutMinutes as number,
      allowedTools: flags.allowedTools as string,
      disallowedTools: flags.disallowedTools as string,
      appendSystemPrompt: flags.appendSystemPrompt as string | undefined,
      outputFormat: flags.outputFormat as OutputFormat,
      transcript: flags.transcript as string | undefined,
      mcpConfig: flags.mcpConfig as string | undefined,
      sandbox: flags.sandbox as SandboxMode,
      allowedDomains: flags.allowedDomains as AllowedDomains,
      effort: flags.effort as Effort | undefined,
      modelPrices: modelPricesFlag(flags.modelPrices as string | undefined),
      verbose: flags.verbose === true,
      resume: flags.resume as string | undefined,
      continueLatest: flags.continue === true,
      jsonSchema: flags.jsonSchema as string | undefined,
      projectConfig: flags.projectConfig !== false,
      ...(typeof flags.plan === 'string' ? { planFile: flags.plan } : {}),
    };
  });
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.version') return { kind: 'version', text: version };
      // Commander shows the help itself when no command is given: that is a usage error.
      if (argv.length === 0) return { kind: 'usage', text: fullHelp(program, run) };
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help') {
        const wantsRun = argv.includes('run');
        return { kind: 'help', text: wantsRun ? run.helpInformation() : fullHelp(program, run) };
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
      );
    }
    throw error;
  }
  if (!captured) {
    if (argv.length === 0) return { kind: 'usage', text: fullHelp(program, run) };
    throw new UsageError(`unknown command "${argv[0]}" (try "agent-loop run --help")`);
  }
  if (captured.model.trim() === '') throw new UsageError('--model must not be empty');
  if (captured.resume !== undefined && captured.continueLatest) {
    throw new UsageError('--resume and --continue cannot be used together');
  }
  return { kind: 'run', options: captured };
}
