/**
 * A fake package registry on a loopback address the test picks: it answers every GET with a
 * small JSON document naming the package asked for and where it was served, and counts the
 * requests it got. Nothing but the test reads what it answers; what matters is whether a
 * request from inside the tool boundary reaches it. Tests point the runner's own npm at it
 * (`npm_config_registry`, or the user's `.npmrc`) and curl it through the egress proxy.
 */
import http from 'node:http';

export interface FakeRegistry {
  /** `http://<host>:<port>/`, as a registry setting names it. */
  url: string;
  /** `<host>:<port>`, as the allow-list names it. */
  address: string;
  /** Requests answered so far. */
  hits(): number;
  close(): Promise<void>;
}

/** Starts the fake on `host` (say `127.0.0.2`), on a free port. */
export async function startFakeRegistry(host: string): Promise<FakeRegistry> {
  let hits = 0;
  const server = http.createServer((request, response) => {
    hits += 1;
    const name = decodeURIComponent((request.url ?? '/').slice(1)) || 'unnamed';
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ name, served_by: `registry-at-${host}` }));
  });
  await new Promise<void>((ready) => server.listen(0, host, ready));
  const { port } = server.address() as { port: number };
  return {
    url: `http://${host}:${port}/`,
    address: `${host}:${port}`,
    hits: () => hits,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
