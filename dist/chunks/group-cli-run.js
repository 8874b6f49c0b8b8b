// dist/chunks/chunk-JHGS5LKD.js
import { createRequire as __agentLoopCreateRequire2 } from "node:module";

// dist/chunks/chunk-LQJK6UN7.js
import { createRequire as __agentLoopCreateRequire } from "node:module";
import {
  chunk_TZYGHOXO$escapeRegExp as escapeRegExp,
} from "./group-action-cli-run.js";
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { crc32 } from "node:zlib";
var require2 = __agentLoopCreateRequire(import.meta.url);
// src/cli/script-cache.ts
var PARAMETERS = ["exports", "require", "module", "__agentLoopUrl", "__agentLoopImport"];
var cacheDirectory;
var toWrite = /* @__PURE__ */ new Map();
function setScriptCacheDirectory(directory) {
  cacheDirectory = directory;
}
function runCachedScript(file, imports) {
  const path = fileURLToPath(file);
  const bytes = readFileSync(path);
  const cachePath = cacheDirectory && join(cacheDirectory, cacheName(path, bytes));
  const cachedData = cachePath ? readCache(cachePath) : void 0;
  const script = new vm.Script(asFunction(bytes.toString("utf8")), {
    filename: path,
    ...cachedData ? { cachedData } : {}
  });
  const used = cachedData !== void 0 && !script.cachedDataRejected;
  if (cachePath && !used) writeAtExit(cachePath, { script, scriptFile: basename(path) });
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
  try {
    return readFileSync(path);
  } catch {
    return void 0;
  }
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
  for (const [cachePath, { script, scriptFile }] of toWrite) {
    const temporary = `${cachePath}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, script.createCachedData(), { mode: 384 });
      renameSync(temporary, cachePath);
      removeOtherBuilds(cachePath, scriptFile);
    } catch {
      rmSync(temporary, { force: true });
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
    if (other !== name && build.test(other)) rmSync(join(folder, other), { force: true });
  }
}

// dist/chunks/chunk-JHGS5LKD.js
import { chmodSync, mkdirSync } from "node:fs";
import nodeModule from "node:module";
import { join as join2 } from "node:path";
import { homedir } from "node:os";
import { join as join3, resolve } from "node:path";
var require3 = __agentLoopCreateRequire2(import.meta.url);
// src/cli/compile-cache.ts
// src/cli/home.ts
function agentLoopHome(env) {
  if (env.AGENT_LOOP_HOME) return resolve(env.AGENT_LOOP_HOME);
  return join3(env.HOME || homedir(), ".agent-loop");
}
// src/cli/compile-cache.ts
function compileCacheDirectory(env) {
  return join2(agentLoopHome(env), "compile-cache");
}
function enableCompileCache(env, node = nodeModule) {
  if (env.NODE_DISABLE_COMPILE_CACHE) return void 0;
  const directory = compileCacheDirectory(env);
  try {
    mkdirSync(directory, { recursive: true, mode: 448 });
    chmodSync(directory, 448);
    node.enableCompileCache?.(directory);
  } catch {
    return void 0;
  }
  setScriptCacheDirectory(directory);
  return directory;
}

// dist/chunks/chunk-W2372WMG.js
import { createRequire as __agentLoopCreateRequire3 } from "node:module";
import { closeSync, mkdirSync as mkdirSync2, openSync, writeSync } from "node:fs";
import { dirname as dirname2 } from "node:path";
var require4 = __agentLoopCreateRequire3(import.meta.url);
// src/engine/loop/transcript.ts
function openTranscript(path, redact = (text) => text) {
  mkdirSync2(dirname2(path), { recursive: true });
  return jsonLineWriter(openSync(path, "w", 384), redact);
}
function jsonLineWriter(fd, redact) {
  let open = true;
  return {
    write(event) {
      if (open) writeSync(fd, `${redact(JSON.stringify(event))}
`);
    },
    close() {
      if (!open) return;
      open = false;
      closeSync(fd);
    }
  };
}

// dist/chunks/chunk-WLA7DFNC.js
import { createRequire as __agentLoopCreateRequire4 } from "node:module";
import {
  chmodSync as chmodSync2,
  closeSync as closeSync2,
  constants,
  fchmodSync,
  mkdirSync as mkdirSync3,
  openSync as openSync2,
  readdirSync as readdirSync2,
  readFileSync as readFileSync2,
  readSync,
  statSync,
  writeSync as writeSync2
} from "node:fs";
import { join as join4, resolve as resolve2 } from "node:path";
var require5 = __agentLoopCreateRequire4(import.meta.url);
// src/engine/loop/session-store.ts
var SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var EXTENSION = ".jsonl";
var HEAD_BYTES = 64 * 1024;
var InvalidSessionIdError = class extends Error {
  name = "InvalidSessionIdError";
};
var SessionNotFoundError = class extends Error {
  name = "SessionNotFoundError";
};
function isSessionId(value) {
  return SESSION_ID.test(value);
}
function sessionsDirectory(home) {
  return join4(resolve2(home), "sessions");
}
function sessionFile(directory, id) {
  if (!isSessionId(id)) throw new InvalidSessionIdError(`"${id}" is not a session id`);
  return join4(directory, `${id.toLowerCase()}${EXTENSION}`);
}
function readSessionLines(directory, id) {
  const path = sessionFile(directory, id);
  let fd;
  try {
    fd = openSync2(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (isErrno(error, "ENOENT") || isErrno(error, "ELOOP")) {
      throw new SessionNotFoundError(`no saved session "${id}" in ${directory}`);
    }
    throw error;
  }
  try {
    return readFileSync2(fd, "utf8").split("\n").filter((line) => line.trim() !== "");
  } finally {
    closeSync2(fd);
  }
}
function latestSessionFor(directory, cwd) {
  let names;
  try {
    names = readdirSync2(directory);
  } catch (error) {
    if (isErrno(error, "ENOENT")) return void 0;
    throw error;
  }
  const wanted = resolve2(cwd);
  const candidates = names.filter((name) => name.endsWith(EXTENSION) && isSessionId(name.slice(0, -EXTENSION.length))).flatMap((name) => {
    try {
      const stat = statSync(join4(directory, name));
      return stat.isFile() ? [{ name, mtime: stat.mtimeMs }] : [];
    } catch {
      return [];
    }
  }).sort((a, b) => b.mtime - a.mtime);
  for (const { name } of candidates) {
    if (firstCwd(join4(directory, name)) === wanted) return name.slice(0, -EXTENSION.length);
  }
  return void 0;
}
function firstCwd(path) {
  let fd;
  try {
    fd = openSync2(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return void 0;
  }
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const read = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    const first = buffer.subarray(0, read).toString("utf8").split("\n")[0] ?? "";
    const init = JSON.parse(first);
    return init.type === "system" && init.subtype === "init" && typeof init.cwd === "string" ? init.cwd : void 0;
  } catch {
    return void 0;
  } finally {
    closeSync2(fd);
  }
}
function createSessionWriter(directory, id, earlierLines, redact = (text) => text) {
  const path = sessionFile(directory, id);
  mkdirSync3(directory, { recursive: true, mode: 448 });
  chmodSync2(directory, 448);
  const fd = openSync2(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    384
  );
  fchmodSync(fd, 384);
  for (const line of earlierLines) writeSync2(fd, `${redact(line)}
`);
  return jsonLineWriter(fd, redact);
}
function isErrno(error, code) {
  return error instanceof Error && error.code === code;
}

// dist/chunks/chunk-X3VTXMV6.js
import { createRequire as __agentLoopCreateRequire5 } from "node:module";
var require6 = __agentLoopCreateRequire5(import.meta.url);
// src/cli/usage-error.ts
var UsageError = class extends Error {
  name = "UsageError";
};
export {
  agentLoopHome as chunk_JHGS5LKD$agentLoopHome,
  compileCacheDirectory as chunk_JHGS5LKD$compileCacheDirectory,
  enableCompileCache as chunk_JHGS5LKD$enableCompileCache,
  runCachedScript as chunk_LQJK6UN7$runCachedScript,
  setScriptCacheDirectory as chunk_LQJK6UN7$setScriptCacheDirectory,
  writeScriptCaches as chunk_LQJK6UN7$writeScriptCaches,
  jsonLineWriter as chunk_W2372WMG$jsonLineWriter,
  openTranscript as chunk_W2372WMG$openTranscript,
  SessionNotFoundError as chunk_WLA7DFNC$SessionNotFoundError,
  createSessionWriter as chunk_WLA7DFNC$createSessionWriter,
  isSessionId as chunk_WLA7DFNC$isSessionId,
  latestSessionFor as chunk_WLA7DFNC$latestSessionFor,
  readSessionLines as chunk_WLA7DFNC$readSessionLines,
  sessionsDirectory as chunk_WLA7DFNC$sessionsDirectory,
  UsageError as chunk_X3VTXMV6$UsageError
};
