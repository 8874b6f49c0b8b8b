// dist/chunks/chunk-AOM7VAOA.js
import { createRequire as __agentLoopCreateRequire } from "node:module";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
} from "./group-action-cli-run.js";
var require2 = __agentLoopCreateRequire(import.meta.url);
// src/cli/usage-error.ts
var UsageError = class extends AgentLoopError {
  constructor(message, kind = "usage") {
    super(message);
    this.kind = kind;
  }
  kind;
  name = "UsageError";
};

// dist/chunks/chunk-BMEMRKLE.js
import { createRequire as __agentLoopCreateRequire3 } from "node:module";

// dist/chunks/chunk-C22ULQ3L.js
import { createRequire as __agentLoopCreateRequire2 } from "node:module";
import { realpathSync, statSync } from "node:fs";
import { dirname, join, sep } from "node:path";
var require3 = __agentLoopCreateRequire2(import.meta.url);
// src/engine/sandbox/mount-plan.ts
var ALWAYS_HIDDEN = ["/var", "/run", "/var/run", "/nix/var/nix/daemon-socket"];
var SHOWN_IN_VAR = [
  "/var/lib/dpkg",
  "/var/lib/apt",
  "/var/cache/apt",
  "/var/lib/gems",
  "/var/lib/texmf",
  "/var/lib/xml-core",
  "/var/lib/sgml-base",
  "/var/lib/aspell",
  "/var/lib/ghc",
  "/var/cache/fontconfig"
];
function isWithin(parent, path) {
  return path === parent || path.startsWith(parent.endsWith(sep) ? parent : parent + sep);
}
function closedAncestor(path) {
  const chain = [];
  for (let current = dirname(path); ; current = dirname(current)) {
    chain.unshift(current);
    if (current === dirname(current)) break;
  }
  return chain.find((folder) => (statSync(folder).mode & 1) === 0);
}
function shownInVar() {
  return SHOWN_IN_VAR.filter((path) => {
    try {
      return statSync(path).isDirectory() && isWithin("/var", realpathSync(path));
    } catch {
      return false;
    }
  });
}
function realOrUndefined(path) {
  try {
    return realpathSync(path);
  } catch {
    return void 0;
  }
}
function planMounts(input) {
  const workspace = realpathSync(input.workspace);
  const added = (input.added ?? []).map((dir) => ({ ...dir, path: realpathSync(dir.path) }));
  const shown = [workspace, ...added.map((dir) => dir.path)];
  const candidates = [
    ...ALWAYS_HIDDEN.map(realOrUndefined),
    ...input.hide.map(realOrUndefined),
    ...shown.map(closedAncestor),
    ...input.keepFiles.map((file) => closedAncestor(realpathSync(file))),
    ...(input.keepReadOnly ?? []).map((path) => closedAncestor(path))
  ].filter((path) => path !== void 0 && path !== "/");
  const base = realpathSync(input.base);
  for (const folder of shown) {
    if (isWithin(base, folder) || isWithin(folder, base)) {
      throw new Error(`the sandbox's own folder ${base} and the shown folder ${folder} overlap`);
    }
  }
  const unique = [...new Set(candidates)].sort((a, b) => a.length - b.length);
  const covered = (path, others) => isWithin("/tmp", path) || others.some((other) => other !== path && isWithin(other, path));
  const inWorkspace = unique.filter(
    (path) => shown.some((folder) => isWithin(folder, path) && path !== folder)
  );
  const outside = unique.filter((path) => !inWorkspace.includes(path));
  const hide = outside.filter((path) => !covered(path, outside));
  const hidden = (path) => isWithin("/tmp", path) || hide.some((root) => isWithin(root, path));
  const bindBack = [
    ...hidden(workspace) ? [{ path: workspace, file: false }] : [],
    ...added.filter((dir) => hidden(dir.path)).map((dir) => ({ path: dir.path, file: false, ...dir.readOnly ? { readOnly: true } : {} })),
    ...hidden(base) ? [{ path: base, file: false }] : [],
    ...input.keepFiles.map((file) => realpathSync(file)).filter((file) => hidden(file) && !isWithin(workspace, file)).map((path) => ({ path, file: true })),
    ...[.../* @__PURE__ */ new Set([...hidden("/var") ? shownInVar() : [], ...input.keepReadOnly ?? []])].filter((path) => hidden(path) && !isWithin(workspace, path) && !isWithin(base, path)).map((path) => ({ path, file: !statSync(path).isDirectory(), readOnly: true }))
  ];
  const seen = (path) => !hidden(path) || bindBack.some((entry) => isWithin(entry.path, path));
  return {
    hide,
    bindBack,
    hideInside: inWorkspace.filter((path) => !covered(path, inWorkspace)),
    readOnly: [
      `${workspace}${sep}.git`,
      ...(input.readOnlyInside ?? []).map((name) => join(workspace, name)),
      ...added.map((dir) => dir.readOnly ? dir.path : `${dir.path}${sep}.git`)
    ],
    coverSockets: (input.sockets ?? []).filter(
      (path) => seen(path) && !isWithin(workspace, path) && !isWithin(base, path)
    ),
    ...input.root ? { root: input.root } : {}
  };
}

// dist/chunks/chunk-BMEMRKLE.js
import { realpathSync as realpathSync2 } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname as dirname2, join as join2, resolve } from "node:path";
var require4 = __agentLoopCreateRequire3(import.meta.url);
// src/cli/home.ts
function agentLoopHome(env) {
  if (env.AGENT_LOOP_HOME) return resolve(env.AGENT_LOOP_HOME);
  return join2(env.HOME || homedir(), ".agent-loop");
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
function realPath(path) {
  const absolute = resolve(path);
  try {
    return realpathSync2(absolute);
  } catch {
    const parent = dirname2(absolute);
    return parent === absolute ? absolute : join2(realPath(parent), basename(absolute));
  }
}

// dist/chunks/chunk-KHRSY42O.js
import { createRequire as __agentLoopCreateRequire5 } from "node:module";

// dist/chunks/chunk-MUNRGGIJ.js
import { createRequire as __agentLoopCreateRequire4 } from "node:module";
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname as dirname3 } from "node:path";
var require5 = __agentLoopCreateRequire4(import.meta.url);
// src/engine/session/transcript.ts
function openTranscript(path, redact = (text) => text, options = {}) {
  mkdirSync(dirname3(path), { recursive: true });
  return jsonLineWriter(openSync(path, options.append ? "a" : "w", 384), redact);
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

// dist/chunks/chunk-KHRSY42O.js
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError2,
} from "./group-action-cli-run.js";
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
  statSync as statSync2,
  writeSync as writeSync2
} from "node:fs";
import { join as join3, resolve as resolve2 } from "node:path";
var require6 = __agentLoopCreateRequire5(import.meta.url);
// src/engine/session/store.ts
var SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var EXTENSION = ".jsonl";
var HEAD_BYTES = 64 * 1024;
var InvalidSessionIdError = class extends AgentLoopError2 {
  name = "InvalidSessionIdError";
  get kind() {
    return "invalid_session_id";
  }
};
var SessionNotFoundError = class extends AgentLoopError2 {
  name = "SessionNotFoundError";
  get kind() {
    return "session_not_found";
  }
};
function isSessionId(value) {
  return SESSION_ID.test(value);
}
function sessionsDirectory(home) {
  return join3(resolve2(home), "sessions");
}
function sessionFile(directory, id) {
  if (!isSessionId(id)) throw new InvalidSessionIdError(`"${id}" is not a session id`);
  return join3(directory, `${id.toLowerCase()}${EXTENSION}`);
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
      const stat = statSync2(join3(directory, name));
      return stat.isFile() ? [{ name, mtime: stat.mtimeMs }] : [];
    } catch {
      return [];
    }
  }).sort((a, b) => b.mtime - a.mtime);
  for (const { name } of candidates) {
    if (firstCwd(join3(directory, name)) === wanted) return name.slice(0, -EXTENSION.length);
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
export {
  UsageError as chunk_AOM7VAOA$UsageError,
  agentLoopHome as chunk_BMEMRKLE$agentLoopHome,
  homeNotice as chunk_BMEMRKLE$homeNotice,
  homeWithinReach as chunk_BMEMRKLE$homeWithinReach,
  realPath as chunk_BMEMRKLE$realPath,
  isWithin as chunk_C22ULQ3L$isWithin,
  planMounts as chunk_C22ULQ3L$planMounts,
  SessionNotFoundError as chunk_KHRSY42O$SessionNotFoundError,
  createSessionWriter as chunk_KHRSY42O$createSessionWriter,
  isSessionId as chunk_KHRSY42O$isSessionId,
  latestSessionFor as chunk_KHRSY42O$latestSessionFor,
  readSessionLines as chunk_KHRSY42O$readSessionLines,
  sessionsDirectory as chunk_KHRSY42O$sessionsDirectory,
  jsonLineWriter as chunk_MUNRGGIJ$jsonLineWriter,
  openTranscript as chunk_MUNRGGIJ$openTranscript
};
