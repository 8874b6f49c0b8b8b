/**
 * What the built CLI trusts of its agent-loop home (red team, issue 50): a cache file it did
 * not sign is dropped unread, the caches and session saving are off when the home is within
 * the tools' reach, and the key that signs the caches is refused when others could read it.
 * The planted cache is made as an attacker makes it: V8's code cache of another script of the
 * same length (V8 checks only the length and its flags), under the name of the real one.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import { removeUser, uniqueUserName } from '../sandbox/helpers.js';
import { assertDistFresh } from '../dist-fresh.js';
import { runCli } from './run-cli.js';

const SCRIPT = resolve('dist/chunks/group-run.script.js');
const CACHE_NAME = (() => {
  if (!existsSync(SCRIPT)) return '';
  const checksum = crc32(readFileSync(SCRIPT)).toString(16).padStart(8, '0');
  return `group-run.script.js-${checksum}-${process.version}-${process.arch}.cache`;
})();
const TOOL_USER = uniqueUserName('cctrust');

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function root(parent = tmpdir()): string {
  const folder = mkdtempSync(join(parent, 'cache-trust-'));
  chmodSync(folder, 0o755);
  roots.push(folder);
  return folder;
}

/**
 * V8's code cache of the run's start with its first line (a comment) replaced by code that
 * writes `$PLANTED_MARKER`, padded to the same length, as the loader wraps it.
 */
function plantedCache(): Buffer {
  const program = [
    'const { readFileSync } = require("node:fs");',
    'const vm = require("node:vm");',
    `const path = ${JSON.stringify(SCRIPT)};`,
    'const source = readFileSync(path, "utf8");',
    'const end = source.indexOf("\\n");',
    'const code = \'require("node:fs").writeFileSync(process.env.PLANTED_MARKER, "ran");\';',
    'if (code.length > end) throw new Error("the first line is too short");',
    'const body = code.padEnd(end, " ") + source.slice(end);',
    'const params = "exports, require, module, __agentLoopUrl, __agentLoopImport";',
    'const wrapped = `(function (${params}) {"use strict";${body}\\n})`;',
    'const script = new vm.Script(wrapped, { filename: path });',
    'process.stdout.write(script.createCachedData().toString("base64"));',
  ].join('\n');
  const child = spawnSync(process.execPath, ['-e', program], { encoding: 'utf8' });
  expect(child.status, child.stderr).toBe(0);
  return Buffer.from(child.stdout, 'base64');
}

describe('the built CLI and its agent-loop home', () => {
  let model: FakeAnthropic;
  let userHome: string;
  beforeAll(async () => {
    assertDistFresh();
    model = await startFakeAnthropic(() => reply(text('Hello.')));
    userHome = mkdtempSync(join(tmpdir(), 'cache-trust-user-'));
  });
  afterAll(async () => {
    await model.close();
    rmSync(userHome, { recursive: true, force: true });
    if (process.getuid?.() === 0) removeUser(TOOL_USER);
  });

  async function run(workspace: string, home: string, env: NodeJS.ProcessEnv = {}) {
    const result = await runCli(
      ['run', 'Say hello.', '--cwd', workspace, '--sandbox', 'off', '--output-format', 'json'],
      { ANTHROPIC_BASE_URL: model.url, AGENT_LOOP_HOME: home, HOME: userHome, ...env },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.lines.at(-1)?.result).toBe('Hello.');
    return result;
  }

  it('does not run a cache it did not sign (another script of the same length)', async () => {
    const at = root();
    const workspace = join(at, 'workspace');
    mkdirSync(workspace);
    const home = join(at, 'home');
    await run(workspace, home);
    const cache = join(home, 'compile-cache', CACHE_NAME);
    expect(statSync(cache).size).toBeGreaterThan(100_000);

    writeFileSync(cache, plantedCache());
    const marker = join(at, 'planted-code-ran');
    await run(workspace, home, { PLANTED_MARKER: marker });
    expect(existsSync(marker)).toBe(false);
    // Dropped and made again, signed: the next run takes it.
    expect(readFileSync(cache).equals(plantedCache())).toBe(false);
    await run(workspace, home, { PLANTED_MARKER: marker });
    expect(existsSync(marker)).toBe(false);
  });

  it('signs with a private key file in the user home, made on first use', async () => {
    const at = root();
    mkdirSync(join(at, 'workspace'));
    const key = join(userHome, '.agent-loop-cache-key');
    rmSync(key, { force: true });
    await run(join(at, 'workspace'), join(at, 'home'));
    expect(statSync(key).mode & 0o777).toBe(0o600);
    expect(statSync(key).size).toBe(32);
  });

  it('keeps the caches off when the key file is open to others, and says so', async () => {
    const at = root();
    mkdirSync(join(at, 'workspace'));
    const otherHome = join(at, 'user');
    mkdirSync(otherHome);
    writeFileSync(join(otherHome, '.agent-loop-cache-key'), Buffer.alloc(32, 7), { mode: 0o644 });
    chmodSync(join(otherHome, '.agent-loop-cache-key'), 0o644);
    const result = await run(join(at, 'workspace'), join(at, 'home'), { HOME: otherHome });
    expect(result.stderr).toContain(
      `agent-loop: warning: the compile caches are off: the key file ${otherHome}/.agent-loop-cache-key is open to others (mode 644; chmod 600 it)`,
    );
    expect(existsSync(join(at, 'home', 'compile-cache'))).toBe(false);
  });

  it.each([
    ['inside the workspace', 'workspace/.agent-loop', 'lies inside the workspace'],
    ['holding the workspace', '.', 'contains the workspace'],
  ])(
    'keeps the caches and session saving off with the home %s, and says so',
    async (_, homePath, words) => {
      const at = root();
      const workspace = join(at, 'workspace');
      mkdirSync(workspace);
      const home = join(at, homePath);
      const result = await run(workspace, home);
      expect(result.stderr).toContain(
        `agent-loop: warning: the compile caches and session saving are off: AGENT_LOOP_HOME ${home.replace(/\/\.$/, '')} ${words} ${workspace}`,
      );
      expect(existsSync(join(home, 'compile-cache'))).toBe(false);
      expect(existsSync(join(home, 'sessions'))).toBe(false);
      const resumed = await runCli(['run', 'Again.', '--cwd', workspace, '--continue'], {
        ANTHROPIC_BASE_URL: model.url,
        AGENT_LOOP_HOME: home,
        HOME: userHome,
      });
      expect(resumed.code).toBe(2);
      expect(resumed.stderr).toContain(`--continue: saved sessions are off here: AGENT_LOOP_HOME`);
    },
  );

  it.runIf(process.getuid?.() === 0)(
    "does not run a cache a tool planted in a home inside the workspace (the finding's path)",
    async () => {
      const at = root();
      const workspace = join(at, 'workspace');
      mkdirSync(workspace);
      chmodSync(workspace, 0o777);
      const home = join(workspace, '.agent-loop-home');
      const marker = join(at, 'planted-code-ran');
      writeFileSync(join(workspace, 'planted.cache'), plantedCache());
      const env = { AGENT_LOOP_SANDBOX_USER: TOOL_USER, PLANTED_MARKER: marker };
      // A run that leaves a cache, so the attacking run uses it and writes none at exit.
      await run(workspace, home, env);
      const plant = [
        'mv .agent-loop-home .moved-home 2>/dev/null',
        'mkdir -p .agent-loop-home/compile-cache',
        `cp planted.cache .agent-loop-home/compile-cache/${CACHE_NAME}`,
        'echo planted=$?',
      ].join('; ');
      const attack = await startFakeAnthropic([
        reply(toolUse('Bash', { command: plant })),
        reply(text('Done.')),
      ]);
      try {
        const args = ['run', 'Go.', '--cwd', workspace, '--sandbox', 'required'];
        const planted = await runCli([...args, '--output-format', 'stream-json'], {
          ANTHROPIC_BASE_URL: attack.url,
          AGENT_LOOP_HOME: home,
          HOME: userHome,
          ...env,
        });
        expect(planted.code, planted.stderr).toBe(0);
        expect(JSON.stringify(planted.lines)).toContain('planted=0');
      } finally {
        await attack.close();
      }
      await run(workspace, home, env);
      expect(existsSync(marker)).toBe(false);
      expect(readdirSync(workspace)).not.toContain('sessions');
    },
  );

  it.runIf(process.getuid?.() === 0)('hides the whole home from the tools', async () => {
    // In /opt, open to anyone: the tools see /opt, only the boundary's hiding keeps them out.
    const home = root('/opt');
    writeFileSync(join(home, 'notes.txt'), 'the user notes\n', { mode: 0o644 });
    const at = root();
    const workspace = join(at, 'workspace');
    mkdirSync(workspace);
    const look = await startFakeAnthropic([
      reply(toolUse('Bash', { command: `cat ${home}/notes.txt; echo "exit=$?"` })),
      reply(text('Done.')),
    ]);
    try {
      const args = ['run', 'Look.', '--cwd', workspace, '--sandbox', 'required'];
      const result = await runCli([...args, '--output-format', 'stream-json'], {
        ANTHROPIC_BASE_URL: look.url,
        AGENT_LOOP_HOME: home,
        HOME: userHome,
        AGENT_LOOP_SANDBOX_USER: TOOL_USER,
      });
      expect(result.code, result.stderr).toBe(0);
      const results = JSON.stringify(result.lines.filter((line) => line.type === 'user'));
      expect(results).toContain('exit=1');
      expect(results).not.toContain('the user notes');
    } finally {
      await look.close();
    }
  });
});
