/**
 * The unix socket supervisor (unix-supervisor.ts) on sendmsg and sendmmsg, for
 * real: a tool process as `nobody` under the supervised filter, the supervisor
 * as root, unix datagram sockets made after it started. A datagram sent with an
 * address outside the allowed places is refused and one inside delivered;
 * descriptors passed with SCM_RIGHTS still arrive; sendmmsg answers its count
 * and each msg_len; a message whose msg_name another process flips between
 * NULL (the connected peer, inside) and an outside path never reaches outside.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startUnixSupervisor,
  type UnixSupervisor,
} from '../../src/engine/sandbox/unix-supervisor.js';
import { asToolUnder, isRoot, ROOT_REASON } from './helpers.js';
import { canRun32, GCC_32 } from './i386.js';

const PERL = '/usr/bin/perl';

/** The calls the tool makes itself (the kernel's tables). */
const CALLS: Partial<Record<NodeJS.Architecture, string>> = {
  x64: 'sendmsg=46,sendmmsg=307,recvmsg=47,shmat=30',
  arm64: 'sendmsg=211,sendmmsg=269,recvmsg=212,shmat=196',
};

/**
 * The tool: `<calls> <mode> <args>`. Builds struct msghdr (include/linux/socket.h:
 * name, namelen, iov, iovlen, control, controllen, flags; 56 bytes) by hand.
 *   send <path>: one datagram with sendmsg to path; prints `sent N` or the errno.
 *   many <path> <path>: two with one sendmmsg; prints `count N lengths a,b` or the errno.
 *   rights: passes a pipe's write end to its child over a socketpair; prints what the child wrote.
 *   race <connected-to> <outside> <count>: msghdr in shared memory, msg_name flipped by a child.
 *   udp <port>: one datagram with an address, then two with sendmmsg once connected; prints the results.
 *   pipe <flags>: sendmsg on a stream whose peer is gone; prints the errno and whether SIGPIPE came.
 *   creds: over a datagram socketpair with SO_PASSCRED, prints the uid the kernel says sent.
 */
const TOOL = `use strict;
my ($calls, $mode, @args) = @ARGV;
my %nr = map { split /=/ } split /,/, $calls;
my @keep;
sub ptr { push @keep, $_[0]; return length $keep[-1] ? unpack('Q', pack('p', $keep[-1])) : 0 }
sub unix { pack('S a*', 1, $_[0]) }
sub header {
  my ($name, $data, $control) = @_;
  my $iov = pack('Q Q', ptr($data), length $data);
  return pack('Q L x4 Q Q Q Q l x4', ptr($name), length $name, ptr($iov), 1, ptr($control), length $control, 0);
}
sub said { print "$_[0]\\n"; exit 0 }
if ($mode eq 'send') {
  socket(my $s, 1, 2, 0) or die "socket: $!";
  my $sent = syscall($nr{sendmsg}, fileno($s), header(unix($args[0]), 'hello', ''), 0);
  said($sent < 0 ? $! + 0 : "sent $sent");
}
if ($mode eq 'many') {
  socket(my $s, 1, 2, 0) or die "socket: $!";
  my $vector = join '', map { header(unix($args[$_]), "m$_", '') . pack('L x4', 99) } 0, 1;
  my $count = syscall($nr{sendmmsg}, fileno($s), $vector, 2, 0);
  said($! + 0) if $count < 0;
  said("count $count lengths " . join(',', map { unpack('L', substr($vector, 64 * $_ + 56, 4)) } 0, 1));
}
if ($mode eq 'rights') {
  socketpair(my $here, my $there, 1, 2, 0) or die "socketpair: $!";
  my $child = fork // die "fork: $!";
  if ($child == 0) {
    close $here;
    my ($data, $control) = ("\\0" x 16, "\\0" x 64);
    my $iov = pack('Q Q', ptr($data), 16);
    my $msg = pack('Q L x4 Q Q Q Q l x4', 0, 0, ptr($iov), 1, ptr($control), 64, 0);
    syscall($nr{recvmsg}, fileno($there), $msg, 0) >= 0 or die "recvmsg: $!";
    my ($length, $level, $type, $fd) = unpack('Q l l l', $keep[-1]);
    die "no descriptor came ($level, $type)" unless $level == 1 && $type == 1;
    open(my $out, '>&=', $fd) or die "fd $fd: $!";
    syswrite($out, "from the child through fd $fd");
    exit 0;
  }
  close $there;
  pipe(my $reader, my $writer) or die "pipe: $!";
  my $rights = pack('Q l l l x4', 20, 1, 1, fileno($writer));
  syscall($nr{sendmsg}, fileno($here), header('', 'fd', $rights), 0) >= 0 or said($! + 0);
  close $writer;
  waitpid($child, 0);
  sysread($reader, my $got, 64);
  said($got // 'nothing');
}
if ($mode eq 'race') {
  my ($inside, $outside, $count) = @args;
  socket(my $s, 1, 2, 0) or die "socket: $!";
  connect($s, unix($inside)) or die "connect: $!";
  my $id = shmget(0, 4096, 0600) // die "shmget: $!";
  my $base = syscall($nr{shmat}, $id, 0, 0);
  die "shmat: $!" if $base == -1;
  my $name = unix($outside);
  # msghdr at 0, its iovec at 64, the data at 128, the outside name at 256.
  shmwrite($id, pack('Q L x4 Q Q Q Q l x4', 0, length $name, $base + 64, 1, 0, 0, 0), 0, 56);
  shmwrite($id, pack('Q Q', $base + 128, 4), 64, 16);
  shmwrite($id, 'race', 128, 4);
  shmwrite($id, $name, 256, length $name);
  my $flipper = fork // die "fork: $!";
  if ($flipper == 0) {
    while (1) { shmwrite($id, pack('Q', $base + 256), 0, 8); shmwrite($id, pack('Q', 0), 0, 8) }
  }
  my %seen;
  for (1 .. $count) { my $r = syscall($nr{sendmsg}, fileno($s), $base, 0); $seen{$r < 0 ? $! + 0 : 'sent'}++ }
  kill 'KILL', $flipper;
  waitpid($flipper, 0);
  shmctl($id, 0, 0);
  said(join(',', map { "$_=$seen{$_}" } sort keys %seen));
}
if ($mode eq 'udp') {
  socket(my $s, 2, 2, 0) or die "socket: $!";
  my $to = pack('S n C4 x8', 2, $args[0], 127, 0, 0, 1);
  my $one = syscall($nr{sendmsg}, fileno($s), header($to, 'u0', ''), 0);
  connect($s, $to) or die "connect: $!";
  my $vector = join '', map { header('', "u$_", '') . pack('L x4', 99) } 1, 2;
  my $two = syscall($nr{sendmmsg}, fileno($s), $vector, 2, 0);
  said("$one $two");
}
if ($mode eq 'pipe') {
  socketpair(my $here, my $there, 1, 1, 0) or die "socketpair: $!";
  close $there;
  my $signalled = 'quiet';
  $SIG{PIPE} = sub { $signalled = 'signalled' };
  my $sent = syscall($nr{sendmsg}, fileno($here), header('', 'gone', ''), 0 + $args[0]);
  said(($sent < 0 ? $! + 0 : "sent $sent") . " $signalled");
}
if ($mode eq 'creds') {
  socketpair(my $here, my $there, 1, 2, 0) or die "socketpair: $!";
  setsockopt($there, 1, 16, 1) or die "SO_PASSCRED: $!";
  syscall($nr{sendmsg}, fileno($here), header('', 'who', ''), 0) >= 0 or said($! + 0);
  my ($data, $control) = ("\\0" x 16, "\\0" x 64);
  my $iov = pack('Q Q', ptr($data), 16);
  my $msg = pack('Q L x4 Q Q Q Q l x4', 0, 0, ptr($iov), 1, ptr($control), 64, 0);
  syscall($nr{recvmsg}, fileno($there), $msg, 0) >= 0 or die "recvmsg: $!";
  # struct ucred after the header: pid, uid, gid.
  my (undef, $level, $type, $pid, $uid, $gid) = unpack('Q l l l L L', $keep[-1]);
  said($level == 1 && $type == 2 ? "uid $uid gid $gid" : "no credentials ($level, $type)");
}
die "mode $mode?";
`;

/** A datagram socket bound at `path` (mode 0777) by root, printing each datagram on a line. */
const RECEIVER = `use strict;
socket(my $s, 1, 2, 0) or die; bind($s, pack('S a*', 1, $ARGV[0])) or die "bind: $!"; chmod 0777, $ARGV[0];
$| = 1; print "up\\n";
while (defined recv($s, my $m, 64, 0)) { print "$m\\n" }
`;

const SEND_END = `socket(my $s, 1, 2, 0) or die; send($s, 'end', 0, pack('S a*', 1, $ARGV[0])) // die "send: $!"`;

/**
 * An i386 program without a C library: sends one datagram "i386" to the unix
 * path PATH with sendmsg (370) for MODE 0, socketcall(SYS_SENDMSG) for MODE 1,
 * sendmmsg (345) for MODE 2 (exiting 200 when its msg_len was not written), and
 * exits with the errno (0 when sent). The structures are the 32-bit ones.
 */
const I386_SEND = `struct sa { unsigned short f; char p[108]; };
struct iov { void *base; unsigned long length; };
struct msg { void *name; unsigned namelen; struct iov *iov; unsigned iovlen; void *control; unsigned controllen; int flags; };
struct mmsg { struct msg header; unsigned length; };
static long sys4(long nr, long a, long b, long c, long d) {
  long r;
  __asm__ volatile("int $0x80" : "=a"(r) : "a"(nr), "b"(a), "c"(b), "d"(c), "S"(d) : "memory");
  return r;
}
void _start(void) {
  struct sa addr = { 1, PATH };
  char data[] = "i386";
  struct iov vector = { data, 4 };
  struct mmsg m = { { &addr, sizeof addr, &vector, 1, 0, 0, 0 }, 0 };
  long fd = sys4(359, 1, 2, 0, 0), r;
  if (MODE == 0) r = sys4(370, fd, (long)&m.header, 0, 0);
  else if (MODE == 1) { long args[3] = { fd, (long)&m.header, 0 }; r = sys4(102, 16, (long)args, 0, 0); }
  else { r = sys4(345, fd, (long)&m, 1, 0); if (r == 1 && m.length != 4) r = -200; }
  sys4(1, r < 0 ? -r : 0, 0, 0, 0);
}
`;

/** The i386 program for `path` and `mode` in `folder`, or undefined where this host cannot build or run one. */
function build32(folder: string, path: string, mode: number): string | undefined {
  if (!canRun32()) return undefined;
  writeFileSync(join(folder, 'i386.c'), I386_SEND);
  const binary = join(folder, `i386-${mode}-${path.split('/').at(-2)}`);
  const built = spawnSync(
    'gcc',
    [...GCC_32, `-DPATH="${path}"`, `-DMODE=${mode}`, 'i386.c', '-o', binary],
    {
      cwd: folder,
    },
  );
  if (built.status !== 0) return undefined;
  chmodSync(binary, 0o755);
  return binary;
}

let dir: string;
let supervisor: UnixSupervisor;
const children = new Set<ChildProcessWithoutNullStreams>();

/** A receiver at `path`; `got()` is every datagram it received before now, one a line. */
async function receiver(path: string): Promise<{ got: () => Promise<string[]> }> {
  const child = spawn(PERL, ['-e', RECEIVER, path]);
  children.add(child);
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  await new Promise((resolve) => child.stdout.once('data', resolve));
  const got = async () => {
    // A last datagram from root: once it is printed, so is everything before it.
    spawnSync(PERL, ['-e', SEND_END, path]);
    for (let i = 0; i < 100 && !out.includes('end\n'); i++) await sleep(100);
    const lines = out.split('\n').filter((line) => line && line !== 'up');
    out = out.replace('end\n', '');
    expect(lines.at(-1)).toBe('end');
    return lines.slice(0, -1);
  };
  return { got };
}

const tool = (...args: string[]) =>
  asToolUnder(supervisor.socket, dir, ['-e', TOOL, CALLS[process.arch]!, ...args]);

describe.skipIf(!isRoot || !CALLS[process.arch])(
  `sendmsg and sendmmsg under the unix socket supervisor (${ROOT_REASON})`,
  () => {
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'agent-loop-sendmsg-'));
      chmodSync(dir, 0o755);
      for (const name of ['allowed', 'outside']) {
        mkdirSync(join(dir, name));
        chmodSync(join(dir, name), 0o777);
      }
      const started = await startUnixSupervisor({
        perl: PERL,
        socket: join(dir, 'supervisor.sock'),
        allowed: [join(dir, 'allowed')],
        abstract: false,
      });
      if ('missing' in started) throw new Error(started.missing);
      supervisor = started;
    });

    afterAll(async () => {
      for (const child of children) child.kill('SIGKILL');
      await supervisor?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('refuses a datagram to a socket made outside after it started, and delivers one inside', async () => {
      const outside = await receiver(join(dir, 'outside', 'late.sock'));
      const inside = await receiver(join(dir, 'allowed', 'in.sock'));
      expect(await tool('send', join(dir, 'outside', 'late.sock'))).toBe('13');
      expect(await tool('send', join(dir, 'allowed', 'in.sock'))).toBe('sent 5');
      // A relative path is the tool's own folder's.
      expect(await tool('send', 'outside/late.sock')).toBe('13');
      expect(await tool('send', 'allowed/in.sock')).toBe('sent 5');
      // ENOENT for a missing path, as the kernel would answer.
      expect(await tool('send', join(dir, 'allowed', 'missing.sock'))).toBe('2');
      expect(await inside.got()).toEqual(['hello', 'hello']);
      expect(await outside.got()).toEqual([]);
    }, 120_000);

    it('answers sendmmsg with the count and each length, and stops at a refused address', async () => {
      const inside = await receiver(join(dir, 'allowed', 'many.sock'));
      const outside = await receiver(join(dir, 'outside', 'many.sock'));
      const [inPath, outPath] = [
        join(dir, 'allowed', 'many.sock'),
        join(dir, 'outside', 'many.sock'),
      ];
      expect(await tool('many', inPath, inPath)).toBe('count 2 lengths 2,2');
      // The second refused: one sent (its length written), the second's left as it was.
      expect(await tool('many', inPath, outPath)).toBe('count 1 lengths 2,99');
      // The first refused: the call fails with its errno.
      expect(await tool('many', outPath, inPath)).toBe('13');
      expect(await inside.got()).toEqual(['m0', 'm1', 'm0']);
      expect(await outside.got()).toEqual([]);
    }, 120_000);

    it('passes descriptors with SCM_RIGHTS (a tool handing a pipe to its child)', async () => {
      expect(await tool('rights')).toMatch(/^from the child through fd \d+$/);
    }, 120_000);

    it('sends datagrams on internet sockets, with an address and connected', async () => {
      const socket = createSocket('udp4');
      const got: string[] = [];
      socket.on('message', (message) => got.push(message.toString()));
      await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
      try {
        expect(await tool('udp', String(socket.address().port))).toBe('2 2');
        for (let i = 0; i < 100 && got.length < 3; i++) await sleep(50);
        expect(got).toEqual(['u0', 'u1', 'u2']);
      } finally {
        socket.close();
      }
    }, 120_000);

    it('answers a stream whose peer is gone with EPIPE, and SIGPIPE unless MSG_NOSIGNAL', async () => {
      expect(await tool('pipe', '0')).toBe('32 signalled');
      expect(await tool('pipe', String(0x4000))).toBe('32 quiet');
    }, 120_000);

    it("says the tool's user, not root's, to a peer that asks who sent", async () => {
      expect(await tool('creds')).toBe('uid 65534 gid 65534');
    }, 120_000);

    it('decides 32-bit sendmsg and sendmmsg too, direct and through socketcall', async (test) => {
      const outside = await receiver(join(dir, 'outside', 'i386.sock'));
      const inside = await receiver(join(dir, 'allowed', 'i386.sock'));
      const results: string[] = [];
      for (const place of ['outside', 'allowed']) {
        for (const mode of [0, 1, 2]) {
          const binary = build32(dir, join(dir, place, 'i386.sock'), mode);
          if (!binary) return test.skip('no 32-bit x86 build here');
          const status = await asToolUnder(supervisor.socket, dir, [
            '-e',
            'exec { $ARGV[0] } @ARGV',
            binary,
          ]).then(
            () => 0,
            (error: Error) => Number(/tool exited (\d+)/.exec(error.message)?.[1] ?? -1),
          );
          results.push(`${place} ${mode}: ${status}`);
        }
      }
      // EACCES outside; sent inside (the program exits with the errno, 0 when sent).
      expect(results).toEqual([
        'outside 0: 13',
        'outside 1: 13',
        'outside 2: 13',
        'allowed 0: 0',
        'allowed 1: 0',
        'allowed 2: 0',
      ]);
      expect(await outside.got()).toEqual([]);
      expect(await inside.got()).toEqual(['i386', 'i386', 'i386']);
    }, 120_000);

    it('never reaches outside when another process flips msg_name from NULL to an outside path', async () => {
      const inside = await receiver(join(dir, 'allowed', 'race.sock'));
      const outside = await receiver(join(dir, 'outside', 'race.sock'));
      const seen = await tool(
        'race',
        join(dir, 'allowed', 'race.sock'),
        join(dir, 'outside', 'race.sock'),
        '300',
      );
      // Sent to the connected peer when NULL was read, EACCES when the outside path was.
      expect(seen).toMatch(/^(13=\d+,)?sent=\d+$/);
      expect(await outside.got()).toEqual([]);
      expect((await inside.got()).length).toBeGreaterThan(0);
    }, 120_000);
  },
);
