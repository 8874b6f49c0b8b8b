/**
 * The unix socket supervisor: a connect-time check of the unix sockets a tool
 * reaches by path, closing the window the socket scans leave (host-sockets.ts).
 *
 * Every tool process runs under the seccomp filter of setuid-filter.ts; with a
 * supervisor, `connect`, `sendto` with an address, `sendmsg` and `sendmmsg`
 * (i386's `socketcall` for those) return SECCOMP_RET_USER_NOTIF, and the loader hands the filter's
 * listener to this supervisor before the command starts. For each such call the
 * supervisor (perl, as root: perl-base is on every Debian and Ubuntu runner, and
 * a C helper would need a compiler at build time) forks a child that:
 *
 * - reads the address (and sendto's data) from the caller's memory once, checks
 *   the call is still the one waiting (SECCOMP_IOCTL_NOTIF_ID_VALID, so the pid
 *   was not reused), and takes the caller's socket with pidfd_getfd;
 * - for a unix path: enters the caller's root and folder (`/proc/<pid>/root`,
 *   `/proc/<pid>/cwd`), becomes the caller's user, opens the path with O_PATH
 *   (links followed as connect follows them), and reads where that descriptor
 *   is; a socket in an allowed place (the workspace, the run's own /tmp,
 *   /var/tmp, /dev/shm and /run, the forwarder's socket) is connected through
 *   `/proc/self/fd/N` of the descriptor held, anything else is refused (EACCES);
 * - for an abstract name: allowed only when the run has a network namespace of
 *   its own (the name is looked up in the socket's namespace, which then holds
 *   only the run's own);
 * - for any other socket or address: does the same call on the caller's socket,
 *   as the caller's user.
 *
 * The call is always made by the supervisor and answered with its result, never
 * let through (SECCOMP_USER_NOTIF_FLAG_CONTINUE): the kernel would read the
 * address and the descriptor again, and another thread of the tool could have
 * changed either (a link swapped, a descriptor replaced with dup2) after the
 * check.
 *
 * sendmsg and sendmmsg are made the same way: each msghdr (and what it points
 * to: the address, the data up to 4 MiB in all, the control messages) is read
 * once (a datagram past that is refused with EMSGSIZE, a stream's send is cut
 * short); an address is decided as connect's; descriptors passed (SCM_RIGHTS) are
 * taken from the caller with pidfd_getfd and passed on; SCM_CREDENTIALS is
 * refused (EPERM: the sender is the supervisor, and claiming the caller's pid
 * would need privileges it does not keep while it sends). A message without an
 * address is sent on the caller's behalf too: another thread could set one
 * after any look. Datagrams with nothing to decide (an internet socket, or a
 * unix one without addresses, and no control message) are sent by the
 * supervisor itself without a child, as the caller's user for a unix socket
 * (its peer may ask who sent); a fork for each would cost every DNS lookup.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { SUPERVISOR_SOURCE } from './supervisor-source.js';

/** How long the supervisor may take to listen. */
const START_TIMEOUT_MS = 10_000;
/** How long it may take to end once its stdin closed, before it is killed. */
const STOP_GRACE_MS = 2_000;

/** The host's system call numbers the supervisor makes (the kernel's tables). */
const NUMBERS: Partial<Record<NodeJS.Architecture, Record<string, number>>> = {
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
    tgkill: 234,
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
    tgkill: 131,
  },
};

/** The supervised calls as `arch:nr:kind` (AUDIT_ARCH_* and the tables of setuid-filter.ts). */
const CALLS: Partial<Record<NodeJS.Architecture, string[]>> = {
  x64: [
    '3221225534:42:connect',
    '3221225534:44:sendto',
    '3221225534:46:sendmsg',
    '3221225534:307:sendmmsg',
    '1073741827:362:connect',
    '1073741827:369:sendto',
    '1073741827:370:sendmsg',
    '1073741827:345:sendmmsg',
    '1073741827:102:socketcall',
  ],
  arm64: [
    '3221225655:203:connect',
    '3221225655:206:sendto',
    '3221225655:211:sendmsg',
    '3221225655:269:sendmmsg',
    '1073741864:283:connect',
    '1073741864:290:sendto',
    '1073741864:296:sendmsg',
    '1073741864:374:sendmmsg',
  ],
};

export interface UnixSupervisorInput {
  perl: string;
  /** Where it listens for the loaders (a path the tools' loader reaches). */
  socket: string;
  /** Folders and files (as the tools see them) whose sockets a tool may reach. */
  allowed: readonly string[];
  /** Abstract names may be reached (the run has a network namespace of its own). */
  abstract: boolean;
  /** Words before perl (`sudo -n`) when this process is not root. */
  prefix?: readonly string[];
  arch?: NodeJS.Architecture;
}

/** A supervisor that is listening. */
export interface UnixSupervisor {
  socket: string;
  /** Ends it; a tool call still waiting on it then fails (ENOSYS), never passes. */
  close(): Promise<void>;
}

/** Starts the supervisor, or says why it cannot run here. */
export async function startUnixSupervisor(
  input: UnixSupervisorInput,
): Promise<UnixSupervisor | { missing: string }> {
  const arch = input.arch ?? process.arch;
  const numbers = NUMBERS[arch];
  const calls = CALLS[arch];
  if (!numbers || !calls) return { missing: `no system call table for ${arch}` };
  const words = [
    ...(input.prefix ?? []),
    input.perl,
    '-e',
    SUPERVISOR_SOURCE,
    input.socket,
    input.abstract ? '1' : '0',
    Object.entries(numbers)
      .map(([name, nr]) => `${name}=${nr}`)
      .join(','),
    calls.join(','),
    ...input.allowed,
  ];
  // detached: a session of its own. Its children act as the tool's user, and a tool may
  // signal its own process group (`kill -STOP 0` from a process whose parent is outside
  // its PID namespace): the supervisor's children must not be in it.
  const child = spawn(words[0]!, words.slice(1), {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {},
    detached: true,
  });
  const failure = await readReady(child);
  if (failure !== undefined) {
    await stop(child);
    return { missing: failure };
  }
  let closing: Promise<void> | undefined;
  return { socket: input.socket, close: () => (closing ??= stop(child)) };
}

/** Waits for `ready`; resolves with why it did not come, or undefined. */
function readReady(child: ChildProcess): Promise<string | undefined> {
  return new Promise((resolve) => {
    let out = '';
    let errors = '';
    const done = (why: string | undefined) => {
      clearTimeout(timer);
      child.stdout?.removeAllListeners('data');
      resolve(why);
    };
    const timer = setTimeout(
      () => done('the unix socket supervisor did not start in time'),
      START_TIMEOUT_MS,
    );
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('ready\n')) done(undefined);
    });
    child.once('error', (error) => done(error.message));
    child.once('exit', (code) =>
      done(errors.trim().split('\n').at(-1) || `the unix socket supervisor exited (${code})`),
    );
  });
}

/** Ends the supervisor at the end of its stdin, killing it after a grace. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.stdin?.end();
  });
}
