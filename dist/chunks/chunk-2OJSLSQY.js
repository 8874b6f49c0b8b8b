import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/sandbox/spawner.ts
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { constants, mkdtempSync, promises as fs, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// src/engine/sandbox/process-tree.ts
import { execFileSync } from "node:child_process";
import { readFileSync as readFileSync2 } from "node:fs";

// src/engine/sandbox/proc.ts
import { readFileSync, readdirSync } from "node:fs";
function readProcessEntry(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields[0] === "Z" || fields[0] === "X") return void 0;
    return { pid, ppid: Number(fields[1]) };
  } catch {
    return void 0;
  }
}
function liveProcesses() {
  const entries = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const entry = readProcessEntry(Number(name));
    if (entry) entries.push(entry);
  }
  return entries;
}
function descendants(table, roots) {
  const children = /* @__PURE__ */ new Map();
  for (const entry of table) {
    const list = children.get(entry.ppid) ?? [];
    list.push(entry.pid);
    children.set(entry.ppid, list);
  }
  const found = new Set(roots);
  const stack = [...found];
  while (stack.length > 0) {
    for (const child of children.get(stack.pop()) ?? []) {
      if (!found.has(child)) stack.push(child);
      found.add(child);
    }
  }
  return found;
}

// src/engine/sandbox/process-tree.ts
var PROCESS_MARKER_VARIABLE = "AGENT_LOOP_PROCESS_TAG";
var KILL_ROUNDS = 20;
async function killProcessTree(rootPid, marker) {
  for (let round = 0; round < KILL_ROUNDS; round++) {
    signal(-rootPid, "SIGKILL");
    const pids = findProcesses(rootPid, marker).filter((pid) => pid !== process.pid);
    if (pids.length === 0) return;
    for (const pid of pids) signal(pid, "SIGSTOP");
    for (const pid of pids) signal(pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
  }
}
function findProcesses(rootPid, marker) {
  const linux = process.platform === "linux";
  const table = linux ? liveProcesses() : psTable();
  const live = new Set(table.map((entry) => entry.pid));
  const marked = linux ? [...live].filter((pid) => carriesMarker(pid, marker)) : [];
  return [...descendants(table, [rootPid, ...marked])].filter((pid) => live.has(pid));
}
function carriesMarker(pid, marker) {
  try {
    const environ = readFileSync2(`/proc/${pid}/environ`, "utf8");
    return environ.split("\0").includes(`${PROCESS_MARKER_VARIABLE}=${marker}`);
  } catch {
    return false;
  }
}
function psTable() {
  try {
    const output = execFileSync("ps", ["-A", "-o", "pid=,ppid=,stat="], { encoding: "utf8" });
    return output.split("\n").map((line) => line.trim().split(/\s+/)).filter((fields) => fields.length >= 3 && !fields[2]?.startsWith("Z")).map((fields) => ({ pid: Number(fields[0]), ppid: Number(fields[1]) }));
  } catch {
    return [];
  }
}

// src/engine/sandbox/spawner.ts
function createDirectSpawner() {
  return {
    sandboxed: false,
    notes: [],
    async spawn(request) {
      const marker = randomBytes(12).toString("hex");
      const child = spawn(request.file, [...request.args], {
        cwd: request.cwd,
        env: { ...request.env, [PROCESS_MARKER_VARIABLE]: marker },
        detached: true,
        stdio: request.stdio
      });
      let killing;
      return {
        child,
        kill: () => {
          killing ??= child.pid === void 0 ? Promise.resolve() : killProcessTree(child.pid, marker);
          return killing;
        },
        blockedHosts: () => [],
        release: () => void 0
      };
    },
    async stateFile() {
      const folder = mkdtempSync(join(tmpdir(), "agent-loop-state-"));
      return {
        path: join(folder, "state"),
        dispose: () => rmSync(folder, { recursive: true, force: true })
      };
    }
  };
}
async function readStateFile(path, limit = 65536) {
  let handle;
  try {
    handle = await fs.open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    if (!(await handle.stat()).isFile()) return void 0;
    const buffer = Buffer.alloc(limit);
    const { bytesRead } = await handle.read(buffer, 0, limit, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } catch {
    return void 0;
  } finally {
    await handle?.close();
  }
}

export {
  readProcessEntry,
  liveProcesses,
  descendants,
  createDirectSpawner,
  readStateFile
};
