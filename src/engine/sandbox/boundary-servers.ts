/**
 * The MCP servers' side of the boundary (boundary.ts): their own user, made on
 * first use, and a fresh set of namespaces for each server.
 */
import type { BoundaryOptions } from './boundary-options.js';
import { createBoundarySpawner, type BoundarySpawnerInput } from './boundary-spawner.js';
import type { HostSocketScan } from './host-sockets.js';
import { planMounts, type MountPlanInput } from './mount-plan.js';
import { callScript, type CallScriptInput } from './scripts.js';
import {
  SERVER_SETUP_SCRIPT,
  serverGitEnvironment,
  serverReadPaths,
  serverUserName,
} from './server-user.js';
import type { ToolSpawner } from './spawner.js';
import { join } from 'node:path';

/** What the namespace scripts are made from, less the mounts and the user. */
export type ScriptInput = Omit<CallScriptInput, 'plan' | 'uid' | 'gid'>;

type ServerOptions = Pick<
  BoundaryOptions,
  'workspace' | 'userName' | 'serverUserName' | 'hide' | 'privilege' | 'programs' | 'owner'
>;

/** The run the servers belong to (boundary.ts's prepared run). */
interface ServerRun {
  base: string;
  user: { uid: number };
  privileged: (script: string, args: string[]) => Promise<string>;
}

/**
 * The MCP servers' spawner, made on first use: their own user, home and /tmp, and
 * namespaces of their own for each server (they share nothing with the tools, not
 * the run's loopback either); each server sees what its command line names.
 */
export function serversOnFirstUse(
  options: ServerOptions,
  run: ServerRun,
  spawnerInput: Pick<BoundarySpawnerInput, 'base' | 'privilege' | 'killProgram' | 'proxy' | 'live'>,
  inputs: { plan: MountPlanInput; script: ScriptInput; sockets: HostSocketScan },
  isolated: boolean,
): () => Promise<ToolSpawner> {
  let servers: Promise<ToolSpawner> | undefined;
  const open = async () => {
    const server = await openServerUser(options, run.privileged, run.base, run.user.uid);
    const spawner = createBoundarySpawner({
      ...spawnerInput,
      command: (request) => {
        const named = serverReadPaths(request, ['/tmp', '/var/tmp', ...options.hide]);
        const keepReadOnly = [...(inputs.plan.keepReadOnly ?? []), ...named];
        const sockets = inputs.sockets.rescan();
        const plan = planMounts({ ...inputs.plan, keepReadOnly, sockets });
        const tmp = join(run.base, 'servers', 'tmp');
        const script = callScript({
          ...inputs.script,
          plan,
          tmp,
          uid: server.uid,
          gid: server.gid,
        });
        return namespaceCommand(options, script, isolated);
      },
      extraEnv: [],
      home: join(run.base, 'servers', 'home'),
      user: server,
      notes: [],
    });
    // What the tools write in the workspace is never git configuration a server's git runs.
    const workspaces = [options.workspace, inputs.plan.workspace];
    const forServers: ToolSpawner = {
      ...spawner,
      spawn: (request) =>
        spawner.spawn({ ...request, env: serverGitEnvironment(request.env, workspaces) }),
    };
    return forServers;
  };
  return () => (servers ??= open());
}

/** Creates (or finds) the MCP servers' user and their home and /tmp under `base`. */
async function openServerUser(
  options: ServerOptions,
  privileged: (script: string, args: string[]) => Promise<string>,
  base: string,
  toolUid: number,
): Promise<{ name: string; uid: number; gid: number }> {
  const name = options.serverUserName ?? serverUserName(options.userName);
  const printed = await privileged(SERVER_SETUP_SCRIPT, [
    name,
    base,
    String(options.owner.uid),
    String(toolUid),
  ]);
  const [uid, gid] = printed.trim().split(/\s+/).map(Number) as [number, number];
  return { name, uid, gid };
}

/** `[sudo -n] unshare … bash -c <call script> agent-loop-sandbox`: the call's arguments follow. */
function namespaceCommand(options: ServerOptions, script: string, isolated: boolean): string[] {
  const unshare = [
    // unshare dies with whoever started it (the action, or sudo), and --kill-child
    // takes the namespace down with it: no tool outlives a killed action.
    options.programs.setpriv,
    '--pdeathsig',
    'KILL',
    '--',
    options.programs.unshare,
    '--mount',
    '--pid',
    // System V shared memory, semaphores and message queues of the host and other runs stay apart.
    '--ipc',
    '--fork',
    '--kill-child',
    '--mount-proc',
    ...(isolated ? ['--net'] : []),
    '--',
    options.programs.bash,
    // Node's stdio pipes are sockets: without --norc, bash takes that for rshd and reads
    // root's ~/.bashrc (into the server's stderr, and running it).
    '--norc',
    '-c',
    script,
    'agent-loop-sandbox',
  ];
  return options.privilege.kind === 'sudo' ? [options.privilege.sudo, '-n', ...unshare] : unshare;
}
