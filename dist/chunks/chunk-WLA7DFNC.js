import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  jsonLineWriter
} from "./chunk-W2372WMG.js";

// src/engine/loop/session-store.ts
import {
  chmodSync,
  closeSync,
  constants,
  fchmodSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
  writeSync
} from "node:fs";
import { join, resolve } from "node:path";
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
  return join(resolve(home), "sessions");
}
function sessionFile(directory, id) {
  if (!isSessionId(id)) throw new InvalidSessionIdError(`"${id}" is not a session id`);
  return join(directory, `${id.toLowerCase()}${EXTENSION}`);
}
function readSessionLines(directory, id) {
  const path = sessionFile(directory, id);
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (isErrno(error, "ENOENT") || isErrno(error, "ELOOP")) {
      throw new SessionNotFoundError(`no saved session "${id}" in ${directory}`);
    }
    throw error;
  }
  try {
    return readFileSync(fd, "utf8").split("\n").filter((line) => line.trim() !== "");
  } finally {
    closeSync(fd);
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
  const wanted = resolve(cwd);
  const candidates = names.filter((name) => name.endsWith(EXTENSION) && isSessionId(name.slice(0, -EXTENSION.length))).flatMap((name) => {
    try {
      const stat = statSync(join(directory, name));
      return stat.isFile() ? [{ name, mtime: stat.mtimeMs }] : [];
    } catch {
      return [];
    }
  }).sort((a, b) => b.mtime - a.mtime);
  for (const { name } of candidates) {
    if (firstCwd(join(directory, name)) === wanted) return name.slice(0, -EXTENSION.length);
  }
  return void 0;
}
function firstCwd(path) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
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
    closeSync(fd);
  }
}
function createSessionWriter(directory, id, earlierLines, redact = (text) => text) {
  const path = sessionFile(directory, id);
  mkdirSync(directory, { recursive: true, mode: 448 });
  chmodSync(directory, 448);
  const fd = openSync(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    384
  );
  fchmodSync(fd, 384);
  for (const line of earlierLines) writeSync(fd, `${redact(line)}
`);
  return jsonLineWriter(fd, redact);
}
function isErrno(error, code) {
  return error instanceof Error && error.code === code;
}

export {
  SessionNotFoundError,
  isSessionId,
  sessionsDirectory,
  readSessionLines,
  latestSessionFor,
  createSessionWriter
};
