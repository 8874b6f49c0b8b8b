/**
 * The egress proxy's checks beyond the allow-list, against the real proxy on a
 * unix socket and listeners the test starts on 127.0.0.1: the Host header and,
 * through a CONNECT tunnel, the TLS server name (a real node:tls ClientHello) must
 * name the host the connection was opened for; only ports 80 and 443 unless an
 * entry names its port; a name resolving to a loopback or private address is
 * refused. Names resolve through an injected lookup, so no DNS is needed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { internalKind, inspectFirstBytes } from '../../src/engine/sandbox/egress-checks.js';
import {
  startEgressProxy,
  type EgressProxy,
  type EgressProxyOptions,
} from '../../src/engine/sandbox/egress-proxy.js';

/** A TCP listener on 127.0.0.1 keeping every byte it received. */
async function listenRaw(): Promise<{ port: number; received: () => Buffer; close: () => void }> {
  const chunks: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // Answer like an HTTP server so plain requests end; TLS clients just see garbage.
      if (chunk.toString('latin1').includes('\r\n\r\n')) {
        socket.end('HTTP/1.1 200 OK\r\nContent-Length: 3\r\nConnection: close\r\n\r\nok\n');
      } else socket.end();
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received: () => Buffer.concat(chunks),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** Sends one request to the proxy; resolves with its status and body. */
function viaProxy(
  socketPath: string,
  options: { method?: string; path: string; host?: string },
): Promise<{ status: number; body: string; socket?: net.Socket }> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      socketPath,
      method: options.method ?? 'GET',
      path: options.path,
      headers: options.host === undefined ? {} : { host: options.host },
      setHost: false,
    });
    const collect = (status: number, stream: NodeJS.ReadableStream, socket?: net.Socket) => {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => resolve({ status, body, socket }));
    };
    request.on('response', (response) => collect(response.statusCode ?? 0, response));
    request.on('connect', (response, socket: net.Socket, head: Buffer) => {
      if (response.statusCode === 200) {
        resolve({ status: 200, body: '', socket });
        return;
      }
      // A refused CONNECT's body follows the head on the raw socket.
      let body = head.toString();
      socket.on('data', (chunk: Buffer) => (body += chunk.toString()));
      socket.on('close', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Opens a tunnel and sends a ClientHello naming `servername`; resolves once either side closes. */
async function tlsThrough(socketPath: string, target: string, servername?: string) {
  const opened = await viaProxy(socketPath, { method: 'CONNECT', path: target, host: target });
  expect(opened.status, opened.body).toBe(200);
  await new Promise<void>((resolve) => {
    const client = tls.connect({ socket: opened.socket!, servername, rejectUnauthorized: false });
    client.on('error', () => resolve());
    client.on('close', () => resolve());
  });
}

describe('the egress proxy', () => {
  let dir: string;
  let upstream: Awaited<ReturnType<typeof listenRaw>>;
  let proxy: EgressProxy | undefined;
  const names: Record<string, string[]> = {};
  const lookups: string[] = [];
  const lookup: EgressProxyOptions['lookup'] = async (host) => {
    lookups.push(host);
    const addresses = names[host];
    if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return addresses.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
  };
  // The test's own listener is on 127.0.0.1: it counts as public for the tests
  // that need an allowed name to reach it; every other range keeps its kind.
  const testKind = (address: string) =>
    address === '127.0.0.1' ? undefined : internalKind(address);
  const start = async (domains: string, options: EgressProxyOptions = {}) => {
    proxy = await startEgressProxy(join(dir, `p${Date.now()}.sock`), parseAllowedDomains(domains), {
      lookup,
      ...options,
    });
    return proxy;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agent-loop-egress-'));
    upstream = await listenRaw();
    names['svc.example.test'] = ['127.0.0.1'];
    names['other.example.test'] = ['127.0.0.1'];
  });
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });
  afterAll(() => {
    upstream.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a plain request through when its Host header names the URL host, to the checked address', async () => {
    const { socketPath } = await start(`svc.example.test:${upstream.port}`, {
      internalKind: testKind,
    });
    lookups.length = 0;
    const target = `svc.example.test:${upstream.port}`;
    const answer = await viaProxy(socketPath, { path: `http://${target}/a`, host: target });
    expect(answer).toMatchObject({ status: 200, body: 'ok\n' });
    expect(upstream.received().toString()).toContain(`host: ${target}`);
    // One lookup: the proxy connected to the address it checked, not to the name again.
    expect(lookups).toEqual(['svc.example.test']);
  });

  it('refuses a plain request whose Host header names another host', async () => {
    const { socketPath, track } = await start(
      `svc.example.test:${upstream.port}, other.example.test:${upstream.port}`,
      { internalKind: testKind },
    );
    const tracker = track();
    const before = upstream.received().length;
    const answer = await viaProxy(socketPath, {
      path: `http://svc.example.test:${upstream.port}/`,
      host: 'other.example.test',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain(
      'the connection to svc.example.test was blocked because the Host header names other.example.test, not svc.example.test',
    );
    expect(tracker.hosts()).toEqual(['svc.example.test']);
    expect(upstream.received().length).toBe(before);
  });

  it('passes a ClientHello whose server name is the CONNECT host, and closes one naming another', async () => {
    const { socketPath, track } = await start(
      `svc.example.test:${upstream.port}, other.example.test:${upstream.port}`,
      { internalKind: testKind },
    );
    const tracker = track();
    let before = upstream.received().length;
    await tlsThrough(socketPath, `svc.example.test:${upstream.port}`, 'svc.example.test');
    const passed = upstream.received().subarray(before);
    expect(passed[0]).toBe(0x16);
    expect(inspectFirstBytes(passed)).toEqual({ kind: 'tls', servername: 'svc.example.test' });

    before = upstream.received().length;
    await tlsThrough(socketPath, `svc.example.test:${upstream.port}`, 'other.example.test');
    await tlsThrough(socketPath, `svc.example.test:${upstream.port}`);
    expect(upstream.received().length).toBe(before);
    expect(tracker.hosts()).toEqual(['svc.example.test']);
  });

  it('checks the Host header of plain HTTP sent through a tunnel', async () => {
    const { socketPath } = await start(`svc.example.test:${upstream.port}`, {
      internalKind: testKind,
    });
    const target = `svc.example.test:${upstream.port}`;
    const send = async (hostHeader: string) => {
      const opened = await viaProxy(socketPath, { method: 'CONNECT', path: target, host: target });
      return new Promise<string>((resolve) => {
        let text = '';
        opened.socket!.on('data', (chunk: Buffer) => (text += chunk.toString()));
        opened.socket!.on('close', () => resolve(text));
        opened.socket!.write(`GET / HTTP/1.1\r\nHost: ${hostHeader}\r\n\r\n`);
      });
    };
    expect(await send(target)).toContain('200 OK');
    const answer = await send('evil.example.test');
    expect(answer).toContain('403 Forbidden');
    expect(answer).toContain('the Host header names evil.example.test, not svc.example.test');
  });

  it('allows only ports 80 and 443 unless the entry names the port', async () => {
    const { socketPath } = await start('svc.example.test', { internalKind: testKind });
    const target = `svc.example.test:${upstream.port}`;
    const connect = await viaProxy(socketPath, { method: 'CONNECT', path: target, host: target });
    expect(connect.status).toBe(403);
    expect(connect.body).toContain(
      `the connection to svc.example.test:${upstream.port} was blocked because only ports 80 and 443 are allowed`,
    );
    expect(connect.body).toContain(`add "svc.example.test:${upstream.port}"`);
    const plain = await viaProxy(socketPath, { path: `http://${target}/`, host: target });
    expect(plain.status).toBe(403);
    expect(plain.body).toContain('only ports 80 and 443 are allowed');
    // 80 and 443 pass the port check (and are then refused only for their address here).
    const web = await viaProxy(socketPath, {
      method: 'CONNECT',
      path: 'svc.example.test:443',
      host: 'svc.example.test:443',
    });
    expect(web.body).not.toContain('only ports');
  });

  it('refuses a name resolving to a loopback, private, link-local or unique-local address', async () => {
    names['loop.example.test'] = ['127.0.0.1'];
    names['mixed.example.test'] = ['198.51.100.7', '10.1.2.3'];
    names['meta.example.test'] = ['169.254.169.254'];
    names['ula.example.test'] = ['fd12:3456::1'];
    names['v6loop.example.test'] = ['::1'];
    names['mapped.example.test'] = ['::ffff:192.168.1.1'];
    const { socketPath, track } = await start('*.example.test');
    const tracker = track();
    const cases: [string, string][] = [
      ['loop.example.test', 'resolves to 127.0.0.1, a loopback address'],
      ['mixed.example.test', 'resolves to 10.1.2.3, a private address'],
      ['meta.example.test', 'resolves to 169.254.169.254, a link-local address'],
      ['ula.example.test', 'resolves to fd12:3456::1, a unique-local address'],
      ['v6loop.example.test', 'resolves to ::1, a loopback address'],
      ['mapped.example.test', 'resolves to ::ffff:192.168.1.1, a private address'],
      ['gone.example.test', 'gone.example.test does not resolve'],
    ];
    for (const [host, why] of cases) {
      const connect = await viaProxy(socketPath, {
        method: 'CONNECT',
        path: `${host}:443`,
        host: `${host}:443`,
      });
      expect(connect.status, host).toBe(403);
      expect(connect.body, host).toContain(`the connection to ${host} was blocked because`);
      expect(connect.body, host).toContain(why);
      const plain = await viaProxy(socketPath, { path: `http://${host}/`, host });
      expect(plain.status, host).toBe(403);
      expect(plain.body, host).toContain(why);
    }
    expect(tracker.hosts()).toEqual(cases.map(([host]) => host));
  });

  it('still reaches an IP literal the list names, and refuses an unlisted one', async () => {
    const { socketPath } = await start(`127.0.0.1:${upstream.port}`);
    const target = `127.0.0.1:${upstream.port}`;
    const answer = await viaProxy(socketPath, { path: `http://${target}/`, host: target });
    expect(answer).toMatchObject({ status: 200, body: 'ok\n' });
    const other = await viaProxy(socketPath, { path: 'http://127.0.0.3/', host: '127.0.0.3' });
    expect(other.body).toContain('127.0.0.3 is not in allowed_domains');
  });
});
