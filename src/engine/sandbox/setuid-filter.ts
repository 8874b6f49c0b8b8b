/**
 * No set-user-ID or set-group-ID file made inside the boundary, ever: the files a
 * tool makes in the workspace are on the host's disk while the run lasts (the
 * id-mapped mount makes them the action's, root's when the action runs as root),
 * and `nosuid` holds only in the run's namespace. A host process that ran such a
 * file would run as its owner. So every tool process runs under a seccomp filter
 * that refuses (EPERM) a mode change setting either bit (`chmod`, `fchmod`,
 * `fchmodat`, `fchmodat2`) and a file created with one (`open`, `openat`, `creat`,
 * `mknod`, `mknodat` with those bits in the mode); `openat2`, whose mode the
 * filter cannot see, and `io_uring_setup`, which could open files past it, answer
 * ENOSYS (the C library and libuv fall back to `openat` and threads). The filter
 * is inherited by everything a call starts, and no process can remove it.
 *
 * The filter is a classic BPF program made here, loaded by a few lines of perl
 * (perl-base is on every Debian and Ubuntu system) right after `setpriv` has set
 * no_new_privs, then the command is exec'd. Where perl (or the architecture's
 * table) is missing, the run goes on without it and says so (see boundary.ts);
 * the hand-back still clears the bits.
 */
import { execFile } from 'node:child_process';

/** One classic BPF instruction (struct sock_filter). */
interface Instruction {
  code: number;
  jt: number;
  jf: number;
  k: number;
}

const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const JSET_K = 0x45;
const RET_K = 0x06;

const RET_ALLOW = 0x7fff0000;
const RET_ERRNO = 0x00050000;
/** SECCOMP_RET_USER_NOTIF: the call waits for the supervisor's answer (unix-supervisor.ts). */
const RET_USER_NOTIF = 0x7fc00000;
const EPERM = 1;
const ENOSYS = 38;

/** struct seccomp_data: nr at 0, arch at 4, args[i] at 16 + 8·i (the low word, little-endian). */
const NR = 0;
const ARCH = 4;
const arg = (index: number) => 16 + 8 * index;

const SET_ID_BITS = 0o6000;
/** O_CREAT and __O_TMPFILE (the same values on x86 and arm). */
const CREATING_FLAGS = 0o100 | 0o20000000;

/** What a system call's arguments are checked for. */
type Rule =
  | { nr: number; mode: number }
  | { nr: number; flags: number; mode: number }
  | { nr: number; unavailable: true }
  /** Handed to the supervisor: always, or when an address argument is set, or for these sub-calls. */
  | { nr: number; notify: 'always' | { whenSet: number } | { subCalls: number[] } };

export interface ArchTable {
  arch: number;
  /** System call numbers at or past this one are another ABI's (x32): refused. */
  abiLimit?: number;
  rules: Rule[];
  /**
   * The calls that can reach a unix socket by its path: connect, sendto with an
   * address, sendmsg and sendmmsg (whose addresses a filter cannot read), and
   * i386's socketcall for those, handed to the supervisor when there is one
   * (unix-supervisor.ts).
   */
  supervised: Rule[];
}

/** chmod, fchmod, fchmodat; open, openat; creat; mknod, mknodat (numbers as the table names them). */
function classicRules(n: {
  chmod: number;
  fchmod: number;
  fchmodat: number;
  open: number;
  openat: number;
  creat: number;
  mknod: number;
  mknodat: number;
}): Rule[] {
  return [
    { nr: n.chmod, mode: 1 },
    { nr: n.fchmod, mode: 1 },
    { nr: n.fchmodat, mode: 2 },
    { nr: n.open, flags: 1, mode: 2 },
    { nr: n.openat, flags: 2, mode: 3 },
    { nr: n.creat, mode: 1 },
    { nr: n.mknod, mode: 1 },
    { nr: n.mknodat, mode: 2 },
    ...COMMON_RULES,
  ];
}

/** fchmodat2, openat2 and io_uring_setup have one number on every architecture. */
const COMMON_RULES: Rule[] = [
  { nr: 452, mode: 2 },
  { nr: 437, unavailable: true },
  { nr: 425, unavailable: true },
];

// The kernel's syscall tables (arch/x86/entry/syscalls, arch/arm/tools/syscall.tbl,
// include/uapi/asm-generic/unistd.h) and AUDIT_ARCH_* of include/uapi/linux/audit.h.
const X86_64: ArchTable = {
  arch: 0xc000003e,
  abiLimit: 0x40000000,
  supervised: [
    { nr: 42, notify: 'always' },
    { nr: 44, notify: { whenSet: 4 } },
    { nr: 46, notify: 'always' },
    { nr: 307, notify: 'always' },
  ],
  rules: classicRules({
    chmod: 90,
    fchmod: 91,
    fchmodat: 268,
    open: 2,
    openat: 257,
    creat: 85,
    mknod: 133,
    mknodat: 259,
  }),
};
const I386: ArchTable = {
  arch: 0x40000003,
  supervised: [
    { nr: 362, notify: 'always' },
    { nr: 369, notify: { whenSet: 4 } },
    { nr: 370, notify: 'always' },
    { nr: 345, notify: 'always' },
    // socketcall(SYS_CONNECT, SYS_SENDTO, SYS_SENDMSG or SYS_SENDMMSG, args): the supervisor reads the arguments.
    { nr: 102, notify: { subCalls: [3, 11, 16, 20] } },
  ],
  rules: classicRules({
    chmod: 15,
    fchmod: 94,
    fchmodat: 306,
    open: 5,
    openat: 295,
    creat: 8,
    mknod: 14,
    mknodat: 297,
  }),
};
const AARCH64: ArchTable = {
  arch: 0xc00000b7,
  supervised: [
    { nr: 203, notify: 'always' },
    { nr: 206, notify: { whenSet: 4 } },
    { nr: 211, notify: 'always' },
    { nr: 269, notify: 'always' },
  ],
  rules: [
    { nr: 52, mode: 1 },
    { nr: 53, mode: 2 },
    { nr: 56, flags: 2, mode: 3 },
    { nr: 33, mode: 2 },
    ...COMMON_RULES,
  ],
};
const ARM: ArchTable = {
  arch: 0x40000028,
  supervised: [
    { nr: 283, notify: 'always' },
    { nr: 290, notify: { whenSet: 4 } },
    { nr: 296, notify: 'always' },
    { nr: 374, notify: 'always' },
  ],
  rules: classicRules({
    chmod: 15,
    fchmod: 94,
    fchmodat: 333,
    open: 5,
    openat: 322,
    creat: 8,
    mknod: 14,
    mknodat: 324,
  }),
};

/** The tables of a Node architecture (its native ABI and its 32-bit one), and seccomp(2)'s number. */
const HOSTS: Partial<Record<NodeJS.Architecture, { tables: ArchTable[]; seccomp: number }>> = {
  x64: { tables: [X86_64, I386], seccomp: 317 },
  arm64: { tables: [AARCH64, ARM], seccomp: 277 },
};

const op = (code: number, k: number, jt = 0, jf = 0): Instruction => ({ code, jt, jf, k });
const ret = (k: number) => op(RET_K, k);

/** The checks of one system call, entered when its number matched. */
function ruleBlock(rule: Rule): Instruction[] {
  if ('unavailable' in rule) return [ret(RET_ERRNO | ENOSYS)];
  if ('notify' in rule) return notifyBlock(rule.notify);
  const mode = [
    op(LD_W_ABS, arg(rule.mode)),
    op(JSET_K, SET_ID_BITS, 0, 1),
    ret(RET_ERRNO | EPERM),
    ret(RET_ALLOW),
  ];
  if (!('flags' in rule)) return mode;
  // Only a call that creates a file has a mode.
  return [op(LD_W_ABS, arg(rule.flags)), op(JSET_K, CREATING_FLAGS, 0, mode.length), ...mode];
}

/** A supervised call: to the supervisor always, when an argument (both words) is set, or for some sub-calls. */
function notifyBlock(when: Extract<Rule, { notify: unknown }>['notify']): Instruction[] {
  if (when === 'always') return [ret(RET_USER_NOTIF)];
  if ('whenSet' in when) {
    return [
      op(LD_W_ABS, arg(when.whenSet)),
      op(JEQ_K, 0, 0, 2),
      op(LD_W_ABS, arg(when.whenSet) + 4),
      op(JEQ_K, 0, 1, 0),
      ret(RET_USER_NOTIF),
      ret(RET_ALLOW),
    ];
  }
  const checks = when.subCalls.map((call, index) =>
    op(JEQ_K, call, when.subCalls.length - index, 0),
  );
  return [op(LD_W_ABS, arg(0)), ...checks, ret(RET_ALLOW), ret(RET_USER_NOTIF)];
}

function archSection(table: ArchTable, supervised: boolean): Instruction[] {
  const body: Instruction[] = [op(LD_W_ABS, NR)];
  if (table.abiLimit !== undefined) {
    body.push(op(JGE_K, table.abiLimit, 0, 1), ret(RET_ERRNO | ENOSYS));
  }
  for (const rule of [...table.rules, ...(supervised ? table.supervised : [])]) {
    const block = ruleBlock(rule);
    body.push(op(JEQ_K, rule.nr, 0, block.length), ...block);
  }
  body.push(ret(RET_ALLOW));
  return body;
}

/**
 * The whole program for `tables`: a call of any other architecture is refused;
 * with `supervised`, the calls that reach a unix socket by path go to the supervisor.
 */
export function filterProgram(tables: readonly ArchTable[], supervised = false): Instruction[] {
  const program: Instruction[] = [op(LD_W_ABS, ARCH)];
  for (const table of tables) {
    const section = archSection(table, supervised);
    if (section.length > 255) throw new Error('a filter section is too long for a BPF jump');
    program.push(op(JEQ_K, table.arch, 0, section.length), ...section);
  }
  program.push(ret(RET_ERRNO | ENOSYS));
  return program;
}

/** The program as struct sock_filter bytes (little-endian), in hex. */
function encode(program: readonly Instruction[]): string {
  const bytes = Buffer.alloc(program.length * 8);
  program.forEach((instruction, index) => {
    bytes.writeUInt16LE(instruction.code, index * 8);
    bytes.writeUInt8(instruction.jt, index * 8 + 2);
    bytes.writeUInt8(instruction.jf, index * 8 + 3);
    bytes.writeUInt32LE(instruction.k >>> 0, index * 8 + 4);
  });
  return bytes.toString('hex');
}

/**
 * The loader: arguments are the syscall number of seccomp(2), the program in hex,
 * then the command. It sets no_new_privs (setpriv has already), installs the
 * filter and execs the command, or exits 125 saying why.
 */
const LOADER = `use strict;
my ($nr, $hex) = splice(@ARGV, 0, 2);
my $program = pack('H*', $hex);
syscall($nr == 317 ? 157 : 167, 38, 1, 0, 0, 0) == 0 or die "agent-loop sandbox: no_new_privs: $!\\n";
my $fprog = pack('S x6 Q', length($program) / 8, unpack('Q', pack('p', $program)));
syscall($nr, 1, 0, $fprog) == 0 or die "agent-loop sandbox: the set-user-ID filter: $!\\n";
exec { $ARGV[0] } @ARGV;
die "agent-loop sandbox: $ARGV[0]: $!\\n";
`;

/**
 * The loader with the supervisor (unix-supervisor.ts): arguments are the syscall
 * number of seccomp(2), the program in hex, the supervisor's socket, then the
 * command. It connects to the supervisor first (once the filter is in, its own
 * connect would wait on it), installs the filter with a listener, hands the
 * listener's number over (the supervisor takes the descriptor with pidfd_getfd,
 * finding this process by SO_PEERCRED), waits until it is taken, closes its own
 * copy (a tool holding it could answer for itself) and execs the command.
 */
const SUPERVISED_LOADER = `use strict;
my ($nr, $hex, $path) = splice(@ARGV, 0, 3);
my $program = pack('H*', $hex);
socket(my $supervisor, 1, 1, 0) or die "agent-loop sandbox: a socket: $!\n";
connect($supervisor, pack('S a*', 1, $path)) or die "agent-loop sandbox: the unix socket supervisor: $!\n";
syscall($nr == 317 ? 157 : 167, 38, 1, 0, 0, 0) == 0 or die "agent-loop sandbox: no_new_privs: $!\n";
my $fprog = pack('S x6 Q', length($program) / 8, unpack('Q', pack('p', $program)));
# SECCOMP_FILTER_FLAG_NEW_LISTENER, with WAIT_KILLABLE_RECV where the kernel has it (5.19):
# once taken, a call is not cut short by a signal after the supervisor has acted on it.
my $listener = syscall($nr, 1, 40, $fprog);
$listener = syscall($nr, 1, 8, $fprog) if $listener < 0 && $! == 22;
$listener >= 0 or die "agent-loop sandbox: the set-user-ID filter: $!\n";
syswrite($supervisor, "$listener\n") or die "agent-loop sandbox: the unix socket supervisor: $!\n";
my $taken = '';
sysread($supervisor, $taken, 3);
$taken eq "ok\n" or die "agent-loop sandbox: the unix socket supervisor did not take the filter\n";
# The kernel made it close-on-exec; closed here too, before anything of the command runs.
syscall($nr == 317 ? 3 : 57, $listener);
close $supervisor;
exec { $ARGV[0] } @ARGV;
die "agent-loop sandbox: $ARGV[0]: $!\n";
`;

/**
 * The words that run a command under the filter: `<perl> -e <loader> <nr>
 * <program> [<supervisor socket>]`, then the command.
 */
export interface SetuidFilter {
  words: string[];
  /** The supervisor's socket when connect and sendto to unix paths are supervised. */
  supervisor?: string;
}

/** The filter's command words on this host, or why there is none. */
export function setuidFilter(
  perl: string | undefined,
  arch: NodeJS.Architecture = process.arch,
  supervisor?: string,
): SetuidFilter | { missing: string } {
  const host = HOSTS[arch];
  if (!host) return { missing: `no system call table for ${arch}` };
  if (!perl) return { missing: 'perl was not found' };
  if (supervisor === undefined) {
    return {
      words: [perl, '-e', LOADER, String(host.seccomp), encode(filterProgram(host.tables))],
    };
  }
  const program = encode(filterProgram(host.tables, true));
  return {
    words: [perl, '-e', SUPERVISED_LOADER, String(host.seccomp), program, supervisor],
    supervisor,
  };
}

/**
 * Proves the filter loads here (a kernel without seccomp filters, a container
 * whose own profile forbids seccomp(2)): resolves with why not, or undefined.
 */
export function checkSetuidFilter(
  filter: SetuidFilter,
  truePath: string,
): Promise<string | undefined> {
  const [file, ...args] = filter.words;
  return new Promise((resolve) => {
    execFile(file!, [...args, truePath], { timeout: 10_000, env: {} }, (error, _out, stderr) =>
      resolve(error ? stderr.trim().split('\n').at(-1) || error.message : undefined),
    );
  });
}
