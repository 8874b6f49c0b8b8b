/**
 * The run's namespaces: built once, by a small init that stays until the run
 * ends, and joined by every tool call (`nsenter` into its mount, PID, IPC and
 * network namespaces), so a call costs a few process starts instead of a new
 * set of namespaces, and a server one call starts in the background is reached
 * by the next on 127.0.0.1.
 *
 * Each call still gets a PID (and mount) namespace of its own, nested in the
 * run's: its first process is that namespace's pid 1, so ending it ends every
 * process it left behind (`&`, `nohup`, `setsid`, a double fork), as before, and
 * a call sees only its own processes in /proc. What calls share is the file
 * system the init built (the workspace, /tmp, /var/tmp, /run, /dev/shm of the
 * run) and the run's loopback.
 *
 * The init dies with the run: its stdin is a pipe from this process, and it ends
 * at end-of-file (which also comes when this process is killed, through sudo
 * too), and `setpriv --pdeathsig` with `unshare --kill-child` take it down with
 * its parent. When a PID namespace's init ends, the kernel kills every process
 * in it and in the namespaces nested in it: nothing of the run survives.
 *
 * Limits: the run's memory cgroup is joined by the init and by every call (one
 * limit for all the run's tools, as before); RLIMIT_NPROC counts the tool user's
 * processes, which is the run's own; the OOM score is set for each call.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { HostPrograms, Privilege } from './host.js';
import { idmapLines, type IdmapInput } from './idmap.js';
import { isAlive, killAll, processTree } from './kill.js';
import {
  dropCommand,
  forwarderLines,
  limitLines,
  namespaceLines,
  quote,
  type CallScriptInput,
} from './scripts.js';

const SAFE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/** How long the init may take to build the namespaces. */
const START_TIMEOUT_MS = 20_000;
/** How long the init may take to end after its stdin closed, before it is killed. */
const STOP_GRACE_MS = 2_000;

export interface RunNamespaceInput extends CallScriptInput {
  programs: Pick<HostPrograms, 'unshare' | 'setpriv' | 'bash' | 'kill' | 'nsenter'>;
  privilege: Privilege;
  /** A network namespace of the run's own (false: every host is allowed, the host's network). */
  isolated: boolean;
  /** Share the workspace through an id-mapped mount (idmap.ts), when the host allows it. */
  idmap?: IdmapInput;
}

/** The run's namespaces, up. */
export interface RunNamespace {
  /** The init's pid, as this process sees it. */
  readonly pid: number;
  /** The forwarder's port on the run's loopback (an allowed_domains list), else undefined. */
  readonly proxyPort: number | undefined;
  /** True when the tools' root is built for the run (a folder made at the top later is not seen). */
  readonly ownRoot: boolean;
  /** True when the workspace is shared through the id-mapped mount; else why not (or undefined: not asked for). */
  readonly idmapped: true | string | undefined;
  /** False once the init has ended: no call can join any more. */
  alive(): boolean;
  /** `[sudo -n] nsenter … bash -c <join script> agent-loop-call`: the call's arguments follow (cwd, env count, env, command). */
  joinCommand(): string[];
  /** Binds /dev/null over each of these host sockets in the run's mount namespace (and so in the running calls). */
  cover(sockets: readonly string[]): Promise<void>;
  /** Ends the init, and with it every process of the run; resolves once it is gone. */
  close(): Promise<void>;
}

/** Starts the run's init and waits until its namespaces are built. */
export async function startRunNamespace(input: RunNamespaceInput): Promise<RunNamespace> {
  // Only the run's init carries this word on its command line: a call that joined
  // anything else (the init gone, its pid reused) refuses to start.
  const marker = `agent-loop-run-${randomBytes(12).toString('hex')}`;
  const child = spawnInit(input, marker);
  let exited = false;
  child.once('exit', () => (exited = true));
  const { proxyPort, ownRoot, idmapped } = await readReady(child, input.idmap !== undefined);
  const pid = findInit(child.pid!);
  if (pid === undefined) {
    child.kill('SIGKILL');
    throw new Error("the run's namespace started, but its init was not found");
  }
  const join = joinCommand(input, pid, marker);
  let closing: Promise<void> | undefined;
  return {
    pid,
    proxyPort,
    ownRoot,
    idmapped,
    alive: () => !exited && isAlive(pid),
    joinCommand: () => join,
    cover: (sockets) => runCover(coverCommand(input, pid, marker), sockets),
    close: () => (closing ??= stopInit(child, input, () => exited)),
  };
}

/** The init's own script: build everything, say so, wait for end-of-file. Its argument: the marker. */
function initScript(input: RunNamespaceInput): string {
  const lines = [
    'set -eu',
    `PATH=${SAFE_PATH}`,
    'share=none share_why= rooted=host',
    ...namespaceLines({
      ...input,
      ...(input.idmap ? { workspaceLines: idmapLines(input.idmap, input) } : {}),
    }),
    `drop() { ${dropCommand(input)} "$@"; }`,
    'port=0',
    ...(input.forwarder ? forwarderLines(input.forwarder) : []),
    // Shared within the run: a host socket a later call covers is covered in the calls
    // still running too (each call's tree is a slave of this one, see joinScript).
    'mount --make-rshared /',
    'echo "ready $port $rooted $share $share_why"',
    'exec >/dev/null 2>&1',
    // As pid 1, bash reaps whatever is left to it (a call whose nsenter was killed first).
    'while read -r _; do :; done',
  ];
  return `${lines.join('\n')}\n`;
}

/** The script a call runs as root inside the run's namespaces before it becomes the command. */
function joinScript(input: RunNamespaceInput, marker: string): string {
  const lines = [
    'set -eu',
    `PATH=${SAFE_PATH}`,
    'cwd=$1 count=$2',
    'shift 2',
    'envs=("${@:1:$count}")',
    'shift "$count"',
    ...ownInitLines(marker),
    ...coverLines(`${input.base}/sockets`),
    ...limitLines(input),
    'cd -- "$cwd"',
    // Its own PID namespace in the run's: when its first process ends, all of it ends.
    // Its mounts are a slave of the run's: what a later call mounts there reaches it.
    `exec ${quote(input.programs.unshare)} --pid --fork --kill-child --mount --propagation slave --mount-proc -- ${dropCommand(input)} "\${envs[@]}" "$@"`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Refuses to go on unless the namespaces joined are the run's: /proc is the run's, its pid 1 the run's init. */
function ownInitLines(marker: string): string[] {
  return [
    'ours=',
    `while IFS= read -r -d '' word; do [ "$word" != ${quote(marker)} ] || ours=1; done < /proc/1/cmdline`,
    `[ -n "$ours" ] || { echo "agent-loop sandbox: the run's namespaces are gone" >&2; exit 125; }`,
  ];
}

/** `[sudo -n] nsenter … bash -c <cover script> agent-loop-cover`: the sockets follow. */
function coverCommand(input: RunNamespaceInput, pid: number, marker: string): string[] {
  const script = [
    'set -eu',
    `PATH=${SAFE_PATH}`,
    ...ownInitLines(marker),
    'for socket in "$@"; do [ ! -S "$socket" ] || mount --bind /dev/null "$socket" || true; done',
  ].join('\n');
  return privileged(input, [
    input.programs.nsenter,
    `--target=${pid}`,
    '--mount',
    '--pid',
    '--',
    input.programs.bash,
    '--norc',
    '-c',
    script,
    'agent-loop-cover',
  ]);
}

function runCover(command: string[], sockets: readonly string[]): Promise<void> {
  if (sockets.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const child = spawn(command[0]!, [...command.slice(1), ...sockets], {
      cwd: '/',
      env: { PATH: SAFE_PATH },
      stdio: 'ignore',
    });
    child.once('error', () => resolve());
    child.once('exit', () => resolve());
  });
}

/**
 * Binds /dev/null over each host socket the list names (host-sockets.ts) that is
 * a socket in the run's namespace still: once there, it holds for every later call.
 * A socket that cannot be covered fails the call.
 */
function coverLines(list: string): string[] {
  return [
    `if [ -s ${quote(list)} ]; then while IFS= read -r -d '' socket; do`,
    '  [ ! -S "$socket" ] || mount --bind /dev/null "$socket" 2>/dev/null || [ ! -S "$socket" ] ||',
    `  { echo "agent-loop sandbox: the host socket $socket could not be covered" >&2; exit 125; }`,
    `done < ${quote(list)}; fi`,
  ];
}

function privileged(input: RunNamespaceInput, command: string[]): string[] {
  return input.privilege.kind === 'sudo' ? [input.privilege.sudo, '-n', ...command] : command;
}

function spawnInit(input: RunNamespaceInput, marker: string): ChildProcess {
  const { programs } = input;
  const command = privileged(input, [
    programs.setpriv,
    '--pdeathsig',
    'KILL',
    '--',
    programs.unshare,
    '--mount',
    '--pid',
    // System V shared memory, semaphores and message queues of the host and other runs stay apart.
    '--ipc',
    '--fork',
    '--kill-child',
    '--mount-proc',
    ...(input.isolated ? ['--net'] : []),
    '--',
    programs.bash,
    // Node's stdio pipes are sockets: without --norc, bash takes that for rshd and reads root's ~/.bashrc.
    '--norc',
    '-c',
    initScript(input),
    'agent-loop-init',
    marker,
  ]);
  return spawn(command[0]!, command.slice(1), {
    cwd: '/',
    env: { PATH: SAFE_PATH },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

function joinCommand(input: RunNamespaceInput, pid: number, marker: string): string[] {
  return privileged(input, [
    input.programs.nsenter,
    `--target=${pid}`,
    '--mount',
    '--pid',
    '--ipc',
    ...(input.isolated ? ['--net'] : []),
    '--',
    input.programs.bash,
    '--norc',
    '-c',
    joinScript(input, marker),
    'agent-loop-call',
  ]);
}

interface Ready {
  proxyPort: number | undefined;
  ownRoot: boolean;
  idmapped: true | string | undefined;
}

/**
 * The forwarder's port, whether the tools' root is their own and how the
 * workspace is shared, from the init's `ready <port> <own|host> <idmap|none> <why>` line; rejects with what it printed when it ends first.
 */
function readReady(child: ChildProcess, askedIdmap: boolean): Promise<Ready> {
  return new Promise((resolve, reject) => {
    let out = '';
    let errors = '';
    const timer = setTimeout(
      () => fail(new Error('setting up the namespaces timed out')),
      START_TIMEOUT_MS,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const line = /^ready (\d+) (\S+) (\S+) ?(.*)\n/.exec(out);
      if (!line) return;
      clearTimeout(timer);
      const port = Number(line[1]);
      const why = line[4]?.trim() || 'the id-mapped mount failed';
      resolve({
        proxyPort: port > 0 ? port : undefined,
        ownRoot: line[2] === 'own',
        idmapped: !askedIdmap ? undefined : line[3] === 'idmap' ? true : why,
      });
    });
    child.once('error', fail);
    child.once('exit', (code) => {
      if (/^ready /.test(out)) return;
      const said = errors.trim().split('\n').slice(-3).join(' / ');
      fail(new Error(said || `setting up the namespaces failed (exit ${code})`));
    });
  });
}

/** The init below `root`: the process whose PID namespace it heads (NSpid ends in 1). */
function findInit(root: number): number | undefined {
  return processTree(root).find((pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const ids = /^NSpid:\s+(.*)$/m.exec(status)?.[1]?.trim().split(/\s+/) ?? [];
      return ids.length >= 2 && ids.at(-1) === '1';
    } catch {
      return false;
    }
  });
}

async function stopInit(
  child: ChildProcess,
  input: RunNamespaceInput,
  exited: () => boolean,
): Promise<void> {
  if (exited()) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdin?.end();
  // Cleared once settled: a pending grace timer kept every run alive 2 s after its end.
  let grace: ReturnType<typeof setTimeout> | undefined;
  const timer = new Promise<boolean>((resolve) => {
    grace = setTimeout(() => resolve(false), STOP_GRACE_MS);
  });
  const stopped = await Promise.race([gone.then(() => true), timer]);
  clearTimeout(grace);
  if (stopped) return;
  for (let round = 0; round < 20 && !exited() && child.pid !== undefined; round++) {
    await killAll(processTree(child.pid), input.privilege, input.programs.kill);
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}
