/**
 * The tool boundary: a dedicated unprivileged user, and PID, mount, IPC and
 * (unless every host is allowed) network namespaces of the run's own, built once
 * by the run's init (run-namespace.ts) and joined by every call, entered as root
 * and left for the tool user with no capabilities. The workspace is shared with
 * the tool user for the run and handed back by {@link Boundary.close}.
 */
import { chmodSync, existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { AllowedDomains } from './domains.js';
import { sandboxNotes } from './notes.js';
import { startEgressProxy, type EgressProxy } from './egress-proxy.js';
import { FORWARDER_SOURCE } from './forwarder.js';
import type { HostPrograms, Privilege } from './host.js';
import { ACTION_OOM_SCORE, TOOL_OOM_SCORE, TOOL_PROCESS_LIMIT, planToolCgroup } from './limits.js';
import { runPrivileged } from './privileged.js';
import { planMounts, type MountPlanInput } from './mount-plan.js';
import {
  scanHostSockets,
  shownFolders,
  socketWindow,
  writeSocketList,
  type HostSocketScan,
} from './host-sockets.js';
import { startRunNamespace, type RunNamespace } from './run-namespace.js';
import { nonSystemFolders, rootEntries, runnerFolders } from './visible.js';
import { checkSetuidFilter, setuidFilter, type SetuidFilter } from './setuid-filter.js';
import { handBackStaleRuns, writeRunNote } from './stale-runs.js';
import {
  GRANT_SCRIPT,
  SETUP_SCRIPT,
  TEARDOWN_SCRIPT,
  callScript,
  proxyEnvironment,
  type CallScriptInput,
  type WorkspaceAccess,
} from './scripts.js';
import {
  SERVER_SETUP_SCRIPT,
  serverGitEnvironment,
  serverReadPaths,
  serverUserName,
} from './server-user.js';
import { createBoundarySpawner, type BoundarySpawnerInput } from './boundary-spawner.js';
import type { SpawnedTool, ToolSpawner } from './spawner.js';

/** Where the run's private folders go: on disk, never under a hidden folder. */
const BASE_PARENT = '/var/tmp';
/** How long the set-up's test call may take. */
const PROBE_TIMEOUT_MS = 20_000;

export interface BoundaryOptions {
  workspace: string;
  /** The tool user's name (created when missing). */
  userName: string;
  /** The user is the run's own: its processes are killed and it is removed on close. */
  removeUser?: boolean;
  /** The MCP servers' user (default `<userName>-mcp`; created on first use, removed with the tool user). */
  serverUserName?: string;
  allowedDomains: AllowedDomains;
  /** Folders the tool user must not see (the action user's home, RUNNER_TEMP). */
  hide: readonly string[];
  /** Folders shown read-only where they would be hidden (the runner's tool cache). */
  showReadOnly?: readonly string[];
  /** Folders of the workspace the tools may read but not write besides `.git` (the CLI's `.claude`). */
  readOnlyInside?: readonly string[];
  privilege: Privilege;
  programs: HostPrograms;
  /** The action's uid and gid: the workspace is handed back to them. */
  owner: { uid: number; gid: number };
  /**
   * Default: the id-mapped mount when python3 exists and the mount can be made,
   * else ACLs when setfacl exists, else chown (as root, or through sudo).
   */
  access?: WorkspaceAccess;
  /** The node binary the network forwarder runs with (default: this process's). */
  nodePath?: string;
}

/** A boundary that is up. */
export interface Boundary {
  spawner: ToolSpawner;
  user: { name: string; uid: number; gid: number };
  /** How the workspace was shared. */
  access: WorkspaceAccess;
  /** Why the id-mapped mount was not used, when it was tried and failed. */
  idmapFailure?: string;
  /** Each protection this host could not give, with why (the log and the report name them). */
  missing: string[];
  /** The window every boundary leaves (host sockets made during a call), for the report. */
  window: string;
  /** Runs that died earlier and could not be handed back, each with why (said in the log and the report). */
  staleFailures: string[];
  /** Kills every process still running, hands the workspace back, removes the run's folders. */
  close(): Promise<void>;
}

/** Sets the boundary up and proves it with a test call; throws with the reason when it cannot. */
export async function openBoundary(options: BoundaryOptions): Promise<Boundary> {
  const workspace = realpathSync(options.workspace);
  const perFile: WorkspaceAccess = options.programs.setfacl ? 'acl' : 'chown';
  const planned = options.access ?? 'idmap';
  const isolated = options.allowedDomains.kind !== 'all';
  if (isolated && !options.programs.ip) {
    throw new Error('ip (iproute2) is missing, so the network namespace cannot get its loopback');
  }
  const filter = await loadSetuidFilter(options.programs);
  const run = await prepareRun(options, workspace, planned);
  let proxy: EgressProxy | undefined;
  let namespace: RunNamespace | undefined;
  const live = new Set<SpawnedTool>();
  let closed: Promise<void> | undefined;
  let stopWatch: (() => void) | undefined;
  const close = () => {
    closed ??= (async () => {
      stopWatch?.();
      await Promise.all([...live].map((call) => call.kill()));
      // The run's init, and with it whatever a background task still runs.
      await namespace?.close();
      await proxy?.close();
      await run.teardown();
    })();
    return closed;
  };
  try {
    const egress = await startEgress(options, run.base);
    proxy = egress?.proxy;
    const inputs = namespaceInputs(options, workspace, run, egress?.forwarder, isolated);
    // Every process of the run's users: the tools, the forwarder, the MCP servers.
    if ('words' in filter) inputs.script.setuidFilter = filter;
    namespace = await startRunNamespace({
      ...inputs.script,
      plan: planMounts(inputs.plan),
      uid: run.user.uid,
      gid: run.user.gid,
      programs: options.programs,
      privilege: options.privilege,
      isolated,
      ...(planned === 'idmap' && options.programs.python3
        ? { idmap: { python: options.programs.python3, workspace, owner: options.owner } }
        : {}),
    });
    const shared = await shareWorkspace(run, namespace, planned, perFile);
    const joined = namespace;
    stopWatch = watchListedSockets(inputs.sockets, joined, live);
    const spawnerInput = {
      base: run.base,
      privilege: options.privilege,
      killProgram: options.programs.kill,
      proxy,
      live,
    };
    const spawner = createBoundarySpawner({
      ...spawnerInput,
      // A socket the host made since the last call is covered before this one starts.
      command: () => {
        writeSocketList(join(run.base, 'sockets'), inputs.sockets.rescan());
        return joined.joinCommand();
      },
      extraEnv: joined.proxyPort ? proxyEnvironment(joined.proxyPort) : [],
      home: join(run.base, 'home'),
      user: run.user,
      notes: sandboxNotes(options.allowedDomains),
      forServers: serversOnFirstUse(options, run, spawnerInput, inputs, isolated),
    });
    await probe(spawner, workspace, options.programs.bash);
    const missing = [
      ...missingProtections(run, shared, filter),
      ...(namespace.ownRoot
        ? []
        : [
            "a root of the tools' own (pivot_root failed; a folder the host makes at the top during the run is seen)",
          ]),
    ];
    const { staleFailures } = run;
    const window = socketWindow(inputs.sockets);
    return { spawner, user: run.user, ...shared, missing, window, staleFailures, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/** How often /proc/net/unix is looked at while calls run. */
const LISTED_SOCKETS_MS = 1_000;

/**
 * While calls run, covers at once a socket the host's /proc/net/unix newly lists
 * in a shown folder, in the running calls too; the rest waits for the next call's
 * rescan (host-sockets.ts). Returns the stop.
 */
function watchListedSockets(
  scan: HostSocketScan,
  namespace: RunNamespace,
  live: ReadonlySet<SpawnedTool>,
): () => void {
  let covering = false;
  const timer = setInterval(() => {
    if (live.size === 0 || covering || !namespace.alive()) return;
    const fresh = scan.listedNew();
    if (fresh.length === 0) return;
    covering = true;
    void namespace.cover(fresh).finally(() => (covering = false));
  }, LISTED_SOCKETS_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The set-user-ID filter, once proved to load here; else why there is none. */
async function loadSetuidFilter(
  programs: HostPrograms,
): Promise<SetuidFilter | { missing: string }> {
  const filter = setuidFilter(programs.perl);
  if ('missing' in filter) return filter;
  const failure = await checkSetuidFilter(filter, programs.env);
  return failure ? { missing: failure } : filter;
}

/** What the boundary runs without on this host, in words for the log and the report. */
function missingProtections(
  run: PreparedRun,
  shared: { access: WorkspaceAccess; idmapFailure?: string },
  filter: SetuidFilter | { missing: string },
): string[] {
  const how = shared.access === 'acl' ? 'ACLs on every file' : 'ownership of every file';
  return [
    ...(run.cgroupMissing
      ? [
          `a memory limit for the tools (${run.cgroupMissing}; a tool may use all the memory there is)`,
        ]
      : []),
    ...(shared.idmapFailure
      ? [`an id-mapped mount of the workspace (${shared.idmapFailure}; shared by ${how} instead)`]
      : []),
    ...('missing' in filter
      ? [
          `the refusal of set-user-ID and set-group-ID files (${filter.missing}; the hand-back still clears the bits)`,
        ]
      : []),
  ];
}

/** The run's user, folder and cgroup, made by the set-up script. */
interface PreparedRun {
  base: string;
  workspace: string;
  owner: { uid: number; gid: number };
  user: { name: string; uid: number; gid: number };
  cgroupPath: string | undefined;
  /** Why the tools have no memory limit, when they have none. */
  cgroupMissing?: string;
  /** Runs that died earlier whose hand-back failed (see stale-runs.ts). */
  staleFailures: string[];
  privileged: (script: string, args: string[]) => Promise<string>;
  /** Records how the workspace is shared, for the hand-back (this run's and a later run's). */
  setAccess: (access: WorkspaceAccess) => void;
  /** Kills what the run's users still run, hands the workspace back, removes the folder. */
  teardown: () => Promise<string>;
}

/**
 * The id-mapped mount when the init made it; else (not asked for, or it failed)
 * the per-file grant, recorded for the hand-back before it starts.
 */
async function shareWorkspace(
  run: PreparedRun,
  namespace: RunNamespace,
  planned: WorkspaceAccess,
  perFile: WorkspaceAccess,
): Promise<{ access: WorkspaceAccess; idmapFailure?: string }> {
  if (planned === 'idmap' && namespace.idmapped === true) return { access: 'idmap' };
  const access = planned === 'idmap' ? perFile : planned;
  run.setAccess(access);
  await run.privileged(GRANT_SCRIPT, [
    run.workspace,
    run.base,
    String(run.owner.uid),
    String(run.owner.gid),
    String(run.user.uid),
    access,
  ]);
  const failure = typeof namespace.idmapped === 'string' ? namespace.idmapped : undefined;
  return {
    access,
    ...(planned === 'idmap' ? { idmapFailure: failure ?? 'python3 was not found' } : {}),
  };
}

/** Hands back what dead runs left, then sets this run's user, workspace access and cgroup up. */
async function prepareRun(
  options: BoundaryOptions,
  workspace: string,
  access: WorkspaceAccess,
): Promise<PreparedRun> {
  const privileged = (script: string, args: string[]) =>
    runPrivileged(options.privilege, options.programs, script, args);
  const staleFailures = await handBackStaleRuns(BASE_PARENT, (args) =>
    privileged(TEARDOWN_SCRIPT, args),
  );
  const base = mkdtempSync(join(BASE_PARENT, 'agent-loop-sandbox-'));
  chmodSync(base, 0o755);
  const { uid, gid } = options.owner;
  const planned = planToolCgroup(`agent-loop-${basename(base)}`);
  const cgroup = 'missing' in planned ? undefined : planned;
  const teardownArgs = (ids: [number, number], cgroupPath: string, shared = access) => [
    workspace,
    String(ids[0]),
    String(ids[1]),
    String(uid),
    String(gid),
    base,
    shared,
    options.userName,
    options.removeUser ? '1' : '0',
    cgroupPath,
  ];
  let printed: string;
  try {
    printed = await privileged(SETUP_SCRIPT, [
      options.userName,
      workspace,
      base,
      String(uid),
      String(gid),
      access,
      cgroup?.path ?? '',
      cgroup?.limitFile ?? '',
      String(cgroup?.limitBytes ?? 0),
      String(process.pid),
      String(ACTION_OOM_SCORE),
    ]);
  } catch (error) {
    await privileged(TEARDOWN_SCRIPT, teardownArgs([-1, -1], cgroup?.path ?? '')).catch(() =>
      rmSync(base, { recursive: true, force: true }),
    );
    throw error;
  }
  const words = printed.trim().split(/\s+/);
  const user = { name: options.userName, uid: Number(words[0]), gid: Number(words[1]) };
  const cgroupPath = words[2] && words[2] !== '-' ? words[2] : undefined;
  const cgroupMissing = cgroupPath
    ? undefined
    : 'missing' in planned
      ? planned.missing
      : `${planned.path} could not be made (${words.slice(3).join(' ') || 'no reason given'})`;
  let args = teardownArgs([user.uid, user.gid], cgroupPath ?? '');
  // If this process dies before close(), the next run hands the workspace back.
  writeRunNote(base, args);
  const setAccess = (shared: WorkspaceAccess) => {
    args = teardownArgs([user.uid, user.gid], cgroupPath ?? '', shared);
    writeRunNote(base, args);
  };
  return {
    base,
    workspace,
    owner: options.owner,
    user,
    cgroupPath,
    ...(cgroupMissing ? { cgroupMissing } : {}),
    staleFailures,
    privileged,
    setAccess,
    teardown: () => privileged(TEARDOWN_SCRIPT, args),
  };
}

interface Forwarder {
  node: string;
  script: string;
  socket: string;
}

/** The egress proxy and its forwarder's script, for an allowed_domains list. */
async function startEgress(
  options: BoundaryOptions,
  base: string,
): Promise<{ proxy: EgressProxy; forwarder: Forwarder } | undefined> {
  if (options.allowedDomains.kind !== 'list') return undefined;
  const script = join(base, 'forwarder.cjs');
  writeFileSync(script, FORWARDER_SOURCE, { mode: 0o644 });
  const proxy = await startEgressProxy(join(base, 'proxy.sock'), options.allowedDomains);
  const node = options.nodePath ?? process.execPath;
  return { proxy, forwarder: { node, script, socket: proxy.socketPath } };
}

type ScriptInput = Omit<CallScriptInput, 'plan' | 'uid' | 'gid'>;

/** What the mount plan and the namespace scripts are made from. */
function namespaceInputs(
  options: BoundaryOptions,
  workspace: string,
  run: PreparedRun,
  forwarder: Forwarder | undefined,
  isolated: boolean,
): { plan: MountPlanInput; script: ScriptInput; sockets: HostSocketScan } {
  const plan: MountPlanInput = {
    workspace,
    base: run.base,
    // The runner's folders and every top-level folder not the system's (visible.ts).
    hide: [...options.hide, ...nonSystemFolders(), ...runnerFolders()],
    keepReadOnly: (options.showReadOnly ?? []).filter((path) => existsSync(path)),
    ...(options.readOnlyInside ? { readOnlyInside: options.readOnlyInside } : {}),
    keepFiles: [
      ...(forwarder ? [forwarder.node] : []),
      // With every host allowed, names still resolve (resolv.conf often lives in /run).
      ...(isolated ? [] : resolverFiles()),
    ],
    // Built afresh: a folder the host makes at the top during the run is not seen.
    root: rootEntries(),
  };
  const script = {
    base: run.base,
    setpriv: options.programs.setpriv,
    env: options.programs.env,
    ...(isolated ? { ip: options.programs.ip } : {}),
    ...(forwarder ? { forwarder } : {}),
    ...(run.cgroupPath ? { cgroup: run.cgroupPath } : {}),
    processLimit: TOOL_PROCESS_LIMIT,
    oomScore: TOOL_OOM_SCORE,
  };
  // Every folder the plan shows, walked whole (host-sockets.ts).
  const sockets = scanHostSockets(shownFolders(planMounts(plan), workspace, run.base));
  return { plan: { ...plan, sockets: sockets.found() }, script, sockets };
}

/**
 * The MCP servers' spawner, made on first use: their own user, home and /tmp, and
 * namespaces of their own for each server (they share nothing with the tools, not
 * the run's loopback either); each server sees what its command line names.
 */
function serversOnFirstUse(
  options: BoundaryOptions,
  run: PreparedRun,
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

/** The real file behind /etc/resolv.conf, when there is one. */
function resolverFiles(): string[] {
  try {
    return [realpathSync('/etc/resolv.conf')];
  } catch {
    return [];
  }
}

/** Creates (or finds) the MCP servers' user and their home and /tmp under `base`. */
async function openServerUser(
  options: BoundaryOptions,
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
function namespaceCommand(options: BoundaryOptions, script: string, isolated: boolean): string[] {
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

/** One test call: the namespaces, the user switch and write access to the workspace work. */
async function probe(spawner: ToolSpawner, workspace: string, bash: string): Promise<void> {
  const call = await spawner.spawn({
    file: bash,
    args: [
      '-c',
      'test -w . || { echo "the workspace is not writable by the tool user" >&2; exit 1; }',
    ],
    cwd: workspace,
    env: { PATH: '/usr/bin:/bin' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  call.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const timer = setTimeout(() => void call.kill(), PROBE_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => {
    call.child.once('error', (error) => {
      errors += error.message;
      resolve(null);
    });
    call.child.once('close', (status) => resolve(status));
  });
  clearTimeout(timer);
  call.release();
  if (code !== 0) {
    throw new Error(
      `the test call failed: ${errors.trim().split('\n').slice(-3).join(' / ') || `exit ${code}`}`,
    );
  }
}
