/**
 * `npx -y <package>` as an MCP server inside the real tool boundary, against a
 * package registry this test runs on 127.0.0.2 (no network needed) serving one
 * package: its document and its tarball, as npm's registry API describes them.
 * When `allowed_domains` lets the registry through (an IP-literal entry with its
 * port: the egress proxy connects to a literal the maintainer named as it is, and
 * 127.0.0.2 is not in the boundary's NO_PROXY, so npm goes through the proxy),
 * npx fetches and starts the server. When it does not, the server fails and its
 * error names the blocked host.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InitEvent,
  LoopEvent,
  ResultEvent,
  UserEvent,
} from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import type { McpServerConfig } from '../../src/engine/mcp/config.js';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { openSandbox } from '../../src/engine/sandbox/index.js';
import { findProgram } from '../../src/engine/sandbox/host.js';
import { bundleFakeMcpServer } from '../fakes/mcp-server.js';
import { drain, reply, scriptedModel, toolUse } from '../loop/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  removeUser,
  ROOT_REASON,
  uniqueUserName,
  type FakeRunner,
} from '../sandbox/helpers.js';

const PACKAGE = 'fake-mcp-npx';
const VERSION = '1.0.0';
const HOST = '127.0.0.2';

/** A registry of one package: GET /<name> (the packument) and GET its tarball. */
async function startRegistry(tarball: Buffer) {
  const requests: string[] = [];
  const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
  const shasum = createHash('sha1').update(tarball).digest('hex');
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const { port } = server.address() as AddressInfo;
    const file = `/${PACKAGE}/-/${PACKAGE}-${VERSION}.tgz`;
    if (request.url === `/${PACKAGE}`) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          name: PACKAGE,
          'dist-tags': { latest: VERSION },
          versions: {
            [VERSION]: {
              name: PACKAGE,
              version: VERSION,
              bin: { [PACKAGE]: 'cli.mjs' },
              dist: { tarball: `http://${HOST}:${port}${file}`, integrity, shasum },
            },
          },
        }),
      );
    } else if (request.url === file) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end(tarball);
    } else {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"Not found"}');
    }
  });
  await new Promise<void>((done) => server.listen(0, HOST, done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}/`,
    port,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The package as `npm pack` lays it out: package/package.json and package/cli.mjs. */
function packTarball(serverBundle: string, scratch: string): Buffer {
  const folder = join(scratch, 'package');
  mkdirSync(folder);
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name: PACKAGE, version: VERSION, bin: { [PACKAGE]: 'cli.mjs' } }),
  );
  writeFileSync(
    join(folder, 'cli.mjs'),
    `#!/usr/bin/env node\n${readFileSync(serverBundle, 'utf8')}`,
    { mode: 0o755 },
  );
  const file = join(scratch, 'package.tgz');
  execFileSync('tar', ['-czf', file, '-C', scratch, 'package']);
  return readFileSync(file);
}

const canTest = isRoot && findProgram('npx') !== undefined;

describe.skipIf(!canTest)(`an MCP server started with npx -y (${ROOT_REASON}, npx)`, () => {
  let runner: FakeRunner;
  let bundle: ReturnType<typeof bundleFakeMcpServer>;
  let scratch: string;
  let registry: Awaited<ReturnType<typeof startRegistry>>;
  const users: string[] = [];

  beforeAll(async () => {
    runner = makeFakeRunner('planted-NPX-SECRET-5d2e');
    bundle = bundleFakeMcpServer();
    scratch = mkdtempSync('/tmp/al-npx-registry-');
    registry = await startRegistry(packTarball(bundle.args[0]!, scratch));
  });

  afterAll(async () => {
    await registry?.close();
    for (const user of users) removeUser(user);
    runner?.cleanup();
    bundle?.remove();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  async function startWith(allowedDomains: string) {
    const user = uniqueUserName('npx');
    users.push(user);
    const sandbox = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(allowedDomains),
      workspace: runner.workspace,
      hide: [runner.home, runner.runnerTemp],
      userName: user,
    });
    const server: McpServerConfig = {
      name: 'npx',
      type: 'stdio',
      command: 'npx',
      args: ['-y', PACKAGE],
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        npm_config_registry: registry.url,
        npm_config_update_notifier: 'false',
        npm_config_audit: 'false',
        npm_config_fund: 'false',
      },
    };
    const model = scriptedModel([
      reply([toolUse('mcp__npx__echo', { text: 'from npx' })]),
      reply('done'),
    ]);
    try {
      const { events } = await drain<LoopEvent, ResultEvent>(
        runSession({
          prompt: 'Use the server.',
          workspaceRoot: runner.workspace,
          model: { id: 'claude-sonnet-4-0', call: model.callModel },
          limits: { maxTurns: 3, maxBudgetUsd: 1, timeoutMinutes: 5 },
          tools: { allowedTools: [], disallowedTools: [], ripgrepPath: null },
          host: {
            secrets: [],
            env: { PATH: process.env.PATH, HOME: runner.home },
            spawner: sandbox.spawner,
          },
          mcp: { servers: [server], startupTimeoutMs: 90_000 },
        }),
      );
      const init = events.find(
        (event): event is InitEvent => event.type === 'system' && event.subtype === 'init',
      );
      const results = events
        .filter((event): event is UserEvent => event.type === 'user')
        .flatMap((event) => (Array.isArray(event.message.content) ? event.message.content : []))
        .map((block) => (block as { content: unknown }).content);
      return { init, results };
    } finally {
      await sandbox.close();
    }
  }

  it('starts when allowed_domains lets the registry through', async () => {
    const { init, results } = await startWith(`${HOST}:${registry.port}`);
    expect(init?.mcp_servers, JSON.stringify(init?.mcp_servers)).toEqual([
      { name: 'npx', status: 'connected' },
    ]);
    expect(results[0]).toBe('echo: from npx');
    expect(registry.requests).toContain(`GET /${PACKAGE}`);
  }, 180_000);

  it('fails, naming the blocked host, when allowed_domains does not', async () => {
    registry.requests.length = 0;
    const { init } = await startWith('example.com');
    const status = init?.mcp_servers[0];
    expect(status?.status).toBe('failed');
    // npm's own words for the proxy's refusal, in the server's reason: the host and the 403.
    expect(status?.error ?? '', JSON.stringify(status)).toContain(
      `403 Forbidden - GET http://${HOST}:${registry.port}/${PACKAGE}`,
    );
    expect(registry.requests).toEqual([]);
  }, 180_000);
});
