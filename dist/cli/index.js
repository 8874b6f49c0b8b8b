#!/usr/bin/env node
import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_3NO3W55U$readPlainRun as readPlainRun,
} from "../chunks/group-cli.js";
import {
  chunk_BMEMRKLE$agentLoopHome as agentLoopHome,
  chunk_BMEMRKLE$homeWithinReach as homeWithinReach,
  chunk_BMEMRKLE$realPath as realPath,
} from "../chunks/group-cli-run.js";
import "../chunks/group-cli-run.js";
import "../chunks/group-cli-run.js";
import {
  chunk_AOM7VAOA$UsageError as UsageError,
} from "../chunks/group-cli-run.js";
import {
  chunk_C22ULQ3L$isWithin as isWithin,
} from "../chunks/group-cli-run.js";
import "../chunks/group-action-cli.js";
import "../chunks/group-action-cli.js";
import "../chunks/group-action-cli-run.js";
import "../chunks/group-action-cli-run.js";
import "../chunks/group-action-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "../chunks/group-action-cli-run-grep.js";
import {
  chunk_UJWXDEOQ$cacheKeyPath as cacheKeyPath,
  chunk_UJWXDEOQ$readCacheKey as readCacheKey,
  chunk_UJWXDEOQ$setScriptCacheDirectory as setScriptCacheDirectory,
  chunk_UJWXDEOQ$sign as sign,
  chunk_UJWXDEOQ$verify as verify,
} from "../chunks/group-cli.js";
import "../chunks/group-action-cli-run.js";
import "../chunks/group-action-cli-run.js";
import "../chunks/group-action-cli-run-grep.js";

// src/cli/main.ts
import { isatty } from "node:tty";
import { resolve } from "node:path";

// src/cli/compile-cache.ts
import { chmodSync, lstatSync as lstatSync2, mkdirSync } from "node:fs";
import nodeModule from "node:module";
import { join as join2 } from "node:path";

// src/cli/node-cache-seal.ts
import { lstatSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
var SEAL_FILE = "node-cache.seal";
function enableSealedNodeCache(directory, key, node) {
  const { enableCompileCache: enableCompileCache2, flushCompileCache } = node;
  if (!enableCompileCache2 || !flushCompileCache) return;
  const sealed = dropUnsealed(directory, key);
  enableCompileCache2.call(node, directory);
  process.once("exit", () => {
    try {
      flushCompileCache.call(node);
      writeSeal(directory, key, sealed);
    } catch {
    }
  });
}
function nodeCacheFiles(directory) {
  const found = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(directory, entry.name);
    for (const file of readdirSync(folder)) found.push(relative(directory, join(folder, file)));
  }
  return found;
}
function readSeal(directory) {
  const seal = /* @__PURE__ */ new Map();
  let text;
  try {
    text = readFileSync(join(directory, SEAL_FILE), "utf8");
  } catch {
    return seal;
  }
  for (const line of text.split("\n")) {
    const match = /^([0-9a-f]{64}) (\d+) ([\d.]+) (.+)$/.exec(line);
    if (match) seal.set(match[4], { mac: match[1], size: +match[2], mtimeMs: +match[3] });
  }
  return seal;
}
function dropUnsealed(directory, key) {
  const seal = readSeal(directory);
  const kept = /* @__PURE__ */ new Map();
  for (const name of nodeCacheFiles(directory)) {
    const path = join(directory, name);
    const entry = seal.get(name);
    const stat = lstatSync(path);
    const good = entry !== void 0 && stat.isFile() && verify(key, [name, readFileSync(path)], Buffer.from(entry.mac, "hex"));
    if (good) kept.set(name, { mac: entry.mac, size: stat.size, mtimeMs: stat.mtimeMs });
    else rmSync(path, { recursive: true, force: true });
  }
  return kept;
}
function writeSeal(directory, key, checked = /* @__PURE__ */ new Map()) {
  const lines = [];
  for (const name of nodeCacheFiles(directory)) {
    const stat = lstatSync(join(directory, name));
    if (!stat.isFile()) continue;
    const known = checked.get(name);
    const same = known && known.size === stat.size && known.mtimeMs === stat.mtimeMs;
    const mac = same ? known.mac : sign(key, [name, readFileSync(join(directory, name))]).toString("hex");
    lines.push(`${mac} ${stat.size} ${stat.mtimeMs} ${name}`);
  }
  const temporary = join(directory, `${SEAL_FILE}.${process.pid}.tmp`);
  writeFileSync(temporary, `${lines.join("\n")}
`, { mode: 384 });
  renameSync(temporary, join(directory, SEAL_FILE));
}

// src/cli/compile-cache.ts
function compileCacheDirectory(env) {
  return join2(agentLoopHome(env), "compile-cache");
}
function enableCompileCache(env, options = {}) {
  if (env.NODE_DISABLE_COMPILE_CACHE) return void 0;
  if (options.workspace && homeWithinReach(env, options.workspace)) return void 0;
  const keyPath = cacheKeyPath(env);
  if (options.workspace && isWithin(realPath(options.workspace), realPath(keyPath))) {
    options.warn?.(`the compile caches are off: the key file ${keyPath} lies in the workspace`);
    return void 0;
  }
  const key = readCacheKey(keyPath);
  if ("refused" in key) {
    options.warn?.(`the compile caches are off: ${key.refused}`);
    return void 0;
  }
  const directory = compileCacheDirectory(env);
  try {
    mkdirSync(directory, { recursive: true, mode: 448 });
    if (!lstatSync2(directory).isDirectory()) return void 0;
    chmodSync(directory, 448);
  } catch {
    return void 0;
  }
  try {
    enableSealedNodeCache(directory, key.key, options.node ?? nodeModule);
  } catch {
  }
  setScriptCacheDirectory(directory, key.key);
  return directory;
}

// src/cli/main.ts
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
async function main(given, io = processIo) {
  const argv = given[0] === "help" && given.length > 1 ? [given[1], "--help"] : given;
  if (argv[0] === "eval") return evalMain(argv.slice(1), io);
  if (argv[0] === "usage") {
    const { usageCommand } = await import("../chunks/usage-QKY7FYEM.js");
    return usageCommand(argv.slice(1), io);
  }
  let invocation;
  const asksHelp = argv.slice(1).some((arg) => arg === "--help" || arg === "-h");
  const planning = argv[0] === "plan" && !asksHelp ? planArguments(argv.slice(1)) : void 0;
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
  const options = planning ? { ...invocation.options, planOut: planning.out } : invocation.options;
  enableCompileCache(io.env, { workspace: resolve(options.cwd), warn: warnWith(io) });
  const { runCommand } = await import("../chunks/run-C3FKQOQH.js");
  return runCommand(options, io);
}
function warnWith(io) {
  return (line) => io.stderr(`agent-loop: warning: ${line}
`);
}
async function readCommandLine(args) {
  const plain = readPlainRun(args);
  if (plain) return { kind: "run", options: plain };
  const { parseCommandLine } = await import("../chunks/options-EJY234SQ.js");
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
  const { parseEvalCommandLine } = await import("../chunks/eval-options-BOGR7YIF.js");
  try {
    invocation = parseEvalCommandLine(argv, VERSION);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`agent-loop: ${error.message}
`);
    return 2;
  }
  enableCompileCache(io.env, { warn: warnWith(io) });
  const { evalCommand } = await import("../chunks/eval-WYEUE3CP.js");
  return evalCommand(invocation, io);
}

// src/cli/index.ts
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
