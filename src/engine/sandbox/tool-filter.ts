/**
 * The seccomp filter every process of the run's users runs under
 * (setuid-filter.ts), with the unix socket supervisor (unix-supervisor.ts) when
 * it runs here: then a tool's connect to a unix path is decided when it happens,
 * and the scans' window (host-sockets.ts) narrows to what the supervisor cannot
 * see. Each step is proved before it is used; where one fails, the run goes on
 * with the step before and says why.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { HostPrograms, Privilege } from './host.js';
import { checkSetuidFilter, setuidFilter, type SetuidFilter } from './setuid-filter.js';
import { startUnixSupervisor } from './unix-supervisor.js';

export interface ToolFilterInput {
  programs: Pick<HostPrograms, 'perl' | 'env'>;
  privilege: Privilege;
  /** The run's own folder (the supervisor's socket goes there, in a folder the tools cannot list). */
  base: string;
  workspace: string;
  /** The folders added to the run read-write (docs/contract.md#change-sets): reached as the workspace. */
  added?: readonly string[];
  /** The network forwarder's socket, when there is one. */
  forwarderSocket?: string;
  /** The run has a network namespace of its own (abstract names then are the run's). */
  isolated: boolean;
  arch?: NodeJS.Architecture;
}

export interface ToolFilter {
  filter: SetuidFilter | { missing: string };
  /** Why connects to unix paths are not supervised here (the scans' window stays), if they are not. */
  unsupervised?: string;
  /** Ends the supervisor (after the last tool process). */
  close(): Promise<void>;
}

/**
 * Where a tool may reach a unix socket by path, as the tools see it: the
 * workspace and the read-write added folders, the run's own /tmp, /var/tmp, /dev/shm and /run, its users' homes
 * and the MCP servers' folders (under the run's folder), the forwarder's socket.
 */
export function allowedSocketPlaces(input: ToolFilterInput): string[] {
  return [
    input.workspace,
    ...(input.added ?? []),
    '/tmp',
    '/var/tmp',
    '/dev/shm',
    '/run',
    join(input.base, 'home'),
    join(input.base, 'servers'),
    ...(input.forwarderSocket ? [input.forwarderSocket] : []),
  ];
}

/** The filter, supervised where the host allows; never fails (what is missing is said). */
export async function openToolFilter(input: ToolFilterInput): Promise<ToolFilter> {
  const none = async () => undefined;
  const arch = input.arch ?? process.arch;
  const plain = setuidFilter(input.programs.perl, arch);
  if ('missing' in plain) return { filter: plain, unsupervised: plain.missing, close: none };
  const failure = await checkSetuidFilter(plain, input.programs.env);
  if (failure) return { filter: { missing: failure }, unsupervised: failure, close: none };
  // The loaders reach it from inside the boundary; the tools cannot list its folder
  // (and the supervisor refuses their connects to it like any other outside socket).
  const folder = join(input.base, 'supervisor');
  mkdirSync(folder, { mode: 0o711 });
  chmodSync(folder, 0o711);
  const supervisor = await startUnixSupervisor({
    perl: input.programs.perl!,
    socket: join(folder, `${randomBytes(12).toString('hex')}.sock`),
    allowed: allowedSocketPlaces(input),
    abstract: input.isolated,
    arch,
    ...(input.privilege.kind === 'sudo' ? { prefix: [input.privilege.sudo, '-n'] } : {}),
  });
  if ('missing' in supervisor) {
    return { filter: plain, unsupervised: supervisor.missing, close: none };
  }
  const supervised = setuidFilter(input.programs.perl, arch, supervisor.socket) as SetuidFilter;
  const refused = await checkSetuidFilter(supervised, input.programs.env);
  if (refused) {
    await supervisor.close();
    return { filter: plain, unsupervised: refused, close: none };
  }
  return { filter: supervised, close: () => supervisor.close() };
}
