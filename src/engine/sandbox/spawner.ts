/**
 * The one way tools start processes: a {@link ToolSpawner}. Bash uses it now and
 * MCP stdio servers can use it the same way. The direct spawner runs processes as
 * the agent's own user (no boundary); the boundary spawner (boundary.ts) runs them
 * as another user in their own namespaces.
 */
import { spawn, type ChildProcess, type StdioNull, type StdioPipe } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants, mkdtempSync, promises as fs, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROCESS_MARKER_VARIABLE, killProcessTree, ticksSinceBoot } from './process-tree.js';

/** How a spawned process's standard streams are connected. */
export type ToolStdio = [StdioNull | StdioPipe, StdioNull | StdioPipe, StdioNull | StdioPipe];

/** What to start. */
export interface ToolSpawnRequest {
  file: string;
  args: readonly string[];
  cwd: string;
  /** The environment, already filtered (see childEnvironment); the spawner adds its own. */
  env: NodeJS.ProcessEnv;
  stdio: ToolStdio;
}

/** One started process and everything it starts. */
export interface SpawnedTool {
  readonly child: ChildProcess;
  /** Kills every process of this call (idempotent); resolves once they are gone. */
  kill(): Promise<void>;
  /** Hosts the egress proxy refused since this call started. */
  blockedHosts(): string[];
  /** Stops tracking this call (after it ended and was killed). */
  release(): void;
}

/** A small file a call's processes write and the caller reads afterwards. */
export interface StateFile {
  path: string;
  dispose(): void;
}

/** Starts tool processes, inside the boundary or not. */
export interface ToolSpawner {
  /** True when processes run inside the boundary. */
  readonly sandboxed: boolean;
  /** What a tool should tell the model about where its processes run (one line each). */
  readonly notes: readonly string[];
  /** Starts a process; waits first for a boundary still being set up (rejects when it cannot be). */
  spawn(request: ToolSpawnRequest): Promise<SpawnedTool>;
  /** A fresh path the call's processes may write (not created yet). */
  stateFile(): Promise<StateFile>;
  /**
   * Where MCP stdio servers start when they must share nothing with the tools'
   * processes (the boundary: another user, home and /tmp); set up on first call.
   * Absent: servers start with this spawner.
   */
  forServers?(): Promise<ToolSpawner>;
}

/** Processes as the agent's own user: killed by process tree and environment marker. */
export function createDirectSpawner(): ToolSpawner {
  return {
    sandboxed: false,
    notes: [],
    async spawn(request) {
      const marker = randomBytes(12).toString('hex');
      const started = ticksSinceBoot();
      // detached: a new session and process group, so the group can be killed whole.
      const child = spawn(request.file, [...request.args], {
        cwd: request.cwd,
        env: { ...request.env, [PROCESS_MARKER_VARIABLE]: marker },
        detached: true,
        stdio: request.stdio,
      });
      let killing: Promise<void> | undefined;
      return {
        child,
        kill: () => {
          killing ??=
            child.pid === undefined
              ? Promise.resolve()
              : killProcessTree(child.pid, marker, started);
          return killing;
        },
        blockedHosts: () => [],
        release: () => undefined,
      };
    },
    async stateFile() {
      const folder = mkdtempSync(join(tmpdir(), 'agent-loop-state-'));
      return {
        path: join(folder, 'state'),
        dispose: () => rmSync(folder, { recursive: true, force: true }),
      };
    },
  };
}

/**
 * Reads a state file a tool's process may have tampered with: never follows a
 * link, never blocks on a FIFO, reads at most `limit` bytes of a regular file.
 */
export async function readStateFile(path: string, limit = 65_536): Promise<string | undefined> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    if (!(await handle.stat()).isFile()) return undefined;
    const buffer = Buffer.alloc(limit);
    const { bytesRead } = await handle.read(buffer, 0, limit, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } catch {
    return undefined;
  } finally {
    await handle?.close();
  }
}
