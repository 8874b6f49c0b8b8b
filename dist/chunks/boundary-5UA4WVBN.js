import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_PA6OGDMX$sandboxNotes as sandboxNotes,
} from "./group-run.js";
import {
  chunk_2FP7HE4E$descendants as descendants,
  chunk_2FP7HE4E$liveProcesses as liveProcesses,
  chunk_2FP7HE4E$readProcessEntry as readProcessEntry,
  chunk_2FP7HE4E$readStateFile as readStateFile,
} from "./group-run.js";
import {
  chunk_C22ULQ3L$isWithin as isWithin,
  chunk_C22ULQ3L$planMounts as planMounts,
} from "./group-cli-run.js";
import {
  chunk_6FWYNKR3$hostOfHeader as hostOfHeader,
  chunk_6FWYNKR3$inspectFirstBytes as inspectFirstBytes,
  chunk_6FWYNKR3$internalKind as internalKind,
  chunk_6FWYNKR3$resolvePublic as resolvePublic,
  chunk_6FWYNKR3$systemLookup as systemLookup,
} from "./group-action-cli-run.js";
import {
  chunk_LQBT5YSH$describeAllowedDomains as describeAllowedDomains,
  chunk_LQBT5YSH$isHostAllowed as isHostAllowed,
  chunk_LQBT5YSH$normalHost as normalHost,
} from "./group-action-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run-grep.js";

// src/engine/sandbox/boundary.ts
import { chmodSync as chmodSync3, existsSync, mkdtempSync, realpathSync as realpathSync2, rmSync as rmSync2, writeFileSync as writeFileSync3 } from "node:fs";
import { basename, join as join7 } from "node:path";

// src/engine/sandbox/egress-proxy.ts
import { chmodSync } from "node:fs";
import http from "node:http";
import net from "node:net";
function blockedMessage(host, allowed) {
  return `agent-loop sandbox: the connection to ${host} was blocked because ${host} is not in allowed_domains (allowed: ${describeAllowedDomains(allowed)}). A maintainer can add it to the allowed_domains input (--allowed-domains on the command line).`;
}
function refusedMessage(host, why) {
  return `agent-loop sandbox: the connection to ${host} was blocked because ${why}.`;
}
function portMessage(host, port, allowed) {
  return `agent-loop sandbox: the connection to ${host}:${port} was blocked because only ports 80 and 443 are allowed unless an allowed_domains entry names the port (allowed: ${describeAllowedDomains(allowed)}). A maintainer can add "${host}:${port}" to the allowed_domains input.`;
}
async function startEgressProxy(socketPath, allowed, options = {}) {
  const lookup = options.lookup ?? systemLookup;
  const kindOf = options.internalKind ?? internalKind;
  const trackers = /* @__PURE__ */ new Set();
  const refuse = (host, message) => {
    for (const hosts of trackers) hosts.add(host);
    return message;
  };
  const sockets = /* @__PURE__ */ new Set();
  const server = http.createServer((request, response) => {
    void serveRequest(request, response, { allowed, lookup, kindOf, refuse });
  });
  server.on("connect", (request, client, head) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    void serveConnect(request, client, head, { allowed, lookup, kindOf, refuse, sockets });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve2, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve2());
  });
  chmodSync(socketPath, 438);
  return {
    socketPath,
    track() {
      const hosts = /* @__PURE__ */ new Set();
      trackers.add(hosts);
      return { hosts: () => [...hosts], stop: () => void trackers.delete(hosts) };
    },
    close: () => new Promise((resolve2) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve2());
    })
  };
}
async function admit(host, port, { allowed, lookup, kindOf, refuse }) {
  if (!isHostAllowed(allowed, host))
    return { refused: refuse(host, blockedMessage(host, allowed)) };
  if (!isHostAllowed(allowed, host, port)) {
    return { refused: refuse(host, portMessage(host, port, allowed)) };
  }
  const resolved = await resolvePublic(host, lookup, kindOf);
  if ("refused" in resolved)
    return { refused: refuse(host, refusedMessage(host, resolved.refused)) };
  return resolved;
}
function nameMismatch(host, spoken, what) {
  if (spoken === void 0) {
    return net.isIP(host) ? void 0 : `the ${what} is missing (it must name ${host})`;
  }
  if (normalHost(spoken) === normalHost(host)) return void 0;
  return `the ${what} names ${spoken}, not ${host}, the host the connection was opened for`;
}
async function serveRequest(request, response, checks) {
  const deny = (status, body) => response.writeHead(status, { "content-type": "text/plain", connection: "close" }).end(`${body}
`);
  let target;
  try {
    target = new URL(request.url ?? "");
  } catch {
    deny(400, "agent-loop sandbox: only proxy requests with an absolute http:// URL are served");
    return;
  }
  const host = target.hostname.replace(/^\[|\]$/g, "");
  if (target.protocol !== "http:") {
    deny(403, checks.refuse(host, blockedMessage(host, checks.allowed)));
    return;
  }
  const header = request.headers.host;
  const mismatch = nameMismatch(host, header && hostOfHeader(header), "Host header");
  if (mismatch) {
    deny(403, checks.refuse(host, refusedMessage(host, mismatch)));
    return;
  }
  const port = Number(target.port || 80);
  const admitted = await admit(host, port, checks);
  if ("refused" in admitted) {
    deny(403, admitted.refused);
    return;
  }
  forwardRequest(request, response, { host, address: admitted.address, port, target });
}
function forwardRequest(request, response, to) {
  const headers = { ...request.headers };
  delete headers["proxy-connection"];
  delete headers["proxy-authorization"];
  const upstream = http.request(
    {
      host: to.address,
      port: to.port,
      method: request.method,
      path: `${to.target.pathname}${to.target.search}`,
      headers
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    }
  );
  upstream.on("error", (error) => {
    if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
    response.end(`agent-loop sandbox: cannot reach ${to.host}: ${error.message}
`);
  });
  request.pipe(upstream);
}
function httpAnswer(status, body) {
  const text = `${body}
`;
  return `HTTP/1.1 ${status}\r
Content-Type: text/plain\r
Content-Length: ${Buffer.byteLength(text)}\r
Connection: close\r
\r
${text}`;
}
async function serveConnect(request, client, head, checks) {
  const match = /^\[?([^\]]*?)\]?:(\d+)$/.exec(request.url ?? "");
  if (!match) {
    client.end(httpAnswer("400 Bad Request", "agent-loop sandbox: CONNECT needs host:port"));
    return;
  }
  const host = match[1];
  const port = Number(match[2]);
  const admitted = await admit(host, port, checks);
  if ("refused" in admitted) {
    client.end(httpAnswer("403 Forbidden", admitted.refused));
    return;
  }
  if (client.destroyed) return;
  let established = false;
  const upstream = net.connect(port, admitted.address, () => {
    established = true;
    client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    checkTunnel(client, upstream, head, host, checks.refuse);
  });
  checks.sockets.add(upstream);
  upstream.on("close", () => checks.sockets.delete(upstream));
  upstream.on("error", (error) => {
    if (!established && client.writable) {
      client.end(
        httpAnswer("502 Bad Gateway", `agent-loop sandbox: cannot reach ${host}: ${error.message}`)
      );
    } else client.destroy();
  });
  client.on("close", () => upstream.destroy());
}
function checkTunnel(client, upstream, head, host, refuse) {
  let held = head;
  const decide = () => {
    const first = inspectFirstBytes(held);
    if (first.kind === "incomplete") return;
    client.off("data", onData);
    const why = first.kind === "tls" ? nameMismatch(host, first.servername, "TLS server name (SNI)") : first.kind === "http" ? nameMismatch(host, first.host && hostOfHeader(first.host), "Host header") : `what the client sent through the tunnel is neither TLS nor HTTP, so the name it speaks to cannot be checked`;
    if (why) {
      const message = refuse(host, refusedMessage(host, why));
      if (first.kind === "http") client.end(httpAnswer("403 Forbidden", message));
      else client.destroy();
      upstream.destroy();
      return;
    }
    upstream.write(held);
    upstream.pipe(client);
    client.pipe(upstream);
  };
  const onData = (chunk) => {
    held = Buffer.concat([held, chunk]);
    decide();
  };
  client.on("data", onData);
  if (held.length > 0) decide();
}

// src/engine/sandbox/forwarder.ts
var FORWARDER_SOURCE = `'use strict';
const fs = require('fs');
const net = require('net');
const socketPath = process.argv[2];
const server = net.createServer((client) => {
  const upstream = net.connect(socketPath);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
  client.on('close', close);
  upstream.on('close', close);
  client.pipe(upstream);
  upstream.pipe(client);
});
// The reader takes one line and closes its end; nothing is written after it.
server.listen(0, '127.0.0.1', () => fs.writeSync(1, server.address().port + '\\n'));
`;

// src/engine/sandbox/limits.ts
import { accessSync, constants, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
var ACTION_RESERVE_BYTES = 512 * 1024 * 1024;
var TOOL_SHARE = 0.75;
var TOOL_PROCESS_LIMIT = 4096;
var ACTION_OOM_SCORE = -500;
var TOOL_OOM_SCORE = 1e3;
var CGROUP_ROOT = "/sys/fs/cgroup";
var NO_LIMIT = Number.MAX_SAFE_INTEGER;
var MIN_LIMIT_BYTES = 64 * 1024 * 1024;
function planToolCgroup(name, procCgroup = "/proc/self/cgroup") {
  let lines;
  try {
    lines = readFileSync(procCgroup, "utf8").split("\n");
  } catch {
    return { missing: `${procCgroup} cannot be read` };
  }
  const v1 = lines.map((line) => /^\d+:([^:]*):(.*)$/.exec(line)).find((match) => match?.[1]?.split(",").includes("memory"));
  if (v1?.[2] !== void 0) {
    const own2 = join(CGROUP_ROOT, "memory", v1[2]);
    return sized(join(own2, name), "memory.limit_in_bytes", own2, join(CGROUP_ROOT, "memory"));
  }
  const v2 = lines.map((line) => /^0::(.*)$/.exec(line)).find(Boolean);
  if (v2?.[1] === void 0) return { missing: "the host has no cgroup memory controller" };
  const own = join(CGROUP_ROOT, v2[1]);
  const parent = v2[1] === "/" ? own : dirname(own);
  if (!readText(join(parent, "cgroup.subtree_control"))?.split(/\s+/).includes("memory")) {
    return { missing: `the memory controller is not enabled for ${parent}` };
  }
  return sized(join(parent, name), "memory.max", parent, CGROUP_ROOT);
}
function sized(path, limitFile, from, root) {
  try {
    accessSync(dirname(path), constants.F_OK);
  } catch {
    return { missing: `${dirname(path)} does not exist` };
  }
  const total = Math.min(memoryTotal(), effectiveLimit(from, root, limitFile));
  const limitBytes = Math.floor(Math.min(total * TOOL_SHARE, total - ACTION_RESERVE_BYTES));
  if (!Number.isFinite(limitBytes) || limitBytes < MIN_LIMIT_BYTES) {
    return { missing: `the memory the action may use leaves the tools less than 64 MB` };
  }
  return { path, limitFile, limitBytes };
}
function effectiveLimit(folder, root, limitFile) {
  let limit = NO_LIMIT;
  for (let current = folder; current.startsWith(root); current = dirname(current)) {
    const value = Number(readText(join(current, limitFile))?.trim());
    if (Number.isFinite(value) && value > 0) limit = Math.min(limit, value);
    if (current === root) break;
  }
  return limit;
}
function memoryTotal() {
  const kilobytes = /^MemTotal:\s+(\d+) kB/m.exec(readText("/proc/meminfo") ?? "")?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : NO_LIMIT;
}
function readText(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return void 0;
  }
}

// src/engine/sandbox/privileged.ts
import { spawn } from "node:child_process";

// src/engine/sandbox/kill.ts
import { execFile } from "node:child_process";
function processTree(rootPid) {
  return [...descendants(liveProcesses(), [rootPid])];
}
function isAlive(pid) {
  return readProcessEntry(pid) !== void 0;
}
async function killAll(pids, privilege, kill) {
  if (pids.length === 0) return;
  if (privilege.kind === "root") {
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
      }
    }
    return;
  }
  await new Promise((resolve2) => {
    execFile(
      privilege.sudo,
      ["-n", kill, "-KILL", "--", ...pids.map(String)],
      { timeout: 1e4 },
      () => resolve2()
    );
  });
}

// src/engine/sandbox/privileged.ts
var PRIVILEGED_TIMEOUT_MS = 12e4;
var MAX_OUTPUT = 1024 * 1024;
function runPrivileged(privilege, programs, script, args, timeoutMs = PRIVILEGED_TIMEOUT_MS) {
  const command = [programs.bash, "--norc", "-c", script, "agent-loop-sandbox", ...args];
  const [file, ...rest] = privilege.kind === "sudo" ? [privilege.sudo, "-n", ...command] : command;
  return new Promise((resolve2, reject) => {
    const child = spawn(file, rest, { stdio: ["ignore", "pipe", "pipe"] });
    const output = { stdout: "", stderr: "" };
    for (const stream of ["stdout", "stderr"]) {
      child[stream].setEncoding("utf8").on("data", (text) => {
        if (output[stream].length < MAX_OUTPUT) output[stream] += text;
      });
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      const pid = child.pid;
      if (pid !== void 0) void killAll([...processTree(pid), pid], privilege, programs.kill);
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && !timedOut) return resolve2(output.stdout);
      const last = output.stderr.trim().split("\n").slice(-3).join(" / ");
      const why = timedOut ? `timed out after ${timeoutMs / 1e3} s` : `exit ${code ?? signal}`;
      reject(new Error(last ? `${last} (${why})` : why));
    });
  });
}

// src/engine/sandbox/host-sockets.ts
import {
  lstatSync,
  readFileSync as readFileSync2,
  readdirSync,
  renameSync,
  writeFileSync
} from "node:fs";
var FIRST_WALK_ENTRIES = 1e6;
var RESCAN_ENTRIES = 1e5;
var RESCAN_FOLDERS = 6e4;
var RACY_MS = 2e3;
function scanHostSockets(input) {
  const folders = /* @__PURE__ */ new Map();
  let order = [];
  let cursor = 0;
  const sockets = /* @__PURE__ */ new Set();
  const queue = /* @__PURE__ */ new Set();
  const skipped = (path) => deepest(input.skip, path) >= deepest(input.places, path);
  const skipRoots = new Set(input.skip);
  const perRescan = input.rescanFolders ?? RESCAN_FOLDERS;
  const read = (folder) => {
    const stat = lstatSync(folder, { throwIfNoEntry: false });
    if (!stat?.isDirectory()) {
      folders.delete(folder);
      return 0;
    }
    if (!folders.has(folder)) order.push(folder);
    folders.set(folder, { ctimeMs: stat.ctimeMs, readAt: Date.now() });
    let entries2;
    try {
      entries2 = readdirSync(folder, { withFileTypes: true });
    } catch {
      return 0;
    }
    const prefix = folder.endsWith("/") ? folder : `${folder}/`;
    for (const entry of entries2) {
      const socket = entry.isSocket();
      if (!socket && !entry.isDirectory()) continue;
      const path = prefix + entry.name;
      if (skipRoots.has(path)) continue;
      if (socket) sockets.add(path);
      else if (!folders.has(path)) queue.add(path);
    }
    return entries2.length;
  };
  const drain = (budget) => {
    let used = 0;
    for (const folder of queue) {
      if (used >= budget) break;
      queue.delete(folder);
      used += read(folder);
    }
    return used;
  };
  const changed = () => {
    if (order.length > 2 * folders.size) {
      order = [...folders.keys()];
      cursor = 0;
    }
    const found2 = { changed: [], racy: [] };
    for (let looked = 0; looked < Math.min(perRescan, order.length); looked++) {
      if (cursor >= order.length) cursor = 0;
      const folder = order[cursor++];
      const known = folders.get(folder);
      if (!known) continue;
      const stat = lstatSync(folder, { throwIfNoEntry: false });
      if (!stat?.isDirectory()) folders.delete(folder);
      else if (stat.ctimeMs !== known.ctimeMs) found2.changed.push(folder);
      else if (known.ctimeMs >= known.readAt - RACY_MS) found2.racy.push(folder);
    }
    return found2;
  };
  for (const place of input.places) if (!skipped(place)) queue.add(place);
  const firstEntries = drain(input.firstEntries ?? FIRST_WALK_ENTRIES);
  const found = () => [...sockets].sort();
  const addListed = () => addListedSockets(sockets, skipped, input.netUnix);
  return {
    found,
    listedNew: addListed,
    reach: () => {
      const pending = [...queue].filter((folder) => !folders.has(folder)).length;
      return { firstEntries, pending, folders: folders.size, perRescan };
    },
    rescan() {
      const waiting = [...queue];
      const turn = changed();
      queue.clear();
      for (const folder of [...turn.changed, ...waiting, ...turn.racy]) queue.add(folder);
      drain(input.rescanEntries ?? RESCAN_ENTRIES);
      addListed();
      for (const path of sockets) {
        if (!lstatSync(path, { throwIfNoEntry: false })?.isSocket()) sockets.delete(path);
      }
      return found();
    }
  };
}
function addListedSockets(sockets, skipped, netUnix) {
  return listedSockets(netUnix).filter((path) => {
    if (sockets.has(path) || skipped(path)) return false;
    if (!lstatSync(path, { throwIfNoEntry: false })?.isSocket()) return false;
    sockets.add(path);
    return true;
  });
}
function deepest(roots, path) {
  return Math.max(-1, ...roots.filter((root) => isWithin(root, path)).map((root) => root.length));
}
var NOT_WALKED = ["/proc", "/sys"];
function shownFolders(plan, workspace, base) {
  const top = plan.root ? plan.root.filter((entry) => entry.kind === "bind").map((entry) => `/${entry.name}`) : ["/"];
  return {
    places: [...top, ...plan.bindBack.filter((entry) => !entry.file).map((entry) => entry.path)],
    skip: [
      ...NOT_WALKED,
      ...plan.hide,
      ...plan.hideInside,
      workspace,
      base,
      "/tmp",
      "/run",
      "/var/run",
      "/dev/shm"
    ]
  };
}
function writeSocketList(file, sockets) {
  const text = sockets.map((path) => `${path}\0`).join("");
  writeFileSync(`${file}.new`, text, { mode: 384 });
  renameSync(`${file}.new`, file);
}
function socketWindow(scan) {
  const { firstEntries, pending, folders, perRescan } = scan.reach();
  const turns = Math.ceil(folders / perRescan);
  const slower = [
    ...turns > 1 ? [`a rescan looks at ${perRescan} of the ${folders} folders, each within ${turns} calls`] : [],
    ...pending > 0 ? [
      `the first walk stopped after ${firstEntries} entries, ${pending} folders are left to the next calls`
    ] : []
  ];
  return "a connect-time check of host unix sockets: a socket the host makes during the run in a folder the tools see is covered before the next tool call, and the calls running when it appears can reach it until then (within a second when the host lists it in /proc/net/unix)" + (slower.length > 0 ? ` (${slower.join("; ")})` : "");
}
function listedSockets(netUnix = () => readFileSync2("/proc/net/unix", "utf8")) {
  let text;
  try {
    text = netUnix();
  } catch {
    return [];
  }
  return text.split("\n").slice(1).map((line) => /^\s*(?:\S+\s+){7}(\/.*)$/.exec(line)?.[1]).filter((path) => path !== void 0);
}

// src/engine/sandbox/run-namespace.ts
import { spawn as spawn2 } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync as readFileSync3 } from "node:fs";

// src/engine/sandbox/scripts.ts
var SAFE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
function quote(value) {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
var SETUP_SCRIPT = `set -eu
PATH=${SAFE_PATH}
user=$1 ws=$2 base=$3 auid=$4 agid=$5 access=$6 cg=$7 cgfile=$8 cgbytes=$9 apid=\${10} ascore=\${11}
# The kernel picks a tool before the action when memory runs out.
echo "$ascore" > "/proc/$apid/oom_score_adj" 2>/dev/null || true
cgwhy=
if [ -n "$cg" ] && ! cgwhy=$( { mkdir "$cg" && echo "$cgbytes" > "$cg/$cgfile"; } 2>&1 ); then
  rmdir "$cg" 2>/dev/null || true
  cg=
  cgwhy=$(printf %s "$cgwhy" | tr -s "\\n" " " | cut -c1-200)
fi
if ! getent passwd "$user" >/dev/null; then
  useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$user"
fi
uid=$(id -u "$user")
gid=$(id -g "$user")
if [ "$uid" -eq 0 ] || [ "$uid" -eq "$auid" ]; then
  echo "the tool user $user must be another, unprivileged user (uid $uid)" >&2
  exit 3
fi
install -d -o "$uid" -g "$gid" -m 0700 "$base/home"
install -d -o 0 -g 0 -m 1777 "$base/tmp"
install -d -o "$uid" -g "$gid" -m 0755 "$base/state"
printf '[safe]\\n\\tdirectory = %s\\n' "$ws" > "$base/home/.gitconfig"
for added in "\${@:12}"; do printf '\\tdirectory = %s\\n' "$added" >> "$base/home/.gitconfig"; done
chown "$uid:$gid" "$base/home/.gitconfig"
# Files whose status changes after this are the run's (the hand-back's set-user-ID check).
: > "$base/shared"
echo "$uid $gid \${cg:--} $cgwhy"
`;
var GRANT_SCRIPT = `set -eu
PATH=${SAFE_PATH}
ws=$1 base=$2 auid=$3 agid=$4 uid=$5 access=$6
# Everything but .git: the action's own git steps must find it as they left it.
if [ "$access" = acl ]; then
  setfacl -m "u:$uid:rwx,d:u:$uid:rwx,d:u:$auid:rwx" "$ws"
  find "$ws" -mindepth 1 -maxdepth 1 ! -name .git -exec setfacl -R -P -m "u:$uid:rwX,d:u:$uid:rwX,d:u:$auid:rwX" {} +
else
  # By ownership; the action's group keeps write access (its own Write and Edit),
  # and the group write bits added are listed for the hand-back to take away.
  find "$ws" -path "$ws/.git" -prune -o ! -type l ! -perm -g+w -print0 > "$base/group-write"
  find "$ws" -path "$ws/.git" -prune -o ! -type l ! -perm -g+w -exec chmod g+w {} +
  chown -h --from="$auid" "$uid:$agid" "$ws"
  find "$ws" -mindepth 1 -maxdepth 1 ! -name .git -exec chown -R -h --from="$auid" "$uid:$agid" {} +
fi
`;
var TEARDOWN_SCRIPT = `set -u
PATH=${SAFE_PATH}
ws=$1 uid=$2 gid=$3 auid=$4 agid=$5 base=$6 access=$7 user=$8 remove=$9 cg=\${10}
status=0
# The MCP servers' user goes with the run's tool user (server-user.ts names it so).
servers="\${user:0:28}-mcp"
for run_user in "$user" "$servers"; do
  if [ "$remove" = 1 ] && tuid=$(id -u "$run_user" 2>/dev/null) && [ "$tuid" -ne 0 ]; then
    # Whatever the run's users still have running (kill -1 spares only the caller).
    setpriv --reuid="$tuid" --clear-groups -- kill -KILL -1 2>/dev/null
  fi
done
# Changed during the run: what the hand-back looks at. No set-user/group-ID file (the
# filter refused them; this is for a host without it), and no set-group-ID or
# world-writable folder the run made: the host's other users could write into it or
# inherit its group.
since=()
[ ! -e "$base/shared" ] || since=(-cnewer "$base/shared")
strip=(\\( ! -type d ! -type l "\${since[@]}" -perm /6000 -exec chmod ug-s -- {} + \\) ,
  \\( -type d "\${since[@]}" \\( -perm -2000 -o -perm -0002 \\) -exec chmod g-s,o-w -- {} + \\))
owned=()
[ "$uid" -le 0 ] || owned=(, \\( -uid "$uid" -exec chown -h "$auid" -- {} + \\) , \\( -gid "$gid" -exec chgrp -h "$agid" -- {} + \\))
if [ "$#" -gt 10 ]; then
  # The added read-write folders, mapped as below.
  find "\${@:11}" "\${strip[@]}" "\${owned[@]}" || status=1
fi
if [ "$access" = idmap ]; then
  # What the tools made is the action's on disk already (the mount mapped it): one
  # stat-only walk strips the bits, and anything of the tool user's (nothing can be,
  # unless a path outside the mount led in) becomes the action's.
  find "$ws" "\${strip[@]}" "\${owned[@]}" || status=1
else
  chown -R -h --from="$uid" "$auid" "$ws" || status=1
  chown -R -h --from=":$gid" ":$agid" "$ws" || status=1
  find "$ws" "\${strip[@]}" || status=1
fi
if [ "$access" = acl ]; then
  setfacl -b "$ws" || status=1
  find "$ws" -mindepth 1 -maxdepth 1 ! -name .git -exec setfacl -R -P -b {} + || status=1
elif [ -f "$base/group-write" ]; then
  # The group write bit given for the run goes again, on real paths only: those a
  # walk that never follows links finds (a few programs in all, not two a file).
  LC_ALL=C comm -z -12 <(LC_ALL=C sort -z "$base/group-write") \\
    <(find "$ws" -path "$ws/.git" -prune -o ! -type l -print0 | LC_ALL=C sort -z) |
    xargs -0 -r chmod g-w -- || status=1
fi
rm -rf --one-file-system "$base" || status=1
if [ -n "$cg" ] && [ -d "$cg" ]; then
  # Its last processes may still be exiting.
  for try in 1 2 3 4 5 6 7 8 9 10; do rmdir "$cg" 2>/dev/null && break; sleep 0.2; done
  [ ! -d "$cg" ] || status=1
fi
for run_user in "$user" "$servers"; do
  if [ "$remove" = 1 ] && id -u "$run_user" >/dev/null 2>&1; then
    userdel "$run_user" 2>/dev/null || status=1
  fi
done
exit $status
`;
function callScript(input) {
  const lines = [
    "set -eu",
    `PATH=${SAFE_PATH}`,
    "cwd=$1 count=$2",
    "shift 2",
    'envs=("${@:1:$count}")',
    'shift "$count"',
    ...namespaceLines(input),
    `drop() { ${dropCommand(input)} "$@"; }`,
    ...input.forwarder ? forwarderLines(input.forwarder) : [],
    ...input.forwarder ? proxyEnvironmentLines() : [],
    'cd -- "$cwd"',
    `exec ${dropCommand(input)} "\${envs[@]}" "$@"`
  ];
  return `${lines.join("\n")}
`;
}
function dropCommand(input) {
  const filter = input.setuidFilter ? `${input.setuidFilter.words.map(quote).join(" ")} ` : "";
  return `${quote(input.setpriv)} --reuid=${input.uid} --regid=${input.gid} --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs -- ${filter}${quote(input.env)} -i`;
}
function namespaceLines(input) {
  const { plan, base } = input;
  const stage = "/dev/shm/agent-loop-stage";
  return [
    // Limits first, so the set-up's own processes are under them too (see limits.ts).
    ...limitLines(input),
    // Sources hidden below are staged first, then bound back at their own paths.
    "mount -t tmpfs -o mode=0700,size=64k agent-loop-stage /dev/shm",
    `mkdir -m 0700 ${quote(stage)}`,
    ...plan.bindBack.map(
      (entry, index) => entry.file ? `: > ${quote(`${stage}/${index}`)}; mount --bind ${quote(entry.path)} ${quote(`${stage}/${index}`)}` : `mkdir ${quote(`${stage}/${index}`)}; mount --bind ${quote(entry.path)} ${quote(`${stage}/${index}`)}`
    ),
    ...plan.root ? rootLines(plan.root, input.tmp ?? `${base}/tmp`) : [`mount --bind ${quote(input.tmp ?? `${base}/tmp`)} /tmp`],
    ...plan.hide.map(
      (path) => (
        // On the tools' own root a hidden top folder is an empty one already.
        emptyOnOwnRoot(plan, path) ? `[ "$rooted" = own ] || ${hideLine(path)}` : hideLine(path)
      )
    ),
    ...plan.bindBack.map(
      (entry, index) => (entry.file ? `mkdir -p "$(dirname ${quote(entry.path)})"; [ -e ${quote(entry.path)} ] || : > ${quote(entry.path)}; mount --bind ${quote(`${stage}/${index}`)} ${quote(entry.path)}` : `mkdir -p ${quote(entry.path)}; mount --bind ${quote(`${stage}/${index}`)} ${quote(entry.path)}`) + (entry.readOnly ? `; mount -o remount,bind,ro ${quote(entry.path)}` : "")
    ),
    ...input.workspaceLines ?? [],
    ...plan.hideInside.map(
      (path) => `[ ! -d ${quote(path)} ] || mount -t tmpfs -o mode=0755,size=1m agent-loop-hidden ${quote(path)}`
    ),
    ...plan.readOnly.map(
      (path) => `if [ -e ${quote(path)} ] && [ ! -L ${quote(path)} ]; then mount --bind ${quote(path)} ${quote(path)}; mount -o remount,bind,ro ${quote(path)}; fi`
    ),
    // A socket left visible is bound over: connecting to /dev/null is refused.
    ...plan.coverSockets.map(
      (path) => `[ ! -S ${quote(path)} ] || mount --bind /dev/null ${quote(path)}`
    ),
    "umount -l /dev/shm",
    "mount -t tmpfs -o mode=1777 agent-loop-shm /dev/shm",
    ...input.ip ? [`${quote(input.ip)} link set lo up`] : []
  ];
}
function rootLines(root, tmp) {
  const at = (name) => quote(`/tmp/${name}`);
  const old = ".agent-loop-old-root";
  return [
    "rooted=host",
    "mount -t tmpfs -o mode=0755,size=1m agent-loop-root /tmp",
    ...root.map(
      (entry) => entry.kind === "link" ? `ln -s ${quote(entry.target)} ${at(entry.name)}` : entry.kind === "bind" ? `mkdir ${at(entry.name)}; mount --rbind ${quote(`/${entry.name}`)} ${at(entry.name)}` : `mkdir ${at(entry.name)}`
    ),
    "mkdir -p /tmp/tmp",
    `mount --bind ${quote(tmp)} /tmp/tmp`,
    `mkdir /tmp/${old}`,
    "cd /tmp",
    `if pivot_root . ${old} 2>/dev/null; then cd /; umount -l /${old}; rmdir /${old}; rooted=own;`,
    `else cd /; umount -l /tmp; mount --bind ${quote(tmp)} /tmp; fi`
  ];
}
function emptyOnOwnRoot(plan, path) {
  return (plan.root ?? []).some(
    (entry) => entry.kind === "dir" && `/${entry.name}` === path && !REPLACED.includes(path)
  );
}
var REPLACED = ["/run", "/var", "/tmp"];
function limitLines(input) {
  return [
    ...input.cgroup ? [`echo $$ > ${quote(`${input.cgroup}/cgroup.procs`)}`] : [],
    `echo ${input.oomScore} > /proc/self/oom_score_adj`,
    `ulimit -u ${input.processLimit}`
  ];
}
var VAR_FOLDERS = ["backups", "cache", "lib", "local", "log", "mail", "opt", "spool"];
function hideLine(path) {
  if (path === "/var/tmp") return "mount -t tmpfs -o mode=1777 agent-loop-var-tmp /var/tmp";
  if (path === "/var") {
    return [
      "mount -t tmpfs -o mode=0755,size=1m agent-loop-var /var",
      `mkdir ${VAR_FOLDERS.map((name) => `/var/${name}`).join(" ")}`,
      "mkdir -m 1777 /var/tmp",
      hideLine("/var/tmp"),
      "ln -s ../run /var/run",
      "ln -s ../run/lock /var/lock"
    ].join("; ");
  }
  if (path === "/run") {
    return "mount -t tmpfs -o mode=0755,size=4m agent-loop-run /run; mkdir -m 1777 /run/lock";
  }
  return `[ ! -d ${quote(path)} ] || [ -L ${quote(path)} ] || mount -t tmpfs -o mode=0755,size=1m agent-loop-hidden ${quote(path)}`;
}
function forwarderLines(forwarder) {
  return [
    // The forwarder prints its port, then closes stdout; it dies with the namespace.
    `exec 3< <(drop ${quote(forwarder.node)} ${quote(forwarder.script)} ${quote(forwarder.socket)} </dev/null 2>/dev/null)`,
    'if ! read -r port <&3; then echo "agent-loop sandbox: the network forwarder did not start" >&2; exit 125; fi',
    "exec 3<&-"
  ];
}
var PROXY_VARIABLES = [
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "ALL_PROXY",
  "http_proxy",
  "https_proxy",
  "all_proxy"
];
function proxyEnvironment(port) {
  return [
    ...PROXY_VARIABLES.map((name) => `${name}=http://127.0.0.1:${port}`),
    "NO_PROXY=localhost,127.0.0.1,::1",
    "no_proxy=localhost,127.0.0.1,::1"
  ];
}
function proxyEnvironmentLines() {
  return proxyEnvironment("$port").map((entry) => `envs+=("${entry}")`);
}

// src/engine/sandbox/idmap.ts
var IDMAP_PROGRAM = `import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
# The same numbers on every architecture since Linux 5.2 (open_tree, move_mount) and 5.12.
OPEN_TREE, MOVE_MOUNT, MOUNT_SETATTR = 428, 429, 442
AT_FDCWD, AT_EMPTY_PATH, OPEN_TREE_CLONE, O_CLOEXEC = -100, 0x1000, 1, 0o2000000
MOVE_MOUNT_F_EMPTY_PATH, MOUNT_ATTR_NOSUID, MOUNT_ATTR_IDMAP = 4, 0x2, 0x100000
CLONE_NEWUSER, MNT_DETACH = 0x10000000, 2

class MountAttr(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64) for name in ('set', 'clear', 'propagation', 'userns')]

def check(result, what):
    if result < 0:
        error = ctypes.get_errno()
        sys.exit(f'{what}: {os.strerror(error)}')
    return result

def clone(path):
    return check(libc.syscall(OPEN_TREE, AT_FDCWD, path.encode(), OPEN_TREE_CLONE | O_CLOEXEC), 'open_tree')

def attach(tree, path):
    check(libc.syscall(MOVE_MOUNT, tree, b'', AT_FDCWD, path.encode(), MOVE_MOUNT_F_EMPTY_PATH), 'move_mount')

def mapping(auid, agid, tuid, tgid):
    """A user namespace mapping the action's ids (on disk) to the tool user's (seen)."""
    ready, go = os.pipe()
    done, wait = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(ready)
        os.close(wait)
        status = 0 if libc.unshare(CLONE_NEWUSER) == 0 else 1
        os.write(go, b'.')
        os.read(done, 1)
        os._exit(status)
    os.close(go)
    os.close(done)
    os.read(ready, 1)
    try:
        if os.readlink(f'/proc/{child}/ns/user') == os.readlink('/proc/self/ns/user'):
            sys.exit('unshare(CLONE_NEWUSER) failed')
        with open(f'/proc/{child}/uid_map', 'w') as f:
            f.write(f'{auid} {tuid} 1\\n')
        with open(f'/proc/{child}/gid_map', 'w') as f:
            f.write(f'{agid} {tgid} 1\\n')
        return os.open(f'/proc/{child}/ns/user', os.O_RDONLY | os.O_CLOEXEC)
    finally:
        os.close(wait)
        os.waitpid(child, 0)

def foreign(ws, auid, depth=1):
    """A path near the top owned by another user (a container step's output): the tools would see it as nobody's."""
    folders = [ws]
    for _ in range(depth):
        found = []
        for folder in folders:
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.name == '.git' and folder == ws:
                        continue
                    if entry.stat(follow_symlinks=False).st_uid != auid:
                        return entry.path
                    if entry.is_dir(follow_symlinks=False):
                        found.append(entry.path)
        folders = found
    return None

def main():
    ws = sys.argv[1]
    auid, agid, tuid, tgid = map(int, sys.argv[2:6])
    if os.lstat(ws).st_uid != auid:
        sys.exit(f'the workspace is not owned by uid {auid}')
    other = foreign(ws, auid)
    if other is not None:
        sys.exit(f'{os.path.relpath(other, ws)} is not owned by uid {auid}')
    git = os.path.join(ws, '.git')
    kept = clone(git) if os.path.isdir(git) and not os.path.islink(git) else None
    tree = clone(ws)
    attr = MountAttr(MOUNT_ATTR_IDMAP | MOUNT_ATTR_NOSUID, 0, 0, mapping(auid, agid, tuid, tgid))
    check(libc.syscall(MOUNT_SETATTR, tree, b'', AT_EMPTY_PATH, ctypes.byref(attr), ctypes.sizeof(attr)), 'mount_setattr')
    attach(tree, ws)
    if kept is not None and libc.syscall(MOVE_MOUNT, kept, b'', AT_FDCWD, git.encode(), MOVE_MOUNT_F_EMPTY_PATH) < 0:
        error = ctypes.get_errno()
        libc.umount2(ws.encode(), MNT_DETACH)
        sys.exit(f'move_mount .git: {os.strerror(error)}')

main()
`;
function idmapLines(input, tool) {
  const ids = [input.owner.uid, input.owner.gid, tool.uid, tool.gid].map(String).join(" ");
  const program = `${quote(input.python)} -I -c ${quote(IDMAP_PROGRAM)}`;
  return [
    `if share_why=$(${program} ${quote(input.workspace)} ${ids} 2>&1); then share=idmap; else share=none; fi`,
    'share_why=$(printf %s "$share_why" | tr -s "\\n" " " | cut -c1-200)',
    ...(input.added ?? []).map(
      (folder) => `if ! added_why=$(${program} ${quote(folder)} ${ids} 2>&1); then echo "the added folder "${quote(folder)}" cannot be shared with the tools: $added_why" >&2; exit 1; fi`
    )
  ];
}

// src/engine/sandbox/run-namespace.ts
var SAFE_PATH2 = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
var START_TIMEOUT_MS = 2e4;
var STOP_GRACE_MS = 2e3;
async function startRunNamespace(input) {
  const marker = `agent-loop-run-${randomBytes(12).toString("hex")}`;
  const child = spawnInit(input, marker);
  let exited = false;
  child.once("exit", () => exited = true);
  const { proxyPort, ownRoot, idmapped } = await readReady(child, input.idmap !== void 0);
  const pid = findInit(child.pid);
  if (pid === void 0) {
    child.kill("SIGKILL");
    throw new Error("the run's namespace started, but its init was not found");
  }
  const join8 = joinCommand(input, pid, marker);
  let closing;
  return {
    pid,
    proxyPort,
    ownRoot,
    idmapped,
    alive: () => !exited && isAlive(pid),
    joinCommand: () => join8,
    cover: (sockets) => runCover(coverCommand(input, pid, marker), sockets),
    close: () => closing ??= stopInit(child, input, () => exited)
  };
}
function initScript(input) {
  const lines = [
    "set -eu",
    `PATH=${SAFE_PATH2}`,
    "share=none share_why= rooted=host",
    ...namespaceLines({
      ...input,
      ...input.idmap ? { workspaceLines: idmapLines(input.idmap, input) } : {}
    }),
    `drop() { ${dropCommand(input)} "$@"; }`,
    "port=0",
    ...input.forwarder ? forwarderLines(input.forwarder) : [],
    // Shared within the run: a host socket a later call covers is covered in the calls
    // still running too (each call's tree is a slave of this one, see joinScript).
    "mount --make-rshared /",
    'echo "ready $port $rooted $share $share_why"',
    "exec >/dev/null 2>&1",
    // As pid 1, bash reaps whatever is left to it (a call whose nsenter was killed first).
    "while read -r _; do :; done"
  ];
  return `${lines.join("\n")}
`;
}
function joinScript(input, marker) {
  const lines = [
    "set -eu",
    `PATH=${SAFE_PATH2}`,
    "cwd=$1 count=$2",
    "shift 2",
    'envs=("${@:1:$count}")',
    'shift "$count"',
    ...ownInitLines(marker),
    ...coverLines(`${input.base}/sockets`),
    ...limitLines(input),
    'cd -- "$cwd"',
    // Its own PID namespace in the run's: when its first process ends, all of it ends.
    // Its mounts are a slave of the run's: what a later call mounts there reaches it.
    `exec ${quote(input.programs.unshare)} --pid --fork --kill-child --mount --propagation slave --mount-proc -- ${dropCommand(input)} "\${envs[@]}" "$@"`
  ];
  return `${lines.join("\n")}
`;
}
function ownInitLines(marker) {
  return [
    "ours=",
    `while IFS= read -r -d '' word; do [ "$word" != ${quote(marker)} ] || ours=1; done < /proc/1/cmdline`,
    `[ -n "$ours" ] || { echo "agent-loop sandbox: the run's namespaces are gone" >&2; exit 125; }`
  ];
}
function coverCommand(input, pid, marker) {
  const script = [
    "set -eu",
    `PATH=${SAFE_PATH2}`,
    ...ownInitLines(marker),
    'for socket in "$@"; do [ ! -S "$socket" ] || mount --bind /dev/null "$socket" || true; done'
  ].join("\n");
  return privileged(input, [
    input.programs.nsenter,
    `--target=${pid}`,
    "--mount",
    "--pid",
    "--",
    input.programs.bash,
    "--norc",
    "-c",
    script,
    "agent-loop-cover"
  ]);
}
function runCover(command, sockets) {
  if (sockets.length === 0) return Promise.resolve();
  return new Promise((resolve2) => {
    const child = spawn2(command[0], [...command.slice(1), ...sockets], {
      cwd: "/",
      env: { PATH: SAFE_PATH2 },
      stdio: "ignore"
    });
    child.once("error", () => resolve2());
    child.once("exit", () => resolve2());
  });
}
function coverLines(list) {
  return [
    `if [ -s ${quote(list)} ]; then while IFS= read -r -d '' socket; do`,
    '  [ ! -S "$socket" ] || mount --bind /dev/null "$socket" 2>/dev/null || [ ! -S "$socket" ] ||',
    `  { echo "agent-loop sandbox: the host socket $socket could not be covered" >&2; exit 125; }`,
    `done < ${quote(list)}; fi`
  ];
}
function privileged(input, command) {
  return input.privilege.kind === "sudo" ? [input.privilege.sudo, "-n", ...command] : command;
}
function spawnInit(input, marker) {
  const { programs } = input;
  const command = privileged(input, [
    programs.setpriv,
    "--pdeathsig",
    "KILL",
    "--",
    programs.unshare,
    "--mount",
    "--pid",
    // System V shared memory, semaphores and message queues of the host and other runs stay apart.
    "--ipc",
    "--fork",
    "--kill-child",
    "--mount-proc",
    ...input.isolated ? ["--net"] : [],
    "--",
    programs.bash,
    // Node's stdio pipes are sockets: without --norc, bash takes that for rshd and reads root's ~/.bashrc.
    "--norc",
    "-c",
    initScript(input),
    "agent-loop-init",
    marker
  ]);
  return spawn2(command[0], command.slice(1), {
    cwd: "/",
    env: { PATH: SAFE_PATH2 },
    stdio: ["pipe", "pipe", "pipe"]
  });
}
function joinCommand(input, pid, marker) {
  return privileged(input, [
    input.programs.nsenter,
    `--target=${pid}`,
    "--mount",
    "--pid",
    "--ipc",
    ...input.isolated ? ["--net"] : [],
    "--",
    input.programs.bash,
    "--norc",
    "-c",
    joinScript(input, marker),
    "agent-loop-call"
  ]);
}
function readReady(child, askedIdmap) {
  return new Promise((resolve2, reject) => {
    let out = "";
    let errors = "";
    const timer = setTimeout(
      () => fail(new Error("setting up the namespaces timed out")),
      START_TIMEOUT_MS
    );
    const fail = (error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(error);
    };
    child.stderr?.setEncoding("utf8").on("data", (chunk) => errors += chunk);
    child.stdout?.setEncoding("utf8").on("data", (chunk) => {
      out += chunk;
      const line = /^ready (\d+) (\S+) (\S+) ?(.*)\n/.exec(out);
      if (!line) return;
      clearTimeout(timer);
      const port = Number(line[1]);
      const why = line[4]?.trim() || "the id-mapped mount failed";
      resolve2({
        proxyPort: port > 0 ? port : void 0,
        ownRoot: line[2] === "own",
        idmapped: !askedIdmap ? void 0 : line[3] === "idmap" ? true : why
      });
    });
    child.once("error", fail);
    child.once("exit", (code) => {
      if (/^ready /.test(out)) return;
      const said = errors.trim().split("\n").slice(-3).join(" / ");
      fail(new Error(said || `setting up the namespaces failed (exit ${code})`));
    });
  });
}
function findInit(root) {
  return processTree(root).find((pid) => {
    try {
      const status = readFileSync3(`/proc/${pid}/status`, "utf8");
      const ids = /^NSpid:\s+(.*)$/m.exec(status)?.[1]?.trim().split(/\s+/) ?? [];
      return ids.length >= 2 && ids.at(-1) === "1";
    } catch {
      return false;
    }
  });
}
async function stopInit(child, input, exited) {
  if (exited()) return;
  const gone = new Promise((resolve2) => child.once("exit", () => resolve2()));
  child.stdin?.end();
  let grace;
  const timer = new Promise((resolve2) => {
    grace = setTimeout(() => resolve2(false), STOP_GRACE_MS);
  });
  const stopped = await Promise.race([gone.then(() => true), timer]);
  clearTimeout(grace);
  if (stopped) return;
  for (let round = 0; round < 20 && !exited() && child.pid !== void 0; round++) {
    await killAll(processTree(child.pid), input.privilege, input.programs.kill);
    await Promise.race([gone, new Promise((resolve2) => setTimeout(resolve2, 100))]);
  }
}

// src/engine/sandbox/visible.ts
import { readdirSync as readdirSync2, readFileSync as readFileSync4, readlinkSync } from "node:fs";
import { isAbsolute, join as join2 } from "node:path";
var SYSTEM_FOLDERS = /* @__PURE__ */ new Set([
  "bin",
  "boot",
  "dev",
  "etc",
  "lib",
  "lib32",
  "lib64",
  "libx32",
  "nix",
  "opt",
  "proc",
  "run",
  "sbin",
  "snap",
  "sys",
  "tmp",
  "usr",
  "var"
]);
var RUNNER_PLACES = ["/opt", "/usr/local"];
var NOT_SEARCHED = ["/var/tmp", "/var/run", "/var/log", "/var/cache", "/var/lib/docker"];
var RUNNER_DEPTH = 5;
var FOLDER_LIMIT = 5e3;
var REPLACED2 = /* @__PURE__ */ new Set(["tmp", "run", "var"]);
function rootEntries(root = "/") {
  return entries(root).flatMap((entry) => {
    const name = entry.name;
    if (entry.isSymbolicLink()) {
      try {
        return [{ name, kind: "link", target: readlinkSync(join2(root, name)) }];
      } catch {
        return [];
      }
    }
    if (!entry.isDirectory()) return [];
    return [{ name, kind: SYSTEM_FOLDERS.has(name) && !REPLACED2.has(name) ? "bind" : "dir" }];
  });
}
function nonSystemFolders(root = "/") {
  return entries(root).filter((entry) => entry.isDirectory() && !SYSTEM_FOLDERS.has(entry.name)).map((entry) => join2(root, entry.name));
}
function runnerFolders(places = RUNNER_PLACES) {
  const found = [];
  const queue = places.map((folder) => ({ folder, depth: 0 }));
  for (let visited = 0; queue.length > 0 && visited < FOLDER_LIMIT; visited++) {
    const { folder, depth } = queue.shift();
    if (NOT_SEARCHED.includes(folder)) continue;
    const list = entries(folder);
    const names = new Set(list.map((entry) => entry.name));
    if (list.some((entry) => entry.name === ".runner" && entry.isFile())) {
      found.push(folder, ...namedWorkFolder(join2(folder, ".runner")));
      continue;
    }
    if (names.has("_temp") && names.has("_actions")) {
      found.push(folder);
      continue;
    }
    if (depth + 1 >= RUNNER_DEPTH) continue;
    for (const entry of list) {
      if (entry.isDirectory()) queue.push({ folder: join2(folder, entry.name), depth: depth + 1 });
    }
  }
  return found;
}
function namedWorkFolder(file) {
  try {
    const text = readFileSync4(file, "utf8").replace(/^\uFEFF/, "");
    const { workFolder } = JSON.parse(text);
    return typeof workFolder === "string" && isAbsolute(workFolder) ? [workFolder] : [];
  } catch {
    return [];
  }
}
function entries(folder) {
  try {
    return readdirSync2(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}

// src/engine/sandbox/tool-filter.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { chmodSync as chmodSync2, mkdirSync } from "node:fs";
import { join as join3 } from "node:path";

// src/engine/sandbox/setuid-filter.ts
import { execFile as execFile2 } from "node:child_process";
var LD_W_ABS = 32;
var JEQ_K = 21;
var JGE_K = 53;
var JSET_K = 69;
var RET_K = 6;
var RET_ALLOW = 2147418112;
var RET_ERRNO = 327680;
var RET_USER_NOTIF = 2143289344;
var EPERM = 1;
var ENOSYS = 38;
var NR = 0;
var ARCH = 4;
var arg = (index) => 16 + 8 * index;
var SET_ID_BITS = 3072;
var CREATING_FLAGS = 64 | 4194304;
function classicRules(n) {
  return [
    { nr: n.chmod, mode: 1 },
    { nr: n.fchmod, mode: 1 },
    { nr: n.fchmodat, mode: 2 },
    { nr: n.open, flags: 1, mode: 2 },
    { nr: n.openat, flags: 2, mode: 3 },
    { nr: n.creat, mode: 1 },
    { nr: n.mknod, mode: 1 },
    { nr: n.mknodat, mode: 2 },
    ...COMMON_RULES
  ];
}
var COMMON_RULES = [
  { nr: 452, mode: 2 },
  { nr: 437, unavailable: true },
  { nr: 425, unavailable: true }
];
var X86_64 = {
  arch: 3221225534,
  abiLimit: 1073741824,
  supervised: [
    { nr: 42, notify: "always" },
    { nr: 44, notify: { whenSet: 4 } },
    { nr: 46, notify: "always" },
    { nr: 307, notify: "always" }
  ],
  rules: classicRules({
    chmod: 90,
    fchmod: 91,
    fchmodat: 268,
    open: 2,
    openat: 257,
    creat: 85,
    mknod: 133,
    mknodat: 259
  })
};
var I386 = {
  arch: 1073741827,
  supervised: [
    { nr: 362, notify: "always" },
    { nr: 369, notify: { whenSet: 4 } },
    { nr: 370, notify: "always" },
    { nr: 345, notify: "always" },
    // socketcall(SYS_CONNECT, SYS_SENDTO, SYS_SENDMSG or SYS_SENDMMSG, args): the supervisor reads the arguments.
    { nr: 102, notify: { subCalls: [3, 11, 16, 20] } }
  ],
  rules: classicRules({
    chmod: 15,
    fchmod: 94,
    fchmodat: 306,
    open: 5,
    openat: 295,
    creat: 8,
    mknod: 14,
    mknodat: 297
  })
};
var AARCH64 = {
  arch: 3221225655,
  supervised: [
    { nr: 203, notify: "always" },
    { nr: 206, notify: { whenSet: 4 } },
    { nr: 211, notify: "always" },
    { nr: 269, notify: "always" }
  ],
  rules: [
    { nr: 52, mode: 1 },
    { nr: 53, mode: 2 },
    { nr: 56, flags: 2, mode: 3 },
    { nr: 33, mode: 2 },
    ...COMMON_RULES
  ]
};
var ARM = {
  arch: 1073741864,
  supervised: [
    { nr: 283, notify: "always" },
    { nr: 290, notify: { whenSet: 4 } },
    { nr: 296, notify: "always" },
    { nr: 374, notify: "always" }
  ],
  rules: classicRules({
    chmod: 15,
    fchmod: 94,
    fchmodat: 333,
    open: 5,
    openat: 322,
    creat: 8,
    mknod: 14,
    mknodat: 324
  })
};
var HOSTS = {
  x64: { tables: [X86_64, I386], seccomp: 317 },
  arm64: { tables: [AARCH64, ARM], seccomp: 277 }
};
var op = (code, k, jt = 0, jf = 0) => ({ code, jt, jf, k });
var ret = (k) => op(RET_K, k);
function ruleBlock(rule) {
  if ("unavailable" in rule) return [ret(RET_ERRNO | ENOSYS)];
  if ("notify" in rule) return notifyBlock(rule.notify);
  const mode = [
    op(LD_W_ABS, arg(rule.mode)),
    op(JSET_K, SET_ID_BITS, 0, 1),
    ret(RET_ERRNO | EPERM),
    ret(RET_ALLOW)
  ];
  if (!("flags" in rule)) return mode;
  return [op(LD_W_ABS, arg(rule.flags)), op(JSET_K, CREATING_FLAGS, 0, mode.length), ...mode];
}
function notifyBlock(when) {
  if (when === "always") return [ret(RET_USER_NOTIF)];
  if ("whenSet" in when) {
    return [
      op(LD_W_ABS, arg(when.whenSet)),
      op(JEQ_K, 0, 0, 2),
      op(LD_W_ABS, arg(when.whenSet) + 4),
      op(JEQ_K, 0, 1, 0),
      ret(RET_USER_NOTIF),
      ret(RET_ALLOW)
    ];
  }
  const checks = when.subCalls.map(
    (call, index) => op(JEQ_K, call, when.subCalls.length - index, 0)
  );
  return [op(LD_W_ABS, arg(0)), ...checks, ret(RET_ALLOW), ret(RET_USER_NOTIF)];
}
function archSection(table, supervised) {
  const body = [op(LD_W_ABS, NR)];
  if (table.abiLimit !== void 0) {
    body.push(op(JGE_K, table.abiLimit, 0, 1), ret(RET_ERRNO | ENOSYS));
  }
  for (const rule of [...table.rules, ...supervised ? table.supervised : []]) {
    const block = ruleBlock(rule);
    body.push(op(JEQ_K, rule.nr, 0, block.length), ...block);
  }
  body.push(ret(RET_ALLOW));
  return body;
}
function filterProgram(tables, supervised = false) {
  const program = [op(LD_W_ABS, ARCH)];
  for (const table of tables) {
    const section = archSection(table, supervised);
    if (section.length > 255) throw new Error("a filter section is too long for a BPF jump");
    program.push(op(JEQ_K, table.arch, 0, section.length), ...section);
  }
  program.push(ret(RET_ERRNO | ENOSYS));
  return program;
}
function encode(program) {
  const bytes = Buffer.alloc(program.length * 8);
  program.forEach((instruction, index) => {
    bytes.writeUInt16LE(instruction.code, index * 8);
    bytes.writeUInt8(instruction.jt, index * 8 + 2);
    bytes.writeUInt8(instruction.jf, index * 8 + 3);
    bytes.writeUInt32LE(instruction.k >>> 0, index * 8 + 4);
  });
  return bytes.toString("hex");
}
var LOADER = `use strict;
my ($nr, $hex) = splice(@ARGV, 0, 2);
my $program = pack('H*', $hex);
syscall($nr == 317 ? 157 : 167, 38, 1, 0, 0, 0) == 0 or die "agent-loop sandbox: no_new_privs: $!\\n";
my $fprog = pack('S x6 Q', length($program) / 8, unpack('Q', pack('p', $program)));
syscall($nr, 1, 0, $fprog) == 0 or die "agent-loop sandbox: the set-user-ID filter: $!\\n";
exec { $ARGV[0] } @ARGV;
die "agent-loop sandbox: $ARGV[0]: $!\\n";
`;
var SUPERVISED_LOADER = `use strict;
my ($nr, $hex, $path) = splice(@ARGV, 0, 3);
my $program = pack('H*', $hex);
socket(my $supervisor, 1, 1, 0) or die "agent-loop sandbox: a socket: $!
";
connect($supervisor, pack('S a*', 1, $path)) or die "agent-loop sandbox: the unix socket supervisor: $!
";
syscall($nr == 317 ? 157 : 167, 38, 1, 0, 0, 0) == 0 or die "agent-loop sandbox: no_new_privs: $!
";
my $fprog = pack('S x6 Q', length($program) / 8, unpack('Q', pack('p', $program)));
# SECCOMP_FILTER_FLAG_NEW_LISTENER, with WAIT_KILLABLE_RECV where the kernel has it (5.19):
# once taken, a call is not cut short by a signal after the supervisor has acted on it.
my $listener = syscall($nr, 1, 40, $fprog);
$listener = syscall($nr, 1, 8, $fprog) if $listener < 0 && $! == 22;
$listener >= 0 or die "agent-loop sandbox: the set-user-ID filter: $!
";
syswrite($supervisor, "$listener
") or die "agent-loop sandbox: the unix socket supervisor: $!
";
my $taken = '';
sysread($supervisor, $taken, 3);
$taken eq "ok
" or die "agent-loop sandbox: the unix socket supervisor did not take the filter
";
# The kernel made it close-on-exec; closed here too, before anything of the command runs.
syscall($nr == 317 ? 3 : 57, $listener);
close $supervisor;
exec { $ARGV[0] } @ARGV;
die "agent-loop sandbox: $ARGV[0]: $!
";
`;
function setuidFilter(perl, arch = process.arch, supervisor) {
  const host = HOSTS[arch];
  if (!host) return { missing: `no system call table for ${arch}` };
  if (!perl) return { missing: "perl was not found" };
  if (supervisor === void 0) {
    return {
      words: [perl, "-e", LOADER, String(host.seccomp), encode(filterProgram(host.tables))]
    };
  }
  const program = encode(filterProgram(host.tables, true));
  return {
    words: [perl, "-e", SUPERVISED_LOADER, String(host.seccomp), program, supervisor],
    supervisor
  };
}
function checkSetuidFilter(filter, truePath) {
  const [file, ...args] = filter.words;
  return new Promise((resolve2) => {
    execFile2(
      file,
      [...args, truePath],
      { timeout: 1e4, env: {} },
      (error, _out, stderr) => resolve2(error ? stderr.trim().split("\n").at(-1) || error.message : void 0)
    );
  });
}

// src/engine/sandbox/unix-supervisor.ts
import { spawn as spawn3 } from "node:child_process";

// src/engine/sandbox/supervisor-messages-source.ts
var MESSAGES_SOURCE = `
# sendmsg and sendmmsg of datagrams with no control message (one could ask for
# what only root may), on an internet socket or on a unix one without addresses:
# no path to decide, so made here without a child (a fork per datagram would cost
# every DNS lookup dear). A unix socket's peer may see who sent (SO_PASSCRED), so
# those are sent as the caller's user and group, keeping root's saved id to come
# back. Any other call, or one that would wait, goes to a child. Says whether the
# call is done with.
sub at_once {
  my ($handle, $notification) = @_;
  my ($id, $pid, undef, $call, $arch, undef, $fd, $vector, @rest) =
    unpack('Q L L l L Q Q6', $notification);
  my $kind = $kind{"$arch:$call"} // return 0;
  return 0 unless $kind eq 'sendmsg' || $kind eq 'sendmmsg';
  my ($count, $flags) = $kind eq 'sendmsg' ? (1, $rest[0]) : @rest[0, 1];
  my $narrow = !($arch & 0x80000000);
  open(my $memory, '+<:raw', "/proc/$pid/mem") or return 0;
  my @messages = read_messages($memory, $narrow, $vector, $count, 65536);
  return 0 if grep { !ref || $_->{truncated} || @{ $_->{control} } } @messages;
  my ($tgid, $uid, $gid) = ids($pid) or return 0;
  @calling = ($tgid, $pid);
  my $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $pid, 0x80);
  $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $tgid, 0) if $pidfd < 0;
  return 0 if $pidfd < 0;
  my $still = pack('Q', $id);
  my $valid = ioctl($handle, $VALID, $still) || ioctl($handle, 0x80082102, $still);
  my $socket_fd = $valid ? syscall(0 + $nr{pidfd_getfd}, $pidfd, 0 + $fd, 0) : -1;
  syscall(0 + $nr{close}, $pidfd);
  return !$valid if $socket_fd < 0;
  my $socket;
  if (!open($socket, '+<&=', $socket_fd)) {
    syscall(0 + $nr{close}, $socket_fd);
    return 0;
  }
  my $domain = unpack('l', getsockopt($socket, 1, 39) // pack('l', -1));
  my $type = unpack('l', getsockopt($socket, 1, 3) // pack('l', -1));
  # SOCK_DGRAM, or SOCK_SEQPACKET on a unix socket: a message goes whole or not at all.
  my $unix = $domain == 1 && ($type == 2 || $type == 5) && !grep { length $_->{name} } @messages;
  return 0 unless $unix || (($domain == 2 || $domain == 10) && $type == 2);
  # F_GETFL, O_NONBLOCK and MSG_DONTWAIT: the main loop never waits on a send.
  my $waits = !(fcntl($socket, 3, 0) & 0x800) && !($flags & 0x40);
  if ($unix && !become($uid, $gid, 0)) {
    back();
    return 0;
  }
  my @result = send_now($socket_fd, \\@messages, $flags, $waits, $kind, sub {
    sysseek($memory, $vector + ($narrow ? 32 : 64) * $_[0] + ($narrow ? 28 : 56), 0)
      and syswrite($memory, pack('L', $_[1]));
  });
  back() if $unix;
  return 0 unless @result;
  answer_now($handle, $id, @result);
  return 1;
}

# The messages sent without waiting: the answer, or nothing when the first would
# wait on a socket that waits (a child then sends it). $written records a
# sendmmsg message's length.
sub send_now {
  my ($socket_fd, $messages, $flags, $waits, $kind, $written) = @_;
  my $sent = 0;
  for my $i (0 .. $#$messages) {
    my ($value, $errno) = send_one($socket_fd, $messages->[$i], $flags | 0x40);
    return () if $errno == $EAGAIN && $waits && $sent == 0;
    return $sent ? ($sent, 0) : (0, $errno) if $errno;
    return ($value, 0) if $kind eq 'sendmsg';
    $written->($i, $value);
    $sent++;
  }
  return ($sent, 0);
}

# Root again, or the end (its calls then fail, never pass).
sub back {
  become(0, 0, 0) or die "agent-loop supervisor: back to root: $!\\n";
}

# Real and effective user and group, root kept as the saved ones (0 to come back).
sub become {
  my ($uid, $gid, $saved) = @_;
  return $uid == 0
    ? syscall(0 + $nr{setresuid}, 0, 0, 0) == 0 && syscall(0 + $nr{setresgid}, 0, 0, 0) == 0
    : syscall(0 + $nr{setresgid}, 0 + $gid, 0 + $gid, $saved) == 0
      && syscall(0 + $nr{setresuid}, 0 + $uid, 0 + $uid, $saved) == 0;
}

# sendmsg and sendmmsg: every message read once from the caller's memory, its
# address decided as connect's, the descriptors it passes taken from the caller,
# then sent by this child on the caller's socket. For sendmmsg, each message's
# msg_len is written back and the count answered, as the kernel does.
sub send_messages {
  my ($handle, $id, $pid, $narrow, $kind, $fd, $vector, @rest) = @_;
  my ($count, $flags) = $kind eq 'sendmsg' ? (1, $rest[0]) : @rest[0, 1];
  my $size = $narrow ? 32 : 64;
  open(my $memory, '+<:raw', "/proc/$pid/mem") or exit 0;
  my @messages = read_messages($memory, $narrow, $vector, $count, $MAX_DATA);
  my $caller = still_waiting($handle, $id, $pid);
  my $socket_fd = syscall(0 + $nr{pidfd_getfd}, $caller->{pidfd}, 0 + $fd, 0);
  return (0, $EBADF) if $socket_fd < 0;
  open(my $socket, '+<&=', $socket_fd) or return (0, $EBADF);
  my $domain = unpack('l', getsockopt($socket, 1, 39) // pack('l', -1));
  my $stream = unpack('l', getsockopt($socket, 1, 3) // pack('l', -1)) == 1;
  $_ = take_rights($caller->{pidfd}, $_) for grep { ref } @messages;
  enter($caller) or return (0, $EACCES);
  for my $message (grep { ref } @messages) {
    # A stream takes what fits (a short count); a datagram is whole or refused.
    if ($message->{truncated} && !$stream) {
      $message = $EMSGSIZE;
      next;
    }
    my $decided = address($domain, $message->{name}, $caller->{proc});
    ref $decided ? ($message->{name} = $$decided) : ($message = $decided);
  }
  chdir($caller->{proc}) or return (0, $EACCES);
  my $sent = 0;
  for my $i (0 .. $#messages) {
    my ($value, $errno) = ref $messages[$i] ? send_one($socket_fd, $messages[$i], $flags) : (0, $messages[$i]);
    # An error after the first message ends the batch with the count sent.
    return $sent ? ($sent, 0) : (0, $errno) if $errno;
    return ($value, 0) if $kind eq 'sendmsg';
    sysseek($memory, $vector + $size * $i + ($narrow ? 28 : 56), 0) and syswrite($memory, pack('L', $value));
    $sent++;
  }
  return ($sent, 0);
}

# The messages of a sendmsg (one) or a sendmmsg (UIO_MAXIOV at most, as the
# kernel takes), read once, with $budget bytes of data in all: the batch ends
# before a message past it (the first is cut short), and at one that cannot be read.
sub read_messages {
  my ($memory, $narrow, $vector, $count, $budget) = @_;
  $count = 1024 if $count > 1024;
  my @messages;
  for my $i (0 .. $count - 1) {
    my $message = read_message($memory, $narrow, $vector + ($narrow ? 32 : 64) * $i, $budget);
    last if $i > 0 && ref $message && $message->{truncated};
    push @messages, $message;
    last unless ref $message;
    $budget -= length $message->{data};
  }
  return @messages;
}

# One msghdr (include/linux/socket.h; a 32-bit caller's struct compat_msghdr,
# include/net/compat.h) and what it points to, at most $budget bytes of data, as
# { name, data, truncated, control => [[level, type, data], ...] }, or an errno.
sub read_message {
  my ($memory, $narrow, $at, $budget) = @_;
  my $header = peek_at($memory, $at, $narrow ? 28 : 56) // return $EFAULT;
  my ($name_at, $name_length, $iov_at, $iov_count, $control_at, $control_length) =
    unpack($narrow ? 'L6' : 'Q L x4 Q Q Q Q', $header);
  $name_length = 0 if $name_at == 0;
  return $EINVAL if $name_length >= 2**31;
  # The kernel takes a sockaddr_storage at most.
  $name_length = 128 if $name_length > 128;
  my $name = peek_at($memory, $name_at, $name_length) // return $EFAULT;
  return $EMSGSIZE if $iov_count > 1024;
  my $vectors = peek_at($memory, $iov_at, ($narrow ? 8 : 16) * $iov_count) // return $EFAULT;
  my @pieces = unpack($narrow ? 'L*' : 'Q*', $vectors);
  my ($data, $truncated) = ('', 0);
  while (my ($base, $length) = splice(@pieces, 0, 2)) {
    my $room = $budget - length $data;
    ($truncated, $length) = (1, $room) if $length > $room;
    $data .= peek_at($memory, $base, $length) // return $EFAULT;
  }
  $control_length = 0 if $control_at == 0;
  return $ENOBUFS if $control_length > 65536;
  my $control = peek_at($memory, $control_at, $control_length) // return $EFAULT;
  # struct cmsghdr: length (size_t), level, type, then the data, each aligned to a size_t.
  my ($head, $align) = $narrow ? (12, 4) : (16, 8);
  my @controls;
  while (length($control) >= $head) {
    my ($length, $level, $type) = unpack($narrow ? 'L l l' : 'Q l l', $control);
    return $EINVAL if $length < $head || $length > length $control;
    # SCM_CREDENTIALS: the kernel checks the pid claimed against the sender, and
    # the sender here is this child; claiming the caller's would need privileges
    # this child does not hold while it sends. Refused, as a wrong claim is.
    return $EPERM if $level == 1 && $type == 2;
    push @controls, [$level, $type, substr($control, $head, $length - $head)];
    my $next = ($length + $align - 1) & ~($align - 1);
    substr($control, 0, $next < length $control ? $next : length $control, '');
  }
  return { name => $name, data => $data, truncated => $truncated, control => \\@controls };
}

# SCM_RIGHTS: the caller's descriptors, taken (pidfd_getfd) while its call waits.
sub take_rights {
  my ($pidfd, $message) = @_;
  for my $control (@{ $message->{control} }) {
    next unless $control->[0] == 1 && $control->[1] == 1;
    my @numbers = unpack('l*', $control->[2]);
    return $EINVAL if @numbers > 253;
    my @taken = map { syscall(0 + $nr{pidfd_getfd}, $pidfd, 0 + $_, 0) } @numbers;
    return $EBADF if grep { $_ < 0 } @taken;
    $control->[2] = pack('l*', @taken);
  }
  return $message;
}

# One message sent with sendmsg(2) on this child's copy of the caller's socket.
sub send_one {
  my ($socket_fd, $message, $flags) = @_;
  my ($name, $data) = @{$message}{qw(name data)};
  my $control = join '', map {
    my $one = pack('Q l l', 16 + length $_->[2], $_->[0], $_->[1]) . $_->[2];
    $one . "\\0" x (-length($one) % 8);
  } @{ $message->{control} };
  my $vector = pack('Q Q', pointer($data), length $data);
  my $header = pack('Q L x4 Q Q Q Q l x4', pointer($name), length $name, pointer($vector), 1,
    pointer($control), length $control, 0);
  my $sent = syscall(0 + $nr{sendmsg}, 0 + $socket_fd, $header, 0 + $flags);
  return ($sent, 0) if $sent >= 0;
  my $errno = $! + 0;
  broken_pipe($errno, $flags);
  return (0, $errno);
}

# Where a string's bytes lie in this process (0 for none); it must not change until used.
sub pointer {
  return length $_[0] ? unpack('Q', pack('p', $_[0])) : 0;
}
`;

// src/engine/sandbox/supervisor-source.ts
var SUPERVISOR_SOURCE = `use strict;
my ($listen_path, $abstract_ok, $numbers, $calls, @allowed) = @ARGV;
my %nr = map { split /=/ } split /,/, $numbers;
my %kind = map { my ($arch, $call, $what) = split /:/; ("$arch:$call" => $what) } split /,/, $calls;
my ($RECV, $SEND, $VALID) = (0xc0502100, 0xc0182101, 0x40082102);
my ($EPERM, $EBADF, $EAGAIN, $EACCES, $EFAULT, $EINVAL) = (1, 9, 11, 13, 14, 22);
my ($EMSGSIZE, $ENOBUFS, $ECONNREFUSED) = (90, 105, 111);
my $O_PATH_CLOEXEC = 0x200000 | 0x80000;
# The most bytes one call sends (a datagram past it is refused as too long).
my $MAX_DATA = 4194304;
# Descriptors held open until the child ends.
my @kept;

my $sizes = "\\0" x 6;
syscall(0 + $nr{seccomp}, 3, 0, $sizes) == 0 or die "agent-loop supervisor: notification sizes: $!\\n";
my ($notif_size, $resp_size) = unpack('S S', $sizes);
$notif_size == 80 && $resp_size == 24
  or die "agent-loop supervisor: this kernel's notifications are $notif_size and $resp_size bytes\\n";

unlink $listen_path;
socket(my $server, 1, 1, 0) or die "agent-loop supervisor: socket: $!\\n";
bind($server, pack('S a*', 1, $listen_path)) or die "agent-loop supervisor: $listen_path: $!\\n";
chmod 0666, $listen_path;
listen($server, 64) or die "agent-loop supervisor: listen: $!\\n";
# Children at once, at most: past that a call is answered EAGAIN (a tool's threads
# cannot make the supervisor fork without bound, outside the tools' limits).
my ($running, $MAX_RUNNING) = (0, 64);
$SIG{CHLD} = sub { $running-- while waitpid(-1, 1) > 0 };
# A send to a stream whose peer is gone: EPIPE here, SIGPIPE for the caller (broken_pipe);
# a child killed by it would leave the call unanswered.
$SIG{PIPE} = 'IGNORE';
# The calling thread group and thread (a signal the call raises goes to them).
my @calling;
$| = 1;
print "ready\\n";

my %listeners;
while (1) {
  my @fds = (0, fileno($server), sort { $a <=> $b } keys %listeners);
  my $polled = join '', map { pack('l s s', $_, 1, 0) } @fds;
  if (syscall(0 + $nr{ppoll}, $polled, scalar(@fds), 0, 0, 8) < 0) {
    next if $! == 4;
    die "agent-loop supervisor: ppoll: $!\\n";
  }
  my @events = map { (unpack('l s s', substr($polled, 8 * $_, 8)))[2] } 0 .. $#fds;
  exit 0 if $events[0];
  take_filter() if $events[1];
  for my $i (2 .. $#fds) {
    my $handle = $listeners{$fds[$i]};
    if ($events[$i] & 1) {
      receive($handle);
    } elsif ($events[$i]) {
      # POLLHUP: no process uses that filter any more.
      delete $listeners{$fds[$i]};
      close $handle;
    }
  }
}

# A loader hands its listener over: its number, read within two seconds.
sub take_filter {
  accept(my $peer, $server) or return;
  my ($pid) = unpack('l', getsockopt($peer, 1, 17) // return);
  my ($line, $deadline) = ('', time + 2);
  # A child ending meanwhile interrupts select and sysread (EINTR): they go on.
  while ($line !~ /\\n/ && time <= $deadline) {
    my $ready = '';
    vec($ready, fileno($peer), 1) = 1;
    my $found = select($ready, undef, undef, 0.5);
    next if $found < 0 && $! == 4;
    next if $found == 0;
    my $read = sysread($peer, $line, 32, length $line);
    next if !defined $read && $! == 4;
    return unless $read;
  }
  my ($number) = $line =~ /^(\\d+)\\n$/ or return;
  my $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $pid, 0);
  return if $pidfd < 0;
  my $fd = syscall(0 + $nr{pidfd_getfd}, $pidfd, 0 + $number, 0);
  syscall(0 + $nr{close}, $pidfd);
  return if $fd < 0;
  if ((readlink("/proc/self/fd/$fd") // '') ne 'anon_inode:seccomp notify'
      or !open(my $handle, '+<&=', $fd)) {
    syscall(0 + $nr{close}, $fd);
  } else {
    $listeners{$fd} = $handle;
    syswrite($peer, "ok\\n");
  }
}

# One call waiting: decided and answered by a child of its own, so a slow connect
# (TCP to an address that does not answer) holds up nothing else.
sub receive {
  my ($handle) = @_;
  my $notification = "\\0" x 80;
  ioctl($handle, $RECV, $notification) or return;
  return if at_once($handle, $notification);
  my $child = $running < $MAX_RUNNING ? fork : undef;
  if ($child) {
    $running++;
    return;
  }
  if (!defined $child) {
    answer_now($handle, unpack('Q', $notification), 0, $EAGAIN);
    return;
  }
  decide($handle, $notification);
  exit 0;
}

sub answer_now {
  my ($handle, $id, $value, $errno) = @_;
  my $response = pack('Q q l L', $id, $value, $errno ? -$errno : 0, 0);
  ioctl($handle, $SEND, $response);
}

sub decide {
  my ($handle, $notification) = @_;
  my ($id, $pid, undef, $call, $arch, undef, @args) = unpack('Q L L l L Q Q6', $notification);
  my $answer = sub { answer_now($handle, $id, @_); exit 0 };
  my $kind = $kind{"$arch:$call"} // $answer->(0, $EACCES);
  if ($kind eq 'socketcall') {
    # i386: socketcall(SYS_CONNECT = 3, SYS_SENDTO = 11, SYS_SENDMSG = 16 or
    # SYS_SENDMMSG = 20, the arguments as 32-bit words).
    my $words = { 3 => 3, 11 => 6, 16 => 3, 20 => 4 }->{$args[0]} // $answer->(0, $EACCES);
    $kind = { 3 => 'connect', 11 => 'sendto', 16 => 'sendmsg', 20 => 'sendmmsg' }->{$args[0]};
    @args = unpack('L*', peek($pid, $args[1], 4 * $words) // $answer->(0, $EFAULT));
  }
  if ($kind eq 'sendmsg' || $kind eq 'sendmmsg') {
    # __AUDIT_ARCH_64BIT clear: a 32-bit caller, whose structures are narrower.
    $answer->(send_messages($handle, $id, $pid, !($arch & 0x80000000), $kind, @args));
  }
  my ($fd, $address, $length) = $kind eq 'connect' ? @args[0 .. 2] : @args[0, 4, 5];
  $length = 110 if $length > 110;
  my $name = $length > 0 ? peek($pid, $address, $length) : '';
  $answer->(0, $EFAULT) unless defined $name;
  my ($data, $flags) = ('', 0);
  if ($kind eq 'sendto') {
    $answer->(0, $EMSGSIZE) if $args[2] > $MAX_DATA;
    $data = $args[2] > 0 ? peek($pid, $args[1], $args[2]) : '';
    $answer->(0, $EFAULT) unless defined $data;
    $flags = $args[3];
  }
  my $caller = still_waiting($handle, $id, $pid);
  my $socket_fd = syscall(0 + $nr{pidfd_getfd}, $caller->{pidfd}, 0 + $fd, 0);
  $answer->(0, $EBADF) if $socket_fd < 0;
  open(my $socket, '+<&=', $socket_fd) or $answer->(0, $EBADF);
  my $domain = unpack('l', getsockopt($socket, 1, 39) // pack('l', -1));
  enter($caller) or $answer->(0, $EACCES);
  my $decided = address($domain, $name, $caller->{proc});
  $answer->(0, $decided) unless ref $decided;
  # A unix path is reached through the descriptor held: no link swapped meanwhile changes where.
  chdir($caller->{proc}) or $answer->(0, $EACCES);
  $answer->(perform($kind, $socket, $$decided, $data, $flags));
}

# Everything about the caller the call needs, read while the call still waits
# (SECCOMP_IOCTL_NOTIF_ID_VALID after: the pid was not reused); ends the child
# when the call is gone.
sub still_waiting {
  my ($handle, $id, $pid) = @_;
  my ($tgid, $uid, $gid) = ids($pid) or exit 0;
  @calling = ($tgid, $pid);
  # PIDFD_THREAD (6.9) takes the descriptor from the calling thread's own table.
  my $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $pid, 0x80);
  $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $tgid, 0) if $pidfd < 0;
  exit 0 if $pidfd < 0;
  my ($root, $cwd, $proc);
  opendir($root, "/proc/$pid/root") && opendir($cwd, "/proc/$pid/cwd") && opendir($proc, '/proc')
    or exit 0;
  my $still = pack('Q', $id);
  # The number before 5.9 (_IOR) where the kernel does not know the fixed one.
  ioctl($handle, $VALID, $still) or ioctl($handle, 0x80082102, $still) or exit 0;
  return { pidfd => $pidfd, uid => $uid, gid => $gid, root => $root, cwd => $cwd, proc => $proc };
}

# The caller's root, folder and user: paths are then resolved as the caller would.
sub enter {
  my ($caller) = @_;
  return chdir($caller->{root}) && chroot('.') && chdir($caller->{cwd})
    && drop($caller->{uid}, $caller->{gid});
}

# The address to use for a call on a socket of $domain to $name: a reference to
# it, or the errno refusing it. A unix path (resolved from the caller's folder,
# as its user) becomes /proc/self/fd/N of a descriptor held on the socket file
# when that lies in an allowed place; an abstract name passes only when the run
# has a network namespace of its own; any other address is the kernel's to judge.
sub address {
  my ($domain, $name, $proc) = @_;
  my $path = length($name) > 2 && unpack('S', $name) == 1 ? substr($name, 2) : undef;
  return \\$name if $domain != 1 || !defined $path || $path eq '';
  if (substr($path, 0, 1) eq "\\0") {
    return $abstract_ok ? \\$name : $EACCES;
  }
  $path =~ s/\\0.*//s;
  my $held = syscall(0 + $nr{openat}, -100, $path, $O_PATH_CLOEXEC, 0);
  return $! + 0 if $held < 0;
  my $target = "\\0" x 4096;
  my $size = syscall(0 + $nr{readlinkat}, fileno($proc), "self/fd/$held", $target, 4096);
  return $EACCES if $size <= 0;
  $target = substr($target, 0, $size);
  open(my $held_handle, '<&=', $held) or return $EACCES;
  return $ECONNREFUSED unless -S $held_handle;
  return $EACCES unless grep { $target eq $_ || index($target, "$_/") == 0 } @allowed;
  # The handle must not close the descriptor when it goes.
  push @kept, $held_handle;
  return \\pack('S a*', 1, "self/fd/$held");
}

sub perform {
  my ($kind, $socket, $name, $data, $flags) = @_;
  if ($kind eq 'connect') {
    return connect($socket, $name) ? (0, 0) : (0, $! + 0);
  }
  my $sent = send($socket, $data, $flags, $name);
  return ($sent, 0) if defined $sent;
  my $errno = $! + 0;
  broken_pipe($errno, $flags);
  return (0, $errno);
}

# EPIPE without MSG_NOSIGNAL: SIGPIPE for the calling thread, as the kernel sends
# it (pending until the call returns, its handler then runs).
sub broken_pipe {
  my ($errno, $flags) = @_;
  syscall(0 + $nr{tgkill}, 0 + $calling[0], 0 + $calling[1], 13) if $errno == 32 && !($flags & 0x4000);
}

sub peek {
  my ($pid, $address, $length) = @_;
  open(my $memory, '<:raw', "/proc/$pid/mem") or return undef;
  return peek_at($memory, $address, $length);
}

sub peek_at {
  my ($memory, $address, $length) = @_;
  return '' if $length == 0;
  sysseek($memory, $address, 0) or return undef;
  my $bytes = '';
  my $read = sysread($memory, $bytes, $length) // return undef;
  return $read == $length ? $bytes : undef;
}

# The caller's thread group, effective uid and gid.
sub ids {
  my ($pid) = @_;
  open(my $status, '<', "/proc/$pid/status") or return;
  local $/;
  my $text = <$status>;
  my ($tgid) = $text =~ /^Tgid:\\s+(\\d+)/m;
  my ($uid) = $text =~ /^Uid:\\s+\\d+\\s+(\\d+)/m;
  my ($gid) = $text =~ /^Gid:\\s+\\d+\\s+(\\d+)/m;
  return defined $gid ? ($tgid, $uid, $gid) : ();
}

# The caller's user, no groups: the peer sees who connected, and no more is reached.
sub drop {
  my ($uid, $gid) = @_;
  return syscall(0 + $nr{setgroups}, 0, 0) == 0
    && syscall(0 + $nr{setresgid}, 0 + $gid, 0 + $gid, 0 + $gid) == 0
    && syscall(0 + $nr{setresuid}, 0 + $uid, 0 + $uid, 0 + $uid) == 0;
}
${MESSAGES_SOURCE}`;

// src/engine/sandbox/unix-supervisor.ts
var START_TIMEOUT_MS2 = 1e4;
var STOP_GRACE_MS2 = 2e3;
var NUMBERS = {
  x64: {
    seccomp: 317,
    ppoll: 271,
    close: 3,
    openat: 257,
    readlinkat: 267,
    setgroups: 116,
    setresgid: 119,
    setresuid: 117,
    pidfd_open: 434,
    pidfd_getfd: 438,
    sendmsg: 46,
    tgkill: 234
  },
  arm64: {
    seccomp: 277,
    ppoll: 73,
    close: 57,
    openat: 56,
    readlinkat: 78,
    setgroups: 159,
    setresgid: 149,
    setresuid: 147,
    pidfd_open: 434,
    pidfd_getfd: 438,
    sendmsg: 211,
    tgkill: 131
  }
};
var CALLS = {
  x64: [
    "3221225534:42:connect",
    "3221225534:44:sendto",
    "3221225534:46:sendmsg",
    "3221225534:307:sendmmsg",
    "1073741827:362:connect",
    "1073741827:369:sendto",
    "1073741827:370:sendmsg",
    "1073741827:345:sendmmsg",
    "1073741827:102:socketcall"
  ],
  arm64: [
    "3221225655:203:connect",
    "3221225655:206:sendto",
    "3221225655:211:sendmsg",
    "3221225655:269:sendmmsg",
    "1073741864:283:connect",
    "1073741864:290:sendto",
    "1073741864:296:sendmsg",
    "1073741864:374:sendmmsg"
  ]
};
async function startUnixSupervisor(input) {
  const arch = input.arch ?? process.arch;
  const numbers = NUMBERS[arch];
  const calls = CALLS[arch];
  if (!numbers || !calls) return { missing: `no system call table for ${arch}` };
  const words = [
    ...input.prefix ?? [],
    input.perl,
    "-e",
    SUPERVISOR_SOURCE,
    input.socket,
    input.abstract ? "1" : "0",
    Object.entries(numbers).map(([name, nr]) => `${name}=${nr}`).join(","),
    calls.join(","),
    ...input.allowed
  ];
  const child = spawn3(words[0], words.slice(1), {
    stdio: ["pipe", "pipe", "pipe"],
    env: {},
    detached: true
  });
  const failure = await readReady2(child);
  if (failure !== void 0) {
    await stop(child);
    return { missing: failure };
  }
  let closing;
  return { socket: input.socket, close: () => closing ??= stop(child) };
}
function readReady2(child) {
  return new Promise((resolve2) => {
    let out = "";
    let errors = "";
    const done = (why) => {
      clearTimeout(timer);
      child.stdout?.removeAllListeners("data");
      resolve2(why);
    };
    const timer = setTimeout(
      () => done("the unix socket supervisor did not start in time"),
      START_TIMEOUT_MS2
    );
    child.stderr?.setEncoding("utf8").on("data", (chunk) => errors += chunk);
    child.stdout?.setEncoding("utf8").on("data", (chunk) => {
      out += chunk;
      if (out.includes("ready\n")) done(void 0);
    });
    child.once("error", (error) => done(error.message));
    child.once(
      "exit",
      (code) => done(errors.trim().split("\n").at(-1) || `the unix socket supervisor exited (${code})`)
    );
  });
}
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve2) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS2);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve2();
    });
    child.stdin?.end();
  });
}

// src/engine/sandbox/tool-filter.ts
function allowedSocketPlaces(input) {
  return [
    input.workspace,
    ...input.added ?? [],
    "/tmp",
    "/var/tmp",
    "/dev/shm",
    "/run",
    join3(input.base, "home"),
    join3(input.base, "servers"),
    ...input.forwarderSocket ? [input.forwarderSocket] : []
  ];
}
async function openToolFilter(input) {
  const none = async () => void 0;
  const arch = input.arch ?? process.arch;
  const plain = setuidFilter(input.programs.perl, arch);
  if ("missing" in plain) return { filter: plain, unsupervised: plain.missing, close: none };
  const failure = await checkSetuidFilter(plain, input.programs.env);
  if (failure) return { filter: { missing: failure }, unsupervised: failure, close: none };
  const folder = join3(input.base, "supervisor");
  mkdirSync(folder, { mode: 457 });
  chmodSync2(folder, 457);
  const supervisor = await startUnixSupervisor({
    perl: input.programs.perl,
    socket: join3(folder, `${randomBytes2(12).toString("hex")}.sock`),
    allowed: allowedSocketPlaces(input),
    abstract: input.isolated,
    arch,
    ...input.privilege.kind === "sudo" ? { prefix: [input.privilege.sudo, "-n"] } : {}
  });
  if ("missing" in supervisor) {
    return { filter: plain, unsupervised: supervisor.missing, close: none };
  }
  const supervised = setuidFilter(input.programs.perl, arch, supervisor.socket);
  const refused = await checkSetuidFilter(supervised, input.programs.env);
  if (refused) {
    await supervisor.close();
    return { filter: plain, unsupervised: refused, close: none };
  }
  return { filter: supervised, close: () => supervisor.close() };
}

// src/engine/sandbox/stale-runs.ts
import { lstatSync as lstatSync2, readFileSync as readFileSync5, readdirSync as readdirSync3, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join4 } from "node:path";
var NOTE = "run.json";
var PREFIX = "agent-loop-sandbox-";
var STALE_RUN_ATTEMPTS = 3;
function writeRunNote(base, teardown) {
  const note = { pid: process.pid, started: startTime(process.pid) ?? "", teardown };
  writeFileSync2(join4(base, NOTE), JSON.stringify(note), { mode: 420 });
}
async function staleRuns(parent) {
  let names;
  try {
    names = readdirSync3(parent).filter((name) => name.startsWith(PREFIX));
  } catch {
    return [];
  }
  const found = [];
  for (const name of names) {
    if (!ownFolder(join4(parent, name)) || !ownFolder(join4(parent, name, NOTE))) continue;
    const text = await readStateFile(join4(parent, name, NOTE));
    const note = parseNote(text);
    if (!note || startTime(note.pid) === note.started) continue;
    if (note.teardown[5] !== join4(parent, name)) continue;
    found.push({
      folder: join4(parent, name),
      teardown: note.teardown,
      failures: note.failures ?? 0,
      ...note.lastError ? { lastError: note.lastError } : {}
    });
  }
  return found;
}
async function handBackStaleRuns(parent, teardown) {
  const lines = [];
  for (const run of await staleRuns(parent)) {
    const what = `the hand-back of a run that died earlier (workspace ${run.teardown[0]}, folder ${run.folder})`;
    if (run.failures >= STALE_RUN_ATTEMPTS) {
      lines.push(
        `${what} failed ${run.failures} times (last: ${run.lastError ?? "no reason given"}) and is not tried again: fix that, then remove the folder`
      );
      continue;
    }
    try {
      await teardown(run.teardown);
    } catch (error) {
      const why = errorMessage(error);
      const failures = run.failures + 1;
      lines.push(`${what} failed (${why}); attempt ${failures} of ${STALE_RUN_ATTEMPTS}`);
      recordFailure(run, failures, why);
    }
  }
  return lines;
}
function recordFailure(run, failures, lastError) {
  const path = join4(run.folder, NOTE);
  try {
    const note = JSON.parse(readFileSync5(path, "utf8"));
    writeFileSync2(path, JSON.stringify({ ...note, failures, lastError }), { mode: 420 });
  } catch {
  }
}
function ownFolder(path) {
  try {
    const stat = lstatSync2(path);
    return !stat.isSymbolicLink() && stat.uid === process.getuid?.() && (stat.mode & 18) === 0;
  } catch {
    return false;
  }
}
function parseNote(text) {
  if (!text) return void 0;
  try {
    const value = JSON.parse(text);
    if (typeof value.pid !== "number" || typeof value.started !== "string") return void 0;
    if (!Array.isArray(value.teardown) || !value.teardown.every((arg2) => typeof arg2 === "string"))
      return void 0;
    if (value.failures !== void 0 && typeof value.failures !== "number") return void 0;
    if (value.lastError !== void 0 && typeof value.lastError !== "string") return void 0;
    return value;
  } catch {
    return void 0;
  }
}
function startTime(pid) {
  try {
    const stat = readFileSync5(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return void 0;
  }
}

// src/engine/sandbox/boundary-spawner.ts
import { spawn as spawn4 } from "node:child_process";
import { randomBytes as randomBytes3 } from "node:crypto";
import { rmSync } from "node:fs";
import { join as join5 } from "node:path";
var SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
function createBoundarySpawner(input) {
  const { base, user, live } = input;
  return {
    sandboxed: true,
    notes: input.notes,
    ...input.forServers ? { forServers: input.forServers } : {},
    async spawn(request) {
      const command = input.command(request);
      const env = {
        ...request.env,
        HOME: input.home,
        TMPDIR: "/tmp",
        TMP: "/tmp",
        TEMP: "/tmp",
        USER: user.name,
        LOGNAME: user.name
      };
      const entries2 = [
        ...Object.entries(env).filter((entry) => entry[1] !== void 0).map(([name, value]) => `${name}=${value}`),
        ...input.extraEnv
      ];
      const child = spawn4(
        command[0],
        [
          ...command.slice(1),
          request.cwd,
          String(entries2.length),
          ...entries2,
          request.file,
          ...request.args
        ],
        // Every program is named by its absolute path; sudo and unshare need nothing else.
        // detached: a process group of its own, so a tool's `kill 0` reaches only its call.
        { cwd: "/", env: { PATH: SYSTEM_PATH }, stdio: request.stdio, detached: true }
      );
      const call = trackCall(child, input.privilege, input.killProgram, input.proxy?.track());
      live.add(call);
      child.once("exit", () => live.delete(call));
      return call;
    },
    async stateFile() {
      const path = join5(base, "state", randomBytes3(12).toString("hex"));
      const dispose = () => {
        try {
          rmSync(path, { force: true });
        } catch {
        }
      };
      return { path, dispose };
    }
  };
}
function trackCall(child, privilege, killProgram, tracker) {
  let exited = child.exitCode !== null || child.signalCode !== null;
  const exit = new Promise((resolve2) => {
    if (exited) resolve2();
    child.once("exit", () => {
      exited = true;
      resolve2();
    });
    child.once("error", () => {
      exited = true;
      resolve2();
    });
  });
  let killing;
  return {
    child,
    kill: () => {
      killing ??= (async () => {
        const seen = /* @__PURE__ */ new Set();
        for (let round = 0; round < 20 && !exited && child.pid !== void 0; round++) {
          const tree = processTree(child.pid);
          for (const pid of tree) seen.add(pid);
          await killAll(tree, privilege, killProgram);
          await Promise.race([exit, sleep(100)]);
        }
        for (let round = 0; round < 50 && [...seen].some(isAlive); round++) await sleep(20);
      })();
      return killing;
    },
    blockedHosts: () => tracker?.hosts() ?? [],
    release: () => tracker?.stop()
  };
}
function sleep(ms) {
  return new Promise((resolve2) => setTimeout(resolve2, ms));
}

// src/engine/sandbox/server-user.ts
import {
  accessSync as accessSync2,
  closeSync,
  constants as constants2,
  lstatSync as lstatSync3,
  openSync,
  readSync,
  realpathSync,
  statSync
} from "node:fs";
import { delimiter, dirname as dirname2, isAbsolute as isAbsolute2, resolve, sep } from "node:path";
var SAFE_PATH3 = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
function serverUserName(toolUser) {
  return `${toolUser.slice(0, 28)}-mcp`;
}
var SERVER_SETUP_SCRIPT = `set -eu
PATH=${SAFE_PATH3}
user=$1 base=$2 auid=$3 tuid=$4
if ! getent passwd "$user" >/dev/null; then
  useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$user"
fi
uid=$(id -u "$user")
gid=$(id -g "$user")
if [ "$uid" -eq 0 ] || [ "$uid" -eq "$auid" ] || [ "$uid" -eq "$tuid" ]; then
  echo "the MCP servers' user $user must be another, unprivileged user (uid $uid)" >&2
  exit 3
fi
install -d -o 0 -g 0 -m 0755 "$base/servers"
install -d -o "$uid" -g "$gid" -m 0700 "$base/servers/home" "$base/servers/tmp"
echo "$uid $gid"
`;
function serverGitEnvironment(env, workspaces) {
  const entries2 = [
    ["safe.directory", ""],
    ...[...new Set(workspaces)].map((path) => ["safe.directory", path]),
    ["core.hooksPath", "/dev/null"],
    ["core.fsmonitor", "false"]
  ];
  const given = Number.parseInt(env.GIT_CONFIG_COUNT ?? "", 10);
  const first = Number.isInteger(given) && given > 0 ? given : 0;
  const result = { ...env, GIT_CONFIG_COUNT: String(first + entries2.length) };
  entries2.forEach(([key, value], index) => {
    result[`GIT_CONFIG_KEY_${first + index}`] = key;
    result[`GIT_CONFIG_VALUE_${first + index}`] = value;
  });
  return result;
}
function serverReadPaths(request, roots) {
  const path = request.env.PATH ?? "";
  const found = [request.cwd];
  const program = findProgram(request.file, path, request.cwd);
  if (program) {
    found.push(program);
    const interpreter = shebangProgram(program);
    const located = interpreter && findProgram(interpreter, path, request.cwd);
    if (located) found.push(located);
  }
  for (const arg2 of request.args) {
    for (const candidate of [arg2, arg2.slice(arg2.indexOf("=") + 1)]) {
      if (!candidate.includes("/")) continue;
      const absolute = resolve(request.cwd, candidate);
      if (exists(absolute)) found.push(absolute);
    }
  }
  found.push(...path.split(delimiter).filter((entry) => isAbsolute2(entry) && isDirectory(entry)));
  const folders = found.flatMap((entry) => {
    const real = realOrUndefined(entry);
    return real && real !== entry ? [entry, real] : [entry];
  });
  return [...new Set(folders.map((entry) => holder(entry, roots)))].filter(
    (entry) => entry !== "/" && !roots.includes(entry)
  );
}
function holder(path, roots) {
  const nodeModules = path.indexOf(`${sep}node_modules${sep}`);
  if (nodeModules > 0) return path.slice(0, nodeModules + `${sep}node_modules`.length);
  if (isDirectory(path)) return path;
  const folder = dirname2(path);
  return folder === "/" || roots.includes(folder) ? path : folder;
}
function findProgram(name, path, cwd) {
  if (name.includes("/")) {
    const absolute = resolve(cwd, name);
    return exists(absolute) ? absolute : void 0;
  }
  for (const folder of path.split(delimiter)) {
    if (!folder) continue;
    const candidate = resolve(cwd, folder, name);
    try {
      accessSync2(candidate, constants2.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
    }
  }
  return void 0;
}
function shebangProgram(file) {
  let head;
  let descriptor;
  try {
    descriptor = openSync(file, "r");
    const buffer = Buffer.alloc(256);
    head = buffer.subarray(0, readSync(descriptor, buffer, 0, 256, 0)).toString("latin1");
  } catch {
    return void 0;
  } finally {
    if (descriptor !== void 0) closeSync(descriptor);
  }
  const match = /^#!\s*(\S+)(?:[ \t]+(\S+))?/.exec(head);
  if (!match?.[1]) return void 0;
  return /(^|\/)env$/.test(match[1]) && match[2] && !match[2].startsWith("-") ? match[2] : match[1];
}
function exists(path) {
  try {
    lstatSync3(path);
    return true;
  } catch {
    return false;
  }
}
function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
function realOrUndefined(path) {
  try {
    return realpathSync(path);
  } catch {
    return void 0;
  }
}

// src/engine/sandbox/boundary-servers.ts
import { join as join6 } from "node:path";
function serversOnFirstUse(options, run, spawnerInput, inputs, isolated) {
  let servers;
  const open = async () => {
    const server = await openServerUser(options, run.privileged, run.base, run.user.uid);
    const spawner = createBoundarySpawner({
      ...spawnerInput,
      command: (request) => {
        const named = serverReadPaths(request, ["/tmp", "/var/tmp", ...options.hide]);
        const keepReadOnly = [...inputs.plan.keepReadOnly ?? [], ...named];
        const sockets = inputs.sockets.rescan();
        const plan = planMounts({ ...inputs.plan, keepReadOnly, sockets });
        const tmp = join6(run.base, "servers", "tmp");
        const script = callScript({
          ...inputs.script,
          plan,
          tmp,
          uid: server.uid,
          gid: server.gid
        });
        return namespaceCommand(options, script, isolated);
      },
      extraEnv: [],
      home: join6(run.base, "servers", "home"),
      user: server,
      notes: []
    });
    const workspaces = [options.workspace, inputs.plan.workspace];
    const forServers = {
      ...spawner,
      spawn: (request) => spawner.spawn({ ...request, env: serverGitEnvironment(request.env, workspaces) })
    };
    return forServers;
  };
  return () => servers ??= open();
}
async function openServerUser(options, privileged2, base, toolUid) {
  const name = options.serverUserName ?? serverUserName(options.userName);
  const printed = await privileged2(SERVER_SETUP_SCRIPT, [
    name,
    base,
    String(options.owner.uid),
    String(toolUid)
  ]);
  const [uid, gid] = printed.trim().split(/\s+/).map(Number);
  return { name, uid, gid };
}
function namespaceCommand(options, script, isolated) {
  const unshare = [
    // unshare dies with whoever started it (the action, or sudo), and --kill-child
    // takes the namespace down with it: no tool outlives a killed action.
    options.programs.setpriv,
    "--pdeathsig",
    "KILL",
    "--",
    options.programs.unshare,
    "--mount",
    "--pid",
    // System V shared memory, semaphores and message queues of the host and other runs stay apart.
    "--ipc",
    "--fork",
    "--kill-child",
    "--mount-proc",
    ...isolated ? ["--net"] : [],
    "--",
    options.programs.bash,
    // Node's stdio pipes are sockets: without --norc, bash takes that for rshd and reads
    // root's ~/.bashrc (into the server's stderr, and running it).
    "--norc",
    "-c",
    script,
    "agent-loop-sandbox"
  ];
  return options.privilege.kind === "sudo" ? [options.privilege.sudo, "-n", ...unshare] : unshare;
}

// src/engine/sandbox/boundary.ts
var BASE_PARENT = "/var/tmp";
var PROBE_TIMEOUT_MS = 2e4;
async function openBoundary(options) {
  const workspace = realpathSync2(options.workspace);
  const perFile = options.programs.setfacl ? "acl" : "chown";
  const planned = options.access ?? "idmap";
  const isolated = options.allowedDomains.kind !== "all";
  if (isolated && !options.programs.ip) {
    throw new Error("ip (iproute2) is missing, so the network namespace cannot get its loopback");
  }
  const writable = writableAdded(options, planned);
  const run = await prepareRun(options, workspace, planned);
  let tools;
  let proxy;
  let namespace;
  const live = /* @__PURE__ */ new Set();
  let closed;
  let stopWatch;
  const close = () => {
    closed ??= (async () => {
      stopWatch?.();
      await Promise.all([...live].map((call) => call.kill()));
      await namespace?.close();
      await tools?.close();
      await proxy?.close();
      await run.teardown();
    })();
    return closed;
  };
  try {
    const egress = await startEgress(options, run.base);
    proxy = egress?.proxy;
    tools = await openToolFilter({
      programs: options.programs,
      privilege: options.privilege,
      base: run.base,
      workspace,
      added: writable,
      ...egress ? { forwarderSocket: egress.forwarder.socket } : {},
      isolated
    });
    const { filter } = tools;
    const inputs = namespaceInputs(options, workspace, run, egress?.forwarder, isolated);
    if ("words" in filter) inputs.script.setuidFilter = filter;
    namespace = await startNamespace(options, inputs, run, { workspace, planned, writable });
    const shared = await shareWorkspace(run, namespace, planned, perFile);
    const joined = namespace;
    stopWatch = watchListedSockets(inputs.sockets, joined, live);
    const spawnerInput = {
      base: run.base,
      privilege: options.privilege,
      killProgram: options.programs.kill,
      proxy,
      live
    };
    const spawner = createBoundarySpawner({
      ...spawnerInput,
      // A socket the host made since the last call is covered before this one starts.
      command: () => {
        writeSocketList(join7(run.base, "sockets"), inputs.sockets.rescan());
        return joined.joinCommand();
      },
      extraEnv: joined.proxyPort ? proxyEnvironment(joined.proxyPort) : [],
      home: join7(run.base, "home"),
      user: run.user,
      notes: sandboxNotes(options.allowedDomains),
      forServers: serversOnFirstUse(options, run, spawnerInput, inputs, isolated)
    });
    await probe(spawner, workspace, options.programs.bash);
    const missing = [
      ...missingProtections(run, shared, filter),
      ...namespace.ownRoot ? [] : [
        "a root of the tools' own (pivot_root failed; a folder the host makes at the top during the run is seen)"
      ]
    ];
    const { staleFailures } = run;
    const window = tools.unsupervised === void 0 ? {} : {
      window: `${socketWindow(inputs.sockets)}; the unix socket supervisor that would close it cannot run here (${tools.unsupervised})`
    };
    return { spawner, user: run.user, ...shared, missing, ...window, staleFailures, close };
  } catch (error) {
    await close().catch(() => void 0);
    throw error;
  }
}
function startNamespace(options, inputs, run, shares) {
  const { workspace, planned, writable } = shares;
  return startRunNamespace({
    ...inputs.script,
    plan: planMounts(inputs.plan),
    uid: run.user.uid,
    gid: run.user.gid,
    programs: options.programs,
    privilege: options.privilege,
    isolated: options.allowedDomains.kind !== "all",
    ...planned === "idmap" && options.programs.python3 ? {
      idmap: {
        ...{ python: options.programs.python3, workspace, owner: options.owner },
        added: writable
      }
    } : {}
  });
}
function writableAdded(options, planned) {
  const writable = (options.added ?? []).filter((dir) => !dir.readOnly);
  if (writable.length === 0) return [];
  if (planned !== "idmap" || !options.programs.python3) {
    throw new Error(
      `the added folder ${writable[0].path} is shared with the tools only through an id-mapped mount, which needs python3 (found: ${options.programs.python3 ? "yes" : "no"}) and no other access (asked: ${planned})`
    );
  }
  return writable.map((dir) => realpathSync2(dir.path));
}
var LISTED_SOCKETS_MS = 1e3;
function watchListedSockets(scan, namespace, live) {
  let covering = false;
  const timer = setInterval(() => {
    if (live.size === 0 || covering || !namespace.alive()) return;
    const fresh = scan.listedNew();
    if (fresh.length === 0) return;
    covering = true;
    void namespace.cover(fresh).finally(() => covering = false);
  }, LISTED_SOCKETS_MS);
  timer.unref();
  return () => clearInterval(timer);
}
function missingProtections(run, shared, filter) {
  const how = shared.access === "acl" ? "ACLs on every file" : "ownership of every file";
  return [
    ...run.cgroupMissing ? [
      `a memory limit for the tools (${run.cgroupMissing}; a tool may use all the memory there is)`
    ] : [],
    ...shared.idmapFailure ? [`an id-mapped mount of the workspace (${shared.idmapFailure}; shared by ${how} instead)`] : [],
    ..."missing" in filter ? [
      `the refusal of set-user-ID and set-group-ID files (${filter.missing}; the hand-back still clears the bits)`
    ] : []
  ];
}
async function shareWorkspace(run, namespace, planned, perFile) {
  if (planned === "idmap" && namespace.idmapped === true) return { access: "idmap" };
  const access = planned === "idmap" ? perFile : planned;
  run.setAccess(access);
  await run.privileged(GRANT_SCRIPT, [
    run.workspace,
    run.base,
    String(run.owner.uid),
    String(run.owner.gid),
    String(run.user.uid),
    access
  ]);
  const failure = typeof namespace.idmapped === "string" ? namespace.idmapped : void 0;
  return {
    access,
    ...planned === "idmap" ? { idmapFailure: failure ?? "python3 was not found" } : {}
  };
}
async function prepareRun(options, workspace, access) {
  const privileged2 = (script, args2) => runPrivileged(options.privilege, options.programs, script, args2);
  const staleFailures = await handBackStaleRuns(
    BASE_PARENT,
    (args2) => privileged2(TEARDOWN_SCRIPT, args2)
  );
  const base = mkdtempSync(join7(BASE_PARENT, "agent-loop-sandbox-"));
  chmodSync3(base, 493);
  const { uid, gid } = options.owner;
  const planned = planToolCgroup(`agent-loop-${basename(base)}`);
  const cgroup = "missing" in planned ? void 0 : planned;
  const teardownArgs = (ids, cgroupPath2, shared = access) => [
    workspace,
    String(ids[0]),
    String(ids[1]),
    String(uid),
    String(gid),
    base,
    shared,
    options.userName,
    options.removeUser ? "1" : "0",
    cgroupPath2,
    ...writableAdded(options, access)
  ];
  let printed;
  try {
    printed = await privileged2(SETUP_SCRIPT, [
      options.userName,
      workspace,
      base,
      String(uid),
      String(gid),
      access,
      cgroup?.path ?? "",
      cgroup?.limitFile ?? "",
      String(cgroup?.limitBytes ?? 0),
      String(process.pid),
      String(ACTION_OOM_SCORE),
      // git in an added folder (owned by the action's user, as the workspace) is trusted too.
      ...(options.added ?? []).map((dir) => realpathSync2(dir.path))
    ]);
  } catch (error) {
    await privileged2(TEARDOWN_SCRIPT, teardownArgs([-1, -1], cgroup?.path ?? "")).catch(
      () => rmSync2(base, { recursive: true, force: true })
    );
    throw error;
  }
  const words = printed.trim().split(/\s+/);
  const user = { name: options.userName, uid: Number(words[0]), gid: Number(words[1]) };
  const cgroupPath = words[2] && words[2] !== "-" ? words[2] : void 0;
  const cgroupMissing = cgroupPath ? void 0 : "missing" in planned ? planned.missing : `${planned.path} could not be made (${words.slice(3).join(" ") || "no reason given"})`;
  let args = teardownArgs([user.uid, user.gid], cgroupPath ?? "");
  writeRunNote(base, args);
  const setAccess = (shared) => {
    args = teardownArgs([user.uid, user.gid], cgroupPath ?? "", shared);
    writeRunNote(base, args);
  };
  return {
    base,
    workspace,
    owner: options.owner,
    user,
    cgroupPath,
    ...cgroupMissing ? { cgroupMissing } : {},
    staleFailures,
    privileged: privileged2,
    setAccess,
    teardown: () => privileged2(TEARDOWN_SCRIPT, args)
  };
}
async function startEgress(options, base) {
  if (options.allowedDomains.kind !== "list") return void 0;
  const script = join7(base, "forwarder.cjs");
  writeFileSync3(script, FORWARDER_SOURCE, { mode: 420 });
  const proxy = await startEgressProxy(join7(base, "proxy.sock"), options.allowedDomains);
  const node = options.nodePath ?? process.execPath;
  return { proxy, forwarder: { node, script, socket: proxy.socketPath } };
}
function namespaceInputs(options, workspace, run, forwarder, isolated) {
  const plan = {
    workspace,
    ...options.added?.length ? { added: options.added } : {},
    base: run.base,
    // The runner's folders and every top-level folder not the system's (visible.ts).
    hide: [...options.hide, ...nonSystemFolders(), ...runnerFolders()],
    keepReadOnly: (options.showReadOnly ?? []).filter((path) => existsSync(path)),
    ...options.readOnlyInside ? { readOnlyInside: options.readOnlyInside } : {},
    keepFiles: [
      ...forwarder ? [forwarder.node] : [],
      // With every host allowed, names still resolve (resolv.conf often lives in /run).
      ...isolated ? [] : resolverFiles()
    ],
    // Built afresh: a folder the host makes at the top during the run is not seen.
    root: rootEntries()
  };
  const script = {
    base: run.base,
    setpriv: options.programs.setpriv,
    env: options.programs.env,
    ...isolated ? { ip: options.programs.ip } : {},
    ...forwarder ? { forwarder } : {},
    ...run.cgroupPath ? { cgroup: run.cgroupPath } : {},
    processLimit: TOOL_PROCESS_LIMIT,
    oomScore: TOOL_OOM_SCORE
  };
  const sockets = scanHostSockets(shownFolders(planMounts(plan), workspace, run.base));
  return { plan: { ...plan, sockets: sockets.found() }, script, sockets };
}
function resolverFiles() {
  try {
    return [realpathSync2("/etc/resolv.conf")];
  } catch {
    return [];
  }
}
async function probe(spawner, workspace, bash) {
  const call = await spawner.spawn({
    file: bash,
    args: [
      "-c",
      'test -w . || { echo "the workspace is not writable by the tool user" >&2; exit 1; }'
    ],
    cwd: workspace,
    env: { PATH: "/usr/bin:/bin" },
    stdio: ["ignore", "ignore", "pipe"]
  });
  let errors = "";
  call.child.stderr?.setEncoding("utf8").on("data", (chunk) => errors += chunk);
  const timer = setTimeout(() => void call.kill(), PROBE_TIMEOUT_MS);
  const code = await new Promise((resolve2) => {
    call.child.once("error", (error) => {
      errors += error.message;
      resolve2(null);
    });
    call.child.once("close", (status) => resolve2(status));
  });
  clearTimeout(timer);
  call.release();
  if (code !== 0) {
    throw new Error(
      `the test call failed: ${errors.trim().split("\n").slice(-3).join(" / ") || `exit ${code}`}`
    );
  }
}
export {
  openBoundary
};
