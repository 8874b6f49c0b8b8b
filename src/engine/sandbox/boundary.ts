/**
 * The tool boundary: a dedicated unprivileged user, and PID, mount, IPC and
 * (unless every host is allowed) network namespaces of the run's own, built once
 * by the run's init (run-namespace.ts) and joined by every call, entered as root
 * and left for the tool user with no capabilities. The workspace is shared with
 * the tool user for the run and handed back by {@link Boundary.close}.
 */
import { chmodSync, existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { sandboxNotes } from './notes.js';
import { startEgressProxy, type EgressProxy } from './egress-proxy.js';
import { FORWARDER_SOURCE } from './forwarder.js';
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
import type { SetuidFilter } from './setuid-filter.js';
import { openToolFilter, type ToolFilter } from './tool-filter.js';
import { handBackStaleRuns, writeRunNote } from './stale-runs.js';
import {
  GRANT_SCRIPT,
  SETUP_SCRIPT,
  TEARDOWN_SCRIPT,
  proxyEnvironment,
  type WorkspaceAccess,
} from './scripts.js';
import { createBoundarySpawner } from './boundary-spawner.js';
import { serversOnFirstUse, type ScriptInput } from './boundary-servers.js';
import type { BoundaryOptions } from './boundary-options.js';
import type { SpawnedTool, ToolSpawner } from './spawner.js';

/** Where the run's private folders go: on disk, never under a hidden folder. */
const BASE_PARENT = '/var/tmp';
/** How long the set-up's test call may take. */
const PROBE_TIMEOUT_MS = 20_000;

export type { BoundaryOptions } from './boundary-options.js';

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
  /**
   * What the boundary leaves open of host sockets, for the report: the scans' window where the
   * unix socket supervisor cannot run (host-sockets.ts); nothing where it runs (unix-supervisor.ts).
   */
  window?: string;
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
  const writable = writableAdded(options, planned);
  const run = await prepareRun(options, workspace, planned);
  let tools: ToolFilter | undefined;
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
      ...(egress ? { forwarderSocket: egress.forwarder.socket } : {}),
      isolated,
    });
    const { filter } = tools;
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
        ? {
            idmap: {
              ...{ python: options.programs.python3, workspace, owner: options.owner },
              added: writable,
            },
          }
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
    const window =
      tools.unsupervised === undefined
        ? {}
        : {
            window: `${socketWindow(inputs.sockets)}; the unix socket supervisor that would close it cannot run here (${tools.unsupervised})`,
          };
    return { spawner, user: run.user, ...shared, missing, ...window, staleFailures, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * The real paths of the added folders the tools write; throws when the host cannot share
 * them (they are shared only through the id-mapped mount, which needs python3).
 */
function writableAdded(options: BoundaryOptions, planned: WorkspaceAccess): string[] {
  const writable = (options.added ?? []).filter((dir) => !dir.readOnly);
  if (writable.length === 0) return [];
  if (planned !== 'idmap' || !options.programs.python3) {
    throw new Error(
      `the added folder ${writable[0]!.path} is shared with the tools only through an id-mapped mount, ` +
        `which needs python3 (found: ${options.programs.python3 ? 'yes' : 'no'}) and no other access (asked: ${planned})`,
    );
  }
  return writable.map((dir) => realpathSync(dir.path));
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
    ...writableAdded(options, access),
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
      // git in an added folder (owned by the action's user, as the workspace) is trusted too.
      ...(options.added ?? []).map((dir) => realpathSync(dir.path)),
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
    ...(options.added?.length ? { added: options.added } : {}),
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

/** The real file behind /etc/resolv.conf, when there is one. */
function resolverFiles(): string[] {
  try {
    return [realpathSync('/etc/resolv.conf')];
  } catch {
    return [];
  }
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
