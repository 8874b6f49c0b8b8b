// dist/chunks/chunk-3NO3W55U.js
import { createRequire as __agentLoopCreateRequire } from "node:module";
import {
  chunk_KHRSY42O$isSessionId as isSessionId,
} from "./group-cli-run.js";
import {
  chunk_AOM7VAOA$UsageError as UsageError,
} from "./group-cli-run.js";
import {
  chunk_SIKN3OM4$parseModelPrices as parseModelPrices,
} from "./group-action-cli.js";
import {
  chunk_XWX3ISJ3$parseLimit as parseLimit,
} from "./group-action-cli.js";
import {
  chunk_G5CL4B7I$EFFORT_LEVELS as EFFORT_LEVELS,
  chunk_G5CL4B7I$SANDBOX_MODES as SANDBOX_MODES,
  chunk_G5CL4B7I$parseAllowedDomainsSetting as parseAllowedDomainsSetting,
} from "./group-action-cli-run.js";
import {
  chunk_LQBT5YSH$AllowedDomainsError as AllowedDomainsError,
} from "./group-action-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
} from "./group-action-cli-run.js";
var require2 = __agentLoopCreateRequire(import.meta.url);
// src/cli/run-flags.ts
var DEFAULT_MODEL = "claude-sonnet-5-5";
var FlagValueError = class extends AgentLoopError {
  name = "FlagValueError";
  get kind() {
    return "flag_value";
  }
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
    return parseAllowedDomainsSetting(value);
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
    description: 'hosts tool processes may reach: "package-registries" (the hosts your package managers install from), "none", host names such as "example.com,*.example.org" (mixable with package-registries), or "*" for all',
    parse: allowedDomains,
    // Shown as a user would type it.
    default: { domains: { kind: "none" }, packageRegistries: true },
    defaultShown: "package-registries"
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
    flags: "--hooks-without-bash",
    description: "run the repository's hooks even when --disallowed-tools denies Bash (by default they are off then)",
    default: false
  },
  {
    flags: "--no-project-config",
    description: "ignore the repository's Claude Code configuration (.claude/, nested CLAUDE.md / AGENTS.md)"
  },
  {
    flags: "--image <file>",
    description: "an image the model sees after the prompt (PNG, JPEG, GIF or WebP, at most 5 MB); repeatable",
    repeatable: true
  },
  {
    flags: "--add-dir <path>",
    description: "another folder the tools may read and change, by absolute path (not inside --cwd); repeatable",
    repeatable: true
  },
  {
    flags: "--self-check",
    description: "before the run ends, run the repository's checks on its changes (docs/self-check.md); new failures go back to the agent",
    default: false
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
    allowedDomains: flags.allowedDomains.domains,
    packageRegistries: flags.allowedDomains.packageRegistries ?? true,
    effort: flags.effort,
    modelPrices: modelPricesFlag(flags.modelPrices),
    verbose: flags.verbose === true,
    resume: flags.resume,
    continueLatest: flags.continue === true,
    jsonSchema: flags.jsonSchema,
    projectConfig: flags.projectConfig !== false,
    hooksWithoutBash: flags.hooksWithoutBash === true,
    selfCheck: flags.selfCheck === true,
    ...typeof flags.plan === "string" ? { planFile: flags.plan } : {},
    ...Array.isArray(flags.image) ? { images: flags.image } : {},
    ...Array.isArray(flags.addDir) ? { addDirs: flags.addDir } : {}
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
    if (!flag || seen.has(long) && !flag.repeatable) return void 0;
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
    flags[attribute] = flag.repeatable ? [...flags[attribute] ?? [], read.value] : read.value;
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

// dist/chunks/chunk-UJWXDEOQ.js
import { createRequire as __agentLoopCreateRequire2 } from "node:module";
import {
  chunk_TZYGHOXO$escapeRegExp as escapeRegExp,
} from "./group-action-cli-run.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError2,
} from "./group-action-cli-run.js";
import { readFileSync, readdirSync, renameSync, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { crc32 } from "node:zlib";
import { closeSync, constants, fstatSync, linkSync, openSync, readSync, rmSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
var require3 = __agentLoopCreateRequire2(import.meta.url);
// src/cli/script-cache.ts
// src/cli/cache-key.ts
function crypto() {
  return process.getBuiltinModule("node:crypto");
}
var KEY_BYTES = 32;
var HMAC_BYTES = 32;
function cacheKeyPath(env) {
  return join(env.HOME || homedir(), ".agent-loop-cache-key");
}
function readCacheKey(path) {
  try {
    return { key: readKeyFile(path) };
  } catch (error) {
    if (error.code !== "ENOENT")
      return { refused: refusal(path, error) };
  }
  try {
    makeKeyFile(path);
    return { key: readKeyFile(path) };
  } catch (error) {
    return { refused: refusal(path, error) };
  }
}
var KeyFileError = class extends AgentLoopError2 {
  get kind() {
    return "key_file";
  }
};
function refusal(path, error) {
  if (error instanceof KeyFileError) return `the key file ${path} ${error.message}`;
  const { code, message } = error;
  if (code === "ELOOP") return `the key file ${path} is a symbolic link`;
  return `the key file ${path} cannot be used: ${code ?? message}`;
}
function readKeyFile(path) {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new KeyFileError("is not a regular file");
    const uid = process.getuid?.();
    if (uid !== void 0 && stat.uid !== uid)
      throw new KeyFileError(`belongs to uid ${stat.uid}, not to you (uid ${uid})`);
    if ((stat.mode & 63) !== 0) {
      const mode = (stat.mode & 511).toString(8).padStart(3, "0");
      throw new KeyFileError(`is open to others (mode ${mode}; chmod 600 it)`);
    }
    const key = Buffer.alloc(KEY_BYTES);
    const read = readSync(fd, key, 0, KEY_BYTES, 0);
    if (read !== KEY_BYTES || stat.size !== KEY_BYTES)
      throw new KeyFileError(`does not hold a key (${stat.size} bytes, not ${KEY_BYTES})`);
    return key;
  } finally {
    closeSync(fd);
  }
}
function makeKeyFile(path) {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, crypto().randomBytes(KEY_BYTES), { mode: 384, flag: "wx" });
    linkSync(temporary, path);
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}
function sign(key, parts) {
  const hmac = crypto().createHmac("sha256", key);
  for (const part of parts) {
    const bytes = typeof part === "string" ? Buffer.from(part) : part;
    const length = Buffer.alloc(8);
    length.writeBigUInt64BE(BigInt(bytes.length));
    hmac.update(length).update(bytes);
  }
  return hmac.digest();
}
function verify(key, parts, mac) {
  return mac.length === HMAC_BYTES && crypto().timingSafeEqual(sign(key, parts), mac);
}
// src/cli/script-cache.ts
var PARAMETERS = ["exports", "require", "module", "__agentLoopUrl", "__agentLoopImport"];
var cacheDirectory;
var cacheKey;
var toWrite = /* @__PURE__ */ new Map();
function setScriptCacheDirectory(directory, key) {
  cacheDirectory = key ? directory : void 0;
  cacheKey = key;
}
function runCachedScript(file, imports) {
  const path = fileURLToPath(file);
  const bytes = readFileSync(path);
  const cachePath = cacheDirectory && join2(cacheDirectory, cacheName(path, bytes));
  const cachedData = cachePath ? readCache(cachePath) : void 0;
  const script = new vm.Script(asFunction(bytes.toString("utf8")), {
    filename: path,
    ...cachedData ? { cachedData } : {}
  });
  const used = cachedData !== void 0 && !script.cachedDataRejected;
  if (cachePath && !used)
    writeAtExit(cachePath, { script, scriptFile: basename(path), key: cacheKey });
  const module = { exports: {} };
  const run = script.runInThisContext();
  run(
    module.exports,
    requireFor(path, imports),
    module,
    file.href,
    (specifier) => import(new URL(specifier, file).href)
  );
  return { exports: module.exports, cache: cachePath ? used ? "used" : "made" : "none" };
}
function asFunction(source) {
  return `(function (${PARAMETERS.join(", ")}) {"use strict";${source}
})`;
}
function cacheName(path, bytes) {
  const checksum = crc32(bytes).toString(16).padStart(8, "0");
  return `${basename(path)}-${checksum}-${process.version}-${process.arch}.cache`;
}
function readCache(path) {
  let file;
  try {
    file = readFileSync(path);
  } catch {
    return void 0;
  }
  const code = file.subarray(HMAC_BYTES);
  const signed = verify(cacheKey, [basename(path), code], file.subarray(0, HMAC_BYTES));
  return signed ? code : void 0;
}
function requireFor(path, imports) {
  const nodeRequire = createRequire(path);
  return (specifier) => {
    if (Object.hasOwn(imports, specifier)) return imports[specifier];
    if (specifier.startsWith("node:")) return nodeRequire(specifier);
    throw new Error(`${path} imports ${specifier}, which it was not given`);
  };
}
function writeAtExit(cachePath, entry) {
  if (toWrite.size === 0) process.once("exit", writeScriptCaches);
  toWrite.set(cachePath, entry);
}
function writeScriptCaches() {
  for (const [cachePath, { script, scriptFile, key }] of toWrite) {
    const temporary = `${cachePath}.${process.pid}.tmp`;
    try {
      const code = script.createCachedData();
      const mac = sign(key, [basename(cachePath), code]);
      writeFileSync2(temporary, Buffer.concat([mac, code]), { mode: 384 });
      renameSync(temporary, cachePath);
      removeOtherBuilds(cachePath, scriptFile);
    } catch {
      rmSync2(temporary, { force: true });
    }
  }
  toWrite.clear();
}
function removeOtherBuilds(cachePath, scriptFile) {
  const name = basename(cachePath);
  const folder = dirname(cachePath);
  const suffix = `-${process.version}-${process.arch}.cache`;
  const build = new RegExp(`^${escapeRegExp(scriptFile)}-[0-9a-f]{8}${escapeRegExp(suffix)}$`);
  for (const other of readdirSync(folder)) {
    if (other !== name && build.test(other)) rmSync2(join2(folder, other), { force: true });
  }
}
export {
  DEFAULT_MODEL as chunk_3NO3W55U$DEFAULT_MODEL,
  FlagValueError as chunk_3NO3W55U$FlagValueError,
  RUN_FLAGS as chunk_3NO3W55U$RUN_FLAGS,
  readPlainRun as chunk_3NO3W55U$readPlainRun,
  runOptionsFrom as chunk_3NO3W55U$runOptionsFrom,
  cacheKeyPath as chunk_UJWXDEOQ$cacheKeyPath,
  readCacheKey as chunk_UJWXDEOQ$readCacheKey,
  runCachedScript as chunk_UJWXDEOQ$runCachedScript,
  setScriptCacheDirectory as chunk_UJWXDEOQ$setScriptCacheDirectory,
  sign as chunk_UJWXDEOQ$sign,
  verify as chunk_UJWXDEOQ$verify,
  writeScriptCaches as chunk_UJWXDEOQ$writeScriptCaches
};
