/**
 * The egress proxy: an HTTP proxy (CONNECT for TLS, absolute-URL requests for
 * plain HTTP) on a unix socket, run by the action, that lets tool processes reach
 * only the hosts `allowed_domains` names. A refused host gets a 403 whose text
 * names the host and the input, and is reported to whoever tracks the call.
 */
import { chmodSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { describeAllowedDomains, isHostAllowed, type AllowedDomains } from './domains.js';

/** A running proxy. */
export interface EgressProxy {
  socketPath: string;
  /** Starts collecting refused hosts; `stop` returns them in order of first refusal. */
  track(): { hosts(): string[]; stop(): void };
  close(): Promise<void>;
}

/** Why a host was refused, as the model reads it. */
export function blockedMessage(host: string, allowed: AllowedDomains): string {
  return `agent-loop sandbox: the connection to ${host} was blocked because ${host} is not in allowed_domains (allowed: ${describeAllowedDomains(allowed)}). A maintainer can add it to the allowed_domains input (--allowed-domains on the command line).`;
}

/** Starts the proxy on `socketPath` (mode 0666, so the tool user can connect). */
export async function startEgressProxy(
  socketPath: string,
  allowed: AllowedDomains,
): Promise<EgressProxy> {
  const trackers = new Set<Set<string>>();
  const refuse = (host: string) => {
    for (const hosts of trackers) hosts.add(host);
    return blockedMessage(host, allowed);
  };
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      response
        .writeHead(400, { 'content-type': 'text/plain' })
        .end('agent-loop sandbox: only proxy requests with an absolute http:// URL are served\n');
      return;
    }
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (target.protocol !== 'http:' || !isHostAllowed(allowed, host)) {
      response
        .writeHead(403, { 'content-type': 'text/plain', connection: 'close' })
        .end(`${refuse(host)}\n`);
      return;
    }
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const upstream = http.request(
      {
        host,
        port: target.port || 80,
        method: request.method,
        path: `${target.pathname}${target.search}`,
        headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`agent-loop sandbox: cannot reach ${host}: ${error.message}\n`);
    });
    request.pipe(upstream);
  });
  server.on('connect', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const match = /^\[?([^\]]*?)\]?:(\d+)$/.exec(request.url ?? '');
    if (!match) {
      client.end(
        'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\nagent-loop sandbox: CONNECT needs host:port\n',
      );
      return;
    }
    const host = match[1]!;
    const port = Number(match[2]);
    if (!isHostAllowed(allowed, host)) {
      const body = `${refuse(host)}\n`;
      client.end(
        `HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      return;
    }
    let established = false;
    const upstream = net.connect(port, host, () => {
      established = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', (error) => {
      if (!established && client.writable) {
        client.end(
          `HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\nagent-loop sandbox: cannot reach ${host}: ${error.message}\n`,
        );
      } else client.destroy();
    });
    client.on('close', () => upstream.destroy());
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o666);
  return {
    socketPath,
    track() {
      const hosts = new Set<string>();
      trackers.add(hosts);
      return { hosts: () => [...hosts], stop: () => void trackers.delete(hosts) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
