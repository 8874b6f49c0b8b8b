/**
 * A real MCP server built with the SDK, for tests. Run as a script it speaks
 * stdio (`node --import tsx test/fakes/mcp-server.ts [--cancel-file <path>]`);
 * `startFakeMcpHttpServer()` serves the same tools over streamable HTTP on
 * 127.0.0.1. Tools:
 * - `echo {text}`: returns the text;
 * - `environment`: the names of its environment variables, GREETING's value, its pid and uid;
 * - `hang`: never answers (and writes `<cancel file>.started`); when the client cancels,
 *   writes the reason to the cancel file;
 * - `files {paths}`: the files' contents (or null) as the server sees them, its HOME, uid and /tmp;
 * - `git_status {path}`: `git status --porcelain` run in the folder (relative to its own), its
 *   exit code, stdout and stderr;
 * - `fail`: an error result;
 * - `picture`: a 1×1 PNG and an SVG;
 * - `crash`: the process exits (stdio only).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import { bundleForOthers } from '../support/bundle-for-others.js';

/** This file, and how to start it as a stdio server (`node ...args`). */
export const FAKE_MCP_SERVER = fileURLToPath(import.meta.url);
export function fakeMcpServerArgs(extra: string[] = []): string[] {
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return ['--import', pathToFileURL(tsx).href, FAKE_MCP_SERVER, ...extra];
}

/**
 * The server bundled into one file, in a folder every user may read outside /tmp,
 * for tests whose server runs inside the tool boundary: its user gets a /tmp of
 * its own and may not enter the checkout (see bundleForOthers).
 */
export function bundleFakeMcpServer(): { args: string[]; remove(): void } {
  const bundle = bundleForOthers(FAKE_MCP_SERVER, 'fake-mcp-server.mjs', 'mcp');
  return { args: [bundle.file], remove: bundle.remove };
}

/** A 1×1 transparent PNG. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function buildServer(options: { cancelFile?: string; canCrash: boolean }): McpServer {
  const server = new McpServer({ name: 'fake-mcp', version: '1.0.0' });
  server.registerTool(
    'echo',
    {
      description: 'Returns the text it is given.',
      inputSchema: { text: z.string().describe('what to echo') },
      annotations: { readOnlyHint: true },
    },
    ({ text }) => ({ content: [{ type: 'text', text: `echo: ${text}` }] }),
  );
  server.registerTool(
    'environment',
    { description: 'Reports the environment the server runs with.' },
    () => ({
      content: [
        {
          type: 'text',
          text: JSON.stringify({
            names: Object.keys(process.env).sort(),
            GREETING: process.env.GREETING ?? null,
            pid: process.pid,
            uid: process.getuid?.() ?? null,
          }),
        },
      ],
    }),
  );
  server.registerTool(
    'files',
    {
      description: 'Reads files (a leading ~ is its HOME) and lists /tmp, as the server sees them.',
      inputSchema: { paths: z.array(z.string()) },
    },
    ({ paths }) => {
      const home = process.env.HOME ?? '';
      const read = (path: string) => {
        try {
          return readFileSync(path.replace(/^~(?=\/|$)/, home), 'utf8');
        } catch {
          return null;
        }
      };
      const tmp = (() => {
        try {
          return readdirSync('/tmp');
        } catch {
          return null;
        }
      })();
      const files = Object.fromEntries(paths.map((path) => [path, read(path)]));
      const text = JSON.stringify({ home, uid: process.getuid?.() ?? null, files, tmp });
      return { content: [{ type: 'text', text }] };
    },
  );
  server.registerTool(
    'git_status',
    {
      description: 'Runs git status in a folder, as the server.',
      inputSchema: { path: z.string() },
    },
    ({ path }) => {
      const git = spawnSync('git', ['status', '--porcelain'], { cwd: path, encoding: 'utf8' });
      const text = JSON.stringify({
        code: git.status,
        stdout: git.stdout ?? '',
        stderr: git.stderr ?? String(git.error ?? ''),
      });
      return { content: [{ type: 'text', text }] };
    },
  );
  server.registerTool('hang', { description: 'Never answers.' }, (extra) => {
    // `<cancel file>.started` says the call arrived (a test waits on it, not on a clock).
    if (options.cancelFile) appendFileSync(`${options.cancelFile}.started`, 'started\n');
    return new Promise<never>((_resolve, reject) => {
      extra.signal.addEventListener('abort', () => {
        if (options.cancelFile) {
          appendFileSync(options.cancelFile, `cancelled: ${String(extra.signal.reason)}\n`);
        }
        reject(new Error('cancelled'));
      });
    });
  });
  server.registerTool('fail', { description: 'Always fails.' }, () => ({
    content: [{ type: 'text', text: 'the database is down' }],
    isError: true,
  }));
  server.registerTool('picture', { description: 'Returns two images.' }, () => ({
    content: [
      { type: 'image', data: TINY_PNG, mimeType: 'image/png' },
      { type: 'image', data: Buffer.from('<svg/>').toString('base64'), mimeType: 'image/svg+xml' },
    ],
  }));
  if (options.canCrash) {
    server.registerTool('crash', { description: 'The server exits.' }, () => {
      process.stderr.write('fake-mcp: crashing on request\n');
      process.exit(7);
    });
  }
  return server;
}

/** A streamable HTTP MCP server on 127.0.0.1 (stateless: a new server per request). */
export interface FakeMcpHttpServer {
  url: string;
  /** Request headers seen, in order. */
  headers: Record<string, string | string[] | undefined>[];
  close(): Promise<void>;
}

export async function startFakeMcpHttpServer(
  options: { cancelFile?: string } = {},
): Promise<FakeMcpHttpServer> {
  const headers: FakeMcpHttpServer['headers'] = [];
  const http: Server = createServer((request, response) => {
    headers.push(request.headers);
    const server = buildServer({ ...options, canCrash: false });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(request, response))
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    headers,
    close: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

async function main(): Promise<void> {
  const index = process.argv.indexOf('--cancel-file');
  const cancelFile = index >= 0 ? process.argv[index + 1] : undefined;
  const server = buildServer({ ...(cancelFile ? { cancelFile } : {}), canCrash: true });
  await server.connect(new StdioServerTransport());
}

// Started through a link (a package's bin on PATH), argv[1] is the link.
if (process.argv[1] && realpathSync(process.argv[1]) === FAKE_MCP_SERVER) {
  void main();
}
