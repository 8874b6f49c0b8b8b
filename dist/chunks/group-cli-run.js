// dist/chunks/chunk-HFG5AGY5.js
import { createRequire as __agentLoopCreateRequire } from "node:module";
import { realpathSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, join, resolve, sep } from "node:path";
var require2 = __agentLoopCreateRequire(import.meta.url);
// src/cli/home.ts
function agentLoopHome(env) {
  if (env.AGENT_LOOP_HOME) return resolve(env.AGENT_LOOP_HOME);
  return join(env.HOME || homedir(), ".agent-loop");
}
function homeWithinReach(env, workspace) {
  const home = realPath(agentLoopHome(env));
  const folder = realPath(workspace);
  const named = env.AGENT_LOOP_HOME ? "AGENT_LOOP_HOME" : "the agent-loop home";
  if (isWithin(folder, home)) return `${named} ${home} lies inside the workspace ${folder}`;
  if (isWithin(home, folder)) return `${named} ${home} contains the workspace ${folder}`;
  return void 0;
}
function homeNotice(reason) {
  return `agent-loop: warning: the compile caches and session saving are off: ${reason} (its tools could change them); set AGENT_LOOP_HOME to a folder outside it
`;
}
function isWithin(parent, path) {
  return path === parent || path.startsWith(parent.endsWith(sep) ? parent : parent + sep);
}
function realPath(path) {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    const parent = dirname(absolute);
    return parent === absolute ? absolute : join(realPath(parent), basename(absolute));
  }
}

// dist/chunks/chunk-W2372WMG.js
import { createRequire as __agentLoopCreateRequire2 } from "node:module";
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname as dirname2 } from "node:path";
var require3 = __agentLoopCreateRequire2(import.meta.url);
// src/engine/loop/transcript.ts
function openTranscript(path, redact = (text) => text) {
  mkdirSync(dirname2(path), { recursive: true });
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
import { createRequire as __agentLoopCreateRequire3 } from "node:module";
import {
  chmodSync,
  closeSync as closeSync2,
  constants,
  fchmodSync,
  mkdirSync as mkdirSync2,
  openSync as openSync2,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
  writeSync as writeSync2
} from "node:fs";
import { join as join2, resolve as resolve2 } from "node:path";
var require4 = __agentLoopCreateRequire3(import.meta.url);
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
  return join2(resolve2(home), "sessions");
}
function sessionFile(directory, id) {
  if (!isSessionId(id)) throw new InvalidSessionIdError(`"${id}" is not a session id`);
  return join2(directory, `${id.toLowerCase()}${EXTENSION}`);
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
    return readFileSync(fd, "utf8").split("\n").filter((line) => line.trim() !== "");
  } finally {
    closeSync2(fd);
  }
}
function latestSessionFor(directory, cwd) {
  let names;
  try {
    names = readdirSync(directory);
  } catch (error) {
    if (isErrno(error, "ENOENT")) return void 0;
    throw error;
  }
  const wanted = resolve2(cwd);
  const candidates = names.filter((name) => name.endsWith(EXTENSION) && isSessionId(name.slice(0, -EXTENSION.length))).flatMap((name) => {
    try {
      const stat = statSync(join2(directory, name));
      return stat.isFile() ? [{ name, mtime: stat.mtimeMs }] : [];
    } catch {
      return [];
    }
  }).sort((a, b) => b.mtime - a.mtime);
  for (const { name } of candidates) {
    if (firstCwd(join2(directory, name)) === wanted) return name.slice(0, -EXTENSION.length);
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
  mkdirSync2(directory, { recursive: true, mode: 448 });
  chmodSync(directory, 448);
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
import { createRequire as __agentLoopCreateRequire4 } from "node:module";
var require5 = __agentLoopCreateRequire4(import.meta.url);
// src/cli/usage-error.ts
var UsageError = class extends Error {
  name = "UsageError";
};
export {
  agentLoopHome as chunk_HFG5AGY5$agentLoopHome,
  homeNotice as chunk_HFG5AGY5$homeNotice,
  homeWithinReach as chunk_HFG5AGY5$homeWithinReach,
  isWithin as chunk_HFG5AGY5$isWithin,
  realPath as chunk_HFG5AGY5$realPath,
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
