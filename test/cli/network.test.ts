/**
 * The bundled `agent-loop run` (dist/cli/index.js) and its network (docs/network.md): by
 * default the hosts the user's own npm installs from (pointed at a .test registry by its
 * own variable), said with --verbose; `--allowed-domains none` says no network.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reply, startFakeAnthropic, text, type FakeAnthropic } from '../fakes/anthropic-server.js';
import { removeUser, uniqueUserName } from '../sandbox/helpers.js';
import { assertDistFresh } from '../dist-fresh.js';

const CLI = resolve('dist/cli/index.js');
const HOME = mkdtempSync(join(tmpdir(), 'cli-network-home-'));
const TOOL_USER = uniqueUserName('cnet');
let server: FakeAnthropic | undefined;

beforeAll(assertDistFresh);
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  if (process.getuid?.() === 0) removeUser(TOOL_USER);
  rmSync(HOME, { recursive: true, force: true });
});

/** `agent-loop run --verbose` in a fresh folder, with the given extra flags. */
async function run(flags: string[]): Promise<{ status: number | null; stderr: string }> {
  server = await startFakeAnthropic([reply(text('ok'))]);
  const cwd = mkdtempSync(join(HOME, 'ws-'));
  writeFileSync(join(cwd, 'README.md'), '# x\n');
  // Asynchronously: the fake model server answers from this process.
  return new Promise((done) => {
    execFile(
      process.execPath,
      [CLI, 'run', '--cwd', cwd, '--verbose', '--output-format', 'json', ...flags, 'Hi'],
      {
        env: {
          PATH: process.env.PATH,
          HOME,
          AGENT_LOOP_HOME: join(HOME, 'agent-loop'),
          ANTHROPIC_API_KEY: 'sk-ant-test-key-0123456789',
          ANTHROPIC_BASE_URL: server!.url,
          AGENT_LOOP_SANDBOX_USER: TOOL_USER,
          npm_config_registry: 'https://registry.example.test/',
        },
        encoding: 'utf8',
        timeout: 120_000,
      },
      (error, _stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? null : 0;
        done({ status: code, stderr });
      },
    );
  });
}

describe('agent-loop run --allowed-domains', () => {
  it("allows the user's package registries by default and names them", async () => {
    const result = await run([]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /agent-loop: network for tool processes: [^\n]*registry\.example\.test/,
    );
  });

  it('none: no network', async () => {
    const result = await run(['--allowed-domains', 'none']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain('agent-loop: network for tool processes: no network');
    expect(result.stderr).not.toContain('registry.example.test');
  });

  it('none mixed with a host: a clear error, exit 2', async () => {
    const result = await run(['--allowed-domains', 'none,example.com']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--allowed-domains: "none" means no network');
  });
});
