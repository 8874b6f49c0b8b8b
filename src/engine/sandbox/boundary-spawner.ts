/**
 * The boundary's spawner: each tool call started as the call's user inside the run's
 * namespaces (see scripts.ts callScript for the arguments that follow the command), with
 * a clean environment, tracked until it exits, and killed with its whole process tree.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { EgressProxy } from './egress-proxy.js';
import type { Privilege } from './host.js';
import { isAlive, killAll, processTree } from './kill.js';
import type { SpawnedTool, ToolSpawnRequest, ToolSpawner } from './spawner.js';

/** Every program is named by its absolute path; sudo and unshare need nothing else. */
const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export interface BoundarySpawnerInput {
  /** The command that starts one call (see callScript and joinScript for what follows it). */
  command: (request: ToolSpawnRequest) => string[];
  /** Environment entries every call gets (the forwarder's proxy variables). */
  extraEnv: readonly string[];
  base: string;
  /** HOME of the call's user. */
  home: string;
  user: { name: string };
  privilege: Privilege;
  killProgram: string;
  proxy: EgressProxy | undefined;
  /** Calls not yet ended, for close() to kill. */
  live: Set<SpawnedTool>;
  notes: string[];
  forServers?: () => Promise<ToolSpawner>;
}

/** Starts each request as the call's user inside the boundary (see callScript for the arguments). */
export function createBoundarySpawner(input: BoundarySpawnerInput): ToolSpawner {
  const { base, user, live } = input;
  return {
    sandboxed: true,
    notes: input.notes,
    ...(input.forServers ? { forServers: input.forServers } : {}),
    async spawn(request) {
      const command = input.command(request);
      const env: NodeJS.ProcessEnv = {
        ...request.env,
        HOME: input.home,
        TMPDIR: '/tmp',
        TMP: '/tmp',
        TEMP: '/tmp',
        USER: user.name,
        LOGNAME: user.name,
      };
      const entries = [
        ...Object.entries(env)
          .filter((entry): entry is [string, string] => entry[1] !== undefined)
          .map(([name, value]) => `${name}=${value}`),
        ...input.extraEnv,
      ];
      const child = spawn(
        command[0]!,
        [
          ...command.slice(1),
          request.cwd,
          String(entries.length),
          ...entries,
          request.file,
          ...request.args,
        ],
        // Every program is named by its absolute path; sudo and unshare need nothing else.
        // detached: a process group of its own, so a tool's `kill 0` reaches only its call.
        { cwd: '/', env: { PATH: SYSTEM_PATH }, stdio: request.stdio, detached: true },
      );
      const call = trackCall(child, input.privilege, input.killProgram, input.proxy?.track());
      live.add(call);
      child.once('exit', () => live.delete(call));
      return call;
    },
    async stateFile() {
      const path = join(base, 'state', randomBytes(12).toString('hex'));
      // The file is the tool user's: only root may remove it now; close() removes the rest.
      const dispose = () => {
        try {
          rmSync(path, { force: true });
        } catch {
          // not ours to remove
        }
      };
      return { path, dispose };
    },
  };
}

function trackCall(
  child: ChildProcess,
  privilege: Privilege,
  killProgram: string,
  tracker: { hosts(): string[]; stop(): void } | undefined,
): SpawnedTool {
  let exited = child.exitCode !== null || child.signalCode !== null;
  const exit = new Promise<void>((resolve) => {
    if (exited) resolve();
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', () => {
      exited = true;
      resolve();
    });
  });
  let killing: Promise<void> | undefined;
  return {
    child,
    kill: () => {
      killing ??= (async () => {
        const seen = new Set<number>();
        for (let round = 0; round < 20 && !exited && child.pid !== undefined; round++) {
          const tree = processTree(child.pid);
          for (const pid of tree) seen.add(pid);
          await killAll(tree, privilege, killProgram);
          await Promise.race([exit, sleep(100)]);
        }
        // unshare may be gone before the kernel has finished its namespace's processes.
        for (let round = 0; round < 50 && [...seen].some(isAlive); round++) await sleep(20);
      })();
      return killing;
    },
    blockedHosts: () => tracker?.hosts() ?? [],
    release: () => tracker?.stop(),
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
