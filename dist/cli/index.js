#!/usr/bin/env node
import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  UsageError,
  parseCommandLine
} from "../chunks/chunk-WRD4YMSI.js";
import "../chunks/chunk-WVSGOKT5.js";
import "../chunks/chunk-ZGKZO2EW.js";

// src/cli/main.ts
var VERSION = typeof AGENT_LOOP_VERSION === "string" ? AGENT_LOOP_VERSION : "0.1.0";
var stdoutClosed = false;
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") stdoutClosed = true;
  else throw error;
});
var processIo = {
  stdout: (text) => {
    if (!stdoutClosed) process.stdout.write(text);
  },
  stderr: (text) => process.stderr.write(text),
  stderrIsTerminal: process.stderr.isTTY === true,
  readStdin: async () => {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    return Buffer.concat(chunks).toString("utf8");
  },
  env: process.env
};
async function main(argv, io = processIo) {
  let invocation;
  try {
    invocation = parseCommandLine(argv, VERSION);
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
  const { runCommand } = await import("../chunks/run-34KMEESD.js");
  return runCommand(invocation.options, io);
}

// src/cli/index.ts
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`agent-loop: internal error: ${message.split("\n")[0]}
`);
    process.exitCode = 1;
  }
);
