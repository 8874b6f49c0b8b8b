/**
 * The unix socket supervisor (unix-supervisor.ts), for real: a tool process as
 * `nobody` under the filter with a listener, the supervisor as root, real unix
 * sockets made after the supervisor started. A connect outside the allowed
 * places is refused at the moment it happens; one inside is made; a link
 * swapped between an allowed socket and an outside one while the tool connects
 * through it never reaches the outside one.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setuidFilter } from '../../src/engine/sandbox/setuid-filter.js';
import {
  startUnixSupervisor,
  type UnixSupervisor,
} from '../../src/engine/sandbox/unix-supervisor.js';
import { isRoot, ROOT_REASON } from './helpers.js';
import { canRun32, GCC_32 } from './i386.js';

const PERL = '/usr/bin/perl';
const CALL_TIMEOUT_MS = 60_000;

/** Connects to `path` `count` times, printing `ok:<what the server said>=n` and `<errno>=n`. */
const CLIENT = `use strict;
my ($path, $count) = @ARGV;
my %seen;
for (1 .. $count) {
  socket(my $s, 1, 1, 0) or die "socket: $!";
  if (connect($s, pack('S a*', 1, $path))) {
    my $said = '';
    sysread($s, $said, 16);
    $seen{"ok:$said"}++;
  } else {
    $seen{$! + 0}++;
  }
  close $s;
}
print join(',', map { "$_=$seen{$_}" } sort keys %seen), "\\n";
`;

/** Sends one datagram to `path` with sendto: prints `sent` or the errno. */
const DATAGRAM = `use strict;
socket(my $s, 1, 2, 0) or die "socket: $!";
print defined(send($s, 'hello', 0, pack('S a*', 1, $ARGV[0]))) ? "sent\\n" : ($! + 0) . "\\n";
`;

/** Points `link` at each target in turn, forever. */
const SWAPPER = `my ($link, @targets) = @ARGV;
for (my $i = 0; ; $i++) { my $next = "$link.new"; unlink $next; symlink($targets[$i % 2], $next); rename($next, $link); }
`;

/**
 * An i386 program without a C library: connects a unix socket to PATH, directly
 * (connect, 362) for MODE 0 or through socketcall(SYS_CONNECT) for MODE 1, and
 * exits with the errno (0 when connected).
 */
const I386_CONNECT = `struct sa { unsigned short f; char p[108]; };
static long sys3(long nr, long a, long b, long c) {
  long r;
  __asm__ volatile("int $0x80" : "=a"(r) : "a"(nr), "b"(a), "c"(b), "d"(c) : "memory");
  return r;
}
void _start(void) {
  struct sa addr = { 1, PATH };
  long fd = sys3(359, 1, 1, 0), r;
  if (MODE == 0) r = sys3(362, fd, (long)&addr, sizeof addr);
  else { long args[3] = { fd, (long)&addr, sizeof addr }; r = sys3(102, 3, (long)args, 0); }
  sys3(1, r < 0 ? -r : 0, 0, 0);
}
`;
const canBuild32 = canRun32();

/**
 * x86-64: a second process sharing the descriptor table (clone with CLONE_FILES)
 * swaps descriptor 100 between a TCP socket and a unix one, while this one
 * connects descriptor 100 to a unix path, `count` times. Prints `<errno>=n` and `ok=n`.
 */
const FD_SWAP = `use strict;
use POSIX ();
my ($path, $count) = @ARGV;
socket(my $unix, 1, 1, 0) or die "socket: $!";
socket(my $tcp, 2, 1, 0) or die "socket: $!";
my $slot = 100;
POSIX::dup2(fileno($tcp), $slot);
my $swapper = syscall(56, 0x400 | 17, 0, 0, 0, 0);
die "clone: $!" if $swapper < 0;
if ($swapper == 0) { while (1) { POSIX::dup2(fileno($unix), $slot); POSIX::dup2(fileno($tcp), $slot) } }
my %seen;
my $address = pack('S a*', 1, $path);
for (1 .. $count) { $seen{syscall(42, $slot, $address, length $address) == 0 ? 'ok' : $! + 0}++ }
kill 'KILL', $swapper;
print join(',', map { "$_=$seen{$_}" } sort keys %seen), "\\n";
`;

let dir: string;
let supervisor: UnixSupervisor;
const servers: Server[] = [];
const children = new Set<ChildProcess>();

/** A stream server on `path` (mode 0777) that says `name` to each connection and counts them. */
async function serve(path: string, name: string): Promise<{ accepted: () => number }> {
  let accepted = 0;
  const server = createServer((socket) => {
    accepted++;
    // A client may leave before reading.
    socket.on('error', () => undefined);
    socket.end(name);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(path, resolve));
  chmodSync(path, 0o777);
  return { accepted: () => accepted };
}

/** The i386 program for `path` and `mode`, built in the test's folder (readable by nobody). */
function build32(path: string, mode: number): string {
  const source = join(dir, 'i386.c');
  writeFileSync(source, I386_CONNECT);
  const binary = join(dir, `i386-${mode}-${path.split('/').at(-2)}`);
  execFileSync('gcc', [...GCC_32, `-DPATH="${path}"`, `-DMODE=${mode}`, source, '-o', binary]);
  chmodSync(binary, 0o755);
  return binary;
}

/** Runs `binary` as nobody under the supervised filter; resolves with its exit status. */
async function exitOf(binary: string): Promise<string> {
  const status = await asTool('exec { $ARGV[0] } @ARGV; die "exec: $!"', [binary]).then(
    () => 0,
    (error: Error) => Number(/tool exited (\d+)/.exec(error.message)?.[1] ?? -1),
  );
  return String(status);
}

/** Runs perl `source` with `args` as nobody under the supervised filter; resolves with its stdout. */
function asTool(source: string, args: string[]): Promise<string> {
  const filter = setuidFilter(PERL, process.arch, supervisor.socket);
  if ('missing' in filter) throw new Error(filter.missing);
  const words = [
    '--reuid=65534',
    '--regid=65534',
    '--clear-groups',
    '--no-new-privs',
    '--',
    ...filter.words,
    PERL,
    '-e',
    source,
    ...args,
  ];
  const child = spawn('setpriv', words, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), CALL_TIMEOUT_MS);
  let out = '';
  let errors = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) resolve(out.trim());
      else reject(new Error(`tool exited ${code}: ${errors.trim()}`));
    });
  });
}

describe.skipIf(!isRoot)(`the unix socket supervisor (${ROOT_REASON})`, () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agent-loop-supervisor-'));
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
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a socket made outside after it started, and connects one inside', async () => {
    const outside = await serve(join(dir, 'outside', 'late.sock'), 'out');
    const inside = await serve(join(dir, 'allowed', 'in.sock'), 'in');
    expect(await asTool(CLIENT, [join(dir, 'outside', 'late.sock'), '3'])).toBe('13=3');
    expect(outside.accepted()).toBe(0);
    expect(await asTool(CLIENT, [join(dir, 'allowed', 'in.sock'), '3'])).toBe('ok:in=3');
    // A relative path is the tool's own folder's.
    expect(await asTool(CLIENT, ['allowed/in.sock', '1'])).toBe('ok:in=1');
    expect(await asTool(CLIENT, ['outside/late.sock', '1'])).toBe('13=1');
    expect(inside.accepted()).toBe(4);
    expect(outside.accepted()).toBe(0);
  }, 120_000);

  it('refuses a link in an allowed folder that leads outside, and says what connect says of no socket', async () => {
    await serve(join(dir, 'outside', 'linked.sock'), 'out');
    symlinkSync(join(dir, 'outside', 'linked.sock'), join(dir, 'allowed', 'to-outside'));
    expect(await asTool(CLIENT, [join(dir, 'allowed', 'to-outside'), '1'])).toBe('13=1');
    // ENOENT for a missing path, as the kernel would answer.
    expect(await asTool(CLIENT, [join(dir, 'allowed', 'missing.sock'), '1'])).toBe('2=1');
  }, 120_000);

  it('never reaches the outside socket through a link swapped while the tool connects', async () => {
    const outside = await serve(join(dir, 'outside', 'race.sock'), 'out');
    const inside = await serve(join(dir, 'allowed', 'race-in.sock'), 'in');
    const link = join(dir, 'allowed', 'race');
    const targets = [join(dir, 'allowed', 'race-in.sock'), join(dir, 'outside', 'race.sock')];
    symlinkSync(targets[0]!, link);
    // Another process swaps the link as fast as it can (rename is atomic).
    const swapper = spawn(PERL, ['-e', SWAPPER, link, ...targets], { stdio: 'ignore' });
    children.add(swapper);
    try {
      const seen = await asTool(CLIENT, [link, '300']);
      expect(seen).toMatch(/ok:in=\d+/);
      expect(seen).toMatch(/13=\d+/);
      expect(seen).not.toContain('ok:out');
    } finally {
      swapper.kill('SIGKILL');
    }
    expect(outside.accepted()).toBe(0);
    expect(inside.accepted()).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a datagram sent with an address outside, and delivers one inside', async () => {
    const made: string[] = [];
    for (const place of ['allowed', 'outside']) {
      const path = join(dir, place, 'dgram.sock');
      // A datagram socket from perl as root (node has none for unix paths).
      const server = spawn(PERL, [
        '-e',
        `socket(my $s, 1, 2, 0) or die; bind($s, pack('S a*', 1, $ARGV[0])) or die; chmod 0777, $ARGV[0]; print "up\\n"; $| = 1; recv($s, my $m, 64, 0); print "got $m\\n"`,
        path,
      ]);
      children.add(server);
      made.push(path);
      await new Promise((resolve) => server.stdout.once('data', resolve));
    }
    expect(await asTool(DATAGRAM, [made[1]!])).toBe('13');
    expect(await asTool(DATAGRAM, [made[0]!])).toBe('sent');
  }, 120_000);

  it('refuses an abstract name where the run shares the host network namespace', async () => {
    const name = `agent-loop-test-${process.pid}`;
    // Bound by perl: node pads an abstract name to the whole address, which is another name.
    const server = spawn(PERL, [
      '-e',
      `socket(my $s, 1, 1, 0) or die; bind($s, pack('S a*', 1, "\\0$ARGV[0]")) or die; listen($s, 8) or die; $| = 1; print "up\\n"; while (accept(my $c, $s)) { syswrite($c, 'abstract'); close $c }`,
      name,
    ]);
    children.add(server);
    await new Promise((resolve) => server.stdout.once('data', resolve));
    // This supervisor was started with abstract: false (a run with every host allowed).
    const said = await asTool(
      `socket(my $s, 1, 1, 0) or die; print connect($s, pack('S a*', 1, "\\0$ARGV[0]")) ? "connected\\n" : ($! + 0) . "\\n"`,
      [name],
    );
    expect(said).toBe('13');
  }, 120_000);

  it.skipIf(process.arch !== 'x64')(
    'never connects an outside path through a descriptor the tool swaps from TCP to unix meanwhile',
    async () => {
      const outside = await serve(join(dir, 'outside', 'swap.sock'), 'out');
      const seen = await asTool(FD_SWAP, [join(dir, 'outside', 'swap.sock'), '300']);
      // EACCES (13) when the slot held the unix socket, EAFNOSUPPORT (97) when it held TCP.
      expect(seen).toMatch(/^(13|97)=\d+(,(13|97)=\d+)?$/);
      expect(outside.accepted()).toBe(0);
    },
    120_000,
  );

  it('leaves the tool no listener of its own, and makes its TCP connects on its behalf', async () => {
    const held = await asTool(
      `opendir(my $d, '/proc/self/fd'); print join(',', map { readlink("/proc/self/fd/$_") // '' } grep { /^\\d+$/ } readdir $d), "\\n"`,
      [],
    );
    expect(held).not.toContain('seccomp');
    const tcp = createServer((socket) => socket.end('tcp'));
    servers.push(tcp);
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    const port = (tcp.address() as { port: number }).port;
    const said = await asTool(
      `socket(my $s, 2, 1, 0) or die; connect($s, pack('S n C4 x8', 2, $ARGV[0], 127, 0, 0, 1)) or die "connect: $!"; sysread($s, my $w, 8); print "$w\\n"`,
      [String(port)],
    );
    expect(said).toBe('tcp');
  }, 120_000);

  it.skipIf(!canBuild32)(
    'decides 32-bit connects too, direct and through socketcall',
    async () => {
      const outside = await serve(join(dir, 'outside', 'i386.sock'), 'out');
      const inside = await serve(join(dir, 'allowed', 'i386.sock'), 'in');
      const results: string[] = [];
      for (const place of ['outside', 'allowed']) {
        for (const mode of [0, 1]) {
          const binary = build32(join(dir, place, 'i386.sock'), mode);
          results.push(`${place} ${mode}: ${await exitOf(binary)}`);
        }
      }
      // EACCES outside; connected inside (the program exits with the errno, 0 when connected).
      expect(results).toEqual(['outside 0: 13', 'outside 1: 13', 'allowed 0: 0', 'allowed 1: 0']);
      expect(outside.accepted()).toBe(0);
      expect(inside.accepted()).toBe(2);
    },
    120_000,
  );
});
