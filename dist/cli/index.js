#!/usr/bin/env node
import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  readPlainRun
} from "../chunks/chunk-4HZ2CC3I.js";
import {
  chunk_JHGS5LKD$enableCompileCache as enableCompileCache,
} from "../chunks/group-cli-run.js";
import "../chunks/group-cli-run.js";
import "../chunks/group-cli-run.js";
import {
  chunk_X3VTXMV6$UsageError as UsageError,
} from "../chunks/group-cli-run.js";
import "../chunks/group-action-cli.js";
import "../chunks/group-action-cli.js";
import "../chunks/group-action-cli-run.js";
import "../chunks/group-action-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "../chunks/group-action-cli-run-grep.js";
import "../chunks/group-cli-run.js";
import "../chunks/group-action-cli-run.js";
import "../chunks/group-action-cli-run-grep.js";

// src/cli/main.ts
import { isatty } from "node:tty";
var VERSION = typeof AGENT_LOOP_VERSION === "string" ? AGENT_LOOP_VERSION : "0.1.0";
var stdoutClosed = false;
var stdoutWatched = false;
function writeStdout(text) {
  if (!stdoutWatched) {
    stdoutWatched = true;
    process.stdout.on("error", (error) => {
      if (error.code === "EPIPE") stdoutClosed = true;
      else throw error;
    });
  }
  if (!stdoutClosed) process.stdout.write(text);
}
var processIo = {
  stdout: writeStdout,
  stderr: (text) => process.stderr.write(text),
  stderrIsTerminal: isatty(2),
  readStdin: async () => {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    return Buffer.concat(chunks).toString("utf8");
  },
  env: process.env
};
async function main(argv, io = processIo) {
  if (argv[0] === "eval") return evalMain(argv.slice(1), io);
  if (argv[0] === "usage") {
    const { usageCommand } = await import("../chunks/usage-XCJREV5P.js");
    return usageCommand(argv.slice(1), io);
  }
  let invocation;
  const planning = argv[0] === "plan" ? planArguments(argv.slice(1)) : void 0;
  const args = planning ? ["run", ...planning.rest] : argv;
  try {
    invocation = await readCommandLine(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`agent-loop: ${error.message}
`);
    return 2;
  }
  if (invocation.kind === "usage") {
    io.stderr(`${invocation.text.trimEnd()}
`);
    return 2;
  }
  if (invocation.kind !== "run") {
    io.stdout(`${invocation.text.trimEnd()}
`);
    return 0;
  }
  const { runCommand } = await import("../chunks/run-EU7BWQPC.js");
  const options = planning ? { ...invocation.options, planOut: planning.out } : invocation.options;
  return runCommand(options, io);
}
async function readCommandLine(args) {
  const plain = readPlainRun(args);
  if (plain) return { kind: "run", options: plain };
  const { parseCommandLine } = await import("../chunks/options-77PO2YQZ.js");
  return parseCommandLine(args, VERSION);
}
function planArguments(argv) {
  const rest = [...argv];
  const at = rest.findIndex((arg) => arg === "--out" || arg.startsWith("--out="));
  if (at < 0) return { out: "agent-plan.json", rest };
  const [flag] = rest.splice(at, 1);
  const out = flag.includes("=") ? flag.slice("--out=".length) : rest.splice(at, 1)[0] ?? "";
  return { out: out || "agent-plan.json", rest };
}
async function evalMain(argv, io) {
  let invocation;
  const { parseEvalCommandLine } = await import("../chunks/eval-options-YHANQ3XC.js");
  try {
    invocation = parseEvalCommandLine(argv, VERSION);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`agent-loop: ${error.message}
`);
    return 2;
  }
  const { evalCommand } = await import("../chunks/eval-6CC5KQQA.js");
  return evalCommand(invocation, io);
}

// src/cli/index.ts
enableCompileCache(process.env);
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    const message = errorMessage(error);
    process.stderr.write(`agent-loop: internal error: ${message.split("\n")[0]}
`);
    process.exitCode = 1;
  }
);
