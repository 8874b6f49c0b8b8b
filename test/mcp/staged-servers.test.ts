/**
 * MCP servers set up the usual ways start inside the real tool boundary (as
 * root, with users of this test's own): a script a setup step staged under
 * RUNNER_TEMP or /tmp, and a package installed globally (a bin link on PATH into
 * a node_modules tree in the runner's home). All three folders are hidden from
 * the tools; each server sees what its command line names, read-only. Servers
 * share nothing with Bash: their own user, HOME and /tmp, so what a Bash call
 * plants (a ~/.gitconfig hook, files in /tmp) never reaches them.
 */
import {
  chmodSync,
  copyFileSync,
  readFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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
import { openSandbox, type Sandbox } from '../../src/engine/sandbox/index.js';
import { serverUserName } from '../../src/engine/sandbox/server-user.js';
import { bundleFakeMcpServer } from '../fakes/mcp-server.js';
import { drain, reply, scriptedModel, toolUse } from '../loop/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  processesOf,
  removeUser,
  ROOT_REASON,
  uidOf,
  uniqueUserName,
  type FakeRunner,
} from '../sandbox/helpers.js';

const SECRET = 'planted-STAGED-SECRET-7c1e9a';

describe.skipIf(!isRoot)(`MCP servers staged outside the workspace (${ROOT_REASON})`, () => {
  const user = uniqueUserName('stg');
  let runner: FakeRunner;
  let sandbox: Sandbox;
  let bundle: ReturnType<typeof bundleFakeMcpServer>;
  let hostTmp: string;
  let servers: McpServerConfig[];

  beforeAll(async () => {
    runner = makeFakeRunner(SECRET);
    bundle = bundleFakeMcpServer();
    const built = bundle.args[0]!;
    // A setup step's script under RUNNER_TEMP, with a file beside it.
    const staged = join(runner.runnerTemp, 'mcp-tools');
    mkdirSync(staged);
    copyFileSync(built, join(staged, 'server.mjs'));
    // A script in the host's /tmp (the tools get a /tmp of their own).
    hostTmp = mkdtempSync('/tmp/al-mcp-staged-');
    chmodSync(hostTmp, 0o755);
    copyFileSync(built, join(hostTmp, 'server.mjs'));
    // `npm install -g` with a prefix in the runner's home: bin/<name> links into lib/node_modules.
    const prefix = join(runner.home, '.npm-global');
    const pkg = join(prefix, 'lib', 'node_modules', 'fake-mcp-global');
    mkdirSync(join(pkg, 'dist'), { recursive: true });
    mkdirSync(join(prefix, 'bin'));
    writeFileSync(join(pkg, 'package.json'), '{"name":"fake-mcp-global","bin":"dist/cli.mjs"}\n');
    const cli = join(pkg, 'dist', 'cli.mjs');
    writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(built, 'utf8')}`, { mode: 0o755 });
    symlinkSync(
      '../lib/node_modules/fake-mcp-global/dist/cli.mjs',
      join(prefix, 'bin', 'fake-mcp-global'),
    );
    const nodeFolder = join(process.execPath, '..');
    const path = [join(prefix, 'bin'), nodeFolder, '/usr/bin', '/bin'].join(':');
    servers = [
      {
        name: 'temp',
        type: 'stdio',
        command: 'node',
        args: [join(staged, 'server.mjs')],
        env: { PATH: path },
      },
      {
        name: 'tmp',
        type: 'stdio',
        command: process.execPath,
        args: [join(hostTmp, 'server.mjs')],
        env: {},
      },
      { name: 'global', type: 'stdio', command: 'fake-mcp-global', args: [], env: { PATH: path } },
    ];
    sandbox = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(''),
      workspace: runner.workspace,
      hide: [runner.home, runner.runnerTemp],
      userName: user,
    });
  });

  afterAll(async () => {
    await sandbox?.close();
    removeUser(user);
    runner?.cleanup();
    bundle?.remove();
    if (hostTmp) rmSync(hostTmp, { recursive: true, force: true });
  });

  it('each starts as the servers’ user; a Bash call cannot plant anything they read', async () => {
    const plant = [
      'printf "[core]\\n\\thooksPath = /tmp/hooks\\n" >> ~/.gitconfig',
      'mkdir -p /tmp/hooks && echo planted > /tmp/planted',
      'for dir in "$HOME"/../servers/home "$HOME"/../servers/tmp; do touch "$dir/x" 2>/dev/null && echo "wrote $dir"; done',
      `ls ${runner.runnerTemp}/mcp-tools 2>&1 | head -1`,
      'echo "bash-home=$HOME uid=$(id -u)"',
    ].join('; ');
    const model = scriptedModel([
      reply([toolUse('Bash', { command: plant })]),
      reply([
        toolUse('mcp__temp__files', { paths: ['~/.gitconfig', '/tmp/planted'] }),
        toolUse('mcp__tmp__echo', { text: 'tmp' }),
        toolUse('mcp__global__echo', { text: 'global' }),
      ]),
      reply('done'),
    ]);
    const { events, value } = await drain<LoopEvent, ResultEvent>(
      runSession({
        prompt: 'Use the servers.',
        workspaceRoot: runner.workspace,
        model: { id: 'claude-sonnet-4-0', call: model.callModel },
        limits: { maxTurns: 4, maxBudgetUsd: 1, timeoutMinutes: 5 },
        tools: { allowedTools: [], disallowedTools: [], ripgrepPath: null },
        host: {
          secrets: [SECRET],
          env: { PATH: process.env.PATH, HOME: runner.home },
          spawner: sandbox.spawner,
        },
        mcp: { servers: servers, startupTimeoutMs: 60_000 },
      }),
    );
    const init = events.find(
      (event): event is InitEvent => event.type === 'system' && event.subtype === 'init',
    );
    expect(init?.mcp_servers, JSON.stringify(value.mcp_servers)).toEqual([
      { name: 'temp', status: 'connected' },
      { name: 'tmp', status: 'connected' },
      { name: 'global', status: 'connected' },
    ]);
    const results = events
      .filter((event): event is UserEvent => event.type === 'user')
      .flatMap((event) => (Array.isArray(event.message.content) ? event.message.content : []))
      .map((block) => (block as { content: unknown }).content);
    const bash = JSON.stringify(results[0]);
    // The tools still cannot see RUNNER_TEMP, and cannot write the servers' home or /tmp.
    expect(bash).toContain('No such file or directory');
    expect(bash).not.toContain('wrote ');
    const bashUid = Number(/uid=(\d+)/.exec(bash)?.[1]);
    const bashHome = /bash-home=(\S+)/.exec(bash)?.[1];
    expect(bashUid).toBe(uidOf(user));
    const seen = JSON.parse(results[1] as string) as {
      home: string;
      uid: number;
      files: Record<string, string | null>;
      tmp: string[] | null;
    };
    expect(seen.uid).toBe(uidOf(serverUserName(user)));
    expect(seen.uid).not.toBe(bashUid);
    expect(seen.home).not.toBe(bashHome);
    expect(seen.files['~/.gitconfig'] ?? '').not.toContain('hooksPath');
    expect(seen.files['/tmp/planted']).toBeNull();
    expect(seen.tmp).not.toContain('hooks');
    expect(results[2]).toBe('echo: tmp');
    expect(results[3]).toBe('echo: global');
    expect(JSON.stringify(results)).not.toContain(SECRET);
    expect(value.terminal_reason).toBe('completed');
    expect(processesOf(uidOf(serverUserName(user))!)).toEqual([]);
  });
});
