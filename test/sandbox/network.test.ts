/**
 * allowed_domains through the real egress proxy: a listener the test starts on
 * the host (outside the sandbox's network namespace) is reachable only through
 * the proxy and only when allowed; a refused host gets a 403 naming it and the
 * input, and the Bash result says which hosts were blocked. The client is bash's
 * /dev/tcp speaking the proxy protocol by hand, so nothing needs installing.
 */
import { createBashTool } from '../../src/engine/tools/built-in.js';
import { copyFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandbox, type Sandbox } from '../../src/engine/sandbox/index.js';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { makeContext, noRedaction, text } from '../tools/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  removeUser,
  ROOT_REASON,
  uniqueUserName,
  type FakeRunner,
} from './helpers.js';

/** An HTTP server on `host` counting the requests it answered. */
async function listen(
  host: string,
): Promise<{ port: number; hits: () => number; close: () => void }> {
  let hits = 0;
  const server = http.createServer((_request, response) => {
    hits += 1;
    response.end(`body-from-${host}\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as { port: number }).port,
    hits: () => hits,
    close: () => server.close(),
  };
}

/** Bash that sends one proxy request through $HTTP_PROXY and prints the answer. */
function throughProxy(request: string): string {
  return [
    'exec 3<>/dev/tcp/127.0.0.1/${HTTP_PROXY##*:}',
    `printf '${request}' >&3`,
    'timeout 5 cat <&3',
  ].join('\n');
}

describe.skipIf(!isRoot)(`allowed_domains (${ROOT_REASON})`, () => {
  const user = uniqueUserName('net');
  let runner: FakeRunner;
  let sandbox: Sandbox;
  let allowed: Awaited<ReturnType<typeof listen>>;
  let refused: Awaited<ReturnType<typeof listen>>;
  let bash: ReturnType<typeof createBashTool>;
  const run = async (command: string) => bash.call({ command }, makeContext());

  beforeAll(async () => {
    runner = makeFakeRunner('unused-secret-value');
    allowed = await listen('127.0.0.2');
    refused = await listen('127.0.0.1');
    // As on a hosted runner, node lives under the runner's home, which the sandbox hides.
    const node = join(runner.home, 'externals', 'node', 'bin', 'node');
    mkdirSync(join(node, '..'), { recursive: true });
    copyFileSync(process.execPath, node);
    sandbox = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(`127.0.0.2:${allowed.port}, *.example.org`),
      workspace: runner.workspace,
      hide: [runner.home],
      userName: user,
      nodePath: node,
    });
    bash = createBashTool({
      workspaceRoot: runner.workspace,
      redactSecrets: noRedaction,
      env: { PATH: process.env.PATH },
      spawner: sandbox.spawner,
    });
  });

  afterAll(async () => {
    await sandbox?.close();
    allowed?.close();
    refused?.close();
    removeUser(user);
    runner?.cleanup();
  });

  it('sets the proxy variables and keeps the loopback out of the proxy', async () => {
    const output = text(await run('echo "$HTTPS_PROXY|$NO_PROXY"'));
    expect(output).toMatch(/^http:\/\/127\.0\.0\.1:\d+\|localhost,127\.0\.0\.1,::1$/);
  });

  it('reaches an allowed host through the proxy, plain HTTP and a CONNECT tunnel', async () => {
    const target = `127.0.0.2:${allowed.port}`;
    const plain = await run(
      throughProxy(
        `GET http://${target}/a HTTP/1.1\\r\\nHost: ${target}\\r\\nConnection: close\\r\\n\\r\\n`,
      ),
    );
    expect(text(plain)).toContain('body-from-127.0.0.2');
    const tunnel = await run(
      throughProxy(
        `CONNECT ${target} HTTP/1.1\\r\\nHost: ${target}\\r\\n\\r\\nGET /b HTTP/1.1\\r\\nHost: ${target}\\r\\nConnection: close\\r\\n\\r\\n`,
      ),
    );
    expect(text(tunnel)).toContain('200 Connection Established');
    expect(text(tunnel)).toContain('body-from-127.0.0.2');
    expect(allowed.hits()).toBe(2);
  });

  it('refuses a host not in allowed_domains with a 403 naming it, and the result says so', async () => {
    const target = `127.0.0.1:${refused.port}`;
    const connect = await run(
      throughProxy(`CONNECT ${target} HTTP/1.1\\r\\nHost: ${target}\\r\\n\\r\\n`),
    );
    expect(text(connect)).toContain('403 Forbidden');
    expect(text(connect)).toContain('127.0.0.1 is not in allowed_domains');
    expect(text(connect)).toContain('Network access to 127.0.0.1 was blocked');
    const named = await run(
      throughProxy('GET http://api.example.com/ HTTP/1.1\\r\\nHost: api.example.com\\r\\n\\r\\n'),
    );
    expect(text(named)).toContain(
      `api.example.com is not in allowed_domains (allowed: 127.0.0.2:${allowed.port}, *.example.org)`,
    );
    expect(text(named)).toMatch(/Network access to api\.example\.com was blocked/);
    expect(refused.hits()).toBe(0);
  });

  it('cannot go around the proxy', async () => {
    const output = text(
      await run(
        `cat < /dev/tcp/127.0.0.2/${allowed.port} 2>&1; cat < /dev/tcp/127.0.0.1/${refused.port} 2>&1; true`,
      ),
    );
    expect(output).not.toContain('body-from');
    expect(refused.hits()).toBe(0);
  });
});
