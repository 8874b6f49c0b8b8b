import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_WLA7DFNC$isSessionId as isSessionId,
} from "./group-cli-run.js";
import {
  chunk_X3VTXMV6$UsageError as UsageError,
} from "./group-cli-run.js";
import {
  chunk_IBT3NMJH$parseModelPrices as parseModelPrices,
} from "./group-action-cli.js";
import {
  chunk_JBL7MHT2$parseLimit as parseLimit,
} from "./group-action-cli.js";
import {
  chunk_HUY6TF2S$EFFORT_LEVELS as EFFORT_LEVELS,
  chunk_HUY6TF2S$SANDBOX_MODES as SANDBOX_MODES,
} from "./group-action-cli-run.js";
import {
  chunk_43VZGAE7$AllowedDomainsError as AllowedDomainsError,
  chunk_43VZGAE7$parseAllowedDomains as parseAllowedDomains,
} from "./group-action-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";

// src/cli/run-flags.ts
var DEFAULT_MODEL = "claude-sonnet-5-5";
var FlagValueError = class extends Error {
  name = "FlagValueError";
};
function limit(flag, kind) {
  return (value) => {
    try {
      return parseLimit(flag, value, kind);
    } catch (error) {
      throw new FlagValueError(error.message);
    }
  };
}
function allowedDomains(value) {
  try {
    return parseAllowedDomains(value);
  } catch (error) {
    if (error instanceof AllowedDomainsError) {
      throw new FlagValueError(`--allowed-domains: ${error.message}`);
    }
    throw error;
  }
}
function sessionId(value) {
  if (!isSessionId(value)) {
    throw new FlagValueError(`--resume: "${value}" is not a session id (a UUID)`);
  }
  return value.toLowerCase();
}
var RUN_FLAGS = [
  { flags: "--cwd <dir>", description: "workspace root; tools are confined to it", default: "." },
  { flags: "--model <id>", description: "model id", default: DEFAULT_MODEL },
  { flags: "--fallback-model <id>", description: "model used after repeated overload errors" },
  {
    flags: "--max-turns <n>",
    description: "at most this many model responses",
    parse: limit("--max-turns", "count"),
    default: 30
  },
  {
    flags: "--max-budget-usd <x>",
    description: "hard cap on model cost in US dollars",
    parse: limit("--max-budget-usd", "amount"),
    default: 5
  },
  {
    flags: "--timeout-minutes <n>",
    description: "deadline for the whole run",
    parse: limit("--timeout-minutes", "amount"),
    default: 30
  },
  {
    flags: "--allowed-tools <rules>",
    description: 'e.g. "Read,Grep,Edit,Bash(npm test:*)"',
    default: ""
  },
  {
    flags: "--disallowed-tools <rules>",
    description: "deny rules; deny wins over allow",
    default: ""
  },
  { flags: "--append-system-prompt <text>", description: "extra system instructions" },
  {
    flags: "--output-format <format>",
    description: "output format",
    choices: ["text", "json", "stream-json"],
    default: "text"
  },
  {
    flags: "--transcript <file>",
    description: "also write the stream-json transcript to this file"
  },
  {
    flags: "--mcp-config <file|json>",
    description: `MCP servers, in Claude Code's "mcpServers" format`
  },
  {
    flags: "--sandbox <mode>",
    description: "tool boundary: run tool processes as another user",
    choices: SANDBOX_MODES,
    default: "auto"
  },
  {
    flags: "--allowed-domains <list>",
    description: 'hosts tool processes may reach, e.g. "example.com,*.example.org" ("*" for all)',
    parse: allowedDomains,
    // Shown as a user would type it: no list means no network.
    default: { kind: "none" },
    defaultShown: "none"
  },
  {
    flags: "--effort <level>",
    description: "how hard the model works (default: the model's own)",
    choices: EFFORT_LEVELS
  },
  {
    flags: "--model-prices <json>",
    description: `prices per model id (USD/MTok) replacing the built-in table, e.g. '{"claude-sonnet-5-5":{"input":2,"output":10}}'`
  },
  { flags: "--verbose", description: "one progress line per turn on stderr", default: false },
  { flags: "--resume <session-id>", description: "continue a saved session", parse: sessionId },
  {
    flags: "--continue",
    description: "continue the most recent session saved for --cwd",
    default: false
  },
  {
    flags: "--json-schema <file|json>",
    description: "the final answer must be JSON valid against this JSON Schema (the result's structured_output)"
  },
  {
    flags: "--plan <file>",
    description: "run bound to this plan (from agent-loop plan): its files, commands, hosts, budget"
  },
  {
    flags: "--no-project-config",
    description: "ignore the repository's Claude Code configuration (.claude/, nested CLAUDE.md / AGENTS.md)"
  }
];
function modelPricesFlag(json) {
  if (json === void 0) return void 0;
  try {
    return parseModelPrices(json, "--model-prices");
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
}
function runOptionsFrom(prompt, flags) {
  const options = {
    prompt,
    cwd: flags.cwd,
    model: flags.model,
    fallbackModel: flags.fallbackModel,
    maxTurns: flags.maxTurns,
    maxBudgetUsd: flags.maxBudgetUsd,
    timeoutMinutes: flags.timeoutMinutes,
    allowedTools: flags.allowedTools,
    disallowedTools: flags.disallowedTools,
    appendSystemPrompt: flags.appendSystemPrompt,
    outputFormat: flags.outputFormat,
    transcript: flags.transcript,
    mcpConfig: flags.mcpConfig,
    sandbox: flags.sandbox,
    allowedDomains: flags.allowedDomains,
    effort: flags.effort,
    modelPrices: modelPricesFlag(flags.modelPrices),
    verbose: flags.verbose === true,
    resume: flags.resume,
    continueLatest: flags.continue === true,
    jsonSchema: flags.jsonSchema,
    projectConfig: flags.projectConfig !== false,
    ...typeof flags.plan === "string" ? { planFile: flags.plan } : {}
  };
  if (options.model.trim() === "") throw new UsageError("--model must not be empty");
  if (options.resume !== void 0 && options.continueLatest) {
    throw new UsageError("--resume and --continue cannot be used together");
  }
  return options;
}
function named(flag) {
  const [long = ""] = flag.flags.split(" ");
  const bare = long.slice(2).replace(/^no-/, "");
  const attribute = bare.replace(/-([a-z])/g, (_match, letter) => letter.toUpperCase());
  return { long, attribute, takesValue: flag.flags.includes("<") };
}
var BY_LONG = new Map(RUN_FLAGS.map((flag) => [named(flag).long, flag]));
function readPlainRun(argv) {
  if (argv[0] !== "run") return void 0;
  const flags = {};
  for (const flag of RUN_FLAGS) {
    const { long, attribute } = named(flag);
    if (long.startsWith("--no-")) flags[attribute] = flag.default ?? true;
    else if (flag.default !== void 0) flags[attribute] = flag.default;
  }
  const seen = /* @__PURE__ */ new Set();
  const positional = [];
  for (let at = 1; at < argv.length; at++) {
    const arg = argv[at];
    if (arg === "-" || !arg.startsWith("-")) {
      positional.push(arg);
      continue;
    }
    const equals = arg.indexOf("=");
    const long = equals < 0 ? arg : arg.slice(0, equals);
    const flag = BY_LONG.get(long);
    if (!flag || seen.has(long)) return void 0;
    seen.add(long);
    const { attribute, takesValue } = named(flag);
    if (!takesValue) {
      if (equals >= 0) return void 0;
      flags[attribute] = !long.startsWith("--no-");
      continue;
    }
    const value = equals < 0 ? argv[++at] : arg.slice(equals + 1);
    if (value === void 0 || value === "" || value.startsWith("-")) return void 0;
    const read = valueOf(flag, value);
    if (read === void 0) return void 0;
    flags[attribute] = read.value;
  }
  if (positional.length !== 1) return void 0;
  return runOptionsFrom(positional[0], flags);
}
function valueOf(flag, text) {
  if (flag.choices) return flag.choices.includes(text) ? { value: text } : void 0;
  if (!flag.parse) return { value: text };
  try {
    return { value: flag.parse(text) };
  } catch {
    return void 0;
  }
}

export {
  DEFAULT_MODEL,
  FlagValueError,
  RUN_FLAGS,
  runOptionsFrom,
  readPlainRun
};
