import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMcpConfig, McpConfigError, parseMcpConfig } from '../../src/engine/mcp/index.js';

const parse = (value: unknown, env: NodeJS.ProcessEnv = {}) =>
  parseMcpConfig(JSON.stringify(value), env, '--mcp-config');
const problem = (value: unknown, env: NodeJS.ProcessEnv = {}) => {
  try {
    parse(value, env);
  } catch (error) {
    expect(error).toBeInstanceOf(McpConfigError);
    return (error as Error).message;
  }
  throw new Error('expected an McpConfigError');
};

describe('parseMcpConfig', () => {
  it('reads stdio and http servers in Claude Code’s format', () => {
    const config = parse({
      mcpServers: {
        docs: { command: 'node', args: ['server.js', '--flag'], env: { LEVEL: 'debug' } },
        plain: { type: 'stdio', command: 'srv' },
        tracker: { type: 'http', url: 'https://mcp.example.test/mcp', headers: { 'X-A': 'b' } },
      },
    });
    expect(config.servers).toEqual([
      {
        name: 'docs',
        type: 'stdio',
        command: 'node',
        args: ['server.js', '--flag'],
        env: { LEVEL: 'debug' },
      },
      { name: 'plain', type: 'stdio', command: 'srv', args: [], env: {} },
      {
        name: 'tracker',
        type: 'http',
        url: 'https://mcp.example.test/mcp',
        headers: { 'X-A': 'b' },
      },
    ]);
  });

  it('expands only the variables the configuration names, and keeps their values as secrets', () => {
    const env = { GITHUB_TOKEN: 'ghs_abcdefghijklmnop', API: 'https://api.test', UNUSED: 'x' };
    const config = parse(
      {
        mcpServers: {
          gh: { command: 'gh-mcp', env: { TOKEN: '${GITHUB_TOKEN}', MODE: '${MODE:-ro}' } },
          web: {
            type: 'http',
            url: '${API}/mcp',
            headers: { Authorization: 'Bearer ${GITHUB_TOKEN}' },
          },
        },
      },
      env,
    );
    expect(config.servers[0]).toMatchObject({ env: { TOKEN: 'ghs_abcdefghijklmnop', MODE: 'ro' } });
    expect(config.servers[1]).toMatchObject({
      url: 'https://api.test/mcp',
      headers: { Authorization: 'Bearer ghs_abcdefghijklmnop' },
    });
    expect(config.secrets).toContain('ghs_abcdefghijklmnop');
    expect(config.secrets).toContain('Bearer ghs_abcdefghijklmnop');
    expect(config.secrets).not.toContain('x');
  });

  it('names the server and the field of each mistake', () => {
    expect(problem({ mcpServers: { gh: { command: 'x', env: { T: '${MISSING}' } } } })).toBe(
      '--mcp-config: server "gh": env.T: ${MISSING}: the variable MISSING is not set',
    );
    expect(problem({ mcpServers: { gh: { command: '' } } })).toBe(
      '--mcp-config: server "gh": command: must not be empty',
    );
    expect(problem({ mcpServers: { gh: { command: 'x', args: 'a b' } } })).toMatch(
      /^--mcp-config: server "gh": args: /,
    );
    expect(problem({ mcpServers: { gh: { command: 'x', enviroment: {} } } })).toBe(
      '--mcp-config: server "gh": unknown field "enviroment"',
    );
    expect(problem({ mcpServers: { gh: { type: 'sse', url: 'http://x' } } })).toMatch(
      /server "gh": type: "sse" is not supported/,
    );
    expect(problem({ mcpServers: { web: { type: 'http', url: 'ftp://x' } } })).toBe(
      '--mcp-config: server "web": url: only http and https URLs are supported',
    );
    expect(problem({ mcpServers: { web: { type: 'http' } } })).toMatch(/server "web": url: /);
    expect(problem({ mcpServers: { a__b: { command: 'x' } } })).toMatch(
      /server "a__b": a server name/,
    );
    expect(problem({ mcpServers: { 'a.b': { command: 'x' } } })).toMatch(
      /server "a.b": a server name/,
    );
    expect(problem({ mcpServers: { gh: 'npx gh' } })).toMatch(/server "gh": expected an object/);
    expect(problem({ servers: {} })).toMatch(/^--mcp-config: expected \{"mcpServers"/);
    expect(() => parseMcpConfig('{oops', {}, '--mcp-config')).toThrow(
      /^--mcp-config: not valid JSON/,
    );
  });
});

describe('loadMcpConfig', () => {
  const base = () => mkdtempSync(join(tmpdir(), 'mcp-config-'));
  const file = JSON.stringify({ mcpServers: { docs: { command: 'srv' } } });

  it('takes inline JSON or a file, relative to the base directory', () => {
    const dir = base();
    writeFileSync(join(dir, 'mcp.json'), file);
    const options = { source: 'mcp_config', baseDirectory: dir, env: {} };
    expect(loadMcpConfig(file, options).servers[0]?.name).toBe('docs');
    expect(loadMcpConfig('mcp.json', options).servers[0]?.name).toBe('docs');
    expect(() => loadMcpConfig('missing.json', options)).toThrow(
      'mcp_config: cannot read "missing.json": no such file',
    );
  });

  it('refuses a file inside a workspace that holds a pull request’s head, by any path', () => {
    const dir = base();
    const workspace = join(dir, 'ws');
    mkdirSync(join(workspace, '.github'), { recursive: true });
    writeFileSync(join(workspace, '.mcp.json'), file);
    writeFileSync(join(dir, 'outside.json'), file);
    symlinkSync(join(workspace, '.mcp.json'), join(dir, 'link.json'));
    const options = {
      source: 'mcp_config',
      baseDirectory: workspace,
      env: {},
      untrustedWorkspace: workspace,
    };
    expect(() => loadMcpConfig('.mcp.json', options)).toThrow(/holds a pull request's head/);
    expect(() => loadMcpConfig(join(workspace, '.mcp.json'), options)).toThrow(/pull request/);
    expect(() => loadMcpConfig(join(dir, 'link.json'), options)).toThrow(/pull request/);
    expect(loadMcpConfig(join(dir, 'outside.json'), options).servers).toHaveLength(1);
    expect(loadMcpConfig(file, options).servers).toHaveLength(1);
  });
});
