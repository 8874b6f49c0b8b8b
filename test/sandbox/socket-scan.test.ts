/**
 * Issue #50, item 5 (the fallback): the scan of the host's unix sockets in the
 * folders the boundary shows walks them to the bottom at set-up, bounded by
 * entries, and each rescan finds what the host made since, in known folders, in
 * new ones, and in /proc/net/unix. Real sockets in a temporary tree; no root.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  listedSockets,
  scanHostSockets,
  socketWindow,
  type SocketScanInput,
} from '../../src/engine/sandbox/host-sockets.js';

describe('the scan of host sockets in the shown folders', () => {
  let root: string;
  const servers: Server[] = [];
  /** Listens on `relative` under the tree (its folders made first); resolves with its path. */
  const listen = (relative: string) =>
    new Promise<string>((resolve, reject) => {
      const path = join(root, relative);
      mkdirSync(dirname(path), { recursive: true });
      const server = createServer();
      servers.push(server);
      server.once('error', reject);
      server.listen(path, () => resolve(path));
    });
  const close = (index: number) =>
    new Promise<void>((resolve) => servers[index]!.close(() => resolve()));
  /** A scan of `places` under the tree that never reads the host's /proc/net/unix. */
  const scan = (input: Partial<SocketScanInput> & { places: string[] }) =>
    scanHostSockets({
      netUnix: () => '',
      ...input,
      places: input.places.map((place) => join(root, place)),
      skip: (input.skip ?? []).map((path) => join(root, path)),
    });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'al-socket-scan-'));
  });
  afterEach(async () => {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    servers.length = 0;
    rmSync(root, { recursive: true, force: true });
  });

  it('walks every shown folder to the bottom, skipping the hidden ones but what is bound back in them', async () => {
    const deep = await listen('usr/lib/a/b/c/d/e/f/deep.sock');
    await listen('usr/hidden/inside.sock');
    const back = await listen('usr/hidden/bound-back/back.sock');
    await listen('elsewhere/not-shown.sock');
    const found = scan({ places: ['usr', 'usr/hidden/bound-back'], skip: ['usr/hidden'] }).found();
    expect(found).toEqual([back, deep].sort());
  });

  it('finds on a rescan what the host made since, in a known folder and in a new one, and drops what went', async () => {
    const first = await listen('opt/tool/first.sock');
    const scanned = scan({ places: ['opt'] });
    expect(scanned.found()).toEqual([first]);
    const known = await listen('opt/tool/later.sock');
    const fresh = await listen('opt/new/x/y/z/w/v/later.sock');
    await close(0);
    expect(scanned.rescan()).toEqual([fresh, known].sort());
  });

  it('takes turns on the known folders when there are more than a rescan looks at', async () => {
    for (const name of ['a', 'b', 'c', 'd'])
      mkdirSync(join(root, 'opt', name), { recursive: true });
    const scanned = scan({ places: ['opt'], rescanFolders: 2 });
    const late = await listen('opt/d/late.sock');
    const seen: string[][] = [];
    for (let turn = 0; turn < 3; turn++) seen.push(scanned.rescan());
    expect(seen.at(-1)).toEqual([late]);
    expect(socketWindow(scanned)).toMatch(
      /a rescan looks at 2 of the 5 folders, each within 3 calls/,
    );
  });

  it('stops the first walk at its bound of entries, says so, and reads the rest on the next rescans', async () => {
    const far = await listen('opt/a/b/c/far.sock');
    const scanned = scan({ places: ['opt'], firstEntries: 1, rescanEntries: 2 });
    expect(scanned.found()).toEqual([]);
    expect(socketWindow(scanned)).toMatch(
      /the first walk stopped after 1 entries, 1 folders are left/,
    );
    let found: string[] = [];
    for (let turn = 0; turn < 6 && found.length === 0; turn++) found = scanned.rescan();
    expect(found).toEqual([far]);
    expect(socketWindow(scanned)).not.toMatch(/first walk stopped/);
  });

  it('adds a socket /proc/net/unix lists in a shown folder the walk has not reached, and nothing it lists elsewhere', async () => {
    const listed = await listen('opt/a/b/listed.sock');
    const outside = await listen('run/daemon.sock');
    const hidden = await listen('opt/hidden/daemon.sock');
    const table = [
      'Num       RefCount Protocol Flags    Type St Inode Path',
      `0000000000000000: 00000002 00000000 00010000 0001 01 4242 ${listed}`,
      `0000000000000000: 00000002 00000000 00010000 0001 01 4243 ${outside}`,
      `0000000000000000: 00000002 00000000 00010000 0001 01 4244 ${hidden}`,
      '0000000000000000: 00000002 00000000 00010000 0001 01 4245 @abstract',
      '0000000000000000: 00000003 00000000 00000000 0001 03 4246',
    ].join('\n');
    const scanned = scan({
      places: ['opt'],
      skip: ['opt/hidden'],
      firstEntries: 0,
      rescanEntries: 0,
      netUnix: () => table,
    });
    expect(scanned.rescan()).toEqual([listed]);
    expect(listedSockets(() => table)).toEqual([listed, outside, hidden]);
  });

  it("reads this host's /proc/net/unix: a socket this process listens on is listed", async () => {
    const path = await listen('own.sock');
    expect(listedSockets()).toContain(path);
  });
});
