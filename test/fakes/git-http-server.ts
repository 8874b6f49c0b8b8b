/**
 * A git smart-HTTP server on 127.0.0.1 for tests: node's http server in front of
 * the real `git http-backend` (run as CGI), serving the bare repositories under
 * `projectRoot`. Every request must carry exactly one `Authorization: Basic`
 * header for `x-access-token:<token>`; anything else gets a 401 asking for
 * credentials (so git would call a credential helper if one were configured).
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHttpRequest {
  method: string;
  url: string;
  /** Every Authorization header value the request carried. */
  authorizations: string[];
  status: number;
}

export interface GitHttpServer {
  /** `http://127.0.0.1:<port>` (append `/<repo>.git`). */
  url: string;
  requests: GitHttpRequest[];
  close(): Promise<void>;
}

/** Starts the server; `token` is the only credential it accepts. */
export async function startGitHttpServer(options: {
  projectRoot: string;
  token: string;
}): Promise<GitHttpServer> {
  const expected = `Basic ${Buffer.from(`x-access-token:${options.token}`).toString('base64')}`;
  const requests: GitHttpRequest[] = [];
  const server = createServer((request, response) => {
    const authorizations = request.headersDistinct.authorization ?? [];
    const record: GitHttpRequest = {
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      authorizations,
      status: 0,
    };
    requests.push(record);
    const accepted =
      authorizations.length === 1 && authorizations[0]!.toLowerCase() === expected.toLowerCase();
    if (!accepted) {
      record.status = 401;
      request.resume();
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="test"' });
      response.end('authentication required\n');
      return;
    }
    runBackend(options.projectRoot, request, response, (status) => (record.status = status));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs `git http-backend` for one request (CGI: environment in, headers and body out). */
function runBackend(
  projectRoot: string,
  request: IncomingMessage,
  response: ServerResponse,
  onStatus: (status: number) => void,
): void {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_PROJECT_ROOT: projectRoot,
    GIT_HTTP_EXPORT_ALL: '1',
    // An authenticated user: http-backend then allows receive-pack (push).
    REMOTE_USER: 'x-access-token',
    REMOTE_ADDR: '127.0.0.1',
    REQUEST_METHOD: request.method ?? 'GET',
    PATH_INFO: decodeURIComponent(url.pathname),
    QUERY_STRING: url.search.replace(/^\?/, ''),
    CONTENT_TYPE: request.headers['content-type'] ?? '',
  };
  if (request.headers['content-length']) env.CONTENT_LENGTH = request.headers['content-length'];
  if (request.headers['content-encoding'])
    env.HTTP_CONTENT_ENCODING = request.headers['content-encoding'];
  const protocol = request.headers['git-protocol'];
  if (typeof protocol === 'string') env.GIT_PROTOCOL = protocol;

  const child = spawn('git', ['http-backend'], { env, stdio: ['pipe', 'pipe', 'inherit'] });
  request.pipe(child.stdin);
  let head = Buffer.alloc(0);
  let headersSent = false;
  child.stdout.on('data', (chunk: Buffer) => {
    if (headersSent) {
      response.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const text = head.toString('latin1');
    const end = text.search(/\r?\n\r?\n/);
    if (end === -1) return;
    const separator = /\r?\n\r?\n/.exec(text.slice(end))![0];
    let status = 200;
    for (const line of text.slice(0, end).split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon === -1) continue;
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 200;
      else response.setHeader(name, value);
    }
    onStatus(status);
    response.statusCode = status;
    headersSent = true;
    response.write(head.subarray(end + separator.length));
  });
  child.on('close', () => {
    if (!headersSent) {
      onStatus(500);
      response.statusCode = 500;
    }
    response.end();
  });
}
