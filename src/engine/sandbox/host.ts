/**
 * Whether this host can put tool processes behind the boundary: Linux, util-linux
 * `unshare` and `setpriv`, and the right to switch users (root, or `sudo -n`
 * without a password as on GitHub-hosted runners).
 */
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';

/** Absolute paths of the programs the boundary runs (sudo's PATH may differ from ours). */
export interface HostPrograms {
  unshare: string;
  /** Joins the run's namespaces for each call (util-linux). */
  nsenter: string;
  setpriv: string;
  bash: string;
  env: string;
  kill: string;
  /** iproute2, to bring the loopback up in a new network namespace. */
  ip?: string;
  /** acl; without it (and without the id-mapped mount) the workspace is shared by chown. */
  setfacl?: string;
  /** Makes the id-mapped mount the workspace is shared through (see idmap.ts). */
  python3?: string;
  /** Loads the set-user-ID filter (see setuid-filter.ts). */
  perl?: string;
  sudo?: string;
}

/** How privileged commands are run: directly as root, or through `sudo -n`. */
export type Privilege = { kind: 'root' } | { kind: 'sudo'; sudo: string };

export type HostCheck =
  | { ok: true; privilege: Privilege; programs: HostPrograms; uid: number; gid: number }
  | { ok: false; reason: string };

const SYSTEM_DIRECTORIES = [
  '/usr/local/sbin',
  '/usr/local/bin',
  '/usr/sbin',
  '/usr/bin',
  '/sbin',
  '/bin',
];

/** Looks for an executable in the system directories, then on `path` (a PATH value). */
export function findProgram(name: string, path = ''): string | undefined {
  const directories = [
    ...SYSTEM_DIRECTORIES,
    ...path.split(':').filter((dir) => dir.startsWith('/')),
  ];
  for (const directory of directories) {
    const candidate = join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Checks the host once, before the run; never throws. `path`: the caller's PATH. */
export async function checkHost(path = ''): Promise<HostCheck> {
  if (process.platform !== 'linux') {
    return { ok: false, reason: `the tool boundary needs Linux (this is ${process.platform})` };
  }
  const found = {
    unshare: findProgram('unshare', path),
    nsenter: findProgram('nsenter', path),
    setpriv: findProgram('setpriv', path),
    bash: findProgram('bash', path),
    env: findProgram('env', path),
    kill: findProgram('kill', path),
  };
  const missing = Object.entries(found)
    .filter(([, path]) => path === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    return { ok: false, reason: `${missing.join(', ')} not found (util-linux and coreutils)` };
  }
  const programs: HostPrograms = {
    ...(found as Omit<HostPrograms, 'ip' | 'setfacl' | 'python3' | 'perl' | 'sudo'>),
    ip: findProgram('ip', path),
    setfacl: findProgram('setfacl', path),
    python3: findProgram('python3', path),
    // Only the system's: a perl elsewhere on PATH could be one a tool put there.
    perl: findProgram('perl'),
    sudo: findProgram('sudo', path),
  };
  const uid = process.getuid?.() ?? -1;
  const gid = process.getgid?.() ?? -1;
  if (uid === 0) return { ok: true, privilege: { kind: 'root' }, programs, uid, gid };
  if (!programs.sudo) {
    return { ok: false, reason: 'agent-loop runs as an ordinary user and sudo is not installed' };
  }
  if (!(await succeeds(programs.sudo, ['-n', 'true']))) {
    return {
      ok: false,
      reason: 'agent-loop runs as an ordinary user without passwordless sudo (sudo -n failed)',
    };
  }
  return { ok: true, privilege: { kind: 'sudo', sudo: programs.sudo }, programs, uid, gid };
}

function succeeds(file: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(file, args, { timeout: 5_000 }, (error) => resolve(!error));
  });
}
