/**
 * `--mcp-config` through the bundled CLI (dist/cli/index.js): the real fake MCP
 * server over stdio and streamable HTTP, the model through the fake Anthropic
 * server and the real SDK. The tool boundary is off here (test/mcp/boundary.test.ts
 * covers the server inside it).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import {
  fakeMcpServerArgs,
  startFakeMcpHttpServer,
  type FakeMcpHttpServer,
} from '../fakes/mcp-server.js';

const CLI = resolve('dist/cli/index.js');
const API_KEY = 'sk-ant-test-key-mcp-0123456789';
const GITHUB_TOKEN = 'ghs_CLItoken0123456789abcdefghijkl';

let model: FakeAnthropic | undefined;
let http: FakeMcpHttpServer | undefined;
afterEach(async () => {
  await model?.close();
  await http?.close();
  model = undefined;
  http = undefined;
});

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run `npm run build` first');
});

interface Run {
  code: number | null;
  stderr: string;
  lines: Record<string, unknown>[];
}

function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const cwd = mkdtempSync(join(tmpdir(), 'cli-mcp-ws-'));
  return new Promise((done, reject) => {
    const child = spawn(
      process.execPath,
      [CLI, 'run', '--cwd', cwd, '--sandbox', 'off', '--output-format', 'stream-json', ...args],
      {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ANTHROPIC_API_KEY: API_KEY,
          GITHUB_TOKEN,
          ...(model ? { ANTHROPIC_BASE_URL: model.url } : {}),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      done({
        code,
        stderr,
        lines: stdout
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      }),
    );
  });
}

const fakeServer = (env: Record<string, string> = {}) => ({
  command: process.execPath,
  args: fakeMcpServerArgs(),
  env,
});
const config = (servers: Record<string, unknown>) => JSON.stringify({ mcpServers: servers });
/** The tool results the model was sent in its request number `index`. */
function toolResults(index: number): { content: unknown; is_error?: boolean }[] {
  const body = model!.requests[index]!.body as { messages: { content: unknown }[] };
  const last = body.messages.at(-1)!.content as { type: string }[];
  return last.filter((block) => block.type === 'tool_result') as never;
}

describe('agent-loop run --mcp-config (bundled CLI)', () => {
  it('starts the servers, reports them in init and result, and runs their tools', async () => {
    model = await startFakeAnthropic([
      reply([
        toolUse('mcp__fake__echo', { text: 'hi' }),
        toolUse('mcp__fake__environment', {}),
        toolUse('mcp__fake__hang', {}),
      ]),
      reply(text('Done.')),
    ]);
    const run = await runCli(
      [
        '--mcp-config',
        config({
          fake: fakeServer({ GREETING: 'hello', TOKEN: '${GITHUB_TOKEN}' }),
          broken: { command: process.execPath, args: ['-e', 'process.exit(4)'] },
        }),
        '--disallowed-tools',
        'mcp__fake__picture',
        'use the tools',
      ],
      { MCP_TOOL_TIMEOUT: '1000' },
    );
    expect(run.code, run.stderr).toBe(0);
    const init = run.lines[0]!;
    expect(init.mcp_servers).toEqual([
      { name: 'fake', status: 'connected' },
      { name: 'broken', status: 'failed', error: expect.stringContaining('it did not start') },
    ]);
    expect(init.tools).toContain('mcp__fake__echo');
    expect(init.tools).not.toContain('mcp__fake__picture');
    const [echo, environment, hang] = toolResults(1);
    expect(echo!.content).toBe('echo: hi');
    const seen = JSON.parse(environment!.content as string) as {
      names: string[];
      GREETING: string;
    };
    expect(seen.GREETING).toBe('hello');
    expect(seen.names).toContain('TOKEN');
    expect(seen.names).not.toContain('ANTHROPIC_API_KEY');
    expect(seen.names).not.toContain('GITHUB_TOKEN');
    expect(hang).toMatchObject({ is_error: true });
    expect(hang!.content).toMatch(/did not answer within 1000 ms/);
    const result = run.lines.at(-1)!;
    expect(result.type).toBe('result');
    expect(result.is_error).toBe(false);
    expect(result.mcp_servers).toEqual([
      { name: 'fake', status: 'connected' },
      {
        name: 'broken',
        status: 'failed',
        error: 'it did not start: the server exited with code 4',
      },
    ]);
    // The token reached the server only as TOKEN, and is masked in everything printed.
    expect(JSON.stringify(run.lines)).not.toContain(GITHUB_TOKEN);
  });

  it('reads the configuration from a file and reaches a streamable HTTP server', async () => {
    http = await startFakeMcpHttpServer();
    model = await startFakeAnthropic([
      reply(toolUse('mcp__web__echo', { text: 'over http' })),
      reply(text('Done.')),
    ]);
    const file = join(mkdtempSync(join(tmpdir(), 'cli-mcp-config-')), 'mcp.json');
    writeFileSync(
      file,
      config({ web: { type: 'http', url: http.url, headers: { 'X-Team': '${TEAM:-core}' } } }),
    );
    const run = await runCli(['--mcp-config', file, '--allowed-tools', 'mcp__web', 'go']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.lines[0]!.tools).toEqual(
      expect.arrayContaining(['mcp__web__echo', 'mcp__web__environment']),
    );
    // Tools no rule allows stay listed, as in Claude Code; only the server's may run.
    expect(run.lines.at(-1)!.permission_denials).toEqual([]);
    expect(toolResults(1)[0]!.content).toBe('echo: over http');
    expect(http.headers.every((headers) => headers['x-team'] === 'core')).toBe(true);
  });

  it('refuses a bad configuration or timeout with a usage error naming it', async () => {
    const cases: [string[], NodeJS.ProcessEnv, RegExp][] = [
      [
        ['--mcp-config', '{"mcpServers": {"db": {"command": "x", "env": {"A": 1}}}}'],
        {},
        /^agent-loop: --mcp-config: server "db": env\.A: /,
      ],
      [
        ['--mcp-config', '{"mcpServers": {"db": {"command": "x", "args": ["${NOPE}"]}}}'],
        {},
        /^agent-loop: --mcp-config: server "db": args\[0\]: \$\{NOPE\}: the variable NOPE is not set$/,
      ],
      [
        ['--mcp-config', 'no-such-file.json'],
        {},
        /^agent-loop: --mcp-config: cannot read "no-such-file.json": no such file$/,
      ],
      [
        ['--mcp-config', '{"mcpServers": {}}'],
        { MCP_TOOL_TIMEOUT: '10s' },
        /^agent-loop: MCP_TOOL_TIMEOUT \(milliseconds\) must be a whole number/,
      ],
    ];
    for (const [args, env, message] of cases) {
      const run = await runCli([...args, 'go'], env);
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr.trim()).toMatch(message);
    }
  });
});
