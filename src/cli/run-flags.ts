/**
 * The `agent-loop run` flags, as data: the one list both parsers read. options.ts
 * builds commander's `run` command from it (help, and every mistake's message);
 * {@link readPlainRun} reads a plain, valid run's command line without commander,
 * so a run's first model request does not wait for commander to load (~125 kB).
 * Whatever it is not sure of (a short flag, `--help`, an unknown or repeated flag,
 * a bad value, a missing prompt) it leaves to commander, which says what is wrong
 * as it always did; test/cli/run-flags.test.ts checks the two agree.
 */
import { AgentLoopError } from '../engine/errors/agent-loop-error.js';
import type { ModelPrices } from '../engine/model/models.js';
import { parseModelPrices } from '../engine/model/price-overrides.js';
import { parseLimit, type LimitKind } from '../engine/config/numbers.js';
import { AllowedDomainsError, type AllowedDomains } from '../engine/sandbox/domains.js';
import {
  parseAllowedDomainsSetting,
  type AllowedDomainsSetting,
} from '../engine/sandbox/network-setting.js';
import { SANDBOX_MODES, type SandboxMode } from '../engine/sandbox/modes.js';
import { EFFORT_LEVELS, type Effort } from '../engine/model/types.js';
import { isSessionId } from '../engine/session/store.js';
import { errorMessage } from '../engine/text/error-message.js';
import { UsageError } from './usage-error.js';

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
  /** Hosts tool processes may reach, as named (a plan's hosts are bounded by them). */
  allowedDomains: AllowedDomains;
  /** The `package-registries` preset, resolved at run start (default: on). */
  packageRegistries: boolean;
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
  /** `--hooks-without-bash`: hooks run although --disallowed-tools denies Bash. */
  hooksWithoutBash: boolean;
  /** `agent-loop plan`: write the checked plan to this file (a read-only run). */
  planOut?: string;
  /** `--plan <file>`: run bound to this plan (docs/plan-approve.md). */
  planFile?: string;
  /** `--self-check`: check the work before the run ends (docs/self-check.md). */
  selfCheck: boolean;
  /** `--image <file>`, repeatable: images given with the prompt (src/cli/images.ts). */
  images?: string[];
  /** `--add-dir <path>`, repeatable: folders the tools reach besides `cwd` (src/cli/added-dirs.ts). */
  addDirs?: string[];
}

/** A flag's value refused by its parser; the message names the flag (commander shows it as is). */
export class FlagValueError extends AgentLoopError<'flag_value'> {
  override readonly name = 'FlagValueError';
  get kind() {
    return 'flag_value' as const;
  }
}

/** One flag of `run`, in commander's terms (options.ts makes each an `Option`). */
export interface RunFlag {
  /** `--cwd <dir>` (takes a value), `--verbose` (a switch) or `--no-project-config`. */
  flags: string;
  description: string;
  /** The value when the flag is not given (a `--no-` flag's is true). */
  default?: unknown;
  /** How help shows the default, when not as its JSON. */
  defaultShown?: string;
  /** The only values taken. */
  choices?: readonly string[];
  /** Turns the text into the value; throws {@link FlagValueError} for a bad one. */
  parse?: (value: string) => unknown;
  /** The flag may be given more than once: its value is the list of every value, in order. */
  repeatable?: boolean;
}

function limit(flag: string, kind: LimitKind) {
  return (value: string): number => {
    try {
      return parseLimit(flag, value, kind);
    } catch (error) {
      throw new FlagValueError((error as Error).message);
    }
  };
}

function allowedDomains(value: string): AllowedDomainsSetting {
  try {
    return parseAllowedDomainsSetting(value);
  } catch (error) {
    if (error instanceof AllowedDomainsError) {
      throw new FlagValueError(`--allowed-domains: ${error.message}`);
    }
    throw error;
  }
}

/** Only a UUID names a session: anything else could point outside the sessions folder. */
function sessionId(value: string): string {
  if (!isSessionId(value)) {
    throw new FlagValueError(`--resume: "${value}" is not a session id (a UUID)`);
  }
  return value.toLowerCase();
}

/** `run`'s flags (the ones `plan` takes too), in the order help lists them. */
export const RUN_FLAGS: readonly RunFlag[] = [
  { flags: '--cwd <dir>', description: 'workspace root; tools are confined to it', default: '.' },
  { flags: '--model <id>', description: 'model id', default: DEFAULT_MODEL },
  { flags: '--fallback-model <id>', description: 'model used after repeated overload errors' },
  {
    flags: '--max-turns <n>',
    description: 'at most this many model responses',
    parse: limit('--max-turns', 'count'),
    default: 30,
  },
  {
    flags: '--max-budget-usd <x>',
    description: 'hard cap on model cost in US dollars',
    parse: limit('--max-budget-usd', 'amount'),
    default: 5,
  },
  {
    flags: '--timeout-minutes <n>',
    description: 'deadline for the whole run',
    parse: limit('--timeout-minutes', 'amount'),
    default: 30,
  },
  {
    flags: '--allowed-tools <rules>',
    description: 'e.g. "Read,Grep,Edit,Bash(npm test:*)"',
    default: '',
  },
  {
    flags: '--disallowed-tools <rules>',
    description: 'deny rules; deny wins over allow',
    default: '',
  },
  { flags: '--append-system-prompt <text>', description: 'extra system instructions' },
  {
    flags: '--output-format <format>',
    description: 'output format',
    choices: ['text', 'json', 'stream-json'],
    default: 'text',
  },
  {
    flags: '--transcript <file>',
    description: 'also write the stream-json transcript to this file',
  },
  {
    flags: '--mcp-config <file|json>',
    description: 'MCP servers, in Claude Code\'s "mcpServers" format',
  },
  {
    flags: '--sandbox <mode>',
    description: 'tool boundary: run tool processes as another user',
    choices: SANDBOX_MODES,
    default: 'auto',
  },
  {
    flags: '--allowed-domains <list>',
    description:
      'hosts tool processes may reach: "package-registries" (the hosts your package managers install from), "none", host names such as "example.com,*.example.org" (mixable with package-registries), or "*" for all',
    parse: allowedDomains,
    // Shown as a user would type it.
    default: { domains: { kind: 'none' }, packageRegistries: true } satisfies AllowedDomainsSetting,
    defaultShown: 'package-registries',
  },
  {
    flags: '--effort <level>',
    description: "how hard the model works (default: the model's own)",
    choices: EFFORT_LEVELS,
  },
  {
    flags: '--model-prices <json>',
    description:
      'prices per model id (USD/MTok) replacing the built-in table, e.g. \'{"claude-sonnet-5-5":{"input":2,"output":10}}\'',
  },
  { flags: '--verbose', description: 'one progress line per turn on stderr', default: false },
  { flags: '--resume <session-id>', description: 'continue a saved session', parse: sessionId },
  {
    flags: '--continue',
    description: 'continue the most recent session saved for --cwd',
    default: false,
  },
  {
    flags: '--json-schema <file|json>',
    description:
      "the final answer must be JSON valid against this JSON Schema (the result's structured_output)",
  },
  {
    flags: '--plan <file>',
    description:
      'run bound to this plan (from agent-loop plan): its files, commands, hosts, budget',
  },
  {
    flags: '--hooks-without-bash',
    description:
      "run the repository's hooks even when --disallowed-tools denies Bash (by default they are off then)",
    default: false,
  },
  {
    flags: '--no-project-config',
    description:
      "ignore the repository's Claude Code configuration (.claude/, nested CLAUDE.md / AGENTS.md)",
  },
  {
    flags: '--image <file>',
    description:
      'an image the model sees after the prompt (PNG, JPEG, GIF or WebP, at most 5 MB); repeatable',
    repeatable: true,
  },
  {
    flags: '--add-dir <path>',
    description:
      'another folder the tools may read and change, by absolute path (not inside --cwd); repeatable',
    repeatable: true,
  },
  {
    flags: '--self-check',
    description:
      "before the run ends, run the repository's checks on its changes (docs/self-check.md); new failures go back to the agent",
    default: false,
  },
];

function modelPricesFlag(json: string | undefined): Record<string, ModelPrices> | undefined {
  if (json === undefined) return undefined;
  try {
    return parseModelPrices(json, '--model-prices');
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
}

/**
 * The run's options from the prompt and the flags by attribute name (as commander
 * names them: `maxTurns`, `projectConfig`), checked as a whole. Throws {@link UsageError}.
 */
export function runOptionsFrom(prompt: string, flags: Record<string, unknown>): RunOptions {
  const options: RunOptions = {
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
    allowedDomains: (flags.allowedDomains as AllowedDomainsSetting).domains,
    packageRegistries: (flags.allowedDomains as AllowedDomainsSetting).packageRegistries ?? true,
    effort: flags.effort as Effort | undefined,
    modelPrices: modelPricesFlag(flags.modelPrices as string | undefined),
    verbose: flags.verbose === true,
    resume: flags.resume as string | undefined,
    continueLatest: flags.continue === true,
    jsonSchema: flags.jsonSchema as string | undefined,
    projectConfig: flags.projectConfig !== false,
    hooksWithoutBash: flags.hooksWithoutBash === true,
    selfCheck: flags.selfCheck === true,
    ...(typeof flags.plan === 'string' ? { planFile: flags.plan } : {}),
    ...(Array.isArray(flags.image) ? { images: flags.image as string[] } : {}),
    ...(Array.isArray(flags.addDir) ? { addDirs: flags.addDir as string[] } : {}),
  };
  if (options.model.trim() === '') throw new UsageError('--model must not be empty');
  if (options.resume !== undefined && options.continueLatest) {
    throw new UsageError('--resume and --continue cannot be used together');
  }
  return options;
}

/** A flag's long name and the attribute commander stores it under (`--no-x` stores `x`). */
function named(flag: RunFlag): { long: string; attribute: string; takesValue: boolean } {
  const [long = ''] = flag.flags.split(' ');
  const bare = long.slice(2).replace(/^no-/, '');
  const attribute = bare.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  return { long, attribute, takesValue: flag.flags.includes('<') };
}

const BY_LONG = new Map(RUN_FLAGS.map((flag) => [named(flag).long, flag]));

/**
 * `run <prompt> [--flag value | --flag=value | --switch]…` read without commander:
 * the run's options, or undefined when commander must read it (anything else,
 * every mistake and every request for help). Throws {@link UsageError} only where
 * commander's reading would throw the same (the checks of {@link runOptionsFrom}).
 */
export function readPlainRun(argv: readonly string[]): RunOptions | undefined {
  if (argv[0] !== 'run') return undefined;
  const flags: Record<string, unknown> = {};
  for (const flag of RUN_FLAGS) {
    const { long, attribute } = named(flag);
    if (long.startsWith('--no-')) flags[attribute] = flag.default ?? true;
    else if (flag.default !== undefined) flags[attribute] = flag.default;
  }
  const seen = new Set<string>();
  const positional: string[] = [];
  for (let at = 1; at < argv.length; at++) {
    const arg = argv[at]!;
    if (arg === '-' || !arg.startsWith('-')) {
      positional.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const long = equals < 0 ? arg : arg.slice(0, equals);
    const flag = BY_LONG.get(long);
    if (!flag || (seen.has(long) && !flag.repeatable)) return undefined;
    seen.add(long);
    const { attribute, takesValue } = named(flag);
    if (!takesValue) {
      if (equals >= 0) return undefined;
      flags[attribute] = !long.startsWith('--no-');
      continue;
    }
    const value = equals < 0 ? argv[++at] : arg.slice(equals + 1);
    if (value === undefined || value === '' || value.startsWith('-')) return undefined;
    const read = valueOf(flag, value);
    if (read === undefined) return undefined;
    flags[attribute] = flag.repeatable
      ? [...((flags[attribute] as unknown[] | undefined) ?? []), read.value]
      : read.value;
  }
  if (positional.length !== 1) return undefined;
  return runOptionsFrom(positional[0]!, flags);
}

/** The flag's value, or undefined when it is refused (commander then says why). */
function valueOf(flag: RunFlag, text: string): { value: unknown } | undefined {
  if (flag.choices) return flag.choices.includes(text) ? { value: text } : undefined;
  if (!flag.parse) return { value: text };
  try {
    return { value: flag.parse(text) };
  } catch {
    return undefined;
  }
}
