import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-NONAJQVJ.js";
import "./chunk-2QQDH5RE.js";
import "./group-cli.js";
import "./group-cli-run.js";
import "./group-cli-run.js";
import {
  chunk_AOM7VAOA$UsageError as UsageError,
} from "./group-cli-run.js";
import "./group-action-cli.js";
import {
  chunk_XWX3ISJ3$parseLimit as parseLimit,
} from "./group-action-cli.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run-grep.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run-grep.js";

// src/cli/eval-options.ts
var REFUSED = {
  "--cwd": "each task runs in its own worktree",
  "--output-format": "eval prints JSON lines",
  "--transcript": "each task saves its session under $AGENT_LOOP_HOME/sessions",
  "--continue": "each task starts a new session"
};
var MISSING_TASKS = "eval: the tasks file is missing (agent-loop eval <tasks.jsonl>)";
function parseEvalCommandLine(argv, version) {
  const own = takeOwnFlags(argv);
  if (own.help) return { kind: "help", text: evalHelp(version) };
  if (own.compare) {
    if (own.rest.length > 0)
      throw new UsageError(
        `--compare takes two results files and nothing else, got "${own.rest[0]}"`
      );
    return { kind: "compare", files: own.compare };
  }
  for (const token of own.rest) {
    const flag = token.split("=")[0];
    if (flag in REFUSED) throw new UsageError(`eval: ${flag} cannot be used (${REFUSED[flag]})`);
  }
  const parsed = parseRunOptions(own.rest, version);
  if (own.resume && own.out === void 0)
    throw new UsageError("--resume needs --out <results.jsonl> (the file to continue)");
  return {
    kind: "eval",
    tasksFile: parsed.prompt,
    ...own.out === void 0 ? {} : { out: own.out },
    jobs: own.jobs,
    resume: own.resume,
    testTimeoutMinutes: own.testTimeoutMinutes,
    run: parsed
  };
}
function parseRunOptions(rest, version) {
  let invocation;
  try {
    invocation = parseCommandLine(["run", ...rest], version);
  } catch (error) {
    if (error instanceof UsageError && error.kind === "excess_arguments") {
      throw new UsageError("eval takes one tasks file (agent-loop eval <tasks.jsonl>)");
    }
    if (error instanceof UsageError && error.kind === "missing_argument") {
      throw new UsageError(MISSING_TASKS);
    }
    throw error;
  }
  if (invocation.kind !== "run") throw new UsageError(MISSING_TASKS);
  return invocation.options;
}
function takeOwnFlags(argv) {
  const flags = { jobs: 1, resume: false, testTimeoutMinutes: 10, help: false, rest: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index];
    const [name, inline] = token.startsWith("--") && token.includes("=") ? [token.slice(0, token.indexOf("=")), token.slice(token.indexOf("=") + 1)] : [token, void 0];
    const value = () => {
      if (inline !== void 0) return inline;
      const next = argv[index + 1];
      if (next === void 0 || next.startsWith("--"))
        throw new UsageError(`${name} needs a value`);
      index += 1;
      return next;
    };
    if (name === "--out") flags.out = value();
    else if (name === "--jobs") flags.jobs = limit("--jobs", value(), "count");
    else if (name === "--test-timeout-minutes")
      flags.testTimeoutMinutes = limit(name, value(), "amount");
    else if (name === "--resume" && inline === void 0) flags.resume = true;
    else if (name === "--help" || name === "-h") flags.help = true;
    else if (name === "--compare") flags.compare = twoFiles(argv, index, inline);
    else flags.rest.push(token);
    if (name === "--compare") index += inline === void 0 ? 2 : 1;
  }
  return flags;
}
function twoFiles(argv, index, inline) {
  const files = inline === void 0 ? argv.slice(index + 1, index + 3) : [inline, argv[index + 1]];
  if (files.length < 2 || files.some((file) => file === void 0 || file.startsWith("--")))
    throw new UsageError(
      "--compare needs exactly two results files: --compare <a.jsonl> <b.jsonl>"
    );
  return files;
}
function limit(flag, raw, kind) {
  try {
    return parseLimit(flag, raw, kind);
  } catch (error) {
    throw new UsageError(error.message);
  }
}
function evalHelp(version) {
  const runHelp = parseCommandLine(["run", "--help"], version);
  const runOptions = runHelp.kind === "help" ? runHelp.text.split(/^Options:\n/m)[1] ?? "" : "";
  const passed = runOptions.split(/\n(?= {2}-)/).filter(
    (entry) => !/^\s*(--cwd|--output-format|--transcript|--continue|--resume|-h, --help)\b/.test(entry)
  ).join("\n").trimEnd();
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
export {
  evalHelp,
  parseEvalCommandLine
};
