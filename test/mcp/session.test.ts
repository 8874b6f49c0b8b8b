/**
 * MCP servers in a run: the real fake server (built with the SDK) as a stdio
 * process started by the tool spawner, and over streamable HTTP on 127.0.0.1;
 * the model through the fake Anthropic server.
 */
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  InitEvent,
  LoopEvent,
  ResultEvent,
  UserEvent,
} from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import type { SessionOptions } from '../../src/engine/session/options.js';
import { withOverrides, type SessionOverrides } from '../session/overrides.js';
import { parseMcpConfig, type McpServerConfig } from '../../src/engine/mcp/index.js';
import {
  fakeMcpServerArgs,
  startFakeMcpHttpServer,
  TINY_PNG,
  type FakeMcpHttpServer,
} from '../fakes/mcp-server.js';
import { drain, reply, scriptedModel, toolUse } from '../loop/helpers.js';

const API_KEY = 'sk-ant-session-KEY-0123456789abcdef';
const GITHUB_TOKEN = 'ghs_SESSIONtoken0123456789abcdefghij';

function fake(extra: { args?: string[]; env?: Record<string, string> } = {}): McpServerConfig {
  return {
    name: 'fake',
    type: 'stdio',
    command: process.execPath,
    env: extra.env ?? {},
    args: fakeMcpServerArgs(extra.args ?? []),
  };
}

function options(overrides: SessionOverrides): SessionOptions {
  return withOverrides(
    {
      prompt: 'Use the tools.',
      workspaceRoot: mkdtempSync(join(tmpdir(), 'mcp-ws-')),
      model: { id: 'claude-sonnet-4-0', call: async () => reply('done') },
      limits: { maxTurns: 6, maxBudgetUsd: 1, timeoutMinutes: 5 },
      tools: {
        allowedTools: [],
        disallowedTools: [],
        toolResultDirectory: mkdtempSync(join(tmpdir(), 'mcp-results-')),
        ripgrepPath: null,
      },
      host: {
        secrets: [API_KEY, GITHUB_TOKEN],
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ANTHROPIC_API_KEY: API_KEY,
          GITHUB_TOKEN,
        },
      },
      mcp: { servers: [fake()] },
    },
    overrides,
  );
}

async function run(overrides: SessionOverrides) {
  const { events, value } = await drain<LoopEvent, ResultEvent>(runSession(options(overrides)));
  const init = events.find(
    (event): event is InitEvent => event.type === 'system' && event.subtype === 'init',
  );
  const results = events
    .filter((event): event is UserEvent => event.type === 'user')
    .flatMap((event) => (Array.isArray(event.message.content) ? event.message.content : []))
    .filter((block) => block.type === 'tool_result');
  return { events, result: value, init: init!, results };
}

/** The text of a tool result block. */
function textOf(block: { content?: unknown }): string {
  const content = block.content;
  if (typeof content === 'string') return content;
  return (content as { type: string; text?: string }[])
    .map((part) => (part.type === 'text' ? part.text : `[${part.type}]`))
    .join('\n');
}

let http: FakeMcpHttpServer | undefined;
afterEach(async () => {
  await http?.close();
  http = undefined;
});

describe('MCP servers in a run', () => {
  it('offers each server tool as mcp__<server>__<tool> with its schema and returns its results', async () => {
    const model = scriptedModel([
      reply([toolUse('mcp__fake__echo', { text: `hello ${API_KEY}` })]),
      reply([toolUse('mcp__fake__fail', {}), toolUse('mcp__fake__picture', {})]),
      reply('done'),
    ]);
    const { init, result, results } = await run({
      model: { call: model.callModel },
    });
    expect(init.mcp_servers).toEqual([{ name: 'fake', status: 'connected' }]);
    expect(init.tools).toEqual(
      expect.arrayContaining(['Read', 'Bash', 'mcp__fake__echo', 'mcp__fake__environment']),
    );
    const echo = model.requests[0]!.tools.find((tool) => tool.name === 'mcp__fake__echo');
    expect(echo).toMatchObject({
      description: 'Returns the text it is given.',
      input_schema: {
        type: 'object',
        properties: { text: { type: 'string', description: 'what to echo' } },
        required: ['text'],
      },
    });
    expect(JSON.stringify(echo)).not.toContain('$schema');
    // Redacted like any tool's output.
    expect(textOf(results[0]!)).toBe('echo: hello ***');
    expect(results[1]).toMatchObject({ is_error: true, content: 'the database is down' });
    expect(results[2]!.content).toEqual([
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: TINY_PNG } },
      { type: 'text', text: '[image (image/svg+xml), 6 bytes: a type the model cannot see]' },
    ]);
    expect(result.terminal_reason).toBe('completed');
    expect(result.mcp_servers).toEqual([{ name: 'fake', status: 'connected' }]);
  });

  it('hides tools denied by name; refuses and lists tools no allow rule covers, by server or by tool', async () => {
    const model = scriptedModel([
      reply([toolUse('mcp__fake__environment', {}), toolUse('mcp__fake__echo', { text: 'ok' })]),
      reply('done'),
    ]);
    const { init, results, result } = await run({
      model: { call: model.callModel },
      tools: { allowedTools: ['Read', 'mcp__fake'], disallowedTools: ['mcp__fake__environment'] },
    });
    const names = init.tools.filter((name) => name.startsWith('mcp__'));
    expect(names).toContain('mcp__fake__echo');
    expect(names).not.toContain('mcp__fake__environment');
    // As in Claude Code, a tool no allow rule names stays listed; its calls are denied.
    expect(init.tools).toContain('Bash');
    expect(results[0]).toMatchObject({ is_error: true });
    expect(textOf(results[0]!)).toMatch(/No such tool: mcp__fake__environment/);
    expect(textOf(results[1]!)).toBe('echo: ok');
    expect(result.is_error).toBe(false);

    // Allowing one tool of a server allows only that one: another is denied and listed.
    const only = await run({
      model: {
        call: scriptedModel([
          reply([toolUse('mcp__fake__environment', {}), toolUse('mcp__fake__echo', { text: 'x' })]),
          reply('done'),
        ]).callModel,
      },
      tools: { allowedTools: ['mcp__fake__echo'] },
    });
    expect(only.init.tools).toEqual(
      expect.arrayContaining(['mcp__fake__echo', 'mcp__fake__environment', 'Read']),
    );
    expect(textOf(only.results[0]!)).toMatch(/not in the allowed tools \(mcp__fake__echo\)/);
    expect(textOf(only.results[1]!)).toBe('echo: x');
    expect(only.result.permission_denials.map((denial) => denial.tool_name)).toEqual([
      'mcp__fake__environment',
    ]);
  });

  it('gives a stdio server only its configured environment plus PATH and HOME, and kills it at the end', async () => {
    const model = scriptedModel([reply([toolUse('mcp__fake__environment', {})]), reply('done')]);
    const { results } = await run({
      model: { call: model.callModel },
      mcp: { servers: [fake({ env: { GREETING: 'hi' } })] },
    });
    const seen = JSON.parse(textOf(results[0]!)) as {
      names: string[];
      GREETING: string;
      pid: number;
    };
    expect(seen.GREETING).toBe('hi');
    expect(seen.names).toEqual(expect.arrayContaining(['GREETING', 'HOME', 'PATH']));
    // The direct spawner's process marker is the only other variable.
    expect(seen.names.filter((name) => !['GREETING', 'HOME', 'PATH'].includes(name))).toEqual([
      'AGENT_LOOP_PROCESS_TAG',
    ]);
    // Gone (and reaped) once the run is over.
    await waitFor(() => {
      try {
        process.kill(seen.pid, 0);
        return false;
      } catch {
        return true;
      }
    });
  });

  it('passes a secret only when the configuration names it, and masks it in what the server returns', async () => {
    const config = parseMcpConfig(
      JSON.stringify({
        mcpServers: { fake: { command: 'x', env: { TOKEN: '${GITHUB_TOKEN}' } } },
      }),
      { GITHUB_TOKEN },
      'test',
    );
    const env = (config.servers[0] as { env: Record<string, string> }).env;
    const model = scriptedModel([
      reply([toolUse('mcp__fake__echo', { text: 'x' }), toolUse('mcp__fake__environment', {})]),
      reply('done'),
    ]);
    const { results } = await run({
      model: { call: model.callModel },
      mcp: { servers: [fake({ env })] },
    });
    const seen = JSON.parse(textOf(results[1]!)) as { names: string[] };
    expect(seen.names).toContain('TOKEN');
    expect(seen.names).not.toContain('GITHUB_TOKEN');
    expect(seen.names).not.toContain('ANTHROPIC_API_KEY');
  });

  it('reports a server that fails to start, and the run goes on without it', async () => {
    const model = scriptedModel([
      reply([toolUse('mcp__fake__echo', { text: 'up' })]),
      reply('done'),
    ]);
    const { init, result, results } = await run({
      model: { call: model.callModel },
      mcp: {
        servers: [
          fake(),
          {
            name: 'broken',
            type: 'stdio',
            command: process.execPath,
            args: ['-e', 'console.error("no config found"); process.exit(3)'],
            env: {},
          },
          { name: 'missing', type: 'stdio', command: '/nonexistent/mcp-server', args: [], env: {} },
        ],
      },
    });
    expect(init.mcp_servers).toEqual([
      { name: 'fake', status: 'connected' },
      // system/init says why, as the result does.
      {
        name: 'broken',
        status: 'failed',
        error: expect.stringMatching(/exited with code 3.*no config found/),
      },
      {
        name: 'missing',
        status: 'failed',
        error: expect.stringMatching(/could not be started: .*ENOENT/),
      },
    ]);
    expect(init.tools.some((name) => name.startsWith('mcp__broken'))).toBe(false);
    expect(textOf(results[0]!)).toBe('echo: up');
    expect(result.terminal_reason).toBe('completed');
    const [, broken, missing] = result.mcp_servers!;
    expect(broken!.error).toMatch(/exited with code 3.*no config found/);
    expect(missing!.error).toMatch(/could not be started: .*ENOENT/);
  });

  it('gives up on a server that does not answer at start (MCP_TIMEOUT)', async () => {
    const { init, result } = await run({
      mcp: {
        servers: [
          {
            name: 'silent',
            type: 'stdio',
            command: process.execPath,
            args: ['-e', 'setInterval(() => {}, 1000)'],
            env: {},
          },
        ],
        startupTimeoutMs: 500,
      },
    });
    expect(init.mcp_servers).toEqual([
      { name: 'silent', status: 'failed', error: expect.stringMatching(/timed out/i) },
    ]);
    expect(result.mcp_servers![0]!.error).toMatch(/timed out/i);
  });

  it('times a hanging call out and sends the server the cancellation', async () => {
    const cancelFile = join(mkdtempSync(join(tmpdir(), 'mcp-cancel-')), 'log');
    const model = scriptedModel([
      reply([toolUse('mcp__fake__hang', {})]),
      reply([toolUse('mcp__fake__echo', { text: 'still here' })]),
      reply('done'),
    ]);
    const { results, result } = await run({
      model: { call: model.callModel },
      mcp: { servers: [fake({ args: ['--cancel-file', cancelFile] })], toolTimeoutMs: 800 },
    });
    expect(results[0]).toMatchObject({ is_error: true });
    expect(textOf(results[0]!)).toBe(
      'mcp__fake__hang did not answer within 800 ms; the call was cancelled (MCP_TOOL_TIMEOUT sets the limit).',
    );
    expect(textOf(results[1]!)).toBe('echo: still here');
    expect(result.terminal_reason).toBe('completed');
    expect(readFileSync(cancelFile, 'utf8')).toMatch(/^cancelled: /);
  });

  it('cancels a call in flight when the run is aborted', async () => {
    const cancelFile = join(mkdtempSync(join(tmpdir(), 'mcp-cancel-')), 'log');
    const controller = new AbortController();
    // The run is stopped once the server has the call (it says so in a file).
    const model = scriptedModel([
      () => {
        void waitFor(() => existsSync(`${cancelFile}.started`)).then(() => controller.abort());
        return reply([toolUse('mcp__fake__hang', {})]);
      },
    ]);
    const { result } = await run({
      model: { call: model.callModel },
      mcp: { servers: [fake({ args: ['--cancel-file', cancelFile] })] },
      host: { signal: controller.signal },
    });
    // The abort ended the run although the call never answers (else the test times out).
    expect(result.terminal_reason).toBe('aborted');
    await waitFor(() => existsSync(cancelFile));
    expect(readFileSync(cancelFile, 'utf8')).toMatch(/^cancelled: /);
  });

  it('marks a server that dies during the run as failed and answers its calls with the reason', async () => {
    const model = scriptedModel([
      reply([toolUse('mcp__fake__crash', {})]),
      reply([toolUse('mcp__fake__echo', { text: 'anyone?' })]),
      reply('done'),
    ]);
    const { results, result } = await run({
      model: { call: model.callModel },
    });
    expect(results[0]).toMatchObject({ is_error: true });
    expect(results[1]).toMatchObject({ is_error: true });
    expect(textOf(results[1]!)).toMatch(
      /^MCP server "fake" is not running: the server exited with code 7/,
    );
    expect(result.terminal_reason).toBe('completed');
    expect(result.mcp_servers![0]).toMatchObject({ name: 'fake', status: 'failed' });
    expect(result.mcp_servers![0]!.error).toMatch(/exited with code 7.*crashing on request/);
  });

  it('talks to a streamable HTTP server with the configured headers', async () => {
    http = await startFakeMcpHttpServer();
    const config = parseMcpConfig(
      JSON.stringify({
        mcpServers: {
          web: {
            type: 'http',
            url: http.url,
            headers: { Authorization: 'Bearer ${MCP_WEB_TOKEN}' },
          },
        },
      }),
      { MCP_WEB_TOKEN: 'web-token-0123456789abcdef' },
      'test',
    );
    const model = scriptedModel([
      reply([
        toolUse('mcp__web__echo', { text: 'over http' }),
        toolUse('mcp__web__environment', {}),
      ]),
      reply('done'),
    ]);
    const { init, results } = await run({
      model: { call: model.callModel },
      mcp: { servers: config.servers },
      host: { secrets: [API_KEY, ...config.secrets] },
    });
    expect(init.mcp_servers).toEqual([{ name: 'web', status: 'connected' }]);
    expect(textOf(results[0]!)).toBe('echo: over http');
    expect(http.headers.length).toBeGreaterThan(0);
    expect(
      http.headers.every(
        (headers) => headers.authorization === 'Bearer web-token-0123456789abcdef',
      ),
    ).toBe(true);
  });

  it('reports an HTTP server that cannot be reached as failed', async () => {
    http = await startFakeMcpHttpServer();
    const url = http.url;
    await http.close();
    http = undefined;
    const { init, result } = await run({
      mcp: { servers: [{ name: 'gone', type: 'http', url, headers: {} }] },
    });
    expect(init.mcp_servers).toEqual([
      { name: 'gone', status: 'failed', error: expect.stringMatching(/^it did not start: /) },
    ]);
    expect(result.mcp_servers![0]!.error).toMatch(/^it did not start: /);
  });
});

/** Waits until `check()` holds; the test's own timeout is the only bound. */
async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 50));
}
