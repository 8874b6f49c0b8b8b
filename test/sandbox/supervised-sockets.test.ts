/**
 * Issue #50, host sockets: with the unix socket supervisor (unix-supervisor.ts),
 * a tool's connect to a unix path is decided when it happens. A socket the host
 * makes outside the workspace while a call runs (after every scan, and under a
 * name /proc/net/unix does not list there) is refused at once; the workspace's
 * and the tool's own /tmp are reached; a link the tool swaps between the two
 * while it connects never reaches the outside one. A datagram sent with sendmsg
 * to a socket the host makes outside while the call runs is refused too.
 */
import { createBashTool } from '../../src/engine/tools/built-in.js';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { openSandbox, type Sandbox } from '../../src/engine/sandbox/index.js';
import { liveProcesses } from '../../src/engine/sandbox/proc.js';
import { makeContext, noRedaction, text } from '../tools/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  removeUser,
  ROOT_REASON,
  uniqueUserName,
  type FakeRunner,
} from './helpers.js';

/** connect.pl <path> [count]: connects `count` times, prints `ok:<what it said>=n` and `<error>=n`. */
const CONNECT = `use strict;
my ($path, $count) = (@ARGV, 1);
my %seen;
for (1 .. $count) {
  socket(my $s, 1, 1, 0) or die "socket: $!";
  if (connect($s, pack('S a*', 1, $path))) { my $w = ''; sysread($s, $w, 16); $seen{"ok:$w"}++ }
  else { $seen{"$!"}++ }
  close $s;
}
print join(',', map { "$_=$seen{$_}" } sort keys %seen), "\\n";
`;

/** serve.pl <path>: a server of the tool's own, saying `own` to each connection. */
const SERVE = `use strict;
socket(my $s, 1, 1, 0) or die; bind($s, pack('S a*', 1, $ARGV[0])) or die "bind: $!"; listen($s, 8) or die;
while (accept(my $c, $s)) { syswrite($c, 'own'); close $c }
`;

/** sendmsg.pl <nr> <path>: one datagram to path with sendmsg(2) (msghdr by hand); prints `sent` or the error. */
const SENDMSG = `use strict;
my ($nr, $path) = @ARGV;
socket(my $s, 1, 2, 0) or die "socket: $!";
my ($name, $data) = (pack('S a*', 1, $path), 'hello');
my $iov = pack('Q Q', unpack('Q', pack('p', $data)), length $data);
my $msg = pack('Q L x4 Q Q Q Q l x4', unpack('Q', pack('p', $name)), length $name, unpack('Q', pack('p', $iov)), 1, 0, 0, 0);
print syscall($nr, fileno($s), $msg, 0) >= 0 ? "sent\\n" : "$!\\n";
`;
const SENDMSG_NR: Partial<Record<NodeJS.Architecture, number>> = { x64: 46, arm64: 211 };

describe.skipIf(!isRoot)(`unix sockets decided at connect (${ROOT_REASON})`, () => {
  const user = uniqueUserName('usv');
  const tag = `al-usv-${process.pid}`;
  // Not in a folder other tests list (host-sockets.test.ts looks in /opt).
  const outsideFolder = `/usr/local/${tag}`;
  const outside = join(outsideFolder, 'daemon.sock');
  const staging = `/tmp/${tag}.sock`;
  const servers: Server[] = [];
  const accepted = new Map<string, number>();
  let runner: FakeRunner;
  let sandbox: Sandbox;
  let bash: ReturnType<typeof createBashTool>;
  const run = async (command: string) => text(await bash.call({ command }, makeContext()));

  /** A server on `path` (mode 0777 before any tool can see it: made at `via`, then moved). */
  const listen = (path: string, name: string, via = path) =>
    new Promise<void>((resolve, reject) => {
      const server = createServer((socket) => {
        accepted.set(name, (accepted.get(name) ?? 0) + 1);
        socket.on('error', () => undefined);
        socket.end(name);
      });
      server.once('error', reject);
      server.listen(via, () => {
        chmodSync(via, 0o777);
        if (via !== path) renameSync(via, path);
        resolve();
      });
      servers.push(server);
    });

  /** Runs `command` as a call that waits for `path` to appear as a socket, then goes on. */
  const whenSocket = (path: string, command: string) =>
    [
      `touch ${tag}-waiting`,
      `for i in $(seq 3000); do [ ! -S ${path} ] || break; sleep 0.01; done`,
      command,
    ].join('\n');

  /** Waits until the running call says it waits. */
  const waiting = async () => {
    const flag = join(runner.workspace, `${tag}-waiting`);
    for (let i = 0; i < 300 && !existsSync(flag); i++) await sleep(100);
    expect(existsSync(flag)).toBe(true);
    rmSync(flag);
  };

  beforeAll(async () => {
    runner = makeFakeRunner('unused-secret');
    writeFileSync(join(runner.workspace, 'connect.pl'), CONNECT);
    writeFileSync(join(runner.workspace, 'serve.pl'), SERVE);
    writeFileSync(join(runner.workspace, 'sendmsg.pl'), SENDMSG);
    sandbox = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(''),
      workspace: runner.workspace,
      hide: [runner.home, runner.runnerTemp],
      userName: user,
    });
    bash = createBashTool({
      workspaceRoot: runner.workspace,
      redactSecrets: noRedaction,
      env: { PATH: '/usr/bin:/bin' },
      spawner: sandbox.spawner,
    });
  });

  afterAll(async () => {
    await sandbox?.close();
    removeUser(user);
    runner?.cleanup();
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    rmSync(outsideFolder, { recursive: true, force: true });
    rmSync(staging, { force: true });
  });

  it('is on, and leaves no host-socket window to name', () => {
    expect(sandbox.status.window).toBeUndefined();
  });

  it('refuses a socket the host makes outside the workspace while a call runs, at once', async () => {
    mkdirSync(outsideFolder, { recursive: true });
    const running = run(whenSocket(outside, `perl connect.pl ${outside} 3`));
    await waiting();
    await listen(outside, 'outside', staging);
    expect(await running).toBe('Permission denied=3');
    expect(accepted.get('outside')).toBeUndefined();
  });

  it.skipIf(!SENDMSG_NR[process.arch])(
    'refuses a datagram sent with sendmsg to a socket the host makes outside while a call runs',
    async () => {
      mkdirSync(outsideFolder, { recursive: true });
      const path = join(outsideFolder, 'datagram.sock');
      const nr = String(SENDMSG_NR[process.arch]);
      const running = run(whenSocket(path, `perl sendmsg.pl ${nr} ${path}`));
      await waiting();
      // A datagram socket from perl as root (node has none for unix paths), made at staging then moved.
      const receiver = spawn('perl', [
        '-e',
        `socket(my $s, 1, 2, 0) or die; bind($s, pack('S a*', 1, $ARGV[0])) or die; chmod 0777, $ARGV[0]; rename($ARGV[0], $ARGV[1]) or die; $| = 1; print "up\\n"; recv($s, my $m, 64, 0); print "got $m\\n"`,
        `${staging}.d`,
        path,
      ]);
      try {
        let said = '';
        receiver.stdout.setEncoding('utf8').on('data', (chunk: string) => (said += chunk));
        expect(await running).toBe('Permission denied');
        expect(await run(`perl sendmsg.pl ${nr} /tmp/nothing-here.sock`)).toBe(
          'No such file or directory',
        );
        expect(said).not.toContain('got');
      } finally {
        receiver.kill('SIGKILL');
      }
    },
  );

  it("reaches the workspace's sockets and the tool's own in /tmp", async () => {
    await listen(join(runner.workspace, 'work.sock'), 'work');
    const output = await run(
      [
        'perl connect.pl work.sock',
        `perl connect.pl ${join(runner.workspace, 'work.sock')}`,
        '(perl serve.pl /tmp/own.sock &)',
        'for i in $(seq 300); do [ ! -S /tmp/own.sock ] || break; sleep 0.01; done',
        'perl connect.pl /tmp/own.sock',
      ].join('\n'),
    );
    expect(output.split('\n')).toEqual(['ok:work=1', 'ok:work=1', 'ok:own=1']);
  });

  it('never reaches an outside socket through a link the tool swaps while it connects', async () => {
    const raceOutside = join(outsideFolder, 'race.sock');
    await listen(join(runner.workspace, 'race-in.sock'), 'race-in');
    const swap = `perl -e 'for (my $i = 0; ; $i++) { symlink($ARGV[$i % 2], "link.new"); rename("link.new", "link") }' race-in.sock ${raceOutside} &`;
    const running = run(
      whenSocket(
        raceOutside,
        [swap, 'swapper=$!', 'perl connect.pl link 300', 'kill $swapper'].join('\n'),
      ),
    );
    await waiting();
    await listen(raceOutside, 'race-out', staging);
    const seen = await running;
    expect(seen).toMatch(/ok:race-in=\d+/);
    expect(seen).not.toContain('ok:race-out');
    expect(accepted.get('race-out')).toBeUndefined();
  });

  it('keeps the supervisor and each call out of the process group of the one who started them', async () => {
    // A tool whose parent is outside its PID namespace has `$PPID` 0, so `kill -STOP $PPID`
    // stops the process group the call was started in, as far as the tool's user may: a
    // supervisor's child acting as that user there was stopped mid-call, and the call it
    // answered waited until the tool's timeout (test/action/sandbox.test.ts hung so). Each
    // call and the supervisor are leaders of groups of their own; the tool's group is its
    // call's.
    const groupOf = (pid: number) =>
      Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[2]);
    const ours = groupOf(process.pid);
    const running = run('touch group-probe; sleep 2; rm group-probe');
    for (let i = 0; i < 100 && !existsSync(join(runner.workspace, 'group-probe')); i++)
      await sleep(50);
    const children = liveProcesses().filter((entry) => entry.ppid === process.pid);
    const supervisor = children.find((entry) =>
      readFileSync(`/proc/${entry.pid}/cmdline`, 'utf8').includes('listen_path'),
    );
    const calls = children.filter((entry) =>
      readFileSync(`/proc/${entry.pid}/cmdline`, 'utf8').includes('agent-loop-call'),
    );
    expect(supervisor).toBeDefined();
    expect(calls.length).toBeGreaterThan(0);
    for (const entry of [supervisor!, ...calls]) expect(groupOf(entry.pid)).toBe(entry.pid);
    expect(groupOf(supervisor!.pid)).not.toBe(ours);
    await running;
  });
});
