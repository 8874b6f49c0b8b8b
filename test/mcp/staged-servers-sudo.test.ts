/**
 * MCP servers staged the usual ways start inside the tool boundary when
 * agent-loop runs as the GitHub-hosted runner does: an ordinary user with
 * passwordless sudo (created here), its home mode 0750, every privileged step
 * through `sudo -n`. The real CLI (bundled into a folder any user can read) runs
 * as that user with --sandbox required and three servers: a script a setup step
 * put under RUNNER_TEMP (inside the hidden home), one in the host's /tmp, and a
 * package installed globally into the home (a bin link on PATH). Each connects
 * and answers, and no process of the tool or server users outlives the run.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitEvent } from '../../src/engine/events/stream.js';
import { findProgram } from '../../src/engine/sandbox/host.js';
import { serverUserName } from '../../src/engine/sandbox/server-user.js';
import {
  reply,
  startFakeAnthropic,
  text as textBlock,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import { bundleFakeMcpServer } from '../fakes/mcp-server.js';
import {
  bundleCli,
  isRoot,
  processesOf,
  removeUser,
  runCliAs,
  uidOf,
  uniqueUserName,
} from '../sandbox/helpers.js';

const API_KEY = 'sk-ant-mcp-sudo-test-8e3f1a2b';
const canTest = isRoot && findProgram('sudo') !== undefined && findProgram('setfacl') !== undefined;

describe.skipIf(!canTest)(
  'staged MCP servers as a runner user with passwordless sudo (needs root, sudo and setfacl)',
  () => {
    const runner = uniqueUserName('mrun');
    const tool = uniqueUserName('mtl');
    const sudoers = `/etc/sudoers.d/${runner}`;
    let home: string;
    let workspace: string;
    let hostTmp: string;
    let config: string;
    let server: FakeAnthropic | undefined;
    let cli: ReturnType<typeof bundleCli>;
    let bundle: ReturnType<typeof bundleFakeMcpServer>;

    beforeAll(() => {
      cli = bundleCli();
      bundle = bundleFakeMcpServer();
      const built = bundle.args[0]!;
      execFileSync('useradd', ['--create-home', '--shell', '/bin/bash', runner]);
      home = `/home/${runner}`;
      chmodSync(home, 0o750);
      writeFileSync(sudoers, `${runner} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
      workspace = join(home, 'work', 'repo', 'repo');
      mkdirSync(workspace, { recursive: true });
      mkdirSync(join(home, 'tmp'));
      writeFileSync(join(workspace, 'README.md'), '# repo\n');
      // A setup step's script under RUNNER_TEMP (the runner's _temp, inside its home).
      const staged = join(home, 'work', '_temp', 'mcp-tools');
      mkdirSync(staged, { recursive: true });
      copyFileSync(built, join(staged, 'server.mjs'));
      // `npm install -g` with a prefix in the home: bin/<name> links into lib/node_modules.
      const prefix = join(home, '.npm-global');
      const pkg = join(prefix, 'lib', 'node_modules', 'fake-mcp-global');
      mkdirSync(join(pkg, 'dist'), { recursive: true });
      mkdirSync(join(prefix, 'bin'));
      writeFileSync(join(pkg, 'package.json'), '{"name":"fake-mcp-global","bin":"dist/cli.mjs"}\n');
      writeFileSync(join(pkg, 'dist', 'cli.mjs'), `#!/usr/bin/env node\n${readFileSync(built)}`, {
        mode: 0o755,
      });
      symlinkSync(
        '../lib/node_modules/fake-mcp-global/dist/cli.mjs',
        join(prefix, 'bin', 'fake-mcp-global'),
      );
      execFileSync('chown', ['-R', `${runner}:${runner}`, home]);
      // A script the runner user put in the host's /tmp.
      hostTmp = mkdtempSync('/tmp/al-mcp-sudo-');
      copyFileSync(built, join(hostTmp, 'server.mjs'));
      chmodSync(hostTmp, 0o755);
      execFileSync('chown', ['-R', `${runner}:${runner}`, hostTmp]);
      const path = [join(prefix, 'bin'), join(process.execPath, '..'), '/usr/bin', '/bin'].join(
        ':',
      );
      config = JSON.stringify({
        mcpServers: {
          temp: { command: 'node', args: [join(staged, 'server.mjs')], env: { PATH: path } },
          tmp: { command: process.execPath, args: [join(hostTmp, 'server.mjs')] },
          global: { command: 'fake-mcp-global', args: [], env: { PATH: path } },
        },
      });
    });

    afterAll(async () => {
      await server?.close();
      cli?.remove();
      bundle?.remove();
      rmSync(sudoers, { force: true });
      removeUser(tool);
      removeUser(runner);
      if (home) rmSync(home, { recursive: true, force: true });
      if (hostTmp) rmSync(hostTmp, { recursive: true, force: true });
    });

    it('each connects and answers under the boundary', async () => {
      server = await startFakeAnthropic([
        reply([
          toolUse('mcp__temp__echo', { text: 'temp' }),
          toolUse('mcp__tmp__echo', { text: 'tmp' }),
          toolUse('mcp__global__echo', { text: 'global' }),
        ]),
        reply(textBlock('done')),
      ]);
      const run = await runCliAs(
        cli,
        { id: runner, initGroups: true },
        [
          'run',
          '--sandbox',
          'required',
          '--output-format',
          'stream-json',
          '--mcp-config',
          config,
          'Use the servers.',
        ],
        {
          cwd: workspace,
          env: {
            PATH: process.env.PATH,
            HOME: home,
            TMPDIR: join(home, 'tmp'),
            RUNNER_TEMP: join(home, 'work', '_temp'),
            ANTHROPIC_API_KEY: API_KEY,
            ANTHROPIC_BASE_URL: server.url,
            AGENT_LOOP_SANDBOX_USER: tool,
          },
        },
      );
      expect(run.code, run.stderr).toBe(0);
      const events = run.stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { type: string; subtype?: string });
      const init = events.find(
        (event): event is InitEvent => event.type === 'system' && event.subtype === 'init',
      );
      expect(init?.mcp_servers, JSON.stringify(init?.mcp_servers)).toEqual([
        { name: 'temp', status: 'connected' },
        { name: 'tmp', status: 'connected' },
        { name: 'global', status: 'connected' },
      ]);
      for (const name of ['temp', 'tmp', 'global']) expect(run.stdout).toContain(`echo: ${name}`);
      expect(run.stdout).not.toContain(API_KEY);
      for (const user of [tool, serverUserName(tool)]) {
        const uid = uidOf(user);
        if (uid !== undefined) expect(processesOf(uid)).toEqual([]);
      }
    }, 180_000);
  },
);
