/**
 * What MCP costs at start: the bundled CLI (dist/cli/index.js) from spawn to
 * its first model request, without an MCP configuration (the SDK is never
 * loaded) and with one streamable HTTP server on 127.0.0.1 (the SDK's chunk is
 * loaded, the server is connected and its tools listed first). The reference is
 * the run without MCP, measured in the same run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { reply, startFakeAnthropic, text } from '../test/fakes/anthropic-server.js';
import { startFakeMcpHttpServer } from '../test/fakes/mcp-server.js';
import { printTable, ratio } from './table.js';

const CLI = resolve('dist/cli/index.js');
const RUNS = 7;

async function timeToFirstRequest(extraArgs: string[]): Promise<number> {
  let firstRequestAt = 0;
  const model = await startFakeAnthropic(() => {
    firstRequestAt ||= performance.now();
    return reply(text('Hello.'));
  });
  const cwd = mkdtempSync(join(tmpdir(), 'bench-mcp-'));
  const spawnedAt = performance.now();
  try {
    await new Promise<void>((done, reject) => {
      const child = spawn(
        process.execPath,
        [CLI, 'run', '--cwd', cwd, '--sandbox', 'off', ...extraArgs, 'say hello'],
        {
          env: {
            PATH: process.env.PATH,
            ANTHROPIC_API_KEY: 'sk-ant-bench-0123456789',
            ANTHROPIC_BASE_URL: model.url,
          },
          stdio: 'ignore',
        },
      );
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? done() : reject(new Error(`exit ${code}`))));
    });
  } finally {
    await model.close();
    rmSync(cwd, { recursive: true, force: true });
  }
  return firstRequestAt - spawnedAt;
}

export async function run(): Promise<void> {
  const server = await startFakeMcpHttpServer();
  const config = JSON.stringify({ mcpServers: { web: { type: 'http', url: server.url } } });
  try {
    // Alternating keeps a busy machine's noise out of the ratio.
    const plain: number[] = [];
    const withMcp: number[] = [];
    await timeToFirstRequest([]);
    for (let index = 0; index < RUNS; index++) {
      plain.push(await timeToFirstRequest([]));
      withMcp.push(await timeToFirstRequest(['--mcp-config', config]));
    }
    const mid = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const reference = mid(plain);
    const measured = mid(withMcp);
    printTable(
      ['measure', 'time', 'ratio', 'reference'],
      [
        [
          'CLI: spawn → first model request, one HTTP MCP server',
          `${measured.toFixed(0)} ms`,
          ratio(measured, reference),
          `the same without --mcp-config: ${reference.toFixed(0)} ms`,
        ],
      ],
    );
  } finally {
    await server.close();
  }
}
