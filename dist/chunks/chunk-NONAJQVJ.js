import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  Command,
  CommanderError,
  InvalidArgumentError,
  Option
} from "./chunk-2QQDH5RE.js";
import {
  chunk_3NO3W55U$FlagValueError as FlagValueError,
  chunk_3NO3W55U$RUN_FLAGS as RUN_FLAGS,
  chunk_3NO3W55U$runOptionsFrom as runOptionsFrom,
} from "./group-cli.js";
import {
  chunk_AOM7VAOA$UsageError as UsageError,
} from "./group-cli-run.js";

// src/cli/options.ts
function buildProgram(version) {
  const program = new Command("agent-loop").description("Run a Claude-Code-grade agent loop on a workspace.").version(version, "-v, --version").exitOverride().configureOutput({ writeOut: () => {
  }, writeErr: () => {
  } }).showSuggestionAfterError(true);
  program.command("eval").description("Measure the agent on your own tasks (agent-loop eval --help).").allowUnknownOption().allowExcessArguments();
  program.command("usage").description(
    "This month's spending of the action's runs, from a clone (agent-loop usage --help)."
  ).allowUnknownOption().allowExcessArguments();
  withRunFlags(
    program.command("plan").description(
      "Plan a request read-only and write the plan to a file for review; `run --plan <file>` carries it out."
    ).argument("<request>", 'what to plan, or "-" to read it from stdin').option("--out <file>", "where the plan is written", "agent-plan.json")
  );
  withRunFlags(
    program.command("run").description('Run the agent on a prompt ("-" reads the prompt from stdin).').argument("<prompt>", 'the task, or "-" to read it from stdin')
  );
  return program;
}
function withRunFlags(command) {
  for (const flag of RUN_FLAGS) command.addOption(commanderOption(flag));
  return command.exitOverride().configureOutput({ writeOut: () => {
  }, writeErr: () => {
  } });
}
function commanderOption(flag) {
  const option = new Option(flag.flags, flag.description);
  if (flag.choices) option.choices(flag.choices);
  const parse = flag.parse;
  if (parse) {
    option.argParser((value) => {
      try {
        return parse(value);
      } catch (error) {
        if (error instanceof FlagValueError) throw new InvalidArgumentError(error.message);
        throw error;
      }
    });
  }
  if (flag.repeatable) {
    option.argParser((value, previous) => [
      ...previous ?? [],
      value
    ]);
  }
  if (flag.default !== void 0) option.default(flag.default, flag.defaultShown);
  return option;
}
function fullHelp(program, run) {
  return `${program.helpInformation().trimEnd()}

${run.helpInformation()}`;
}
var ARGUMENT_ERRORS = {
  "commander.excessArguments": "excess_arguments",
  "commander.missingArgument": "missing_argument"
};
function parseCommandLine(argv, version) {
  const program = buildProgram(version);
  let captured;
  const run = program.commands.find((command) => command.name() === "run");
  run.action((prompt, flags) => {
    captured = runOptionsFrom(prompt, flags);
  });
  try {
    program.parse(argv, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === "commander.version") return { kind: "version", text: version };
      if (argv.length === 0) return { kind: "usage", text: fullHelp(program, run) };
      if (error.code === "commander.helpDisplayed" || error.code === "commander.help") {
        const own = program.commands.find((command) => command.name() === argv[0]);
        return { kind: "help", text: own ? own.helpInformation() : fullHelp(program, run) };
      }
      const [first, ...rest] = error.message.replace(/^error: /, "").split("\n");
      const suggestion = rest.find((line) => line.startsWith("(Did you mean"));
      const message = suggestion ? `${first} ${suggestion}` : first;
      throw new UsageError(
        error.code === "commander.invalidArgument" ? message.replace(/^option '[^']*' argument '.*' is invalid\. (?=--)/, "") : message,
        ARGUMENT_ERRORS[error.code] ?? "usage"
      );
    }
    throw error;
  }
  if (!captured) {
    if (argv.length === 0) return { kind: "usage", text: fullHelp(program, run) };
    throw new UsageError(`unknown command "${argv[0]}" (try "agent-loop run --help")`);
  }
  return { kind: "run", options: captured };
}

export {
  parseCommandLine
};
