/**
 * The egress proxy: an HTTP proxy (CONNECT for TLS, absolute-URL requests for
 * plain HTTP) on a unix socket, run by the action, that lets tool processes reach
 * only the hosts `allowed_domains` names, on ports 80 and 443 unless an entry
 * names its port. A name that resolves to a loopback or private address is
 * refused (egress-checks.ts), the proxy connects to the address it checked, and
 * the name the client speaks to (the Host header; through a tunnel the TLS server
 * name, or the Host header of plain HTTP) must be the name it was let through
 * for. A refusal is a 403 (or, inside a tunnel, a closed connection) whose text
 * names the host and why, and is reported to whoever tracks the call.
 */
import { chmodSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import {
  describeAllowedDomains,
  isHostAllowed,
  normalHost,
  type AllowedDomains,
} from './domains.js';
import {
  hostOfHeader,
  inspectFirstBytes,
  internalKind,
  resolvePublic,
  systemLookup,
  type Lookup,
} from './egress-checks.js';

/** A running proxy. */
export interface EgressProxy {
  socketPath: string;
  /** Starts collecting refused hosts; `stop` returns them in order of first refusal. */
  track(): { hosts(): string[]; stop(): void };
  close(): Promise<void>;
}

/** Options for tests: the resolver for allowed names, and which addresses count as internal. */
export interface EgressProxyOptions {
  lookup?: Lookup;
  internalKind?: (address: string) => string | undefined;
}

/** Why a host was refused, as the model reads it. */
export function blockedMessage(host: string, allowed: AllowedDomains): string {
  return `agent-loop sandbox: the connection to ${host} was blocked because ${host} is not in allowed_domains (allowed: ${describeAllowedDomains(allowed)}). A maintainer can add it to the allowed_domains input (--allowed-domains on the command line).`;
}

/** Why an allowed host was refused anyway. */
export function refusedMessage(host: string, why: string): string {
  return `agent-loop sandbox: the connection to ${host} was blocked because ${why}.`;
}

/** Why a port was refused. */
function portMessage(host: string, port: number, allowed: AllowedDomains): string {
  return `agent-loop sandbox: the connection to ${host}:${port} was blocked because only ports 80 and 443 are allowed unless an allowed_domains entry names the port (allowed: ${describeAllowedDomains(allowed)}). A maintainer can add "${host}:${port}" to the allowed_domains input.`;
}

type Refuse = (host: string, message: string) => string;

/** Starts the proxy on `socketPath` (mode 0666, so the tool user can connect). */
export async function startEgressProxy(
  socketPath: string,
  allowed: AllowedDomains,
  options: EgressProxyOptions = {},
): Promise<EgressProxy> {
  const lookup = options.lookup ?? systemLookup;
  const kindOf = options.internalKind ?? internalKind;
  const trackers = new Set<Set<string>>();
  const refuse: Refuse = (host, message) => {
    for (const hosts of trackers) hosts.add(host);
    return message;
  };
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    void serveRequest(request, response, { allowed, lookup, kindOf, refuse });
  });
  server.on('connect', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    void serveConnect(request, client, head, { allowed, lookup, kindOf, refuse, sockets });
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

interface Checks {
  allowed: AllowedDomains;
  lookup: Lookup;
  kindOf: (address: string) => string | undefined;
  refuse: Refuse;
}

/**
 * The allow-list, the port and the resolved address for `host:port`: the
 * address to connect to, or the refusal's text (already tracked).
 */
async function admit(
  host: string,
  port: number,
  { allowed, lookup, kindOf, refuse }: Checks,
): Promise<{ address: string } | { refused: string }> {
  if (!isHostAllowed(allowed, host))
    return { refused: refuse(host, blockedMessage(host, allowed)) };
  if (!isHostAllowed(allowed, host, port)) {
    return { refused: refuse(host, portMessage(host, port, allowed)) };
  }
  const resolved = await resolvePublic(host, lookup, kindOf);
  if ('refused' in resolved)
    return { refused: refuse(host, refusedMessage(host, resolved.refused)) };
  return resolved;
}

/** Why the name the client speaks to is not `host`, or undefined when it is. */
function nameMismatch(host: string, spoken: string | undefined, what: string): string | undefined {
  if (spoken === undefined) {
    return net.isIP(host) ? undefined : `the ${what} is missing (it must name ${host})`;
  }
  if (normalHost(spoken) === normalHost(host)) return undefined;
  return `the ${what} names ${spoken}, not ${host}, the host the connection was opened for`;
}

async function serveRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  checks: Checks,
): Promise<void> {
  const deny = (status: number, body: string) =>
    response
      .writeHead(status, { 'content-type': 'text/plain', connection: 'close' })
      .end(`${body}\n`);
  let target: URL;
  try {
    target = new URL(request.url ?? '');
  } catch {
    deny(400, 'agent-loop sandbox: only proxy requests with an absolute http:// URL are served');
    return;
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (target.protocol !== 'http:') {
    deny(403, checks.refuse(host, blockedMessage(host, checks.allowed)));
    return;
  }
  const header = request.headers.host;
  const mismatch = nameMismatch(host, header && hostOfHeader(header), 'Host header');
  if (mismatch) {
    deny(403, checks.refuse(host, refusedMessage(host, mismatch)));
    return;
  }
  const port = Number(target.port || 80);
  const admitted = await admit(host, port, checks);
  if ('refused' in admitted) {
    deny(403, admitted.refused);
    return;
  }
  forwardRequest(request, response, { host, address: admitted.address, port, target });
}

function forwardRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  to: { host: string; address: string; port: number; target: URL },
): void {
  const headers = { ...request.headers };
  delete headers['proxy-connection'];
  delete headers['proxy-authorization'];
  const upstream = http.request(
    {
      host: to.address,
      port: to.port,
      method: request.method,
      path: `${to.target.pathname}${to.target.search}`,
      headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`agent-loop sandbox: cannot reach ${to.host}: ${error.message}\n`);
  });
  request.pipe(upstream);
}

function httpAnswer(status: string, body: string): string {
  const text = `${body}\n`;
  return `HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`;
}

async function serveConnect(
  request: http.IncomingMessage,
  client: net.Socket,
  head: Buffer,
  checks: Checks & { sockets: Set<net.Socket> },
): Promise<void> {
  const match = /^\[?([^\]]*?)\]?:(\d+)$/.exec(request.url ?? '');
  if (!match) {
    client.end(httpAnswer('400 Bad Request', 'agent-loop sandbox: CONNECT needs host:port'));
    return;
  }
  const host = match[1]!;
  const port = Number(match[2]);
  const admitted = await admit(host, port, checks);
  if ('refused' in admitted) {
    client.end(httpAnswer('403 Forbidden', admitted.refused));
    return;
  }
  if (client.destroyed) return;
  let established = false;
  const upstream = net.connect(port, admitted.address, () => {
    established = true;
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    checkTunnel(client, upstream, head, host, checks.refuse);
  });
  checks.sockets.add(upstream);
  upstream.on('close', () => checks.sockets.delete(upstream));
  upstream.on('error', (error) => {
    if (!established && client.writable) {
      client.end(
        httpAnswer('502 Bad Gateway', `agent-loop sandbox: cannot reach ${host}: ${error.message}`),
      );
    } else client.destroy();
  });
  client.on('close', () => upstream.destroy());
}

/**
 * Holds the client's first bytes until they show which name it speaks to (the
 * TLS server name or the Host header), then joins the tunnel or refuses it.
 */
function checkTunnel(
  client: net.Socket,
  upstream: net.Socket,
  head: Buffer,
  host: string,
  refuse: Refuse,
): void {
  let held = head;
  const decide = () => {
    const first = inspectFirstBytes(held);
    if (first.kind === 'incomplete') return;
    client.off('data', onData);
    const why =
      first.kind === 'tls'
        ? nameMismatch(host, first.servername, 'TLS server name (SNI)')
        : first.kind === 'http'
          ? nameMismatch(host, first.host && hostOfHeader(first.host), 'Host header')
          : `what the client sent through the tunnel is neither TLS nor HTTP, so the name it speaks to cannot be checked`;
    if (why) {
      const message = refuse(host, refusedMessage(host, why));
      if (first.kind === 'http') client.end(httpAnswer('403 Forbidden', message));
      else client.destroy();
      upstream.destroy();
      return;
    }
    upstream.write(held);
    upstream.pipe(client);
    client.pipe(upstream);
  };
  const onData = (chunk: Buffer) => {
    held = Buffer.concat([held, chunk]);
    decide();
  };
  client.on('data', onData);
  if (held.length > 0) decide();
}
