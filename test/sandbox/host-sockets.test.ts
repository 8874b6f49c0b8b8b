/**
 * Issue #19, items 4 and 8: nothing of the host's sockets, System V IPC or lock
 * files reaches a command inside the real boundary, and what a call leaves in
 * /run/lock does not survive it. Issue #36: nor a socket a daemon makes in /var,
 * or in a folder made at the top, after the boundary was set up (no scan made at
 * the start can cover it). Issue #50: nor a socket the host makes after set-up in a
 * folder that stays shown (/opt, /usr/local, /etc, /dev, /var/lib/apt, read-only or
 * not: connect() needs no write access to the mount), nor one present at set-up
 * deeper than a few levels or in /usr/lib.
 */
import { createBashTool } from '../../src/engine/tools/built-in.js';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { openSandbox, type Sandbox } from '../../src/engine/sandbox/index.js';
import { makeContext, noRedaction, text } from '../tools/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  removeUser,
  ROOT_REASON,
  uniqueUserName,
  type FakeRunner,
} from './helpers.js';

/** Tries each socket path with node and prints `path: connected` or `path: <error code>`. */
const CONNECT = `
const net = require('net');
for (const path of process.argv.slice(2)) {
  const socket = net.connect(path);
  socket.on('connect', () => { console.log(path + ': connected'); socket.destroy(); });
  socket.on('error', (error) => console.log(path + ': ' + error.code));
}`;

describe.skipIf(!isRoot)(`host sockets and IPC inside the boundary (${ROOT_REASON})`, () => {
  const user = uniqueUserName('sock');
  const tag = `al-sock-${process.pid}`;
  /** Stand-ins for the host's sockets: one in /run (D-Bus, resolved), one under /var/lib (docker, lxd). */
  const runSocket = `/run/${tag}.sock`;
  const libFolder = `/var/lib/${tag}`;
  const libSocket = join(libFolder, 'daemon.sock');
  /** In folders that stay shown (/opt; one of /var bound back read-only): the scan at the start covers them. */
  const optFolder = `/opt/${tag}`;
  const optSocket = join(optFolder, 'daemon.sock');
  const shownSocket = existsSync('/var/cache/apt') ? `/var/cache/apt/${tag}.sock` : undefined;
  /** Made once the boundary is up: where daemons keep their sockets, a new folder of /var and of /. */
  const lateSockets = [
    ...['lib', 'cache', 'spool', 'local', '.'].map((folder) =>
      join('/var', folder, `${tag}-late`, 'daemon.sock'),
    ),
    join('/', `${tag}-late`, 'daemon.sock'),
  ];
  /** Present at set-up, deeper than four levels: in /usr/lib and in /opt. */
  const deepSockets = [
    join('/usr/lib', tag, 'a', 'b', 'c', 'd', 'daemon.sock'),
    join('/opt', `${tag}-deep`, 'a', 'b', 'c', 'd', 'daemon.sock'),
  ];
  /** Made once the boundary is up, in folders that stay shown (one of them bound read-only). */
  const shownLateSockets = [
    join('/opt', `${tag}-new`, 'daemon.sock'),
    join('/usr/local', `${tag}-new`, 'daemon.sock'),
    join('/etc', `${tag}-new`, 'daemon.sock'),
    join('/dev', `${tag}-new.sock`),
    ...(existsSync('/var/lib/apt') ? [join('/var/lib/apt', `${tag}-new.sock`)] : []),
  ];
  /**
   * Moved in while a call runs (so /proc/net/unix lists it elsewhere, under the host's
   * /tmp, which the tools never see): the next call's rescan covers it for the running one too.
   */
  const duringCallSocket = join('/opt', `${tag}-during`, 'daemon.sock');
  const duringCallStaging = join('/tmp', `${tag}-during.sock`);
  /** Bound while a call runs and no other starts: /proc/net/unix lists it. */
  const listedSocket = join('/usr/local', `${tag}-listed`, 'daemon.sock');
  /** What the test made besides the sockets' own folders: removed whatever happens. */
  const madeFolders = [
    join('/usr/lib', tag),
    join('/opt', `${tag}-deep`),
    dirname(duringCallSocket),
    duringCallStaging,
    dirname(listedSocket),
  ];
  const servers: Server[] = [];
  let connections = 0;
  let shmId: string | undefined;
  let runner: FakeRunner;
  let sandbox: Sandbox;
  let bash: ReturnType<typeof createBashTool>;
  const run = async (command: string) => text(await bash.call({ command }, makeContext()));

  const listen = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const server = createServer((socket) => {
        connections++;
        // A client that reached it may leave before reading.
        socket.on('error', () => undefined);
        socket.end('host secret\n');
      });
      server.once('error', reject);
      server.listen(path, () => {
        execFileSync('chmod', ['0777', path]);
        resolve();
      });
      servers.push(server);
    });

  beforeAll(async () => {
    mkdirSync(libFolder, { recursive: true });
    mkdirSync(optFolder, { recursive: true });
    await listen(optSocket);
    await listen(runSocket);
    await listen(libSocket);
    if (shownSocket) await listen(shownSocket);
    for (const path of deepSockets) {
      mkdirSync(dirname(path), { recursive: true });
      await listen(path);
    }
    shmId = execFileSync('ipcmk', ['-M', '4096', '-p', '0666'], { encoding: 'utf8' }).match(
      /(\d+)\s*$/,
    )?.[1];
    runner = makeFakeRunner('unused-secret');
    writeFileSync(join(runner.workspace, 'connect.cjs'), CONNECT);
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
    rmSync(runSocket, { force: true });
    if (shownSocket) rmSync(shownSocket, { force: true });
    rmSync(libFolder, { recursive: true, force: true });
    rmSync(optFolder, { recursive: true, force: true });
    for (const path of lateSockets) rmSync(dirname(path), { recursive: true, force: true });
    for (const folder of madeFolders) rmSync(folder, { recursive: true, force: true });
    for (const path of shownLateSockets) {
      rmSync(dirname(path).endsWith(`${tag}-new`) ? dirname(path) : path, {
        recursive: true,
        force: true,
      });
    }
    if (shmId) execFileSync('ipcrm', ['-m', shmId]);
  });

  it('reaches no host socket, in /run or elsewhere, and finds none to try', async () => {
    const output = await run(
      [
        `${process.execPath} connect.cjs ${runSocket} ${libSocket} ${optSocket} ${shownSocket ?? ''} /run/dbus/system_bus_socket /run/systemd/resolve/io.systemd.Resolve`,
        // find trusts the folder's entry type; test -S looks at what the path opens now.
        'find /run /var /dev /etc /srv /opt /mnt /media /home /tmp -type s 2>/dev/null | while read -r p; do [ ! -S "$p" ] || echo "socket: $p"; done',
        'ls -A /run | sed "s/^/in run: /"',
      ].join('\n'),
    );
    expect(output).not.toContain('connected');
    expect(output).not.toMatch(/^socket: /m);
    // Its folder is shown; the socket is /dev/null now.
    expect(output).toContain(`${optSocket}: ECONNREFUSED`);
    // Only the call's own lock folder (and mount's own table, written by the set-up).
    const inRun = output.match(/^in run: .*/gm) ?? [];
    expect(inRun).toContain('in run: lock');
    expect(inRun.filter((line) => !['in run: lock', 'in run: mount'].includes(line))).toEqual([]);
    expect(connections).toBe(0);
  });

  it('reaches no socket the host makes in /var or a new top folder after set-up, and lists none', async () => {
    const before = connections;
    for (const path of lateSockets) {
      mkdirSync(dirname(path), { recursive: true });
      await listen(path);
    }
    const output = await run(
      [
        `${process.execPath} connect.cjs ${lateSockets.join(' ')}`,
        'find /var -type s 2>/dev/null | while read -r p; do [ ! -S "$p" ] || echo "socket: $p"; done',
        ...lateSockets.map((path) => `ls -d ${dirname(path)} 2>/dev/null | sed "s/^/listed: /"`),
      ].join('\n'),
    );
    for (const path of lateSockets) expect(output).toContain(`${path}: ENOENT`);
    expect(output).not.toContain('connected');
    expect(output).not.toMatch(/^socket: /m);
    expect(output).not.toMatch(/^listed: /m);
    expect(connections).toBe(before);
  });

  it('reaches no host socket present at set-up deeper than four levels (in /usr/lib, in /opt)', async () => {
    const before = connections;
    const output = await run(`${process.execPath} connect.cjs ${deepSockets.join(' ')}`);
    for (const path of deepSockets) expect(output).toContain(`${path}: ECONNREFUSED`);
    expect(output).not.toContain('connected');
    expect(connections).toBe(before);
  });

  it('reaches no socket the host makes after set-up in a folder that stays shown, read-only or not', async () => {
    const before = connections;
    for (const path of shownLateSockets) {
      mkdirSync(dirname(path), { recursive: true });
      await listen(path);
    }
    // The folders are shown: the tool sees each path, and /dev/null is bound over it.
    const output = await run(`${process.execPath} connect.cjs ${shownLateSockets.join(' ')}`);
    for (const path of shownLateSockets) expect(output).toContain(`${path}: ECONNREFUSED`);
    expect(output).not.toContain('connected');
    expect(connections).toBe(before);
  });

  it('covers a socket made while a call runs for that call too, once the next call has started', async () => {
    const before = connections;
    // Says it runs, waits (30 s at most) for the second call, then tries the socket made meanwhile.
    const running = run(
      [
        `touch ${tag}-running`,
        `for i in $(seq 300); do [ ! -e /tmp/${tag}-go ] || break; sleep 0.1; done`,
        `${process.execPath} connect.cjs ${duringCallSocket}`,
      ].join('\n'),
    );
    const started = join(runner.workspace, `${tag}-running`);
    for (let i = 0; i < 300 && !existsSync(started); i++) await sleep(100);
    expect(existsSync(started)).toBe(true);
    mkdirSync(dirname(duringCallSocket), { recursive: true });
    await listen(duringCallStaging);
    renameSync(duringCallStaging, duringCallSocket);
    expect(await run(`touch /tmp/${tag}-go && echo started`)).toBe('started');
    expect(await running).toContain(`${duringCallSocket}: ECONNREFUSED`);
    expect(connections).toBe(before);
  });

  it('covers a socket the host binds while a call runs, in that call, without another call', async () => {
    // Says it runs, then tries the socket until it is refused (30 s at most): until then it
    // is missing, not yet open to others, or reached (the window).
    const trying = [
      `touch ${tag}-trying`,
      `perl -MSocket -e 'for (1..300) { socket(my $s, PF_UNIX, SOCK_STREAM, 0) or die; if (!connect($s, pack_sockaddr_un($ARGV[0])) && $!{ECONNREFUSED}) { print "$ARGV[0]: $!\\n"; exit } close $s; select(undef, undef, undef, 0.1) } print "still connected\\n"' ${listedSocket}`,
    ].join('\n');
    const running = run(trying);
    const started = join(runner.workspace, `${tag}-trying`);
    for (let i = 0; i < 300 && !existsSync(started); i++) await sleep(100);
    expect(existsSync(started)).toBe(true);
    mkdirSync(dirname(listedSocket), { recursive: true });
    await listen(listedSocket);
    expect(await running).toBe(`${listedSocket}: Connection refused`);
  });

  it('cannot resolve a name without allowed domains', async () => {
    const output = await run('getent hosts github.com localhost.localdomain; echo "exit $?"');
    expect(output).toMatch(/exit 2$/);
  });

  it("sees none of the host's System V IPC", async () => {
    expect(shmId).toBeDefined();
    const output = await run('ipcs -m');
    expect(output).not.toMatch(new RegExp(`^0x[0-9a-f]+\\s+${shmId}\\s`, 'm'));
  });

  it("has a private /run/lock, the run's own: its calls share it, the host never sees it", async () => {
    const first = await run(`touch /run/lock/${tag}.lock && ls /run/lock`);
    expect(first).toContain(`${tag}.lock`);
    // A server a background call starts keeps its lock (and its socket in /run) for the next call.
    expect(await run('ls -A /run/lock')).toBe(`${tag}.lock`);
    expect(existsSync(`/run/lock/${tag}.lock`)).toBe(false);
    expect(readdirSync('/run/lock')).not.toContain(`${tag}.lock`);
  });
});
